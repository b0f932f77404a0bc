import { defineMessages } from '../../shared/i18n/messages.ts';

/** The newsletter box, the phones' booking bar and the home page's illustration. */
export const widgetsText = defineMessages({
  en: {
    newsletterTitle: 'Get travel deals in your inbox',
    newsletterText: 'New tours, group events and seasonal offers, once or twice a month. No spam, unsubscribe any time.',
    newsletterLabel: 'Newsletter sign-up',
    subscribe: 'Subscribe',
    email: 'E-Mail',
    emailPlaceholder: 'you@example.com',
    bookNow: 'Book Now',
    busPicture: 'A Travelez tour bus on the road through green hills',
  },
  bn: {
    newsletterTitle: 'ভ্রমণের সেরা অফার আসুক আপনার ইনবক্সে',
    newsletterText: 'নতুন ট্যুর, গ্রুপ ইভেন্ট আর মৌসুমি অফার, মাসে এক-দুবার। কোনো স্প্যাম নয়, যখন খুশি আনসাবস্ক্রাইব করতে পারবেন।',
    newsletterLabel: 'নিউজলেটারে সাইন আপ',
    subscribe: 'সাবস্ক্রাইব করুন',
    email: 'ই-মেইল',
    emailPlaceholder: 'you@example.com',
    bookNow: 'এখনই বুক করুন',
    busPicture: 'সবুজ পাহাড়ের মাঝ দিয়ে চলা Travelez-এর ট্যুর বাস',
  },
});
