/**
 * The reminder 3 days before departure (issue 27): the meeting point, the ticket and the
 * operator's phone, once per booking. A periodic job (server/jobs.server.ts) that every instance
 * runs: "once" is the `booking_reminders` row (booking, 'departure-3'), inserted with ON CONFLICT
 * DO NOTHING in the same transaction that queues the e-mail, so of two instances (or two rounds)
 * only the one whose insert took the row sends it, and a failed round leaves neither.
 *
 * The same job reminds the owners of bookings of a tour that requires every traveller's details
 * (issue 36) while they are missing: 7 and 2 days before the deadline (`traveller_details_days`
 * before departure), once each. A booking made later than 7 days before it gets only the second;
 * one made on the last days, the second at once.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookingReminders, bookings, bookingTravellers, tourPackages } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import { addDays, daysBeforeDeparture, dhakaDate } from '../../shared/policy.ts';
import { isQuietTime, quietHours as defaultQuietHours, type QuietHours } from '../../shared/sms-schedule.ts';
import { travellerDetailsDeadline } from '../../shared/travellers.ts';
import { countingJob } from '../jobs.server.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { departureReminderMail, travellerDetailsReminderMail } from '../mail/templates/trip.server.ts';
import { toBooking } from './booking-rows.server.ts';
import { translatedNames } from './mail-names.server.ts';
import type { TicketSigner } from './tickets.server.ts';
import type { BookingTexts } from '../sms/booking-sms.server.ts';

export const departureReminderKind = 'departure-3';
/** The SMS the day before departure (issue 37): once per booking, like the e-mail. */
export const departureSmsKind = 'sms-departure-1';
/** How many days before departure the reminder goes. */
export const reminderDaysBefore = 3;
/**
 * The reminders of missing travellers' details: kind, and the days left to the deadline it is sent
 * within (the first from 7 to 3 days before it, the second from 2 days before to the day itself).
 */
export const detailsReminders = [
  { kind: 'details-7', from: 3, to: 7 },
  { kind: 'details-2', from: 0, to: 2 },
] as const;

interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  signer: TicketSigner;
  baseUrl: string;
  /** The bookings' SMS; without it no SMS reminder is sent. */
  texts?: BookingTexts;
  everyMs?: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Due = { b: typeof bookings.$inferSelect; meetingPoint: string | null; detailsDays: number | null };

/** The reminder rounds' one loop over a database (every reminder job below uses it). */
function reminderRounds(db: Database) {
  /**
   * Sends reminder `kind` to every active booking whose travel date `when` selects and that has not
   * had it: each in a transaction that first takes its `booking_reminders` row (the one that takes it
   * sends; of two instances or rounds, only one). Answers how many went out.
   */
  return async function remind(kind: string, when: SQL | undefined, now: Date, send: (tx: Tx, due: Due) => Promise<void>): Promise<number> {
    const due = await db
      .select({ b: bookings, meetingPoint: tourPackages.meetingPoint, detailsDays: tourPackages.travellerDetailsDays })
      .from(bookings)
      .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
      .where(
        and(
          inArray(bookings.status, ['Pending', 'Confirmed']),
          isNull(bookings.archivedAt),
          when,
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingReminders)
              .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, kind))),
          ),
        ),
      )
      .limit(200);
    let sent = 0;
    for (const row of due) {
      const took = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(bookingReminders)
          .values({ bookingId: row.b.id, kind, sentAt: now })
          .onConflictDoNothing()
          .returning({ bookingId: bookingReminders.bookingId });
        if (!claimed) return false;
        await send(tx, row);
        return true;
      });
      if (took) sent++;
    }
    return sent;
  };
}

