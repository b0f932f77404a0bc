import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Client build only: every text file of the build (scripts, styles, SVG, robots.txt...) also as
 * `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9), which the server sends to
 * browsers that accept them (serveStatic's `precompressed`). Brotli at its best quality makes the
 * scripts about 15 % smaller than the gzip the server would compress on the fly, and costs nothing
 * per request.
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
          if (data.length < 1024) return;
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

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * Client build only: React, React DOM and React Router in one chunk. Every page needs all of it,
 * and one file compresses better and costs one request instead of five.
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
            {
              name: 'framework',
              test: framework,
              priority: 10,
            },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks(), precompress()],
  build: { assetsInlineLimit: 0 },
});
