/**
 * Settling a payment by its provider's answer (`createSettling`): only the provider settles, in
 * both directions. A payment changes only by the provider's own answer (SSLCommerz's validation or
 * transaction query, bKash's execute or status), never by what the customer's browser brings
 * back; only an explicit "no" fails it (an answer that says neither is 'Unknown': asked again,
 * shown to the operator). What the move means for the booking (confirmed, money given back, held
 * for review) is done in the same transaction, in the booking's lock.
 */
import { messageRefOf } from '../../shared/i18n/coded-messages.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { bookingHistory, bookings, payments } from '../../db/schema.ts';
import { cancellationCause, canMovePayment, chargeOnHeldRelease, type PaymentState as PaymentStatus } from '../../shared/payment-status.ts';
import { cancellationCharge } from '../../shared/policy.ts';
import { paymentHeldMail, paymentReceiptMail } from '../mail/templates/payments.server.ts';
import { ProviderError, type PaymentState } from '../payments/provider.server.ts';
import { lockedBooking } from './booking-rows.server.ts';
import { conflict, historyNote } from './errors.server.ts';
import { grossPaid, planRefunds, type PaymentRow } from './payment-rows.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { providerMessage, refOf, type PaymentBase, type ProviderEvent } from './payment-base.server.ts';

/** A payment never completed is given up (Cancelled) after a day of asking. */
const GIVE_UP_MS = 24 * 60 * 60_000;

/** What an answer about a payment says for money: clear (the provider said yes, no or not yet), or not. */
export interface AskOutcome {
  payment: PaymentRow;
  /** False: no answer, or one that says neither yes nor no: the provider may have taken money. */
  clear: boolean;
}

