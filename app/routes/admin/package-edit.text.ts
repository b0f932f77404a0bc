import { defineMessages } from '../../../shared/i18n/messages.ts';

/** /managePackage/new and /managePackage/{id}/edit. */
export const packageEditText = defineMessages({
  en: {
    edit: (name: string) => `Edit ${name}`,
    add: 'Add a package',
    back: '← Manage Packages',
    departures: 'Departures',
    save: 'Save changes',
    addPackage: 'Add package',
  },
  bn: {
    edit: (name) => `${name} সম্পাদনা`,
    add: 'নতুন প্যাকেজ যোগ করুন',
    back: '← প্যাকেজ ব্যবস্থাপনা',
    departures: 'যাত্রার তারিখ',
    save: 'পরিবর্তন সংরক্ষণ করুন',
    addPackage: 'প্যাকেজ যোগ করুন',
  },
});
