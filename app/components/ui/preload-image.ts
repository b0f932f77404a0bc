import { preload } from 'react-dom';
import { avifUrlFor, srcSetFor } from '../../../shared/images.ts';

/**
 * The first screen's image (the page's largest paint), asked for from the head of the page at high
 * priority, with the same srcset and sizes as its <picture> so the browser fetches the one file it
 * will show, before it has read the inline stylesheet and the markup above the image. An uploaded
 * image is preloaded as its AVIF copy, with its type: a browser without AVIF skips the hint and
 * takes the WebP from the <img>. Called while rendering: React puts the <link rel="preload"> in the
 * head. (A module of its own: the home page needs this without the image components.)
 */
export function preloadImage(src: string, sizes: string) {
  if (!src) return;
  const avif = avifUrlFor(src);
  if (avif) {
    preload(avif, { as: 'image', type: 'image/avif', fetchPriority: 'high', imageSrcSet: srcSetFor(src, 'avif')!, imageSizes: sizes });
    return;
  }
  preload(src, { as: 'image', fetchPriority: 'high' });
}
