/**
 * Whether the session cookie is `Secure`: exactly when the site is served over https (BASE_URL).
 * A `Secure` cookie set by a page at `http://192.168.1.20` is dropped by the browser, so nobody
 * could sign in there, silently; a site on plain http keeps working and says so once at start-up.
 */

/** Addresses a browser treats as secure even on http (its own machine). */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface CookieSecurity {
  /** better-auth's `advanced.useSecureCookies` and the cookies' `secure` attribute. */
  secure: boolean;
  /** The start-up line for a site on plain http that other machines reach; undefined otherwise. */
  warning: string | undefined;
}

export function cookieSecurityFor(baseUrl: string): CookieSecurity {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:';
  const warning =
    !secure && !isLocalHost(url.hostname)
      ? `[auth] BASE_URL ${url.origin} is plain http: session cookies are not marked Secure and travel unencrypted; serve the site over https and set BASE_URL=https://... before real people sign in`
      : undefined;
  return { secure, warning };
}
