/**
 * Payments (`services.payments`): the advance and the balance of an online booking paid on a
 * provider's hosted page (server/payments/), settling them, and the refunds a cancellation planned.
 * The customer's operations are here, on one core (`createPaymentCore`) made of:
 * - payment-base.server.ts: the rows, their moves through the state tables, the operator's findings;
 * - payment-settle.server.ts: settling a payment by its provider's answer;
 * - payment-refunds.server.ts: claiming and sending refunds;
 * and the operator's side (payment-admin.server.ts) and the work on a clock
 * (payment-sweeper.server.ts) are built on the same core.
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
import { pathIn } from '../../shared/i18n/lang.ts';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookings, paymentEvents, payments, refunds } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { extendedHold, maxPaymentStartsPerHour } from '../../shared/payment-status.ts';
import { nextPaymentDue } from '../../shared/payments.ts';
import { ProviderError, type IncomingRequest, type PaymentProvider, type ProviderName } from '../payments/provider.server.ts';
import { bookingReads } from './booking-rows.server.ts';
import { conflict, DomainError, invalid, msg, notFound } from './errors.server.ts';
import { createPaymentAdmin } from './payment-admin.server.ts';
import { grossPaid, netPaid, type PaymentRow } from './payment-rows.server.ts';
import { createPaymentSweeper } from './payment-sweeper.server.ts';
import { createPaymentBase, providerMessage, refOf, type PaymentServiceDeps, type ProviderEvent, type UnknownEventRaw } from './payment-base.server.ts';
import { createRefunds } from './payment-refunds.server.ts';
import { createSettling } from './payment-settle.server.ts';

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
 * operator's (payment-admin) and the clock's (payment-sweeper) are all built on it. Settling sends
 * the refunds it plans, after its commit.
 */
export function createPaymentCore(deps: PaymentServiceDeps) {
  const base = createPaymentBase(deps);
  const refundSender = createRefunds(base);
  const settling = createSettling(base, refundSender.sendRefunds);
  return { ...base, refOf, providerMessage, ...settling, ...refundSender };
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
        await db.transaction((t) => core.recordEvent(t as unknown as Database, kept, null, now));
        return { outcome: 'unknown-payment' };
      }
      if (p.status === 'Paid') {
        await db.transaction((t) => core.recordEvent(t as unknown as Database, event, p.id, now));
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
