/**
 * The catalogue in other languages than English (decision 0013): one row per entity and language
 * in a translation table, each field null until translated. A read in a language takes each field
 * from the translation where there is one and from English otherwise (field by field); English
 * reads never look at the translation tables.
 */
import { formatNumber } from '../../shared/i18n/format.ts';
import type { Lang } from '../../shared/i18n/lang.ts';

/** A language the catalogue is translated into (English is the entity itself). */
export type TranslatedLang = Exclude<Lang, 'en'>;

/** Text as stored and searched: Unicode NFC, so a Bangla word typed with other code points still matches. */
export const nfc = (text: string) => text.normalize('NFC');

/** A translated field as stored: trimmed NFC text, or null (not translated yet) when blank or absent. */
export function storedText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = nfc(value.trim());
  return text === '' ? null : text;
}

/** Each of `keys` from `translation` where it has one, else from `english`. */
export function fieldByField<T extends object, K extends keyof T>(english: T, translation: { [P in K]?: string | null } | undefined, keys: readonly K[]): T {
  if (!translation) return english;
  const out = { ...english };
  for (const key of keys) {
    const value = translation[key];
    if (typeof value === 'string' && value !== '') out[key] = value as T[K];
  }
  return out;
}

/** The itinerary label of day `n` (1-based) in a language: 'দিন ১', 'দিন ২' … */
export function dayLabel(lang: TranslatedLang, n: number): string {
  const word: Record<TranslatedLang, string> = { bn: 'দিন' };
  return `${word[lang]} ${formatNumber(lang, n)}`;
}

/** Whether a read asks for a translation. */
export const isTranslated = (lang: Lang): lang is TranslatedLang => lang !== 'en';

/** What the audit keeps of a save: the entity, and its Bangla side when the form sent one. */
const withBangla = <T extends object>(entity: T, bn: object | undefined) => (bn ? { ...entity, bn } : entity);

/**
 * An audit entry's before and after for an entity whose admin form may send its Bangla side
 * (`bangla`: the translation as stored before the save, and the form's in the stored shape). Both
 * sides carry the translation as stored, so a save that leaves it as it was lists no change to it;
 * neither does when there was none and the form's is blank. Without `bangla` (the JSON API sends
 * none, and the translation stays) the entry is the entity's alone.
 */
export function auditWithBangla<E extends object, T extends object>(
  entity: { before?: E; after: E },
  bangla: { stored: T | null; sent: T } | undefined,
): { before?: E; after: E } {
  if (!bangla) return entity;
  const blank = Object.values(bangla.sent).every((v) => v === null || (Array.isArray(v) && v.every((x) => x === null)));
  if (!bangla.stored && blank) return entity;
  return {
    ...(entity.before ? { before: withBangla(entity.before, bangla.stored ? untranslatedTailTrimmed(bangla.stored) : undefined) } : {}),
    after: withBangla(entity.after, untranslatedTailTrimmed(bangla.sent)),
  };
}

/**
 * A translation without the untranslated (null) entries at the end of its lists: an itinerary
 * stored with fewer days than the form sends (the JSON API, the seed) is the same translation.
 */
function untranslatedTailTrimmed<T extends object>(translation: T): T {
  const trimmed = (list: unknown[]) => list.slice(0, list.findLastIndex((x) => x !== null) + 1);
  return Object.fromEntries(Object.entries(translation).map(([k, v]) => [k, Array.isArray(v) ? trimmed(v) : v])) as T;
}
