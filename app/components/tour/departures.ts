/**
 * How the tour page shows its departures (pure, unit-tested): seats in words, the wizard's address
 * with a departure chosen, which dates show at once, and the offer's availability for search
 * engines. Availability itself comes from the seats (shared/seats.ts).
 */
import { href } from 'react-router';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { weekdayOf, type Availability } from '../../../shared/seats.ts';
import { departuresText } from './tour.text.ts';

export interface DepartureView {
  _id: string;
  date: string;
  seats: number;
  seatsLeft: number;
  price: number;
  availability: Availability;
  note: string;
}

/** How many departures show before 'Show more dates'. */
export const DEPARTURES_SHOWN = 6;

const weekdays = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
} as const;

/** 'Thursday' for '2027-01-14' ('বৃহস্পতিবার' in Bangla). */
export function weekdayName(isoDate: string, lang: Lang = 'en'): string {
  return weekdays[lang][weekdayOf(isoDate)] ?? '';
}

/** 'All 16 seats booked', '1 seat left of 16', '5 seats left of 16'. */
export function seatsText(d: Pick<DepartureView, 'seats' | 'seatsLeft'>, lang: Lang = 'en'): string {
  const t = departuresText[lang];
  if (d.seatsLeft <= 0) return t.allSeatsBooked(d.seats);
  return t.seatsLeftOf(d.seatsLeft, d.seats);
}

const availabilityKeys = { available: 'available', few: 'few', 'sold-out': 'soldOut' } as const;

/** The label of a departure's availability ('Seats available', 'Few seats left', 'Sold out'). */
export function availabilityText(a: Availability, lang: Lang = 'en'): string {
  return departuresText[lang][availabilityKeys[a]];
}

/** The booking wizard with this package and departure chosen. */
export function bookDepartureHref(packageId: string, departureId: string): string {
  const query = new URLSearchParams({ package: packageId, departure: departureId });
  return `${href('/bookNow')}?${query.toString()}`;
}

/** The first `shown` departures, and the rest (behind 'Show more dates'). */
export function splitDepartures<T>(list: readonly T[], shown = DEPARTURES_SHOWN): { first: T[]; more: T[] } {
  return { first: list.slice(0, shown), more: list.slice(shown) };
}

/** The next departure that can still be booked, if any. */
export function nextBookable<T extends Pick<DepartureView, 'availability'>>(list: readonly T[]): T | undefined {
  return list.find((d) => d.availability !== 'sold-out');
}

/** schema.org availability of the tour: in stock while a date has seats, sold out when every open date is full. */
export function offerAvailability(list: readonly Pick<DepartureView, 'availability'>[]): string {
  if (list.length === 0) return 'https://schema.org/OutOfStock';
  return nextBookable(list) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
}
