import { describe, expect, it } from 'vitest';
import { parseProviderAmount, sameAmount, toProviderAmount } from './money.server.ts';

describe('provider amounts', () => {
  it('formats whole Taka the providers’ way', () => {
    expect(toProviderAmount(1500)).toBe('1500.00');
    expect(toProviderAmount(1)).toBe('1.00');
  });

  it('refuses what is not a positive whole Taka amount', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => toProviderAmount(bad)).toThrow(RangeError);
  });

  it('reads exact whole amounts only', () => {
    expect(parseProviderAmount('1500.00')).toBe(1500);
    expect(parseProviderAmount('1500.0')).toBe(1500);
    expect(parseProviderAmount('1500')).toBe(1500);
    expect(parseProviderAmount(1500)).toBe(1500);
    for (const bad of [
      '1500.5',
      '1500.50',
      '1500.01',
      '1,500.00',
      ' 1500.00',
      '1500.00 ',
      '+1500',
      '-1500',
      '1e3',
      '01500',
      '1500.000',
      '',
      '.5',
      'abc',
      null,
      undefined,
      1500.5,
    ]) {
      expect(parseProviderAmount(bad), String(bad)).toBeNull();
    }
  });

  it('compares a provider amount with ours exactly', () => {
    expect(sameAmount('1500.00', 1500)).toBe(true);
    expect(sameAmount('1500.5', 1500)).toBe(false);
    expect(sameAmount('1501.00', 1500)).toBe(false);
    expect(sameAmount(undefined, 1500)).toBe(false);
  });
});
