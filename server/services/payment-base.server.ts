/**
 * The payments' rows and their moves (`createPaymentBase`), shared by settling a payment
 * (payment-settle.server.ts), sending refunds (payment-refunds.server.ts), the operator's side
 * (payment-admin.server.ts) and the work on a clock (payment-sweeper.server.ts), all put together
 * in payments.server.ts. Every change of a payment or a refund is a move of
 * shared/payment-status.ts, made as one conditional update of the row still in the state it was
 * read in; what the provider and we disagree about is a finding for the operator.
 */
import type { BookingTexts } from '../sms/booking-sms.server.ts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { paymentEvents, paymentMismatches, payments, refunds } from '../../db/schema.ts';
import type { Booking } from '../../shared/domain.ts';
import { canMovePayment, canMoveRefund, type PaymentState as PaymentStatus, type RefundState as RefundStatus } from '../../shared/payment-status.ts';
import type { Logger } from '../logger.server.ts';
import type { Mailer, MailMessage } from '../mail/mailer.server.ts';
import type { PaymentProvider, PaymentRef, ProviderName } from '../payments/provider.server.ts';
import type { AuditService } from './audit.server.ts';
import { bookingReads } from './booking-rows.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { notFound } from './errors.server.ts';
import type { PaymentRow, RefundRow } from './payment-rows.server.ts';

export interface PaymentServiceDeps {
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

/** A provider's event being handled: recorded as processed in the transaction of its work. */
export interface ProviderEvent {
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

export const refOf = (p: PaymentRow): PaymentRef => ({
  merchantRef: p.merchantRef,
  amount: p.amount,
  providerSessionId: p.providerSessionId,
  providerPaymentId: p.providerPaymentId,
});

export const providerMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export function createPaymentBase(deps: PaymentServiceDeps) {
  const { db, changes, mailer } = deps;
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

  async function queueMail(tx: Database, message: MailMessage | null) {
    if (message && [message.to].flat().length > 0) await mailer.send(message, tx);
  }

  /** A booking as its owner sees it, read in the transaction (a mail written in it shows its changes). */
  async function bookingIn(tx: Database, id: string): Promise<Booking> {
    return bookingReads(tx).one(id);
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

  async function recordEvent(tx: Database, event: ProviderEvent | undefined, paymentId: string | null, now: Date): Promise<void> {
    if (!event) return;
    await tx
      .insert(paymentEvents)
      .values({ id: newId(), provider: event.provider, eventId: event.eventId, paymentId, raw: event.raw as never, receivedAt: now, processedAt: now })
      .onConflictDoNothing();
  }

  return { ...deps, transaction, paymentRow, refundRow, queueMail, bookingIn, movePayment, moveRefund, noteMismatch, resolveMismatches, recordEvent };
}
export type PaymentBase = ReturnType<typeof createPaymentBase>;