/** Settles payments; `sendRefunds` sends the refunds a settlement plans, after its commit. */
export function createSettling(base: PaymentBase, sendRefunds: (ids: readonly string[]) => Promise<void>) {
  const {
    db,
    providers,
    logger,
    baseUrl,
    adminEmails,
    texts,
    transaction,
    paymentRow,
    queueMail,
    bookingIn,
    movePayment,
    noteMismatch,
    resolveMismatches,
    recordEvent,
  } = base;

  /** Why a booking was cancelled: the message key of its last cancellation's history note (shared/payment-status.ts). */
  async function cancelledFor(tx: Database, bookingId: string) {
    const [last] = await tx
      .select({ note: bookingHistory.note })
      .from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, bookingId), eq(bookingHistory.toStatus, 'Cancelled')))
      .orderBy(desc(bookingHistory.changedAt), desc(bookingHistory.id))
      .limit(1);
    return cancellationCause(last ? (messageRefOf(last.note)?.key ?? null) : null);
  }

  /**
   * Records the provider's answer about a payment: a move of the state table, in the booking's
   * lock, with what it means for the booking. A paid advance confirms a Pending booking; money for
   * a cancelled or fully paid booking is given back (a held payment released after a
   * cancellation keeps the policy's charge first); money for a payment we had closed is counted
   * when the booking still owes it. A provider event is recorded as processed in the same
   * transaction: if the work fails, the provider's retry does it again. An answer that moves
   * nothing but disagrees with what we hold (a settled or closed payment the provider reports
   * otherwise, another amount or currency) is listed for the operator, never dropped.
   * `refundInFull`: the operator gives a held payment on a cancelled booking back whole.
   */
  async function settle(
    paymentId: string,
    state: PaymentState,
    now: Date = new Date(),
    event?: ProviderEvent,
    opts: { refundInFull?: boolean } = {},
  ): Promise<PaymentRow> {
    const before = await paymentRow(paymentId);
    const to: PaymentStatus = state.status;
    if (to === before.status || !canMovePayment(before.status, to)) {
      // No move: remember that the provider was asked, and tell the operator when it disagrees with what we hold.
      const theirs = `${state.amount ?? '?'} ${state.currency ?? ''}`.trim();
      await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        await tx
          .update(payments)
          .set({ checkedAt: now, ...(to === 'Unknown' && before.status === 'Unknown' ? { statusReason: state.reason ?? before.statusReason } : {}) })
          .where(eq(payments.id, paymentId));
        if (before.status === 'Paid' && (to === 'Failed' || to === 'Cancelled')) {
          await noteMismatch(tx, { kind: 'status', paymentId, ours: 'Paid', theirs: to, detail: state.reason ?? '' }, now);
        } else if ((before.status === 'Paid' || before.status === 'Held') && to === 'Initiated' && state.providerPaymentId === null && state.amount === null) {
          await noteMismatch(tx, { kind: 'unknown-transaction', paymentId, ours: before.status, theirs: 'no transaction', detail: state.reason ?? '' }, now);
        } else if (before.status !== 'Initiated' && before.status !== 'Unknown' && to === 'Unknown') {
          // A payment we count, hold or had closed, reported with another amount or currency (money
          // may have been taken, not as asked), or in words we cannot read: the operator looks.
          const kind = state.amount !== null || state.currency !== null || before.status === 'Paid' ? 'amount' : 'unclear';
          await noteMismatch(tx, { kind, paymentId, ours: `${before.status} ${before.amount}`, theirs, detail: state.reason ?? '' }, now);
        } else if (before.status === 'Paid' && to === 'Held') {
          await noteMismatch(tx, { kind: 'status', paymentId, ours: 'Paid', theirs: 'Held', detail: state.reason ?? '' }, now);
        } else if (before.status === 'Paid' && to === 'Paid') {
          await resolveMismatches(tx, paymentId, now, ['status', 'unknown-transaction', 'amount', 'unclear']);
        }
        await recordEvent(tx, event, paymentId, now);
      });
      return paymentRow(paymentId);
    }
    const admins = to === 'Held' ? await adminEmails() : [];
    const { payment, refundIds } = await transaction(async (tx) => {
      const { current } = await lockedBooking(tx, before.bookingId);
      await recordEvent(tx, event, paymentId, now);
      const p = await movePayment(tx, before, to, {
        providerPaymentId: state.providerPaymentId ?? before.providerPaymentId,
        statusReason: state.reason ?? null,
        raw: state.raw as never,
        paidAt: to === 'Paid' ? now : before.paidAt,
        checkedAt: now,
      });
      if (!p) return { payment: await paymentRow(paymentId, tx), refundIds: [] as string[] };
      if (opts.refundInFull && (before.status !== 'Held' || current.status !== 'Cancelled')) throw conflict('heldRefundNeedsCancelledBooking');
      // A clear answer ends an unclear one; a held payment decided ends its "held on a cancelled booking" finding.
      if (to !== 'Unknown') await resolveMismatches(tx, p.id, now, before.status === 'Held' ? ['unclear', 'status'] : ['unclear']);
      let refundIds: string[] = [];
      const closedBefore = before.status === 'Failed' || before.status === 'Cancelled';
      if (to === 'Paid') {
        const paid = await grossPaid(tx, current.id);
        if (current.status === 'Cancelled' && before.status === 'Held') {
          // Taken before the cancellation and held for review: the cancellation's charge applies now,
          // if the cancellation charged one (the customer's; not the operator's departure cancellation).
          const policy = cancellationCharge(
            { travelDate: current.travelDate, totalPrice: current.totalPrice, advanceDue: current.totalPrice },
            current.cancelledAt ?? now,
          );
          const { keep, refund } = chargeOnHeldRelease({
            policyCharge: policy.charge,
            alreadyKept: current.cancellationCharge ?? 0,
            amount: p.amount,
            cause: await cancelledFor(tx, current.id),
            refundInFull: opts.refundInFull,
          });
          await tx
            .update(bookings)
            .set({ cancellationCharge: (current.cancellationCharge ?? 0) + keep, refundAmount: (current.refundAmount ?? 0) + refund, updatedAt: now })
            .where(eq(bookings.id, current.id));
          await tx.insert(bookingHistory).values({
            id: newId(),
            bookingId: current.id,
            fromStatus: current.status,
            toStatus: current.status,
            note: historyNote('historyHeldReleased', p.amount, keep, refund),
            changedBy: null,
            changedAt: now,
          });
          refundIds = await planRefunds(tx, current.id, refund, historyNote(keep === 0 ? 'refundHeldInFull' : 'refundHeldReleased'));
        } else if (current.status === 'Cancelled' || current.status === 'Completed') {
          refundIds = await planRefunds(tx, current.id, p.amount, historyNote('refundPaidAfterClosed', current.status));
        } else if (paid > current.totalPrice) {
          refundIds = await planRefunds(tx, current.id, paid - current.totalPrice, historyNote('refundPaidTwice'));
        } else if (current.status === 'Pending' && paid >= current.advanceDue) {
          await tx
            .update(bookings)
            .set({ status: 'Confirmed', holdUntil: null, updatedAt: now })
            .where(and(eq(bookings.id, current.id), eq(bookings.status, 'Pending')));
          await tx.insert(bookingHistory).values({
            id: newId(),
            bookingId: current.id,
            fromStatus: 'Pending',
            toStatus: 'Confirmed',
            note: historyNote('historyAdvancePaid', p.provider),
            changedBy: null,
            changedAt: now,
          });
        } else if (current.holdUntil) {
          await tx.update(bookings).set({ holdUntil: null, updatedAt: now }).where(eq(bookings.id, current.id));
        }
        if (closedBefore) {
          // We had closed it and the provider took the money after all: counted, or given back.
          await noteMismatch(
            tx,
            {
              kind: 'status',
              paymentId: p.id,
              ours: before.status,
              theirs: 'Paid',
              detail: refundIds.length
                ? `A valid transaction for a closed payment: refunded (${p.amount} Tk)`
                : `A valid transaction for a closed payment: counted (${p.amount} Tk)`,
            },
            now,
            true,
          );
        }
        if (refundIds.length === 0) {
          const booking = await bookingNamedIn(tx, current.language, await bookingIn(tx, current.id));
          await queueMail(
            tx,
            paymentReceiptMail(
              current.language,
              booking,
              { provider: p.provider, purpose: p.purpose, amount: p.amount, transactionId: p.providerPaymentId, paidAt: now.toISOString() },
              baseUrl,
            ),
          );
          await texts?.send(tx, booking, current.language, { kind: 'paymentReceived', amount: p.amount }, `paid:${p.id}`);
        }
      } else if (to === 'Held') {
        await tx.insert(bookingHistory).values({
          id: newId(),
          bookingId: current.id,
          fromStatus: current.status,
          toStatus: current.status,
          note: historyNote('historyPaymentHeld', p.amount),
          changedBy: null,
          changedAt: now,
        });
        // Money was taken: the seats stay held while an admin reviews it.
        if (current.holdUntil) await tx.update(bookings).set({ holdUntil: null, updatedAt: now }).where(eq(bookings.id, current.id));
        if (admins.length) await queueMail(tx, paymentHeldMail(await bookingIn(tx, current.id), p.amount, p.statusReason ?? 'risky', admins, baseUrl));
      } else if (to === 'Unknown') {
        await noteMismatch(tx, { kind: 'unclear', paymentId: p.id, ours: before.status, theirs: 'Unknown', detail: state.reason ?? '' }, now);
      }
      return { payment: p, refundIds };
    });
    if (refundIds.length) await sendRefunds(refundIds);
    return payment;
  }

  /**
   * Asks the provider about a payment and settles it by the answer: `confirm` with what came back
   * (bKash executes; SSLCommerz validates the val_id), else `query`. No answer leaves it as it is;
   * an answer we cannot read makes it Unknown. Never Failed but by the provider's explicit word.
   */
  async function askAndSettle(p: PaymentRow, params: Record<string, string> | null, now: Date, event?: ProviderEvent): Promise<AskOutcome> {
    const provider = providers.get(p.provider);
    if (!provider) return { payment: p, clear: false };
    try {
      const ask = params && Object.keys(params).length > 0 ? provider.confirm(refOf(p), params) : provider.query(refOf(p));
      let state = await ask;
      if (state.status === 'Initiated' && p.status === 'Initiated' && now.getTime() - p.createdAt.getTime() > GIVE_UP_MS) {
        state = { ...state, status: 'Cancelled', reason: 'Never completed at the provider (given up after a day)' };
      }
      return { payment: await settle(p.id, state, now, event), clear: state.status !== 'Unknown' };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn(`[payments] ${p.provider} did not answer clearly about ${p.merchantRef}: ${error.message}`);
      if (error.unclear) {
        const state: PaymentState = {
          status: 'Unknown',
          amount: null,
          currency: null,
          providerPaymentId: null,
          reason: providerMessage(error),
          raw: error.raw,
        };
        return { payment: await settle(p.id, state, now, event), clear: false };
      }
      // No answer, or a refusal to answer: nothing is known; asked again later (an event stays unprocessed).
      await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        await tx.update(payments).set({ checkedAt: now }).where(eq(payments.id, p.id));
        // A payment we count that the provider refuses to know: the operator looks.
        if (!error.retryable && (p.status === 'Paid' || p.status === 'Held')) {
          await noteMismatch(tx, { kind: 'unknown-transaction', paymentId: p.id, ours: p.status, theirs: 'not known', detail: providerMessage(error) }, now);
        }
      });
      return { payment: p, clear: false };
    }
  }

  return { settle, askAndSettle };
}
