/**
 * Departures: the dated seats a package (or an upcoming event) sells. The operator adds them one
 * by one or as a weekly series, changes seats (never below what is taken), price and note, closes
 * and reopens them, cancels one (its bookings become Cancelled, free of charge, each customer
 * e-mailed), moves a booking to another departure, and reads its manifest. Visitors on a sold-out
 * departure can join its waitlist, and are e-mailed when seats come free.
 *
 * Seats: every change here that moves seats or bookings runs in one transaction that locks the
 * departure first, then its bookings (the lock order of seats.server.ts, where the seat functions
 * live). The CHECK constraint `departures_seats` refuses an oversale even if a bug skipped a
 * condition. E-mails about a change are queued in its transaction.
 */
import type { BookingTexts } from '../sms/booking-sms.server.ts';
import { and, asc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/pg-errors.server.ts';
import { bookingHistory, bookings, bookingTravellers, departures, tourPackages, upcomingEvents, users } from '../../db/schema.ts';
import { dhakaDate } from '../../shared/policy.ts';
import type { Departure, DepartureInput, DeparturePatch, DepartureSeriesInput, Manifest } from '../../shared/schemas/departures.ts';
import { seatsLeft, seriesDates } from '../../shared/seats.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { bookingMovedMail, departureCancelledMail } from '../mail/templates/departures.server.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { netPaid, planRefunds } from './payment-rows.server.ts';
import { accountIdOrNull, seatsHeld, toBooking } from './booking-rows.server.ts';
import { adultsParty, ageOn } from '../../shared/party.ts';
import { maskDocumentNumber, travellerDetailsDeadline } from '../../shared/travellers.ts';
import type { PickupPoint } from '../../shared/pickup.ts';
import { pickupGroups } from '../../shared/manifest.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { departureReads, toDeparture } from './departure-rows.server.ts';
import { conflict, historyNote, invalid, msg, notFound } from './errors.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { createWaitlist } from './waitlist.server.ts';
import {
  holdsSeats,
  lockBookingAndDepartures,
  lockDepartures,
  lockEventDepartures,
  releaseAllSeats,
  releaseSeats,
  seatHoldingStatuses,
  takeSeats,
  type DepartureRow,
} from './seats.server.ts';

interface DepartureServiceDeps {
  db: Database;
  audit: AuditService;
  changes: ChangeFeed;
  mailer: Mailer;
  baseUrl: string;
  /** Counts an account's waitlist joins; false when over the limit (waitlistJoinsPerHour). */
  underWaitlistLimit?: (userId: string) => Promise<boolean>;
  /** Sends the refunds a cancelled departure planned (after its commit). */
  refundsPlanned?: () => Promise<void>;
  /** The bookings' SMS (server/sms/booking-sms.server.ts), stored with the change. */
  texts?: BookingTexts;
}

/**
 * The bookable departure of an event: its start date, its `peoples` as seats (kept in step with the
 * event). Locks it first: a booking taking its seats meanwhile waits, or is waited for.
 */
export async function syncEventDeparture(tx: Database, event: { id: string; startDate: string | null; peoples: number }): Promise<void> {
  const [current] = await lockEventDepartures(tx, event.id);
  if (!event.startDate) {
    if (current && current.seatsTaken > 0) throw conflict('eventNeedsDate');
    if (current) await tx.delete(departures).where(eq(departures.id, current.id));
    return;
  }
  if (!current) {
    await tx.insert(departures).values({ id: newId(), eventId: event.id, date: event.startDate, seats: event.peoples });
    return;
  }
  if (event.peoples < current.seatsTaken) {
    throw conflict('peopleAlreadyBooked', current.seatsTaken).on('peoples', msg('atLeastSeatsBooked', current.seatsTaken));
  }
  if (current.date !== event.startDate && current.seatsTaken > 0) {
    throw conflict('eventDateFixed').on('startDate', msg('eventBookedOnDate'));
  }
  await tx.update(departures).set({ date: event.startDate, seats: event.peoples, updatedAt: new Date() }).where(eq(departures.id, current.id));
}

/**
 * A departure's new pickup points (its row locked): refused when one that bookings still travelling
 * chose is gone; the bookings of one renamed or moved in time are given it as it is now.
 */
async function pickupPointsChange(tx: Database, before: DepartureRow, next: PickupPoint[]): Promise<PickupPoint[]> {
  const kept = new Map(next.map((p) => [p.id, p]));
  const chosen = await tx
    .select({ id: sql<string>`${bookings.pickupPoint}->>'id'`, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.departureId, before.id), inArray(bookings.status, [...seatHoldingStatuses]), sql`${bookings.pickupPoint} is not null`))
    .groupBy(sql`${bookings.pickupPoint}->>'id'`);
  for (const { id, n } of chosen) {
    if (kept.has(id)) continue;
    const gone = before.pickupPoints.find((p) => p.id === id);
    if (gone) throw conflict('pickupPointInUse', gone.name, Number(n)).on('pickupPoints');
  }
  for (const old of before.pickupPoints) {
    const now = kept.get(old.id);
    if (!now || (now.name === old.name && now.time === old.time && (now.nameBn ?? '') === (old.nameBn ?? ''))) continue;
    await tx
      .update(bookings)
      .set({ pickupPoint: now })
      .where(and(eq(bookings.departureId, before.id), sql`${bookings.pickupPoint}->>'id' = ${old.id}`));
  }
  return next;
}

