/**
 * Tickets and check-in (issue 27). A Pending or Confirmed booking has a ticket whose code the
 * server signs: `TZ1.<booking id, base64url>.<HMAC-SHA256 of the first two parts, 16 bytes,
 * base64url>`, keyed from the app's auth secret. Only the server can make one, so a code seen at
 * the meeting point names a real booking without a database read to trust it; the code is not the
 * bare booking id (which the API takes in its paths). Staff check a ticket in exactly once: a
 * conditional UPDATE (`checked_in_at is null`) decides between two scanners at the same moment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern } from '../../db/ids.ts';
import { bookings, tourPackages, users } from '../../db/schema.ts';
import { amountDueBeforeCheckin } from '../../shared/checkin.ts';
import { company } from '../../shared/company.ts';
import type { Viewer } from '../../shared/access.ts';
import type { Booking } from '../../shared/domain.ts';
import { bookingReference } from '../../shared/schemas/booking-dto.ts';
import { ticketCodePattern, type CheckinDto, type TicketDto } from '../../shared/schemas/trip.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { toBooking } from './booking-rows.server.ts';
import { conflict, DomainError, invalid, msg, notFound } from './errors.server.ts';
import { netPaid } from './payment-rows.server.ts';

const version = 'TZ1';

/** When a ticket was checked in, as staff at the meeting point read it: '27 Nov 2026, 08:08'. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' });

/** Signs and reads ticket codes with a key derived from `secret` (the key is never the session secret itself). */
export function ticketSigner(secret: string) {
  if (secret.length < 16) throw new Error('Tickets need the auth secret (32+ characters)');
  const key = createHmac('sha256', secret).update('travelez/ticket/v1').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
  return {
    codeFor(bookingId: string): string {
      const payload = `${version}.${Buffer.from(bookingId, 'utf8').toString('base64url')}`;
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    /** The booking id a genuine code names; null for anything malformed or forged (compared in constant time). */
    bookingIdOf(code: string): string | null {
      if (!ticketCodePattern.test(code)) return null;
      const cut = code.lastIndexOf('.');
      const payload = code.slice(0, cut);
      // Compared as text: base64url's last character carries unused bits, and only the one spelling
      // the server wrote is a ticket (so one ticket has one code).
      const given = Buffer.from(code.slice(cut + 1), 'utf8');
      const expected = Buffer.from(signature(payload).toString('base64url'), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const id = Buffer.from(payload.slice(version.length + 1), 'base64url').toString('utf8');
      return idPattern.test(id) ? id : null;
    },
  };
}
export type TicketSigner = ReturnType<typeof ticketSigner>;

/** 409: an online booking whose advance is not paid; `amountDue` is what is still owed (whole Taka). */
export class PaymentDueError extends DomainError {
  readonly amountDue: number;
  constructor(amountDue: number) {
    super(409, msg('advanceDueBeforeCheckin', amountDue));
    this.amountDue = amountDue;
  }
}

const hasTicket = (status: string): status is 'Pending' | 'Confirmed' => status === 'Pending' || status === 'Confirmed';

interface TicketDeps {
  db: Database;
  audit: AuditService;
  secret: string;
}

export function createTicketService({ db, audit, secret }: TicketDeps) {
  const signer = ticketSigner(secret);

  const ticket = (b: Booking, checkedInAt: Date | null, meetingPoint: string | null): TicketDto | null =>
    hasTicket(b.status)
      ? {
          code: signer.codeFor(b._id),
          bookingId: b._id,
          reference: bookingReference(b._id),
          status: b.status,
          name: b.name,
          packageName: b.packageName,
          fullName: b.fullName,
          travelDate: b.travelDate,
          totaldays: b.totalDays,
          travellers: b.travellers,
          checkedInAt: checkedInAt?.toISOString() ?? null,
          meetingPoint: meetingPoint ?? '',
          operatorPhone: company.phone,
          pickupPoint: b.pickupPoint,
        }
      : null;

  async function checkinOf(bookingId: string) {
    const [r] = await db
      .select({ at: bookings.checkedInAt, by: users.email })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.checkedInBy))
      .where(eq(bookings.id, bookingId))
      .limit(1);
    return r ?? null;
  }

  return {
    signer,
    /** The ticket of a booking already read for its owner (the booking page); null when it has none. */
    async ticketOf(b: Booking): Promise<TicketDto | null> {
      if (!hasTicket(b.status)) return null;
      const [r] = await db
        .select({ at: bookings.checkedInAt, meetingPoint: tourPackages.meetingPoint })
        .from(bookings)
        .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
        .where(eq(bookings.id, b._id))
        .limit(1);
      return ticket(b, r?.at ?? null, r?.meetingPoint ?? null);
    },

    /** The owner's ticket: 404 for anyone else's booking, 409 when the booking has no ticket (completed, cancelled). */
    async forOwner(viewer: Viewer, bookingId: string): Promise<TicketDto> {
      if (!idPattern.test(bookingId)) throw notFound('bookingNotFound');
      const [r] = await db
        .select({ b: bookings, meetingPoint: tourPackages.meetingPoint })
        .from(bookings)
        .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      if (!r || r.b.userId !== viewer.userId) throw notFound('bookingNotFound');
      const b = toBooking(r.b);
      const t = ticket(b, r.b.checkedInAt, r.meetingPoint);
      if (!t) throw conflict('bookingHasNoTicket', b.status);
      return t;
    },

    /**
     * Staff check a ticket in: 400 for a code the server did not sign, 404 for a booking that is
     * gone or cancelled, 409 when it was checked in already (when, and by whom) or has no ticket,
     * and 409 (`PaymentDueError`, with the amount) for an online booking whose advance is not paid
     * and that is not Confirmed, unless an admin checks it in anyway (`override`: the audit log
     * records it as such, with what was due). Exactly once: of two check-ins at the same moment,
     * one updates the row, the other reads it.
     */
    async checkIn(actor: Actor, code: string, options: { override?: boolean } = {}, now: Date = new Date()): Promise<CheckinDto> {
      const id = signer.bookingIdOf(code.trim());
      if (!id) throw invalid('ticketNotValid').on('code');
      // Still to be checked in: not yet, not removed, holding a ticket.
      const open = and(eq(bookings.id, id), isNull(bookings.checkedInAt), isNull(bookings.archivedAt), inArray(bookings.status, ['Pending', 'Confirmed']));
      const updated = await db.transaction(async (tx) => {
        // Locked, so that what is due is read as of the check-in (a payment settling meanwhile waits).
        const [current] = await tx
          .select({ paymentMethod: bookings.paymentMethod, status: bookings.status, advanceDue: bookings.advanceDue })
          .from(bookings)
          .where(open)
          .for('update');
        const amountDue = current ? amountDueBeforeCheckin(current, await netPaid(tx, id)) : 0;
        if (amountDue > 0 && !options.override) throw new PaymentDueError(amountDue);
        const [row] = await tx
          .update(bookings)
          .set({
            checkedInAt: now,
            // The admin's account when it (still) exists; the audit trail keeps the e-mail in any case.
            checkedInBy: actor.userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${actor.userId})` : null,
          })
          .where(open)
          .returning();
        if (row) {
          const entry =
            amountDue > 0
              ? { action: 'booking.checkin.override', after: { checkedInAt: now.toISOString(), amountDue } }
              : { action: 'booking.checkin', after: { checkedInAt: now.toISOString() } };
          await audit.record(actor, { ...entry, entity: 'booking', entityId: id }, tx);
        }
        return row ? { row, amountDue } : null;
      });
      if (!updated) {
        const [r] = await db.select({ status: bookings.status, archivedAt: bookings.archivedAt }).from(bookings).where(eq(bookings.id, id)).limit(1);
        if (!r || r.archivedAt || r.status === 'Cancelled') throw notFound('ticketBookingGone');
        const done = await checkinOf(id);
        if (done?.at) throw conflict('alreadyCheckedIn', dhakaTime.format(done.at), done.by ?? null);
        throw conflict('bookingNotCheckable', r.status);
      }
      const { row: checkedIn, amountDue } = updated;
      return {
        bookingId: checkedIn.id,
        reference: bookingReference(checkedIn.id),
        status: checkedIn.status,
        name: checkedIn.name,
        packageName: checkedIn.packageName,
        fullName: checkedIn.fullName,
        phone: checkedIn.phone,
        travelDate: checkedIn.travelDate,
        travellers: checkedIn.travellers,
        checkedInAt: now.toISOString(),
        checkedInBy: actor.email,
        amountDue,
      };
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
