/**
 * Where to send someone next when the place comes from outside (a `?redirectTo=` or a form field):
 * a path on this site only (no open redirect), in the form a Location header can carry.
 */

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
