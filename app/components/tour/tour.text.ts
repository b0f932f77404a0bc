import { count, formatNumber } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

/** Bengali digits with one decimal (shared/i18n/format.ts has no such formatter yet). */
const oneDecimalBn = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating with one decimal: '4.5' / '৪.৫' (English exactly as `toFixed(1)` writes it). */
export function ratingNumber(lang: Lang, value: number): string {
  const fixed = value.toFixed(1);
  return lang === 'en' ? fixed : oneDecimalBn.format(Number(fixed));
}

/** The tour page's departures (Departures.tsx, departures.ts): dates, seats and the waitlist. */
export const departuresText = defineMessages({
  en: {
    title: 'Dates and seats',
    noDates: 'No dates are open right now',
    noDatesHelp: 'Tell us when you would like to travel: we plan extra departures for groups and families.',
    askAboutDates: 'Ask us about dates',
    pricesPerPerson: 'Prices are per person. Your seats are held as soon as you book.',
    showMore: (n: number) => `Show ${count('en', n, { one: 'more date', other: 'more dates' })}`,
    showFewer: 'Show fewer dates',
    perPerson: '/ person',
    book: 'Book',
    waitlistFor: (day: string) => `Waitlist for ${day}`,
    onWaitlist: 'You are on the waitlist: we e-mail you when seats come free.',
    leaveWaitlist: 'Leave the waitlist',
    joinHelp: 'Join the waitlist and we e-mail you if seats come free.',
    travellers: 'Travellers',
    joinWaitlist: 'Join the waitlist',
    /** Screen readers: which date a button or label is for (' for 14 January 2027'). */
    forDay: (day: string) => ` for ${day}`,
    allSeatsBooked: (seats: number) => `All ${formatNumber('en', seats)} seats booked`,
    seatsLeftOf: (left: number, seats: number) => `${count('en', left, { one: 'seat', other: 'seats' })} left of ${formatNumber('en', seats)}`,
    available: 'Seats available',
    few: 'Few seats left',
    soldOut: 'Sold out',
  },
  bn: {
    title: 'তারিখ ও আসন',
    noDates: 'এই মুহূর্তে কোনো তারিখ খোলা নেই',
    noDatesHelp: 'কবে যেতে চান জানান: দল ও পরিবারের জন্য আমরা বাড়তি যাত্রার ব্যবস্থা করি।',
    askAboutDates: 'তারিখ নিয়ে জিজ্ঞেস করুন',
    pricesPerPerson: 'দাম জনপ্রতি। বুক করলেই আপনার আসন সংরক্ষিত থাকে।',
    showMore: (n) => `আরও ${formatNumber('bn', n)}টি তারিখ দেখুন`,
    showFewer: 'কম তারিখ দেখুন',
    perPerson: '/ জনপ্রতি',
    book: 'বুক করুন',
    waitlistFor: (day) => `${day} তারিখের অপেক্ষমাণ তালিকা`,
    onWaitlist: 'আপনি অপেক্ষমাণ তালিকায় আছেন: আসন খালি হলেই আমরা আপনাকে ই-মেইল করব।',
    leaveWaitlist: 'অপেক্ষমাণ তালিকা ছাড়ুন',
    joinHelp: 'অপেক্ষমাণ তালিকায় নাম লেখান, আসন খালি হলে আমরা ই-মেইল করব।',
    travellers: 'যাত্রী',
    joinWaitlist: 'অপেক্ষমাণ তালিকায় যোগ দিন',
    forDay: (day) => ` (${day})`,
    allSeatsBooked: (seats) => `${formatNumber('bn', seats)}টি আসনই বুক হয়ে গেছে`,
    seatsLeftOf: (left, seats) => `${formatNumber('bn', seats)}টির মধ্যে ${formatNumber('bn', left)}টি আসন বাকি`,
    available: 'আসন খালি আছে',
    few: 'অল্প আসন বাকি',
    soldOut: 'আসন শেষ',
  },
});

/** The tour page's reviews (Reviews.tsx, reviews-page.ts). */
export const reviewsText = defineMessages({
  en: {
    title: 'Traveller reviews',
    noReviews: 'No reviews yet. Travellers who book this tour can review it after their trip.',
    outOfFive: ' out of 5',
    from: (n: number) => `from ${count('en', n, { one: 'review', other: 'reviews' })}`,
    byStars: 'Reviews by stars',
    stars: (n: number) => count('en', n, { one: 'star', other: 'stars' }),
    reviewsWord: (n: number) => ` ${plural('en', n, { one: 'review', other: 'reviews' })}`,
    list: 'Reviews',
    listPage: (page: number, pages: number) => `Reviews, page ${formatNumber('en', page)} of ${formatNumber('en', pages)}`,
    reviewBy: (name: string) => `Review by ${name}`,
    travelled: (when: string) => `Travelled ${when}`,
    rated: (value: string) => `Rated ${value} out of 5`,
    reply: 'Reply from Travelez',
    pagesNav: 'Reviews pages',
    newer: 'Newer',
    older: 'Older',
    /** Screen readers: after Newer and Older. */
    reviewsSuffix: ' reviews',
    page: 'Page ',
    reviewCount: (n: number) => count('en', n, { one: 'review', other: 'reviews' }),
    badPage: (why: string) => `${why}: here is the first page.`,
    pageNotValid: 'The reviews page is not valid',
  },
  bn: {
    title: 'ভ্রমণকারীদের রিভিউ',
    noReviews: 'এখনো কোনো রিভিউ নেই। এই ট্যুর বুক করা ভ্রমণকারীরা ভ্রমণ শেষে রিভিউ দিতে পারবেন।',
    outOfFive: ` (${formatNumber('bn', 5)}-এর মধ্যে)`,
    from: (n) => `${formatNumber('bn', n)}টি রিভিউ থেকে`,
    byStars: 'তারা অনুযায়ী রিভিউ',
    stars: (n) => `${formatNumber('bn', n)} তারা`,
    reviewsWord: () => 'টি রিভিউ',
    list: 'রিভিউ',
    listPage: (page, pages) => `রিভিউ, পৃষ্ঠা ${formatNumber('bn', page)}/${formatNumber('bn', pages)}`,
    reviewBy: (name) => `${name}-এর রিভিউ`,
    travelled: (when) => `ভ্রমণ: ${when}`,
    rated: (value) => `রেটিং ${formatNumber('bn', 5)}-এর মধ্যে ${value}`,
    reply: 'Travelez-এর উত্তর',
    pagesNav: 'রিভিউয়ের পৃষ্ঠা',
    newer: 'নতুন',
    older: 'পুরোনো',
    reviewsSuffix: ' রিভিউ',
    page: 'পৃষ্ঠা ',
    reviewCount: (n) => `${formatNumber('bn', n)}টি রিভিউ`,
    badPage: (why) => `${why}: তাই প্রথম পৃষ্ঠা দেখানো হলো।`,
    pageNotValid: 'রিভিউয়ের পৃষ্ঠা নম্বরটি সঠিক নয়',
  },
});
