import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

const bn = (v: number) => formatNumber('bn', v);

type Category = 'adult' | 'child' | 'infant';
type DocumentKind = 'nid' | 'passport' | 'birth';
type GenderKind = 'female' | 'male' | 'other';

/** The travellers' details on a booking's page (TravellerDetails.tsx): the form and what was given. */
export const travellerDetailsText = defineMessages({
  en: {
    title: 'Who travels',
    intro: 'Ships, hotels and forest permits register every visitor by name and identity document, so we need each traveller’s details.',
    dueBy: (date: string) => `Please give every traveller’s details by ${date}.`,
    missing: 'The travellers’ details are not given yet.',
    traveller: (n: number, category: Category) => `Traveller ${n} (${({ adult: 'adult', child: 'child', infant: 'infant' } as const)[category]})`,
    fullName: 'Full name (as on the document)',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    genderName: (g: GenderKind) => ({ female: 'Female', male: 'Male', other: 'Other' })[g],
    document: 'Identity document',
    documentName: (d: DocumentKind) => ({ nid: 'National ID (NID)', passport: 'Passport', birth: 'Birth registration' })[d],
    documentShort: (d: DocumentKind) => ({ nid: 'NID', passport: 'Passport', birth: 'Birth reg.' })[d],
    documentNumber: 'Document number',
    documentHint: 'NID: 10, 13 or 17 digits · Passport: 1 or 2 letters and 7 or 8 digits · Birth registration: 17 digits',
    choose: 'Choose…',
    save: 'Save travellers’ details',
    saving: 'Saving…',
    cancelEdit: 'Cancel',
    edit: 'Change the details',
    saved: 'The travellers’ details are saved.',
    checkForm: 'Please check the travellers’ details below.',
    notSaved: 'The details were not saved',
    offline: 'The details were not saved: we could not reach Travelez. Check your connection and try again.',
    listLabel: 'Travellers of this booking',
    years: (n: number) => `${n} yrs`,
    closedGiven: 'The details can no longer be changed here. Please call us to change them.',
  },
  bn: {
    title: 'কারা যাচ্ছেন',
    intro: 'জাহাজ, হোটেল আর বনের অনুমতিপত্রে প্রত্যেক যাত্রীর নাম ও পরিচয়পত্র নিবন্ধন করতে হয়, তাই প্রতিজন ভ্রমণকারীর তথ্য আমাদের দরকার।',
    dueBy: (date) => `${date}-এর মধ্যে প্রতিজন ভ্রমণকারীর তথ্য দিন।`,
    missing: 'ভ্রমণকারীদের তথ্য এখনো দেওয়া হয়নি।',
    traveller: (n, category) => `ভ্রমণকারী ${bn(n)} (${({ adult: 'প্রাপ্তবয়স্ক', child: 'শিশু', infant: 'কোলের শিশু' } as const)[category]})`,
    fullName: 'পুরো নাম (পরিচয়পত্রে যেমন আছে)',
    dateOfBirth: 'জন্মতারিখ',
    gender: 'লিঙ্গ',
    genderName: (g) => ({ female: 'নারী', male: 'পুরুষ', other: 'অন্যান্য' })[g],
    document: 'পরিচয়পত্র',
    documentName: (d) => ({ nid: 'জাতীয় পরিচয়পত্র (এনআইডি)', passport: 'পাসপোর্ট', birth: 'জন্ম নিবন্ধন' })[d],
    documentShort: (d) => ({ nid: 'এনআইডি', passport: 'পাসপোর্ট', birth: 'জন্ম নিবন্ধন' })[d],
    documentNumber: 'পরিচয়পত্রের নম্বর',
    documentHint: 'এনআইডি: ১০, ১৩ বা ১৭ অঙ্ক · পাসপোর্ট: ১ বা ২টি অক্ষর ও ৭ বা ৮টি অঙ্ক · জন্ম নিবন্ধন: ১৭ অঙ্ক',
    choose: 'বেছে নিন…',
    save: 'ভ্রমণকারীদের তথ্য সংরক্ষণ করুন',
    saving: 'সংরক্ষণ হচ্ছে…',
    cancelEdit: 'বাতিল',
    edit: 'তথ্য বদলান',
    saved: 'ভ্রমণকারীদের তথ্য সংরক্ষিত হয়েছে।',
    checkForm: 'নিচে ভ্রমণকারীদের তথ্যগুলো একবার দেখে নিন।',
    notSaved: 'তথ্য সংরক্ষণ হয়নি',
    offline: 'তথ্য সংরক্ষণ হয়নি: Travelez-এর সঙ্গে যোগাযোগ করা গেল না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    listLabel: 'এই বুকিংয়ের ভ্রমণকারীরা',
    years: (n) => `${bn(n)} বছর`,
    closedGiven: 'এখানে আর তথ্য বদলানো যাবে না। বদলাতে চাইলে আমাদের ফোন করুন।',
  },
});
