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
    pickupPoint: 'Pickup point',
    pickupAt: (name: string, time: string) => `${name}, ${time}`,
    detailsSubject: (tour: string, date: string) => `Your trip to ${tour}: please give every traveller's details by ${date}`,
    detailsTitle: (date: string) => `Travellers' details needed by ${date}`,
    detailsBody: (tour: string, days: string) =>
      `Ships, hotels and permits on your trip to ${tour} register every visitor by name and identity document. ${days} days are left to give each traveller's name, date of birth, gender and NID, passport or birth registration number on your booking's page.`,
    detailsDeadline: 'Last day for the details',
    giveDetails: "Give the travellers' details",
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
    pickupPoint: 'পিকআপ পয়েন্ট',
    pickupAt: (name, time) => `${name}, ${time}`,
    detailsSubject: (tour, date) => `আপনার ${tour} ভ্রমণ: ${date}-এর মধ্যে প্রতিজন ভ্রমণকারীর তথ্য দিন`,
    detailsTitle: (date) => `${date}-এর মধ্যে ভ্রমণকারীদের তথ্য দরকার`,
    detailsBody: (tour, days) =>
      `আপনার ${tour} ভ্রমণে জাহাজ, হোটেল আর অনুমতিপত্রে প্রত্যেক যাত্রীর নাম ও পরিচয়পত্র নিবন্ধন করতে হয়। বুকিংয়ের পেজে প্রতিজন ভ্রমণকারীর নাম, জন্মতারিখ, লিঙ্গ আর এনআইডি, পাসপোর্ট বা জন্ম নিবন্ধন নম্বর দেওয়ার জন্য আর ${days} দিন বাকি।`,
    detailsDeadline: 'তথ্য দেওয়ার শেষ দিন',
    giveDetails: 'ভ্রমণকারীদের তথ্য দিন',
  },
});
