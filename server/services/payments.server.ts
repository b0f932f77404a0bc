/**
 * Payments (`services.payments`): the advance and the balance of an online booking paid on a
 * provider's hosted page (server/payments/), settling them, and the refunds a cancellation planned;
 * with the operator's side (payment-admin.server.ts) and the work on a clock
 * (payment-sweeper.server.ts), both built on the one core made here (`createPaymentCore`).
 *
 * Money follows three rules:
 * - Only the provider settles, in both directions: a payment changes only by the provider's own
 *   answer (SSLCommerz's validation or transaction query, bKash's execute or status), never by what
 *   the customer's browser brings back; and only an explicit "no" from the provider fails it (an
 *   answer that says neither is 'Unknown': asked again, shown to the operator).
 * - Every change of a payment or a refund is a move of shared/payment-status.ts, made as one
 *   conditional update of the row still in the state it was read in.
 * - A refund is sent by whoever claimed it (Sending, with a new attempt stamp); a refund whose
 *   answer was lost is never sent again blind: the provider is asked first, and when it cannot say
 *   the refund waits as 'Unconfirmed' for the operator.
 * Provider calls are never made inside a database transaction (on PGlite, one connection, it would
 * stop every other request while it waits).
 */
import type { BookingTexts } from '../sms/booking-sms.server.ts';
import { messageRefOf, translateMessage } from '../../shared/i18n/coded-messages.ts';
import { pathIn } from '../../shared/i18n/lang.ts';
import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookingHistory, bookings, paymentEvents, paymentMismatches, payments, refunds } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import type { Booking } from '../../shared/domain.ts';
import {
  cancellationCause,
  canMovePayment,
  canMoveRefund,
  chargeOnHeldRelease,
  extendedHold,
  maxPaymentStartsPerHour,
  type PaymentState as PaymentStatus,
  type RefundState as RefundStatus,
} from '../../shared/payment-status.ts';
import { nextPaymentDue } from '../../shared/payments.ts';
import { cancellationCharge } from '../../shared/policy.ts';
import type { Logger } from '../logger.server.ts';
import type { Mailer, MailMessage } from '../mail/mailer.server.ts';
import { paymentHeldMail, paymentReceiptMail, refundDoneMail } from '../mail/templates/payments.server.ts';
import {
  ProviderError,
  type IncomingRequest,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  type ProviderName,
  type RefundState,
} from '../payments/provider.server.ts';
import type { AuditService } from './audit.server.ts';
import { bookingLanguage, bookingReads, lockedBooking } from './booking-rows.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, DomainError, historyNote, invalid, msg, notFound } from './errors.server.ts';
import { createPaymentAdmin } from './payment-admin.server.ts';
import { grossPaid, netPaid, planRefunds, type PaymentRow, type RefundRow } from './payment-rows.server.ts';
import { createPaymentSweeper } from './payment-sweeper.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';

interface PaymentServiceDeps {
  /** The bookings' SMS (server/sms/booking-sms.server.ts), stored with the change. */
  texts?: BookingTexts;
  db: Database;
  /** The providers whose settings are present (server/payments/providers.server.ts). */
  providers: ReadonlyMap<ProviderName, PaymentProvider>;
  changes: ChangeFeed;
  mailer: Mailer;
  audit: AuditService;
  logger: Logger;
  baseUrl: string;
  /** The admins' e-mails (a payment held for review). */
  adminEmails: () => Promise<string[]>;
  /** Seats came back to a departure (a hold ran out): its waitlist hears of it, in that transaction. */
  seatsFreed: (departureId: string, tx: Database) => Promise<void>;
}

/** A payment never completed is given up (Cancelled) after a day of asking. */
const GIVE_UP_MS = 24 * 60 * 60_000;
/**
 * A refund claimed this long ago and still Sending lost its sender (no answer, a crash): whoever
 * takes it over asks the provider before anything is sent. Longer than a provider call can last.
 */
export const SENDING_STALE_MS = 2 * 60_000;

/** A provider's event being handled: recorded as processed in the transaction of its work. */
interface ProviderEvent {
  provider: ProviderName;
  eventId: string;
  raw: unknown;
}

