/**
 * The words of every SMS (shared/sms.ts composes them and fits them to their parts). Arguments
 * come formatted in the message's language. Bangla SMS are Unicode (UCS-2): at most 2 parts (134
 * units), so they are short; English ones aim at one GSM-7 part (160).
 */
import { defineMessages } from './i18n/messages.ts';

export const smsText = defineMessages({
  en: {
    code: (code: string) => `${code} is your Travelez code. It expires in 5 minutes. Never share it.`,
    bookingReceived: (ref: string, tour: string, date: string) => `Travelez: booking ${ref} received: ${tour}, ${date}. We will confirm it soon.`,
    paymentReceived: (ref: string, amount: string) => `Travelez: payment of ${amount} received for booking ${ref}. Thank you.`,
    holdEnding: (ref: string, minutes: string) => `Travelez: your seats for booking ${ref} are held ${minutes} more minutes. Pay the advance to keep them.`,
    balanceDue: (ref: string, amount: string, date: string) => `Travelez: balance ${amount} for booking ${ref} is due by ${date}.`,
    /** `when`: the date, with the time when the departure has one. */
    departureReminder: (ref: string, when: string, place: string, phone: string) =>
      `Travelez ${ref}: your trip starts tomorrow ${when}, ${place}. Questions: ${phone}`,
    dateAtTime: (date: string, time: string) => `${date} at ${time}`,
    departureChanged: (ref: string, tour: string, date: string) =>
      `Travelez: your trip ${tour} (booking ${ref}) now departs on ${date}. Details in your account.`,
    departureCancelled: (ref: string, tour: string) => `Travelez: we are sorry, ${tour} (booking ${ref}) is cancelled. Your refund follows; see your account.`,
    refundMade: (ref: string, amount: string) => `Travelez: refund of ${amount} for booking ${ref} has been sent.`,
    noPickup: 'meeting point in your booking',
    passwordChanged: (phone: string) => `Travelez: your account password was just changed. If this was not you, reset it now and call us: ${phone}`,
    phoneChanged: (phone: string) => `Travelez: this number is no longer your account's phone; another was verified. If this was not you, call us: ${phone}`,
  },
  bn: {
    code: (code) => `${code} আপনার Travelez কোড। ৫ মিনিট বৈধ। কাউকে জানাবেন না।`,
    bookingReceived: (ref, tour, date) => `Travelez: বুকিং ${ref} পেয়েছি: ${tour}, ${date}। শিগগিরই নিশ্চিত করব।`,
    paymentReceived: (ref, amount) => `Travelez: বুকিং ${ref} এর ${amount} পেমেন্ট পেয়েছি। ধন্যবাদ।`,
    holdEnding: (ref, minutes) => `Travelez: বুকিং ${ref} এর আসন আর ${minutes} মিনিট রাখা আছে। রাখতে অগ্রিম দিন।`,
    balanceDue: (ref, amount, date) => `Travelez: বুকিং ${ref} এর বাকি ${amount} দিন ${date} এর মধ্যে।`,
    departureReminder: (ref, when, place, phone) => `Travelez ${ref}: আগামীকাল ${when} যাত্রা, ${place}। প্রশ্নে ${phone}`,
    dateAtTime: (date, time) => `${date} ${time}`,
    departureChanged: (ref, tour, date) => `Travelez: ${tour} (বুকিং ${ref}) এর যাত্রা এখন ${date}। বিস্তারিত অ্যাকাউন্টে।`,
    departureCancelled: (ref, tour) => `Travelez: দুঃখিত, ${tour} (বুকিং ${ref}) বাতিল হয়েছে। টাকা ফেরত আসবে; অ্যাকাউন্টে দেখুন।`,
    refundMade: (ref, amount) => `Travelez: বুকিং ${ref} এর ${amount} ফেরত পাঠানো হয়েছে।`,
    noPickup: 'মিলনস্থান বুকিংয়ে দেখুন',
    passwordChanged: (phone) => `Travelez: আপনার অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র বদলানো হয়েছে। আপনি না করে থাকলে এখনই রিসেট করুন, ফোন করুন ${phone}`,
    phoneChanged: (phone) => `Travelez: এই নম্বর আর আপনার অ্যাকাউন্টের ফোন নয়, অন্য নম্বর যাচাই হয়েছে। আপনি না করে থাকলে ফোন করুন ${phone}`,
  },
});
