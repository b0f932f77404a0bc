import { avifUrlFor, srcSetFor } from '../../../shared/images.ts';
import { preloadImage } from './preload-image.ts';

/**
 * The photo behind a page's first screen (the home page's hero, an inner page's header band): the
 * page's largest paint. An uploaded image is a <picture> offering its AVIF copies (about a third
 * smaller; made by the server on first request) before the WebP ones; preloaded from the head.
 * Decorative: the heading over it says what the page is.
 */
export function HeroImage({ src, className }: { src: string; className?: string }) {
  preloadImage(src, '100vw');
  const img = <img src={src} srcSet={srcSetFor(src)} sizes="100vw" alt="" width={1600} height={1000} fetchPriority="high" className={className} />;
  if (!avifUrlFor(src)) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetFor(src, 'avif')} sizes="100vw" />
      {img}
    </picture>
  );
}
