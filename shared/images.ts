/** Image URL conventions shared by the server (which writes them) and the pages (which show them). */
export const imageWidths = [480, 960, 1600] as const;
export const canonicalWidth = 960;

export const imageUrl = (name: string, width: number = canonicalWidth) => `/uploads/${name}-${width}.webp`;

/** The srcset for an uploaded image URL (`/uploads/<name>-<width>.webp`); other URLs have none. */
export function srcSetFor(url: string): string | undefined {
  const m = /^\/uploads\/([0-9a-f]+)-\d+\.webp$/.exec(url);
  if (!m) return undefined;
  return imageWidths.map((w) => `/uploads/${m[1]}-${w}.webp ${w}w`).join(', ');
}
