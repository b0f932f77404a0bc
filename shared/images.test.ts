import { describe, expect, it } from 'vitest';
import { avifUrlFor, srcSetFor } from './images.ts';

describe('image URLs', () => {
  const webp = '/uploads/0123456789abcdef01234567-960.webp';

  it('gives an uploaded image its widths as WebP, or as the AVIF copies', () => {
    expect(srcSetFor(webp)).toBe(
      '/uploads/0123456789abcdef01234567-480.webp 480w, /uploads/0123456789abcdef01234567-960.webp 960w, /uploads/0123456789abcdef01234567-1600.webp 1600w',
    );
    expect(srcSetFor(webp, 'avif')).toBe(
      '/uploads/0123456789abcdef01234567-480.avif 480w, /uploads/0123456789abcdef01234567-960.avif 960w, /uploads/0123456789abcdef01234567-1600.avif 1600w',
    );
    expect(avifUrlFor(webp)).toBe('/uploads/0123456789abcdef01234567-960.avif');
  });

  it('gives any other image no srcset and no AVIF copy', () => {
    for (const url of ['/icons/logo.png', 'https://example.com/uploads/0123456789abcdef01234567-960.webp', '/uploads/x-960.webp', '']) {
      expect(srcSetFor(url), url).toBeUndefined();
      expect(avifUrlFor(url), url).toBeUndefined();
    }
  });
});
