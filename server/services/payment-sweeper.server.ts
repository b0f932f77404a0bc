/**
 * The payments' work on a clock (part of `services.payments`, built on the payments core of
 * payments.server.ts; run by every instance: server/jobs.server.ts). Each step is conditional, so
 * two instances sweeping at once do each thing once: unpaid online bookings whose seat hold ran out
 * are cancelled (never over a payment the provider may have taken), payments still open are asked
 * about, refunds are sent by their claimer (a claim that went stale is asked about before anything
 * is sent again), taken ones asked about, balance reminders go out once each. And once a day,
 * reconciliation: every payment and refund of the last 30 days not final is asked about, and what
 * disagrees is listed for the operator.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookingReminders, bookings, payments, refunds } from '../../db/schema.ts';
import { canMoveRefund, mayHaveTakenMoney, refundStates } from '../../shared/payment-status.ts';
import { balanceDueDate, balanceReminderDue } from '../../shared/payments.ts';
import { dhakaDate } from '../../shared/policy.ts';
import { balanceReminderMail, holdExpiredMail } from '../mail/templates/payments.server.ts';
import { applyCancellation, lockedBooking } from './booking-rows.server.ts';
import { grossPaid } from './payment-rows.server.ts';
import { SENDING_STALE_MS } from './payment-refunds.server.ts';
import type { PaymentCore } from './payments.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { historyNote } from './errors.server.ts';

/** A payment still open this long is asked about by the sweeper. */
export const STALE_PAYMENT_MS = 15 * 60_000;
/** A refund the provider is still processing is asked about again after this long. */
export const REFUND_CHECK_MS = 10 * 60_000;
/** Reconciliation looks this far back. */
export const RECONCILE_DAYS = 30;
/**
 * Refunds reconciliation asks the provider about: every state not final that a provider's answer
 * can move (Processing, Unconfirmed, and Failed: the provider may have carried it out after all).
 * Pending and Sending are sent by their claimer, not asked about here.
 */
const askedRefundStates = refundStates.filter((s) => s !== 'Pending' && s !== 'Sending' && canMoveRefund(s, 'Refunded'));

