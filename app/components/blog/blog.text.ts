import { count, formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The blog sidebar. */
export const blogSidebarText = defineMessages({
  en: {
    search: 'Search',
    searchLabel: 'Search the blog',
    searchPlaceholder: 'Search posts',
    aboutAuthor: 'About the author',
    travelWriter: 'Travel writer at Travelez',
    popular: 'Popular posts',
    categories: 'Categories',
    tags: 'Tags',
    comments: (n: number) => count('en', n, { one: 'Comment', other: 'Comments' }),
  },
  bn: {
    search: 'খুঁজুন',
    searchLabel: 'ব্লগে খুঁজুন',
    searchPlaceholder: 'লেখা খুঁজুন',
    aboutAuthor: 'লেখক পরিচিতি',
    travelWriter: 'Travelez-এর ভ্রমণ লেখক',
    popular: 'জনপ্রিয় লেখা',
    categories: 'বিভাগ',
    tags: 'ট্যাগ',
    comments: (n) => `${formatNumber('bn', n)}টি মন্তব্য`,
  },
});
