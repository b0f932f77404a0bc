import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** An upcoming event (/upComingEventDetails/:id). */
export const eventText = defineMessages({
  en: {
    metaFallback: 'Event not found | Travelez',
    upcomingEvents: 'Upcoming events',
    eventDate: 'Event date',
    daysAndNights: 'Days and nights',
    people: 'People',
    peopleCount: (n: number) => `${formatNumber('en', n)} people`,
    about: 'About this event',
    startingPrice: 'Starting price',
    bookNow: 'Book Now',
    advanceNote: (percent: number) => `${formatNumber('en', percent)}% advance at booking. No hidden taxes.`,
  },
  bn: {
    metaFallback: 'ইভেন্ট পাওয়া যায়নি | Travelez',
    upcomingEvents: 'আসন্ন ইভেন্ট',
    eventDate: 'ইভেন্টের তারিখ',
    daysAndNights: 'দিন ও রাত',
    people: 'অংশগ্রহণকারী',
    peopleCount: (n) => `${formatNumber('bn', n)} জন`,
    about: 'এই ইভেন্ট সম্পর্কে',
    startingPrice: 'শুরুর দাম',
    bookNow: 'এখনই বুক করুন',
    advanceNote: (percent) => `বুকিংয়ের সময় ${formatNumber('bn', percent)}% অগ্রিম। কোনো লুকানো কর নেই।`,
  },
});
