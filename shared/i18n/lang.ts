/**
 * The site's two languages. English lives at the spec's addresses; Bangla is the same site under
 * `/bn` (the server hands `/bn/...` to React Router with the basename `/bn`: decision 0013).
 */
export const languages = ['en', 'bn'] as const;
export type Lang = (typeof languages)[number];

export const defaultLang: Lang = 'en';

/** The URL prefix of each language. */
export const langPrefix: Record<Lang, string> = { en: '', bn: '/bn' };

/** What each language is called in itself (the language switch). */
export const langName: Record<Lang, string> = { en: 'English', bn: 'বাংলা' };

/** The `<html lang>` and hreflang code, and the Open Graph locale. */
export const htmlLang: Record<Lang, string> = { en: 'en', bn: 'bn' };
export const ogLocale: Record<Lang, string> = { en: 'en_US', bn: 'bn_BD' };

/** The cookie that remembers a visitor's choice. */
export const langCookie = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'bn';
}

/** A stored or sent value as a language ('en' for anything else). */
export function asLang(value: unknown): Lang {
  return isLang(value) ? value : defaultLang;
}

/** The language of a full path: '/bn' and '/bn/...' are Bangla. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** The path without its language prefix: '/bn/tour' → '/tour', '/bn' → '/'. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/**
 * A path as a link on this site: one leading slash. Slashes and backslashes at its start collapse
 * into one, so an address such as '/bn//evil.example' (whose path without '/bn' is
 * '//evil.example') never becomes the protocol-relative link to another host that a browser reads
 * in '//evil.example' or '/\\evil.example'.
 */
export function siteRelative(path: string): string {
  return path.replace(/^[/\\]*/, '/');
}

/** A site path in a language: ('bn', '/tour') → '/bn/tour', ('bn', '/') → '/bn'; always site-relative. */
export function pathIn(lang: Lang, path: string): string {
  const own = siteRelative(path);
  if (lang === 'en') return own;
  return own === '/' ? langPrefix[lang] : `${langPrefix[lang]}${own}`;
}
