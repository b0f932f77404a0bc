/**
 * What a booking starts from: the package or event asked for, and the departure it takes its seats
 * from. `find` is the one rule of what can be booked (the wizard's `bookable`, `quote` and
 * `create` all apply it); `departureFor` picks the departure. Both read through `rows`, which
 * the services give the read cache's (index.server.ts); the booking service
 * (bookings.server.ts) uses them.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern } from '../../db/ids.ts';
import { departures, tourPackages, upcomingEvents } from '../../db/schema.ts';
import { adultOnly } from '../../shared/party.ts';
import { dhakaDate } from '../../shared/policy.ts';
import type { Bookable } from '../../shared/domain.ts';
import type { BookingRequest } from '../../shared/schemas/booking.ts';
import { packageCategories } from './booking-party.server.ts';
import { conflict, invalid, msg, notFound } from './errors.server.ts';
import type { DepartureRow } from './seats.server.ts';

export interface BookingSourceRows {
  packageRow(id: string): Promise<typeof tourPackages.$inferSelect | null>;
  departureRow(id: string): Promise<DepartureRow | null>;
}

/** The package and departure rows straight from the database. */
export function bookingSourceRows(db: Database): BookingSourceRows {
  return {
    async packageRow(id) {
      return (await db.select().from(tourPackages).where(eq(tourPackages.id, id)))[0] ?? null;
    },
    async departureRow(id) {
      return (await db.select().from(departures).where(eq(departures.id, id)))[0] ?? null;
    },
  };
}

/** What is being booked, as the server knows it: what the wizard shows, and what a booking records of it. */
export interface Found {
  item: Bookable;
  packageId: string | null;
  eventId: string | null;
  packageName: string;
}

/** The rule of what can be booked and the departure a booking takes, reading through `rows`. */
export function bookingSource(db: Database, rows: BookingSourceRows) {
  /**
   * The departure a booking takes its seats from: the one named, else the open one on the travel
   * date asked for (older clients), else the event's own. Null for a package that has no
   * departures at all (booked on any future date, as before departures existed). Read from memory
   * (the read cache) when it can be: what is used of it here, its tour, never changes; its seats,
   * status, date and price are what `takeSeats` answers in the booking's transaction.
   */
  async function departureFor(
    input: Pick<BookingRequest, 'departureId'>,
    packageId: string | null,
    eventId: string | null,
    travelDate: string | null,
  ): Promise<DepartureRow | null> {
    if (input.departureId) {
      const id = input.departureId;
      const d = idPattern.test(id) ? await rows.departureRow(id) : null;
      const ours = d && (eventId ? d.eventId === eventId : d.packageId === (packageId ?? ''));
      if (!d || !ours) throw invalid('chooseDepartureOfTour').on('departureId');
      return d;
    }
    const owner = eventId ? eq(departures.eventId, eventId) : eq(departures.packageId, packageId ?? '');
    const all = await db.select().from(departures).where(owner);
    if (all.length === 0) return null;
    const match = all.find((d) => d.status === 'open' && (eventId ? true : d.date === travelDate));
    if (!match) throw invalid('chooseDeparture').on('departureId');
    return match;
  }

  /**
   * The one rule of what can be booked: a package that exists and is not sold out, or an event
   * that exists and has a start date after today (Bangladesh). Anything else is refused with the
   * DomainError the API answers.
   */
  async function find(ref: { packageId?: string | null | undefined; eventId?: string | null | undefined }, now: Date): Promise<Found> {
    if (ref.packageId) {
      const id = ref.packageId;
      const p = idPattern.test(id) ? await rows.packageRow(id) : null;
      if (!p) throw notFound('packageGone');
      if (p.status === 'Sold out') throw conflict('packageSoldOut');
      return {
        packageId: p.id,
        eventId: null,
        packageName: p.packageName,
        item: {
          kind: 'package',
          id: p.id,
          name: p.name,
          subtitle: p.packageName,
          displayPhoto: p.displayPhoto,
          groupSize: p.groupSize,
          unitPrice: p.packagePresentPrice,
          totalDays: p.totalDays,
          fixedDate: null,
          priceCategories: packageCategories(p),
          infantsTakeSeat: p.infantsTakeSeat,
        },
      };
    }
    const id = ref.eventId ?? '';
    const [e] = idPattern.test(id) ? await db.select().from(upcomingEvents).where(eq(upcomingEvents.id, id)) : [];
    if (!e) throw notFound('eventGone');
    if (!e.startDate) throw conflict('eventWithoutDate');
    if (e.startDate <= dhakaDate(now)) {
      throw invalid('eventStarted').on('travelDate', msg('travelDateNotFuture'));
    }
    return {
      packageId: e.packageId,
      eventId: e.id,
      // A booking of an event records no package name.
      packageName: '',
      item: {
        kind: 'event',
        id: e.id,
        name: e.name,
        subtitle: e.message,
        displayPhoto: e.displayPhoto,
        groupSize: e.peoples,
        unitPrice: e.presentPrice,
        totalDays: e.days,
        fixedDate: e.startDate,
        priceCategories: adultOnly(e.presentPrice),
        infantsTakeSeat: false,
      },
    };
  }

  return { find, departureFor };
}
