import { describe, expect, it } from 'vitest';
import { nightsBetween } from './search.server.ts';

describe('nightsBetween', () => {
  it('counts the nights between two dates, across months and leap days', () => {
    expect(nightsBetween('2026-05-10', '2026-05-13')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});
