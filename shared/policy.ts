/**
 * Spec section 9's payment and cancellation policies, as data plus pure functions.
 *
 * One module answers "what is due, and when" and "what would cancelling on date D cost" for a
 * booking; the wizard's confirmation step, the booking card, the bookings service and the tour
 * detail page's policy texts all come from here.
 *
 * Decisions (where the spec is silent):
 * - Days before departure are whole calendar days between the day of the action and the travel
 *   date, both taken in Bangladesh time (UTC+6, no daylight saving): the day before departure is 1,
 *   the day of departure is 0.
 * - The tables apply to every departure date (the spec's brochure names departures in 2022-2023;
 *   the site applies the same tables to all dates).
 * - Amounts are whole Taka: percentage x total, rounded to the nearest Taka (halves up).
 * - Booking fee ("payment policy"): the share of the tour cost that must have been paid by a given
 *   number of days before departure. Below 7 days (the spec stops at 7) the whole cost is due, as at
 *   29-7 days.
 * - Amount due at booking: the 30% advance, or the booking-fee band's share for the day of booking
 *   when that is higher (booking 45 days ahead: 60%; 20 days ahead: 100%).
 * - Cancellation on the day of departure is charged 100% (as 14-1 days). After the day of departure
 *   a booking can no longer be cancelled (`canCancel` answers false; the service refuses).
 * - Refund = what was paid minus the charge, never below 0. What was paid is the amount due at
 *   booking (the card's advance); later instalments are settled with the office and are not tracked
 *   here, so the refund is what the site can promise.
 */
import type { Lang } from './i18n/lang.ts';
import { policyText } from './policy.text.ts';

export interface Band {
  /** Inclusive lower bound of days before departure. */
  minDays: number;
  /** Inclusive upper bound; null = no upper bound. */
  maxDays: number | null;
  /** Percent of the total tour cost. */
  percent: number;
}

/** Advance of 30% of the tour cost, due at booking. */
export const ADVANCE_PERCENT = 30;
/** Second 30%, due after the reservation status is e-mailed. */
export const SECOND_INSTALMENT_PERCENT = 30;

/** Booking fee by days before departure (spec section 9, "Payment policy"). */
export const bookingFeeBands: readonly Band[] = [
  { minDays: 90, maxDays: null, percent: 30 },
  { minDays: 60, maxDays: 89, percent: 30 },
  { minDays: 30, maxDays: 59, percent: 60 },
  { minDays: 7, maxDays: 29, percent: 100 },
  // Not in the spec: less than 7 days ahead, the whole cost is due (see the decisions above).
  { minDays: Number.NEGATIVE_INFINITY, maxDays: 6, percent: 100 },
];

/** Cancellation charges by days before departure (spec section 9). */
export const cancellationBands: readonly Band[] = [
  { minDays: 90, maxDays: null, percent: 10 },
  { minDays: 60, maxDays: 89, percent: 20 },
  { minDays: 30, maxDays: 59, percent: 50 },
  { minDays: 15, maxDays: 29, percent: 75 },
  { minDays: 1, maxDays: 14, percent: 100 },
  // Not in the spec: the day of departure itself is charged in full.
  { minDays: 0, maxDays: 0, percent: 100 },
];

/** Refunds take this many weeks (spec section 9). */
export const REFUND_WEEKS = { min: 2, max: 7 } as const;

/** The policy's display texts in a language (tour detail page, confirmation step, e-mails). */
export function policyTextsIn(lang: Lang): { payment: string[]; cancellation: string[]; refund: string } {
  const t = policyText[lang];
  const refund = t.refund(REFUND_WEEKS.min, REFUND_WEEKS.max);
  // The spec's bands (the rows for less than 7 days and for the day of departure are not in its texts).
  const fees = bookingFeeBands.filter((b) => b.minDays >= 7);
  const charges = cancellationBands.filter((b) => b.minDays >= 1);
  return {
    payment: [
      ...fees.map((b) => (b.maxDays === null ? t.bookingFeeFrom(b.percent, b.minDays) : t.bookingFeeRange(b.percent, b.maxDays, b.minDays))),
      t.advanceRule(ADVANCE_PERCENT, SECOND_INSTALMENT_PERCENT),
    ],
    cancellation: [
      ...charges.map((b) =>
        b.maxDays === null
          ? t.cancelFrom(b.percent, b.minDays)
          : b.minDays === 1
            ? t.cancelLastRange(b.percent, b.maxDays, b.minDays)
            : t.cancelRange(b.percent, b.maxDays, b.minDays),
      ),
      refund,
    ],
    refund,
  };
}

