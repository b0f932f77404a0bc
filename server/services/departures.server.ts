/**
 * Departures: the dated seats a package (or an upcoming event) sells. The operator adds them one
 * by one or as a weekly series, changes seats (never below what is taken), price and note, closes
 * and reopens them, cancels one (its bookings become Cancelled, free of charge, each customer
 * e-mailed), moves a booking to another departure, and reads its manifest. Visitors on a sold-out
 * departure can join its waitlist, and are e-mailed when seats come free.
 *
 * Seats: `takeSeats` and `releaseSeats` run inside the transaction that saves a booking. Taking is
 * one conditional UPDATE (`seats_taken + n <= seats`, open, not past): concurrent bookings of the
 * last seats queue on the row lock and each sees the count the one before it left, on PostgreSQL;
 * PGlite runs one transaction at a time. The CHECK constraint `departures_seats` refuses an
 * oversale even if a bug skipped the condition.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookingHistory, bookings, departures, tourPackages, upcomingEvents, users, waitlist } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { dhakaDate } from '../../shared/policy.ts';
import type { Departure, DepartureInput, DeparturePatch, DepartureSeriesInput, Manifest } from '../../shared/schemas/departures.ts';
import { availability, formatDay, notEnoughSeatsMessage, seatsLeft, seriesDates } from '../../shared/seats.ts';
import type { Logger } from '../logger.server.ts';
import type { Mailer, MailMessage } from '../mail/mailer.server.ts';
import { departureCancelledMail, seatsFreeMail } from '../mail/templates/departures.server.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { toBooking } from './bookings.server.ts';
import { announceCommitted, publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, DomainError, invalid, notFound } from './errors.server.ts';

type DepartureRow = typeof departures.$inferSelect;

/** Statuses whose travellers hold seats. */
export const seatHoldingStatuses = ['Pending', 'Confirmed'] as const;

export interface DepartureServiceDeps {
  db: Database;
  audit: AuditService;
  changes: ChangeFeed;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
}

/** The price per person of a departure: its own, else its package's or event's. */
async function basePrice(tx: Database, row: DepartureRow): Promise<number> {
  if (row.price !== null) return row.price;
  if (row.packageId) {
    const [p] = await tx.select({ price: tourPackages.packagePresentPrice }).from(tourPackages).where(eq(tourPackages.id, row.packageId));
    return p?.price ?? 0;
  }
  const [e] = await tx.select({ price: upcomingEvents.presentPrice }).from(upcomingEvents).where(eq(upcomingEvents.id, row.eventId ?? ''));
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
  };
}

