/**
 * The words of 'Find your tour' results (pure, unit-tested): what was searched, in one sentence.
 */
import { formatDay } from '../../../shared/seats.ts';
import type { FindTourQuery } from '../../../shared/schemas/search.ts';

/** Whether the search asks for a departure (dates or guests), so cards show the first date that fits. */
export function searchesDepartures(q: Pick<FindTourQuery, 'checkIn' | 'checkOut' | 'guests'>): boolean {
  return Boolean(q.checkIn || q.checkOut || q.guests);
}

/** " for 'beach', leaving between 10 December 2026 and 20 December 2026, with seats for 2" (or less). */
export function searchDescription(q: FindTourQuery): string {
  const parts: string[] = [];
  if (q.where) parts.push(` for '${q.where}'`);
  if (q.checkIn && q.checkOut) parts.push(`, leaving between ${formatDay(q.checkIn)} and ${formatDay(q.checkOut)}`);
  else if (q.checkIn) parts.push(`, leaving on or after ${formatDay(q.checkIn)}`);
  else if (q.checkOut) parts.push(`, leaving by ${formatDay(q.checkOut)}`);
  if (q.guests) parts.push(`, with seats for ${q.guests}`);
  return parts.join('');
}

/** The results' headline: how many tours match, and what was searched. */
export function searchSummary(count: number, q: FindTourQuery): string {
  const what = searchDescription(q);
  if (count === 0) {
    return `No tour matches your search${what}. ${searchesDepartures(q) ? 'Try other dates, fewer guests or another place.' : 'Try another place.'}`;
  }
  return `${count} ${count === 1 ? 'tour matches' : 'tours match'} your search${what}.`;
}
