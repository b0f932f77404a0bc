import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The waitlist e-mail's 'leave' page. */
export const leaveWaitlistText = defineMessages({
  en: {
    metaTitle: 'Leave the waitlist | Travelez',
    metaDescription: 'Stop the e-mails about seats coming free on a sold-out Travelez departure.',
    invalidLink: 'This link is not complete. Please open the link from your e-mail again, or copy all of it into the address bar.',
    usedLink:
      'This link has already been used, or it is no longer valid: you are not on that waitlist. To check, sign in and open the tour: a sold-out date says whether you are waiting for it.',
    left: 'You left the waitlist. We will not e-mail you about seats on that date again.',
    eyebrow: 'Waitlist',
    doneTitle: 'You left the waitlist',
    title: 'Leave the waitlist',
    changedMind: 'Changed your mind? The tour page shows every date with free seats, and its waitlist when a date is full.',
    intro: 'You asked us to e-mail you when seats come free on a sold-out departure. Leave its waitlist to stop those e-mails.',
    leave: 'Leave the waitlist',
    browseTours: 'Browse tours',
    backHome: 'Back to Home',
  },
  bn: {
    metaTitle: 'ওয়েটলিস্ট ছাড়ুন | Travelez',
    metaDescription: 'Travelez-এর কোনো বিক্রি-শেষ যাত্রায় আসন খালি হলে যে ই-মেইল পান, তা বন্ধ করুন।',
    invalidLink: 'এই লিংকটি সম্পূর্ণ নয়। ই-মেইল থেকে লিংকটি আবার খুলুন, অথবা পুরো লিংকটি কপি করে অ্যাড্রেস বারে বসান।',
    usedLink:
      'এই লিংকটি আগেই ব্যবহার করা হয়েছে, অথবা এটি আর বৈধ নয়: আপনি ওই ওয়েটলিস্টে নেই। নিশ্চিত হতে সাইন ইন করে ট্যুরটি খুলুন: বিক্রি-শেষ তারিখের পাশে লেখা থাকে আপনি সেটির জন্য অপেক্ষায় আছেন কি না।',
    left: 'আপনি ওয়েটলিস্ট ছেড়েছেন। ওই তারিখের আসন নিয়ে আমরা আপনাকে আর ই-মেইল করব না।',
    eyebrow: 'ওয়েটলিস্ট',
    doneTitle: 'আপনি ওয়েটলিস্ট ছেড়েছেন',
    title: 'ওয়েটলিস্ট ছাড়ুন',
    changedMind: 'মত বদলেছেন? ট্যুরের পাতায় খালি আসনসহ সব তারিখ দেখা যায়, আর কোনো তারিখ ভরে গেলে তার ওয়েটলিস্টও।',
    intro: 'বিক্রি-শেষ একটি যাত্রায় আসন খালি হলে আপনাকে ই-মেইল করতে বলেছিলেন। সেই ই-মেইল বন্ধ করতে ওয়েটলিস্ট ছেড়ে দিন।',
    leave: 'ওয়েটলিস্ট ছাড়ুন',
    browseTours: 'ট্যুর দেখুন',
    backHome: 'হোমে ফিরুন',
  },
});
