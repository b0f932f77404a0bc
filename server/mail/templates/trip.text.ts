/** The words of the ticket block and the departure reminder (trip.server.ts), in both languages. */
import { defineMessages } from '../../../shared/i18n/messages.ts';

export const tripMailText = defineMessages({
  en: {
    qrLabel: 'QR ticket',
    ticketHeading: 'Your ticket',
    ticketHelp: 'Show this code at the meeting point; the guide scans it to check you in.',
    ticketCode: (code: string) => `Your ticket code (shown as a QR code on your booking's page): ${code}`,
    reminderSubject: (tour: string, date: string) => `Your trip to ${tour} starts on ${date}`,
    reminderTitle: (date: string) => `See you on ${date}!`,
    reminderBody: (tour: string, days: string) => `Your trip to ${tour} starts in ${days} days. Here is what you need on the day.`,
    departure: 'Departure',
    meetingPoint: 'Meeting point',
    meetingPointLater: 'We will call you with the meeting point',
    operatorPhone: 'Operator phone',
    openBooking: 'Open your booking',
  },
  bn: {
    qrLabel: 'QR টিকিট',
    ticketHeading: 'আপনার টিকিট',
    ticketHelp: 'মিলনস্থলে এই কোডটি দেখান; গাইড এটি স্ক্যান করে আপনার উপস্থিতি নিশ্চিত করবেন।',
    ticketCode: (code) => `আপনার টিকিট কোড (বুকিংয়ের পেজে QR কোড হিসেবেও আছে): ${code}`,
    reminderSubject: (tour, date) => `${date} তারিখে আপনার ${tour} ভ্রমণ শুরু`,
    reminderTitle: (date) => `${date} তারিখে দেখা হচ্ছে!`,
    reminderBody: (tour, days) => `আর ${days} দিন পর আপনার ${tour} ভ্রমণ শুরু। সেদিন যা যা লাগবে, নিচে দেওয়া হলো।`,
    departure: 'যাত্রা',
    meetingPoint: 'মিলনস্থল',
    meetingPointLater: 'মিলনস্থল জানাতে আমরা আপনাকে ফোন করব',
    operatorPhone: 'অপারেটরের ফোন',
    openBooking: 'আপনার বুকিং খুলুন',
  },
});
