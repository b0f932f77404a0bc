import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../lib/i18n.ts';

/** Spec section 9: the About counters animate for 15 seconds. */
export const counterDurationMs = 15_000;

/**
 * A number that counts up from 0 to `target` over 15 s once it is on screen. The server renders
 * the final number, so without JavaScript, or when the user prefers reduced motion, it is simply
 * shown. Screen readers always get the final number.
 */
export function Counter({ target, label }: { target: number; label: string }) {
  const f = useFormat();
  const [value, setValue] = useState(target);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const node = ref.current;
    if (!node) return;
    let frame = 0;
    let started = false;
    setValue(0);
    const start = () => {
      started = true;
      const t0 = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - t0) / counterDurationMs);
        setValue(Math.round(target * progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!started && entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return (
    <div ref={ref} className="text-center">
      <p className="font-display text-5xl font-bold text-white tabular-nums sm:text-6xl">
        <span aria-hidden="true" data-testid="counter-value" data-target={target}>
          {f.number(value)}
        </span>
        <span className="sr-only">{f.number(target)}</span>
      </p>
      <p className="mt-2 text-sm font-semibold tracking-[0.14em] text-marigold-100 uppercase">{label}</p>
    </div>
  );
}
