import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
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
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
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
 * Client build only: `react` and `react-dom`, imported from anywhere but React itself, resolve to a
 * small ES module that re-exports them. React ships CommonJS, so every chunk importing it needed
 * the bundler's interop helpers, which then sat in a file of their own that every page loaded;
 * with the re-export the interop happens once, inside the framework chunk, and the helpers go there.
 */
function reactAsEsm(): Plugin {
  const prefix = '\0travelez-esm:';
  return {
    name: 'travelez:react-as-esm',
    enforce: 'pre',
    // The development server serves React as Vite's pre-bundled ES modules already.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if ((source !== 'react' && source !== 'react-dom') || !importer) return null;
      if (importer.startsWith(prefix) || /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(importer)) return null;
      return `${prefix}${source}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      return `export * from '${name}';\nexport { default } from '${name}';`;
    },
  };
}

/** React, React DOM, React Router (and what they bring), and Vite's helper for dynamic imports. */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0vite\/preload-helper|^\0travelez-esm:/;

/**
 * The site's frame, on every page: the header, buttons, sections, icons, meta tags, the error
 * page, form helpers, deferred parts.
 */
const shell =
  /[\\/]app[\\/]components[\\/](layout[\\/]SiteNav|ui[\\/](Button|Container|cn|preload-image)|site|seo|icons|RouteError|Deferred|forms[\\/]client-action)\.tsx?$|[\\/]shared[\\/]images\.ts$/;

/**
 * The parts that the public pages share (cards, prices, ratings, images, page headers, notices,
 * fields, the live forms): one file for all rather than a dozen of a few hundred bytes each. A page
 * loads some parts it does not show, and saves more in requests.
 */
const parts =
  /[\\/]app[\\/]components[\\/](cards[\\/][^\\/]+|ui[\\/](Price|Rating|ResponsiveImage|format|PageHeader|Notice|Field|Section)|forms[\\/](LiveForm|safe-form-action)|NewsletterBox)\.tsx?$|[\\/]shared[\\/]schemas[\\/]public-forms\.ts$/;

/**
 * Client build only: the framework and the site's frame in one chunk. Every page needs all of it,
 * and one file compresses better and costs one request instead of a dozen (each answer also
 * carries some 700 bytes of headers).
 */
function clientChunks(): Plugin {
  return {
    name: 'travelez:client-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => framework.test(id) || shell.test(id), priority: 10 },
            { name: 'parts', test: parts, priority: 5 },
          ],
        },
      };
    },
  };
}

/**
 * After the server build (the last of `react-router build`, which writes React Router's browser
 * manifest `assets/manifest-<hash>.js` into the client folder as it runs): the service worker
 * `/sw.js` with the precache list of the finished client folder (scripts/build-sw.ts; decision 0011).
 */
function serviceWorker(): Plugin {
  return {
    name: 'travelez:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      // The client folder of react-router.config.ts's buildDirectory.
      await buildServiceWorker(path.resolve(process.env.BUILD_DIR ?? 'build', 'client'));
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactAsEsm(), clientChunks(), precompress(), serviceWorker()],
  build: {
    assetsInlineLimit: 0,
    // No preloading of what a lazily loaded chunk imports: the helper and the list of files it would
    // preload cost every page about 600 bytes, for parts of a page that are already there as HTML
    // and only wait for their code to hydrate (see app/components/Deferred.tsx).
    modulePreload: false,
  },
});
