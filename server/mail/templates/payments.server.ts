/**
 * The payment e-mails: a receipt for each payment, the seats released when an unpaid booking's
 * hold ran out, the balance reminders, a refund done, and the admins' notice of a payment held
 * for review. Same look as the booking e-mails (render of bookings.server.ts).
 */
import type { Booking } from '../../../shared/domain.ts';
import { purposeLabel, type PaymentPurpose } from '../../../shared/payments.ts';
import { formatTk } from '../../../shared/pricing.ts';
import type { MailMessage } from '../mailer.server.ts';
import { bookingReference, dhakaTime, render } from './bookings.server.ts';

export const providerLabel = { sslcommerz: 'SSLCommerz', bkash: 'bKash' } as const;
export type ProviderKey = keyof typeof providerLabel;

interface PaidFacts {
  provider: ProviderKey;
  purpose: PaymentPurpose;
  amount: number;
  /** The provider's transaction id, for the customer's records. */
  transactionId: string | null;
  paidAt: string;
}

const bookingLink = (b: Booking, baseUrl: string) => ({ label: 'See your booking', url: `${baseUrl}/detailsPackage/${b._id}` });

/** The receipt: what was paid, how, and what is left to pay (the booking as it is after the payment). */
export function paymentReceiptMail(b: Booking, paid: PaidFacts, baseUrl: string): MailMessage {
  const left = Math.max(0, b.totalPrice - b.paidAmount);
  return render({
    to: b.logInEmail,
    subject: `Receipt: ${formatTk(paid.amount)} paid for booking ${bookingReference(b._id)}`,
    title: paid.purpose === 'advance' ? 'Advance received: your booking is confirmed' : 'Payment received',
    intro: [
      `Hello ${b.fullName},`,
      `We received ${formatTk(paid.amount)} for your booking for ${b.name} on ${b.travelDate}. Thank you.`,
      left > 0 ? `The balance of ${formatTk(left)} is due 7 days before departure; the booking page has a button to pay it.` : 'Your booking is paid in full.',
    ],
    rows: [
      ['Booking', bookingReference(b._id)],
      ['Paid for', purposeLabel[paid.purpose]],
      ['Amount', formatTk(paid.amount)],
      ['Paid with', providerLabel[paid.provider]],
      ['Transaction', paid.transactionId ?? '-'],
      ['Paid at', `${dhakaTime(paid.paidAt)} (Bangladesh time)`],
      ['Total price', formatTk(b.totalPrice)],
      ['Paid so far', formatTk(b.paidAmount)],
      ['Left to pay', formatTk(left)],
      ['Status', b.status],
    ],
    link: bookingLink(b, baseUrl),
  });
}

/** The advance was not paid in time: the booking is cancelled and its seats are free again. */
export function holdExpiredMail(b: Booking, baseUrl: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `Booking ${bookingReference(b._id)} cancelled: the advance was not paid in time`,
    title: 'Your booking is cancelled: not paid in time',
    intro: [
      `Hello ${b.fullName},`,
      `Your booking for ${b.name} on ${b.travelDate} held its seats until the advance was paid, and no payment arrived in time, so the booking is cancelled and its seats are free again. Nothing was charged.`,
      'You are welcome to book again.',
    ],
    rows: [
      ['Booking', bookingReference(b._id)],
      ['Tour', b.name],
      ['Travel date', b.travelDate],
      ['Travellers', String(b.travellers)],
    ],
    link: { label: 'Book again', url: b.packageId ? `${baseUrl}/singleTour/${b.packageId}` : `${baseUrl}/tour` },
  });
}

/** A reminder that the balance is due by `dueDate`. */
export function balanceReminderMail(b: Booking, dueDate: string, baseUrl: string): MailMessage {
  const left = Math.max(0, b.totalPrice - b.paidAmount);
  return render({
    to: b.logInEmail,
    subject: `Reminder: ${formatTk(left)} due by ${dueDate} for ${b.name}`,
    title: 'Your balance is due soon',
    intro: [
      `Hello ${b.fullName},`,
      `The balance of your booking for ${b.name} on ${b.travelDate} is due by ${dueDate}. You can pay it online from your booking's page.`,
    ],
    rows: [
      ['Booking', bookingReference(b._id)],
      ['Total price', formatTk(b.totalPrice)],
      ['Paid so far', formatTk(b.paidAmount)],
      ['Balance due', formatTk(left)],
      ['Due by', dueDate],
    ],
    link: { label: 'Pay the balance', url: `${baseUrl}/detailsPackage/${b._id}` },
  });
}

/** The provider confirmed a refund. */
export function refundDoneMail(b: Booking, refund: { amount: number; provider: ProviderKey }, baseUrl: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `Refund of ${formatTk(refund.amount)} sent for booking ${bookingReference(b._id)}`,
    title: 'Your refund is on its way',
    intro: [
      `Hello ${b.fullName},`,
      `${providerLabel[refund.provider]} confirmed the refund of ${formatTk(refund.amount)} for your booking for ${b.name}. Depending on your bank or wallet it reaches your account within a few working days.`,
    ],
    rows: [
      ['Booking', bookingReference(b._id)],
      ['Refund', formatTk(refund.amount)],
      ['Through', providerLabel[refund.provider]],
    ],
    link: bookingLink(b, baseUrl),
  });
}

/** The admins: a provider held a payment for review (SSLCommerz risk_level 1). */
export function paymentHeldMail(b: Booking, amount: number, reason: string, admins: string[], baseUrl: string): MailMessage {
  return render({
    to: admins,
    subject: `Payment held for review: ${formatTk(amount)} for booking ${bookingReference(b._id)}`,
    title: 'A payment is held for review',
    intro: [
      `The provider took ${formatTk(amount)} from ${b.fullName} (${b.email}) but marked it risky: ${reason}.`,
      'Release it to confirm the booking, or cancel the booking to refund it.',
    ],
    rows: [
      ['Booking', bookingReference(b._id)],
      ['Tour', b.name],
      ['Travel date', b.travelDate],
    ],
    link: { label: 'Open the payments', url: `${baseUrl}/managePayments?status=Held` },
  });
}
