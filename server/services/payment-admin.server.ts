/**
 * The operator's side of payments (part of `services.payments`, composed in payments.server.ts):
 * every payment and refund with the provider's ids, reconciliation (ask the provider), the release
 * of a payment the provider held for review, a failed refund sent again, and the money totals.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern } from '../../db/ids.ts';
import { bookings, payments, refunds } from '../../db/schema.ts';
import type { PaymentPurpose } from '../../shared/payments.ts';
import type { PaymentProvider, PaymentRef, PaymentState, ProviderName } from '../payments/provider.server.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { conflict, DomainError, msg, notFound } from './errors.server.ts';
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
}

export interface PaymentFilter {
  status?: PaymentRow['status'];
  provider?: ProviderName;
  /** The booking's id, our merchant reference or the provider's id. */
  q?: string;
}

interface PaymentAdminDeps {
  db: Database;
  providers: ReadonlyMap<ProviderName, PaymentProvider>;
  audit: AuditService;
  /** The payments service's own: a payment by id, settling by the provider's answer, sending refunds. */
  paymentRow: (id: string) => Promise<PaymentRow>;
  settle: (paymentId: string, state: PaymentState, now?: Date) => Promise<PaymentRow>;
  submitRefunds: (ids: readonly string[]) => Promise<void>;
  refOf: (p: PaymentRow) => PaymentRef;
  providerMessage: (error: unknown) => string;
}

export function createPaymentAdmin({ db, providers, audit, paymentRow, settle, submitRefunds, refOf, providerMessage }: PaymentAdminDeps) {
  return {
    async list(filter: PaymentFilter = {}): Promise<{ payments: AdminPayment[]; refunds: AdminRefund[] }> {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(payments.status, filter.status));
      if (filter.provider) where.push(eq(payments.provider, filter.provider));
      const q = filter.q?.trim();
      if (q) where.push(or(eq(payments.bookingId, q), eq(payments.merchantRef, q), eq(payments.providerPaymentId, q), eq(payments.providerSessionId, q))!);
      const rows = await db
        .select({ p: payments, customer: bookings.fullName, tour: bookings.name })
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
        payments: rows.map(({ p, customer, tour }) => ({
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
        })),
      };
    },

    /** Reconciliation: asks the provider about a payment and settles it by the answer (an Initiated one). */
    async reconcile(actor: Actor, paymentId: string, now: Date = new Date()): Promise<{ payment: PaymentRow; provider: PaymentState | null }> {
      const p = await paymentRow(paymentId);
      const provider = providers.get(p.provider);
      if (!provider) throw conflict('providerNotConfigured', p.provider);
      let state: PaymentState;
      try {
        state = await provider.query(refOf(p));
      } catch (error) {
        throw new DomainError(502, msg('providerFailed', provider.label, providerMessage(error)));
      }
      const after = p.status === 'Initiated' ? await settle(p.id, state, now) : p;
      await audit.record(actor, {
        action: 'reconcile',
        entity: 'payment',
        entityId: p.id,
        before: { status: p.status },
        after: { status: after.status, provider: state.status },
      });
      return { payment: after, provider: state };
    },

    /** An admin accepts a payment the provider held for review: it counts as paid (a Pending booking is confirmed). */
    async release(actor: Actor, paymentId: string, now: Date = new Date()): Promise<PaymentRow> {
      const p = await paymentRow(paymentId);
      if (p.status !== 'Held') throw conflict('paymentNotHeld');
      const [again] = await db
        .update(payments)
        .set({ status: 'Initiated', updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'Held')))
        .returning();
      if (!again) throw conflict('paymentChanged');
      const settled = await settle(
        p.id,
        { status: 'Paid', amount: p.amount, currency: 'BDT', providerPaymentId: p.providerPaymentId, reason: `Released by ${actor.email}`, raw: p.raw },
        now,
      );
      await audit.record(actor, { action: 'release', entity: 'payment', entityId: p.id, before: { status: 'Held' }, after: { status: settled.status } });
      return settled;
    },

    /** An admin sends a failed refund again (the same reference: the provider refuses a second one of it). */
    async retryRefund(actor: Actor, refundId: string): Promise<RefundRow> {
      const [r] = idPattern.test(refundId) ? await db.select().from(refunds).where(eq(refunds.id, refundId)) : [];
      if (!r) throw notFound('refundNotFound');
      if (r.status !== 'Failed') throw conflict('refundNotFailed');
      await db
        .update(refunds)
        .set({ status: 'Pending', submittedAt: null, statusReason: null, updatedAt: new Date() })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'Failed')));
      await audit.record(actor, { action: 'retry', entity: 'refund', entityId: r.id, before: { status: 'Failed' } });
      await submitRefunds([r.id]);
      const [after] = await db.select().from(refunds).where(eq(refunds.id, r.id));
      return after!;
    },

    /** Money received and refunded (the reports). */
    async totals(): Promise<{ received: number; refunded: number; refundsPending: number; payments: number }> {
      const [row] = await db
        .select({
          received: sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.status} = 'Paid'), 0)::int`,
          payments: sql<number>`(select count(*) from ${payments} where ${payments.status} = 'Paid')::int`,
          refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.status} = 'Refunded'), 0)::int`,
          refundsPending: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.status} = 'Pending'), 0)::int`,
        })
        .from(sql`(select 1) as one`);
      return { received: Number(row!.received), refunded: Number(row!.refunded), refundsPending: Number(row!.refundsPending), payments: Number(row!.payments) };
    },
  };
}
