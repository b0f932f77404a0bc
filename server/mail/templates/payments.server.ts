/**
 * The payment e-mails: a receipt for each payment, the seats released when an unpaid booking's
 * hold ran out, the balance reminders, a refund done, and the admins' notice of a payment held
 * for review. Same look as the booking e-mails (render of bookings.server.ts); a customer's
 * e-mail in the booking's language (payments.text.ts), the admins' in English.
 */
import type { Booking } from '../../../shared/domain.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import type { PaymentPurpose } from '../../../shared/payments.ts';
import { formatTk } from '../../../shared/pricing.ts';
import type { MailMessage } from '../mailer.server.ts';
import { bookingReference, mailFormats, render, statusIn, type MailFormats } from './bookings.server.ts';
import { mailText } from './bookings.text.ts';
import { paymentMailText } from './payments.text.ts';

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

const bookingLink = (b: Booking, f: MailFormats) => ({ label: mailText[f.lang].seeBooking, url: f.url(`/detailsPackage/${b._id}`) });

/** The receipt: what was paid, how, and what is left to pay (the booking as it is after the payment). */
export function paymentReceiptMail(lang: Lang, b: Booking, paid: PaidFacts, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = paymentMailText[lang];
  const l = mailText[lang];
  const left = Math.max(0, b.totalPrice - b.paidAmount);
  return render({
    lang,
    to: b.logInEmail,
    subject: t.receiptSubject(f.money(paid.amount), bookingReference(b._id)),
    title: paid.purpose === 'advance' ? t.advanceTitle : t.paymentTitle,
    intro: [
      l.hello(b.fullName),
      t.received(f.money(paid.amount), b.name, f.isoDay(b.travelDate)),
      left > 0 ? t.balanceLeft(f.money(left), f.number(7)) : t.paidInFull,
    ],
    rows: [
      [l.booking, bookingReference(b._id)],
      [t.paidFor, t[paid.purpose]],
      [t.amount, f.money(paid.amount)],
      [t.paidWith, providerLabel[paid.provider]],
      [t.transaction, paid.transactionId ?? '-'],
      [t.paidAt, l.bangladeshTime(f.time(paid.paidAt))],
      [l.totalPrice, f.money(b.totalPrice)],
      [l.paidSoFar, f.money(b.paidAmount)],
      [t.leftToPay, f.money(left)],
      [l.status, statusIn(lang, b.status)],
    ],
    link: bookingLink(b, f),
  });
}

/** The advance was not paid in time: the booking is cancelled and its seats are free again. */
export function holdExpiredMail(lang: Lang, b: Booking, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = paymentMailText[lang];
  const l = mailText[lang];
  return render({
    lang,
    to: b.logInEmail,
    subject: t.expiredSubject(bookingReference(b._id)),
    title: t.expiredTitle,
    intro: [l.hello(b.fullName), t.expiredBody(b.name, f.isoDay(b.travelDate)), t.bookAgainWelcome],
    rows: [
      [l.booking, bookingReference(b._id)],
      [l.tour, b.name],
      [l.travelDate, f.isoDay(b.travelDate)],
      [l.travellers, f.number(b.travellers)],
    ],
    link: { label: t.bookAgain, url: f.url(b.packageId ? `/singleTour/${b.packageId}` : '/tour') },
  });
}

/** A reminder that the balance is due by `dueDate`. */
export function balanceReminderMail(lang: Lang, b: Booking, dueDate: string, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = paymentMailText[lang];
  const l = mailText[lang];
  const left = Math.max(0, b.totalPrice - b.paidAmount);
  const due = f.isoDay(dueDate);
  return render({
    lang,
    to: b.logInEmail,
    subject: t.reminderSubject(f.money(left), due, b.name),
    title: t.reminderTitle,
    intro: [l.hello(b.fullName), t.reminderBody(b.name, f.isoDay(b.travelDate), due)],
    rows: [
      [l.booking, bookingReference(b._id)],
      [l.totalPrice, f.money(b.totalPrice)],
      [l.paidSoFar, f.money(b.paidAmount)],
      [t.balanceDue, f.money(left)],
      [t.dueBy, due],
    ],
    link: { label: t.payBalance, url: f.url(`/detailsPackage/${b._id}`) },
  });
}

/** The provider confirmed a refund. */
export function refundDoneMail(lang: Lang, b: Booking, refund: { amount: number; provider: ProviderKey }, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = paymentMailText[lang];
  const l = mailText[lang];
  return render({
    lang,
    to: b.logInEmail,
    subject: t.refundSubject(f.money(refund.amount), bookingReference(b._id)),
    title: t.refundTitle,
    intro: [l.hello(b.fullName), t.refundBody(providerLabel[refund.provider], f.money(refund.amount), b.name)],
    rows: [
      [l.booking, bookingReference(b._id)],
      [l.refund, f.money(refund.amount)],
      [t.through, providerLabel[refund.provider]],
    ],
    link: bookingLink(b, f),
  });
}

/** The admins: a provider held a payment for review (SSLCommerz risk_level 1). In English, like the back office. */
export function paymentHeldMail(b: Booking, amount: number, reason: string, admins: string[], baseUrl: string): MailMessage {
  return render({
    lang: 'en',
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
