/**
 * A booking's money on its page (/detailsPackage/{id}): what was paid online and how, what is
 * left and by when, the refunds and their state, and the button that sends the owner to the
 * provider's page to pay what is due (a plain form: it works without JavaScript). Only for
 * bookings paid online; a card booking is settled with the office.
 */
import { Form } from 'react-router';
import type { Booking, BookingPayment, PaymentStatusValue, RefundStatusValue } from '../../../shared/domain.ts';
import { balanceDueDate, nextPaymentDue, purposeLabel } from '../../../shared/payments.ts';
import type { PaymentOption } from '../../../shared/schemas/payments.ts';
import { Button, Notice, cn, formatDate, formatTk } from '../ui/index.ts';

const providerName = { sslcommerz: 'SSLCommerz', bkash: 'bKash' } as const;

const paymentTone: Record<PaymentStatusValue, string> = {
  Initiated: 'bg-sand-100 text-ink',
  Paid: 'bg-leaf-50 text-leaf-800',
  Failed: 'bg-coral-50 text-coral-700',
  Cancelled: 'bg-sand-100 text-ink-muted',
  Held: 'bg-marigold-100 text-ink',
};
const paymentWord: Record<PaymentStatusValue, string> = {
  Initiated: 'Waiting for the provider',
  Paid: 'Paid',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
  Held: 'Held for review',
};
const refundWord: Record<RefundStatusValue, string> = { Pending: 'Being refunded', Refunded: 'Refunded', Failed: 'Refund failed: we are on it' };

function Pill({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

/** Bangladesh time of an instant: '14:05'. */
const dhakaClock = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** What the customer sees after coming back from a provider's page (`?payment=`). */
export function PaymentOutcome({ payment }: { payment: BookingPayment }) {
  const via = providerName[payment.provider];
  switch (payment.status) {
    case 'Paid':
      return (
        <Notice tone="success" title="Payment received" className="mb-6">
          {formatTk(payment.amount)} paid with {via}.{' '}
          {payment.purpose === 'advance' ? 'Your booking is confirmed; a receipt is on its way to your e-mail.' : 'A receipt is on its way to your e-mail.'}
        </Notice>
      );
    case 'Held':
      return (
        <Notice tone="warning" title="Your payment is being reviewed" className="mb-6">
          {via} took {formatTk(payment.amount)} and holds it for a routine check. Your seats stay held; we will e-mail you when it is done.
        </Notice>
      );
    case 'Initiated':
      return (
        <Notice tone="info" title={`Waiting for ${via}`} className="mb-6">
          {via} has not confirmed this payment yet. If you paid, it shows here within a few minutes (reload the page); nothing is charged twice.
        </Notice>
      );
    default:
      return (
        <Notice tone="error" title="The payment did not go through" className="mb-6">
          Nothing was charged by Travelez. You can try again below, with {via} or another way to pay.
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
  return (
    <section aria-labelledby="payments-title" className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
      <h3 id="payments-title" className="mb-3 font-display text-xl font-bold text-teal-950">
        Payments
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-ink-muted">Paid</dt>
          <dd className="text-lg font-bold text-leaf-800">{formatTk(paid)}</dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-ink-muted">Left to pay</dt>
          <dd className="text-lg font-bold">{b.status === 'Cancelled' ? '—' : formatTk(left)}</dd>
        </div>
        {b.status !== 'Cancelled' && left > 0 && paid >= b.advanceDue ? (
          <div className="col-span-2 rounded-xl bg-sand-50 p-3 sm:col-span-1">
            <dt className="text-sm text-ink-muted">Balance due by</dt>
            <dd className="text-lg font-bold">{formatDate(balanceBy)}</dd>
          </div>
        ) : null}
      </dl>
      {b.status === 'Pending' && b.holdUntil && !held ? (
        <p className="mt-4 rounded-xl bg-marigold-100 px-4 py-3 text-sm">
          Your seats are held until <strong>{dhakaClock(b.holdUntil)}</strong> (Bangladesh time). Pay the advance by then to confirm the booking; after that the
          booking is cancelled and the seats go back on sale.
        </p>
      ) : null}
      {canPay ? (
        <Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="pay" />
          {providers.length > 1 ? (
            <fieldset className="mb-4">
              <legend className="mb-2 font-semibold">Pay with</legend>
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
            {due.purpose === 'advance' ? `Pay the advance (${formatTk(due.amount)})` : `Pay the balance (${formatTk(due.amount)})`}
          </Button>
          <p className="mt-2 text-sm text-ink-muted">
            {due.purpose === 'balance' ? `Pay the whole balance now or any time until ${formatDate(balanceBy)}. ` : ''}You pay on the provider's secure page;
            Travelez never sees your card number or PIN.
          </p>
        </Form>
      ) : null}
      {b.payments.length > 0 ? (
        <div className="mt-6">
          <h4 className="mb-2 font-semibold text-teal-950">Payments made</h4>
          <ul className="divide-y divide-sand-200 text-sm">
            {[...b.payments].reverse().map((p) => (
              <li key={p._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <span className="font-semibold">{purposeLabel[p.purpose]}</span> · {providerName[p.provider]}
                  <span className="block text-ink-muted">{p.paidAt ? `paid ${formatDate(p.paidAt)}` : 'not paid'}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold">{formatTk(p.amount)}</span>
                  <Pill className={paymentTone[p.status]}>{paymentWord[p.status]}</Pill>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {b.refunds.length > 0 ? (
        <div className="mt-6">
          <h4 className="mb-2 font-semibold text-teal-950">Refunds</h4>
          <ul className="divide-y divide-sand-200 text-sm">
            {b.refunds.map((r) => (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <span className="font-semibold">{formatTk(r.amount)}</span>
                  <span className="block text-ink-muted">{r.refundedAt ? `refunded ${formatDate(r.refundedAt)}` : `asked ${formatDate(r.createdAt)}`}</span>
                </span>
                <Pill className={r.status === 'Refunded' ? paymentTone.Paid : r.status === 'Failed' ? paymentTone.Failed : paymentTone.Initiated}>
                  {refundWord[r.status]}
                </Pill>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-muted">
            A refund goes back the way you paid. Once the provider confirms it, your bank or wallet shows it within a few working days.
          </p>
        </div>
      ) : null}
    </section>
  );
}
