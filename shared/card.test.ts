import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardNumberError, cvcError, expiryError, formatExpiry, last4, luhnValid, parseExpiry } from './card.ts';

describe('card number', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('42a2')).toBe(false);
  });
  it('explains what is wrong', () => {
    expect(cardNumberError('')).toBe('* Card Number field is required');
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('4242-4242-4242-4241')).toBe('Card number is not valid (check the digits)');
    expect(cardNumberError('4242abcd')).toBe('Card number must contain digits only');
    expect(cardNumberError('4242')).toBe('Card number must have 12 to 19 digits');
  });
  it('refuses numbers that pass Luhn but belong to no card issuer, or have the wrong length', () => {
    expect(cardNumberError('000000000000')).toMatch(/^Card number is not valid: we take Visa/);
    expect(cardNumberError('9999999999999995')).toMatch(/^Card number is not valid: we take Visa/);
    expect(cardNumberError('424242424242')).toBe('A Visa card number has 13, 16 or 19 digits');
    expect(cardNumberError('42424242424242')).toBe('A Visa card number has 13, 16 or 19 digits');
    expect(cardNumberError('37828224631000')).toBe('An American Express card number has 15 digits');
    for (const good of [
      '4242424242424242',
      '4222222222222',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3566002020360505',
      '30569309025904',
      '6200000000000005',
    ]) {
      expect(cardNumberError(good), good).toBeNull();
    }
  });
  it('detects the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3566002020360505')).toBe('JCB');
    expect(cardBrand('30569309025904')).toBe('Diners Club');
    expect(cardBrand('6200000000000005')).toBe('UnionPay');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });
  it('keeps the last 4 digits only', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(last4('4000 0566 5566 5556')).toBe('5556');
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('accepts MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4/2028')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('04-28')).toBeNull();
    expect(parseExpiry('04/2028/1')).toBeNull();
    expect(formatExpiry({ month: 4, year: 2028 })).toBe('04/28');
  });
  it('must not be over: the current month is still valid, the previous is not', () => {
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('12/2026', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('Card has expired');
    expect(expiryError('01/2020', now)).toBe('Card has expired');
    expect(expiryError('', now)).toBe('* Expire Date field is required');
    expect(expiryError('2026-12', now)).toBe('Expire date must be MM/YY or MM/YYYY');
    expect(expiryError('01/2099', now)).toBe('Expire date is too far in the future');
  });
});

describe('CVC', () => {
  it('has 3 or 4 digits', () => {
    expect(cvcError('123')).toBeNull();
    expect(cvcError('1234')).toBeNull();
    expect(cvcError('12')).toBe('CVC must be 3 or 4 digits');
    expect(cvcError('12345')).toBe('CVC must be 3 or 4 digits');
    expect(cvcError('12a')).toBe('CVC must be 3 or 4 digits');
    expect(cvcError(' ')).toBe('* CVC field is required');
  });
});
