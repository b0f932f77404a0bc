/**
 * Payment card checks: the number passes Luhn, the expiry is a future month, the
 * CVC has 3-4 digits. Only the cardholder name, the brand, the last 4 digits and the expiry
 * ('MM/YY') are ever kept; nothing here stores or prints the number.
 */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB' | 'UnionPay' | 'Diners Club' | 'Card';
import { issueMessage } from './i18n/coded-messages.ts';

/** Digits only: spaces and dashes people type are dropped. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'Diners Club';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Card';
}

/** The lengths each issuer gives its card numbers (ISO/IEC 7812 issuer ranges). */
export const cardLengths: Record<Exclude<CardBrand, 'Card'>, readonly number[]> = {
  Visa: [13, 16, 19],
  Mastercard: [16],
  'American Express': [15],
  'Diners Club': [14, 15, 16, 17, 18, 19],
  Discover: [16, 17, 18, 19],
  JCB: [16, 17, 18, 19],
  UnionPay: [16, 17, 18, 19],
};

/**
 * Why the card number is refused, or null. Luhn alone passes '000000000000', so the number must
 * also start like a card of a known issuer and have that issuer's length.
 */
export function cardNumberError(input: string): string | null {
  const digits = cardDigits(input);
  if (digits.length === 0) return issueMessage('starCardNumberRequired');
  if (!/^\d+$/.test(digits)) return issueMessage('cardNumberNotDigits');
  if (digits.length < 12 || digits.length > 19) return issueMessage('cardNumberLength');
  const brand = cardBrand(digits);
  if (brand === 'Card') return issueMessage('cardBrandNotTaken');
  const lengths = cardLengths[brand];
  if (!lengths.includes(digits.length)) {
    return issueMessage('cardNumberDigits', brand, lengths);
  }
  if (!luhnValid(digits)) return issueMessage('cardNumberChecksum');
  return null;
}

export function last4(input: string): string {
  return cardDigits(input).slice(-4);
}

export interface Expiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** 'MM/YY' or 'MM/YYYY' (also 'M/YY'); null when not in that form. */
export function parseExpiry(input: string): Expiry | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/** 'MM/YY' as stored. */
export function formatExpiry(e: Expiry): string {
  return `${String(e.month).padStart(2, '0')}/${String(e.year % 100).padStart(2, '0')}`;
}

/**
 * Why the expiry is refused, or null. A card is valid through the last day of its month, so the
 * current month is still accepted ("a future month" = not yet over).
 */
export function expiryError(input: string, now: Date = new Date()): string | null {
  if (input.trim() === '') return issueMessage('starExpireDateRequired');
  const e = parseExpiry(input);
  if (!e) return issueMessage('expireDateFormat');
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const given = e.year * 12 + (e.month - 1);
  if (given < current) return issueMessage('cardHasExpired');
  if (given > current + 20 * 12) return issueMessage('expireDateTooFar');
  return null;
}

export function cvcError(input: string): string | null {
  const v = input.trim();
  if (v === '') return issueMessage('starCvcRequired');
  if (!/^\d{3,4}$/.test(v)) return issueMessage('cvcFormat');
  return null;
}