export function departureReminders({ db, mailer, signer, baseUrl, texts, everyMs = 15 * 60_000 }: ReminderDeps) {
  const remind = reminderRounds(db);

  /** One round: every ticketed booking departing within 3 days (Bangladesh dates) that has not had its reminder. */
  async function run(now: Date): Promise<number> {
    const today = dhakaDate(now);
    // Not on the day itself (too late to help), and a round missed while the site was down still sends it.
    const mails = await remind(
      departureReminderKind,
      and(gt(bookings.travelDate, today), lte(bookings.travelDate, addDays(today, reminderDaysBefore))),
      now,
      async (tx, { b, meetingPoint }) => {
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
      },
    );
    return mails + (await runDetails(now)) + (await runSms(now));
  }

  /** The e-mails while a tour's required travellers' details are missing: 7 and 2 days before their deadline, once each. */
  async function runDetails(now: Date): Promise<number> {
    const today = dhakaDate(now);
    const daysLeft = sql<number>`(${bookings.travelDate} - ${tourPackages.travellerDetailsDays}) - ${today}::date`;
    let sent = 0;
    for (const { kind, from, to } of detailsReminders) {
      sent += await remind(
        kind,
        and(
          isNull(bookings.eventId),
          eq(tourPackages.requiresTravellerDetails, true),
          gt(bookings.travelDate, today),
          sql`${daysLeft} between ${from} and ${to}`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingTravellers)
              .where(eq(bookingTravellers.bookingId, bookings.id)),
          ),
        ),
        now,
        async (tx, { b, detailsDays }) => {
          const names = await translatedNames(tx, b.language, b);
          const booking = toBooking(b);
          const due = travellerDetailsDeadline(b.travelDate, detailsDays ?? 0);
          const named = { ...booking, name: names.name ?? booking.name, packageName: booking.packageName && (names.packageName ?? booking.packageName) };
          await mailer.send(travellerDetailsReminderMail(b.language, named, due, daysBeforeDeparture(due, today), baseUrl), tx);
        },
      );
    }
    return sent;
  }

  /** The SMS the day before departure (Bangladesh dates): date, meeting point, the operator's phone. */
  async function runSms(now: Date): Promise<number> {
    if (!texts) return 0;
    return remind(departureSmsKind, eq(bookings.travelDate, addDays(dhakaDate(now), 1)), now, async (tx, { b, meetingPoint }) => {
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
    });
  }

  return countingJob('departure reminders', everyMs, run);
}

/** The SMS 10 minutes before an unpaid online booking's seat hold ends (issue 37): once per booking. */
export const holdEndingSmsKind = 'sms-hold-ending';
/** How long before the hold ends the SMS goes. */
export const holdWarningMinutes = 10;

/**
 * "Your seats are held N more minutes" by SMS, to the booking's phone in its language, when an
 * unpaid online booking's hold ends within 10 minutes (a round every minute). Not in the quiet hours
 * (22:00-08:00 Dhaka): it would wait for the morning and come after the hold; a hold ending just after
 * 08:00 still hears it. The SMS expires with the hold, so a retry never comes after it.
 */
export function holdEndingReminders({
  db,
  texts,
  quietHours,
  everyMs = 60_000,
}: {
  db: Database;
  texts?: BookingTexts;
  /** SMS_QUIET_HOURS (default 22-8). */
  quietHours?: QuietHours;
  everyMs?: number;
}) {
  const remind = reminderRounds(db);
  async function run(now: Date): Promise<number> {
    if (!texts || isQuietTime(now, quietHours === undefined ? defaultQuietHours : quietHours)) return 0;
    const within = new Date(now.getTime() + holdWarningMinutes * 60_000);
    return remind(
      holdEndingSmsKind,
      and(eq(bookings.status, 'Pending'), isNotNull(bookings.holdUntil), gt(bookings.holdUntil, now), lte(bookings.holdUntil, within)),
      now,
      async (tx, { b }) => {
        const holdUntil = b.holdUntil!;
        const minutes = Math.max(1, Math.ceil((holdUntil.getTime() - now.getTime()) / 60_000));
        await texts.send(tx, toBooking(b), b.language, { kind: 'holdEnding', minutes }, holdEndingSmsKind, { expiresAt: holdUntil });
      },
    );
  }
  return countingJob('hold ending reminders', everyMs, run);
}
