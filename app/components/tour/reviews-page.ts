/**
 * The tour page's reviews, a page at a time: reading `?reviews=N` (validated; a bad value gets a
 * message and the first page), the links to other pages (keeping the address's other parameters,
 * so they work without JavaScript), and which page numbers to offer.
 */
import { z } from 'zod';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { translateMessage } from '../../../shared/i18n/coded-messages.ts';
import { wholeNumber } from '../../../shared/schemas/common.ts';
import { reviewsText } from './tour.text.ts';

/** The query parameter that names the reviews page. */
export const REVIEWS_PARAM = 'reviews';

const pageParam = wholeNumber('The reviews page', 1, 10_000);

export interface ReviewsPageParam {
  page: number;
  /** Why the address's page was not used (shown above the reviews), or null. */
  error: string | null;
}

/** `?reviews=` as a page number: missing is page 1; anything else but a whole number from 1 says why (in `lang`). */
export function parseReviewsPage(raw: string | null, lang: Lang = 'en'): ReviewsPageParam {
  if (raw === null || raw.trim() === '') return { page: 1, error: null };
  const parsed = z.object({ page: pageParam }).safeParse({ page: raw.slice(0, 20) });
  if (parsed.success) return { page: parsed.data.page, error: null };
  const t = reviewsText[lang];
  const why = parsed.error.issues[0]?.message;
  return { page: 1, error: t.badPage(why ? translateMessage(lang, why) : t.pageNotValid) };
}

/** The address of reviews page `page`, from the current query string (other parameters kept), at the reviews. */
export function reviewsPageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(REVIEWS_PARAM);
  else params.set(REVIEWS_PARAM, String(page));
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#reviews`;
}

/**
 * The page numbers to link, with null for a gap: all of them up to 7 pages, else the first, the
 * last and the two around the current one (1 … 4 5 6 … 12).
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(n - 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number, lang: Lang = 'en'): string {
  return reviewsText[lang].reviewCount(count);
}
