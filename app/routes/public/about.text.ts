import { bnHour } from '../../components/company.text.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

const bn = (n: number) => formatNumber('bn', n);

/** An hour on the 24-hour clock as the English FAQ writes it: 12 → '12:00'. */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The About page. Arguments are already written in the language, but for the numbers of the FAQ. */
export const aboutText = defineMessages({
  en: {
    title: 'About Us',
    metaDescription: 'Travelez is a Dhaka tour operator: local guides, small groups, fair prices in Taka. Read our FAQ on refunds, instalments and hotel times.',
    subtitle: 'Local travellers, showing you the Bangladesh we love.',
    knowUs: 'Know us',
    knowTitle: (year: string) => `A Dhaka tour operator since ${year}`,
    know1:
      "Travelez plans trips across Bangladesh for families, friends and solo travellers: the coral beaches of Saint Martin Island, the long surf of Cox's Bazar, the mangrove channels of the Sundarbans, and the cloud-topped ridges of Sajek and Bandarban.",
    know2: (hours: string, year: string, guests: string) =>
      `Our guides are from the places we visit. We keep groups small, choose hotels we have stayed in ourselves, and answer the phone ${hours}. In ${year} alone, ${guests} guests travelled with us.`,
    storyPicture: 'Travellers on a Travelez tour',
    inNumbers: 'Travelez in numbers',
    mountainTours: 'Mountain Tours',
    islandTours: 'Island Tours',
    photosClicked: 'Photos Clicked',
    shipTours: 'Ship Tours',
    newlyMarried: 'Newly married?',
    offerTitle: (percent: string) => `${percent}% discount for the newly married on Saint Martin Island`,
    offerText: 'Celebrate on the coral island: sunsets, fresh coconuts and a beach to yourselves.',
    seeSaintMartin: 'See the Saint Martin tour',
    howItWorks: 'How it works',
    howTitle: 'From idea to island in four steps',
    chooseTitle: 'Choose a tour',
    chooseText: 'Browse tours and group events, compare days, group sizes and prices.',
    bookTitle: 'Book online',
    bookText: (percent: string) => `Sign in, pick your date and travellers, and pay the ${percent}% advance by card.`,
    confirmTitle: 'We confirm',
    confirmText: 'Our team e-mails your reservation status and the next steps.',
    travelTitle: 'Travel',
    travelText: 'Meet your guide. Transport, stays and meals are arranged for you.',
    faq: 'FAQ',
    faqTitle: 'Frequently asked questions',
    faqLead: 'Still curious? Our team answers every message within one working day.',
    moneyBackQ: 'Can I get my money back if I cannot travel?',
    moneyBackA: (days: number, fromWeeks: number, toWeeks: number) =>
      `Yes. Tell us at least ${days} days before the tour and we return your money under our cancellation policy. A refund takes ${fromWeeks} to ${toWeeks} weeks to reach you.`,
    instalmentsQ: 'Can I pay in instalments?',
    instalmentsA: (fromMonths: number, toMonths: number) =>
      `Credit-card holders can pay in instalments of ${fromMonths} to ${toMonths} months. Ask our team when you book.`,
    taxesQ: 'Are there any hidden taxes or charges?',
    taxesA: 'No. There are no hidden taxes: the price you see per person is the price you pay.',
    advanceQ: 'How much do I pay when I book?',
    advanceA: (advance: number, second: number) =>
      `An advance of ${advance}% of the tour cost at booking, and a second ${second}% after we e-mail you the reservation status.`,
    hotelQ: 'What are the hotel check-in and check-out times?',
    hotelA: (inFrom: number, inTo: number, outFrom: number, outTo: number) =>
      `Hotel check-in is between ${clock(inFrom)} and ${clock(inTo)}, and check-out between ${clock(outFrom)} and ${clock(outTo)}.`,
    paymentTitle: 'Payment Options',
    paymentLead: (fromMonths: string, toMonths: string) => `Pay by card online; credit-card holders can spread the cost over ${fromMonths} to ${toMonths} months.`,
    cancellationTitle: 'Cancellation charges',
    termsTitle: 'Terms and Condition',
    termsText:
      'Prices are per person in Taka and include what each tour lists. Itineraries may change for weather or safety; we always offer an equal alternative. Travellers carry a valid national ID or passport.',
    privacyTitle: 'Privacy and Policy',
    privacyText: (email: string) =>
      `We keep only what we need to run your trip. We never store your full card number or CVC, and we never sell your data. Write to ${email} to see or delete what we hold.`,
  },
  bn: {
    title: 'আমাদের কথা',
    metaDescription:
      'Travelez ঢাকার একটি ট্যুর অপারেটর: স্থানীয় গাইড, ছোট দল, টাকায় ন্যায্য দাম। টাকা ফেরত, কিস্তি আর হোটেলের সময় নিয়ে আমাদের প্রশ্নোত্তর পড়ুন।',
    subtitle: 'আমরা স্থানীয় ভ্রমণপ্রেমী, আপনাকে দেখাই আমাদের প্রিয় বাংলাদেশ।',
    knowUs: 'আমাদের চিনুন',
    knowTitle: (year) => `${year} সাল থেকে ঢাকার একটি ট্যুর অপারেটর`,
    know1:
      'Travelez পরিবার, বন্ধুবান্ধব আর একা ভ্রমণকারীদের জন্য সারা বাংলাদেশে ট্যুর সাজায়: সেন্ট মার্টিন দ্বীপের প্রবাল সৈকত, কক্সবাজারের দীর্ঘ ঢেউ, সুন্দরবনের ম্যানগ্রোভ খাল আর সাজেক ও বান্দরবানের মেঘে ঢাকা পাহাড়চূড়া।',
    know2: (hours, year, guests) =>
      `আমরা যেসব জায়গায় যাই, আমাদের গাইডরা সেখানকারই মানুষ। আমরা দল ছোট রাখি, নিজেরা থেকে দেখেছি এমন হোটেল বেছে নিই, আর ফোন ধরি ${hours}। শুধু ${year} সালেই ${guests} অতিথি আমাদের সঙ্গে ঘুরেছেন।`,
    storyPicture: 'Travelez-এর ট্যুরে ভ্রমণকারীরা',
    inNumbers: 'সংখ্যায় Travelez',
    mountainTours: 'পাহাড়ি ট্যুর',
    islandTours: 'দ্বীপ ট্যুর',
    photosClicked: 'তোলা ছবি',
    shipTours: 'জাহাজ ট্যুর',
    newlyMarried: 'নতুন বিয়ে করেছেন?',
    offerTitle: (percent) => `নবদম্পতিদের জন্য সেন্ট মার্টিন দ্বীপে ${percent}% ছাড়`,
    offerText: 'প্রবাল দ্বীপে উদ্‌যাপন করুন: সূর্যাস্ত, তাজা ডাব আর শুধু আপনাদের দুজনের একটা সৈকত।',
    seeSaintMartin: 'সেন্ট মার্টিন ট্যুরটি দেখুন',
    howItWorks: 'যেভাবে কাজ করে',
    howTitle: 'চার ধাপে ভাবনা থেকে দ্বীপে',
    chooseTitle: 'ট্যুর বেছে নিন',
    chooseText: 'ট্যুর আর গ্রুপ ইভেন্ট দেখুন; দিন, দলের আকার আর দাম মিলিয়ে নিন।',
    bookTitle: 'অনলাইনে বুক করুন',
    bookText: (percent) => `সাইন ইন করে তারিখ আর ভ্রমণকারী বেছে নিন, তারপর কার্ডে ${percent}% অগ্রিম দিন।`,
    confirmTitle: 'আমরা নিশ্চিত করি',
    confirmText: 'আমাদের টিম ই-মেইলে আপনার রিজার্ভেশনের অবস্থা আর পরের ধাপগুলো জানিয়ে দেয়।',
    travelTitle: 'ঘুরে আসুন',
    travelText: 'গাইডের সঙ্গে দেখা করুন। যাতায়াত, থাকা আর খাওয়ার ব্যবস্থা আমরাই করে রাখি।',
    faq: 'প্রশ্নোত্তর',
    faqTitle: 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
    faqLead: 'আরও কিছু জানতে চান? আমাদের টিম প্রতিটি বার্তার উত্তর দেয় এক কর্মদিবসের মধ্যে।',
    moneyBackQ: 'যেতে না পারলে কি টাকা ফেরত পাব?',
    moneyBackA: (days, fromWeeks, toWeeks) =>
      `হ্যাঁ। ট্যুরের অন্তত ${bn(days)} দিন আগে জানালে আমাদের বাতিলকরণ নীতি অনুযায়ী টাকা ফেরত দিই। টাকা আপনার কাছে পৌঁছাতে ${bn(fromWeeks)} থেকে ${bn(toWeeks)} সপ্তাহ লাগে।`,
    instalmentsQ: 'কিস্তিতে কি টাকা দেওয়া যায়?',
    instalmentsA: (fromMonths, toMonths) =>
      `ক্রেডিট কার্ডধারীরা ${bn(fromMonths)} থেকে ${bn(toMonths)} মাসের কিস্তিতে টাকা দিতে পারেন। বুক করার সময় আমাদের টিমকে জিজ্ঞেস করুন।`,
    taxesQ: 'কোনো লুকানো কর বা চার্জ আছে কি?',
    taxesA: 'না। কোনো লুকানো কর নেই: জনপ্রতি যে দাম দেখছেন, সেটাই দেবেন।',
    advanceQ: 'বুক করার সময় কত টাকা দিতে হয়?',
    advanceA: (advance, second) => `বুক করার সময় ট্যুর খরচের ${bn(advance)}% অগ্রিম, আর রিজার্ভেশনের অবস্থা ই-মেইলে জানানোর পর আরও ${bn(second)}%।`,
    hotelQ: 'হোটেলে চেক-ইন আর চেক-আউটের সময় কখন?',
    hotelA: (inFrom, inTo, outFrom, outTo) =>
      `হোটেলে চেক-ইন ${bnHour(inFrom)} থেকে ${bnHour(inTo)}র মধ্যে, আর চেক-আউট ${bnHour(outFrom)} থেকে ${bnHour(outTo)}র মধ্যে।`,
    paymentTitle: 'পেমেন্টের উপায়',
    paymentLead: (fromMonths, toMonths) => `অনলাইনে কার্ডে পেমেন্ট করুন; ক্রেডিট কার্ডধারীরা খরচটা ${fromMonths} থেকে ${toMonths} মাসে ভাগ করে দিতে পারেন।`,
    cancellationTitle: 'বাতিলের চার্জ',
    termsTitle: 'শর্তাবলি',
    termsText:
      'দাম জনপ্রতি, টাকায়; প্রতিটি ট্যুরে যা যা লেখা আছে, সবই এর মধ্যে ধরা। আবহাওয়া বা নিরাপত্তার কারণে ভ্রমণসূচি বদলাতে পারে; সে ক্ষেত্রে আমরা সবসময় সমমানের বিকল্প দিই। ভ্রমণকারীদের সঙ্গে বৈধ জাতীয় পরিচয়পত্র বা পাসপোর্ট রাখতে হবে।',
    privacyTitle: 'গোপনীয়তা নীতি',
    privacyText: (email) =>
      `আপনার ট্যুর চালাতে যতটুকু দরকার, আমরা শুধু ততটুকু তথ্যই রাখি। আপনার পুরো কার্ড নম্বর বা কার্ডের পেছনের নিরাপত্তা কোড আমরা কখনো সংরক্ষণ করি না, আর আপনার তথ্য কখনো বিক্রি করি না। আমাদের কাছে আপনার কী তথ্য আছে তা দেখতে বা মুছে ফেলতে ${email} ঠিকানায় লিখুন।`,
  },
});
