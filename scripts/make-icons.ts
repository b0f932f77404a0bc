/**
 * The web app's icons (public/icons/*.png) drawn from public/favicon.svg with sharp: 192 and 512
 * px as they are, and a 512 px maskable one whose artwork keeps within the central 80 % "safe
 * zone" on the site's teal (a launcher may crop it to a circle). Run after changing the logo:
 * `node scripts/make-icons.ts`; the PNGs are committed, so a build never needs to draw them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = await readFile(path.join(root, 'public/favicon.svg'));
const out = (name: string) => path.join(root, 'public/icons', name);

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}
// Maskable: the square logo (without its rounded corners mattering) at 70 % on a full teal square.
const inner = await sharp(svg, { density: (72 * 360) / 64 })
  .resize(360, 360)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b4a50' } })
  .composite([{ input: inner, top: 76, left: 76 }])
  .png({ compressionLevel: 9 })
  .toFile(out('maskable-512.png'));
console.log('public/icons: icon-192.png, icon-512.png, maskable-512.png');
