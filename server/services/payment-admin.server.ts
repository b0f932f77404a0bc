/**
 * The operator's side of payments (part of `services.payments`, built on the payments core of
 * payments.server.ts): every payment and refund with the provider's ids, what reconciliation
 * found, asking the provider about a payment, the release of a payment the provider held for
 * review, a refund sent again or marked refunded after checking the merchant panel, the totals.
 */
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookings, paymentEvents, paymentMismatches, payments, refunds } from '../../db/schema.ts';
import type { BookingStatusValue } from '../../shared/booking-status.ts';
import type { PaymentPurpose } from '../../shared/payments.ts';
import type { PaymentState, ProviderName } from '../payments/provider.server.ts';
import type { Actor } from './audit.server.ts';
import { conflict, DomainError, msg, notFound } from './errors.server.ts';
import type { UnknownEventRaw } from './payment-base.server.ts';
import type { PaymentCore } from './payments.server.ts';
import type { PaymentRow, RefundRow } from './payment-rows.server.ts';

/** A payment as the admin's view lists it. */
export interface AdminPayment {
  _id: string;
  bookingId: string;
  customer: string;
  tour: string;
  provider: ProviderName;
  purpose: PaymentPurpose;
  amount: number;
  status: PaymentRow['status'];
  merchantRef: string;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  statusReason: string | null;
  createdAt: string;
  paidAt: string | null;
  checkedAt: string | null;
  /** The booking's state: a held payment on a cancelled booking may be refunded in full (the screen's own; not in the API's answer). */
  bookingStatus: BookingStatusValue;
}

export interface AdminRefund {
  _id: string;
  bookingId: string;
  paymentId: string;
  customer: string;
  provider: ProviderName;
  amount: number;
  status: RefundRow['status'];
  refundRef: string;
  providerRefundId: string | null;
  reason: string;
  statusReason: string | null;
  createdAt: string;
  refundedAt: string | null;
  attempts: number;
}

/**
 * What reconciliation (or an answer that did not fit) found between a provider and us. A provider's
 * notification naming a payment we do not have is an 'unknown-transaction' with no payment and no
 * booking (`paymentId` and `bookingId` empty; `merchantRef` the reference it named).
 */
export interface AdminMismatch {
  _id: string;
  kind: 'amount' | 'status' | 'unknown-transaction' | 'unclear';
  paymentId: string;
  refundId: string | null;
  bookingId: string;
  merchantRef: string;
  provider: ProviderName;
  ours: string;
  theirs: string;
  detail: string;
  foundAt: string;
  seenAt: string;
  resolvedAt: string | null;
}

/** Resolved findings stay listed this long. */
const RESOLVED_SHOWN_MS = 7 * 24 * 60 * 60_000;
/** A notification for a payment we do not have stays listed this long (the reconciliation's reach). */
const UNKNOWN_EVENT_SHOWN_MS = 30 * 24 * 60 * 60_000;

const isUnknownEventRaw = (raw: unknown): raw is UnknownEventRaw =>
  typeof raw === 'object' && raw !== null && typeof (raw as { unknownReference?: unknown }).unknownReference === 'string';

export interface PaymentFilter {
  status?: PaymentRow['status'];
  provider?: ProviderName;
  /** The booking's id, our merchant reference or the provider's id. */
  q?: string;
}

