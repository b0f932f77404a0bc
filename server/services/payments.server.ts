/**
 * Payments (`services.payments`): the advance and the balance of an online booking paid on a
 * provider's hosted page (server/payments/), settling them, and sending the refunds a cancellation
 * planned; with the operator's side (payment-admin.server.ts) and the sweeper that keeps time
 * (payment-sweeper.server.ts).
 *
 * A payment is settled only from the provider's own answer (SSLCommerz's validation API, bKash's
 * execute or status), never from what the customer's browser brings back. Settling is a
 * conditional update of a payment still Initiated, in the booking's lock: a notification and the
 * customer's return racing each other count once, and a provider's event seen twice (its id is
 * unique in payment_events) is acted on once. Provider calls are never made inside a database
 * transaction (on PGlite, one connection, it would stop every other request while it waits).
 */
import { pathIn } from '../../shared/i18n/lang.ts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookingHistory, bookings, paymentEvents, payments, refunds } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import type { Booking } from '../../shared/domain.ts';
import { nextPaymentDue } from '../../shared/payments.ts';
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
import { conflict, DomainError, invalid, msg, notFound } from './errors.server.ts';
import { createPaymentAdmin } from './payment-admin.server.ts';
import { grossPaid, netPaid, planRefunds, type PaymentRow, type RefundRow } from './payment-rows.server.ts';
import { createPaymentSweeper } from './payment-sweeper.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';

