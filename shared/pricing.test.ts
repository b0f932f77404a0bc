import { inEnglish } from './i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { advanceOf, formatTk, priceBooking, travellersError } from './pricing.ts';

const pkg = { packagePresentPrice: 12_500, groupSize: 6 };

describe('booking price', () => {
  it('is the present price per person times travellers, 30% advance', () => {
    expect(inEnglish(priceBooking(pkg, 3, '2027-06-30', '2027-01-01'))).toEqual({
      travellers: 3,
      unitPrice: 12_500,
      totalPrice: 37_500,
      advance: 11_250,
      dueNow: 11_250,
    });
  });
  it('asks for more now when the booking-fee band does (45 days ahead: 60%)', () => {
    expect(inEnglish(priceBooking(pkg, 2, '2027-06-30', '2027-05-16').dueNow)).toBe(15_000);
  });
  it('accepts 1 to the group size, refuses others', () => {
    expect(inEnglish(priceBooking(pkg, 1, '2027-06-30', '2027-01-01').totalPrice)).toBe(12_500);
    expect(inEnglish(priceBooking(pkg, 6, '2027-06-30', '2027-01-01').totalPrice)).toBe(75_000);
    expect(inEnglish(() => priceBooking(pkg, 7, '2027-06-30', '2027-01-01'))).toThrow('at most 6');
    expect(inEnglish(() => priceBooking(pkg, 0, '2027-06-30', '2027-01-01'))).toThrow('at least 1');
    expect(inEnglish(travellersError(2.5, 6))).toBe('Travellers must be at least 1');
    expect(inEnglish(travellersError(6, 6))).toBeNull();
  });
  it('rounds the advance to whole Taka, halves up', () => {
    expect(inEnglish(advanceOf(12_345))).toBe(3_704);
    expect(inEnglish(advanceOf(10))).toBe(3);
    expect(inEnglish(advanceOf(5))).toBe(2); // 1.5
  });
  it('formats Taka', () => {
    expect(inEnglish(formatTk(12_500))).toBe('Tk 12,500');
    expect(inEnglish(formatTk(0))).toBe('Tk 0');
  });
});
