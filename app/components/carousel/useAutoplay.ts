import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** True when the user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Advances an Embla carousel every `intervalMs` while `playing`; pauses while the pointer is over
 * it or focus is inside it (so nobody has to chase a moving button).
 */
export function useAutoplay(api: EmblaCarouselType | undefined, intervalMs: number, playing: boolean) {
  useEffect(() => {
    if (!api || !playing) return;
    const root = api.rootNode();
    let hovered = false;
    let focused = false;
    const timer = window.setInterval(() => {
      if (!hovered && !focused && document.visibilityState === 'visible') api.scrollNext();
    }, intervalMs);
    const enter = () => (hovered = true);
    const leave = () => (hovered = false);
    const focusIn = () => (focused = true);
    const focusOut = (e: FocusEvent) => {
      if (!root.contains(e.relatedTarget as Node | null)) focused = false;
    };
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      window.clearInterval(timer);
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    };
  }, [api, intervalMs, playing]);
}

/** The selected slide index, following the carousel. */
export function useSelectedIndex(api: EmblaCarouselType | undefined): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setIndex(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return index;
}
