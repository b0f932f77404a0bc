/**
 * A booking's money as rows, in the caller's transaction: what the providers confirmed as paid,
 * what is already being given back, and the refunds a cancellation plans. Shared by the payments
 * service and the booking services' cancellations (booking-rows.server.ts, departures.server.ts),
 * so every way of cancelling refunds the same way.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { payments, refunds } from '../../db/schema.ts';
import { allocateRefund } from '../../shared/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** What the providers confirmed as paid for a booking, less what is refunded or being refunded. */
export async function netPaid(tx: Database, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({
      paid: sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.bookingId} = ${bookingId} and ${payments.status} = 'Paid'), 0)::int`,
      refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.bookingId} = ${bookingId}), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.paid ?? 0) - Number(row?.refunded ?? 0);
}

/** What the providers confirmed as paid for a booking (refunds not taken off). */
export async function grossPaid(tx: Database, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'Paid')));
  return Number(row?.paid ?? 0);
}

/**
 * Plans giving back `amount` of a booking's payments (newest first), as Pending refund rows in
 * the caller's transaction: they exist exactly when the cancellation does. The provider is asked
 * after the commit (services.payments.sweepRefunds, and the sweeper for any left behind).
 */
export async function planRefunds(tx: Database, bookingId: string, amount: number, reason: string): Promise<string[]> {
  if (amount <= 0) return [];
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'Paid')));
  if (paid.length === 0) return [];
  const already = await tx
    .select({ paymentId: refunds.paymentId, amount: refunds.amount })
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        paid.map((p) => p.id),
      ),
    );
  const plan = allocateRefund(
    paid.map((p) => ({
      id: p.id,
      amount: p.amount,
      refunded: already.filter((r) => r.paymentId === p.id).reduce((n, r) => n + r.amount, 0),
      paidAt: (p.paidAt ?? p.createdAt).toISOString(),
    })),
    amount,
  );
  const ids: string[] = [];
  for (const part of plan) {
    const id = newId();
    await tx.insert(refunds).values({ id, paymentId: part.paymentId, bookingId, amount: part.amount, status: 'Pending', refundRef: `TZR${id}`, reason });
    ids.push(id);
  }
  return ids;
}
