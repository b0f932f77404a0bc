/**
 * Where to send someone next when the place comes from outside (a `?redirectTo=` or a form field):
 * a path on this site only (no open redirect), in the form a Location header can carry.
 */

import { langPrefix, siteRelative, type Lang } from './i18n/lang.ts';

/** A stand-in origin to resolve against: anything that moves away from it is not a path here. */
const base = 'http://x.invalid';
const baseOrigin = new URL(base).origin;

/** C0 controls (tab, newline, NUL...), DEL and C1 controls: the URL parser drops some of them silently. */
const controls = /[\u0000-\u001f\u007f-\u009f]/;

/** What a Location header may carry: printable ASCII, one leading slash, no backslash. */
const headerSafePath = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The same-site path (with query and hash) that `target` names, percent-encoded so that it is
 * plain ASCII; `fallback` when `target` is not such a path: empty, not starting with exactly one
 * `/` (`//host`, `/\host`, `https:`, `javascript:`, ` /x`), holding a backslash or a control
 * character (tab and newline included), or resolving to another origin or to a `//` path
 * (`/..//evil.com`).
 *
 *   safeRedirectTarget('/dashboard?x=1#y')    // '/dashboard?x=1#y'
 *   safeRedirectTarget('/。evil.com')          // '/%E3%80%82evil.com' (a path here, not a host)
 *   safeRedirectTarget('//evil.com')          // '/'
 */
export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (target[0] !== '/' || target[1] === '/' || target[1] === '\\') return fallback;
  if (target.includes('\\') || controls.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== baseOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return headerSafePath.test(path) ? path : fallback;
}

/**
 * Where a page of `lang` sends someone next, as its redirect names it: the safe path of
 * `safeRedirectTarget` without the page's own language prefix, since React Router puts the
 * Bangla pages' basename '/bn' in front of every redirect they make ('/bn/dashboard' remembered
 * by a Bangla page would otherwise land on '/bn/bn/dashboard'). A path of the other language
 * stays as it is.
 *
 *   pageRedirectTarget('/bn/dashboard', 'bn')   // '/dashboard' (the page goes to /bn/dashboard)
 *   pageRedirectTarget('/bn/dashboard', 'en')   // '/bn/dashboard'
 */
export function pageRedirectTarget(target: unknown, lang: Lang, fallback = '/'): string {
  const path = safeRedirectTarget(target, fallback);
  const prefix = langPrefix[lang];
  const rest = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : null;
  if (rest === null || !(rest === '' || /^[/?#]/.test(rest))) return path;
  return siteRelative(rest);
}
