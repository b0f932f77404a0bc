/**
 * The words of the booking e-mails (bookings.server.ts) and the parts every customer e-mail shares:
 * the facts table's labels, the greeting, the statuses, the policy lines. Arguments come formatted
 * (money, dates, numbers through shared/i18n/format.ts) in the e-mail's language.
 */
import { defineMessages } from '../../../shared/i18n/messages.ts';

export const mailText = defineMessages({
  en: {
    hello: (name: string) => `Hello ${name},`,
    helloNoName: 'Hello,',
    reference: 'Reference',
    tour: 'Tour',
    booking: 'Booking',
    travelDate: 'Travel date',
    date: 'Date',
    days: 'Days',
    travellers: 'Travellers',
    pricePerPerson: 'Price per person',
    total: 'Total',
    totalPrice: 'Total price',
    advanceDueNow: 'Advance due now',
    paidSoFar: 'Paid so far',
    card: 'Card',
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    status: 'Status',
    cancellationCharge: 'Cancellation charge',
    refund: 'Refund',
    seeBooking: 'See your booking',
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
    bangladeshTime: (time: string) => `${time} (Bangladesh time)`,
  },
  bn: {
    hello: (name) => `প্রিয় ${name},`,
    helloNoName: 'প্রিয় গ্রাহক,',
    reference: 'রেফারেন্স',
    tour: 'ট্যুর',
    booking: 'বুকিং',
    travelDate: 'ভ্রমণের তারিখ',
    date: 'তারিখ',
    days: 'দিন',
    travellers: 'ভ্রমণকারী',
    pricePerPerson: 'জনপ্রতি মূল্য',
    total: 'মোট',
    totalPrice: 'মোট মূল্য',
    advanceDueNow: 'এখন দেয় অগ্রিম',
    paidSoFar: 'এ পর্যন্ত পরিশোধ',
    card: 'কার্ড',
    cardEnding: (brand, last4) => `${brand} কার্ড, শেষ চার অঙ্ক ${last4}`,
    status: 'অবস্থা',
    cancellationCharge: 'বাতিলের চার্জ',
    refund: 'ফেরত',
    seeBooking: 'আপনার বুকিং দেখুন',
    Pending: 'অপেক্ষমাণ',
    Confirmed: 'নিশ্চিত',
    Completed: 'সম্পন্ন',
    Cancelled: 'বাতিল',
    bangladeshTime: (time) => `${time} (বাংলাদেশ সময়)`,
  },
});

/** The headings of the policy in the confirmation e-mail (its lines: shared/policy.ts's `policyTextsIn`). */
export const policyText = defineMessages({
  en: {
    paymentHeading: 'Payment policy',
    cancellationHeading: 'Cancellation charges',
  },
  bn: {
    paymentHeading: 'পেমেন্ট নীতি',
    cancellationHeading: 'বাতিলের চার্জ',
  },
});

export const bookingMailText = defineMessages({
  en: {
    confirmationSubject: (reference: string, tour: string) => `Your Travelez booking ${reference}: ${tour}`,
    confirmationTitle: 'Your Order Successfully Done.',
    heldIntro: (until: string, advance: string) =>
      `Thank you for booking with Travelez. Your seats are held until ${until}: pay the advance of ${advance} by then to confirm the booking. If the payment page was closed, the button below takes you back to it.`,
    cardIntro: "Thank you for booking with Travelez. We'll notify you as soon as possible when your reservation is confirmed.",
    statusSubject: (reference: string, status: string) => `Your Travelez booking ${reference} is ${status}`,
    statusTitle: (status: string) => `Your booking is ${status}`,
    statusChanged: (tour: string, from: string, to: string) => `The status of your booking for ${tour} changed from ${from} to ${to}.`,
    secondInstalment: (percent: string) => `The second instalment of ${percent}% of the tour cost is now due.`,
    cancelledSubject: (reference: string, tour: string) => `Your Travelez booking is cancelled: ${reference} ${tour}`,
    cancelledTitle: 'Your booking is cancelled',
    cancelledBody: (tour: string, date: string) => `Your booking for ${tour} on ${date} is cancelled.`,
    reviewSubject: (tour: string) => `How was ${tour}? Review your trip`,
    reviewTitle: 'How was your trip?',
    reviewThanks: (tour: string) =>
      `Thank you for travelling to ${tour} with Travelez. Would you tell other travellers how it was? It takes a minute: stars and a few words.`,
    reviewCounts: (days: string) => `Only travellers who went can review a tour, so your review counts. You can change it for ${days} days.`,
    reviewLink: 'Review the trip',
  },
  bn: {
    confirmationSubject: (reference, tour) => `আপনার Travelez বুকিং ${reference}: ${tour}`,
    confirmationTitle: 'আপনার বুকিং সফলভাবে সম্পন্ন হয়েছে।',
    heldIntro: (until, advance) =>
      `Travelez-এ বুকিং করার জন্য ধন্যবাদ। আপনার আসনগুলো ${until} পর্যন্ত রাখা আছে: বুকিং নিশ্চিত করতে এর মধ্যে ${advance} অগ্রিম পরিশোধ করুন। পেমেন্ট পেজটি বন্ধ হয়ে গিয়ে থাকলে নিচের বোতাম থেকে আবার সেখানে ফিরে যেতে পারবেন।`,
    cardIntro: 'Travelez-এ বুকিং করার জন্য ধন্যবাদ। আপনার বুকিং নিশ্চিত হলেই আমরা যত দ্রুত সম্ভব আপনাকে জানাব।',
    statusSubject: (reference, status) => `আপনার Travelez বুকিং ${reference}: ${status}`,
    statusTitle: (status) => `আপনার বুকিংয়ের অবস্থা: ${status}`,
    statusChanged: (tour, from, to) => `${tour} ভ্রমণের জন্য আপনার বুকিংয়ের অবস্থা "${from}" থেকে বদলে "${to}" হয়েছে।`,
    secondInstalment: (percent) => `এখন ট্যুর খরচের ${percent}% দ্বিতীয় কিস্তি পরিশোধের সময় হয়েছে।`,
    cancelledSubject: (reference, tour) => `আপনার Travelez বুকিং বাতিল হয়েছে: ${reference} ${tour}`,
    cancelledTitle: 'আপনার বুকিং বাতিল হয়েছে',
    cancelledBody: (tour, date) => `${date} তারিখের ${tour} ভ্রমণের জন্য আপনার বুকিং বাতিল হয়েছে।`,
    reviewSubject: (tour) => `${tour} কেমন লাগল? আপনার ভ্রমণের রিভিউ দিন`,
    reviewTitle: 'ভ্রমণ কেমন কাটল?',
    reviewThanks: (tour) => `Travelez-এর সঙ্গে ${tour} ভ্রমণের জন্য ধন্যবাদ। অন্য ভ্রমণকারীদের জানাবেন কি, কেমন লাগল? মাত্র এক মিনিট লাগবে: কয়েকটি তারা আর দু-চার কথা।`,
    reviewCounts: (days) => `যাঁরা সত্যিই ভ্রমণে গেছেন, শুধু তাঁরাই রিভিউ দিতে পারেন, তাই আপনার রিভিউ গুরুত্বপূর্ণ। ${days} দিন পর্যন্ত এটি বদলাতে পারবেন।`,
    reviewLink: 'ভ্রমণের রিভিউ দিন',
  },
});
