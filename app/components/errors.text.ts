import { defineMessages } from '../../shared/i18n/messages.ts';

/** The error pages: the 404 page, the pages' error boundary, the root's, and the lost-boat picture. */
export const errorsText = defineMessages({
  en: {
    pageNotFound: 'Page not found',
    /** `code` already written in the language. */
    errorCode: (code: string) => `Error ${code}`,
    cannotFindTitle: 'We could not find that page',
    nothingAtBefore: 'Nothing lives at ',
    nothingAtAfter: '. It may have moved, or the link may be mistyped.',
    cannotFind: 'We could not find that page.',
    ourFault: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found',
    sorry: 'Sorry',
    adminsOnly: 'Admins only',
    backHome: 'Back to Home',
    browseTours: 'Browse tours',
    lostPicture: (code: string) => `A small river boat drifting in the fog next to a signpost that reads ${code}`,
  },
  bn: {
    pageNotFound: 'পাতাটি পাওয়া যায়নি',
    errorCode: (code) => `ত্রুটি ${code}`,
    cannotFindTitle: 'পাতাটি আমরা খুঁজে পাইনি',
    nothingAtBefore: 'এই ঠিকানায় কিছু নেই: ',
    nothingAtAfter: '। পাতাটি হয়তো সরানো হয়েছে, অথবা লিংকটি ভুল লেখা।',
    cannotFind: 'পাতাটি আমরা খুঁজে পাইনি।',
    ourFault: 'আমাদের দিকে কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    notFound: 'পাওয়া যায়নি',
    sorry: 'দুঃখিত',
    adminsOnly: 'শুধু অ্যাডমিনদের জন্য',
    backHome: 'হোমে ফিরুন',
    browseTours: 'ট্যুর দেখুন',
    lostPicture: (code) => `কুয়াশায় ভেসে চলা একটি ছোট নদীর নৌকা, পাশে একটি সাইনবোর্ডে লেখা ${code}`,
  },
});
