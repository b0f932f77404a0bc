import { defineMessages } from '../../../shared/i18n/messages.ts';

/** /payments/{provider}/return/{id}: the page a provider's page sends the customer back to, as anyone sees it. */
export const paymentReturnText = defineMessages({
  en: {
    title: 'Payment received',
    lead: 'Thank you. We are checking this payment with the payment provider; it counts only once the provider confirms it.',
    signInToSee: 'Sign in to see your booking and its payments.',
    signIn: 'Sign in',
    mailNote: 'We e-mail you when the payment is confirmed.',
  },
  bn: {
    title: 'পেমেন্ট পাওয়া গেছে',
    lead: 'ধন্যবাদ। আমরা পেমেন্ট প্রোভাইডারের সঙ্গে এই পেমেন্টটি যাচাই করছি; প্রোভাইডার নিশ্চিত করলেই এটি গণ্য হবে।',
    signInToSee: 'আপনার বুকিং ও তার পেমেন্ট দেখতে সাইন ইন করুন।',
    signIn: 'সাইন ইন',
    mailNote: 'পেমেন্ট নিশ্চিত হলে আমরা আপনাকে ই-মেইল করব।',
  },
});
