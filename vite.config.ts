import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { buildServerBundle } from './scripts/build-server.ts';
import { buildServiceWorker } from './scripts/build-sw.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Client build only: every text file of the build (scripts, styles, SVG, robots.txt...) also as
 * `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9), which the server sends to
 * browsers that accept them (serveStatic's `precompressed`). Brotli at its best quality makes the
 * scripts about 15 % smaller than the gzip the server would compress on the fly, and costs nothing
 * per request. Small files too: a 700-byte chunk is 400 bytes in brotli.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;
  return {
    name: 'travelez:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        // Not .vite/: React Router reads its manifest there and deletes it after the build.
        .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.split(path.sep).includes('.vite'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * After the server build (the last of `react-router build`, which writes React Router's browser
 * manifest `assets/manifest-<hash>.js` into the client folder as it runs), two more files:
 *   - the service worker `/sw.js` with the precache list of the finished client folder
 *     (scripts/build-sw.ts; decision 0011);
 *   - the production server bundled into one file, `<build>/main.js`, which `npm run serve` and
 *     `npm start` run (scripts/build-server.ts; decision 0019).
 */
function afterServerBuild(): Plugin {
  return {
    name: 'travelez:after-server-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      // react-router.config.ts's buildDirectory.
      const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
      await Promise.all([buildServiceWorker(path.join(buildDir, 'client')), buildServerBundle(buildDir)]);
    },
  };
}

/** React, React DOM and React Router, and what they bring. */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/** The site's own code (app/ and shared/). */
const siteCode = /[\\/](app|shared)[\\/]/;

/**
 * Client build only, two chunks every page loads (decision 0014, measured): the framework in one
 * file (it compresses better than the four the bundler would make of it), and the site's modules
 * that at least 20 routes import (the header, buttons, icons, the language helpers...) in one,
 * instead of a dozen files of a few hundred bytes, each with its own request and headers.
 */
function sharedChunks(): Plugin {
  return {
    name: 'travelez:shared-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 10 },
            { name: 'site', test: siteCode, minShareCount: 20 },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), sharedChunks(), precompress(), afterServerBuild()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // shared/ is pure (docs/architecture.md, enforced by ESLint): its modules only define
        // things. Said to the bundler, a page that imports a schema module only for its server
        // action no longer loads it, nor zod, in the browser.
        moduleSideEffects: [{ test: /[\\/]shared[\\/]/, sideEffects: false }],
      },
    },
  },
});
