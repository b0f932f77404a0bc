import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The carousels: the upcoming events and the tour page's photos. */
export const carouselText = defineMessages({
  en: {
    pause: 'Pause',
    play: 'Play',
    slideOf: (i: number, n: number) => `${formatNumber('en', i)} of ${formatNumber('en', n)}`,
    upcomingEvents: 'Upcoming events',
    previousEvents: 'Previous events',
    nextEvents: 'Next events',
    photos: (title: string) => `${title} photos`,
    photosScrolling: (title: string) => `${title} photos, scrolling sideways`,
    photoAlt: (title: string, i: number) => `${title}, photo ${formatNumber('en', i)}`,
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    thumbnails: 'Thumbnails',
    showPhoto: (i: number, caption: string) => `Show photo ${formatNumber('en', i)}${caption ? `: ${caption}` : ''}`,
  },
  bn: {
    pause: 'থামান',
    play: 'চালান',
    slideOf: (i, n) => `${formatNumber('bn', n)}টির মধ্যে ${formatNumber('bn', i)}`,
    upcomingEvents: 'আসন্ন ইভেন্ট',
    previousEvents: 'আগের ইভেন্টগুলো',
    nextEvents: 'পরের ইভেন্টগুলো',
    photos: (title) => `${title}-এর ছবি`,
    photosScrolling: (title) => `${title}-এর ছবি, পাশে স্ক্রল করুন`,
    photoAlt: (title, i) => `${title}, ছবি ${formatNumber('bn', i)}`,
    previousPhoto: 'আগের ছবি',
    nextPhoto: 'পরের ছবি',
    thumbnails: 'ছোট ছবি',
    showPhoto: (i, caption) => `${formatNumber('bn', i)} নম্বর ছবি দেখুন${caption ? `: ${caption}` : ''}`,
  },
});
