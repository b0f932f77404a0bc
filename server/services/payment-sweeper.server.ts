/**
 * The payments sweeper (part of `services.payments`, run by every instance: server/jobs.server.ts).
 * Each step is conditional, so two instances sweeping at once do each thing once: unpaid online
 * bookings whose seat hold ran out are cancelled (after asking about payments still open),
 * payments still Initiated after 15 minutes are asked about, refunds not yet sent are sent and
 * pending ones asked about, balance reminders go out once each.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookingReminders, bookings, payments, refunds } from '../../db/schema.ts';
import type { Booking } from '../../shared/domain.ts';
import { balanceDueDate, balanceReminderDue } from '../../shared/payments.ts';
import { dhakaDate } from '../../shared/policy.ts';
import type { Logger } from '../logger.server.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { balanceReminderMail, holdExpiredMail } from '../mail/templates/payments.server.ts';
import type { PaymentProvider, PaymentRef, ProviderName, RefundState } from '../payments/provider.server.ts';
import { applyCancellation, lockedBooking } from './booking-rows.server.ts';
import type { publishingTransaction } from './changes.server.ts';
import { grossPaid, type PaymentRow, type RefundRow } from './payment-rows.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { historyNote } from './errors.server.ts';

/** A payment still Initiated this long is asked about by the sweeper. */
export const STALE_PAYMENT_MS = 15 * 60_000;
/** A refund the provider is still processing is asked about again after this long. */
export const REFUND_CHECK_MS = 10 * 60_000;

interface PaymentSweeperDeps {
  db: Database;
  providers: ReadonlyMap<ProviderName, PaymentProvider>;
  logger: Logger;
  baseUrl: string;
  /** The payments service's transaction (it announces 'departures': a cancellation frees seats). */
  transaction: ReturnType<typeof publishingTransaction>;
  seatsFreed: (departureId: string, tx: Database) => Promise<void>;
  queueMail: (tx: Database, message: MailMessage | null) => Promise<void>;
  bookingIn: (tx: Database, id: string) => Promise<Booking>;
  /** The payments service's own: ask the provider and settle, send refunds, record a refund's answer. */
  askAndSettle: (p: PaymentRow, params: Record<string, string> | null, now: Date) => Promise<PaymentRow>;
  submitRefunds: (ids: readonly string[], now?: Date) => Promise<void>;
  recordRefund: (r: RefundRow, p: PaymentRow, state: RefundState, now?: Date) => Promise<void>;
  refOf: (p: PaymentRow) => PaymentRef;
  providerMessage: (error: unknown) => string;
}

export function createPaymentSweeper({
  db,
  providers,
  logger,
  baseUrl,
  transaction,
  seatsFreed,
  queueMail,
  bookingIn,
  askAndSettle,
  submitRefunds,
  recordRefund,
  refOf,
  providerMessage,
}: PaymentSweeperDeps) {
  /** Cancels an online booking whose seat hold ran out with nothing paid (conditional: still Pending and expired). */
  async function expireHold(bookingId: string, now: Date): Promise<boolean> {
    // First ask about payments under way: one may have been paid a moment ago.
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'Initiated')));
    for (const p of open) await askAndSettle(p, null, now);
    return transaction(async (tx) => {
      const { current } = await lockedBooking(tx, bookingId);
      if (current.status !== 'Pending' || !current.holdUntil || current.holdUntil > now) return false;
      const [{ taken } = { taken: 0 }] = await tx
        .select({ taken: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['Paid', 'Held'])));
      if (Number(taken) > 0) return false;
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
        await queueMail(tx, balanceReminderMail(c.language, await bookingNamedIn(tx, c.language, await bookingIn(tx, c.id)), due, baseUrl));
        sent++;
      });
    }
    return sent;
  }

  return {
    /**
     * One round of the sweeper (every instance runs it; each step is conditional): bookings whose
     * hold ran out unpaid are cancelled, payments still Initiated after 15 minutes are asked about,
     * refunds not yet sent are sent and pending ones asked about, balance reminders go out.
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
        .where(and(eq(payments.status, 'Initiated'), lt(payments.createdAt, staleBefore), or(isNull(payments.checkedAt), lt(payments.checkedAt, staleBefore))))
        .orderBy(asc(payments.createdAt))
        .limit(100);
      for (const p of stale) await askAndSettle(p, null, now);

      const unsent = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'Pending'), isNull(refunds.submittedAt)))
        .limit(100);
      await submitRefunds(
        unsent.map((r) => r.id),
        now,
      );

      const pending = await db
        .select({ r: refunds, p: payments })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.status, 'Pending'), isNotNull(refunds.submittedAt), lt(refunds.updatedAt, new Date(now.getTime() - REFUND_CHECK_MS))))
        .limit(100);
      for (const { r, p } of pending) {
        const provider = providers.get(p.provider);
        if (!provider) continue;
        try {
          const state = await provider.refundStatus(refOf(p), { refundRef: r.refundRef, providerRefundId: r.providerRefundId, amount: r.amount });
          if (state.status !== 'Pending') await recordRefund(r, p, state, now);
          else await db.update(refunds).set({ updatedAt: now }).where(eq(refunds.id, r.id));
        } catch (error) {
          logger.warn(`[payments] ${p.provider} refund status ${r.refundRef}: ${providerMessage(error)}`);
        }
      }
      const reminders = await sendBalanceReminders(now);
      return { expired, checked: stale.length, refundsSent: unsent.length, refundsChecked: pending.length, reminders };
    },
  };
}
