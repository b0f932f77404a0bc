import { defineMessages } from '../../shared/i18n/messages.ts';

/** The page shown while the database cannot be reached (unavailable.server.ts). */
export const unavailableText = defineMessages({
  en: {
    title: 'Temporarily unavailable',
    message: 'Travelez is briefly unavailable while we fix a problem on our side. Please try again in a minute.',
    home: 'Back to Home',
  },
  bn: {
    title: 'সাময়িকভাবে বন্ধ',
    message: 'আমাদের দিকের একটি সমস্যা ঠিক করার জন্য Travelez কিছুক্ষণের জন্য বন্ধ আছে। এক মিনিট পর আবার চেষ্টা করুন।',
    home: 'হোমে ফিরুন',
  },
});
