import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

/** /manageAudit. The actions and entities of the trail are its data and stay as recorded. */
export const auditText = defineMessages({
  en: {
    title: 'Audit Trail',
    lead: 'Every change made in the back office (times in Dhaka).',
    show: 'Show',
    everything: 'Everything',
    filter: 'Filter',
    nothing: 'Nothing recorded yet.',
    by: (email: string) => `by ${email}`,
    fields: (n: number) => `${n} ${plural('en', n, { one: 'field', other: 'fields' })}`,
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
  bn: {
    title: 'অডিট লগ',
    lead: 'ব্যাক অফিসে করা প্রতিটি পরিবর্তন (সময় ঢাকার)।',
    show: 'দেখান',
    everything: 'সবকিছু',
    filter: 'ছাঁকুন',
    nothing: 'এখনো কিছু লেখা হয়নি।',
    by: (email) => `করেছেন ${email}`,
    fields: (n) => `${formatNumber('bn', n)}টি ঘর`,
    field: 'ঘর',
    before: 'আগে',
    after: 'পরে',
  },
});
