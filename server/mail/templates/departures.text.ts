/** The words of the departure e-mails (departures.server.ts), in both languages. */
import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

export const departureMailText = defineMessages({
  en: {
    cancelledSubject: (reference: string) => `Your Travelez booking ${reference} is cancelled: the departure does not run`,
    cancelledTitle: 'Your departure is cancelled',
    cancelledBody: (tour: string, date: string) => `We are sorry: the departure of ${tour} on ${date} does not run, so your booking is cancelled at no charge.`,
    refundedInFull: (refundTime: string) => `What you paid is refunded in full. ${refundTime}`,
    chooseAnother: 'Choose another date',
    movedSubject: (reference: string, date: string) => `Your Travelez booking ${reference} now travels on ${date}`,
    movedTitle: 'Your travel date changed',
    movedBody: (tour: string, from: string, to: string) => `Your booking for ${tour} moved from ${from} to ${to}. The price stays as booked.`,
    notSuiting: 'If the new date does not suit you, reply to this e-mail or cancel the booking from your dashboard.',
    seatsSubject: (tour: string, date: string) => `Seats are free on ${tour}, ${date}`,
    seatsTitle: 'Seats are free again',
    seatsAsked: (tour: string, date: string) => `You asked us to tell you when seats come free on ${tour} on ${date}.`,
    seatsNow: (n: number) => `${n} ${n === 1 ? 'seat is' : 'seats are'} free now. Seats go to whoever books first.`,
    leave: (url: string) => `No longer interested? Leave the waitlist: ${url}`,
    seatsFree: 'Seats free',
    bookNow: 'Book now',
  },
  bn: {
    cancelledSubject: (reference) => `আপনার Travelez বুকিং ${reference} বাতিল: যাত্রাটি হচ্ছে না`,
    cancelledTitle: 'আপনার যাত্রা বাতিল হয়েছে',
    cancelledBody: (tour, date) => `আমরা দুঃখিত: ${date} তারিখের ${tour} যাত্রাটি হচ্ছে না, তাই আপনার বুকিং কোনো চার্জ ছাড়াই বাতিল করা হয়েছে।`,
    refundedInFull: (refundTime) => `আপনি যা পরিশোধ করেছেন, তার পুরোটাই ফেরত দেওয়া হবে। ${refundTime}`,
    chooseAnother: 'অন্য তারিখ বেছে নিন',
    movedSubject: (reference, date) => `আপনার Travelez বুকিং ${reference}-এর নতুন ভ্রমণ তারিখ ${date}`,
    movedTitle: 'আপনার ভ্রমণের তারিখ বদলেছে',
    movedBody: (tour, from, to) => `${tour} ভ্রমণের জন্য আপনার বুকিং ${from} থেকে সরিয়ে ${to} তারিখে নেওয়া হয়েছে। মূল্য বুকিংয়ের সময় যা ছিল, তা-ই থাকছে।`,
    notSuiting: 'নতুন তারিখ আপনার সুবিধাজনক না হলে এই ই-মেইলের উত্তর দিন, অথবা ড্যাশবোর্ড থেকে বুকিংটি বাতিল করুন।',
    seatsSubject: (tour, date) => `${tour}, ${date}: আসন খালি হয়েছে`,
    seatsTitle: 'আবার আসন খালি হয়েছে',
    seatsAsked: (tour, date) => `${date} তারিখের ${tour} ভ্রমণে আসন খালি হলে আপনাকে জানাতে বলেছিলেন।`,
    seatsNow: (n) => `এখন ${formatNumber('bn', n)}টি আসন খালি আছে। যিনি আগে বুক করবেন, আসন তাঁর।`,
    leave: (url) => `আর আগ্রহী নন? অপেক্ষমাণ তালিকা থেকে নাম সরিয়ে নিন: ${url}`,
    seatsFree: 'খালি আসন',
    bookNow: 'এখনই বুক করুন',
  },
});
