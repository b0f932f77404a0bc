import { defineMessages } from '../../shared/i18n/messages.ts';

/** The offline bar and the update prompt (AppUpdate.tsx). */
export const appUpdateText = defineMessages({
  en: {
    offline: 'You are offline: showing what this device saved.',
    newVersion: 'A new version of Travelez is ready.',
    reload: 'Reload',
  },
  bn: {
    offline: 'আপনি অফলাইনে আছেন: এই ডিভাইসে রাখা তথ্য দেখানো হচ্ছে।',
    newVersion: 'Travelez-এর নতুন সংস্করণ তৈরি।',
    reload: 'আবার লোড করুন',
  },
});
