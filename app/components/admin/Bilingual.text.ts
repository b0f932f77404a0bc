import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

/** The Bangla side of the admin's package, event and blog forms. */
export const bilingualText = defineMessages({
  en: {
    bangla: 'Bangla',
    notTranslated: 'Not translated yet',
    untranslated: (n: number) => `${formatNumber('en', n)} ${plural('en', n, { one: 'field is', other: 'fields are' })} not translated into Bangla yet.`,
    allTranslated: 'Every field is translated into Bangla.',
    untranslatedHint: 'A Bangla field left empty shows the English text on the Bangla site.',
  },
  bn: {
    bangla: 'বাংলা',
    notTranslated: 'এখনও অনুবাদ হয়নি',
    untranslated: (n: number) => `${formatNumber('bn', n)}টি ঘরের বাংলা অনুবাদ এখনও বাকি।`,
    allTranslated: 'সব ঘরের বাংলা অনুবাদ হয়ে গেছে।',
    untranslatedHint: 'বাংলা ঘর ফাঁকা রাখলে বাংলা সাইটে ইংরেজি লেখাটিই দেখাবে।',
  },
});
