import { useState, useSyncExternalStore } from 'react';
import { srcSetFor } from '../../../shared/images.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { cn } from '../ui/cn.ts';
import { ArrowButton } from './ArrowButton.tsx';
import { useAutoplay, usePrefersReducedMotion, useSelectedIndex } from './useAutoplay.ts';
import { useLazyEmbla } from './useLazyEmbla.tsx';
import { useText } from '../../lib/i18n.ts';
import { carouselText } from './carousel.text.ts';

export const tourGalleryAutoplayMs = 2000;

/** The address of a slide: a thumbnail links to it, so it shows the photo without JavaScript too. */
const slideId = (i: number) => `tour-photo-${i + 1}`;

const noSubscription = () => () => {};
/** False in the server's HTML (and before hydration), true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The tour detail's four slides with captions and thumbnails, advancing every 2000 ms. Before the
 * page's script runs, the slides are a row that scrolls sideways (a tab stop, so arrow keys
 * scroll it) and each thumbnail is a link to its slide; Pause and the arrows, which need the
 * script, appear once it runs.
 */
export function TourGallery({ slides, title }: { slides: { src: string; caption: string }[]; title: string }) {
  const t = useText(carouselText);
  const hydrated = useHydrated();
  const { viewportRef, api, binder, scrollPrev, scrollNext, scrollTo } = useLazyEmbla({ loop: true });
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reducedMotion;
  useAutoplay(api, tourGalleryAutoplayMs, playing);
  const selected = useSelectedIndex(api);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t.photos(title)} data-testid="tour-gallery">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-teal-950 shadow-[var(--shadow-lift)]">
        {/* Before the carousel starts (or without JavaScript) the slides scroll sideways: the
            scrolling box then takes the keyboard focus, so arrow keys can scroll it. */}
        <div
          ref={viewportRef}
          {...(api ? {} : { tabIndex: 0, role: 'group', 'aria-label': t.photosScrolling(title) })}
          className={api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
        >
          <ul className="flex touch-pan-y">
            {slides.map((s, i) => (
              <li
                key={i}
                id={slideId(i)}
                aria-roledescription="slide"
                aria-label={t.slideOf(i + 1, slides.length)}
                data-selected={api && i === selected ? 'true' : undefined}
                className="relative min-w-0 shrink-0 grow-0 basis-full snap-start scroll-mt-24"
              >
                <figure>
                  <ResponsiveImage
                    src={s.src}
                    alt={s.caption || t.photoAlt(title, i + 1)}
                    width={1600}
                    height={1000}
                    sizes="(min-width: 1024px) 720px, 100vw"
                    // Under the page header's photo (the largest paint, fetched first): the first
                    // slide loads at once, the others when near the screen, all at low priority
                    // (Chrome would raise a visible one to high, beside the header's photo).
                    fetchPriority="low"
                    {...(i === 0 ? { loading: 'eager' as const } : {})}
                    className="aspect-[16/10] w-full"
                    draggable={false}
                  />
                  {s.caption ? (
                    <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-teal-950/90 to-transparent px-5 pt-12 pb-4 text-white sm:text-lg">
                      {s.caption}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </div>
        {hydrated ? (
          <>
            <div className="absolute top-3 right-3 flex gap-2">
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                aria-pressed={!playing}
                className="min-h-10 rounded-full bg-white/95 px-4 text-sm font-semibold text-teal-900 shadow"
              >
                {playing ? t.pause : t.play}
              </button>
            </div>
            <div className="absolute inset-y-0 left-3 hidden items-center sm:flex">
              <ArrowButton direction="prev" label={t.previousPhoto} onClick={scrollPrev} />
            </div>
            <div className="absolute inset-y-0 right-3 hidden items-center sm:flex">
              <ArrowButton direction="next" label={t.nextPhoto} onClick={scrollNext} />
            </div>
          </>
        ) : null}
      </div>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-label={t.thumbnails}>
        {slides.map((s, i) => (
          <li key={i}>
            <a
              href={`#${slideId(i)}`}
              onClick={(event) => {
                // The carousel moves to it; the page itself stays where it is.
                event.preventDefault();
                scrollTo(i);
              }}
              aria-label={t.showPhoto(i + 1, s.caption)}
              aria-current={i === selected ? 'true' : undefined}
              className={cn(
                'block w-full overflow-hidden rounded-xl ring-offset-2 transition',
                i === selected ? 'ring-3 ring-coral-600' : 'opacity-75 hover:opacity-100',
              )}
            >
              {s.src ? (
                // Low priority: on a phone the thumbnails are on the first screen, and Chrome would
                // otherwise fetch them beside the page header's photo (the largest paint).
                <img
                  src={s.src}
                  srcSet={srcSetFor(s.src)}
                  sizes="160px"
                  alt=""
                  width={480}
                  height={300}
                  loading="lazy"
                  fetchPriority="low"
                  className="aspect-[16/10] w-full object-cover"
                />
              ) : (
                <span className="block aspect-[16/10] w-full bg-sand-200" />
              )}
            </a>
          </li>
        ))}
      </ul>
      {binder}
    </div>
  );
}
