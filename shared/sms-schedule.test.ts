import { describe, expect, it } from 'vitest';
import { dhakaDay, isQuietTime, parseQuietHours, sendableAt } from './sms-schedule.ts';

// Dhaka is UTC+6: 16:00Z is 22:00 there, 02:00Z is 08:00.
describe('quiet hours in Dhaka', () => {
  it('are 22:00 to 08:00 Dhaka time', () => {
    expect(isQuietTime(new Date('2026-11-27T15:59:59Z'))).toBe(false);
    expect(isQuietTime(new Date('2026-11-27T16:00:00Z'))).toBe(true);
    expect(isQuietTime(new Date('2026-11-27T20:00:00Z'))).toBe(true);
    expect(isQuietTime(new Date('2026-11-28T01:59:59Z'))).toBe(true);
    expect(isQuietTime(new Date('2026-11-28T02:00:00Z'))).toBe(false);
  });

  it('move an SMS to 08:00 Dhaka, the same or the next morning; a code goes at once', () => {
    expect(sendableAt(new Date('2026-11-27T10:00:00Z'), false)).toEqual(new Date('2026-11-27T10:00:00Z'));
    expect(sendableAt(new Date('2026-11-27T17:30:00Z'), false)).toEqual(new Date('2026-11-28T02:00:00Z'));
    // 00:30 in Dhaka on the 28th (18:30Z on the 27th): that morning.
    expect(sendableAt(new Date('2026-11-27T18:30:00Z'), false)).toEqual(new Date('2026-11-28T02:00:00Z'));
    expect(sendableAt(new Date('2026-11-28T01:00:00Z'), false)).toEqual(new Date('2026-11-28T02:00:00Z'));
    expect(sendableAt(new Date('2026-11-27T17:30:00Z'), true)).toEqual(new Date('2026-11-27T17:30:00Z'));
  });

  it('SMS_QUIET_HOURS: other hours, or none', () => {
    expect(parseQuietHours(undefined)).toEqual({ from: 22, until: 8 });
    expect(parseQuietHours('off')).toBeNull();
    const nine = parseQuietHours('21-9');
    expect(isQuietTime(new Date('2026-11-27T15:30:00Z'), nine)).toBe(true); // 21:30 Dhaka
    expect(sendableAt(new Date('2026-11-28T02:30:00Z'), false, nine)).toEqual(new Date('2026-11-28T03:00:00Z'));
    // Hours within one day: 14:30 Dhaka is in 13-15, 15:30 is not.
    expect(isQuietTime(new Date('2026-11-27T08:30:00Z'), parseQuietHours('13-15'))).toBe(true);
    expect(isQuietTime(new Date('2026-11-27T09:30:00Z'), parseQuietHours('13-15'))).toBe(false);
    expect(isQuietTime(new Date('2026-11-27T20:00:00Z'), null)).toBe(false);
    expect(sendableAt(new Date('2026-11-27T20:00:00Z'), false, null)).toEqual(new Date('2026-11-27T20:00:00Z'));
    for (const bad of ['8', '22-22', '25-8', 'night']) expect(() => parseQuietHours(bad)).toThrow(/SMS_QUIET_HOURS/);
  });

  it('a Dhaka day begins at 18:00Z', () => {
    expect(dhakaDay(new Date('2026-11-27T17:59:59Z'))).toBe('2026-11-27');
    expect(dhakaDay(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-28');
  });
});