interface PaymentServiceDeps {
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

/** Starting a payment keeps the booking's seats at least this long (the customer is on the provider's page). */
const PAYING_GRACE_MS = 15 * 60_000;
/** A payment never completed is given up (Cancelled) after a day of asking. */
const GIVE_UP_MS = 24 * 60 * 60_000;

const refOf = (p: PaymentRow): PaymentRef => ({
  merchantRef: p.merchantRef,
  amount: p.amount,
  providerSessionId: p.providerSessionId,
  providerPaymentId: p.providerPaymentId,
});

const providerMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export function createPaymentService({ db, providers, changes, mailer, audit, logger, baseUrl, adminEmails, seatsFreed }: PaymentServiceDeps) {
  const transaction = publishingTransaction(db, changes, 'departures');
  const { one } = bookingReads(db);

  function providerOf(name: string): PaymentProvider {
    const p = providers.get(name as ProviderName);
    if (!p) throw invalid('choosePaymentMethod').on('provider');
    return p;
  }

  async function paymentRow(id: string, tx: Database = db): Promise<PaymentRow> {
    const [p] = idPattern.test(id) ? await tx.select().from(payments).where(eq(payments.id, id)) : [];
    if (!p) throw notFound('paymentNotFound');
    return p;
  }

  async function queueMail(tx: Database, message: MailMessage | null) {
    if (message && [message.to].flat().length > 0) await mailer.send(message, tx);
  }

  /**
   * Records the provider's answer about a payment. Only a payment still Initiated changes (the
   * conditional update under the booking's lock): whoever comes second finds it settled and does
   * nothing. A paid advance confirms a Pending booking; money that arrives for a cancelled or
   * already paid booking is given back at once.
   */
  async function settle(paymentId: string, state: PaymentState, now: Date = new Date()): Promise<PaymentRow> {
    const before = await paymentRow(paymentId);
    if (state.status === 'Initiated' || before.status !== 'Initiated') {
      // Nothing to settle: remember that the provider was asked.
      const [p] = await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, paymentId)).returning();
      return p!;
    }
    const admins = state.status === 'Held' ? await adminEmails() : [];
    const { payment, refundIds } = await transaction(async (tx) => {
      const { current } = await lockedBooking(tx, before.bookingId);
      const [p] = await tx
        .update(payments)
        .set({
          status: state.status,
          providerPaymentId: state.providerPaymentId ?? before.providerPaymentId,
          statusReason: state.reason ?? null,
          raw: state.raw as never,
          paidAt: state.status === 'Paid' ? now : null,
          checkedAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'Initiated')))
        .returning();
      if (!p) return { payment: await paymentRow(paymentId, tx), refundIds: [] as string[] };
      let refundIds: string[] = [];
      if (p.status === 'Paid') {
        const paid = await grossPaid(tx, current.id);
        if (current.status === 'Cancelled' || current.status === 'Completed') {
          refundIds = await planRefunds(tx, current.id, p.amount, `Paid after the booking was ${current.status.toLowerCase()}`);
        } else if (paid > current.totalPrice) {
          refundIds = await planRefunds(tx, current.id, paid - current.totalPrice, 'Paid more than the price (a second payment)');
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
            note: `Advance paid online (${providers.get(p.provider)?.label ?? p.provider})`,
            changedBy: null,
            changedAt: now,
          });
        } else if (current.holdUntil) {
          await tx.update(bookings).set({ holdUntil: null, updatedAt: now }).where(eq(bookings.id, current.id));
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
        }
      } else if (p.status === 'Held') {
        await tx.insert(bookingHistory).values({
          id: newId(),
          bookingId: current.id,
          fromStatus: current.status,
          toStatus: current.status,
          note: `A payment of ${p.amount} Tk is held by the provider for review`,
          changedBy: null,
          changedAt: now,
        });
        // Money was taken: the seats stay held while an admin reviews it.
        await tx.update(bookings).set({ holdUntil: null, updatedAt: now }).where(eq(bookings.id, current.id));
        if (admins.length) await queueMail(tx, paymentHeldMail(await bookingIn(tx, current.id), p.amount, p.statusReason ?? 'risky', admins, baseUrl));
      }
      return { payment: p, refundIds };
    });
    if (refundIds.length) await submitRefunds(refundIds);
    return payment;
  }

  /** The e-mail of a refund done, in its booking's language. */
  async function refundMail(tx: Database, bookingId: string, refund: { amount: number; provider: PaymentRow['provider'] }): Promise<MailMessage> {
    const lang = await bookingLanguage(tx, bookingId);
    return refundDoneMail(lang, await bookingNamedIn(tx, lang, await bookingIn(tx, bookingId)), refund, baseUrl);
  }

  /** A booking as its owner sees it, read in the transaction (a mail written in it shows its changes). */
  async function bookingIn(tx: Database, id: string): Promise<Booking> {
    return bookingReads(tx).one(id);
  }

  /** Asks the provider (confirm with what came back, else query) and settles by its answer. */
  async function askAndSettle(p: PaymentRow, params: Record<string, string> | null, now: Date): Promise<PaymentRow> {
    const provider = providers.get(p.provider);
    if (!provider) return p;
    try {
      // What came back with the customer or a notification goes to confirm; nothing: ask (query).
      const state = params && Object.keys(params).length > 0 ? await provider.confirm(refOf(p), params) : await provider.query(refOf(p));
      if (state.status === 'Initiated' && now.getTime() - p.createdAt.getTime() > GIVE_UP_MS) {
        return settle(p.id, { ...state, status: 'Cancelled', reason: 'Never completed at the provider' }, now);
      }
      return await settle(p.id, state, now);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn(`[payments] ${p.provider} did not answer about ${p.merchantRef}: ${error.message}`);
      await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, p.id));
      return p;
    }
  }

  /** Sends planned refunds to their providers (each once at a time: a claim on submitted_at). */
  async function submitRefunds(ids: readonly string[], now: Date = new Date()): Promise<void> {
    for (const id of ids) {
      const [claimed] = await db
        .update(refunds)
        .set({ submittedAt: now, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'Pending'), isNull(refunds.submittedAt)))
        .returning();
      if (!claimed) continue;
      const p = await paymentRow(claimed.paymentId);
      const provider = providers.get(p.provider);
      if (!provider) continue;
      let state: RefundState;
      try {
        state = await provider.refund(refOf(p), { refundRef: claimed.refundRef, amount: claimed.amount, reason: claimed.reason || 'Booking cancelled' });
      } catch (error) {
        const retryable = error instanceof ProviderError && error.retryable;
        // No answer: it may have happened. Asked again later with the same reference (the provider
        // refuses a second refund of it), or, refused, shown as Failed for an admin to retry.
        await db
          .update(refunds)
          .set(
            retryable
              ? { submittedAt: null, statusReason: `No answer yet: ${providerMessage(error)}`, updatedAt: new Date() }
              : { status: 'Failed', statusReason: providerMessage(error), updatedAt: new Date() },
          )
          .where(eq(refunds.id, id));
        continue;
      }
      await recordRefund(claimed, p, state);
    }
  }

  /** The provider's answer about a refund; Refunded only when it says so (and then the customer hears of it). */
  async function recordRefund(r: RefundRow, p: PaymentRow, state: RefundState, now: Date = new Date()): Promise<void> {
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({
          status: state.status,
          providerRefundId: state.providerRefundId ?? r.providerRefundId,
          statusReason: state.reason ?? null,
          raw: state.raw as never,
          refundedAt: state.status === 'Refunded' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'Pending')))
        .returning();
      if (done?.status === 'Refunded') {
        await queueMail(tx as unknown as Database, await refundMail(tx as unknown as Database, r.bookingId, { amount: r.amount, provider: p.provider }));
      }
    });
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
     * amount) through `provider`: a payment Initiated, then the provider's session. Answers the
     * payment and the provider's page to send the customer to.
     */
    async start(viewer: Viewer, bookingId: string, providerName: string, now: Date = new Date()): Promise<{ payment: PaymentRow; redirectUrl: string }> {
      const provider = providerOf(providerName);
      const payment = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const [b] = idPattern.test(bookingId) ? await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update') : [];
        if (!b || b.userId !== viewer.userId) throw notFound('bookingNotFound');
        if (b.paymentMethod !== 'online') throw conflict('bookingPaidAtOffice');
        if (b.status !== 'Pending' && b.status !== 'Confirmed') throw conflict('bookingTakesNoPayment', b.status);
        const held = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.bookingId, b.id), eq(payments.status, 'Held')));
        if (held.length) throw conflict('paymentUnderReview');
        const due = nextPaymentDue(b, await grossPaid(tx, b.id));
        if (!due) throw conflict('bookingPaidInFull');
        const id = newId();
        const [p] = await tx
          .insert(payments)
          .values({ id, bookingId: b.id, provider: provider.name, purpose: due.purpose, amount: due.amount, status: 'Initiated', merchantRef: `TZP${id}` })
          .returning();
        // The customer is on the provider's page: the seats stay held a while longer.
        if (b.holdUntil && b.holdUntil.getTime() < now.getTime() + PAYING_GRACE_MS) {
          await tx
            .update(bookings)
            .set({ holdUntil: new Date(now.getTime() + PAYING_GRACE_MS) })
            .where(eq(bookings.id, b.id));
        }
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
        const reason = `The provider did not start the payment: ${providerMessage(error)}`;
        await db.update(payments).set({ status: 'Failed', statusReason: reason, updatedAt: new Date() }).where(eq(payments.id, row.id));
        logger.warn(`[payments] ${provider.name} start ${row.merchantRef}: ${providerMessage(error)}`);
        throw new DomainError(502, msg('providerDown', provider.label));
      }
    },

    /**
     * The customer's browser came back from the provider's page (its parameters and, for a POST,
     * its form). Never proof: the provider is asked (bKash: execute once; SSLCommerz: validate the
     * val_id, else query), and the payment settled by its answer. Answers the payment as it now is.
     */
    async returned(providerName: string, paymentId: string, params: Record<string, string>, now: Date = new Date()): Promise<PaymentRow> {
      const p = await paymentRow(paymentId);
      if (p.provider !== providerName) throw notFound('paymentNotFound');
      if (p.status !== 'Initiated') return p;
      return askAndSettle(p, params, now);
    },

    /**
     * A provider's notification (SSLCommerz IPN, bKash webhook). Not authentic: 400 and nothing
     * changes. Authentic: recorded once by its event id (a replay of an event acted on is a
     * no-op), then the provider is asked and the payment settled.
     */
    async notified(
      providerName: string,
      request: IncomingRequest,
      now: Date = new Date(),
    ): Promise<{ outcome: 'settled' | 'replay' | 'unknown-payment'; status?: string }> {
      const provider = providers.get(providerName as ProviderName);
      if (!provider) throw notFound('notFound');
      const note = await provider.verify(request);
      if (!note) throw invalid('notificationNotVerified');
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ id: newId(), provider: provider.name, eventId: note.eventId, raw: note.raw as never, receivedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!fresh) {
        const [seen] = await db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, note.eventId)));
        // Acted on, or being acted on right now: nothing more to do. A delivery that failed half-way
        // a minute ago is acted on again.
        if (seen?.processedAt || (seen && now.getTime() - seen.receivedAt.getTime() < 60_000)) return { outcome: 'replay' };
      }
      const where: SQL | undefined = note.merchantRef
        ? eq(payments.merchantRef, note.merchantRef)
        : note.providerSessionId
          ? and(eq(payments.provider, provider.name), eq(payments.providerSessionId, note.providerSessionId))
          : undefined;
      const [p] = where ? await db.select().from(payments).where(where) : [];
      const mark = (paymentId: string | null) =>
        db
          .update(paymentEvents)
          .set({ processedAt: new Date(), paymentId })
          .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, note.eventId)));
      if (!p || p.provider !== provider.name) {
        await mark(null);
        return { outcome: 'unknown-payment' };
      }
      const settled = p.status === 'Initiated' ? await askAndSettle(p, note.params, now) : p;
      await mark(p.id);
      return { outcome: 'settled', status: settled.status };
    },

    /** One payment, for the return page (the booking's owner, or an admin). */
    async forViewer(viewer: Viewer, paymentId: string): Promise<PaymentRow> {
      const p = await paymentRow(paymentId);
      const [b] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, p.bookingId));
      if (!b || (b.userId !== viewer.userId && !viewer.isAdmin)) throw notFound('paymentNotFound');
      return p;
    },

    settle,
    submitRefunds,

    /** Sends every refund planned and not yet sent (after a cancellation's commit; the sweeper too). */
    async sweepRefunds(now: Date = new Date()): Promise<void> {
      const unsent = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'Pending'), isNull(refunds.submittedAt)))
        .limit(100);
      await submitRefunds(
        unsent.map((r) => r.id),
        now,
      );
    },

    ...createPaymentAdmin({ db, providers, audit, paymentRow, settle, submitRefunds, refOf, providerMessage }),
    ...createPaymentSweeper({
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
    }),

    /** The booking with its payments, as its owner sees it (the return page). */
    booking: one,
    netPaid: (bookingId: string) => netPaid(db, bookingId),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