/**
 * The stored `raw` of a provider event naming a payment we do not have: the reference it named, and
 * the notification as received. The operator's findings list these (payment-admin.server.ts).
 */
export interface UnknownEventRaw {
  unknownReference: string;
  notification: unknown;
}

/** What an answer about a payment says for money: clear (the provider said yes, no or not yet), or not. */
export interface AskOutcome {
  payment: PaymentRow;
  /** False: no answer, or one that says neither yes nor no: the provider may have taken money. */
  clear: boolean;
}

const refOf = (p: PaymentRow): PaymentRef => ({
  merchantRef: p.merchantRef,
  amount: p.amount,
  providerSessionId: p.providerSessionId,
  providerPaymentId: p.providerPaymentId,
});

const providerMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Whether what the browser brought back claims the payment completed (then bKash is asked to
 * execute it, SSLCommerz to validate its val_id). A claim of failure or cancel is never acted on:
 * the provider is only asked about the payment (its status, its transaction query).
 */
const notCompleted = new Set(['cancel', 'cancelled', 'fail', 'failed', 'failure']);
function claimsCompletion(params: Record<string, string>): boolean {
  return ![params.status, params.outcome].some((said) => said !== undefined && notCompleted.has(said.toLowerCase()));
}

/**
 * The payments core: rows, moves through the state tables, settling by a provider's answer,
 * claiming and sending refunds, the operator's findings. The customer's operations below, the
 * operator's (payment-admin) and the clock's (payment-sweeper) are all built on it.
 */
