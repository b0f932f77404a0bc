/**
 * Builds the service worker at the end of the client build of `react-router build` (the plugin
 * `serviceWorker()` of vite.config.ts calls this once the client files are written): bundles
 * app/pwa/sw.ts with Serwist's runtime (Vite, no other bundler), then Serwist's injectManifest
 * writes `build/client/sw.js` with the precache list of what the client build holds: React
 * Router's manifest and the route chunks, styles, fonts, the decoder's .wasm, icons, the web app
 * manifest and the offline page. The `.br`/`.gz` copies the build writes beside each file are
 * left out (the browser asks for the file; the server picks the encoding), and so is sw.js itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** Writes `<clientDir>/sw.js`; answers how many files it precaches. */
export async function buildServiceWorker(clientDir: string): Promise<number> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'travelez-sw-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: tmp,
        emptyOutDir: true,
        minify: true,
        copyPublicDir: false,
        // A classic worker script (no import/export): every browser that has service workers runs it.
        lib: { entry: path.join(root, 'app/pwa/sw.ts'), formats: ['iife'], name: 'travelezServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(tmp, 'sw.js'),
      swDest: path.join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.png', 'manifest.webmanifest', 'offline.html'],
      // Not for every visitor's phone: the QR decoder (1 MB of WebAssembly, staff only: kept when
      // /checkin first loads it, by the worker's /assets route) and the font subsets for other scripts.
      globIgnores: [
        '**/*.br',
        '**/*.gz',
        'sw.js',
        'assets/ponyfill-*',
        'assets/zxing_reader-*',
        'assets/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*',
      ],
      // Hashed names change with their content: no revision needed (and none is added to their URLs).
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const w of warnings) console.warn(`[sw] ${w}`);
    console.log(`[sw] ${path.relative(root, clientDir)}/sw.js: ${count} files precached (${Math.round(size / 1024)} KB)`);
    return count;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.main) await buildServiceWorker(path.join(root, process.env.BUILD_DIR ?? 'build', 'client'));
