/**
 * Bookings: create (prices from the server's package or event, card reduced to what may be kept,
 * idempotent per user and key), the customer's list, one booking, cancel by the policy module;
 * with the travellers' details (booking-travellers.server.ts) and the admin operations of
 * booking-admin.server.ts (list, status, contact details, archive), the booking service
 * (`services.bookings`). What can be booked, and the departure a booking takes its seats from, is
 * booking-source.server.ts; what a booking is for and costs (its party, date, pickup point, promo
 * code and price) is booking-party.server.ts. Every change that moves seats is one transaction in
 * the lock order of seats.server.ts; its e-mails are queued in it (they exist exactly when the
 * change does, and go out once it is committed).
 *
 * Card data: the full number and the CVC end in booking-card.server.ts, reduced to brand + last 4
 * before anything is stored, and never logged or returned.
 */
import type { BookingTexts } from '../sms/booking-sms.server.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/pg-errors.server.ts';
import { bookingHistory, bookings, users } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { isCancellable } from '../../shared/booking-status.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { cancellationCharge, dhakaDate, type CancellationQuote } from '../../shared/policy.ts';
import { partySize, seatsOf } from '../../shared/party.ts';
import { normalizePromoCode } from '../../shared/promo.ts';
import type { Bookable, BookableRef, Booking } from '../../shared/domain.ts';
import { type BookingRequest, type QuoteRequest } from '../../shared/schemas/booking.ts';
import type { QuoteDto } from '../../shared/schemas/booking-dto.ts';
import type { Mailer, MailMessage } from '../mail/mailer.server.ts';
import { adminBookingCancelledMail, adminNewBookingMail, bookingCancelledMail, bookingConfirmationMail } from '../mail/templates/bookings.server.ts';
import { withTicket } from '../mail/templates/trip.server.ts';
import type { AuditService } from './audit.server.ts';
import { createBookingAdmin } from './booking-admin.server.ts';
import { applyCancellation, bookingReads, detailsDeadlines, lockedBooking, toBooking, type BookingRow } from './booking-rows.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, DomainError, historyNote, msg, notFound } from './errors.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { takeSeats } from './seats.server.ts';
import { partyFor, pickup, priceOn, travelDateOf, usePromo } from './booking-party.server.ts';
import { createBookingTravellers } from './booking-travellers.server.ts';
import { cardKept } from './booking-card.server.ts';
import { bookingSource, bookingSourceRows, type BookingSourceRows } from './booking-source.server.ts';

interface BookingServiceDeps {
  /** The booking's SMS (server/sms/booking-sms.server.ts), stored with the change. */
  texts?: BookingTexts;
  db: Database;
  audit: AuditService;
  mailer: Mailer;
  baseUrl: string;
  /** The admins' e-mails, for the new-booking and cancellation notices. */
  adminEmails: () => Promise<string[]>;
  /** Counts an account's new bookings; false when over the limit (bookingsPerHour). */
  underBookingLimit: (userId: string) => Promise<boolean>;
  /** Seats changed: the public pages show seats left (the change feed). */
  changes: ChangeFeed;
  /**
   * A payment provider is configured: bookings are paid online (no card fields; an unpaid booking
   * holds its seats `holdMinutes`), else the specification's card fields are taken.
   */
  onlinePayments: boolean;
  holdMinutes: number;
  /** A cancellation planned refunds (payment-rows.server.ts): sends them to the providers, after the commit. */
  refundsPlanned?: () => Promise<void>;
  /** Seats came back to a departure: tells its waitlist, in the transaction that gave them back. */
  seatsFreed: (departureId: string, tx: Database) => Promise<void>;
  /**
   * The package and departure rows a booking starts from, by id (default: read from the database).
   * The services pass the read cache's (index.server.ts): of a departure only its tour is used
   * (which never changes); its seats, status, date and price are what the conditional UPDATE of
   * `takeSeats` answers in the booking's transaction, so a row read from memory can never oversell
   * nor misprice.
   */
  rows?: BookingSourceRows;
  /** The signed ticket code of a booking, for its confirmation e-mail (services.tickets). */
  ticketCode?: (bookingId: string) => string;
}