export function createPaymentCore({ db, providers, changes, mailer, audit, logger, baseUrl, adminEmails, seatsFreed, texts }: PaymentServiceDeps) {
  const transaction = publishingTransaction(db, changes, 'departures');

  async function paymentRow(id: string, tx: Database = db): Promise<PaymentRow> {
    const [p] = idPattern.test(id) ? await tx.select().from(payments).where(eq(payments.id, id)) : [];
    if (!p) throw notFound('paymentNotFound');
    return p;
  }

  async function refundRow(id: string, tx: Database = db): Promise<RefundRow> {
    const [r] = idPattern.test(id) ? await tx.select().from(refunds).where(eq(refunds.id, id)) : [];
    if (!r) throw notFound('refundNotFound');
    return r;
  }

  /** What the provider is asked about a refund: with the ids of the payment's other refunds it named, so a same-amount refund is not taken for this one. */
  async function refundQuestion(r: RefundRow) {
    const others = await db
      .select({ id: refunds.providerRefundId })
      .from(refunds)
      .where(and(eq(refunds.paymentId, r.paymentId), ne(refunds.id, r.id)));
    const knownRefundIds = others.flatMap((o) => (o.id ? [o.id] : []));
    return { refundRef: r.refundRef, providerRefundId: r.providerRefundId, amount: r.amount, knownRefundIds };
  }

  async function queueMail(tx: Database, message: MailMessage | null) {
    if (message && [message.to].flat().length > 0) await mailer.send(message, tx);
  }

  /** A booking as its owner sees it, read in the transaction (a mail written in it shows its changes). */
  async function bookingIn(tx: Database, id: string): Promise<Booking> {
    return bookingReads(tx).one(id);
  }

  /** The e-mail of a refund done, in its booking's language. */
  async function refundMail(tx: Database, bookingId: string, refund: { amount: number; provider: PaymentRow['provider'] }): Promise<MailMessage> {
    const lang = await bookingLanguage(tx, bookingId);
    return refundDoneMail(lang, await bookingNamedIn(tx, lang, await bookingIn(tx, bookingId)), refund, baseUrl);
  }

  /** One move of a payment: a conditional update of the row still in the state read (null: it had moved on). */
  async function movePayment(tx: Database, before: PaymentRow, to: PaymentStatus, fields: Partial<PaymentRow> = {}): Promise<PaymentRow | null> {
    if (!canMovePayment(before.status, to)) return null;
    const [p] = await tx
      .update(payments)
      .set({ ...fields, status: to, updatedAt: new Date() })
      .where(and(eq(payments.id, before.id), eq(payments.status, before.status)))
      .returning();
    return p ?? null;
  }

  /**
   * One move of a refund, conditional on the state read; out of Sending only by the holder of the
   * claim read (its attempt stamp), so an answer to an attempt taken over by another is not applied twice.
   */
  async function moveRefund(tx: Database, before: RefundRow, to: RefundStatus, fields: Partial<RefundRow> = {}): Promise<RefundRow | null> {
    if (!canMoveRefund(before.status, to)) return null;
    const [r] = await tx
      .update(refunds)
      .set({ ...fields, status: to, updatedAt: new Date() })
      .where(and(eq(refunds.id, before.id), eq(refunds.status, before.status), eq(refunds.attempts, before.attempts)))
      .returning();
    return r ?? null;
  }

  /**
   * A finding for the operator (/managePayments): one per payment or refund and kind, kept up to
   * date; `resolved` records one that was acted on at once (still listed, as resolved).
   */
  async function noteMismatch(
    tx: Database,
    finding: {
      kind: 'amount' | 'status' | 'unknown-transaction' | 'unclear';
      paymentId: string;
      refundId?: string | null;
      ours: string;
      theirs: string;
      detail: string;
    },
    now: Date,
    resolved = false,
  ): Promise<void> {
    const values = {
      id: newId(),
      kind: finding.kind,
      paymentId: finding.paymentId,
      refundId: finding.refundId ?? null,
      subjectId: finding.refundId ?? finding.paymentId,
      ours: finding.ours,
      theirs: finding.theirs,
      detail: finding.detail.slice(0, 500),
      foundAt: now,
      seenAt: now,
      resolvedAt: resolved ? now : null,
    };
    await tx
      .insert(paymentMismatches)
      .values(values)
      .onConflictDoUpdate({
        target: [paymentMismatches.subjectId, paymentMismatches.kind],
        set: { ours: values.ours, theirs: values.theirs, detail: values.detail, seenAt: now, resolvedAt: values.resolvedAt },
      });
  }

  /** The provider and we agree again about this payment or refund: its open findings are resolved. */
  async function resolveMismatches(tx: Database, subjectId: string, now: Date, kinds?: readonly string[]): Promise<void> {
    const where: SQL[] = [eq(paymentMismatches.subjectId, subjectId), sql`${paymentMismatches.resolvedAt} is null`];
    if (kinds) where.push(inArray(paymentMismatches.kind, kinds as ('amount' | 'status' | 'unknown-transaction' | 'unclear')[]));
    await tx
      .update(paymentMismatches)
      .set({ resolvedAt: now })
      .where(and(...where));
  }

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

  async function recordEvent(tx: Database, event: ProviderEvent | undefined, paymentId: string | null, now: Date): Promise<void> {
    if (!event) return;
    await tx
      .insert(paymentEvents)
      .values({ id: newId(), provider: event.provider, eventId: event.eventId, paymentId, raw: event.raw as never, receivedAt: now, processedAt: now })
      .onConflictDoNothing();
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

  /**
   * Claims a refund to send it (or to ask about it): Sending with the next attempt stamp, from the
   * state read. Only the claimer calls the provider; null when another claimed it first.
   */
  async function claimRefund(r: RefundRow, now: Date): Promise<RefundRow | null> {
    if (!canMoveRefund(r.status, 'Sending')) return null;
    const [claimed] = await db
      .update(refunds)
      .set({ status: 'Sending', attempts: r.attempts + 1, submittedAt: now, updatedAt: now })
      .where(and(eq(refunds.id, r.id), eq(refunds.status, r.status), eq(refunds.attempts, r.attempts)))
      .returning();
    return claimed ?? null;
  }

  /** The provider's answer about a refund, as a move of the claim (or of a Processing refund). */
  async function recordRefund(r: RefundRow, state: RefundState, now: Date = new Date()): Promise<RefundRow | null> {
    const to: RefundStatus =
      state.status === 'Refunded' ? 'Refunded' : state.status === 'Failed' ? 'Failed' : state.status === 'Pending' ? 'Processing' : 'Unconfirmed';
    const p = await paymentRow(r.paymentId);
    return db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const done = await moveRefund(tx, r, to, {
        providerRefundId: state.providerRefundId ?? r.providerRefundId,
        statusReason: state.reason ?? (to === 'Unconfirmed' ? `The provider cannot say whether it was made (${state.status})` : null),
        raw: state.raw as never,
        refundedAt: to === 'Refunded' ? now : null,
      });
      if (done && to === 'Refunded') {
        await resolveMismatches(tx, r.id, now);
        await queueMail(tx, await refundMail(tx, r.bookingId, { amount: r.amount, provider: p.provider }));
        const lang = await bookingLanguage(tx, r.bookingId);
        await texts?.send(tx, await bookingIn(tx, r.bookingId), lang, { kind: 'refundMade', amount: r.amount }, `refund:${r.id}`);
      }
      return done;
    });
  }

  /**
   * Sends a claimed refund. `askFirst` (a claim taken over from a sender who never heard back, or
   * anything the provider may have carried out): the provider is asked about it, and it is sent
   * only when the provider says it has no such refund; when it cannot say, it waits as Unconfirmed.
   * `sendIfUnsure`: the operator checked the merchant panel and found no such refund: asked all
   * the same (a refund the provider does list is recorded, not paid twice), sent when it cannot say.
   */
  async function sendClaimed(claimed: RefundRow, askFirst: boolean, now: Date, opts: { sendIfUnsure?: boolean } = {}): Promise<RefundRow> {
    const p = await paymentRow(claimed.paymentId);
    const provider = providers.get(p.provider);
    const unconfirmed = async (why: string) =>
      (await moveRefund(db, claimed, 'Unconfirmed', { statusReason: why.slice(0, 500) })) ?? (await refundRow(claimed.id));
    if (!provider) return unconfirmed(`${p.provider} is not configured on this site`);
    if (askFirst) {
      let known: RefundState;
      try {
        known = await provider.refundStatus(refOf(p), await refundQuestion(claimed));
      } catch (error) {
        if (error instanceof ProviderError && error.retryable) {
          // No answer to the question either: still claimed; asked again when the claim goes stale.
          await db
            .update(refunds)
            .set({ statusReason: `Asked the provider, no answer yet: ${providerMessage(error)}` })
            .where(and(eq(refunds.id, claimed.id), eq(refunds.attempts, claimed.attempts)));
          return refundRow(claimed.id);
        }
        known = { status: 'Unknown', providerRefundId: null, reason: providerMessage(error), raw: null };
      }
      if (known.status === 'Unknown' && !opts.sendIfUnsure)
        return unconfirmed(`Sent before, its answer lost; the provider cannot say whether it was made${known.reason ? `: ${known.reason}` : ''}`);
      if (known.status !== 'NotFound' && known.status !== 'Unknown') return (await recordRefund(claimed, known, now)) ?? refundRow(claimed.id);
      // The provider has no such refund (or cannot say, and the operator found none): sending it now is the first time.
    }
    let state: RefundState;
    try {
      state = await provider.refund(refOf(p), {
        refundRef: claimed.refundRef,
        amount: claimed.amount,
        reason: translateMessage('en', claimed.reason) || 'Booking cancelled',
      });
    } catch (error) {
      if (error instanceof ProviderError && error.retryable) {
        // No answer: it may have happened. Stays claimed; whoever takes it over asks the provider first.
        await db
          .update(refunds)
          .set({ statusReason: `Sent, no answer yet (the provider is asked before anything is sent again): ${providerMessage(error)}` })
          .where(and(eq(refunds.id, claimed.id), eq(refunds.attempts, claimed.attempts)));
        return refundRow(claimed.id);
      }
      if (error instanceof ProviderError && error.unclear) return unconfirmed(`Sent; the provider's answer could not be read: ${providerMessage(error)}`);
      return (await moveRefund(db, claimed, 'Failed', { statusReason: providerMessage(error) })) ?? refundRow(claimed.id);
    }
    return (await recordRefund(claimed, state, now)) ?? refundRow(claimed.id);
  }

  /**
   * Sends planned refunds (each claimed first: two instances, or a retry racing the sweeper, send
   * it once). A claim that went stale without an answer is taken over and asked about first.
   */
  async function sendRefunds(ids: readonly string[], now: Date = new Date()): Promise<void> {
    for (const id of ids) {
      const r = await refundRow(id).catch(() => null);
      if (!r) continue;
      const stale = r.status === 'Sending' && (r.submittedAt === null || r.submittedAt.getTime() <= now.getTime() - SENDING_STALE_MS);
      if (r.status !== 'Pending' && !stale) continue;
      const claimed = await claimRefund(r, now);
      if (claimed) await sendClaimed(claimed, stale, now);
    }
  }

  /** Asks about a refund the provider took (Processing), could not confirm (Unconfirmed) or refused (Failed), and records a clear answer. */
  async function checkRefund(r: RefundRow, now: Date): Promise<RefundRow> {
    const p = await paymentRow(r.paymentId);
    const provider = providers.get(p.provider);
    if (!provider) return r;
    try {
      const state = await provider.refundStatus(refOf(p), await refundQuestion(r));
      if (state.status === 'Pending' && r.status === 'Processing') {
        await db
          .update(refunds)
          .set({ updatedAt: now })
          .where(and(eq(refunds.id, r.id), eq(refunds.status, 'Processing')));
        return refundRow(r.id);
      }
      if (state.status === 'Unknown' || state.status === 'NotFound') {
        if (r.status === 'Processing')
          await db.transaction((t) =>
            noteMismatch(
              t as unknown as Database,
              { kind: 'status', paymentId: p.id, refundId: r.id, ours: r.status, theirs: state.status, detail: state.reason ?? '' },
              now,
            ),
          );
        return r;
      }
      return (await recordRefund(r, state, now)) ?? refundRow(r.id);
    } catch (error) {
      logger.warn(`[payments] ${p.provider} refund status ${r.refundRef}: ${providerMessage(error)}`);
      return r;
    }
  }

  return {
    db,
    providers,
    logger,
    audit,
    baseUrl,
    transaction,
    seatsFreed,
    refOf,
    providerMessage,
    paymentRow,
    refundRow,
    queueMail,
    texts,
    bookingIn,
    movePayment,
    moveRefund,
    noteMismatch,
    noteEvent: recordEvent,
    settle,
    askAndSettle,
    claimRefund,
    sendClaimed,
    sendRefunds,
    recordRefund,
    checkRefund,
  };
}
export type PaymentCore = ReturnType<typeof createPaymentCore>;