export function createPaymentSweeper(core: PaymentCore) {
  const { db, providers, baseUrl, transaction, seatsFreed, queueMail, bookingIn, texts } = core;

  /**
   * Cancels an online booking whose seat hold ran out with nothing paid (conditional: still
   * Pending and expired). Payments under way are asked about first; when any of them may have
   * taken money (no answer, an answer that says neither, held for review), the hold stays.
   */
  async function expireHold(bookingId: string, now: Date): Promise<boolean> {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['Initiated', 'Unknown'])));
    for (const p of open) {
      const { clear } = await core.askAndSettle(p, null, now);
      if (!clear) return false;
    }
    return transaction(async (tx) => {
      const { current } = await lockedBooking(tx, bookingId);
      if (current.status !== 'Pending' || !current.holdUntil || current.holdUntil > now) return false;
      const rows = await tx.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, bookingId));
      if (rows.some((r) => r.status === 'Paid' || mayHaveTakenMoney(r.status))) return false;
      const row = await applyCancellation(current, { userId: null }, now, historyNote('historyNotPaidInTime'), tx);
      if (row.departureId) await seatsFreed(row.departureId, tx);
      await queueMail(tx, holdExpiredMail(row.language, await bookingNamedIn(tx, row.language, await bookingIn(tx, bookingId)), baseUrl));
      return true;
    });
  }

  async function sendBalanceReminders(now: Date): Promise<number> {
    const today = dhakaDate(now);
    // Confirmed online bookings departing within the reminder window (due date + 7 days ahead).
    const candidates = await db
      .select({ id: bookings.id, travelDate: bookings.travelDate, totalPrice: bookings.totalPrice, language: bookings.language })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'Confirmed'),
          eq(bookings.paymentMethod, 'online'),
          sql`${bookings.travelDate} > ${today}`,
          sql`${bookings.travelDate} <= (${today}::date + 14)`,
        ),
      );
    let sent = 0;
    for (const c of candidates) {
      const due = balanceDueDate(c.travelDate);
      const kind = balanceReminderDue(today, due);
      if (!kind) continue;
      const paid = await grossPaid(db, c.id);
      if (paid >= c.totalPrice) continue;
      await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const [first] = await tx.insert(bookingReminders).values({ bookingId: c.id, kind, sentAt: now }).onConflictDoNothing().returning();
        if (!first) return;
        const booking = await bookingIn(tx, c.id);
        await queueMail(tx, balanceReminderMail(c.language, await bookingNamedIn(tx, c.language, booking), due, baseUrl));
        await texts?.send(tx, booking, c.language, { kind: 'balanceDue', amount: c.totalPrice - paid, dueDate: due }, `balance-${kind}`);
        sent++;
      });
    }
    return sent;
  }

  return {
    /**
     * One round of the sweeper (every instance runs it; each step is conditional): bookings whose
     * hold ran out unpaid are cancelled, payments still open after 15 minutes are asked about,
     * refunds are sent (a stale claim asked about first), taken ones asked about, balance reminders go out.
     */
    async sweep(now: Date = new Date()): Promise<{ expired: number; checked: number; refundsSent: number; refundsChecked: number; reminders: number }> {
      if (providers.size === 0) return { expired: 0, checked: 0, refundsSent: 0, refundsChecked: 0, reminders: 0 };
      const expiredHolds = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'Pending'), eq(bookings.paymentMethod, 'online'), isNotNull(bookings.holdUntil), lt(bookings.holdUntil, now)))
        .orderBy(asc(bookings.holdUntil))
        .limit(100);
      let expired = 0;
      for (const b of expiredHolds) if (await expireHold(b.id, now)) expired++;

      const staleBefore = new Date(now.getTime() - STALE_PAYMENT_MS);
      const stale = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, ['Initiated', 'Unknown']),
            lt(payments.createdAt, staleBefore),
            or(sql`${payments.checkedAt} is null`, lt(payments.checkedAt, staleBefore)),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(100);
      for (const p of stale) await core.askAndSettle(p, null, now);

      const toSend = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(or(eq(refunds.status, 'Pending'), and(eq(refunds.status, 'Sending'), lte(refunds.submittedAt, new Date(now.getTime() - SENDING_STALE_MS)))))
        .limit(100);
      await core.sendRefunds(
        toSend.map((r) => r.id),
        now,
      );

      const processing = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'Processing'), lt(refunds.updatedAt, new Date(now.getTime() - REFUND_CHECK_MS))))
        .limit(100);
      for (const r of processing) await core.checkRefund(r, now);
      const reminders = await sendBalanceReminders(now);
      return { expired, checked: stale.length, refundsSent: toSend.length, refundsChecked: processing.length, reminders };
    },

    /**
     * Daily reconciliation: asks the providers about every payment of the last 30 days that is not
     * Paid (a closed one too: money taken after all is counted or refunded) and every Paid one (a
     * transaction the provider does not know, or another amount, is listed), and about every
     * refund not final. What disagrees is listed on /managePayments (payment_mismatches), and so is
     * every payment still held for review on a booking cancelled meanwhile (the operator releases
     * it, keeping the cancellation's charge, or refunds it in full).
     */
    async reconcileAll(now: Date = new Date()): Promise<{ payments: number; refunds: number }> {
      if (providers.size === 0) return { payments: 0, refunds: 0 };
      const since = new Date(now.getTime() - RECONCILE_DAYS * 24 * 60 * 60_000);
      const recent = await db.select().from(payments).where(gt(payments.createdAt, since)).orderBy(asc(payments.createdAt)).limit(2000);
      for (const p of recent) await core.askAndSettle(p, null, now);
      const open = await db
        .select()
        .from(refunds)
        .where(and(gt(refunds.createdAt, since), inArray(refunds.status, askedRefundStates)))
        .limit(2000);
      for (const r of open) await core.checkRefund(r, now);
      const heldOnClosed = await db
        .select({ id: payments.id, amount: payments.amount, status: bookings.status })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.status, 'Held'), eq(bookings.status, 'Cancelled')))
        .limit(2000);
      for (const p of heldOnClosed) {
        await db.transaction((t) =>
          core.noteMismatch(
            t as unknown as Database,
            {
              kind: 'status',
              paymentId: p.id,
              ours: p.status,
              theirs: 'Held',
              detail: `Held for review (${p.amount} Tk) on a cancelled booking: release it (the cancellation's charge is kept) or refund it in full`,
            },
            now,
          ),
        );
      }
      const stuck = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(gt(refunds.createdAt, since), inArray(refunds.status, ['Pending', 'Sending'])))
        .limit(2000);
      await core.sendRefunds(
        stuck.map((r) => r.id),
        now,
      );
      return { payments: recent.length, refunds: open.length + stuck.length };
    },
  };
}
