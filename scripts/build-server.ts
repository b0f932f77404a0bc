/**
 * The production server as one file: `<buildDir>/main.js`, server/main.ts with the server's code and
 * most of its packages bundled by esbuild (decision 0019). `react-router build` makes it after its
 * own server build (the plugin `afterServerBuild()` of vite.config.ts calls this), so every build holds
 * both, and `npm run serve` and `npm start` run it.
 *
 * Why: Node started the server from about 800 module files (type-stripped, resolved, read one by
 * one); from one file it starts with about 40 % less CPU, answers its first page a second sooner,
 * and idles about 30 MB smaller (decision 0019 has the figures). `npm run dev` and the API tests
 * still run the sources.
 *
 * Not bundled (`external`), each for a reason:
 *   - React, React DOM and React Router: the React Router build imports them from node_modules,
 *     and the server must hand its requests to the same React Router (one copy of its contexts);
 *   - PGlite: it loads its WebAssembly and data files from beside its own module;
 *   - sharp: a native module; pg-native: pg's optional native driver, not installed;
 *   - the AWS SDK: only the S3 image store loads it, and only when it is configured.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

const serverEntry = path.join(root, 'server/main.ts');

/** The bundle's name in a build folder. */
export const serverBundleName = 'main.js';

const externalPackages = ['react', 'react-dom', 'react-router', '@react-router/*', '@electric-sql/pglite', 'sharp', 'pg-native', '@aws-sdk/*'];

/**
 * The site's modules that find files beside themselves (`db/migrations`, `db/pglite-empty`, the
 * demo's images) do it from `import.meta.url`, which in the bundle is the bundle's own address.
 * Each one's `import.meta.url` becomes its own file's address again, relative to the bundle, so the
 * build folder and the project can move together. Packages are left as they are: the external ones
 * find their files themselves, and no bundled one reads `import.meta.url` (checked by
 * `scripts/build-server.test.ts`).
 */
function ownModuleUrls(outFile: string): Plugin {
  return {
    name: 'travelez:own-module-urls',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const relative = path.relative(path.dirname(outFile), args.path).split(path.sep).join('/');
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/**
 * Writes `<buildDir>/main.js`; answers its path and the files it was made from (relative to the
 * project, with '/'). Throws (with esbuild's messages) when the server does not bundle.
 */
export async function buildServerBundle(buildDir: string): Promise<{ file: string; inputs: string[] }> {
  const outFile = path.join(buildDir, serverBundleName);
  // Loaded here, not with this module: `npm start` imports serverBundleUrl() on every start.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: [serverEntry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: externalPackages,
    // Some bundled packages are CommonJS and call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [ownModuleUrls(outFile)],
    // Readable, so a stack trace in the logs names the functions of the sources.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return { file: outFile, inputs: Object.keys(result.metafile.inputs) };
}

/** The bundle's address, to import it in this process (scripts/start.ts). */
export const serverBundleUrl = (buildDir: string) => pathToFileURL(path.join(buildDir, serverBundleName)).href;
