/**
 * Typed message catalogs (decision 0013). A catalog is the English messages and their Bangla
 * translation side by side; the type checker refuses a Bangla catalog with a key missing or extra,
 * or a message function taking other arguments than the English one.
 *
 *   export const tourText = defineMessages({
 *     en: { title: 'Tour Packages', seats: (n: number) => `${n} seats` },
 *     bn: { title: 'ট্যুর প্যাকেজ', seats: (n) => `${formatNumber('bn', n)}টি আসন` },
 *   });
 *
 * Pages read one language with `useText(tourText)` (app/lib/i18n.ts); the server with `tourText[lang]`.
 */
import type { Lang } from './lang.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list; each message fixes its own
type Message = string | ((...args: any[]) => string);
export type Messages = Record<string, Message>;

/** The Bangla side of an English catalog: the same keys, strings for strings, the same functions. */
export type Translation<E extends Messages> = { readonly [K in keyof E]: E[K] extends string ? string : E[K] };

export type Catalog<E extends Messages> = { readonly [L in Lang]: Translation<E> };

/** A catalog in both languages. */
export function defineMessages<const E extends Messages>(catalog: { en: E; bn: NoInfer<Translation<E>> }): Catalog<E> {
  return catalog as Catalog<E>;
}

const pluralRules = { en: new Intl.PluralRules('en'), bn: new Intl.PluralRules('bn') };

/** The plural category of `n` in a language (CLDR rules, through `Intl.PluralRules`). */
export function pluralOf(lang: Lang, n: number): Intl.LDMLPluralRule {
  return pluralRules[lang].select(n);
}

/** Picks the form for `n`: `plural('en', n, { one: 'Day', other: 'Days' })`. */
export function plural(lang: Lang, n: number, forms: { one?: string; other: string }): string {
  return (pluralOf(lang, n) === 'one' ? forms.one : undefined) ?? forms.other;
}
