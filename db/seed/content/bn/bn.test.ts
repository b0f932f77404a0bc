import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../shared/i18n/format.ts';
import { seedEvents } from '../events.ts';
import { eventsBn } from './events.ts';

describe('the Bangla demo events', () => {
  it('translate every event of the English seed, and only those', () => {
    expect(Object.keys(eventsBn).sort()).toEqual(seedEvents.map((e) => e.slug).sort());
  });

  it('are whole texts in NFC, the display date with the English dates in Bengali digits', () => {
    for (const e of seedEvents) {
      const bn = eventsBn[e.slug]!;
      for (const [field, value] of Object.entries(bn)) {
        expect(value.trim(), `${e.slug}.${field}`).not.toBe('');
        expect(value.normalize('NFC'), `${e.slug}.${field}`).toBe(value);
      }
      expect(bn.description.split('\n\n').length, e.slug).toBe(e.description.split('\n\n').length);
      const day = (iso: string) => formatNumber('bn', Number(iso.slice(8, 10)));
      expect(bn.eventDate.startsWith(`${day(e.startDate)} `), e.slug).toBe(true);
      expect(bn.eventDate).toContain(`থেকে ${day(e.endDate)} `);
    }
  });
});
