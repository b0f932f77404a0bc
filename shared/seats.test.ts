import { inEnglish } from './i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { availability, fewSeatsThreshold, formatDay, notEnoughSeatsMessage, seatsLeft, seriesDates, weekdayOf } from './seats.ts';

describe('seats', () => {
  it('counts what is left, never below zero', () => {
    expect(inEnglish(seatsLeft({ seats: 16, seatsTaken: 12 }))).toBe(4);
    expect(inEnglish(seatsLeft({ seats: 16, seatsTaken: 16 }))).toBe(0);
    expect(inEnglish(seatsLeft({ seats: 10, seatsTaken: 12 }))).toBe(0);
  });
  it('calls it few at 20% or 3 seats, whichever is more', () => {
    expect(inEnglish(fewSeatsThreshold(10))).toBe(3);
    expect(inEnglish(fewSeatsThreshold(40))).toBe(8);
    expect(inEnglish(availability({ seats: 10, seatsTaken: 6 }))).toBe('available');
    expect(inEnglish(availability({ seats: 10, seatsTaken: 7 }))).toBe('few');
    expect(inEnglish(availability({ seats: 40, seatsTaken: 32 }))).toBe('few');
    expect(inEnglish(availability({ seats: 40, seatsTaken: 31 }))).toBe('available');
    expect(inEnglish(availability({ seats: 16, seatsTaken: 16 }))).toBe('sold-out');
  });
  it('says how many are left on which day', () => {
    expect(inEnglish(formatDay('2027-01-14'))).toBe('14 January 2027');
    expect(inEnglish(notEnoughSeatsMessage(2, 4, '2027-01-14'))).toBe('Only 2 seats left on 14 January 2027.');
    expect(inEnglish(notEnoughSeatsMessage(1, 2, '2027-01-14'))).toBe('Only 1 seat left on 14 January 2027.');
    expect(inEnglish(notEnoughSeatsMessage(0, 1, '2027-01-14'))).toBe('The departure on 14 January 2027 is sold out. Please choose another date.');
    expect(inEnglish(notEnoughSeatsMessage(4, 4, '2027-01-14'))).toBeNull();
  });
  it('lists the dates of a weekly series between two days', () => {
    expect(inEnglish(weekdayOf('2026-11-27'))).toBe(5);
    expect(inEnglish(seriesDates('2026-11-23', '2026-12-06', [5]))).toEqual(['2026-11-27', '2026-12-04']);
    expect(inEnglish(seriesDates('2026-11-23', '2026-11-29', [0, 6]))).toEqual(['2026-11-28', '2026-11-29']);
    expect(inEnglish(seriesDates('2026-11-23', '2026-11-22', [1]))).toEqual([]);
    expect(inEnglish(seriesDates('2026-01-01', '2030-01-01', [1]).length)).toBeLessThanOrEqual(53);
  });
});