export function createPaymentAdmin(core: PaymentCore) {
  const { db, providers, audit, refOf, providerMessage } = core;

  async function findings(now: Date): Promise<AdminMismatch[]> {
    const rows = await db
      .select({ m: paymentMismatches, bookingId: payments.bookingId, merchantRef: payments.merchantRef, provider: payments.provider })
      .from(paymentMismatches)
      .innerJoin(payments, eq(payments.id, paymentMismatches.paymentId))
      .where(or(isNull(paymentMismatches.resolvedAt), gt(paymentMismatches.resolvedAt, new Date(now.getTime() - RESOLVED_SHOWN_MS))))
      .orderBy(sql`${paymentMismatches.resolvedAt} is not null`, desc(paymentMismatches.seenAt))
      .limit(200);
    // Notifications naming a payment we do not have: no payment row to hang a finding on. Open ones
    // for a month; one an admin has looked up, for as long as other resolved findings.
    const strays = await db
      .select()
      .from(paymentEvents)
      .where(
        and(
          isNull(paymentEvents.paymentId),
          gt(paymentEvents.receivedAt, new Date(now.getTime() - UNKNOWN_EVENT_SHOWN_MS)),
          or(isNull(paymentEvents.resolvedAt), gt(paymentEvents.resolvedAt, new Date(now.getTime() - RESOLVED_SHOWN_MS))),
        ),
      )
      .orderBy(sql`${paymentEvents.resolvedAt} is not null`, desc(paymentEvents.receivedAt))
      .limit(100);
    const unknown = strays.flatMap((e): AdminMismatch[] =>
      isUnknownEventRaw(e.raw) && (e.provider === 'sslcommerz' || e.provider === 'bkash')
        ? [
            {
              _id: e.id,
              kind: 'unknown-transaction',
              paymentId: '',
              refundId: null,
              bookingId: '',
              merchantRef: e.raw.unknownReference.slice(0, 100),
              provider: e.provider,
              ours: 'no such payment',
              theirs: 'notified',
              detail: `A ${e.provider} notification (${e.eventId.slice(0, 100)}) names ${e.raw.unknownReference.slice(0, 100)}, which is no payment of this site: look it up in the merchant panel`,
              foundAt: e.receivedAt.toISOString(),
              seenAt: e.receivedAt.toISOString(),
              resolvedAt: e.resolvedAt?.toISOString() ?? null,
            },
          ]
        : [],
    );
    return [
      ...unknown,
      ...rows.map(({ m, bookingId, merchantRef, provider }) => ({
        _id: m.id,
        kind: m.kind,
        paymentId: m.paymentId,
        refundId: m.refundId,
        bookingId,
        merchantRef,
        provider,
        ours: m.ours,
        theirs: m.theirs,
        detail: m.detail,
        foundAt: m.foundAt.toISOString(),
        seenAt: m.seenAt.toISOString(),
        resolvedAt: m.resolvedAt?.toISOString() ?? null,
      })),
    ];
  }

  return {
    async list(filter: PaymentFilter = {}, now: Date = new Date()): Promise<{ payments: AdminPayment[]; refunds: AdminRefund[]; mismatches: AdminMismatch[] }> {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(payments.status, filter.status));
      if (filter.provider) where.push(eq(payments.provider, filter.provider));
      const q = filter.q?.trim();
      if (q) where.push(or(eq(payments.bookingId, q), eq(payments.merchantRef, q), eq(payments.providerPaymentId, q), eq(payments.providerSessionId, q))!);
      const rows = await db
        .select({ p: payments, customer: bookings.fullName, tour: bookings.name, bookingStatus: bookings.status })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(...where))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(500);
      const refundWhere: SQL[] = [];
      if (filter.provider) refundWhere.push(eq(payments.provider, filter.provider));
      if (q) refundWhere.push(or(eq(refunds.bookingId, q), eq(refunds.refundRef, q), eq(refunds.providerRefundId, q))!);
      const refundRows = await db
        .select({ r: refunds, provider: payments.provider, customer: bookings.fullName })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(and(...refundWhere))
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(500);
      return {
        payments: rows.map(({ p, customer, tour, bookingStatus }) => ({
          _id: p.id,
          bookingId: p.bookingId,
          customer,
          tour,
          provider: p.provider,
          purpose: p.purpose,
          amount: p.amount,
          status: p.status,
          merchantRef: p.merchantRef,
          providerSessionId: p.providerSessionId,
          providerPaymentId: p.providerPaymentId,
          statusReason: p.statusReason,
          createdAt: p.createdAt.toISOString(),
          paidAt: p.paidAt?.toISOString() ?? null,
          checkedAt: p.checkedAt?.toISOString() ?? null,
          bookingStatus,
        })),
        refunds: refundRows.map(({ r, provider, customer }) => ({
          _id: r.id,
          bookingId: r.bookingId,
          paymentId: r.paymentId,
          customer,
          provider,
          amount: r.amount,
          status: r.status,
          refundRef: r.refundRef,
          providerRefundId: r.providerRefundId,
          reason: r.reason,
          statusReason: r.statusReason,
          createdAt: r.createdAt.toISOString(),
          refundedAt: r.refundedAt?.toISOString() ?? null,
          attempts: r.attempts,
        })),
        mismatches: await findings(now),
      };
    },

    /** Asks the provider about a payment and settles it by its answer (a closed one too: money it took is counted or refunded). */
    async reconcile(actor: Actor, paymentId: string, now: Date = new Date()): Promise<{ payment: PaymentRow; provider: PaymentState | null }> {
      const p = await core.paymentRow(paymentId);
      const provider = providers.get(p.provider);
      if (!provider) throw conflict('providerNotConfigured', p.provider);
      let state: PaymentState;
      try {
        state = await provider.query(refOf(p));
      } catch (error) {
        throw new DomainError(502, msg('providerFailed', provider.label, providerMessage(error)));
      }
      const after = await core.settle(p.id, state, now);
      await audit.record(actor, {
        action: 'reconcile',
        entity: 'payment',
        entityId: p.id,
        before: { status: p.status },
        after: { status: after.status, provider: state.status },
      });
      return { payment: after, provider: state };
    },

    /**
     * An admin accepts a payment the provider held for review: Held to Paid in one move (a Pending
     * booking is confirmed; a booking cancelled meanwhile keeps the policy's charge from it).
     */
    async release(actor: Actor, paymentId: string, now: Date = new Date()): Promise<PaymentRow> {
      const p = await core.paymentRow(paymentId);
      if (p.status !== 'Held') throw conflict('paymentNotHeld');
      const settled = await core.settle(
        p.id,
        { status: 'Paid', amount: p.amount, currency: 'BDT', providerPaymentId: p.providerPaymentId, reason: `Released by ${actor.email}`, raw: p.raw },
        now,
      );
      if (settled.status !== 'Paid') throw conflict('paymentChanged');
      await audit.record(actor, { action: 'release', entity: 'payment', entityId: p.id, before: { status: 'Held' }, after: { status: settled.status } });
      return settled;
    },

    /**
     * An admin gives back, whole, a payment the provider held for review on a booking cancelled
     * meanwhile (instead of releasing it, which keeps the cancellation's charge): Held to Paid in
     * one move, with a refund of all of it planned in that transaction and sent after it.
     */
    async refundHeld(actor: Actor, paymentId: string, now: Date = new Date()): Promise<PaymentRow> {
      const p = await core.paymentRow(paymentId);
      if (p.status !== 'Held') throw conflict('paymentNotHeld');
      const settled = await core.settle(
        p.id,
        { status: 'Paid', amount: p.amount, currency: 'BDT', providerPaymentId: p.providerPaymentId, reason: `Refunded in full by ${actor.email}`, raw: p.raw },
        now,
        undefined,
        { refundInFull: true },
      );
      if (settled.status !== 'Paid') throw conflict('paymentChanged');
      await audit.record(actor, {
        action: 'refund-in-full',
        entity: 'payment',
        entityId: p.id,
        before: { status: 'Held' },
        after: { status: settled.status, refunded: p.amount },
      });
      return settled;
    },

    /**
     * An admin sends a refund again. A refused one (Failed) is sent. An Unconfirmed one may have
     * been made: it is sent only with `confirmed` (the admin checked the merchant panel and found
     * no such refund); without it, 409 says so. Claimed like any send: one refund at the provider
     * even when the sweeper is at it too.
     */
    async retryRefund(actor: Actor, refundId: string, opts: { confirmed?: boolean } = {}, now: Date = new Date()): Promise<RefundRow> {
      const r = await core.refundRow(refundId);
      if (r.status !== 'Failed' && r.status !== 'Unconfirmed') throw conflict('refundNotRetryable');
      if (r.status === 'Unconfirmed' && !opts.confirmed) {
        throw conflict('refundMayBeMade');
      }
      const claimed = await core.claimRefund(r, now);
      if (!claimed) throw conflict('refundChanged');
      await audit.record(actor, { action: 'retry', entity: 'refund', entityId: r.id, before: { status: r.status }, after: { status: 'Sending' } });
      // An Unconfirmed one is asked about all the same: a refund the provider lists by now is
      // recorded (whoever raced this retry, one refund at the provider); sent when it cannot say.
      return core.sendClaimed(claimed, r.status === 'Unconfirmed', now, { sendIfUnsure: true });
    },

    /** An admin found an Unconfirmed refund made (the merchant panel): Refunded, the customer told. */
    async markRefunded(actor: Actor, refundId: string, now: Date = new Date()): Promise<RefundRow> {
      const r = await core.refundRow(refundId);
      if (r.status !== 'Unconfirmed') throw conflict('refundNotUnconfirmed');
      const done = await core.recordRefund(
        r,
        { status: 'Refunded', providerRefundId: r.providerRefundId, reason: `Marked as refunded by ${actor.email}`, raw: r.raw },
        now,
      );
      if (!done) throw conflict('refundChanged');
      await audit.record(actor, {
        action: 'mark-refunded',
        entity: 'refund',
        entityId: r.id,
        before: { status: 'Unconfirmed' },
        after: { status: 'Refunded' },
      });
      return done;
    },

    /**
     * An admin looked up a notification that names no payment of ours (an 'unknown-transaction'
     * finding with no payment) in the provider's merchant panel: the finding is resolved, by whom
     * recorded, and it stays listed as resolved for a week.
     */
    async resolveUnknownNotification(actor: Actor, findingId: string, now: Date = new Date()): Promise<{ resolvedAt: string; merchantRef: string }> {
      const [event] = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, findingId), isNull(paymentEvents.paymentId)))
        .limit(1);
      if (!event || !isUnknownEventRaw(event.raw)) throw notFound('findingNotFound');
      const [done] = await db
        .update(paymentEvents)
        .set({ resolvedAt: now, resolvedBy: actor.email })
        .where(and(eq(paymentEvents.id, event.id), isNull(paymentEvents.resolvedAt)))
        .returning({ resolvedAt: paymentEvents.resolvedAt });
      if (!done?.resolvedAt) throw conflict('findingAlreadyResolved');
      await audit.record(actor, {
        action: 'resolve',
        entity: 'paymentFinding',
        entityId: event.id,
        before: { resolvedAt: null },
        after: { resolvedAt: now.toISOString(), reference: event.raw.unknownReference.slice(0, 100) },
      });
      return { resolvedAt: done.resolvedAt.toISOString(), merchantRef: event.raw.unknownReference.slice(0, 100) };
    },

    /** Money received and refunded (the reports). */
    async totals(): Promise<{ received: number; refunded: number; refundsPending: number; payments: number }> {
      const [row] = await db
        .select({
          received: sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.status} = 'Paid'), 0)::int`,
          payments: sql<number>`(select count(*) from ${payments} where ${payments.status} = 'Paid')::int`,
          refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.status} = 'Refunded'), 0)::int`,
          refundsPending: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.status} in ('Pending', 'Sending', 'Processing', 'Unconfirmed')), 0)::int`,
        })
        .from(sql`(select 1) as one`);
      return { received: Number(row!.received), refunded: Number(row!.refunded), refundsPending: Number(row!.refundsPending), payments: Number(row!.payments) };
    },
  };
}
