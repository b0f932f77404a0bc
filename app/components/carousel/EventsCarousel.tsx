import { useState } from 'react';
import { EventCard, type EventSummary } from '../cards/EventCard.tsx';
import { cn } from '../ui/cn.ts';
import { ArrowButton } from './ArrowButton.tsx';
import { useAutoplay, usePrefersReducedMotion, useSelectedIndex } from './useAutoplay.ts';
import { useLazyEmbla } from './useLazyEmbla.tsx';
import { useText } from '../../lib/i18n.ts';
import { carouselText } from './carousel.text.ts';

/** Spec section 9: advance every 2000 ms, endlessly. */
export const eventsAutoplayMs = 2000;

/**
 * Upcoming events: 3 cards at a time, 2 under 1024 px, 1 under 600 px; autoplay every 2000 ms,
 * looping. Without JavaScript, and until Embla has loaded (when the carousel comes near the screen),
 * the row scrolls sideways instead.
 */
export function EventsCarousel({ events }: { events: EventSummary[] }) {
  const t = useText(carouselText);
  const { viewportRef, api, binder, scrollPrev, scrollNext } = useLazyEmbla({ loop: true, align: 'start', slidesToScroll: 1 });
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reducedMotion;
  useAutoplay(api, eventsAutoplayMs, playing);
  const selected = useSelectedIndex(api);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t.upcomingEvents} className="relative" data-testid="events-carousel">
      <div ref={viewportRef} className={cn('-mx-2 sm:-mx-3', api ? 'overflow-hidden' : 'overflow-x-auto snap-x snap-mandatory')}>
        <ul className="flex touch-pan-y">
          {events.map((e, i) => (
            <li
              key={e._id}
              aria-roledescription="slide"
              aria-label={t.slideOf(i + 1, events.length)}
              data-selected={api && i === selected ? 'true' : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start px-2 min-[600px]:basis-1/2 sm:px-3 lg:basis-1/3"
            >
              <EventCard event={e} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <ArrowButton direction="prev" label={t.previousEvents} onClick={scrollPrev} />
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="min-h-11 rounded-full px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          aria-pressed={!playing}
        >
          {playing ? t.pause : t.play}
        </button>
        <ArrowButton direction="next" label={t.nextEvents} onClick={scrollNext} />
      </div>
      {binder}
    </div>
  );
}
