import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The host's page. Arguments are already written in the language. */
export const hostText = defineMessages({
  en: {
    metaTitle: 'Your host: Rafiq Ahmed',
    metaDescription: (years: string) => `Meet Rafiq Ahmed, founder and lead guide of Travelez: ${years} years of guiding travellers across Bangladesh.`,
    title: 'Meet your host',
    subtitle: 'The person who answers when you call Travelez.',
    crumb: 'Host',
    portrait: 'Portrait of Rafiq Ahmed',
    name: 'Rafiq Ahmed',
    role: 'Founder and lead guide',
    speaks: 'Speaks Bangla, English and Hindi',
    yearsGuiding: 'years guiding',
    districtsVisited: 'districts visited',
    averageRating: 'average rating',
    bio1: 'Rafiq grew up on the banks of the Meghna and took his first group to the Sundarbans at nineteen. He founded Travelez to share the country he loves with care: small groups, honest prices, and guides who are from the places they show.',
    bio2: (hours: string) =>
      `He still leads the Saint Martin and Sajek trips himself each season, and reads every message that reaches our office in Dhaka (${hours}).`,
    exploreTours: 'Explore his tours',
    sendMessage: 'Send a message',
  },
  bn: {
    metaTitle: 'আপনার হোস্ট: রফিক আহমেদ',
    metaDescription: (years) => `পরিচিত হোন রফিক আহমেদের সঙ্গে, Travelez-এর প্রতিষ্ঠাতা ও প্রধান গাইড: ${years} বছর ধরে সারা বাংলাদেশে ভ্রমণকারীদের পথ দেখাচ্ছেন।`,
    title: 'আপনার হোস্টের সঙ্গে পরিচিত হোন',
    subtitle: 'Travelez-এ ফোন করলে যিনি ধরেন।',
    crumb: 'হোস্ট',
    portrait: 'রফিক আহমেদের ছবি',
    name: 'রফিক আহমেদ',
    role: 'প্রতিষ্ঠাতা ও প্রধান গাইড',
    speaks: 'বাংলা, ইংরেজি ও হিন্দি বলেন',
    yearsGuiding: 'বছরের গাইডিং',
    districtsVisited: 'জেলা ঘোরা',
    averageRating: 'গড় রেটিং',
    bio1: 'রফিকের বেড়ে ওঠা মেঘনার পাড়ে; উনিশ বছর বয়সে প্রথম দল নিয়ে যান সুন্দরবনে। নিজের ভালোবাসার দেশটাকে যত্ন নিয়ে সবার সঙ্গে ভাগ করে নিতেই তিনি Travelez গড়ে তোলেন: ছোট দল, সৎ দাম, আর এমন গাইড যাঁরা যে জায়গা দেখান, সেখানকারই মানুষ।',
    bio2: (hours) => `এখনো প্রতি মৌসুমে সেন্ট মার্টিন আর সাজেকের ট্যুর তিনি নিজেই পরিচালনা করেন, আর ঢাকায় আমাদের অফিসে আসা প্রতিটি বার্তা নিজে পড়েন (${hours})।`,
    exploreTours: 'তাঁর ট্যুরগুলো দেখুন',
    sendMessage: 'বার্তা পাঠান',
  },
});
