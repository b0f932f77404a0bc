/**
 * `npm start`: the production server, building the site first only when the build is missing or
 * was made from other sources.
 *
 * After a successful build, a stamp beside it (`<BUILD_DIR>/.inputs-hash`) records a hash of
 * everything the build reads (and the time the build's server file was written, so that a build
 * made since by another command, `npm run build` from other sources, is not taken for this one) (`buildInputs` below: the app, the shared code, the public files, the
 * build's configuration, the locked dependency versions, NODE_ENV and the VITE_ variables). The next
 * start hashes the same inputs again (a few tens of milliseconds) and builds only when they differ,
 * so a second `npm start` answers within a few seconds, while a changed file is never served from a
 * stale build. A failed build writes no stamp (and removes an old one), so the next start builds
 * again.
 *
 * The server then runs in this same process (the build's server bundle `main.js` is imported:
 * decision 0019): SIGTERM and SIGINT reach its own handlers (graceful shutdown) and there is no
 * second Node start-up.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverBundleName, serverBundleUrl } from './build-server.ts';

/**
 * What the build reads, relative to the project root: `react-router build` the app, and the server
 * bundle it ends with (scripts/build-server.ts) the server. Folders are taken whole (every file,
 * recursively), but for `ignoredFile`. The app imports from `server/` only types (an ESLint rule),
 * which the build erases; Tailwind reads class names only from `app/` and `shared/` (the `source()`
 * of app/app.css). Tests check that the app's imports and the server bundle's files stay inside
 * these (scripts/start.test.ts, scripts/build-server.test.ts).
 */
export const buildInputs = {
  folders: ['app', 'shared', 'public', 'server', 'db'],
  files: ['package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'scripts/build-sw.ts', 'scripts/build-server.ts'],
};

/**
 * Files in the input folders that no build reads: the server's and the database's tests, and the
 * files the server reads from the project at run time (the migrations, the empty PGlite database,
 * the demo's images), not from the build. (Tailwind reads every other text file of app/ and shared/.)
 */
const ignoredFile = /(^|\/)\.DS_Store$|^(server|db)\/.*\.test\.tsx?$|^db\/(migrations|pglite-empty|seed\/images)\//;

export const stampName = '.inputs-hash';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The files the stamp hashes, relative to `root` with '/', sorted. */
export async function buildInputFiles(root: string): Promise<string[]> {
  return [
    ...(await Promise.all(buildInputs.folders.map((f) => filesUnder(path.join(root, f))))).flat(),
    ...buildInputs.files.map((f) => path.join(root, f)).filter((f) => existsSync(f)),
  ]
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((f) => !ignoredFile.test(f))
    .sort();
}

/**
 * One hash of every build input's path and bytes, and of the environment the build reads. `env`
 * is the environment the build will run with.
 */
export async function inputsHash(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const files = await buildInputFiles(root);
  const hash = createHash('sha256');
  const contents = await Promise.all(files.map((f) => readFile(path.join(root, f))));
  files.forEach((f, i) => {
    hash.update(`${f}\0${contents[i]!.length}\0`);
    hash.update(contents[i]!);
  });
  const viteVariables = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(['', `NODE_ENV=${env.NODE_ENV ?? ''}`, `node=${process.version}`, ...viteVariables].join('\n'));
  return hash.digest('hex');
}

interface BuildDecision {
  build: boolean;
  /** Why (one line for the log). */
  reason: string;
  hash: string;
}

/** Whether `buildDir` must be (re)built from the sources in `root`. */
export async function buildDecision(root: string, buildDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildDecision> {
  const hash = await inputsHash(root, env);
  if (!['server/index.js', serverBundleName, 'client'].every((f) => existsSync(path.join(buildDir, f)))) {
    return { build: true, reason: `no build in ${buildDir}`, hash };
  }
  const [stampedHash, stampedBuildTime] = (await readFile(path.join(buildDir, stampName), 'utf8').catch(() => '')).trim().split(' ');
  if (!stampedHash) return { build: true, reason: 'the build has no record of its sources', hash };
  if (stampedBuildTime !== (await buildTime(buildDir))) {
    return { build: true, reason: 'the build was rewritten since its sources were recorded', hash };
  }
  if (stampedHash !== hash) return { build: true, reason: 'the sources changed since the last build', hash };
  return { build: false, reason: 'the build is up to date', hash };
}

/** When the build's server file was written (any build rewrites it). */
async function buildTime(buildDir: string): Promise<string> {
  return String((await stat(path.join(buildDir, 'server/index.js'))).mtimeMs);
}

/** Records that `buildDir` was built from inputs hashing to `hash` (only after a successful build). */
export async function writeStamp(buildDir: string, hash: string) {
  await writeFile(path.join(buildDir, stampName), `${hash} ${await buildTime(buildDir)}\n`);
}

/**
 * Builds when needed. `runBuild` runs the build and answers whether it succeeded (the real one runs
 * `react-router build`; tests pass their own).
 */
export async function ensureBuild(
  root: string,
  buildDir: string,
  options: { env?: NodeJS.ProcessEnv; runBuild?: () => boolean; log?: (line: string) => void } = {},
): Promise<BuildDecision> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.info(line));
  const decision = await buildDecision(root, buildDir, env);
  if (!decision.build) {
    log(`[start] ${decision.reason}: not building (${path.relative(root, buildDir) || '.'})`);
    return decision;
  }
  log(`[start] ${decision.reason}: building`);
  // A build that fails half-way must not leave an old stamp beside its half-written files.
  await rm(path.join(buildDir, stampName), { force: true });
  const ok = (options.runBuild ?? (() => reactRouterBuild(root, env)))();
  if (!ok) throw new Error('The build failed (see above); the server was not started.');
  // The sources may have changed while the build ran: the stamp is the hash taken before it, so
  // such a change is built again on the next start.
  await writeStamp(buildDir, decision.hash);
  return decision;
}

function reactRouterBuild(root: string, env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  return result.status === 0;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  process.chdir(root);
  // `npm start` is production unless told otherwise (the server reads NODE_ENV when it loads).
  process.env.NODE_ENV ||= 'production';
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  try {
    await ensureBuild(root, buildDir, { env: { ...process.env, BUILD_DIR: buildDir } });
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    process.exit(1);
  }
  process.env.BUILD_DIR = buildDir;
  // The server as the build bundled it (scripts/build-server.ts), as `npm run serve` runs it.
  await import(serverBundleUrl(buildDir));
}
