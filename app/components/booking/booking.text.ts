import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

const n = (v: number) => formatNumber('bn', v);

/**
 * A booking's parts on its page and in the wizard: the status names, the policy tables, the
 * payments, the QR ticket and the review section.
 */
export const bookingText = defineMessages({
  en: {
    // StatusBadge: the booking statuses (the values stay English data).
    statusPending: 'Pending',
    statusConfirmed: 'Confirmed',
    statusCompleted: 'Completed',
    statusCancelled: 'Cancelled',
    // PolicyTables
    paymentSchedule: 'Payment schedule',
    instalment: 'Instalment',
    due: 'Due',
    amount: 'Amount',
    now: 'Now',
    dueBy: (date: string) => `By ${date}`,
    afterStatusEmail: 'After the status e-mail',
    cancellationCaption: 'Cancellation charges by date',
    ifYouCancel: 'If you cancel',
    charge: 'Charge',
    percent: (p: number) => `${p}%`,
    dateRange: (from: string, until: string) => `${from} – ${until}`,
    // BookingPayments
    payInitiated: 'Waiting for the provider',
    payPaid: 'Paid',
    payFailed: 'Failed',
    payCancelled: 'Cancelled',
    payHeld: 'Held for review',
    refundPending: 'Being refunded',
    refundRefunded: 'Refunded',
    refundFailed: 'Refund failed: we are on it',
    outcomePaidTitle: 'Payment received',
    outcomePaid: (amount: string, via: string) => `${amount} paid with ${via}.`,
    outcomePaidAdvance: 'Your booking is confirmed; a receipt is on its way to your e-mail.',
    outcomePaidBalance: 'A receipt is on its way to your e-mail.',
    outcomeHeldTitle: 'Your payment is being reviewed',
    outcomeHeld: (via: string, amount: string) =>
      `${via} took ${amount} and holds it for a routine check. Your seats stay held; we will e-mail you when it is done.`,
    outcomeWaitingTitle: (via: string) => `Waiting for ${via}`,
    outcomeWaiting: (via: string) =>
      `${via} has not confirmed this payment yet. If you paid, it shows here within a few minutes (reload the page); nothing is charged twice.`,
    outcomeFailedTitle: 'The payment did not go through',
    outcomeFailed: (via: string) => `Nothing was charged by Travelez. You can try again below, with ${via} or another way to pay.`,
    payments: 'Payments',
    paid: 'Paid',
    leftToPay: 'Left to pay',
    balanceDueBy: 'Balance due by',
    heldUntilBefore: 'Your seats are held until ',
    heldUntilAfter: ' (Bangladesh time). Pay the advance by then to confirm the booking; after that the booking is cancelled and the seats go back on sale.',
    payWith: 'Pay with',
    payAdvance: (amount: string) => `Pay the advance (${amount})`,
    payBalance: (amount: string) => `Pay the balance (${amount})`,
    payBalanceUntil: (date: string) => `Pay the whole balance now or any time until ${date}. `,
    providerPage: "You pay on the provider's secure page; Travelez never sees your card number or PIN.",
    paymentsMade: 'Payments made',
    paidOn: (date: string) => `paid ${date}`,
    notPaid: 'not paid',
    refunds: 'Refunds',
    refundedOn: (date: string) => `refunded ${date}`,
    askedOn: (date: string) => `asked ${date}`,
    refundNote: 'A refund goes back the way you paid. Once the provider confirms it, your bank or wallet shows it within a few working days.',
    // TripTicket
    qrLabel: (name: string, reference: string) => `QR ticket for ${name}, ${reference}`,
    yourTicket: 'Your ticket',
    ticketShowBefore: 'Show this code at the meeting point on ',
    ticketShowMiddle: ': our guide scans it to check in your group of ',
    ticketShowAfter: '. It works without a connection once this page has been opened.',
    meetingPoint: 'Meeting point',
    pickupPoint: 'Pickup point',
    pickupAt: (name: string, time: string) => `${name}, ${time}`,
    meetingPointLater: 'We will call you with it before departure',
    operatorPhone: "Operator's phone",
    checkedIn: (date: string) => `Checked in on ${date}.`,
    addToCalendar: 'Add to calendar',
    // TripReview
    star: 'star',
    stars: 'stars',
    reviewNotSaved: 'Your review was not saved',
    yourRating: 'Your rating',
    yourReview: 'Your review',
    reviewHint: (min: number) => `What other travellers should know: at least ${min} characters.`,
    saveChanges: 'Save changes',
    publishReview: 'Publish review',
    reviewThisTrip: 'Review this trip',
    written: (date: string) => `Written ${date}`,
    changeUntil: (date: string) => ` · you can change it until ${date}`,
    edit: 'Edit',
    editSr: ' your review',
  },
  bn: {
    statusPending: 'অপেক্ষমাণ',
    statusConfirmed: 'নিশ্চিত',
    statusCompleted: 'সম্পন্ন',
    statusCancelled: 'বাতিল',
    paymentSchedule: 'পেমেন্টের সময়সূচি',
    instalment: 'কিস্তি',
    due: 'কবে',
    amount: 'পরিমাণ',
    now: 'এখন',
    dueBy: (date) => `${date}-এর মধ্যে`,
    afterStatusEmail: 'অবস্থা জানানোর ই-মেইলের পর',
    cancellationCaption: 'তারিখ অনুযায়ী বাতিলের খরচ',
    ifYouCancel: 'বাতিল করলে',
    charge: 'চার্জ',
    percent: (p) => `${n(p)}%`,
    dateRange: (from, until) => `${from} – ${until}`,
    payInitiated: 'প্রোভাইডারের অপেক্ষায়',
    payPaid: 'পরিশোধিত',
    payFailed: 'ব্যর্থ',
    payCancelled: 'বাতিল',
    payHeld: 'যাচাইয়ের জন্য আটকে আছে',
    refundPending: 'ফেরত দেওয়া হচ্ছে',
    refundRefunded: 'ফেরত দেওয়া হয়েছে',
    refundFailed: 'ফেরত দেওয়া যায়নি: আমরা দেখছি',
    outcomePaidTitle: 'পেমেন্ট পাওয়া গেছে',
    outcomePaid: (amount, via) => `${via} দিয়ে ${amount} পরিশোধ হয়েছে।`,
    outcomePaidAdvance: 'আপনার বুকিং নিশ্চিত হয়েছে; রসিদ আপনার ই-মেইলে যাচ্ছে।',
    outcomePaidBalance: 'রসিদ আপনার ই-মেইলে যাচ্ছে।',
    outcomeHeldTitle: 'আপনার পেমেন্ট যাচাই করা হচ্ছে',
    outcomeHeld: (via, amount) => `${via} ${amount} নিয়েছে এবং নিয়মিত যাচাইয়ের জন্য রেখে দিয়েছে। আপনার আসন ধরে রাখা আছে; যাচাই শেষ হলে আমরা ই-মেইলে জানাব।`,
    outcomeWaitingTitle: (via) => `${via}-এর অপেক্ষায়`,
    outcomeWaiting: (via) =>
      `${via} এখনো এই পেমেন্ট নিশ্চিত করেনি। আপনি টাকা দিয়ে থাকলে কয়েক মিনিটের মধ্যে এখানে দেখা যাবে (পেজটি রিলোড করুন); কোনো টাকা দুবার কাটা হবে না।`,
    outcomeFailedTitle: 'পেমেন্ট সম্পন্ন হয়নি',
    outcomeFailed: (via) => `Travelez কোনো টাকা কাটেনি। নিচে আবার চেষ্টা করতে পারেন, ${via} দিয়ে বা অন্য কোনো উপায়ে।`,
    payments: 'পেমেন্ট',
    paid: 'পরিশোধিত',
    leftToPay: 'বাকি আছে',
    balanceDueBy: 'বাকি টাকা দেওয়ার শেষ তারিখ',
    heldUntilBefore: 'আপনার আসন ধরে রাখা আছে ',
    heldUntilAfter: ' (বাংলাদেশ সময়) পর্যন্ত। বুকিং নিশ্চিত করতে এর মধ্যে অগ্রিম দিন; না হলে বুকিং বাতিল হয়ে যাবে আর আসনগুলো আবার বিক্রির জন্য খুলে যাবে।',
    payWith: 'যেভাবে দেবেন',
    payAdvance: (amount) => `অগ্রিম দিন (${amount})`,
    payBalance: (amount) => `বাকি টাকা দিন (${amount})`,
    payBalanceUntil: (date) => `পুরো বাকি টাকা এখনই দিন, অথবা ${date} পর্যন্ত যেকোনো সময়। `,
    providerPage: 'আপনি টাকা দেবেন প্রোভাইডারের সুরক্ষিত পেজে; আপনার কার্ড নম্বর বা পিন Travelez কখনো দেখে না।',
    paymentsMade: 'যে পেমেন্টগুলো হয়েছে',
    paidOn: (date) => `${date} তারিখে পরিশোধিত`,
    notPaid: 'পরিশোধ হয়নি',
    refunds: 'ফেরত',
    refundedOn: (date) => `${date} তারিখে ফেরত দেওয়া হয়েছে`,
    askedOn: (date) => `${date} তারিখে চাওয়া হয়েছে`,
    refundNote: 'যেভাবে টাকা দিয়েছেন, সেভাবেই ফেরত যাবে। প্রোভাইডার নিশ্চিত করার পর কয়েক কার্যদিবসের মধ্যে আপনার ব্যাংক বা ওয়ালেটে দেখা যাবে।',
    qrLabel: (name, reference) => `${name}-এর QR টিকিট, ${reference}`,
    yourTicket: 'আপনার টিকিট',
    ticketShowBefore: '',
    ticketShowMiddle: ' তারিখে মিলনস্থলে এই কোডটি দেখান: আমাদের গাইড এটি স্ক্যান করে আপনার ',
    ticketShowAfter: ' জনের দলকে চেক-ইন করাবেন। এই পেজটি একবার খোলা হলে ইন্টারনেট ছাড়াও এটি কাজ করবে।',
    meetingPoint: 'মিলনস্থল',
    pickupPoint: 'পিকআপ পয়েন্ট',
    pickupAt: (name: string, time: string) => `${name}, ${time}`,
    meetingPointLater: 'যাত্রার আগে আমরা ফোন করে জানিয়ে দেব',
    operatorPhone: 'অপারেটরের ফোন',
    checkedIn: (date) => `${date} তারিখে চেক-ইন হয়েছে।`,
    addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
    star: 'স্টার',
    stars: 'স্টার',
    reviewNotSaved: 'আপনার রিভিউ সংরক্ষণ হয়নি',
    yourRating: 'আপনার রেটিং',
    yourReview: 'আপনার রিভিউ',
    reviewHint: (min) => `অন্য ভ্রমণকারীদের যা জানা দরকার: কমপক্ষে ${n(min)} অক্ষর।`,
    saveChanges: 'পরিবর্তন সংরক্ষণ করুন',
    publishReview: 'রিভিউ প্রকাশ করুন',
    reviewThisTrip: 'এই ভ্রমণের রিভিউ দিন',
    written: (date) => `${date} তারিখে লেখা`,
    changeUntil: (date) => ` · ${date} পর্যন্ত বদলাতে পারবেন`,
    edit: 'বদলান',
    editSr: ' (আপনার রিভিউ)',
  },
});

type BookingText = (typeof bookingText)['en'];

/** A booking status's name (the status itself stays the English value). */
export function statusName(t: BookingText, status: string): string {
  switch (status) {
    case 'Pending':
      return t.statusPending;
    case 'Confirmed':
      return t.statusConfirmed;
    case 'Completed':
      return t.statusCompleted;
    case 'Cancelled':
      return t.statusCancelled;
    default:
      return status;
  }
}
