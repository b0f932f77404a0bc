import { defineMessages, plural } from '../../../shared/i18n/messages.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';

/** The parts of the departures screen (DepartureParts.tsx): statuses, the cancel note, the cancel's consequence. */
export const departurePartsText = defineMessages({
  en: {
    open: 'Open',
    closed: 'Closed',
    cancelled: 'Cancelled',
    available: 'Seats available',
    few: 'Few seats left',
    soldOut: 'Sold out',
    cancelWithBookings: (seatsTaken: number) =>
      `Its bookings (${seatsTaken} ${plural('en', seatsTaken, { one: 'seat', other: 'seats' })} taken) become Cancelled, free of charge, and each customer is e-mailed.`,
    cancelEmpty: 'No one is booked on it yet. It stays in the list as cancelled.',
    noteLabel: 'Note to the customers (optional)',
    notePlaceholder: 'e.g. The ferry does not run that week.',
  },
  bn: {
    open: 'খোলা',
    closed: 'বন্ধ',
    cancelled: 'বাতিল',
    available: 'আসন আছে',
    few: 'অল্প আসন বাকি',
    soldOut: 'সব আসন বিক্রি হয়ে গেছে',
    cancelWithBookings: (seatsTaken) =>
      `এর বুকিংগুলো (${formatNumber('bn', seatsTaken)}টি আসন নেওয়া) বিনা চার্জে বাতিল হয়ে যাবে, আর প্রত্যেক গ্রাহককে ই-মেইল পাঠানো হবে।`,
    cancelEmpty: 'এতে এখনো কেউ বুকিং করেননি। এটি বাতিল হিসেবে তালিকায় থেকে যাবে।',
    noteLabel: 'গ্রাহকদের জন্য নোট (ঐচ্ছিক)',
    notePlaceholder: 'যেমন: সেই সপ্তাহে ফেরি চলবে না।',
  },
});

/** The weekdays, 0 = Sunday … 6 = Saturday, as shared/seats.ts seriesDates counts them: the short name is the start of the full one. */
export const weekdayNames: Record<Lang, readonly { short: string; full: string }[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((full) => ({ short: full.slice(0, 3), full })),
  bn: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'].map((short) => ({ short, full: `${short}বার` })),
};
