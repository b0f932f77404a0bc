import { inEnglish } from './i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { firstName, monthTravelled, reviewEditable, reviewRefusal, summarize, tripEnd } from './reviews.ts';

describe('reviews', () => {
  it('a booking can be reviewed once it is Completed and its trip has ended', () => {
    const b = { status: 'Completed', travelDate: '2026-11-10', totalDays: 3 };
    expect(inEnglish(tripEnd(b))).toBe('2026-11-12');
    expect(inEnglish(reviewRefusal(b, '2026-11-12'))).toBe('You can review this tour once the trip has ended.');
    expect(inEnglish(reviewRefusal(b, '2026-11-13'))).toBeNull();
    expect(inEnglish(reviewRefusal({ ...b, status: 'Confirmed' }, '2026-12-01'))).toBe('Only a completed trip can be reviewed.');
    expect(inEnglish(reviewRefusal({ ...b, status: 'Cancelled' }, '2026-12-01'))).toBe('Only a completed trip can be reviewed.');
  });
  it('may be changed for 30 days', () => {
    const written = new Date('2026-11-01T10:00:00Z');
    expect(inEnglish(reviewEditable(written, new Date('2026-12-01T09:59:00Z')))).toBe(true);
    expect(inEnglish(reviewEditable(written, new Date('2026-12-01T10:01:00Z')))).toBe(false);
  });
  it('sums ratings into an average, a count and a breakdown', () => {
    expect(inEnglish(summarize([5, 4, 4, 1]))).toEqual({ average: 3.5, count: 4, breakdown: [1, 0, 0, 2, 1] });
    expect(inEnglish(summarize([5, 5, 4]))).toEqual({ average: 4.7, count: 3, breakdown: [0, 0, 0, 1, 2] });
    expect(inEnglish(summarize([]))).toEqual({ average: 0, count: 0, breakdown: [0, 0, 0, 0, 0] });
  });
  it('shows the first name and the month travelled', () => {
    expect(inEnglish(firstName('  Nadia   Rahman '))).toBe('Nadia');
    expect(inEnglish(monthTravelled('2027-01-14'))).toBe('January 2027');
  });
});
