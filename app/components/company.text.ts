import { company } from '../../shared/company.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { defineMessages } from '../../shared/i18n/messages.ts';

/** A number written digit by digit, without grouping (a year, a house number, a post code): 2012 → '২০১২'. */
export function digitsIn(lang: Lang, n: number): string {
  return String(n).replace(/\d/g, (d) => formatNumber(lang, Number(d)));
}

/** The guests a year as a number ('3500+' → 3500). */
const guestsPerYear = Number.parseInt(company.guestsPerYear, 10);

/** The Bangla clock time of a whole hour: 9 → 'সকাল ৯টা', 17 → 'বিকেল ৫টা'. */
export function bnHour(hour: number): string {
  const part = hour < 12 ? 'সকাল' : hour < 15 ? 'দুপুর' : hour < 18 ? 'বিকেল' : hour < 20 ? 'সন্ধ্যা' : 'রাত';
  const h = hour > 12 ? hour - 12 : hour;
  return `${part} ${formatNumber('bn', h)}টা`;
}

/**
 * The company's details as the pages show them (shared/company.ts keeps the English, which the
 * e-mails and calendars also use). The phone number and the e-mail address are the same in both.
 */
export const companyText = defineMessages({
  en: {
    tagline: company.tagline,
    address: company.address,
    hours: company.hours,
    guestsPerYear: company.guestsPerYear,
  },
  bn: {
    tagline: 'সারা বাংলাদেশে ভ্রমণ, ঢাকা থেকে যত্নে সাজানো।',
    address: `বাড়ি ${digitsIn('bn', 27)}, রোড ${digitsIn('bn', 7)}, ধানমন্ডি, ঢাকা ${digitsIn('bn', 1205)}, বাংলাদেশ`,
    hours: `রবি-বৃহস্পতি, ${bnHour(9)} - ${bnHour(17)}`,
    guestsPerYear: `${formatNumber('bn', guestsPerYear)}+`,
  },
});
