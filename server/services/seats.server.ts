/**
 * Seats: the only code that changes `departures.seats_taken` (decision 0005). Every operation that
 * moves seats (a booking, a cancel, a status change, a move, a departure's edit, cancel or removal,
 * an event's edit or removal) runs in one transaction that locks, in this order:
 *
 *   1. the departures it touches, by id (`lockDepartures`, or the conditional UPDATE of `takeSeats`
 *      for the one departure a new booking takes seats from);
 *   2. then the booking rows it changes, by id (`lockBookingAndDepartures`), read again under the lock.
 *
 * One order for everyone: two of these transactions wait for each other, not in a circle (a
 * foreign-key check's share lock still may, rarely: `retrying` runs the loser again). Any
 * change to a booking's departure or seat-holding status holds the lock of that departure, so a
 * transaction holding a departure's lock sees every booking on it as it is. A booking read before
 * its departures were locked may have moved meanwhile: then `ReadAgain`, and the transaction runs
 * again (`retrying`, changes.server.ts), as after a deadlock.
 *
 * PGlite runs one transaction at a time: there the locks cost nothing and never wait.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookings, departures } from '../../db/schema.ts';
import { notEnoughSeatsMessage, seatsLeft } from '../../shared/seats.ts';
import { ReadAgain } from './changes.server.ts';
import { conflict, DomainError, msg, notFound } from './errors.server.ts';

export type DepartureRow = typeof departures.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** Statuses whose travellers hold seats. */
export const seatHoldingStatuses = ['Pending', 'Confirmed'] as const;
export const holdsSeats = (status: string): boolean => (seatHoldingStatuses as readonly string[]).includes(status);

/** Locks these departures (FOR UPDATE) in id order, and answers them as they are now, by id. */
export async function lockDepartures(tx: Database, ids: readonly (string | null | undefined)[]): Promise<Map<string, DepartureRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))].sort();
  if (wanted.length === 0) return new Map();
  const rows = await tx.select().from(departures).where(inArray(departures.id, wanted)).orderBy(asc(departures.id)).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** The departures of an event (one, its start date), locked in id order. */
export async function lockEventDepartures(tx: Database, eventId: string): Promise<DepartureRow[]> {
  return tx.select().from(departures).where(eq(departures.eventId, eventId)).orderBy(asc(departures.id)).for('update');
}

/**
 * Locks a booking for a change in the lock order: first the departure it holds seats on (and
 * `others`: a move's target), then the booking itself, read again under its lock. When the booking
 * names another departure by then (it moved in between), `ReadAgain`: the caller's transaction
 * runs again and locks the right one. Null when there is no such booking.
 */
export async function lockBookingAndDepartures(
  tx: Database,
  bookingId: string,
  others: readonly string[] = [],
): Promise<{ booking: BookingRow; departures: Map<string, DepartureRow> } | null> {
  const [seen] = await tx.select({ departureId: bookings.departureId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!seen) return null;
  const locked = await lockDepartures(tx, [seen.departureId, ...others]);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) return null;
  if (booking.departureId !== seen.departureId) throw new ReadAgain();
  return { booking, departures: locked };
}

/**
 * Takes `travellers` seats of an open, future departure: one conditional UPDATE (it locks the row;
 * concurrent bookers queue on it and each sees the count the one before left). Answers the
 * departure as it is after it: its date and price are what the booking records. 409 with "Only N
 * seats left on <date>" when there are not enough, or when the departure is closed or has left.
 */
export async function takeSeats(tx: Database, departureId: string, travellers: number, today: string): Promise<DepartureRow> {
  const [taken] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${travellers}`, updatedAt: new Date() })
    .where(
      and(
        eq(departures.id, departureId),
        eq(departures.status, 'open'),
        gt(departures.date, today),
        sql`${departures.seatsTaken} + ${travellers} <= ${departures.seats}`,
      ),
    )
    .returning();
  if (taken) return taken;
  const [row] = await tx.select().from(departures).where(eq(departures.id, departureId));
  if (!row) throw notFound('departureGone');
  if (row.status !== 'open' || row.date <= today) {
    throw conflict('departureClosed', row.date).on('departureId', msg('dateNotOpen'));
  }
  throw new DomainError(409, notEnoughSeatsMessage(seatsLeft(row), travellers, row.date) ?? msg('notEnoughSeats')).on('departureId');
}

/** Gives back seats (a cancelled or moved booking); the caller holds the departure's lock. */
export async function releaseSeats(tx: Database, departureId: string, travellers: number): Promise<DepartureRow | undefined> {
  const [row] = await tx
    .update(departures)
    .set({ seatsTaken: sql`greatest(${departures.seatsTaken} - ${travellers}, 0)`, updatedAt: new Date() })
    .where(eq(departures.id, departureId))
    .returning();
  return row;
}

/** The seats of a cancelled departure are no one's any more (its bookings are cancelled with it). */
export async function releaseAllSeats(tx: Database, departureId: string, set: Partial<typeof departures.$inferInsert>): Promise<DepartureRow | undefined> {
  const [row] = await tx
    .update(departures)
    .set({ ...set, seatsTaken: 0, updatedAt: new Date() })
    .where(eq(departures.id, departureId))
    .returning();
  return row;
}