/** New bookings one account may make in an hour (RATE_LIMIT=false lifts it, for benchmarks). */
export const bookingsPerHour = 10;

export function createBookingService({
  db,
  texts,
  audit,
  mailer,
  baseUrl,
  adminEmails,
  underBookingLimit,
  changes,
  seatsFreed,
  onlinePayments,
  holdMinutes,
  refundsPlanned = async () => {},
  rows = bookingSourceRows(db),
  ticketCode,
}: BookingServiceDeps) {
  // A booking takes or gives back seats: every write here announces 'departures' once committed.
  const transaction = publishingTransaction(db, changes, 'departures');
  const { withHistory, row, one } = bookingReads(db);
  const { find, departureFor } = bookingSource(db, rows);

  /**
   * Stores an e-mail in the change's transaction (the durable queue): it exists exactly when the
   * change does, and goes out once committed. A mailer without a queue (tests) sends it at once.
   */
  async function queueMail(tx: Database, message: MailMessage | null) {
    if (message && [message.to].flat().length > 0) await mailer.send(message, tx);
  }

  async function findByKey(userId: string, key: string): Promise<BookingRow | undefined> {
    const [r] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
    return r;
  }

  /**
   * The booking an Idempotency-Key made first, when the request asks for the same booking: the same
   * package or event, the same departure (when one is named: the one the first booking took), the
   * same date (when a date names it instead), the same travellers. Fields that only describe it
   * again (a travel date next to the departure) make no difference. A key reused for another booking
   * is refused.
   */
  async function replay(existing: BookingRow, input: BookingRequest): Promise<{ booking: Booking; created: false }> {
    const sameTour = input.packageId ? existing.packageId === input.packageId && existing.eventId === null : existing.eventId === input.eventId;
    const sameDate = input.departureId
      ? existing.departureId === input.departureId
      : !!input.eventId || !input.travelDate || existing.travelDate === input.travelDate;
    if (!(sameTour && sameDate && existing.travellers === input.travellers && (existing.promoCode ?? '') === (input.promoCode ?? ''))) {
      throw conflict('idempotencyKeyReused');
    }
    return { booking: await one(existing.id), created: false };
  }

  /** The language of an account's e-mails ('en' when there is no such account). */
  async function accountLanguage(userId: string): Promise<Lang> {
    const [u] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return u?.language ?? 'en';
  }

  /** Tells the waitlist of a departure that seats came free (in the transaction that freed them). */
  async function freed(departureId: string | null, tx: Database) {
    if (departureId) await seatsFreed(departureId, tx);
  }

  return {
    /**
     * What the package or event would be booked as (the wizard shows it before asking anything),
     * or the refusal a booking of it gets: 404 when it is not offered, 409 sold out or without a
     * start date, 400 an event already started. The same rule create() applies.
     */
    async bookable(ref: BookableRef, now: Date = new Date()): Promise<Bookable> {
      return (await find(ref, now)).item;
    },

    /**
     * What a booking of `input` would cost now (the wizard's confirmation): the same tour,
     * departure, party and promo rules as create() and the same pricing, with nothing booked and
     * no use of the code taken (a code with one use left may still be gone when the booking is made).
     */
    async quote(viewer: Viewer, input: QuoteRequest, now: Date = new Date()): Promise<QuoteDto> {
      const { item, packageId, eventId } = await find(input, now);
      const party = partyFor(input, item);
      const departure = await departureFor(input, packageId, eventId, item.fixedDate ?? input.travelDate ?? null);
      const today = dhakaDate(now);
      const travelDate = travelDateOf(departure, item, input.travelDate, today);
      const code = input.promoCode ? normalizePromoCode(input.promoCode) : null;
      const promo = code ? await usePromo(db, code, viewer.userId, packageId, partySize(party), today, false) : null;
      const price = priceOn(item, departure, party, promo, travelDate, now);
      return {
        travelDate,
        party: price.party,
        travellers: price.travellers,
        seats: price.seats,
        priceBreakdown: price.priceBreakdown,
        subtotal: price.subtotal,
        discount: price.discount,
        promoCode: promo?.code ?? null,
        totalPrice: price.totalPrice,
        advance: price.advance,
        dueNow: price.dueNow,
      };
    },

    /**
     * Creates a 'Pending' booking for the viewer, in one transaction: its seats (`takeSeats`: the
     * departure as it is now dates and prices it), the booking, its history, its e-mails (queued),
     * the change notice. With an idempotency key, the same key from the same user answers the
     * booking made first (created: false), also when requests race (the unique index decides).
     * `language`: the page's (a booking made on a /bn page is Bangla, and so is its account from
     * then on); without it (the API), the account's. The booking's e-mails go out in it.
     */
    async create(
      viewer: Viewer,
      input: BookingRequest,
      idempotencyKey?: string | null,
      { language, now = new Date() }: { language?: Lang; now?: Date } = {},
    ): Promise<{ booking: Booking; created: boolean }> {
      const key = idempotencyKey?.trim() || null;
      if (key) {
        const existing = await findByKey(viewer.userId, key);
        if (existing) return replay(existing, input);
      }
      // Replays above are free; each new booking counts against the account's hourly limit.
      if (!(await underBookingLimit(viewer.userId))) {
        throw new DomainError(429, msg('bookingsPerHour', bookingsPerHour));
      }
      const { item, packageId, eventId, packageName } = await find(input, now);
      const party = partyFor(input, item);
      const seats = seatsOf(party, item.infantsTakeSeat);
      const code = input.promoCode ? normalizePromoCode(input.promoCode) : null;
      const card = cardKept(input, onlinePayments);
      const chosen = await departureFor(input, packageId, eventId, item.fixedDate ?? input.travelDate ?? null);
      // Read before the transaction: on PGlite (one connection) a read beside it would wait for it.
      const admins = await adminEmails();
      const lang = language ?? (await accountLanguage(viewer.userId));
      const today = dhakaDate(now);
      try {
        const booking = await transaction(async (tx) => {
          const departure = chosen ? await takeSeats(tx, chosen.id, seats, today) : null;
          const travelDate = travelDateOf(departure, item, input.travelDate, today);
          const pickupPoint = pickup(departure, input.pickupPointId);
          // After the seats: the code's row lock is taken last (the lock order of seats.server.ts, then this).
          const promo = code ? await usePromo(tx, code, viewer.userId, packageId, partySize(party), today) : null;
          // A departure may have its own price per adult: the other categories move in proportion.
          const unitPrice = departure?.price ?? item.unitPrice;
          const price = priceOn(item, departure, party, promo, travelDate, now);
          const [row] = await tx
            .insert(bookings)
            .values({
              id: newId(),
              status: 'Pending',
              language: lang,
              userId: viewer.userId,
              logInEmail: viewer.email,
              fullName: input.fullName,
              email: input.email,
              phone: input.phone,
              address: input.address,
              city: input.city,
              ...card,
              paymentMethod: onlinePayments ? 'online' : 'card',
              holdUntil: onlinePayments ? new Date(now.getTime() + holdMinutes * 60_000) : null,
              packageId,
              eventId,
              departureId: departure?.id ?? null,
              name: item.name,
              packageName,
              displayPhoto: item.displayPhoto,
              groupSize: item.groupSize,
              packagePresentPrice: unitPrice,
              totalDays: item.totalDays,
              travelDate,
              travellers: price.travellers,
              party: price.party,
              seats: price.seats,
              priceBreakdown: price.priceBreakdown,
              discount: price.discount,
              promoCodeId: promo?.id ?? null,
              promoCode: promo?.code ?? null,
              pickupPoint,
              totalPrice: price.totalPrice,
              advanceDue: price.dueNow,
              idempotencyKey: key,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const [history] = await tx
            .insert(bookingHistory)
            .values({
              id: newId(),
              bookingId: row!.id,
              fromStatus: null,
              toStatus: 'Pending',
              note: historyNote('historyBooked'),
              changedBy: viewer.userId,
              changedAt: now,
            })
            .returning();
          if (language) await tx.update(users).set({ language }).where(eq(users.id, viewer.userId));
          // The answer carries the details' deadline as every later read of it does.
          const due = (await detailsDeadlines(tx, [row!])).get(row!.id) ?? null;
          const made = toBooking(row!, [history!], undefined, [], false, due);
          const named = await bookingNamedIn(tx, lang, made);
          await queueMail(tx, withTicket(lang, bookingConfirmationMail(lang, named, baseUrl), ticketCode?.(made._id) ?? null));
          if (admins.length) await queueMail(tx, adminNewBookingMail(made, admins, baseUrl));
          await texts?.send(tx, made, lang, { kind: 'bookingReceived', tour: named.name, date: made.travelDate }, 'bookingReceived');
          return made;
        });
        return { booking, created: true };
      } catch (error) {
        if (!(key && isUniqueViolation(error))) throw error;
        // Another request with the same key won the race: this one's transaction stored nothing.
        const existing = await findByKey(viewer.userId, key);
        if (!existing) throw conflict('bookingInProgress');
        return replay(existing, input);
      }
    },

    /** The viewer's own bookings, newest first (archived ones included: they are the viewer's). */
    async listForUser(userId: string): Promise<Booking[]> {
      const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
      return withHistory(rows);
    },

    /** Bookings made with this sign-in e-mail (admin look-up by e-mail). */
    async listByLoginEmail(email: string): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(sql`lower(${bookings.logInEmail}) = ${email.toLowerCase()}`)
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return withHistory(rows);
    },

    /** One booking the viewer may see: their own, or any for an admin; otherwise 404. */
    async getForViewer(viewer: Viewer, id: string): Promise<Booking> {
      const r = await row(id);
      if (r.userId !== viewer.userId && !viewer.isAdmin) throw notFound('bookingNotFound');
      // The booking's detail, to its owner or an admin: the travellers' document numbers whole.
      return (await withHistory([r], { documents: true }))[0]!;
    },

    /** What cancelling would cost today (the page shows it before asking). */
    quoteCancellation(b: Pick<Booking, 'travelDate' | 'totalPrice' | 'advanceDue'>, now: Date = new Date()): CancellationQuote {
      return cancellationCharge(b, now);
    },

    /** The customer cancels their own Pending or Confirmed booking; the policy sets the charge. */
    async cancelOwn(viewer: Viewer, id: string, now: Date = new Date()): Promise<Booking> {
      const admins = await adminEmails();
      const updated = await transaction(async (tx) => {
        const { current } = await lockedBooking(tx, id);
        if (current.userId !== viewer.userId) throw notFound('bookingNotFound');
        if (!isCancellable(current.status)) throw conflict('bookingNotCancellable', current.status);
        const row = await applyCancellation(current, viewer, now, historyNote('historyCancelledByCustomer'), tx);
        const booking = toBooking(row);
        await queueMail(tx, bookingCancelledMail(row.language, await bookingNamedIn(tx, row.language, booking), booking.logInEmail, baseUrl));
        if (admins.length) await queueMail(tx, adminBookingCancelledMail(booking, admins, baseUrl));
        await freed(row.departureId, tx);
        return row;
      });
      if (updated.paymentMethod === 'online') await refundsPlanned();
      return (await withHistory([updated]))[0]!;
    },

    ...createBookingTravellers({ db, transaction }),

    ...createBookingAdmin({ db, audit, baseUrl, transaction, queueMail, freed, refundsPlanned }),
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