export function createPaymentService(deps: PaymentServiceDeps) {
  const core = createPaymentCore(deps);
  const { db, providers, logger, baseUrl } = core;
  const { one } = bookingReads(db);

  function providerOf(name: string): PaymentProvider {
    const p = providers.get(name as ProviderName);
    if (!p) throw invalid('choosePaymentMethod').on('provider');
    return p;
  }

  return {
    /** The providers offered to customers, in a stable order (none: the card fields of the specification). */
    available(): { name: ProviderName; label: string }[] {
      return [...providers.values()].map((p) => ({ name: p.name, label: p.label }));
    },

    /** Origins the customer's browser is sent to (the pages' CSP form-action). */
    origins(): string[] {
      return [...providers.values()].flatMap((p) => p.origins);
    },

    /**
     * The owner starts paying what is due (the advance, then the balance; the server decides the
     * amount) through `provider`: a payment Initiated, then the provider's session. At most
     * `maxPaymentStartsPerHour` starts per booking an hour (429); the first start may extend the
     * seat hold once, to 15 minutes from then, never again.
     */
    async start(viewer: Viewer, bookingId: string, providerName: string, now: Date = new Date()): Promise<{ payment: PaymentRow; redirectUrl: string }> {
      const provider = providerOf(providerName);
      const payment = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const [b] = idPattern.test(bookingId) ? await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update') : [];
        if (!b || b.userId !== viewer.userId) throw notFound('bookingNotFound');
        if (b.paymentMethod !== 'online') throw conflict('bookingPaidAtOffice');
        if (b.status !== 'Pending' && b.status !== 'Confirmed') throw conflict('bookingTakesNoPayment', b.status);
        const waiting = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(and(eq(payments.bookingId, b.id), inArray(payments.status, ['Held', 'Unknown'])));
        if (waiting.some((w) => w.status === 'Held')) throw conflict('paymentUnderReview');
        if (waiting.length) throw conflict('paymentBeingChecked');
        const [{ starts } = { starts: 0 }] = await tx
          .select({ starts: sql<number>`count(*)::int` })
          .from(payments)
          .where(and(eq(payments.bookingId, b.id), gt(payments.createdAt, new Date(now.getTime() - 60 * 60_000))));
        if (Number(starts) >= maxPaymentStartsPerHour) {
          throw new DomainError(429, msg('tooManyPaymentStarts'));
        }
        const due = nextPaymentDue(b, await grossPaid(tx, b.id));
        if (!due) throw conflict('bookingPaidInFull');
        const id = newId();
        const [p] = await tx
          .insert(payments)
          .values({
            id,
            bookingId: b.id,
            provider: provider.name,
            purpose: due.purpose,
            amount: due.amount,
            status: 'Initiated',
            merchantRef: `TZP${id}`,
            createdAt: now,
          })
          .returning();
        // The customer is on the provider's page: the seats stay held a while longer, once.
        const holdUntil = extendedHold({ holdUntil: b.holdUntil, alreadyExtended: b.holdExtendedAt !== null, now });
        if (holdUntil) await tx.update(bookings).set({ holdUntil, holdExtendedAt: now }).where(eq(bookings.id, b.id));
        return { row: p!, booking: b };
      });
      const { row, booking: b } = payment;
      // Back from the provider's page in the language the booking was made in.
      const returnUrl = `${baseUrl}${pathIn(b.language, `/payments/${provider.name}/return/${row.id}`)}`;
      try {
        const started = await provider.start({
          merchantRef: row.merchantRef,
          amount: row.amount,
          purpose: row.purpose,
          booking: {
            id: b.id,
            tourName: b.packageName ? `${b.name} - ${b.packageName}` : b.name,
            travelDate: b.travelDate,
            travellers: b.travellers,
            hoursTillDeparture: Math.max(1, Math.round((Date.parse(`${b.travelDate}T00:00:00+06:00`) - now.getTime()) / 3_600_000)),
            totalDays: b.totalDays,
            place: b.name,
          },
          customer: { name: b.fullName, email: b.email, phone: b.phone, address: b.address, city: b.city },
          returnUrl,
          notifyUrl: `${baseUrl}/api/payments/${provider.name}/ipn`,
        });
        const [p] = await db
          .update(payments)
          .set({ providerSessionId: started.providerSessionId, raw: started.raw as never, updatedAt: new Date() })
          .where(eq(payments.id, row.id))
          .returning();
        return { payment: p!, redirectUrl: started.redirectUrl };
      } catch (error) {
        if (error instanceof ProviderError && (error.retryable || error.unclear)) {
          // The session may exist at the provider: left open, asked about by the sweeper.
          await db
            .update(payments)
            .set({ statusReason: `The provider did not answer the start: ${providerMessage(error)}` })
            .where(eq(payments.id, row.id));
        } else {
          // Refused: no session, no money. The provider said no.
          await core.movePayment(db, row, 'Failed', { statusReason: `The provider did not start the payment: ${providerMessage(error)}` });
        }
        logger.warn(`[payments] ${provider.name} start ${row.merchantRef}: ${providerMessage(error)}`);
        throw new DomainError(502, msg('providerDown', provider.label));
      }
    },

    /**
     * The customer's browser came back from the provider's page (its parameters and, for a POST,
     * its form). Never proof, in either direction: a claim of success makes the provider complete
     * and check it (bKash execute, SSLCommerz validation); a claim of failure or cancel only makes
     * it asked (its status, its query), so a stranger's "cancel" leaves an open payment open.
     */
    async returned(providerName: string, paymentId: string, params: Record<string, string>, now: Date = new Date()): Promise<PaymentRow> {
      const p = await core.paymentRow(paymentId);
      if (p.provider !== providerName) throw notFound('paymentNotFound');
      if (p.status === 'Paid' || p.status === 'Held') return p;
      return (await core.askAndSettle(p, claimsCompletion(params) ? params : null, now)).payment;
    },

    /**
     * A provider's notification (SSLCommerz IPN, bKash webhook). Not authentic: 400 and nothing
     * changes. Authentic: the provider is asked and the payment settled, and the event is recorded
     * as processed in the transaction of that work: a delivery whose handling did not finish is
     * handled again when the provider retries; one handled is a replay. 'unanswered': the provider
     * could not be asked (the API answers 503 so that it retries).
     */
    async notified(
      providerName: string,
      request: IncomingRequest,
      now: Date = new Date(),
    ): Promise<{ outcome: 'settled' | 'replay' | 'unknown-payment' | 'unanswered'; status?: string }> {
      const provider = providers.get(providerName as ProviderName);
      if (!provider) throw notFound('notFound');
      const note = await provider.verify(request);
      if (!note) throw invalid('notificationNotVerified');
      const [seen] = await db
        .select({ processedAt: paymentEvents.processedAt })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, note.eventId)));
      if (seen?.processedAt) return { outcome: 'replay' };
      const event: ProviderEvent = { provider: provider.name, eventId: note.eventId, raw: note.raw };
      const where: SQL | undefined = note.merchantRef
        ? eq(payments.merchantRef, note.merchantRef)
        : note.providerSessionId
          ? and(eq(payments.provider, provider.name), eq(payments.providerSessionId, note.providerSessionId))
          : undefined;
      const [p] = where ? await db.select().from(payments).where(where) : [];
      if (!p || p.provider !== provider.name) {
        // A transaction we have no payment for (not one of ours, or made under a reference we lost):
        // kept with the reference it names, and listed for the operator as an unknown transaction.
        const reference = note.merchantRef ?? note.providerSessionId;
        const kept = reference ? { ...event, raw: { unknownReference: reference, notification: note.raw } satisfies UnknownEventRaw } : event;
        await db.transaction((t) => core.noteEvent(t as unknown as Database, kept, null, now));
        return { outcome: 'unknown-payment' };
      }
      if (p.status === 'Paid') {
        await db.transaction((t) => core.noteEvent(t as unknown as Database, event, p.id, now));
        return { outcome: 'settled', status: p.status };
      }
      const { payment, clear } = await core.askAndSettle(p, note.params, now, event);
      if (!clear && payment.status === p.status && !(await eventProcessed(event))) return { outcome: 'unanswered', status: payment.status };
      return { outcome: 'settled', status: payment.status };
    },

    /** One payment, for the return page (the booking's owner, or an admin). */
    async forViewer(viewer: Viewer, paymentId: string): Promise<PaymentRow> {
      const p = await core.paymentRow(paymentId);
      const [b] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, p.bookingId));
      if (!b || (b.userId !== viewer.userId && !viewer.isAdmin)) throw notFound('paymentNotFound');
      return p;
    },

    /** Whose booking a payment is for: the return page shows the booking only to its owner. */
    async isOwnersPayment(viewer: Viewer | null, paymentId: string): Promise<{ bookingId: string } | null> {
      if (!viewer || !idPattern.test(paymentId)) return null;
      const [row] = await db
        .select({ bookingId: payments.bookingId, userId: bookings.userId })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.id, paymentId));
      return row && row.userId === viewer.userId ? { bookingId: row.bookingId } : null;
    },

    /** Sends every refund planned and not yet sent (after a cancellation's commit; the sweeper too). */
    async sweepRefunds(now: Date = new Date()): Promise<void> {
      const unsent = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.status, 'Pending')).limit(100);
      await core.sendRefunds(
        unsent.map((r) => r.id),
        now,
      );
    },

    ...createPaymentAdmin(core),
    ...createPaymentSweeper(core),

    /** The booking with its payments, as its owner sees it (the return page). */
    booking: one,
    netPaid: (bookingId: string) => netPaid(db, bookingId),
  };

  async function eventProcessed(event: ProviderEvent): Promise<boolean> {
    const [row] = await db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
    return Boolean(row?.processedAt);
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>;
