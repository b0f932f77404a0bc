import { describe, expect, it } from 'vitest';
import {
  addDays,
  amountDueAtBooking,
  bookingFeePercent,
  canCancel,
  cancellationCharge,
  cancellationPercent,
  cancellationTimeline,
  daysBeforeDeparture,
  dhakaDate,
  dueAtBookingPercent,
  paymentSchedule,
  percentOf,
} from './policy.ts';

const travelDate = '2027-06-30';
/** The date `days` before the travel date. */
const daysAhead = (days: number) => addDays(travelDate, -days);

describe('days before departure', () => {
  it('counts whole calendar days', () => {
    expect(daysBeforeDeparture('2027-06-30', '2027-06-29')).toBe(1);
    expect(daysBeforeDeparture('2027-06-30', '2027-06-30')).toBe(0);
    expect(daysBeforeDeparture('2027-06-30', '2027-07-01')).toBe(-1);
    expect(daysBeforeDeparture('2027-03-01', '2027-02-01')).toBe(28);
    expect(daysBeforeDeparture('2028-03-01', '2028-02-01')).toBe(29);
  });
  it('takes instants in Bangladesh time (UTC+6)', () => {
    // 18:30 UTC on the 28th is 00:30 on the 29th in Dhaka.
    expect(dhakaDate(new Date('2027-06-28T18:30:00Z'))).toBe('2027-06-29');
    expect(daysBeforeDeparture(travelDate, new Date('2027-06-28T18:30:00Z'))).toBe(1);
    expect(daysBeforeDeparture(travelDate, new Date('2027-06-28T17:59:00Z'))).toBe(2);
  });
  it('rejects what is not a date', () => {
    expect(() => daysBeforeDeparture('30/06/2027', '2027-06-01')).toThrow(RangeError);
  });
});

describe('booking fee bands (payment policy)', () => {
  it.each([
    [200, 30],
    [90, 30],
    [89, 30],
    [60, 30],
    [59, 60],
    [30, 60],
    [29, 100],
    [7, 100],
    [6, 100],
    [1, 100],
  ])('%i days before departure: %i%%', (days, percent) => {
    expect(bookingFeePercent(days)).toBe(percent);
  });
  it('due at booking is the 30% advance or the band when higher', () => {
    expect(dueAtBookingPercent(120)).toBe(30);
    expect(dueAtBookingPercent(60)).toBe(30);
    expect(dueAtBookingPercent(59)).toBe(60);
    expect(dueAtBookingPercent(29)).toBe(100);
    expect(amountDueAtBooking(10_000, travelDate, daysAhead(90))).toBe(3_000);
    expect(amountDueAtBooking(10_000, travelDate, daysAhead(45))).toBe(6_000);
    expect(amountDueAtBooking(10_000, travelDate, daysAhead(7))).toBe(10_000);
  });
});

describe('cancellation charge bands', () => {
  it.each([
    [365, 10],
    [90, 10],
    [89, 20],
    [60, 20],
    [59, 50],
    [30, 50],
    [29, 75],
    [15, 75],
    [14, 100],
    [7, 100],
    [1, 100],
    [0, 100],
  ])('%i days before departure: %i%%', (days, percent) => {
    expect(cancellationPercent(days)).toBe(percent);
    const quote = cancellationCharge({ travelDate, totalPrice: 10_000, advanceDue: 3_000 }, daysAhead(days));
    expect(quote.allowed).toBe(true);
    expect(quote.daysBeforeDeparture).toBe(days);
    expect(quote.charge).toBe(percent * 100);
    expect(quote.refund).toBe(Math.max(0, 3_000 - percent * 100));
  });
  it('refunds what was paid minus the charge, never below zero', () => {
    const b = { travelDate, totalPrice: 50_000, advanceDue: 15_000 };
    expect(cancellationCharge(b, daysAhead(90))).toMatchObject({ charge: 5_000, paid: 15_000, refund: 10_000 });
    expect(cancellationCharge(b, daysAhead(89))).toMatchObject({ charge: 10_000, refund: 5_000 });
    expect(cancellationCharge(b, daysAhead(59))).toMatchObject({ charge: 25_000, refund: 0 });
  });
  it('computes what was paid from the booking date when it is not stored', () => {
    const b = { travelDate, totalPrice: 10_000, bookedOn: daysAhead(45) };
    expect(cancellationCharge(b, daysAhead(40))).toMatchObject({ paid: 6_000, charge: 5_000, refund: 1_000 });
  });
  it('refuses cancellation after the day of departure', () => {
    expect(cancellationPercent(-1)).toBeNull();
    expect(canCancel({ travelDate }, daysAhead(0))).toBe(true);
    expect(canCancel({ travelDate }, daysAhead(-1))).toBe(false);
    expect(cancellationCharge({ travelDate, totalPrice: 10_000, advanceDue: 3_000 }, daysAhead(-3))).toMatchObject({
      allowed: false,
      refund: 0,
    });
  });
});

