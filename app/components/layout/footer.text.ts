import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The footer of every public page. */
export const footerText = defineMessages({
  en: {
    information: 'Information',
    about: 'About',
    service: 'Service',
    terms: 'Terms and Condition',
    partner: 'Become a partner',
    privacy: 'Privacy and Policy',
    support: 'Customer Support',
    faq: 'FAQ',
    payment: 'Payment Options',
    bookingTips: 'Booking Tips',
    howItWorks: 'How it works',
    contactUs: 'Contact Us',
    contact: 'Contact',
    /** `guests` and `year` already written in the language. */
    guestsIn: (guests: string, year: string) => `${guests} guests travelled with us in ${year}.`,
    rights: (year: string) => `© ${year} Travelez. All rights reserved.`,
  },
  bn: {
    information: 'তথ্য',
    about: 'আমাদের কথা',
    service: 'সেবা',
    terms: 'শর্তাবলি',
    partner: 'পার্টনার হোন',
    privacy: 'গোপনীয়তা নীতি',
    support: 'গ্রাহকসেবা',
    faq: 'প্রশ্নোত্তর',
    payment: 'পেমেন্টের উপায়',
    bookingTips: 'বুকিং টিপস',
    howItWorks: 'যেভাবে কাজ করে',
    contactUs: 'যোগাযোগ করুন',
    contact: 'যোগাযোগ',
    guestsIn: (guests, year) => `${year} সালে ${guests} অতিথি আমাদের সঙ্গে ঘুরেছেন।`,
    rights: (year) => `© ${year} Travelez। সর্বস্বত্ব সংরক্ষিত।`,
  },
});
