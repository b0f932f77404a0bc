/**
 * The admin's operations on bookings: the lists, the overview's counts, a status change (a
 * cancellation by the policy, as the customer's), the contact details and archiving, each
 * recorded in the audit trail. Part of the booking service (`services.bookings`): the customer's
 * side is bookings.server.ts.
 */
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { bookingHistory, bookings } from '../../db/schema.ts';
import { statusChangeError, type BookingStatusValue } from '../../shared/booking-status.ts';
import type { Booking } from '../../shared/domain.ts';
import type { BookingContactInput } from '../../shared/schemas/booking.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { bookingCancelledMail, bookingStatusMail, reviewInviteMail } from '../mail/templates/bookings.server.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { accountIdOrNull, applyCancellation, bookingReads, lockedBooking, toBooking, type BookingRow } from './booking-rows.server.ts';
import type { publishingTransaction } from './changes.server.ts';
import { conflict, DomainError, historyNote, notFound } from './errors.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { holdsSeats } from './seats.server.ts';

interface BookingListFilter {
  status?: BookingStatusValue;
  /** Matches the client's name or e-mail, or the place. */
  q?: string;
}

interface BookingAdminDeps {
  db: Database;
  audit: AuditService;
  baseUrl: string;
  /** The booking service's transaction (it announces 'departures'). */
  transaction: ReturnType<typeof publishingTransaction>;
  /** Stores an e-mail in the change's transaction (bookings.server.ts). */
  queueMail: (tx: Database, message: MailMessage | null) => Promise<void>;
  /** Tells a departure's waitlist that seats came free. */
  freed: (departureId: string | null, tx: Database) => Promise<void>;
  /** Sends the refunds a cancellation planned (after its commit). */
  refundsPlanned: () => Promise<void>;
}

export function createBookingAdmin({ db, audit, baseUrl, transaction, queueMail, freed, refundsPlanned }: BookingAdminDeps) {
  const { withHistory, row, one } = bookingReads(db);

  return {
    /** All bookings but the archived ones, newest first. */
    async listAll(filter: BookingListFilter = {}): Promise<Booking[]> {
      const where: SQL[] = [isNull(bookings.archivedAt)];
      if (filter.status) where.push(eq(bookings.status, filter.status));
      const q = filter.q?.trim();
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        where.push(or(ilike(bookings.fullName, like), ilike(bookings.email, like), ilike(bookings.name, like), ilike(bookings.city, like))!);
      }
      const rows = await db
        .select()
        .from(bookings)
        .where(and(...where))
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return withHistory(rows);
    },

    /** Counts by status (archived excluded), for the admin overview. */
    async countByStatus(): Promise<Record<BookingStatusValue, number>> {
      const rows = await db
        .select({ status: bookings.status, n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(isNull(bookings.archivedAt))
        .groupBy(bookings.status);
      const out: Record<BookingStatusValue, number> = { Pending: 0, Confirmed: 0, Completed: 0, Cancelled: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    async get(id: string): Promise<Booking> {
      return one(id);
    },

    /**
     * An admin moves a booking on (rules in shared/booking-status.ts). Cancelling applies the
     * policy charge as for the customer. Recorded in the history and the audit trail; the customer
     * is e-mailed.
     */
    async setStatus(actor: Actor, id: string, to: BookingStatusValue, note = '', now: Date = new Date()): Promise<Booking> {
      const updated = await transaction(async (tx) => {
        const { current } = await lockedBooking(tx, id);
        const error = statusChangeError(current.status, to);
        if (error) throw new DomainError(409, error).on('status');
        let r: BookingRow;
        if (to === 'Cancelled') {
          r = await applyCancellation(current, actor, now, note || historyNote('historyCancelledBy', actor.email), tx);
        } else {
          const [u] = await tx
            .update(bookings)
            // An admin's decision ends an unpaid online booking's seat hold (paid with the office).
            .set({ status: to, holdUntil: null, updatedAt: now })
            .where(and(eq(bookings.id, id), eq(bookings.status, current.status)))
            .returning();
          if (!u) throw conflict('bookingChanged');
          await tx.insert(bookingHistory).values({
            id: newId(),
            bookingId: id,
            fromStatus: current.status,
            toStatus: to,
            note: note || historyNote('historyChangedBy', actor.email),
            changedBy: accountIdOrNull(actor.userId),
            changedAt: now,
          });
          r = u;
        }
        await audit.record(
          actor,
          {
            action: 'status',
            entity: 'booking',
            entityId: id,
            before: { status: current.status },
            after: { status: to, cancellationCharge: r.cancellationCharge, refundAmount: r.refundAmount },
          },
          tx,
        );
        const booking = await bookingNamedIn(tx, r.language, toBooking(r));
        await queueMail(
          tx,
          to === 'Cancelled'
            ? bookingCancelledMail(r.language, booking, booking.logInEmail, baseUrl)
            : to === 'Completed'
              ? reviewInviteMail(r.language, booking, baseUrl)
              : bookingStatusMail(r.language, booking, current.status, baseUrl, note || undefined),
        );
        if (to === 'Cancelled' && holdsSeats(current.status)) await freed(r.departureId, tx);
        return r;
      });
      if (to === 'Cancelled' && updated.paymentMethod === 'online') await refundsPlanned();
      return (await withHistory([updated]))[0]!;
    },

    /** An admin corrects the contact details. */
    async updateContact(actor: Actor, id: string, input: BookingContactInput): Promise<Booking> {
      const current = await row(id);
      const pick = (r: BookingRow) => ({ fullName: r.fullName, email: r.email, phone: r.phone, address: r.address, city: r.city });
      const updated = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(bookings)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(bookings.id, id))
          .returning();
        if (!u) throw notFound('bookingNotFound');
        await audit.record(actor, { action: 'update', entity: 'booking', entityId: id, before: pick(current), after: pick(u) }, tx as Database);
        return u;
      });
      return (await withHistory([updated]))[0]!;
    },

    /** Admin Remove: the booking is archived (hidden from the admin lists), never deleted. */
    async archive(actor: Actor, id: string): Promise<void> {
      const current = await row(id);
      if (current.archivedAt) throw notFound('bookingNotFound');
      await db.transaction(async (tx) => {
        await tx.update(bookings).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(bookings.id, id));
        await audit.record(actor, { action: 'archive', entity: 'booking', entityId: id, before: { status: current.status } }, tx as Database);
      });
    },
  };
}
