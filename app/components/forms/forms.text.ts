import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The live forms' own words and the message fields' labels. */
export const liveFormText = defineMessages({
  en: {
    sending: 'Sending…',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  bn: {
    sending: 'পাঠানো হচ্ছে…',
    name: 'নাম',
    email: 'ই-মেইল',
    subject: 'বিষয়',
    message: 'বার্তা',
  },
});
