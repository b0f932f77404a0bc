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

/**
 * What the public forms' actions (app/routes/public/forms.server.ts) and safeFormAction answer.
 * The replies are written in English, like the JSON API's; a form shows them in the page's
 * language (useFormMessage).
 */
export const formReplyText = defineMessages({
  en: {
    correctFields: 'Please correct the highlighted fields.',
    ourFault: 'Something went wrong on our side. Please try again.',
    sent: 'Thank you! Your message has been sent.',
    subscribed: 'Thank you for subscribing!',
    alreadySubscribed: 'You are already subscribed. Thank you!',
    unknownForm: 'This form is not known here. Please reload the page and try again.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    unreachable: 'We could not reach Travelez. Check your connection and try again: what you typed is still here.',
  },
  bn: {
    correctFields: 'চিহ্নিত ঘরগুলো ঠিক করে দিন।',
    ourFault: 'আমাদের দিকে কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    sent: 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।',
    subscribed: 'সাবস্ক্রাইব করার জন্য ধন্যবাদ!',
    alreadySubscribed: 'আপনি আগেই সাবস্ক্রাইব করেছেন। ধন্যবাদ!',
    unknownForm: 'এই ফর্মটি এখানে চেনা যাচ্ছে না। পাতাটি আবার লোড করে চেষ্টা করুন।',
    tooMany: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    unreachable: 'Travelez-এর সঙ্গে যোগাযোগ করা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন: আপনি যা লিখেছেন, তা এখানেই আছে।',
  },
});
