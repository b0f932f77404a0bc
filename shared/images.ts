/** Image URL conventions shared by the server (which writes them) and the pages (which show them). */
export const imageWidths = [480, 960, 1600] as const;
export const canonicalWidth = 960;

export const imageUrl = (name: string, width: number = canonicalWidth) => `/uploads/${name}-${width}.webp`;

/** The srcset for an uploaded image URL (`/uploads/<name>-<width>.webp`); other URLs have none. */
export function srcSetFor(url: string, format: 'webp' | 'avif' = 'webp'): string | undefined {
  const m = /^\/uploads\/([0-9a-f]+)-\d+\.webp$/.exec(url);
  if (!m) return undefined;
  return imageWidths.map((w) => `/uploads/${m[1]}-${w}.${format} ${w}w`).join(', ');
}

/**
 * The AVIF copy of an uploaded image's URL (`/uploads/<name>-<width>.avif`), or undefined for other
 * URLs. The server makes it on first request (server/images/avif.server.ts): a first screen's photo
 * offers it before the WebP.
 */
export function avifUrlFor(url: string): string | undefined {
  return /^\/uploads\/[0-9a-f]+-\d+\.webp$/.test(url) ? url.replace(/\.webp$/, '.avif') : undefined;
}
