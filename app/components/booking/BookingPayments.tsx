/**
 * A booking's money on its page (/detailsPackage/{id}): what was paid online and how, what is
 * left and by when, the refunds and their state, and the button that sends the owner to the
 * provider's page to pay what is due (a plain form: it works without JavaScript). Only for
 * bookings paid online; a card booking is settled with the office.
 */
import { Form } from 'react-router';
import type { Booking, BookingPayment, PaymentStatusValue, RefundStatusValue } from '../../../shared/domain.ts';
import { balanceDueDate, nextPaymentDue, purposeLabelIn } from '../../../shared/payments.ts';
import type { PaymentOption } from '../../../shared/schemas/payments.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { Button, Notice, cn } from '../ui/index.ts';
import { bookingText } from './booking.text.ts';

const providerName = { sslcommerz: 'SSLCommerz', bkash: 'bKash' } as const;

const paymentTone: Record<PaymentStatusValue, string> = {
  Initiated: 'bg-sand-100 text-ink',
  Paid: 'bg-leaf-50 text-leaf-800',
  Failed: 'bg-coral-50 text-coral-700',
  Cancelled: 'bg-sand-100 text-ink-muted',
  Held: 'bg-marigold-100 text-ink',
};
type BookingText = (typeof bookingText)['en'];

const paymentWord = (t: BookingText): Record<PaymentStatusValue, string> => ({
  Initiated: t.payInitiated,
  Paid: t.payPaid,
  Failed: t.payFailed,
  Cancelled: t.payCancelled,
  Held: t.payHeld,
});
const refundWord = (t: BookingText): Record<RefundStatusValue, string> => ({ Pending: t.refundPending, Refunded: t.refundRefunded, Failed: t.refundFailed });

function Pill({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

/** What the customer sees after coming back from a provider's page (`?payment=`). */
export function PaymentOutcome({ payment }: { payment: BookingPayment }) {
  const t = useText(bookingText);
  const f = useFormat();
  const via = providerName[payment.provider];
  switch (payment.status) {
    case 'Paid':
      return (
        <Notice tone="success" title={t.outcomePaidTitle} className="mb-6">
          {t.outcomePaid(f.money(payment.amount), via)} {payment.purpose === 'advance' ? t.outcomePaidAdvance : t.outcomePaidBalance}
        </Notice>
      );
    case 'Held':
      return (
        <Notice tone="warning" title={t.outcomeHeldTitle} className="mb-6">
          {t.outcomeHeld(via, f.money(payment.amount))}
        </Notice>
      );
    case 'Initiated':
      return (
        <Notice tone="info" title={t.outcomeWaitingTitle(via)} className="mb-6">
          {t.outcomeWaiting(via)}
        </Notice>
      );
    default:
      return (
        <Notice tone="error" title={t.outcomeFailedTitle} className="mb-6">
          {t.outcomeFailed(via)}
        </Notice>
      );
  }
}

export function BookingPayments({ booking: b, providers, own }: { booking: Booking; providers: readonly PaymentOption[]; own: boolean }) {
  const paid = b.paidAmount;
  const due = b.status === 'Pending' || b.status === 'Confirmed' ? nextPaymentDue(b, paid) : null;
  const held = b.payments.some((p) => p.status === 'Held');
  const left = Math.max(0, b.totalPrice - paid);
  const balanceBy = balanceDueDate(b.travelDate);
  const canPay = own && due && !held && providers.length > 0;
  const t = useText(bookingText);
  const f = useFormat();
  const purposeLabel = purposeLabelIn(f.lang);
  const paymentWords = paymentWord(t);
  const refundWords = refundWord(t);
  return (
    <section aria-labelledby="payments-title" className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
      <h3 id="payments-title" className="mb-3 font-display text-xl font-bold text-teal-950">
        {t.payments}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-ink-muted">{t.paid}</dt>
          <dd className="text-lg font-bold text-leaf-800">{f.money(paid)}</dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-ink-muted">{t.leftToPay}</dt>
          <dd className="text-lg font-bold">{b.status === 'Cancelled' ? '—' : f.money(left)}</dd>
        </div>
        {b.status !== 'Cancelled' && left > 0 && paid >= b.advanceDue ? (
          <div className="col-span-2 rounded-xl bg-sand-50 p-3 sm:col-span-1">
            <dt className="text-sm text-ink-muted">{t.balanceDueBy}</dt>
            <dd className="text-lg font-bold">{f.date(balanceBy)}</dd>
          </div>
        ) : null}
      </dl>
      {b.status === 'Pending' && b.holdUntil && !held ? (
        <p className="mt-4 rounded-xl bg-marigold-100 px-4 py-3 text-sm">
          {t.heldUntilBefore}
          <strong>{f.time(b.holdUntil)}</strong>
          {t.heldUntilAfter}
        </p>
      ) : null}
      {canPay ? (
        <Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="pay" />
          {providers.length > 1 ? (
            <fieldset className="mb-4">
              <legend className="mb-2 font-semibold">{t.payWith}</legend>
              <div className="flex flex-wrap gap-3">
                {providers.map((p, i) => (
                  <label key={p.name} className="flex min-h-11 items-center gap-2 rounded-xl border-2 border-sand-200 px-3 py-2 has-[:checked]:border-teal-700">
                    <input type="radio" name="provider" value={p.name} defaultChecked={i === 0} className="size-5 accent-teal-700" />
                    <span>{providerName[p.name]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <input type="hidden" name="provider" value={providers[0]!.name} />
          )}
          <Button type="submit" variant="accent" size="lg">
            {due.purpose === 'advance' ? t.payAdvance(f.money(due.amount)) : t.payBalance(f.money(due.amount))}
          </Button>
          <p className="mt-2 text-sm text-ink-muted">
            {due.purpose === 'balance' ? t.payBalanceUntil(f.date(balanceBy)) : ''}
            {t.providerPage}
          </p>
        </Form>
      ) : null}
      {b.payments.length > 0 ? (
        <div className="mt-6">
          <h4 className="mb-2 font-semibold text-teal-950">{t.paymentsMade}</h4>
          <ul className="divide-y divide-sand-200 text-sm">
            {[...b.payments].reverse().map((p) => (
              <li key={p._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <span className="font-semibold">{purposeLabel[p.purpose]}</span> · {providerName[p.provider]}
                  <span className="block text-ink-muted">{p.paidAt ? t.paidOn(f.date(p.paidAt)) : t.notPaid}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold">{f.money(p.amount)}</span>
                  <Pill className={paymentTone[p.status]}>{paymentWords[p.status]}</Pill>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {b.refunds.length > 0 ? (
        <div className="mt-6">
          <h4 className="mb-2 font-semibold text-teal-950">{t.refunds}</h4>
          <ul className="divide-y divide-sand-200 text-sm">
            {b.refunds.map((r) => (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <span className="font-semibold">{f.money(r.amount)}</span>
                  <span className="block text-ink-muted">{r.refundedAt ? t.refundedOn(f.date(r.refundedAt)) : t.askedOn(f.date(r.createdAt))}</span>
                </span>
                <Pill className={r.status === 'Refunded' ? paymentTone.Paid : r.status === 'Failed' ? paymentTone.Failed : paymentTone.Initiated}>
                  {refundWords[r.status]}
                </Pill>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-muted">{t.refundNote}</p>
        </div>
      ) : null}
    </section>
  );
}
