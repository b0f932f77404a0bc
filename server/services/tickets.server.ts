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
import { company } from '../../shared/company.ts';
import type { Viewer } from '../../shared/access.ts';
import type { Booking } from '../../shared/domain.ts';
import { bookingReference } from '../../shared/schemas/booking-dto.ts';
import { ticketCodePattern, type CheckinDto, type TicketDto } from '../../shared/schemas/trip.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { toBooking } from './booking-rows.server.ts';
import { conflict, invalid, notFound } from './errors.server.ts';

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
     * gone or cancelled, 409 when it was checked in already (when, and by whom) or has no ticket.
     * Exactly once: of two check-ins at the same moment, one updates the row, the other reads it.
     */
    async checkIn(actor: Actor, code: string, now: Date = new Date()): Promise<CheckinDto> {
      const id = signer.bookingIdOf(code.trim());
      if (!id) throw invalid('ticketNotValid').on('code');
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({
            checkedInAt: now,
            // The admin's account when it (still) exists; the audit trail keeps the e-mail in any case.
            checkedInBy: actor.userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${actor.userId})` : null,
          })
          .where(and(eq(bookings.id, id), isNull(bookings.checkedInAt), isNull(bookings.archivedAt), inArray(bookings.status, ['Pending', 'Confirmed'])))
          .returning();
        if (row) await audit.record(actor, { action: 'booking.checkin', entity: 'booking', entityId: id, after: { checkedInAt: now.toISOString() } }, tx);
        return row ?? null;
      });
      if (!updated) {
        const [r] = await db.select({ status: bookings.status, archivedAt: bookings.archivedAt }).from(bookings).where(eq(bookings.id, id)).limit(1);
        if (!r || r.archivedAt || r.status === 'Cancelled') throw notFound('ticketBookingGone');
        const done = await checkinOf(id);
        if (done?.at) throw conflict('alreadyCheckedIn', dhakaTime.format(done.at), done.by ?? null);
        throw conflict('bookingNotCheckable', r.status);
      }
      return {
        bookingId: updated.id,
        reference: bookingReference(updated.id),
        status: updated.status,
        name: updated.name,
        packageName: updated.packageName,
        fullName: updated.fullName,
        phone: updated.phone,
        travelDate: updated.travelDate,
        travellers: updated.travellers,
        checkedInAt: now.toISOString(),
        checkedInBy: actor.email,
      };
    },

    /** Who of these bookings has checked in (the departure's manifest). */
    async checkinsOf(bookingIds: string[]): Promise<Map<string, { at: string; by: string | null }>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.id, at: bookings.checkedInAt, by: users.email })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.checkedInBy))
        .where(inArray(bookings.id, bookingIds));
      return new Map(rows.flatMap((r) => (r.at ? [[r.id, { at: r.at.toISOString(), by: r.by }] as const] : [])));
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
