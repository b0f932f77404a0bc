import { formatNumber } from './i18n/format.ts';
import { defineMessages } from './i18n/messages.ts';

const n = (v: number) => formatNumber('bn', v);

/** The policy module's display texts (shared/policy.ts): the policy lines and the payment schedule's labels. */
export const policyText = defineMessages({
  en: {
    bookingFeeFrom: (percent: number, days: number) => `Booking fee ${percent}% of the tour cost at ${days} days or more before departure.`,
    bookingFeeRange: (percent: number, maxDays: number, minDays: number) =>
      `Booking fee ${percent}% of the tour cost at ${maxDays}-${minDays} days before departure.`,
    advanceRule: (advance: number, second: number) =>
      `An advance of ${advance}% of the tour cost is due at booking, and a second ${second}% after the reservation status is e-mailed.`,
    cancelFrom: (percent: number, days: number) => `${percent}% of the tour cost at ${days} days or more before departure.`,
    cancelRange: (percent: number, maxDays: number, minDays: number) => `${percent}% of the tour cost at ${maxDays}-${minDays} days before departure.`,
    cancelLastRange: (percent: number, maxDays: number, minDays: number) =>
      `${percent}% of the tour cost at ${maxDays}-${minDays} days before departure, and on the day of departure.`,
    refund: (minWeeks: number, maxWeeks: number) => `Refund takes ${minWeeks} to ${maxWeeks} weeks.`,
    scheduleAdvance: 'Advance at booking',
    scheduleSecond: 'Second instalment, after the reservation status is e-mailed',
    scheduleFee: (percent: number, days: number) => `Booking fee: ${percent}% paid by ${days} days before departure`,
    scheduleBalance: (percent: number, days: number) => `Balance: ${percent}% paid by ${days} days before departure`,
  },
  bn: {
    bookingFeeFrom: (percent, days) => `যাত্রার ${n(days)} দিন বা তারও বেশি আগে: বুকিং ফি ট্যুর খরচের ${n(percent)}%।`,
    bookingFeeRange: (percent, maxDays, minDays) => `যাত্রার ${n(maxDays)}–${n(minDays)} দিন আগে: বুকিং ফি ট্যুর খরচের ${n(percent)}%।`,
    advanceRule: (advance, second) => `বুকিংয়ের সময় ট্যুর খরচের ${n(advance)}% অগ্রিম দিতে হয়, আর রিজার্ভেশনের অবস্থা ই-মেইলে জানানোর পর আরও ${n(second)}%।`,
    cancelFrom: (percent, days) => `যাত্রার ${n(days)} দিন বা তারও বেশি আগে বাতিল করলে: ট্যুর খরচের ${n(percent)}%।`,
    cancelRange: (percent, maxDays, minDays) => `যাত্রার ${n(maxDays)}–${n(minDays)} দিন আগে বাতিল করলে: ট্যুর খরচের ${n(percent)}%।`,
    cancelLastRange: (percent, maxDays, minDays) => `যাত্রার ${n(maxDays)}–${n(minDays)} দিন আগে বা যাত্রার দিনে বাতিল করলে: ট্যুর খরচের ${n(percent)}%।`,
    refund: (minWeeks, maxWeeks) => `টাকা ফেরত পেতে ${n(minWeeks)} থেকে ${n(maxWeeks)} সপ্তাহ লাগে।`,
    scheduleAdvance: 'বুকিংয়ের সময় অগ্রিম',
    scheduleSecond: 'দ্বিতীয় কিস্তি, রিজার্ভেশনের অবস্থা ই-মেইলে জানানোর পর',
    scheduleFee: (percent, days) => `বুকিং ফি: যাত্রার ${n(days)} দিন আগের মধ্যে মোট ${n(percent)}% পরিশোধ`,
    scheduleBalance: (percent, days) => `বাকি টাকা: যাত্রার ${n(days)} দিন আগের মধ্যে মোট ${n(percent)}% পরিশোধ`,
  },
});
