/**
 * What is due and what is given back, for a booking paid online (pure rules; the payments service
 * applies them). Amounts are whole Taka.
 *
 * Decisions (where the issue and the policy are silent):
 * - Two payments at most are asked for: the advance due at booking (`advanceDue`, the policy's
 *   amount for the day of booking), then the whole balance. The policy's intermediate steps (the
 *   second 30%, 60% by 30 days before) are shown on the schedule but not charged separately: a
 *   traveller pays the balance at once, by the date the policy wants everything paid.
 * - The balance is due by the schedule's last date: 7 days before departure. Reminders go 7 and 2
 *   days before that date.
 * - A refund is split over the payments that took the money, newest first, each up to what it
 *   took less what was already refunded from it (a failed refund still counts: it is retried, not
 *   planned again).
 */
import type { Lang } from './i18n/lang.ts';
import { paymentsText } from './payments.text.ts';
import { addDays, daysBeforeDeparture } from './policy.ts';

export type PaymentPurpose = 'advance' | 'balance';

export interface Due {
  purpose: PaymentPurpose;
  amount: number;
}

/** The next payment a booking asks for, given what it has been paid; null when nothing is due. */
export function nextPaymentDue(b: { advanceDue: number; totalPrice: number }, paid: number): Due | null {
  if (paid < b.advanceDue) return { purpose: 'advance', amount: b.advanceDue - paid };
  if (paid < b.totalPrice) return { purpose: 'balance', amount: b.totalPrice - paid };
  return null;
}

/** Days before departure by which the whole price must be paid (the policy's last band). */
export const BALANCE_DAYS_BEFORE = 7;

/** 'YYYY-MM-DD' by which the balance is due. */
export function balanceDueDate(travelDate: string): string {
  return addDays(travelDate, -BALANCE_DAYS_BEFORE);
}

/** Balance reminders: sent this many days before the balance's due date. */
export const balanceReminderDays = [7, 2] as const;

/**
 * The reminder kinds due on `today` for a balance due on `dueDate` ('balance-7', 'balance-2'):
 * each from its day until the due date itself (a sweeper that missed a day still sends it once).
 * Only the latest is answered, so a booking made 3 days before its due date gets one reminder.
 */
export function balanceReminderDue(today: string, dueDate: string): string | null {
  const left = daysBeforeDeparture(dueDate, today);
  if (left < 0) return null;
  const due = balanceReminderDays.filter((d) => left <= d);
  const latest = due[due.length - 1];
  return latest === undefined ? null : `balance-${latest}`;
}

export interface RefundablePayment {
  id: string;
  /** What it took. */
  amount: number;
  /** What has been (or is being) refunded from it already. */
  refunded: number;
  /** When it was paid: newest are refunded first. */
  paidAt: string;
}

/** Splits `total` over the payments, newest first; never more than a payment has left. */
export function allocateRefund(paid: readonly RefundablePayment[], total: number): { paymentId: string; amount: number }[] {
  const out: { paymentId: string; amount: number }[] = [];
  let left = Math.max(0, Math.floor(total));
  const newestFirst = [...paid].sort((a, b) => (a.paidAt < b.paidAt ? 1 : a.paidAt > b.paidAt ? -1 : 0));
  for (const p of newestFirst) {
    if (left === 0) break;
    const room = Math.max(0, p.amount - p.refunded);
    const take = Math.min(room, left);
    if (take > 0) out.push({ paymentId: p.id, amount: take });
    left -= take;
  }
  return out;
}

/** What a payment's purpose is called on pages and in e-mails, in a language. */
export function purposeLabelIn(lang: Lang): Record<PaymentPurpose, string> {
  const t = paymentsText[lang];
  return { advance: t.advance, balance: t.balance };
}

/** The English names (`purposeLabelIn(lang)` for a language). */
export const purposeLabel: Record<PaymentPurpose, string> = purposeLabelIn('en');

/**
 * What cancelling gives back from: an online booking's payments less what is already being
 * refunded; a card booking's advance (settled with the office: the policy module's rule).
 */
export function paidForCancellation(b: {
  paymentMethod: 'card' | 'online';
  advanceDue: number;
  paidAmount: number;
  refunds: readonly { amount: number }[];
}): number {
  if (b.paymentMethod === 'card') return b.advanceDue;
  return b.paidAmount - b.refunds.reduce((n, r) => n + r.amount, 0);
}
