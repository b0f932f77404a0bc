/**
 * `npm start` builds only when the build is missing or its sources changed (scripts/start.ts), on a
 * small project in a temporary folder with a stand-in build: no real build runs here.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildInputs, ensureBuild, stampName } from './start.ts';

let root: string;
let buildDir: string;
const env = { NODE_ENV: 'production' };
let builds = 0;
/** A stand-in for `react-router build`: writes the three things a build has. */
const fakeBuild =
  (ok = true) =>
  () => {
    builds++;
    if (!ok) return false;
    // Synchronous like the real build (spawnSync).
    mkdirSync(path.join(buildDir, 'server'), { recursive: true });
    mkdirSync(path.join(buildDir, 'client'), { recursive: true });
    writeFileSync(path.join(buildDir, 'server/index.js'), 'export {}');
    writeFileSync(path.join(buildDir, 'main.js'), 'export {}');
    return true;
  };
const quiet = () => {};
const start = (options: { ok?: boolean; env?: NodeJS.ProcessEnv } = {}) =>
  ensureBuild(root, buildDir, { env: options.env ?? env, runBuild: fakeBuild(options.ok), log: quiet });

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'travelez-start-'));
  buildDir = path.join(root, 'build');
  builds = 0;
  await put('app/root.tsx', 'export default function App() { return null; }');
  await put('app/routes/home.tsx', 'export const x = 1;');
  await put('shared/images.ts', 'export const widths = [480];');
  await put('public/favicon.svg', '<svg/>');
  await put('package.json', '{}');
  await put('package-lock.json', '{}');
  await put('vite.config.ts', 'export default {};');
  await put('react-router.config.ts', 'export default {};');
  await put('tsconfig.json', '{}');
  await put('server/main.ts', "// the server bundle's entry");
  await put('db/schema.ts', 'export const tables = {};');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm start builds only when needed', () => {
  it('builds when there is no build, then not again while nothing changed', async () => {
    expect((await buildDecision(root, buildDir, env)).reason).toMatch(/no build/);
    expect((await start()).build).toBe(true);
    expect(builds).toBe(1);
    expect(existsSync(path.join(buildDir, stampName))).toBe(true);
    const again = await start();
    expect(again).toMatchObject({ build: false, reason: 'the build is up to date' });
    expect(builds).toBe(1);
  });

  it.each([
    ['a page changes', () => put('app/routes/home.tsx', 'export const x = 2;')],
    ['a file is added to the app', () => put('app/routes/new.tsx', 'export {}')],
    ['a file of the app is deleted', () => rm(path.join(root, 'app/routes/home.tsx'))],
    ['shared code changes', () => put('shared/images.ts', 'export const widths = [480, 960];')],
    ['server code changes', () => put('server/main.ts', '// changed')],
    ['a file is added to the server', () => put('server/services/new.server.ts', 'export {}')],
    ['the database schema changes', () => put('db/schema.ts', 'export const tables = { a: 1 };')],
    ['a public file changes', () => put('public/favicon.svg', '<svg></svg>')],
    ['the dependencies change', () => put('package-lock.json', '{"lockfileVersion":3}')],
    ['the Vite configuration changes', () => put('vite.config.ts', 'export default { base: "/" };')],
    ['the React Router configuration changes', () => put('react-router.config.ts', 'export default { ssr: true };')],
    [
      'a file is renamed',
      async () => {
        await rm(path.join(root, 'app/routes/home.tsx'));
        await put('app/routes/index.tsx', 'export const x = 1;');
      },
    ],
  ])('builds again when %s', async (_, change) => {
    await start();
    await change();
    expect(await start()).toMatchObject({ build: true, reason: 'the sources changed since the last build' });
    expect(builds).toBe(2);
    expect((await start()).build).toBe(false);
  });

  it('builds again when NODE_ENV or a VITE_ variable differs', async () => {
    await start();
    expect((await start({ env: { NODE_ENV: 'development' } })).build).toBe(true);
    expect((await start({ env: { NODE_ENV: 'development', VITE_X: '1' } })).build).toBe(true);
    expect(builds).toBe(3);
  });

  it('does not build for a change the build does not read (tests, docs, files the server reads at run time)', async () => {
    await start();
    await put('server/main.server.test.ts', '// a test');
    await put('docs/notes.md', 'notes');
    await put('db/migrations/0001_x.sql', 'select 1;');
    await put('db/seed/images/x.webp', 'RIFF');
    expect((await start()).build).toBe(false);
  });

  it('builds when the build folder is there but lacks its stamp or its files', async () => {
    await start();
    await rm(path.join(buildDir, stampName));
    expect((await buildDecision(root, buildDir, env)).reason).toMatch(/no record/);
    await start();
    await rm(path.join(buildDir, 'server/index.js'));
    expect((await buildDecision(root, buildDir, env)).reason).toMatch(/no build/);
    await start();
    await rm(path.join(buildDir, 'main.js'));
    expect((await buildDecision(root, buildDir, env)).reason).toMatch(/no build/);
  });

  it('builds when the build was rewritten by another command (npm run build from other sources)', async () => {
    await start();
    await put('app/routes/home.tsx', 'export const x = 2;');
    await new Promise((r) => setTimeout(r, 20));
    fakeBuild()(); // `npm run build`: no stamp written
    await put('app/routes/home.tsx', 'export const x = 1;'); // back to the recorded sources
    expect(await buildDecision(root, buildDir, env)).toMatchObject({ build: true, reason: 'the build was rewritten since its sources were recorded' });
  });

  it('a failed build writes no stamp (and drops the old one): the next start builds again', async () => {
    await start();
    await put('app/routes/home.tsx', 'broken(');
    await expect(start({ ok: false })).rejects.toThrow(/build failed/);
    expect(existsSync(path.join(buildDir, stampName))).toBe(false);
    expect((await start()).build).toBe(true);
    expect(builds).toBe(3);
  });
});

describe('the list of build inputs is complete', () => {
  const projectRoot = path.resolve(import.meta.dirname, '..');
  const inputRoots = buildInputs.folders;
  /** Relative imports that are not type-only, in every source file of the input folders. */
  function relativeImports(file: string): string[] {
    const text = readFileSync(file, 'utf8');
    const found: string[] = [];
    const patterns = [
      /^\s*import\s+(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm,
      /^\s*import\s+['"](\.[^'"]+)['"]/gm,
      /^\s*export\s+(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm,
      /import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
      /@import\s+['"](\.[^'"]+)['"]/g,
    ];
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
    return found;
  }

  it('app/ and shared/ import (other than types) only from the folders the stamp hashes', () => {
    const outside: string[] = [];
    for (const folder of ['app', 'shared']) {
      const files = readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      for (const file of files) {
        for (const spec of relativeImports(file)) {
          const target = path.relative(projectRoot, path.resolve(path.dirname(file), spec)).split(path.sep)[0]!;
          if (!inputRoots.includes(target)) outside.push(`${path.relative(projectRoot, file)} -> ${spec}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('Tailwind reads class names only from the hashed folders (app.css names its sources)', async () => {
    const css = await readFile(path.join(projectRoot, 'app/app.css'), 'utf8');
    expect(css).toMatch(/@import 'tailwindcss' source\(none\);/);
    const sources = [...css.matchAll(/@source\s+'([^']+)'/g)].map(
      (m) => path.relative(projectRoot, path.resolve(projectRoot, 'app', m[1]!)).split(path.sep)[0],
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(inputRoots).toContain(s);
  });
});
