/**
 * The words of 'Find your tour' results (pure, unit-tested): what was searched, in one sentence.
 */
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import type { FindTourQuery } from '../../../shared/schemas/search.ts';
import { tourSearchText } from './tour.text.ts';

/** Whether the search asks for a departure (dates or guests), so cards show the first date that fits. */
export function searchesDepartures(q: Pick<FindTourQuery, 'checkIn' | 'checkOut' | 'guests'>): boolean {
  return Boolean(q.checkIn || q.checkOut || q.guests);
}

/** " for 'beach', leaving between 10 December 2026 and 20 December 2026, with seats for 2" (or less). */
export function searchDescription(q: FindTourQuery, lang: Lang = 'en'): string {
  const t = tourSearchText[lang];
  const parts: string[] = [];
  if (q.where) parts.push(t.where(q.where));
  if (q.checkIn && q.checkOut) parts.push(t.between(formatDate(lang, q.checkIn), formatDate(lang, q.checkOut)));
  else if (q.checkIn) parts.push(t.onOrAfter(formatDate(lang, q.checkIn)));
  else if (q.checkOut) parts.push(t.by(formatDate(lang, q.checkOut)));
  if (q.guests) parts.push(t.seatsFor(q.guests));
  return t.describe(parts);
}

/** The results' headline: how many tours match, and what was searched. */
export function searchSummary(count: number, q: FindTourQuery, lang: Lang = 'en'): string {
  const t = tourSearchText[lang];
  const what = searchDescription(q, lang);
  if (count === 0) return t.noMatch(what, searchesDepartures(q));
  return t.matches(count, what);
}
