import { preload } from 'react-dom';
import { srcSetFor } from '../../../shared/images.ts';

/**
 * The first screen's image (the page's largest paint), asked for from the head of the page at high
 * priority, with the same srcset and sizes as its <img> so the browser fetches the one file it will
 * show, before it has read the inline stylesheet and the markup above the image. Called while
 * rendering: React puts the <link rel="preload"> in the head. (A module of its own: the home page
 * needs this without the image components.)
 */
export function preloadImage(src: string, sizes: string) {
  if (!src) return;
  const srcSet = srcSetFor(src);
  preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
}
