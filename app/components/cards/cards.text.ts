import { count, formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The cards of packages, events and blog posts. */
export const cardsText = defineMessages({
  en: {
    /** Price suffix: '/ person'. */
    bangladesh: 'Bangladesh',
    upToPeople: (n: number) => `Up to ${formatNumber('en', n)} people`,
    people: (n: number) => `${formatNumber('en', n)} people`,
    nextDate: 'Next date',
    noDates: 'No dates are open right now',
    few: 'Few seats left',
    soldOut: 'Sold out',
    comments: (n: number) => count('en', n, { one: 'Comment', other: 'Comments' }),
    viewMore: 'View more',
    viewMoreOf: (title: string) => `View more: ${title}`,
  },
  bn: {
    bangladesh: 'বাংলাদেশ',
    upToPeople: (n) => `সর্বোচ্চ ${formatNumber('bn', n)} জন`,
    people: (n) => `${formatNumber('bn', n)} জন`,
    nextDate: 'পরের তারিখ',
    noDates: 'এই মুহূর্তে কোনো তারিখ খোলা নেই',
    few: 'অল্প আসন বাকি',
    soldOut: 'আসন শেষ',
    comments: (n) => `${formatNumber('bn', n)}টি মন্তব্য`,
    viewMore: 'আরও দেখুন',
    viewMoreOf: (title) => `আরও দেখুন: ${title}`,
  },
});
