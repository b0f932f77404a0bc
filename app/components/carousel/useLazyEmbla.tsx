import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { EmblaOptions } from './EmblaBinder.tsx';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const EmblaBinder = lazy(() => import('./EmblaBinder.tsx'));

/**
 * Embla, loaded only once the carousel comes near the screen (or the pointer or focus enters it):
 * its code stays out of a page's first download. Until then the slides are a row that scrolls
 * sideways (as without JavaScript), and `scrollPrev`, `scrollNext` and `scrollTo` move that row.
 *
 * `viewportRef` goes on the viewport element (inside the carousel's `role="region"`), and `binder`
 * is rendered anywhere in the carousel. `api` is Embla's API once it runs.
 */
export function useLazyEmbla(options: EmblaOptions): {
  viewportRef: (node: HTMLElement | null) => void;
  api: EmblaApi | undefined;
  binder: ReactNode;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
} {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi>();

  useEffect(() => {
    if (!viewport || wanted) return;
    const region = viewport.closest<HTMLElement>('[role="region"]') ?? viewport;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: '200px' });
    observer.observe(region);
    region.addEventListener('pointerenter', want);
    region.addEventListener('focusin', want);
    return () => {
      observer.disconnect();
      region.removeEventListener('pointerenter', want);
      region.removeEventListener('focusin', want);
    };
  }, [viewport, wanted]);

  // Embla moves the slides itself: the row's own sideways scroll is undone when it takes over.
  const onApi = useCallback(
    (next: EmblaApi | undefined) => {
      if (next && viewport) viewport.scrollLeft = 0;
      setApi(next);
    },
    [viewport],
  );

  const slideWidth = () => viewport?.querySelector('li')?.getBoundingClientRect().width ?? 0;
  const scrollRow = (left: number) => viewport?.scrollTo({ left, behavior: 'smooth' });

  return {
    viewportRef: setViewport,
    api,
    binder:
      wanted && viewport ? (
        <Suspense fallback={null}>
          <EmblaBinder viewport={viewport} options={options} onApi={onApi} />
        </Suspense>
      ) : null,
    scrollPrev: () => (api ? api.scrollPrev() : scrollRow((viewport?.scrollLeft ?? 0) - slideWidth())),
    scrollNext: () => (api ? api.scrollNext() : scrollRow((viewport?.scrollLeft ?? 0) + slideWidth())),
    scrollTo: (index) => (api ? api.scrollTo(index) : scrollRow(index * slideWidth())),
  };
}
