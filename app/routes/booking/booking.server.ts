/**
 * Server helpers of the booking pages: what the wizard books, from its URL. What can be booked is
 * the booking service's rule (`services.bookings.bookable()`, the same one a booking goes by);
 * the page only words its refusal.
 */
import type { Services } from '../../../server/services/index.server.ts';
import type { Bookable, BookableRef, TourPlanDay } from '../../../shared/domain.ts';
import type { TicketDto } from '../../../shared/schemas/trip.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { translateMessage } from '../../../shared/i18n/coded-messages.ts';
import type { WizardDeparture } from '../../components/booking/wizard/fields.ts';
import { domainRefusalOf } from '../../lib/forms.server.ts';
import { bookNowText } from './book-now.text.ts';

/** ?package=<id> or ?event=<id> (the package when both are there), or null when none is chosen. */
export function bookableRefOf(url: URL): BookableRef | null {
  const packageId = url.searchParams.get('package');
  if (packageId) return { packageId };
  const eventId = url.searchParams.get('event');
  if (eventId) return { eventId };
  return null;
}

/**
 * The wizard's package or event; or why it cannot be booked (the service's refusal; one that is
 * not offered, in the page's words and language); or neither when none is chosen.
 */
export async function bookableFrom(services: Services, url: URL, lang: Lang): Promise<{ item: Bookable | null; problem: string | null }> {
  const ref = bookableRefOf(url);
  if (!ref) return { item: null, problem: null };
  try {
    return { item: await bookableNamedIn(services, lang, await services.bookings.bookable(ref)), problem: null };
  } catch (error) {
    const refusal = domainRefusalOf(error);
    if (!refusal || refusal.status >= 500) throw error;
    const problem = refusal.status === 404 ? bookNowText[lang].notFound : translateMessage(lang, refusal.ref);
    return { item: null, problem };
  }
}

/**
 * The departures the wizard offers for `item`: the open future ones (sold-out ones included, shown
 * disabled), and whether it sells departures at all (a package an admin just made has none: it is
 * booked on a free date, as before departures existed).
 */
export async function departuresOf(services: Services, item: Bookable): Promise<{ departures: WizardDeparture[]; sellsDepartures: boolean }> {
  const owner = item.kind === 'package' ? { packageId: item.id } : { eventId: item.id };
  const open = await services.departures.list(owner);
  const sellsDepartures = open.length > 0 || (await services.departures.list({ ...owner, all: true })).length > 0;
  const departures = open.map((d) => ({
    _id: d._id,
    date: d.date,
    seatsLeft: d.seatsLeft,
    price: d.price,
    availability: d.availability,
    note: d.note,
    pickupPoints: d.pickupPoints,
  }));
  return { departures, sellsDepartures };
}

/**
 * Bookings with their tour's names as the catalogue writes them in `lang` (a Bangla page shows the
 * Bangla name where one is written). The booking itself keeps the English it was booked with.
 */
export async function bookingsNamedIn<B extends { packageId: string | null; eventId: string | null; name: string; packageName: string }>(
  services: Services,
  lang: Lang,
  bookings: B[],
): Promise<B[]> {
  if (lang === 'en' || bookings.length === 0) return bookings;
  // The catalogue's reads are shared and cached: one list each, whatever the number of bookings.
  const [packages, events] = await Promise.all([services.packages.list(lang), services.events.list(lang)]);
  const pkg = new Map(packages.map((p) => [p._id, p]));
  const event = new Map(events.map((e) => [e._id, e]));
  return bookings.map((b) => {
    const p = b.packageId ? pkg.get(b.packageId) : undefined;
    if (p) return { ...b, name: p.name, packageName: p.packageName };
    const e = b.eventId ? event.get(b.eventId) : undefined;
    return e ? { ...b, name: e.name } : b;
  });
}

/** What the wizard books, named in `lang`. */
export async function bookableNamedIn(services: Services, lang: Lang, item: Bookable): Promise<Bookable> {
  if (lang === 'en') return item;
  if (item.kind === 'package') {
    const p = (await services.packages.list(lang)).find((x) => x._id === item.id);
    return p ? { ...item, name: p.name, subtitle: p.packageName } : item;
  }
  const e = (await services.events.list(lang)).find((x) => x._id === item.id);
  return e ? { ...item, name: e.name, subtitle: e.message } : item;
}

/** A ticket with its tour's names and meeting point in `lang` (the code and the rest are the booking's). */
export async function ticketNamedIn(services: Services, lang: Lang, ticket: TicketDto | null, packageId: string | null): Promise<TicketDto | null> {
  if (!ticket || lang === 'en' || !packageId) return ticket;
  const p = (await services.packages.list(lang)).find((x) => x._id === packageId);
  return p ? { ...ticket, name: p.name, packageName: p.packageName, meetingPoint: p.meetingPoint || ticket.meetingPoint } : ticket;
}

/**
 * A booked package's day-by-day plan as the catalogue writes it in `lang` (the Bangla where it is
 * written, else the English), for the booking's page: a traveller on the trip reads it there, also
 * offline (the page is kept on the device). None for an event or a package no longer listed.
 */
export async function itineraryIn(services: Services, lang: Lang, packageId: string | null): Promise<TourPlanDay[]> {
  if (!packageId) return [];
  const p = (await services.packages.list(lang)).find((x) => x._id === packageId);
  return p?.tourPlanDays ?? [];
}
