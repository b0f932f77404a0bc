/**
 * Travellers' identity documents are kept only as long as the trip needs them (issue 36,
 * docs/privacy.md): a periodic job deletes the document numbers (not the names, dates of birth,
 * document types nor the last four characters the masked views show) of every booking whose trip
 * ended 30 days ago or more. The trip ends on its travel date plus its days less one. Every
 * instance runs it: the UPDATE only touches numbers still there, so two rounds at once do it once.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookings, bookingTravellers } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { countingJob } from '../jobs.server.ts';

/** Days after the trip's last day the document numbers are kept. */
export const documentDaysAfterTrip = 30;

export function documentPurge({ db, everyMs = 60 * 60_000 }: { db: Database; everyMs?: number }) {
  /** One round: answers how many travellers' numbers were deleted. */
  async function run(now: Date): Promise<number> {
    // The trips whose last day is on or before this day (Bangladesh dates).
    const lastDay = addDays(dhakaDate(now), -documentDaysAfterTrip);
    const ended = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.travelDate} + greatest(${bookings.totalDays}, 1) - 1 <= ${lastDay}::date`);
    const deleted = await db
      .update(bookingTravellers)
      .set({ documentNumber: null, updatedAt: now })
      .where(and(isNotNull(bookingTravellers.documentNumber), inArray(bookingTravellers.bookingId, ended)))
      .returning({ bookingId: bookingTravellers.bookingId });
    return deleted.length;
  }

  // Hourly, though it is daily work: a restart never skips a day, and a round with nothing to delete costs one query.
  return countingJob('document numbers', everyMs, run);
}