const englishTexts = policyTextsIn('en');

export const REFUND_TEXT = englishTexts.refund;

/** Texts for display (tour detail page, confirmation step, e-mails), in English; `policyTextsIn(lang)` for a language. */
export const paymentPolicyTexts: readonly string[] = englishTexts.payment;

export const cancellationPolicyTexts: readonly string[] = englishTexts.cancellation;

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;
/** Bangladesh Standard Time, UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(isoDate: string): number {
  if (!isoDatePattern.test(isoDate)) throw new RangeError(`Not a date (YYYY-MM-DD): ${isoDate}`);
  const t = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(t)) throw new RangeError(`Not a date: ${isoDate}`);
  return Math.round(t / DAY_MS);
}

/** The calendar date ('YYYY-MM-DD') in Bangladesh of an instant. */
export function dhakaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(isoDate: string, n: number): string {
  return new Date((dayNumber(isoDate) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `onDate` to `travelDate` (1 = the day before; 0 = the day; negative = after). */
export function daysBeforeDeparture(travelDate: string, onDate: string | Date): number {
  const on = typeof onDate === 'string' ? onDate : dhakaDate(onDate);
  return dayNumber(travelDate) - dayNumber(on);
}

// ---------------------------------------------------------------- money

/** percent of amount, in whole Taka, rounded to the nearest (halves up). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100 + 0.5);
}

function bandFor(bands: readonly Band[], days: number): Band | null {
  return bands.find((b) => days >= b.minDays && (b.maxDays === null || days <= b.maxDays)) ?? null;
}

/** Booking-fee percent that must have been paid `days` before departure. */
export function bookingFeePercent(days: number): number {
  return bandFor(bookingFeeBands, days)?.percent ?? 100;
}

/** Percent due at booking made `days` before departure: the advance or the band, whichever is higher. */
export function dueAtBookingPercent(days: number): number {
  return Math.max(ADVANCE_PERCENT, bookingFeePercent(days));
}

/** Cancellation charge percent `days` before departure; null = cannot be cancelled any more. */
export function cancellationPercent(days: number): number | null {
  return bandFor(cancellationBands, days)?.percent ?? null;
}

// ---------------------------------------------------------------- a booking

export interface PolicyBooking {
  /** 'YYYY-MM-DD' */
  travelDate: string;
  /** Whole Taka. */
  totalPrice: number;
  /** What was due (and taken) at booking; when absent, computed from the booking date. */
  advanceDue?: number | null;
  /** When the booking was made ('YYYY-MM-DD' or an instant); needed when advanceDue is absent. */
  bookedOn?: string | Date | null;
}

export interface ScheduleItem {
  /** Stable key: 'advance' | 'second' | 'fee-59' | 'fee-29'. */
  key: string;
  label: string;
  /** Percent of the tour cost paid in total once this item is settled. */
  cumulativePercent: number;
  /** Amount of this item, whole Taka. */
  amount: number;
  /** 'YYYY-MM-DD' by which it is due, or null when it depends on an event (the status e-mail). */
  dueBy: string | null;
}

/** Amount due at booking for a total, booking made on `bookedOn` for `travelDate`. */
export function amountDueAtBooking(totalPrice: number, travelDate: string, bookedOn: string | Date): number {
  return percentOf(totalPrice, dueAtBookingPercent(daysBeforeDeparture(travelDate, bookedOn)));
}

function paidAtBooking(b: PolicyBooking): number {
  if (b.advanceDue != null) return b.advanceDue;
  return amountDueAtBooking(b.totalPrice, b.travelDate, b.bookedOn ?? new Date());
}

/**
 * The payment schedule: the advance at booking, the second 30% after the status e-mail, and the
 * booking-fee deadlines (60% by 30 days before departure, 100% by 7 days before). Items that are
 * already covered by earlier ones are left out; amounts add up to the total.
 */
export function paymentSchedule(b: PolicyBooking): ScheduleItem[] {
  const total = b.totalPrice;
  const atBooking = paidAtBooking(b);
  const bookedOn = b.bookedOn == null ? null : typeof b.bookedOn === 'string' ? b.bookedOn : dhakaDate(b.bookedOn);
  const items: ScheduleItem[] = [];
  let paid = Math.min(atBooking, total);
  let paidPercent = total === 0 ? 100 : Math.round((paid * 100) / total);
  const t = policyText.en;
  items.push({ key: 'advance', label: t.scheduleAdvance, cumulativePercent: paidPercent, amount: paid, dueBy: bookedOn });
  const step = (key: string, label: string, cumulativePercent: number, dueBy: string | null) => {
    const target = percentOf(total, cumulativePercent);
    if (target <= paid) return;
    items.push({ key, label, cumulativePercent, amount: target - paid, dueBy });
    paid = target;
    paidPercent = cumulativePercent;
  };
  step('second', t.scheduleSecond, ADVANCE_PERCENT + SECOND_INSTALMENT_PERCENT, null);
  step('fee-59', t.scheduleFee(60, 30), 60, addDays(b.travelDate, -30));
  step('fee-29', t.scheduleBalance(100, 7), 100, addDays(b.travelDate, -7));
  return items;
}

/** A schedule item's label in a language (`label` is the English one). */
export function scheduleLabel(lang: Lang, item: Pick<ScheduleItem, 'key' | 'cumulativePercent'>): string {
  const t = policyText[lang];
  switch (item.key) {
    case 'advance':
      return t.scheduleAdvance;
    case 'second':
      return t.scheduleSecond;
    case 'fee-59':
      return t.scheduleFee(item.cumulativePercent, 30);
    case 'fee-29':
      return t.scheduleBalance(item.cumulativePercent, 7);
    default:
      return t.scheduleAdvance;
  }
}

export interface CancellationQuote {
  daysBeforeDeparture: number;
  /** False after the day of departure. */
  allowed: boolean;
  percent: number;
  charge: number;
  paid: number;
  refund: number;
}

/** Can the booking still be cancelled on `onDate` (until and including the day of departure)? */
export function canCancel(b: Pick<PolicyBooking, 'travelDate'>, onDate: string | Date): boolean {
  return daysBeforeDeparture(b.travelDate, onDate) >= 0;
}

/** What cancelling the booking on `onDate` costs: charge by band, refund = paid - charge (>= 0). */
export function cancellationCharge(b: PolicyBooking, onDate: string | Date): CancellationQuote {
  const days = daysBeforeDeparture(b.travelDate, onDate);
  const percent = cancellationPercent(days);
  const paid = paidAtBooking(b);
  if (percent === null) return { daysBeforeDeparture: days, allowed: false, percent: 100, charge: b.totalPrice, paid, refund: 0 };
  const charge = percentOf(b.totalPrice, percent);
  return { daysBeforeDeparture: days, allowed: true, percent, charge, paid, refund: Math.max(0, paid - charge) };
}

export interface CancellationTableRow {
  /** 'YYYY-MM-DD': from this date on (inclusive) ... */
  from: string;
  /** ... until this date (inclusive). */
  until: string;
  percent: number;
  charge: number;
}

/**
 * "What cancelling would cost by date": the cancellation bands turned into date ranges for this
 * booking, from `today` (ranges already past are left out, the current one starts today).
 */
export function cancellationTimeline(b: PolicyBooking, today: string | Date): CancellationTableRow[] {
  const todayIso = typeof today === 'string' ? today : dhakaDate(today);
  const rows: CancellationTableRow[] = [];
  for (const band of cancellationBands) {
    const until = addDays(b.travelDate, -band.minDays);
    if (until < todayIso) continue;
    const fromRaw = band.maxDays === null ? todayIso : addDays(b.travelDate, -band.maxDays);
    const from = fromRaw < todayIso ? todayIso : fromRaw;
    const last = rows[rows.length - 1];
    if (last && last.percent === band.percent) last.until = until;
    else rows.push({ from, until, percent: band.percent, charge: percentOf(b.totalPrice, band.percent) });
  }
  return rows;
}
