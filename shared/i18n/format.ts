/**
 * Numbers, prices and dates in each language, through `Intl`: Bangla with `bn-BD` (Bengali digits,
 * lakh grouping, ৳), English with `en-BD` numbers and `en-GB` dates ('12 March 2026'), as the site
 * has always written them. Times are Dhaka's. The same code runs on the server and in the browser,
 * and both ship full ICU data, so a page hydrates without a mismatch.
 */
import type { Lang } from './lang.ts';
import { plural } from './messages.ts';

const numberFormats = { en: new Intl.NumberFormat('en-BD'), bn: new Intl.NumberFormat('bn-BD') };
const wholeFormats = {
  en: new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
};
const takaFormats = {
  en: wholeFormats.en,
  bn: new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }),
};
const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const shortDayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
const timestampDayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }),
};
const dateTimeFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' }),
  // 24-hour: Bangla's 12-hour clock writes 'AM'/'PM' in Latin letters.
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Dhaka' }),
};
const timeFormats = {
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dhaka' }),
  bn: new Intl.DateTimeFormat('bn-BD', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' }),
};

/** 1234567 → '1,234,567' / '১২,৩৪,৫৬৭'. */
export function formatNumber(lang: Lang, n: number): string {
  return numberFormats[lang].format(n);
}

/** Whole Taka: 'Tk 12,500' / '১২,৫০০৳'. */
export function formatMoney(lang: Lang, amount: number): string {
  return lang === 'en' ? `Tk ${takaFormats.en.format(amount)}` : takaFormats.bn.format(amount);
}

/** A day given as 'YYYY-MM-DD' is a calendar date (no time zone); anything else an instant. */
function parse(value: string | Date): { date: Date; calendarDay: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendarDay: false };
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/** '2026-03-12' or an instant → '12 March 2026' / '১২ মার্চ, ২০২৬' (an instant's day in Dhaka). */
export function formatDate(lang: Lang, value: string | Date): string {
  const p = parse(value);
  if (!p) return String(value);
  return (p.calendarDay ? dayFormats : timestampDayFormats)[lang].format(p.date);
}

const monthFormats = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A month (year and month, 1-12) → 'January 2027' / 'জানুয়ারি ২০২৭'. */
export function formatMonth(lang: Lang, year: number, month: number): string {
  return monthFormats[lang].format(new Date(Date.UTC(year, month - 1, 1)));
}

/** 'YYYY-MM' → 'January 2027' / 'জানুয়ারি ২০২৭'. */
export function formatYearMonth(lang: Lang, yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return year && month ? formatMonth(lang, year, month) : yearMonth;
}

/** '2026-03-12' → '12 Mar 2026' / '১২ মার্চ, ২০২৬'. */
export function formatShortDate(lang: Lang, value: string): string {
  const p = parse(value);
  return p ? shortDayFormats[lang].format(p.date) : value;
}

/** An instant with its time in Dhaka: '12 Mar 2026, 14:05' / '১২ মার্চ, ২০২৬, ১৪:০৫'. */
export function formatDateTime(lang: Lang, value: string | Date): string {
  const p = parse(value);
  return p ? dateTimeFormats[lang].format(p.date) : String(value);
}

/** The time of an instant in Dhaka: '14:05'. */
export function formatTime(lang: Lang, value: string | Date): string {
  const p = parse(value);
  return p ? timeFormats[lang].format(p.date) : String(value);
}

/** '3 Days 2 Nights' / '৩ দিন ২ রাত' (plural forms from Intl.PluralRules). */
export function daysNights(lang: Lang, days: number, nights: number): string {
  if (lang === 'bn') return `${formatNumber(lang, days)} দিন ${formatNumber(lang, nights)} রাত`;
  return `${formatNumber(lang, days)} ${plural(lang, days, { one: 'Day', other: 'Days' })} ${formatNumber(lang, nights)} ${plural(lang, nights, { one: 'Night', other: 'Nights' })}`;
}

/** A size limit as the refusals write it: '64 KB', '50 MB' / '৬৪ KB'. */
export function formatSize(lang: Lang, bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [Math.round(bytes / 1024 / 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${lang === 'bn' ? formatNumber(lang, value) : value} ${unit}`;
}

/** A count with its noun: count('en', 3, { one: 'seat', other: 'seats' }) → '3 seats'; Bangla nouns do not change. */
export function count(lang: Lang, n: number, forms: { one?: string; other: string }): string {
  return `${formatNumber(lang, n)} ${plural(lang, n, forms)}`;
}
