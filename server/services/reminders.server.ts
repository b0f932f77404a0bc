/**
 * The reminder 3 days before departure (issue 27): the meeting point, the ticket and the
 * operator's phone, once per booking. A periodic job (server/jobs.server.ts) that every instance
 * runs: "once" is the `booking_reminders` row (booking, 'departure-3'), inserted with ON CONFLICT
 * DO NOTHING in the same transaction that queues the e-mail, so of two instances (or two rounds)
 * only the one whose insert took the row sends it, and a failed round leaves neither.
 */
import { and, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookingReminders, bookings, tourPackages } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { PeriodicJob } from '../jobs.server.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { departureReminderMail } from '../mail/templates/trip.server.ts';
import { toBooking } from './booking-rows.server.ts';
import { translatedNames } from './mail-names.server.ts';
import type { TicketSigner } from './tickets.server.ts';
import type { BookingTexts } from '../sms/booking-sms.server.ts';

export const departureReminderKind = 'departure-3';
/** The SMS the day before departure (issue 37): once per booking, like the e-mail. */
export const departureSmsKind = 'sms-departure-1';
/** How many days before departure the reminder goes. */
export const reminderDaysBefore = 3;

interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  signer: TicketSigner;
  baseUrl: string;
  /** The bookings' SMS; without it no SMS reminder is sent. */
  texts?: BookingTexts;
  everyMs?: number;
}

export function departureReminders({ db, mailer, signer, baseUrl, texts, everyMs = 15 * 60_000 }: ReminderDeps) {
  /** One round: every ticketed booking departing within 3 days (Bangladesh dates) that has not had its reminder. */
  async function run(now: Date): Promise<number> {
    const today = dhakaDate(now);
    const due = await db
      .select({ b: bookings, meetingPoint: tourPackages.meetingPoint })
      .from(bookings)
      .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
      .where(
        and(
          inArray(bookings.status, ['Pending', 'Confirmed']),
          isNull(bookings.archivedAt),
          // Not on the day itself (too late to help), and a round missed while the site was down still sends it.
          gt(bookings.travelDate, today),
          lte(bookings.travelDate, addDays(today, reminderDaysBefore)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingReminders)
              .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, departureReminderKind))),
          ),
        ),
      )
      .limit(200);
    let sent = 0;
    for (const { b, meetingPoint } of due) {
      const took = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingReminders)
          .values({ bookingId: b.id, kind: departureReminderKind, sentAt: now })
          .onConflictDoNothing()
          .returning({ bookingId: bookingReminders.bookingId });
        if (!row) return false;
        // In the booking's language: its tour's names and meeting point where they are translated.
        const names = await translatedNames(tx, b.language, b);
        const booking = toBooking(b);
        const message = departureReminderMail(
          b.language,
          { ...booking, name: names.name ?? booking.name, packageName: booking.packageName && (names.packageName ?? booking.packageName) },
          signer.codeFor(b.id),
          { meetingPoint: names.meetingPoint ?? meetingPoint ?? '', operatorPhone: company.phone },
          baseUrl,
          reminderDaysBefore,
        );
        await mailer.send(message, tx);
        return true;
      });
      if (took) sent++;
    }
    return sent + (await runSms(now));
  }

  /** The SMS the day before departure (Bangladesh dates): date, meeting point, the operator's phone. */
  async function runSms(now: Date): Promise<number> {
    if (!texts) return 0;
    const tomorrow = addDays(dhakaDate(now), 1);
    const due = await db
      .select({ b: bookings, meetingPoint: tourPackages.meetingPoint })
      .from(bookings)
      .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
      .where(
        and(
          inArray(bookings.status, ['Pending', 'Confirmed']),
          isNull(bookings.archivedAt),
          eq(bookings.travelDate, tomorrow),
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingReminders)
              .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, departureSmsKind))),
          ),
        ),
      )
      .limit(200);
    let sent = 0;
    for (const { b, meetingPoint } of due) {
      const took = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingReminders)
          .values({ bookingId: b.id, kind: departureSmsKind, sentAt: now })
          .onConflictDoNothing()
          .returning({ bookingId: bookingReminders.bookingId });
        if (!row) return false;
        const names = await translatedNames(tx, b.language, b);
        await texts.send(
          tx,
          toBooking(b),
          b.language,
          {
            kind: 'departureReminder',
            date: b.travelDate,
            time: null,
            place: names.meetingPoint ?? meetingPoint ?? null,
            phone: company.phoneHref.replace(/^tel:/, ''),
          },
          departureSmsKind,
        );
        return true;
      });
      if (took) sent++;
    }
    return sent;
  }

  const job: PeriodicJob & { runOnce(now: Date): Promise<number> } = {
    name: 'departure reminders',
    everyMs,
    run: async (now) => void (await run(now)),
    runOnce: run,
  };
  return job;
}
