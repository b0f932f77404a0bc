import { count, formatMoney, formatNumber } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';
import { ADVANCE_PERCENT, bookingFeeBands, cancellationBands, SECOND_INSTALMENT_PERCENT, type Band } from '../../../shared/policy.ts';

const n = (lang: Lang, value: number) => formatNumber(lang, value);

/** '90 days or more' / '89-60 days' (a band of days before departure). */
const daysEn = (min: number, max: number | null) => (max === null ? `${min} days or more` : `${max}-${min} days`);
const daysBn = (min: number, max: number | null) => (max === null ? `${n('bn', min)} দিন বা তার বেশি` : `${n('bn', max)}-${n('bn', min)} দিন`);

/** The tour detail page (/singleTour/:id) and its waitlist action. */
export const singleTourText = defineMessages({
  en: {
    metaFallback: 'Tour | Travelez',
    metaDescription: (daysNights: string, price: number, overview: string) => `${daysNights} from Tk ${price} per person. ${overview}`,
    tours: 'Tours',
    bookNow: 'Book Now',
    contactHost: 'Contact Host',
    daysAndNights: 'Days and nights',
    groupSize: 'Group size',
    upTo: (size: number) => `Up to ${formatNumber('en', size)}`,
    discount: 'Discount',
    percentOff: (percent: number) => `${formatNumber('en', percent)}% off`,
    bestPrice: 'Best price',
    region: 'Region',
    bangladesh: 'Bangladesh',
    inclusionsAndThemes: 'Inclusions and themes',
    hotel: 'Hotel',
    transport: 'Transport',
    meals: 'Meals',
    sightseeing: 'Sightseeing',
    guide: 'Guide',
    themes: 'Themes',
    nature: 'Nature',
    adventure: 'Adventure',
    family: 'Family',
    photography: 'Photography',
    overview: 'Overview',
    itinerary: 'Day-by-day itinerary',
    inclusionsAndExclusions: 'Inclusions and exclusions',
    included: 'Included',
    notIncluded: 'Not included',
    included1: 'Accommodation in twin-sharing rooms',
    included2: 'All transfers and transport as per the itinerary',
    included3: 'Breakfast, lunch and dinner as per the itinerary',
    included4: 'Local English- and Bangla-speaking guide',
    included5: 'Entry fees and permits for the sights listed',
    excluded1: 'Travel insurance',
    excluded2: 'Personal expenses such as laundry and phone calls',
    excluded3: 'Anything not listed under inclusions',
    excluded4: 'Tips for guides and drivers',
    paymentPolicy: 'Payment policy',
    cancellationPolicy: 'Cancellation policy',
    terms: 'Terms',
    terms1: (refund: string) =>
      `Prices are per person in Taka. Hotel check-in is 12:00-15:00 and check-out 10:00-12:00. Itineraries may change for weather or safety, with an equal alternative offered. ${refund}`,
    terms2: (days: number) => `Money back needs notice at least ${formatNumber('en', days)} days before the tour. There are no hidden taxes.`,
    readReviews: ': read the reviews',
    upToPeople: (daysNights: string, size: number) => `${daysNights} · up to ${formatNumber('en', size)} people`,
    nextDate: 'Next date: ',
    allDates: (total: number) => `All ${count('en', total, { one: 'date', other: 'dates' })}`,
    allSoldOut: 'Every open date is sold out',
    noDates: 'No dates are open right now',
    forDay: (day: string) => ` for ${day}`,
    joinWaitlist: 'Join a waitlist',
    askAboutDates: 'Ask us about dates',
    advanceNote: (percent: number) => `${formatNumber('en', percent)}% advance at booking · no hidden taxes`,
    // The policy, line by line (policyLines below).
    bookingFee: (percent: number, min: number, max: number | null) => `Booking fee ${percent}% of the tour cost at ${daysEn(min, max)} before departure.`,
    advance: (first: number, second: number) =>
      `An advance of ${first}% of the tour cost is due at booking, and a second ${second}% after the reservation status is e-mailed.`,
    cancellation: (percent: number, min: number, max: number | null, alsoOnTheDay: boolean) =>
      `${percent}% of the tour cost at ${daysEn(min, max)} before departure${alsoOnTheDay ? ', and on the day of departure' : ''}.`,
    refund: (from: number, to: number) => `Refund takes ${from} to ${to} weeks.`,
    // The waitlist action.
    unknownForm: 'This form is not known here. Please reload the page and try again.',
    unknownDate: 'This date is not known. Please reload the page and try again.',
    leftWaitlist: 'You left the waitlist.',
    notOnWaitlist: 'You were not on the waitlist.',
    notThisTour: 'This date is not a departure of this tour any more. Please reload the page to see the open dates.',
    joined: (day: string) => `You are on the waitlist for ${day}: we e-mail you when seats come free.`,
    alreadyWaiting: (day: string) => `You are already on the waitlist for ${day}.`,
  },
  bn: {
    metaFallback: 'ট্যুর | Travelez',
    metaDescription: (daysNights, price, overview) => `${daysNights}, জনপ্রতি ${formatMoney('bn', price)} থেকে। ${overview}`,
    tours: 'ট্যুর',
    bookNow: 'এখনই বুক করুন',
    contactHost: 'হোস্টের সাথে যোগাযোগ',
    daysAndNights: 'দিন ও রাত',
    groupSize: 'দলের আকার',
    upTo: (size) => `সর্বোচ্চ ${n('bn', size)} জন`,
    discount: 'ছাড়',
    percentOff: (percent) => `${n('bn', percent)}% ছাড়`,
    bestPrice: 'সেরা দাম',
    region: 'এলাকা',
    bangladesh: 'বাংলাদেশ',
    inclusionsAndThemes: 'যা থাকছে ও ভ্রমণের ধরন',
    hotel: 'হোটেল',
    transport: 'যাতায়াত',
    meals: 'খাবার',
    sightseeing: 'দর্শনীয় স্থান ভ্রমণ',
    guide: 'গাইড',
    themes: 'ভ্রমণের ধরন',
    nature: 'প্রকৃতি',
    adventure: 'অ্যাডভেঞ্চার',
    family: 'পরিবার',
    photography: 'ফটোগ্রাফি',
    overview: 'এক নজরে',
    itinerary: 'দিনভিত্তিক ভ্রমণসূচি',
    inclusionsAndExclusions: 'যা থাকছে আর যা থাকছে না',
    included: 'যা থাকছে',
    notIncluded: 'যা থাকছে না',
    included1: 'দুজনের শেয়ার করা রুমে থাকা',
    included2: 'ভ্রমণসূচি অনুযায়ী সব ট্রান্সফার ও যাতায়াত',
    included3: 'ভ্রমণসূচি অনুযায়ী সকালের নাশতা, দুপুর ও রাতের খাবার',
    included4: 'ইংরেজি ও বাংলা জানা স্থানীয় গাইড',
    included5: 'তালিকার দর্শনীয় স্থানগুলোর প্রবেশ ফি ও অনুমতিপত্র',
    excluded1: 'ভ্রমণ বিমা',
    excluded2: 'লন্ড্রি, ফোন কলের মতো ব্যক্তিগত খরচ',
    excluded3: '"যা থাকছে" তালিকার বাইরের সবকিছু',
    excluded4: 'গাইড ও চালকদের বখশিশ',
    paymentPolicy: 'পেমেন্টের নিয়ম',
    cancellationPolicy: 'বাতিলের নিয়ম',
    terms: 'শর্তাবলি',
    terms1: (refund) =>
      `সব দাম জনপ্রতি, টাকায়। হোটেলে চেক-ইন দুপুর ${n('bn', 12)}টা থেকে বিকেল ${n('bn', 3)}টা, চেক-আউট সকাল ${n('bn', 10)}টা থেকে দুপুর ${n('bn', 12)}টা। আবহাওয়া বা নিরাপত্তার কারণে ভ্রমণসূচি বদলাতে পারে; তখন সমমানের বিকল্প দেওয়া হয়। ${refund}`,
    terms2: (days) => `টাকা ফেরত পেতে ট্যুরের অন্তত ${n('bn', days)} দিন আগে জানাতে হবে। কোনো লুকানো কর নেই।`,
    readReviews: ': রিভিউ পড়ুন',
    upToPeople: (daysNights, size) => `${daysNights} · সর্বোচ্চ ${n('bn', size)} জন`,
    nextDate: 'পরের তারিখ: ',
    allDates: (total) => `সব ${n('bn', total)}টি তারিখ`,
    allSoldOut: 'খোলা সব তারিখের আসন শেষ',
    noDates: 'এই মুহূর্তে কোনো তারিখ খোলা নেই',
    forDay: (day) => ` (${day})`,
    joinWaitlist: 'অপেক্ষমাণ তালিকায় নাম লেখান',
    askAboutDates: 'তারিখ নিয়ে জিজ্ঞেস করুন',
    advanceNote: (percent) => `বুকিংয়ের সময় ${n('bn', percent)}% অগ্রিম · কোনো লুকানো কর নেই`,
    bookingFee: (percent, min, max) => `যাত্রার ${daysBn(min, max)} আগে: বুকিং ফি ট্যুর খরচের ${n('bn', percent)}%।`,
    advance: (first, second) =>
      `বুকিংয়ের সময় ট্যুর খরচের ${n('bn', first)}% অগ্রিম দিতে হয়, আর রিজার্ভেশনের অবস্থা ই-মেইলে জানানোর পর আরও ${n('bn', second)}%।`,
    cancellation: (percent, min, max, alsoOnTheDay) =>
      `যাত্রার ${daysBn(min, max)} আগে${alsoOnTheDay ? ' এবং যাত্রার দিনে' : ''} বাতিল করলে: ট্যুর খরচের ${n('bn', percent)}%।`,
    refund: (from, to) => `টাকা ফেরত পেতে ${n('bn', from)} থেকে ${n('bn', to)} সপ্তাহ লাগে।`,
    unknownForm: 'এই ফর্মটি এখানে চেনা যাচ্ছে না। পেজটি আবার লোড করে চেষ্টা করুন।',
    unknownDate: 'এই তারিখটি চেনা যাচ্ছে না। পেজটি আবার লোড করে চেষ্টা করুন।',
    leftWaitlist: 'আপনি অপেক্ষমাণ তালিকা থেকে বেরিয়ে গেছেন।',
    notOnWaitlist: 'আপনি অপেক্ষমাণ তালিকায় ছিলেন না।',
    notThisTour: 'এই তারিখে এই ট্যুরের আর কোনো যাত্রা নেই। খোলা তারিখগুলো দেখতে পেজটি আবার লোড করুন।',
    joined: (day) => `আপনি ${day} তারিখের অপেক্ষমাণ তালিকায় আছেন: আসন খালি হলেই আমরা আপনাকে ই-মেইল করব।`,
    alreadyWaiting: (day) => `আপনি আগে থেকেই ${day} তারিখের অপেক্ষমাণ তালিকায় আছেন।`,
  },
});

