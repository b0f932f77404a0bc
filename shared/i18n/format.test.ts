import { describe, expect, it } from 'vitest';
import {
  count,
  daysNights,
  formatDate,
  formatMonth,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatShortDate,
  formatTime,
  formatYearMonth,
} from './format.ts';
import { plural, pluralOf } from './messages.ts';

describe('formatNumber', () => {
  it('writes Bengali digits with lakh grouping in Bangla', () => {
    expect(formatNumber('bn', 1234567)).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber('bn', 0)).toBe('০');
  });
  it('writes English digits in English', () => {
    expect(formatNumber('en', 12500)).toBe('12,500');
  });
});

describe('formatMoney', () => {
  it("keeps the site's English 'Tk 12,500'", () => {
    expect(formatMoney('en', 12500)).toBe('Tk 12,500');
  });
  it('writes Taka with ৳ and Bengali digits, no fraction', () => {
    expect(formatMoney('bn', 125000)).toBe('১,২৫,০০০৳');
    expect(formatMoney('bn', 14500.4)).toBe('১৪,৫০০৳');
  });
});

describe('formatDate', () => {
  it('writes a calendar day as it is, in either language', () => {
    expect(formatDate('en', '2026-03-12')).toBe('12 March 2026');
    expect(formatDate('bn', '2026-03-12')).toBe('১২ মার্চ, ২০২৬');
  });
  it("writes an instant's day in Dhaka (UTC+6)", () => {
    expect(formatDate('en', '2026-03-11T19:30:00Z')).toBe('12 March 2026');
  });
  it('leaves what is not a date as it is', () => {
    expect(formatDate('bn', 'soon')).toBe('soon');
  });
});

describe('formatMonth', () => {
  it('writes a month and its year', () => {
    expect(formatMonth('en', 2027, 1)).toBe('January 2027');
    expect(formatMonth('bn', 2027, 1)).toBe(`${formatMonth('bn', 2027, 1).split(' ')[0]} ২০২৭`);
    expect(formatMonth('bn', 2027, 3)).toBe('মার্চ ২০২৭');
  });

  it("from YYYY-MM (a review's month travelled)", () => {
    expect(formatYearMonth('en', '2027-01')).toBe('January 2027');
    expect(formatYearMonth('bn', '2027-03')).toBe('মার্চ ২০২৭');
  });
});

describe('formatShortDate', () => {
  it('abbreviates the month', () => {
    expect(formatShortDate('en', '2027-01-14')).toBe('14 Jan 2027');
    expect(formatShortDate('bn', '2027-01-14')).toBe('১৪ জানু, ২০২৭');
  });
});

describe('formatDateTime and formatTime', () => {
  it("write Dhaka's time on a 24-hour clock", () => {
    expect(formatDateTime('en', '2027-01-14T08:05:00Z')).toBe('14 Jan 2027, 14:05');
    expect(formatDateTime('bn', '2027-01-14T08:05:00Z')).toBe('১৪ জানু, ২০২৭, ১৪:০৫');
    expect(formatTime('en', '2027-01-14T08:05:00Z')).toBe('14:05');
    expect(formatTime('bn', '2027-01-14T08:05:00Z')).toBe('১৪:০৫');
  });
});

describe('daysNights', () => {
  it('uses the singular where English wants it', () => {
    expect(daysNights('en', 3, 2)).toBe('3 Days 2 Nights');
    expect(daysNights('en', 1, 1)).toBe('1 Day 1 Night');
    expect(daysNights('en', 2, 0)).toBe('2 Days 0 Nights');
  });
  it('writes Bangla digits and nouns', () => {
    expect(daysNights('bn', 3, 2)).toBe('৩ দিন ২ রাত');
  });
});

describe('plural and count', () => {
  it("follow CLDR's rules through Intl.PluralRules", () => {
    expect(pluralOf('en', 1)).toBe('one');
    expect(pluralOf('en', 0)).toBe('other');
    expect(pluralOf('bn', 0)).toBe('one');
    expect(plural('en', 2, { one: 'seat', other: 'seats' })).toBe('seats');
    expect(count('en', 1, { one: 'seat', other: 'seats' })).toBe('1 seat');
    expect(count('bn', 5, { other: 'টি আসন' })).toBe('৫ টি আসন');
  });
});
