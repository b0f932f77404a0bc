import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The Contact page. */
export const contactText = defineMessages({
  en: {
    title: 'Contact',
    metaDescription: (phone: string, email: string, hours: string) => `Write or call Travelez in Dhaka: ${phone}, ${email}. Open ${hours}.`,
    subtitle: 'Questions, plans, special requests: we answer within one working day.',
    dropMessage: 'Drop a message',
    dropLead: 'Tell us about the trip you have in mind, and we will plan it with you.',
    send: 'Send message',
    contactInfo: 'Contact info',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    workingDays: 'Working days',
  },
  bn: {
    title: 'যোগাযোগ',
    metaDescription: (phone, email, hours) => `ঢাকায় Travelez-কে লিখুন বা ফোন করুন: ${phone}, ${email}। খোলা থাকে ${hours}।`,
    subtitle: 'প্রশ্ন, পরিকল্পনা, বিশেষ অনুরোধ: আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',
    dropMessage: 'একটি বার্তা লিখুন',
    dropLead: 'মনে যে ট্যুরের কথা ভাবছেন, আমাদের বলুন; আপনার সঙ্গে মিলে আমরা সেটা সাজিয়ে দেব।',
    send: 'বার্তা পাঠান',
    contactInfo: 'যোগাযোগের তথ্য',
    address: 'ঠিকানা',
    phone: 'ফোন',
    email: 'ই-মেইল',
    workingDays: 'কর্মদিবস',
  },
});
