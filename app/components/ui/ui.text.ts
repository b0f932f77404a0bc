import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

/** The design system's words: prices, ratings, the page header's breadcrumb. */
export const uiText = defineMessages({
  en: {
    /** Screen readers: 'Now Tk 12,500, was Tk 15,000' or 'Price Tk 12,500'. */
    now: 'Now ',
    price: 'Price ',
    was: ', was ',
    person: 'person',
    percentOff: (percent: string) => `${percent}% off`,
    /** `value` and `max` already written in the language. */
    rated: (value: string, max: string) => `Rated ${value} out of ${max}`,
    ratedFrom: (rated: string, count: number) => `${rated} from ${formatNumber('en', count)} ${plural('en', count, { one: 'review', other: 'reviews' })}`,
    home: 'Home',
    breadcrumb: 'Breadcrumb',
  },
  bn: {
    now: 'এখন ',
    price: 'দাম ',
    was: ', আগে ছিল ',
    person: 'জনপ্রতি',
    percentOff: (percent) => `${percent}% ছাড়`,
    rated: (value, max) => `${max}-এর মধ্যে ${value} রেটিং`,
    ratedFrom: (rated, count) => `${rated}, ${formatNumber('bn', count)}টি রিভিউ থেকে`,
    home: 'হোম',
    breadcrumb: 'পাতার পথ',
  },
});