export function createDepartureService({
  db,
  texts,
  audit,
  changes,
  mailer,
  baseUrl,
  underWaitlistLimit = async () => true,
  refundsPlanned = async () => {},
}: DepartureServiceDeps) {
  const { row, dto, ownerName } = departureReads(db);
  const waitlists = createWaitlist({ db, changes, mailer, baseUrl, underWaitlistLimit });
  const notifyWaitlist = waitlists.seatsFreed;

  async function packageOrThrow(packageId: string, tx: Database = db) {
    const [p] = idPattern.test(packageId) ? await tx.select().from(tourPackages).where(eq(tourPackages.id, packageId)) : [];
    if (!p) throw notFound('packageNotFound');
    return p;
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
      if (input.date <= dhakaDate()) throw invalid('dateNotFuture').on('date');
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
          throw conflict('departureOnDateTaken', input.date).on('date', msg('departureDateTaken'));
        }
        throw error;
      }
    },

    /** Adds a departure on each chosen weekday between two dates; dates that already have one are skipped. */
    async createSeries(actor: Actor, input: DepartureSeriesInput): Promise<{ created: Departure[]; skipped: string[] }> {
      const p = await packageOrThrow(input.packageId);
      const today = dhakaDate();
      const dates = seriesDates(input.from, input.to, input.weekdays).filter((d) => d > today);
      if (dates.length === 0) throw invalid('seriesEmpty').on('weekdays', msg('noDateMatches'));
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

    /**
     * Seats (never below those taken), price, note, open/closed, pickup points; 'cancelled' cancels
     * it. A pickup point renamed or moved in time changes with it on every booking that chose it
     * (their tickets, reminders and the manifest say where and when now); one chosen by a booking
     * that still travels is not removed (409).
     */
    async update(actor: Actor, id: string, patch: DeparturePatch): Promise<Departure> {
      if (patch.status === 'cancelled') return this.cancel(actor, id, patch.note ?? '');
      if (!idPattern.test(id)) throw notFound('departureNotFound');
      const updated = await write(async (tx) => {
        const before = (await lockDepartures(tx, [id])).get(id);
        if (!before) throw notFound('departureNotFound');
        if (before.status === 'cancelled') throw conflict('departureCancelledFinal');
        if (patch.seats !== undefined && patch.seats < before.seatsTaken) {
          throw conflict('seatsAlreadyBooked', before.seatsTaken).on('seats', msg('atLeastBooked', before.seatsTaken));
        }
        const set: Partial<typeof departures.$inferInsert> = { updatedAt: new Date() };
        if (patch.seats !== undefined) set.seats = patch.seats;
        if (patch.price !== undefined) set.price = patch.price;
        if (patch.note !== undefined) set.note = patch.note;
        if (patch.status !== undefined) set.status = patch.status;
        if (patch.pickupPoints !== undefined) set.pickupPoints = await pickupPointsChange(tx, before, patch.pickupPoints);
        const [r] = await tx.update(departures).set(set).where(eq(departures.id, id)).returning();
        await audit.record(actor, { action: 'update', entity: 'departure', entityId: id, before, after: r }, tx);
        if (seatsLeft(r!) > seatsLeft(before) || (before.status !== 'open' && r!.status === 'open')) await notifyWaitlist(id, tx);
        return r!;
      });
      return dto(updated);
    },

    /**
     * The operator cancels a departure: every Pending or Confirmed booking on it becomes Cancelled
     * free of charge (refund: what was paid), with its history; each customer is e-mailed (queued in
     * the same transaction). The departure is locked first, then its bookings: a booking moved onto
     * it or cancelled meanwhile is either done before (and seen) or waits and finds it cancelled.
     */
    async cancel(actor: Actor, id: string, note = ''): Promise<Departure> {
      if (!idPattern.test(id)) throw notFound('departureNotFound');
      const now = new Date();
      const updated = await write(async (tx) => {
        const before = (await lockDepartures(tx, [id])).get(id);
        if (!before) throw notFound('departureNotFound');
        if (before.status === 'cancelled') throw conflict('departureAlreadyCancelled');
        const active = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.departureId, id), inArray(bookings.status, [...seatHoldingStatuses])))
          .orderBy(asc(bookings.id))
          .for('update');
        const rows = active.length
          ? await tx
              .update(bookings)
              .set({ status: 'Cancelled', cancellationCharge: 0, refundAmount: sql`${bookings.advanceDue}`, holdUntil: null, cancelledAt: now, updatedAt: now })
              .where(
                inArray(
                  bookings.id,
                  active.map((b) => b.id),
                ),
              )
              .returning()
          : [];
        // Paid online: everything the providers took goes back through them (refunds planned here,
        // asked for after the commit).
        for (const [i, b] of rows.entries()) {
          if (b.paymentMethod !== 'online') continue;
          const paid = await netPaid(tx, b.id);
          await tx.update(bookings).set({ refundAmount: paid }).where(eq(bookings.id, b.id));
          await planRefunds(tx, b.id, paid, note ? historyNote('historyDepartureCancelledWhy', note) : historyNote('historyDepartureCancelled'));
          rows[i] = { ...b, refundAmount: paid };
        }
        const r = await releaseAllSeats(tx, id, { status: 'cancelled', note: note || before.note });
        if (active.length) {
          await tx.insert(bookingHistory).values(
            active.map((b) => ({
              id: newId(),
              bookingId: b.id,
              fromStatus: b.status,
              toStatus: 'Cancelled',
              note: note ? historyNote('historyDepartureCancelledWhy', note) : historyNote('historyDepartureCancelled'),
              changedBy: accountIdOrNull(actor.userId),
              changedAt: now,
            })),
          );
        }
        await audit.record(
          actor,
          { action: 'cancel', entity: 'departure', entityId: id, before, after: { status: 'cancelled', bookingsCancelled: rows.length } },
          tx,
        );
        for (const b of rows) {
          const named = await bookingNamedIn(tx, b.language, toBooking(b));
          await mailer.send(departureCancelledMail(b.language, named, baseUrl, note), tx);
          await texts?.send(tx, named, b.language, { kind: 'departureCancelled', tour: named.name }, `departureCancelled:${id}`);
        }
        return r!;
      });
      await refundsPlanned();
      return dto(updated);
    },

    /**
     * Removes a departure of a package that holds no active booking (409 otherwise). An event's
     * departure goes only with its event (it is the event's seats).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!idPattern.test(id)) throw notFound('departureNotFound');
      await write(async (tx) => {
        const before = (await lockDepartures(tx, [id])).get(id);
        if (!before) throw notFound('departureNotFound');
        if (before.eventId) {
          throw conflict('eventDepartureFixed');
        }
        const [active] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(eq(bookings.departureId, id), inArray(bookings.status, [...seatHoldingStatuses])));
        if (Number(active?.n ?? 0) > 0) throw conflict('departureHoldsBookings');
        await tx.delete(departures).where(eq(departures.id, id));
        await audit.record(actor, { action: 'delete', entity: 'departure', entityId: id, before }, tx);
      });
    },

    /**
     * The travellers of a departure: names, phones, counts and statuses (cancelled ones last), and
     * who has checked in at the meeting point (when, and the admin's e-mail while that account exists).
     */
    async manifest(id: string): Promise<Manifest> {
      const r = await row(id);
      const rows = await db
        .select({ b: bookings, checkedInBy: users.email })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.checkedInBy))
        .where(and(eq(bookings.departureId, id), isNull(bookings.archivedAt)))
        .orderBy(sql`case when ${bookings.status} = 'Cancelled' then 1 else 0 end`, asc(bookings.fullName));
      // Every traveller's details, document numbers masked: the manifest is printed and shared.
      const details = rows.length
        ? await db
            .select()
            .from(bookingTravellers)
            .where(
              inArray(
                bookingTravellers.bookingId,
                rows.map(({ b }) => b.id),
              ),
            )
            .orderBy(asc(bookingTravellers.position))
        : [];
      // The tour's deadline for the travellers' details, when it requires them: bookings without them are flagged.
      const [rule] = r.packageId
        ? await db
            .select({ days: tourPackages.travellerDetailsDays })
            .from(tourPackages)
            .where(and(eq(tourPackages.id, r.packageId), eq(tourPackages.requiresTravellerDetails, true)))
        : [];
      const given = new Set(details.map((t) => t.bookingId));
      const manifestRows = rows.map(({ b, checkedInBy }) => ({
        bookingId: b.id,
        fullName: b.fullName,
        phone: b.phone,
        email: b.email,
        travellers: b.travellers,
        status: b.status,
        checkedInAt: b.checkedInAt?.toISOString() ?? null,
        checkedInBy: b.checkedInAt ? checkedInBy : null,
        pickupPoint: b.pickupPoint,
        party: b.party ?? adultsParty(b.travellers),
        travellerDetails: details
          .filter((t) => t.bookingId === b.id)
          .map((t) => ({
            fullName: t.fullName,
            category: t.category,
            age: ageOn(t.dateOfBirth, r.date),
            gender: t.gender,
            document: { type: t.documentType, numberMasked: maskDocumentNumber(t.documentLast4) },
          })),
        detailsMissing: !!rule && b.status !== 'Cancelled' && !given.has(b.id),
      }));
      return {
        departure: await dto(r),
        name: await ownerName(r),
        travellers: rows.filter(({ b }) => b.status !== 'Cancelled').reduce((n, { b }) => n + b.travellers, 0),
        travellerDetailsDue: rule ? travellerDetailsDeadline(r.date, rule.days) : null,
        pickupGroups: pickupGroups(manifestRows),
        rows: manifestRows,
      };
    },

    /**
     * Moves a booking to another departure of the same tour, seats checked; the price stays as
     * booked. Both departures are locked (by id), then the booking, read again: a move racing a
     * cancel or another move of it sees what the other left.
     */
    async moveBooking(actor: Actor, bookingId: string, toDepartureId: string): Promise<void> {
      if (!idPattern.test(bookingId)) throw notFound('bookingNotFound');
      if (!idPattern.test(toDepartureId)) throw notFound('departureNotFound');
      const today = dhakaDate();
      await write(async (tx) => {
        const found = await lockBookingAndDepartures(tx, bookingId, [toDepartureId]);
        if (!found) throw notFound('bookingNotFound');
        const { booking: b } = found;
        const target = found.departures.get(toDepartureId);
        if (!target) throw notFound('departureNotFound');
        if (!holdsSeats(b.status)) throw conflict('bookingCannotMove', b.status);
        if (b.departureId === target.id) throw conflict('bookingAlreadyOnDeparture');
        const sameTour = b.eventId ? target.eventId === b.eventId : target.packageId !== null && target.packageId === b.packageId;
        if (!sameTour) {
          throw invalid('chooseDepartureOfSameTour').on('departureId', msg('notDepartureOfTour'));
        }
        await takeSeats(tx, target.id, seatsHeld(b), today);
        if (b.departureId) await releaseSeats(tx, b.departureId, seatsHeld(b));
        const [moved] = await tx
          .update(bookings)
          .set({ departureId: target.id, travelDate: target.date, updatedAt: new Date() })
          .where(and(eq(bookings.id, b.id), eq(bookings.status, b.status)))
          .returning();
        if (!moved) throw conflict('bookingChanged');
        await tx.insert(bookingHistory).values({
          id: newId(),
          bookingId: b.id,
          fromStatus: b.status,
          toStatus: b.status,
          note: historyNote('historyMoved', b.travelDate, target.date),
          changedBy: null,
        });
        await audit.record(
          actor,
          {
            action: 'move',
            entity: 'booking',
            entityId: b.id,
            before: { departureId: b.departureId, travelDate: b.travelDate },
            after: { departureId: target.id, travelDate: target.date },
          },
          tx,
        );
        const named = await bookingNamedIn(tx, moved.language, toBooking(moved));
        await mailer.send(bookingMovedMail(moved.language, named, b.travelDate, baseUrl), tx);
        await texts?.send(tx, named, moved.language, { kind: 'departureChanged', tour: named.name, date: target.date }, `departureChanged:${target.id}`);
        if (b.departureId) await notifyWaitlist(b.departureId, tx);
      });
    },

    ...waitlists,
  };
}
export type DepartureService = ReturnType<typeof createDepartureService>;
