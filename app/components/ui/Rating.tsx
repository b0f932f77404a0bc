import { useId } from 'react';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../lib/i18n.ts';
import { cn } from './cn.ts';
import { uiText } from './ui.text.ts';

/** The highest rating. */
const maxRating = 5;

/** A rating with one decimal, in the language's digits: 4.5 → '4.5' / '৪.৫', 4 → '4.0' / '৪.০'. */
export function ratingValue(lang: Lang, value: number): string {
  return value.toFixed(1).replace(/\d/g, (d) => formatNumber(lang, Number(d)));
}

/**
 * 'Rated 4.5 out of 5' or, with a count, 'Rated 4.5 out of 5 from 12 reviews'; in Bangla with `lang`
 * 'bn' (a component: `useRatingText()`).
 */
export function ratingText(value: number, count?: number, lang: Lang = 'en'): string {
  const t = uiText[lang];
  const rated = t.rated(ratingValue(lang, value), formatNumber(lang, maxRating));
  return count === undefined ? rated : t.ratedFrom(rated, count);
}

/** ratingText in the page's language. */
export function useRatingText(): (value: number, count?: number) => string {
  const lang = useLang();
  return (value, count) => ratingText(value, count, lang);
}

/** Five stars, filled to `value` by halves (decoration: the text beside them says the number). */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const uid = useId().replace(/:/g, '');
  return (
    <span className="flex text-marigold-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className={className}>
          {i - 0.5 === rounded ? (
            <defs>
              <linearGradient id={`${uid}-half-${i}`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="#d8c6a3" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z"
            fill={i <= rounded ? 'currentColor' : i - 0.5 === rounded ? `url(#${uid}-half-${i})` : '#d8c6a3'}
          />
        </svg>
      ))}
    </span>
  );
}

/**
 * Star rating out of 5, read as 'Rated 4.5 out of 5' (and 'from 12 reviews' when `count` is
 * given: the travellers' average). Shows '4.5' and, with a count, '(12)'. `compact` (cards) draws
 * one star instead of five.
 */
export function Rating({
  value,
  count,
  size = 'sm',
  compact = false,
  className,
}: {
  value: number;
  count?: number;
  size?: 'sm' | 'lg';
  compact?: boolean;
  className?: string;
}) {
  const lang = useLang();
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap', size === 'lg' && 'gap-2', className)}>
      <span className="sr-only">{ratingText(value, count, lang)}</span>
      {compact ? (
        <svg viewBox="0 0 20 20" className="size-4 text-marigold-500" fill="currentColor" aria-hidden="true">
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ) : (
        <Stars value={value} className={size === 'lg' ? 'size-6' : 'size-4'} />
      )}
      <span className={cn('font-semibold text-ink', size === 'lg' ? 'text-lg' : 'text-sm')} aria-hidden="true">
        {ratingValue(lang, value)}
        {count !== undefined ? <span className="font-normal text-ink-muted"> ({formatNumber(lang, count)})</span> : null}
      </span>
    </span>
  );
}
