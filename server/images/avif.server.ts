/**
 * AVIF copies of the stored images, for the first screen's photo (the page's largest paint): a
 * `<picture>` offers `/uploads/<name>-<width>.avif` before the WebP (issue 35). An AVIF copy is about
 * a third smaller than the WebP of the same width (the seed's illustrations: 960 px, 16-25 KB
 * against 27-36 KB), but takes 4 to 8 times as long to encode (0.2-0.5 s at libaom's effort 2), so
 * it is made when first asked for, not with every upload and every seed image: most images are
 * never a page's first photo.
 *
 * The copy is made from the stored 1600 px WebP (the largest width the site keeps), one at a time
 * per process, stored beside the WebP files (the same ImageStore, so every instance serves it
 * afterwards) and served like them, for a year. A name whose WebP is not stored has no AVIF: 404.
 */
import { loadSharp, type ImageStore } from './store.server.ts';
import { imageWidths } from '../../shared/images.ts';
import type { Logger } from '../logger.server.ts';

/** `<24 hex>-<one of the site's widths>.avif`, and nothing else. */
const avifName = /^([0-9a-f]{24})-(\d{3,4})\.avif$/;

/** libaom effort 2: within a few per cent of the default's size (effort 4) in a sixth of its time. */
const AVIF_EFFORT = 2;
/** AVIF's quality scale is not WebP's: 50 looks like the WebP copies' 78 and is still a third smaller. */
const AVIF_QUALITY = 50;

export function createAvifCopies(store: ImageStore, logger: Logger) {
  /** Copies being made, by file name: a second request for one waits for the first. */
  const making = new Map<string, Promise<Buffer | null>>();
  /** One encode at a time: each takes a core's worth of work for up to half a second. */
  let queue: Promise<unknown> = Promise.resolve();

  async function make(name: string, hex: string, width: number): Promise<Buffer | null> {
    const source = await store.get(`${hex}-1600.webp`);
    if (!source) return null;
    const { default: sharp } = await loadSharp();
    const data = await sharp(source).resize({ width, withoutEnlargement: true }).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
    await store.put(name, data);
    return data;
  }

  return {
    /** Whether `name` is an AVIF copy's name this module answers for. */
    handles(name: string): boolean {
      const m = avifName.exec(name);
      return m !== null && (imageWidths as readonly number[]).includes(Number(m[2]));
    },
    /** The AVIF copy's bytes, made now if it was not stored yet; null when there is no such image. */
    async get(name: string): Promise<Buffer | null> {
      const m = avifName.exec(name);
      if (!m || !this.handles(name)) return null;
      const stored = await store.get(name);
      if (stored) return stored;
      let pending = making.get(name);
      if (!pending) {
        const turn = queue.then(() => make(name, m[1]!, Number(m[2])));
        pending = turn.catch((error: unknown) => {
          // A source that sharp cannot read is a stored file gone wrong, not a visitor's error:
          // the WebP still shows (the <picture>'s fallback), and the log says which.
          logger.warn(`AVIF copy ${name} not made: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
        queue = pending;
        making.set(name, pending);
        void pending.finally(() => making.delete(name));
      }
      return pending;
    },
  };
}

export type AvifCopies = ReturnType<typeof createAvifCopies>;
