/**
 * Image storage: every image the site shows lives in DATA_DIR/uploads as WebP in a few widths,
 * under a name derived from its content, so it can be cached for a year.
 *   /uploads/<name>-480.webp, -960.webp, -1600.webp   (the 960 one is the canonical URL)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageUrl, imageWidths } from '../../shared/images.ts';

export { imageUrl, imageWidths };

/** The most pixels a source image may have (a decompression bomb is refused before decoding). */
export const maxInputPixels = 40_000_000;

export const contentName = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

async function writeAtomically(file: string, data: Buffer) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Re-encodes `input` (any format sharp reads) to WebP at every width (never upscaled past the
 * source) and returns the canonical URL. Idempotent: the same bytes give the same files.
 * Every variant is rendered before any file is written, so a source that cannot be decoded
 * leaves nothing behind.
 */
export async function storeImageVariants(
  uploadsDir: string,
  input: Buffer,
  options: { name?: string; cacheDir?: string | undefined } = {},
): Promise<string> {
  const name = options.name ?? contentName(input);
  const { cacheDir } = options;
  const rendered: { width: number; file: string; data: Buffer; fromCache: boolean }[] = [];
  for (const width of imageWidths) {
    const file = path.join(uploadsDir, `${name}-${width}.webp`);
    if (existsSync(file)) continue;
    const cached = cacheDir ? path.join(cacheDir, `${name}-${width}.webp`) : undefined;
    if (cached && existsSync(cached)) {
      rendered.push({ width, file, data: await readFile(cached), fromCache: true });
      continue;
    }
    const data = await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    rendered.push({ width, file, data, fromCache: false });
  }
  await mkdir(uploadsDir, { recursive: true });
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  for (const variant of rendered) {
    await writeAtomically(variant.file, variant.data);
    if (cacheDir && !variant.fromCache) await writeAtomically(path.join(cacheDir, path.basename(variant.file)), variant.data);
  }
  return imageUrl(name);
}
