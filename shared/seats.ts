/**
 * Seats of a departure: what is left, when it is
 * "few", the messages a refusal gives, and the dates of a weekly series. Pure functions; the
 * database is what actually refuses an oversale (db/schema.ts, departures_seats).
 */
import { msg, type MessageRef } from './i18n/coded-messages.ts';

export interface SeatCount {
  seats: number;
  seatsTaken: number;
}

export type Availability = 'available' | 'few' | 'sold-out';

export function seatsLeft(d: SeatCount): number {
  return Math.max(0, d.seats - d.seatsTaken);
}

/** "Few seats left": at most 20% of the seats or 3 seats left, whichever is more. */
export function fewSeatsThreshold(seats: number): number {
  return Math.max(3, Math.floor(seats * 0.2));
}

export function availability(d: SeatCount): Availability {
  const left = seatsLeft(d);
  if (left === 0) return 'sold-out';
  return left <= fewSeatsThreshold(d.seats) ? 'few' : 'available';
}

export const availabilityLabel: Record<Availability, string> = {
  available: 'Seats available',
  few: 'Few seats left',
  'sold-out': 'Sold out',
};

/** '14 January 2027' for '2027-01-14' (a calendar day: no time zone shift). */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m! - 1];
  return `${d} ${month} ${y}`;
}

/** Why `travellers` cannot have seats on the departure of `date`, or null when they can. */
export function notEnoughSeatsMessage(left: number, travellers: number, date: string): MessageRef | null {
  if (travellers <= left) return null;
  if (left === 0) return msg('departureSoldOut', date);
  return msg('onlySeatsLeft', left, date);
}

/** The weekday of a calendar day, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The longest series one request may create (days from the first to the last date). */
export const MAX_SERIES_DAYS = 366;

/** Every date from `from` to `to` (inclusive) falling on one of `weekdays` (0 = Sunday). */
export function seriesDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const days = new Set(weekdays);
  const out: string[] = [];
  const start = new Date(`${from}T00:00:00Z`).getTime();
  const end = new Date(`${to}T00:00:00Z`).getTime();
  for (let t = start, i = 0; t <= end && i <= MAX_SERIES_DAYS; t += 86_400_000, i++) {
    const d = new Date(t);
    if (days.has(d.getUTCDay())) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
