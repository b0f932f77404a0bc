/**
 * Sending the refunds a cancellation or a settlement planned (`createRefunds`). A refund is sent
 * by whoever claimed it (Sending, with a new attempt stamp); a refund whose answer was lost is
 * never sent again blind: the provider is asked first, and when it cannot say the refund waits as
 * 'Unconfirmed' for the operator. Provider calls are never made inside a database transaction.
 */
import { translateMessage } from '../../shared/i18n/coded-messages.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { refunds } from '../../db/schema.ts';
import { canMoveRefund, type RefundState as RefundStatus } from '../../shared/payment-status.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { refundDoneMail } from '../mail/templates/payments.server.ts';
import { ProviderError, type RefundState } from '../payments/provider.server.ts';
import { bookingLanguage } from './booking-rows.server.ts';
import type { PaymentRow, RefundRow } from './payment-rows.server.ts';
import { bookingNamedIn } from './mail-names.server.ts';
import { providerMessage, refOf, type PaymentBase } from './payment-base.server.ts';

/**
 * A refund claimed this long ago and still Sending lost its sender (no answer, a crash): whoever
 * takes it over asks the provider before anything is sent. Longer than a provider call can last.
 */
export const SENDING_STALE_MS = 2 * 60_000;

export function createRefunds(base: PaymentBase) {
  const { db, providers, logger, baseUrl, texts, paymentRow, refundRow, queueMail, bookingIn, moveRefund, noteMismatch, resolveMismatches } = base;

  /** What the provider is asked about a refund: with the ids of the payment's other refunds it named, so a same-amount refund is not taken for this one. */
  async function refundQuestion(r: RefundRow) {
    const others = await db
      .select({ id: refunds.providerRefundId })
      .from(refunds)
      .where(and(eq(refunds.paymentId, r.paymentId), ne(refunds.id, r.id)));
    const knownRefundIds = others.flatMap((o) => (o.id ? [o.id] : []));
    return { refundRef: r.refundRef, providerRefundId: r.providerRefundId, amount: r.amount, knownRefundIds };
  }

  /** The e-mail of a refund done, in its booking's language. */
  async function refundMail(tx: Database, bookingId: string, refund: { amount: number; provider: PaymentRow['provider'] }): Promise<MailMessage> {
    const lang = await bookingLanguage(tx, bookingId);
    return refundDoneMail(lang, await bookingNamedIn(tx, lang, await bookingIn(tx, bookingId)), refund, baseUrl);
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

  return { claimRefund, recordRefund, sendClaimed, sendRefunds, checkRefund };
}
