import { inEnglish } from '../i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { waitlistInput, waitlistInputSchema } from './departures.ts';

describe('waitlistInput', () => {
  it('takes 1 to the group size of travellers, none meaning one', () => {
    const schema = waitlistInputSchema(8);
    expect(inEnglish(schema.parse({}))).toEqual({});
    expect(inEnglish(schema.parse({ travellers: '8' }))).toEqual({ travellers: 8 });
    expect(inEnglish(schema.safeParse({ travellers: 9 }).error?.issues[0]?.message)).toBe('Travellers must be at most 8 (the group size)');
    expect(inEnglish(schema.safeParse({ travellers: 0 }).error?.issues[0]?.message)).toBe('Travellers must be at least 1');
    expect(inEnglish(schema.safeParse({ travellers: '1e1' }).success)).toBe(false);
  });

  it('without a tour, at most the largest group size a tour may have', () => {
    expect(inEnglish(waitlistInput.safeParse({ travellers: 1000 }).success)).toBe(true);
    expect(inEnglish(waitlistInput.safeParse({ travellers: 1001 }).success)).toBe(false);
  });
});
