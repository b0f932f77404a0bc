import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * Starts Embla on `viewport` and hands its API up. Loaded on demand by useLazyEmbla, so that Embla
 * is not part of a page's first download.
 */
export default function EmblaBinder({
  viewport,
  options,
  onApi,
}: {
  viewport: HTMLElement;
  options: EmblaOptions;
  onApi: (api: EmblaApi | undefined) => void;
}) {
  const [setViewport, api] = useEmblaCarousel(options);
  useEffect(() => {
    setViewport(viewport);
  }, [setViewport, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
