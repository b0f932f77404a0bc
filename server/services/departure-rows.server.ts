/**
 * A departure row as the services answer it (`Departure`, its price filled in from its package or
 * event), and the reads of one: shared by the departure service and the waitlist
 * (waitlist.server.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern } from '../../db/ids.ts';
import { departures, tourPackages, upcomingEvents } from '../../db/schema.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import { availability, seatsLeft } from '../../shared/seats.ts';
import { notFound } from './errors.server.ts';
import type { DepartureRow } from './seats.server.ts';

/** The price per person of a departure: its own, else its package's or event's. */
async function basePrice(tx: Database, row: DepartureRow): Promise<number> {
  if (row.price !== null) return row.price;
  if (row.packageId) {
    const [p] = await tx.select({ price: tourPackages.packagePresentPrice }).from(tourPackages).where(eq(tourPackages.id, row.packageId));
    return p?.price ?? 0;
  }
  const [e] = await tx
    .select({ price: upcomingEvents.presentPrice })
    .from(upcomingEvents)
    .where(eq(upcomingEvents.id, row.eventId ?? ''));
  return e?.price ?? 0;
}

export function toDeparture(row: DepartureRow, fallbackPrice: number): Departure {
  return {
    _id: row.id,
    packageId: row.packageId,
    eventId: row.eventId,
    date: row.date,
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    seatsLeft: seatsLeft(row),
    price: row.price ?? fallbackPrice,
    status: row.status,
    availability: row.status === 'open' ? availability(row) : 'sold-out',
    note: row.note,
    pickupPoints: row.pickupPoints,
  };
}

/** Departures read one at a time, as rows or as answers, with the name of their tour. */
export function departureReads(db: Database) {
  async function row(id: string, tx: Database = db): Promise<DepartureRow> {
    if (!idPattern.test(id)) throw notFound('departureNotFound');
    const [r] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!r) throw notFound('departureNotFound');
    return r;
  }

  async function dto(r: DepartureRow, tx: Database = db): Promise<Departure> {
    return toDeparture(r, await basePrice(tx, r));
  }

  async function ownerName(d: DepartureRow): Promise<string> {
    if (d.packageId) {
      const [p] = await db
        .select({ name: tourPackages.name, packageName: tourPackages.packageName })
        .from(tourPackages)
        .where(eq(tourPackages.id, d.packageId));
      return p ? `${p.name}: ${p.packageName}` : 'your tour';
    }
    const [e] = await db
      .select({ name: upcomingEvents.name })
      .from(upcomingEvents)
      .where(eq(upcomingEvents.id, d.eventId ?? ''));
    return e?.name ?? 'your tour';
  }

  return { row, dto, ownerName };
}
