import { describe, expect, it } from 'vitest';
import { dayAfter, foldLine, icsCalendar, icsText } from './ical.ts';

describe('iCalendar', () => {
  it('escapes text values (RFC 5545 3.3.11)', () => {
    expect(icsText("Cox's Bazar; Kolatoli, Hotel\\Sea\nRoom 2")).toBe("Cox's Bazar\\; Kolatoli\\, Hotel\\\\Sea\\nRoom 2");
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'সুন্দরবন '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes an all-day VEVENT ending the day after the last day', () => {
    const ics = icsCalendar('Trip', [
      { uid: 'b1@travelez', start: '2026-12-30', days: 3, summary: 'Saint Martin', description: 'Meet at 6:00', stamp: new Date('2026-11-01T10:20:30Z') },
    ]);
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20270102\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261101T102030Z\r\n');
    expect(ics).toContain('\r\nUID:b1@travelez\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(dayAfter('2028-02-28', 1)).toBe('2028-02-29');
  });
});
