import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

/** The actions the services record (server/services/*.server.ts, `audit.record`), by their code. */
type ActionNames = Record<
  | 'create'
  | 'update'
  | 'delete'
  | 'archive'
  | 'status'
  | 'move'
  | 'cancel'
  | 'create-series'
  | 'hide'
  | 'show'
  | 'mark-read'
  | 'mark-unread'
  | 'booking.checkin'
  | 'booking.checkin.override'
  | 'release'
  | 'reconcile'
  | 'refund-in-full'
  | 'mark-refunded'
  | 'resolve'
  | 'retry',
  string
>;

/** What the actions were made to, by the code the services record. */
type EntityNames = Record<
  'admin' | 'blog' | 'booking' | 'comment' | 'departure' | 'event' | 'message' | 'package' | 'payment' | 'paymentFinding' | 'promoCode' | 'refund' | 'review',
  string
>;

const actionsEn: ActionNames = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  archive: 'Removed',
  status: 'Status changed',
  move: 'Moved',
  cancel: 'Cancelled',
  'create-series': 'Series created',
  hide: 'Hidden',
  show: 'Shown again',
  'mark-read': 'Marked read',
  'mark-unread': 'Marked unread',
  'booking.checkin': 'Checked in',
  'booking.checkin.override': 'Checked in with money due',
  release: 'Released',
  reconcile: 'Reconciled',
  'refund-in-full': 'Refunded in full',
  'mark-refunded': 'Marked refunded',
  resolve: 'Marked as looked up',
  retry: 'Sent again',
};
const actionsBn: ActionNames = {
  create: 'তৈরি',
  update: 'পরিবর্তন',
  delete: 'মুছে ফেলা',
  archive: 'সরানো',
  status: 'অবস্থা বদল',
  move: 'স্থানান্তর',
  cancel: 'বাতিল',
  'create-series': 'ধারাবাহিক তারিখ তৈরি',
  hide: 'লুকানো',
  show: 'আবার দেখানো',
  'mark-read': 'পড়া হিসেবে চিহ্নিত',
  'mark-unread': 'না-পড়া হিসেবে চিহ্নিত',
  'booking.checkin': 'চেক-ইন',
  'booking.checkin.override': 'বকেয়া রেখে চেক-ইন',
  release: 'ছাড়া হয়েছে',
  reconcile: 'মিলিয়ে দেখা',
  'refund-in-full': 'পুরো ফেরত',
  'mark-refunded': 'ফেরত হিসেবে চিহ্নিত',
  resolve: 'যাচাই করা হয়েছে বলে চিহ্নিত',
  retry: 'আবার পাঠানো',
};
const entitiesEn: EntityNames = {
  admin: 'Admin',
  blog: 'Blog',
  booking: 'Booking',
  comment: 'Comment',
  departure: 'Departure',
  event: 'Event',
  message: 'Message',
  package: 'Package',
  payment: 'Payment',
  paymentFinding: 'Payment finding',
  promoCode: 'Promo code',
  refund: 'Refund',
  review: 'Review',
};
const entitiesBn: EntityNames = {
  admin: 'অ্যাডমিন',
  blog: 'ব্লগ',
  booking: 'বুকিং',
  comment: 'মন্তব্য',
  departure: 'যাত্রার তারিখ',
  event: 'ইভেন্ট',
  message: 'বার্তা',
  package: 'প্যাকেজ',
  payment: 'পেমেন্ট',
  paymentFinding: 'পেমেন্টের অমিল',
  promoCode: 'প্রোমো কোড',
  refund: 'ফেরত',
  review: 'রিভিউ',
};

/** A recorded code's name from `names`; a code no catalog knows yet (a newer service's) as recorded. */
const nameOf = (names: Record<string, string>, code: string) => (Object.hasOwn(names, code) ? names[code]! : code);

/**
 * /manageAudit. The actions and what they were made to are shown by name from the maps above; the
 * recorded fields and values (before, after) are the trail's data and stay as recorded.
 */
export const auditText = defineMessages({
  en: {
    title: 'Audit Trail',
    lead: 'Every change made in the back office (times in Dhaka).',
    show: 'Show',
    everything: 'Everything',
    filter: 'Filter',
    nothing: 'Nothing recorded yet.',
    by: (email: string) => `by ${email}`,
    fields: (n: number) => `${n} ${plural('en', n, { one: 'field', other: 'fields' })}`,
    field: 'Field',
    before: 'Before',
    after: 'After',
    action: (code: string) => nameOf(actionsEn, code),
    entity: (code: string) => nameOf(entitiesEn, code),
  },
  bn: {
    title: 'অডিট লগ',
    lead: 'ব্যাক অফিসে করা প্রতিটি পরিবর্তন (সময় ঢাকার)।',
    show: 'দেখান',
    everything: 'সবকিছু',
    filter: 'ছাঁকুন',
    nothing: 'এখনো কিছু লেখা হয়নি।',
    by: (email) => `করেছেন ${email}`,
    fields: (n) => `${formatNumber('bn', n)}টি ঘর`,
    field: 'ঘর',
    before: 'আগে',
    after: 'পরে',
    action: (code) => nameOf(actionsBn, code),
    entity: (code) => nameOf(entitiesBn, code),
  },
});
