import { defineMessages } from './i18n/messages.ts';

/** What a payment's purpose is called (shared/payments.ts `purposeLabel`). */
export const paymentsText = defineMessages({
  en: { advance: 'Advance', balance: 'Balance' },
  bn: { advance: 'অগ্রিম', balance: 'বাকি টাকা' },
});