describe('rounding', () => {
  it('rounds to the nearest whole Taka, halves up', () => {
    expect(percentOf(12_345, 30)).toBe(3_704); // 3703.5
    expect(percentOf(12_343, 30)).toBe(3_703); // 3702.9
    expect(percentOf(1, 10)).toBe(0);
    expect(percentOf(5, 10)).toBe(1); // 0.5
  });
});

describe('payment schedule', () => {
  it('booked 120 days ahead: 30% now, 30% after the status e-mail, 40% by 7 days before', () => {
    const s = paymentSchedule({ travelDate, totalPrice: 10_000, bookedOn: daysAhead(120) });
    expect(s.map((i) => [i.key, i.amount, i.cumulativePercent, i.dueBy])).toEqual([
      ['advance', 3_000, 30, daysAhead(120)],
      ['second', 3_000, 60, null],
      ['fee-29', 4_000, 100, daysAhead(7)],
    ]);
  });
  it('booked 45 days ahead: 60% now, the rest by 7 days before', () => {
    const s = paymentSchedule({ travelDate, totalPrice: 10_000, bookedOn: daysAhead(45) });
    expect(s.map((i) => [i.key, i.amount])).toEqual([
      ['advance', 6_000],
      ['fee-29', 4_000],
    ]);
  });
  it('booked 10 days ahead: everything now', () => {
    const s = paymentSchedule({ travelDate, totalPrice: 10_000, bookedOn: daysAhead(10) });
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({ key: 'advance', amount: 10_000, cumulativePercent: 100 });
  });
  it('amounts always add up to the total', () => {
    for (const days of [200, 90, 89, 60, 59, 30, 29, 15, 14, 7, 1]) {
      const s = paymentSchedule({ travelDate, totalPrice: 12_345, bookedOn: daysAhead(days) });
      expect(s.reduce((sum, i) => sum + i.amount, 0)).toBe(12_345);
    }
  });
});

describe('cancellation timeline', () => {
  it('turns the bands into date ranges from today', () => {
    const rows = cancellationTimeline({ travelDate, totalPrice: 10_000 }, daysAhead(100));
    expect(rows).toEqual([
      { from: daysAhead(100), until: daysAhead(90), percent: 10, charge: 1_000 },
      { from: daysAhead(89), until: daysAhead(60), percent: 20, charge: 2_000 },
      { from: daysAhead(59), until: daysAhead(30), percent: 50, charge: 5_000 },
      { from: daysAhead(29), until: daysAhead(15), percent: 75, charge: 7_500 },
      { from: daysAhead(14), until: travelDate, percent: 100, charge: 10_000 },
    ]);
  });
  it('leaves out the bands already past', () => {
    const rows = cancellationTimeline({ travelDate, totalPrice: 10_000 }, daysAhead(20));
    expect(rows.map((r) => [r.from, r.percent])).toEqual([
      [daysAhead(20), 75],
      [daysAhead(14), 100],
    ]);
  });
});
