import { inEnglish } from './i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardNumberError, cvcError, expiryError, formatExpiry, last4, luhnValid, parseExpiry } from './card.ts';

describe('card number', () => {
  it('checks Luhn', () => {
    expect(inEnglish(luhnValid('4242424242424242'))).toBe(true);
    expect(inEnglish(luhnValid('4242424242424241'))).toBe(false);
    expect(inEnglish(luhnValid('5555555555554444'))).toBe(true);
    expect(inEnglish(luhnValid('378282246310005'))).toBe(true);
    expect(inEnglish(luhnValid('42a2'))).toBe(false);
  });
  it('explains what is wrong', () => {
    expect(inEnglish(cardNumberError(''))).toBe('* Card Number field is required');
    expect(inEnglish(cardNumberError('4242 4242 4242 4242'))).toBeNull();
    expect(inEnglish(cardNumberError('4242-4242-4242-4241'))).toBe('Card number is not valid (check the digits)');
    expect(inEnglish(cardNumberError('4242abcd'))).toBe('Card number must contain digits only');
    expect(inEnglish(cardNumberError('4242'))).toBe('Card number must have 12 to 19 digits');
  });
  it('refuses numbers that pass Luhn but belong to no card issuer, or have the wrong length', () => {
    expect(inEnglish(cardNumberError('000000000000'))).toMatch(/^Card number is not valid: we take Visa/);
    expect(inEnglish(cardNumberError('9999999999999995'))).toMatch(/^Card number is not valid: we take Visa/);
    expect(inEnglish(cardNumberError('424242424242'))).toBe('A Visa card number has 13, 16 or 19 digits');
    expect(inEnglish(cardNumberError('42424242424242'))).toBe('A Visa card number has 13, 16 or 19 digits');
    expect(inEnglish(cardNumberError('37828224631000'))).toBe('An American Express card number has 15 digits');
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
      expect(inEnglish(cardNumberError(good)), good).toBeNull();
    }
  });
  it('detects the brand', () => {
    expect(inEnglish(cardBrand('4242424242424242'))).toBe('Visa');
    expect(inEnglish(cardBrand('5555555555554444'))).toBe('Mastercard');
    expect(inEnglish(cardBrand('2223003122003222'))).toBe('Mastercard');
    expect(inEnglish(cardBrand('378282246310005'))).toBe('American Express');
    expect(inEnglish(cardBrand('6011111111111117'))).toBe('Discover');
    expect(inEnglish(cardBrand('3566002020360505'))).toBe('JCB');
    expect(inEnglish(cardBrand('30569309025904'))).toBe('Diners Club');
    expect(inEnglish(cardBrand('6200000000000005'))).toBe('UnionPay');
    expect(inEnglish(cardBrand('9999999999999995'))).toBe('Card');
  });
  it('keeps the last 4 digits only', () => {
    expect(inEnglish(cardDigits('4242 4242-4242 4242'))).toBe('4242424242424242');
    expect(inEnglish(last4('4000 0566 5566 5556'))).toBe('5556');
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('accepts MM/YY and MM/YYYY', () => {
    expect(inEnglish(parseExpiry('04/28'))).toEqual({ month: 4, year: 2028 });
    expect(inEnglish(parseExpiry('4/2028'))).toEqual({ month: 4, year: 2028 });
    expect(inEnglish(parseExpiry('13/28'))).toBeNull();
    expect(inEnglish(parseExpiry('00/28'))).toBeNull();
    expect(inEnglish(parseExpiry('04-28'))).toBeNull();
    expect(inEnglish(parseExpiry('04/2028/1'))).toBeNull();
    expect(inEnglish(formatExpiry({ month: 4, year: 2028 }))).toBe('04/28');
  });
  it('must not be over: the current month is still valid, the previous is not', () => {
    expect(inEnglish(expiryError('11/26', now))).toBeNull();
    expect(inEnglish(expiryError('12/2026', now))).toBeNull();
    expect(inEnglish(expiryError('10/26', now))).toBe('Card has expired');
    expect(inEnglish(expiryError('01/2020', now))).toBe('Card has expired');
    expect(inEnglish(expiryError('', now))).toBe('* Expire Date field is required');
    expect(inEnglish(expiryError('2026-12', now))).toBe('Expire date must be MM/YY or MM/YYYY');
    expect(inEnglish(expiryError('01/2099', now))).toBe('Expire date is too far in the future');
  });
});

describe('CVC', () => {
  it('has 3 or 4 digits', () => {
    expect(inEnglish(cvcError('123'))).toBeNull();
    expect(inEnglish(cvcError('1234'))).toBeNull();
    expect(inEnglish(cvcError('12'))).toBe('CVC must be 3 or 4 digits');
    expect(inEnglish(cvcError('12345'))).toBe('CVC must be 3 or 4 digits');
    expect(inEnglish(cvcError('12a'))).toBe('CVC must be 3 or 4 digits');
    expect(inEnglish(cvcError(' '))).toBe('* CVC field is required');
  });
});