const PG_UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, i = 0; e && i < 4; i++) {
    if ((e as { code?: unknown }).code === PG_UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The one conditional UPDATE that takes seats: only from an open departure that has not left, and
 * only while `seats_taken + travellers <= seats` (the CHECK constraint stands behind it); `also`
 * narrows it further. Not run here: `takeSeats` runs it, a booking makes it part of its one
 * statement (bookings.server.ts).
 */
export function seatsTaking(db: Database, departureId: string, travellers: number, today: string, also?: SQL) {
  return db
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${travellers}`, updatedAt: new Date() })
    .where(
      and(
        eq(departures.id, departureId),
        eq(departures.status, 'open'),
        gt(departures.date, today),
        sql`${departures.seatsTaken} + ${travellers} <= ${departures.seats}`,
        also,
      ),
    );
}

/**
 * Takes `travellers` seats of an open, future departure, inside the caller's transaction.
 * 409 with "Only N seats left on <date>" when there are not enough.
 */
export async function takeSeats(tx: Database, departureId: string, travellers: number, today: string): Promise<DepartureRow> {
  const [taken] = await seatsTaking(tx, departureId, travellers, today).returning();
  if (taken) return taken;
  const [row] = await tx.select().from(departures).where(eq(departures.id, departureId));
  if (!row) throw notFound('This departure is no longer offered. Please choose another date.');
  if (row.status !== 'open' || row.date <= today) {
    throw new DomainError(409, `The departure on ${formatDay(row.date)} is no longer open for booking. Please choose another date.`, [
      { path: 'departureId', message: 'This date is no longer open for booking' },
    ]);
  }
  const message = notEnoughSeatsMessage(seatsLeft(row), travellers, row.date) ?? 'Not enough seats left.';
  throw new DomainError(409, message, [{ path: 'departureId', message }]);
}

/** Gives back seats (a cancelled or moved booking), inside the caller's transaction. */
export async function releaseSeats(tx: Database, departureId: string, travellers: number): Promise<DepartureRow | undefined> {
  const [row] = await tx
    .update(departures)
    .set({ seatsTaken: sql`greatest(${departures.seatsTaken} - ${travellers}, 0)`, updatedAt: new Date() })
    .where(eq(departures.id, departureId))
    .returning();
  return row;
}

/** The bookable departure of an event: its start date, its `peoples` as seats (kept in step with the event). */
export async function syncEventDeparture(tx: Database, event: { id: string; startDate: string | null; peoples: number }): Promise<void> {
  const [current] = await tx.select().from(departures).where(eq(departures.eventId, event.id));
  if (!event.startDate) {
    if (current && current.seatsTaken > 0) throw conflict('This event has bookings: it needs its start date.');
    if (current) await tx.delete(departures).where(eq(departures.id, current.id));
    return;
  }
  if (!current) {
    await tx.insert(departures).values({ id: newId(), eventId: event.id, date: event.startDate, seats: event.peoples });
    return;
  }
  if (event.peoples < current.seatsTaken) {
    throw new DomainError(409, `${current.seatsTaken} seats are already booked: people cannot be fewer than that.`, [
      { path: 'peoples', message: `At least ${current.seatsTaken} (seats already booked)` },
    ]);
  }
  if (current.date !== event.startDate && current.seatsTaken > 0) {
    throw new DomainError(409, 'This event has bookings: its start date cannot move. Cancel or move them first.', [
      { path: 'startDate', message: 'The event has bookings on its start date' },
    ]);
  }
  await tx.update(departures).set({ date: event.startDate, seats: event.peoples, updatedAt: new Date() }).where(eq(departures.id, current.id));
}

export function createDepartureService({ db, audit, changes, mailer, logger, baseUrl }: DepartureServiceDeps) {
  async function row(id: string, tx: Database = db): Promise<DepartureRow> {
    if (!idPattern.test(id)) throw notFound('Departure not found');
    const [r] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!r) throw notFound('Departure not found');
    return r;
  }

  async function dto(r: DepartureRow, tx: Database = db): Promise<Departure> {
    return toDeparture(r, await basePrice(tx, r));
  }

  async function packageOrThrow(packageId: string, tx: Database = db) {
    const [p] = idPattern.test(packageId) ? await tx.select().from(tourPackages).where(eq(tourPackages.id, packageId)) : [];
    if (!p) throw notFound('Tour package not found');
    return p;
  }

  async function send(make: () => MailMessage | null) {
    try {
      const message = make();
      if (message) await mailer.send(message);
    } catch (error) {
      logger.error('[departures] e-mail failed', error);
    }
  }

  /** Everyone waiting on a departure that has seats again hears about it (once per opening). */
  async function notifyWaitlist(departureId: string) {
    const [d] = await db.select().from(departures).where(eq(departures.id, departureId));
    if (!d || d.status !== 'open' || seatsLeft(d) === 0 || d.date <= dhakaDate()) return;
    const waiting = await db.select().from(waitlist).where(and(eq(waitlist.departureId, departureId), isNull(waitlist.notifiedAt)));
    if (waiting.length === 0) return;
    const name = await ownerName(d);
    const bookUrl = d.packageId ? `${baseUrl}/bookNow?package=${d.packageId}&departure=${d.id}` : `${baseUrl}/bookNow?event=${d.eventId}`;
    for (const w of waiting) {
      await send(() =>
        seatsFreeMail({ to: w.email, tourName: name, date: d.date, seatsLeft: seatsLeft(d), bookUrl, leaveUrl: `${baseUrl}/leaveWaitlist?token=${w.leaveToken}` }),
      );
    }
    await db.update(waitlist).set({ notifiedAt: new Date() }).where(inArray(waitlist.id, waiting.map((w) => w.id)));
  }

  async function ownerName(d: DepartureRow): Promise<string> {
    if (d.packageId) {
      const [p] = await db.select({ name: tourPackages.name, packageName: tourPackages.packageName }).from(tourPackages).where(eq(tourPackages.id, d.packageId));
      return p ? `${p.name}: ${p.packageName}` : 'your tour';
    }
    const [e] = await db.select({ name: upcomingEvents.name }).from(upcomingEvents).where(eq(upcomingEvents.id, d.eventId ?? ''));
    return e?.name ?? 'your tour';
  }

  /** Runs a write and, once committed, tells the caches (of every instance) the departures changed. */
  const write = publishingTransaction(db, changes, 'departures');

  return {
    /**
     * Departures of a package or an event. Public: open and after `from` (default: tomorrow in
     * Bangladesh), by date. Admins (`all`): every status and date.
     */
    async list(filter: { packageId?: string; eventId?: string; from?: string; all?: boolean } = {}): Promise<Departure[]> {
      const where: SQL[] = [];
      if (filter.packageId) where.push(eq(departures.packageId, filter.packageId));
      if (filter.eventId) where.push(eq(departures.eventId, filter.eventId));
      if (!filter.all) {
        where.push(eq(departures.status, 'open'));
        where.push(gt(departures.date, dhakaDate()));
      }
      if (filter.from) where.push(gte(departures.date, filter.from));
      const rows = await db
        .select({ d: departures, packagePrice: tourPackages.packagePresentPrice, eventPrice: upcomingEvents.presentPrice })
        .from(departures)
        .leftJoin(tourPackages, eq(tourPackages.id, departures.packageId))
        .leftJoin(upcomingEvents, eq(upcomingEvents.id, departures.eventId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(departures.date), asc(departures.id));
      return rows.map((r) => toDeparture(r.d, r.packagePrice ?? r.eventPrice ?? 0));
    },

    async get(id: string): Promise<Departure> {
      return dto(await row(id));
    },

    async create(actor: Actor, input: DepartureInput): Promise<Departure> {
      const p = await packageOrThrow(input.packageId);
      if (input.date <= dhakaDate()) throw invalid('The date must be after today', [{ path: 'date', message: 'The date must be after today' }]);
      try {
        return await write(async (tx) => {
          const [r] = await tx
            .insert(departures)
            .values({ id: newId(), packageId: p.id, date: input.date, seats: input.seats, price: input.price ?? null, note: input.note ?? '' })
            .returning();
          await audit.record(actor, { action: 'create', entity: 'departure', entityId: r!.id, after: r }, tx);
          return toDeparture(r!, p.packagePresentPrice);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError(409, `There is already a departure on ${formatDay(input.date)}.`, [{ path: 'date', message: 'There is already a departure on this date' }]);
        }
        throw error;
      }
    },

    /** Adds a departure on each chosen weekday between two dates; dates that already have one are skipped. */
    async createSeries(actor: Actor, input: DepartureSeriesInput): Promise<{ created: Departure[]; skipped: string[] }> {
      const p = await packageOrThrow(input.packageId);
      const today = dhakaDate();
      const dates = seriesDates(input.from, input.to, input.weekdays).filter((d) => d > today);
      if (dates.length === 0) throw invalid('No future date falls on the chosen weekdays between those dates', [{ path: 'weekdays', message: 'No date matches' }]);
      return write(async (tx) => {
        const rows = await tx
          .insert(departures)
          .values(dates.map((date) => ({ id: newId(), packageId: p.id, date, seats: input.seats, price: input.price ?? null })))
          .onConflictDoNothing()
          .returning();
        const made = new Set(rows.map((r) => r.date));
        await audit.record(actor, { action: 'create-series', entity: 'departure', entityId: p.id, after: { ...input, created: rows.length } }, tx);
        return {
          created: rows.sort((a, b) => a.date.localeCompare(b.date)).map((r) => toDeparture(r, p.packagePresentPrice)),
          skipped: dates.filter((d) => !made.has(d)),
        };
      });
    },

    /** Seats (never below those taken), price, note, open/closed; 'cancelled' cancels it. */
    async update(actor: Actor, id: string, patch: DeparturePatch): Promise<Departure> {
      if (patch.status === 'cancelled') return this.cancel(actor, id, patch.note ?? '');
      const before = await row(id);
      if (before.status === 'cancelled') throw conflict('This departure is cancelled: it cannot change any more.');
      const updated = await write(async (tx) => {
        const set: Partial<typeof departures.$inferInsert> = { updatedAt: new Date() };
        if (patch.seats !== undefined) set.seats = patch.seats;
        if (patch.price !== undefined) set.price = patch.price;
        if (patch.note !== undefined) set.note = patch.note;
        if (patch.status !== undefined) set.status = patch.status;
        const [r] = await tx
          .update(departures)
          .set(set)
          .where(and(eq(departures.id, id), patch.seats !== undefined ? sql`${departures.seatsTaken} <= ${patch.seats}` : undefined))
          .returning();
        if (!r) {
          const [now] = await tx.select().from(departures).where(eq(departures.id, id));
          throw new DomainError(409, `${now?.seatsTaken ?? before.seatsTaken} seats are already booked: seats cannot be fewer than that.`, [
            { path: 'seats', message: `At least ${now?.seatsTaken ?? before.seatsTaken} (already booked)` },
          ]);
        }
        await audit.record(actor, { action: 'update', entity: 'departure', entityId: id, before, after: r }, tx);
        return r;
      });
      if (seatsLeft(updated) > seatsLeft(before) || (before.status !== 'open' && updated.status === 'open')) await notifyWaitlist(id);
      return dto(updated);
    },

    /**
     * The operator cancels a departure: every Pending or Confirmed booking on it becomes Cancelled
     * free of charge (refund: what was paid), with its history; each customer is e-mailed.
     */
    async cancel(actor: Actor, id: string, note = ''): Promise<Departure> {
      const before = await row(id);
      if (before.status === 'cancelled') throw conflict('This departure is already cancelled.');
      const now = new Date();
      const { updated, cancelled } = await write(async (tx) => {
        const [r] = await tx
          .update(departures)
          .set({ status: 'cancelled', seatsTaken: 0, note: note || before.note, updatedAt: now })
          .where(and(eq(departures.id, id), eq(departures.status, before.status)))
          .returning();
        if (!r) throw conflict('The departure changed in the meantime. Please reload and try again.');
        // The active bookings, locked: a customer's own cancel waits for this one and then finds it Cancelled.
        const active = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.departureId, id), inArray(bookings.status, [...seatHoldingStatuses])))
          .for('update');
        const rows = active.length
          ? await tx
              .update(bookings)
              .set({ status: 'Cancelled', cancellationCharge: 0, refundAmount: sql`${bookings.advanceDue}`, cancelledAt: now, updatedAt: now })
              .where(inArray(bookings.id, active.map((b) => b.id)))
              .returning()
          : [];
        const authorId = actor.userId ? ((await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)))[0]?.id ?? null) : null;
        if (active.length) {
          await tx.insert(bookingHistory).values(
            active.map((b) => ({
              id: newId(),
              bookingId: b.id,
              fromStatus: b.status,
              toStatus: 'Cancelled',
              note: `Departure cancelled by the operator${note ? `: ${note}` : ''}`,
              changedBy: authorId,
              changedAt: now,
            })),
          );
        }
        await audit.record(actor, { action: 'cancel', entity: 'departure', entityId: id, before, after: { status: 'cancelled', bookingsCancelled: rows.length } }, tx);
        return { updated: r, cancelled: rows };
      });
      for (const b of cancelled) await send(() => departureCancelledMail(toBooking(b), baseUrl, note));
      return dto(updated);
    },

    /** Removes a departure that holds no active booking (409 otherwise). */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await row(id);
      await write(async (tx) => {
        const [active] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(eq(bookings.departureId, id), inArray(bookings.status, [...seatHoldingStatuses])));
        if (Number(active?.n ?? 0) > 0) throw conflict('This departure holds bookings: cancel it or move its bookings first.');
        await tx.delete(departures).where(eq(departures.id, id));
        await audit.record(actor, { action: 'delete', entity: 'departure', entityId: id, before }, tx);
      });
    },

    /** The travellers of a departure: names, phones, counts and statuses (cancelled ones last). */
    async manifest(id: string): Promise<Manifest> {
      const r = await row(id);
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.departureId, id), isNull(bookings.archivedAt)))
        .orderBy(sql`case when ${bookings.status} = 'Cancelled' then 1 else 0 end`, asc(bookings.fullName));
      return {
        departure: await dto(r),
        name: await ownerName(r),
        travellers: rows.filter((b) => b.status !== 'Cancelled').reduce((n, b) => n + b.travellers, 0),
        rows: rows.map((b) => ({ bookingId: b.id, fullName: b.fullName, phone: b.phone, email: b.email, travellers: b.travellers, status: b.status })),
      };
    },

    /** Moves a booking to another departure of the same package, seats checked; the price stays as booked. */
    async moveBooking(actor: Actor, bookingId: string, toDepartureId: string): Promise<void> {
      if (!idPattern.test(bookingId)) throw notFound('Booking not found');
      const target = await row(toDepartureId);
      const today = dhakaDate();
      await write(async (tx) => {
        const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        if (!b) throw notFound('Booking not found');
        if (!seatHoldingStatuses.includes(b.status as (typeof seatHoldingStatuses)[number])) throw conflict(`A ${b.status} booking cannot move.`);
        if (b.departureId === target.id) throw conflict('The booking is already on that departure.');
        const sameTour = b.eventId ? target.eventId === b.eventId : target.packageId !== null && target.packageId === b.packageId;
        if (!sameTour) {
          throw invalid('Choose a departure of the same tour', [{ path: 'departureId', message: 'Not a departure of this tour' }]);
        }
        await takeSeats(tx, target.id, b.travellers, today);
        if (b.departureId) await releaseSeats(tx, b.departureId, b.travellers);
        await tx.update(bookings).set({ departureId: target.id, travelDate: target.date, updatedAt: new Date() }).where(eq(bookings.id, b.id));
        await tx.insert(bookingHistory).values({
          id: newId(),
          bookingId: b.id,
          fromStatus: b.status,
          toStatus: b.status,
          note: `Moved from ${formatDay(b.travelDate)} to ${formatDay(target.date)}`,
          changedBy: null,
        });
        await audit.record(actor, { action: 'move', entity: 'booking', entityId: b.id, before: { departureId: b.departureId, travelDate: b.travelDate }, after: { departureId: target.id, travelDate: target.date } }, tx);
        return b;
      }).then(async (b) => {
        if (b.departureId) await notifyWaitlist(b.departureId);
      });
    },

    /** After a cancellation gave seats back: tell the waitlist. */
    seatsFreed: (departureId: string) => notifyWaitlist(departureId),

    // ------------------------------------------------------------ waitlist

    /** A signed-in person joins the waitlist of a departure that has fewer seats than they need. */
    async joinWaitlist(viewer: Viewer, departureId: string, travellers = 1): Promise<{ joined: boolean }> {
      const d = await row(departureId);
      if (d.status !== 'open' || d.date <= dhakaDate()) throw conflict('This departure is not open for booking.');
      if (seatsLeft(d) >= travellers) throw conflict('This departure has seats: book them instead.');
      const rows = await db
        .insert(waitlist)
        .values({ id: newId(), departureId, userId: viewer.userId, email: viewer.email, travellers, leaveToken: randomBytes(18).toString('base64url') })
        .onConflictDoNothing()
        .returning({ id: waitlist.id });
      // Every instance drops its copy of this person's waitlist (read cache).
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return { joined: rows.length > 0 };
    },

    /** Leaves the waitlist by the link in the e-mail. */
    async leaveWaitlistByToken(token: string): Promise<boolean> {
      if (!/^[\w-]{10,64}$/.test(token)) return false;
      const rows = await db.delete(waitlist).where(eq(waitlist.leaveToken, token)).returning({ id: waitlist.id });
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return rows.length > 0;
    },

    async leaveWaitlist(viewer: Viewer, departureId: string): Promise<boolean> {
      const rows = await db
        .delete(waitlist)
        .where(and(eq(waitlist.userId, viewer.userId), eq(waitlist.departureId, departureId)))
        .returning({ id: waitlist.id });
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return rows.length > 0;
    },

    /** The departures a person waits for (dashboard). */
    async waitlistOf(viewer: Viewer): Promise<(Departure & { name: string })[]> {
      const rows = await db
        .select({ d: departures })
        .from(waitlist)
        .innerJoin(departures, eq(departures.id, waitlist.departureId))
        .where(eq(waitlist.userId, viewer.userId))
        .orderBy(asc(departures.date));
      return Promise.all(rows.map(async (r) => ({ ...(await dto(r.d)), name: await ownerName(r.d) })));
    },
  };
}
export type DepartureService = ReturnType<typeof createDepartureService>;
