/**
 * How many SMS a text costs. A text wholly in the GSM 03.38 alphabet (GSM-7) fits 160 characters
 * in one SMS, 153 per part when concatenated (the user data header takes 7); the characters of the
 * extension table (`^ { } \ [ ] ~ | €` and form feed) take two. Any other character (Bangla, a
 * curly quote, an emoji) makes the whole text UCS-2: 70 UTF-16 units in one SMS, 67 per part (a
 * character outside the BMP takes two units, and a part never splits it).
 */

const gsmBasic = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[]~|€\f';
const basic = new Set(gsmBasic);
const extension = new Set(gsmExtension);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  /** SMS parts billed (0 for an empty text). */
  parts: number;
}

export const smsLimits = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) return false;
  return true;
}

/** Parts of a GSM-7 text, where an extension character (two septets) is never split across parts. */
function gsmParts(text: string): { units: number; parts: number } {
  let units = 0;
  for (const ch of text) units += extension.has(ch) ? 2 : 1;
  if (units <= smsLimits['GSM-7'].single) return { units, parts: units === 0 ? 0 : 1 };
  let parts = 1;
  let used = 0;
  for (const ch of text) {
    const size = extension.has(ch) ? 2 : 1;
    if (used + size > smsLimits['GSM-7'].part) {
      parts++;
      used = 0;
    }
    used += size;
  }
  return { units, parts };
}

/** Parts of a UCS-2 text, where a surrogate pair is never split across parts. */
function ucs2Parts(text: string): { units: number; parts: number } {
  const units = text.length;
  if (units <= smsLimits['UCS-2'].single) return { units, parts: units === 0 ? 0 : 1 };
  let parts = 1;
  let used = 0;
  for (const ch of text) {
    if (used + ch.length > smsLimits['UCS-2'].part) {
      parts++;
      used = 0;
    }
    used += ch.length;
  }
  return { units, parts };
}

export function smsSize(text: string): SmsSize {
  return isGsm7(text) ? { encoding: 'GSM-7', ...gsmParts(text) } : { encoding: 'UCS-2', ...ucs2Parts(text) };
}

/**
 * Characters a name or a place often carries that are not GSM-7 but have a GSM-7 twin: curly
 * quotes, dashes, an ellipsis, a non-breaking space. An English SMS uses the twins so one curly
 * apostrophe in a tour's name does not halve what fits.
 */
export function toGsmLookalikes(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2000-\u200A\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
}
