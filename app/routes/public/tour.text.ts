import { count, formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The /tour page and its 'Find your tour' form. */
export const tourText = defineMessages({
  en: {
    metaTitle: 'Tours',
    metaDescription: 'Tour packages across Bangladesh with prices per person in Taka: beaches, mangroves, hills and tea gardens. Find your tour by place, dates and group size.',
    listName: 'Travelez tours',
    title: 'Tours',
    subtitle: 'Handpicked trips across Bangladesh, priced per person in Taka.',
    ourPackages: 'Our packages',
    chooseTrip: 'Choose your next trip',
    moreOnTheWay: 'More tours are on the way',
    moreOnTheWayHelp: "Use 'Find your tour' to search every package we offer.",
    galleryEyebrow: 'Photo gallery',
    galleryTitle: 'Moments from our tours',
    searchResults: 'Search results',
    firstDateThatFits: 'First date that fits',
    nextDate: 'Next date',
    findTitle: 'Find your tour',
    findHelp: 'Search every package by place, and find a departure between your dates with seats for your group.',
    where: 'Where',
    wherePlaceholder: 'e.g. Sylhet, beach, hills',
    checkIn: 'Check-in date',
    checkOut: 'Check-out date',
    guests: 'Guest number',
    searchTours: 'Search tours',
  },
  bn: {
    metaTitle: 'ট্যুর',
    metaDescription: 'সারা বাংলাদেশের ট্যুর প্যাকেজ, জনপ্রতি দাম টাকায়: সমুদ্রসৈকত, ম্যানগ্রোভ বন, পাহাড় আর চা-বাগান। জায়গা, তারিখ আর দলের আকার দিয়ে আপনার ট্যুর খুঁজে নিন।',
    listName: 'Travelez-এর ট্যুর',
    title: 'ট্যুর',
    subtitle: 'সারা বাংলাদেশে বাছাই করা ভ্রমণ, জনপ্রতি দাম টাকায়।',
    ourPackages: 'আমাদের প্যাকেজ',
    chooseTrip: 'বেছে নিন আপনার পরের ভ্রমণ',
    moreOnTheWay: 'আরও ট্যুর আসছে',
    moreOnTheWayHelp: "আমাদের সব প্যাকেজ খুঁজতে 'আপনার ট্যুর খুঁজুন' ব্যবহার করুন।",
    galleryEyebrow: 'ছবির গ্যালারি',
    galleryTitle: 'আমাদের ট্যুরের কিছু মুহূর্ত',
    searchResults: 'খোঁজের ফল',
    firstDateThatFits: 'মিলে যাওয়া প্রথম তারিখ',
    nextDate: 'পরের তারিখ',
    findTitle: 'আপনার ট্যুর খুঁজুন',
    findHelp: 'জায়গার নাম দিয়ে সব প্যাকেজ খুঁজুন, আর আপনার তারিখের মধ্যে আপনার দলের জন্য আসন আছে এমন যাত্রা বেছে নিন।',
    where: 'কোথায়',
    wherePlaceholder: 'যেমন সিলেট, সৈকত, পাহাড়',
    checkIn: 'চেক-ইনের তারিখ',
    checkOut: 'চেক-আউটের তারিখ',
    guests: 'অতিথির সংখ্যা',
    searchTours: 'ট্যুর খুঁজুন',
  },
});

/** The words of the search results (tour-search.ts). */
export const tourSearchText = defineMessages({
  en: {
    where: (where: string) => ` for '${where}'`,
    between: (from: string, to: string) => `, leaving between ${from} and ${to}`,
    onOrAfter: (from: string) => `, leaving on or after ${from}`,
    by: (to: string) => `, leaving by ${to}`,
    seatsFor: (guests: number) => `, with seats for ${formatNumber('en', guests)}`,
    /** The parts above, as one piece of the sentence. */
    describe: (parts: readonly string[]) => parts.join(''),
    matches: (n: number, what: string) => `${count('en', n, { one: 'tour matches', other: 'tours match' })} your search${what}.`,
    noMatch: (what: string, dated: boolean) =>
      `No tour matches your search${what}. ${dated ? 'Try other dates, fewer guests or another place.' : 'Try another place.'}`,
  },
  bn: {
    where: (where) => `'${where}'`,
    between: (from, to) => `যাত্রা ${from} থেকে ${to}-এর মধ্যে`,
    onOrAfter: (from) => `যাত্রা ${from} বা তার পরে`,
    by: (to) => `যাত্রা ${to}-এর মধ্যে`,
    seatsFor: (guests) => `${formatNumber('bn', guests)} জনের আসন`,
    describe: (parts) => (parts.length ? ` (${parts.join(', ')})` : ''),
    matches: (n, what) => `আপনার খোঁজ${what} অনুযায়ী ${formatNumber('bn', n)}টি ট্যুর পাওয়া গেছে।`,
    noMatch: (what, dated) =>
      `আপনার খোঁজ${what} অনুযায়ী কোনো ট্যুর পাওয়া যায়নি। ${dated ? 'অন্য তারিখ, কম অতিথি বা অন্য কোনো জায়গা দিয়ে চেষ্টা করুন।' : 'অন্য কোনো জায়গা দিয়ে চেষ্টা করুন।'}`,
  },
});
