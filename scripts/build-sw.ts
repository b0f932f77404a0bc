/**
 * Builds the service worker at the end of the client build of `react-router build` (the plugin
 * `afterServerBuild()` of vite.config.ts calls this once the client files are written): bundles
 * app/pwa/sw.ts with Serwist's runtime (Vite, no other bundler), then Serwist's injectManifest
 * writes `build/client/sw.js` with the precache list of what the client build holds: React
 * Router's manifest and the route chunks, styles, fonts, the decoder's .wasm, icons, the web app
 * manifest and the offline page. The `.br`/`.gz` copies the build writes beside each file are
 * left out (the browser asks for the file; the server picks the encoding), and so is sw.js itself.
 *
 * Before that, the offline page gets the site's Bengali `@font-face` (writeOfflineFontFace): its
 * Bangla half is shown on devices without a Bengali font of their own, and the font file's name
 * has its content's hash, known only once the client build is written.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** Where public/offline.html asks for the Bengali face (a CSS comment, and the face once written). */
const fontFaceSlot = /\/\* bengali-font-face[^*]*\*\/(?:\s*@font-face\{[^}]*\})?/;

/**
 * Writes into `<clientDir>/offline.html` the built stylesheet's `Noto Sans Bengali Swap` face (its
 * hashed file, which the worker precaches, and its unicode-range: only Bengali letters fetch it),
 * named 'Noto Sans Bengali' as the page's style asks, and compresses the page again. A stylesheet
 * without that face, or a page without the slot, fails the build: the offline page must not lose
 * its Bangla quietly.
 */
export async function writeOfflineFontFace(clientDir: string): Promise<void> {
  const assets = path.join(clientDir, 'assets');
  const styles = (await readdir(assets)).filter((name) => /\.css$/.test(name));
  let face: string | undefined;
  for (const name of styles) {
    const css = await readFile(path.join(assets, name), 'utf8');
    face = css.match(/@font-face\{[^}]*Noto Sans Bengali Swap[^}]*\}/)?.[0];
    if (face) break;
  }
  if (!face || !/url\(["']?\/assets\/noto-sans-bengali-[^)]+\.woff2/.test(face) || !/unicode-range:/.test(face)) {
    throw new Error('[sw] no @font-face for Noto Sans Bengali Swap (a /assets/ woff2 with a unicode-range) in the built stylesheet');
  }
  face = face.replace(/font-family:[^;}]+/, 'font-family:"Noto Sans Bengali"');
  const file = path.join(clientDir, 'offline.html');
  const page = await readFile(file, 'utf8');
  const slot = page.match(fontFaceSlot)?.[0];
  if (!slot) throw new Error('[sw] public/offline.html has no /* bengali-font-face */ slot in its <style>');
  const written = page.replace(fontFaceSlot, `${slot.replace(/\s*@font-face\{[^}]*\}$/, '')}\n      ${face}`);
  await writeFile(file, written);
  // The copies vite.config.ts's precompress() wrote are of the page without the face.
  const data = Buffer.from(written);
  await writeFile(
    `${file}.br`,
    await promisify(zlib.brotliCompress)(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
  );
  await writeFile(`${file}.gz`, await promisify(zlib.gzip)(data, { level: 9 }));
}

/** Writes `<clientDir>/sw.js`; answers how many files it precaches. */
export async function buildServiceWorker(clientDir: string): Promise<number> {
  await writeOfflineFontFace(clientDir);
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