/** The refund time of the policy, in weeks (shared/policy.ts REFUND_TEXT). */
const REFUND_WEEKS = [2, 7] as const;
/** Notice needed for money back, in days (the page's terms). */
export const MONEY_BACK_NOTICE_DAYS = 7;

/** The refund sentence in a language ('Refund takes 2 to 7 weeks.'). */
export function refundText(lang: Lang): string {
  return singleTourText[lang].refund(...REFUND_WEEKS);
}

/**
 * The payment and cancellation policy as the tour page lists it, from the policy's bands
 * (shared/policy.ts; in English exactly its `paymentPolicyTexts` and `cancellationPolicyTexts`,
 * which single-tour.text.test.ts checks). The spec's bands only: the booking fee from 7 days before
 * departure, cancellation from 1 day before (the day of departure joins the band that charges as much).
 */
export function policyLines(lang: Lang): { payment: string[]; cancellation: string[] } {
  const t = singleTourText[lang];
  const onTheDay = cancellationBands.find((b) => b.minDays === 0 && b.maxDays === 0);
  const joinsTheDay = (b: Band) => onTheDay !== undefined && b.minDays === 1 && b.percent === onTheDay.percent;
  return {
    payment: [
      ...bookingFeeBands.filter((b) => b.minDays >= 7).map((b) => t.bookingFee(b.percent, b.minDays, b.maxDays)),
      t.advance(ADVANCE_PERCENT, SECOND_INSTALMENT_PERCENT),
    ],
    cancellation: [
      ...cancellationBands.filter((b) => b.minDays >= 1).map((b) => t.cancellation(b.percent, b.minDays, b.maxDays, joinsTheDay(b))),
      refundText(lang),
    ],
  };
}
