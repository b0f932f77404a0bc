import { defineMessages } from '../../../shared/i18n/messages.ts';

/** /bookNow: the page around the wizard (app/components/booking/wizard/wizard.text.ts) and its action's messages. */
export const bookNowText = defineMessages({
  en: {
    title: 'Book Now',
    tours: 'Tours',
    cannotBook: 'This tour cannot be booked',
    chooseFirst: 'Choose a tour first',
    browseTours: 'Browse tours',
    chooseBefore: 'Open a tour from the ',
    chooseLink: 'Tours',
    chooseAfter: " page or an upcoming event on the home page, then press its 'Book Now' button.",
    notFound: 'That tour could not be found: it may no longer be offered. Please choose another one.',
    notReady: 'The page was not ready yet. Please try again.',
    checkDetails: (problem: string) => `Please check your details: ${problem}`,
    ourSide: 'Something went wrong on our side. Please try again in a moment.',
    offline: 'We could not reach Travelez. Check your connection and try again.',
  },
  bn: {
    title: 'এখনই বুক করুন',
    tours: 'ট্যুর',
    cannotBook: 'এই ট্যুরটি বুক করা যাচ্ছে না',
    chooseFirst: 'আগে একটি ট্যুর বেছে নিন',
    browseTours: 'ট্যুরগুলো দেখুন',
    chooseBefore: '',
    chooseLink: 'ট্যুর',
    chooseAfter: ' পেজ থেকে একটি ট্যুর, অথবা হোম পেজ থেকে আসন্ন কোনো ইভেন্ট খুলুন, তারপর সেখানে "এখনই বুক করুন" বোতাম চাপুন।',
    notFound: 'ট্যুরটি খুঁজে পাওয়া গেল না: হয়তো এটি আর দেওয়া হচ্ছে না। অন্য একটি ট্যুর বেছে নিন।',
    notReady: 'পেজটি এখনো পুরো তৈরি হয়নি। আবার চেষ্টা করুন।',
    checkDetails: (problem) => `আপনার তথ্যগুলো একবার দেখে নিন: ${problem}`,
    ourSide: 'আমাদের দিকে একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    offline: 'Travelez-এর সঙ্গে যোগাযোগ করা গেল না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
});
