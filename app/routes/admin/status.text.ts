import { defineMessages } from '../../../shared/i18n/messages.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';

/**
 * The names of the booking, payment and refund statuses and of a payment's purpose on the admin
 * screens. The values stay English (the data, the CSV); only what the page shows is translated.
 */
export const statusText = defineMessages({
  en: {
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
    Initiated: 'Initiated',
    Paid: 'Paid',
    Failed: 'Failed',
    Held: 'Held',
    Unknown: 'Unknown',
    Sending: 'Sending',
    Processing: 'Processing',
    Unconfirmed: 'Unconfirmed',
    Refunded: 'Refunded',
    advance: 'Advance',
    balance: 'Balance',
  },
  bn: {
    Pending: 'অপেক্ষমাণ',
    Confirmed: 'নিশ্চিত',
    Completed: 'সম্পন্ন',
    Cancelled: 'বাতিল',
    Initiated: 'শুরু হয়েছে',
    Paid: 'পরিশোধিত',
    Failed: 'ব্যর্থ',
    Held: 'আটকে রাখা',
    Unknown: 'অজানা',
    Sending: 'পাঠানো হচ্ছে',
    Processing: 'প্রক্রিয়াধীন',
    Unconfirmed: 'অনিশ্চিত',
    Refunded: 'ফেরত দেওয়া হয়েছে',
    advance: 'অগ্রিম',
    balance: 'বাকি টাকা',
  },
});

/** A status (or purpose) as the page shows it; one this table does not know stays as it is. */
export function statusName(lang: Lang, status: string): string {
  const names: Record<string, string> = statusText[lang];
  return Object.hasOwn(names, status) ? names[status]! : status;
}

/** The payment providers: brand names, the same in every language. */
export const providerName = { sslcommerz: 'SSLCommerz', bkash: 'bKash' } as const;
