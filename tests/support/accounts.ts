/**
 * Accounts for end-to-end tests: real sign-up through the API, the verification e-mail read from
 * the SMTP sink, sign-in in the browser or as a cookie for plain `fetch` calls.
 *
 *   const user = await createVerifiedUser(site.baseURL, site.mailDir);
 *   await signIn(page, user.email, user.password);        // in the browser, through /signin
 *   await signInAsAdmin(page);                             // the ADMIN_EMAIL account
 *   const cookie = await sessionCookie(baseURL, user.email, user.password);
 *   await fetch(`${baseURL}/api/...`, { headers: sameSiteHeaders(baseURL, cookie) });
 *   await useSession(context, baseURL, cookie);            // a browser context signed in at once
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { linkIn, waitForMail } from './mailbox.ts';
import { e2eAdmin } from './site.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A fresh, unique e-mail address (tests share one server). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Headers for a state-changing API call from "the site itself" (the Origin check lets it pass). */
export function sameSiteHeaders(baseURL: string, cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { origin: new URL(baseURL).origin, ...(cookie ? { cookie } : {}), ...extra };
}

/** Signs up through the real API; the account stays unverified until its link is opened. */
export async function signUpUser(baseURL: string, options: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = {
    name: options.name ?? 'Test Traveller',
    email: (options.email ?? uniqueEmail()).toLowerCase(),
    password: options.password ?? 'Travel-pass-1',
  };
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, undefined, { 'content-type': 'application/json' }),
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`Sign-up of ${user.email} failed: HTTP ${res.status} ${await res.text()}`);
  return user;
}

/** The verification link mailed to `email` (waits for the mail to arrive at the SMTP sink). */
export async function verificationLink(baseURL: string, mailDir: string, email: string): Promise<string> {
  const mail = await waitForMail(mailDir, email, /verify/i);
  return linkIn(mail, `${baseURL}/verify-email?token=`);
}

/** Signs up through the real API, reads the verification e-mail and opens its link. */
export async function createVerifiedUser(baseURL: string, mailDir: string, options: Partial<TestUser> = {}): Promise<TestUser> {
  const user = await signUpUser(baseURL, options);
  const link = await verificationLink(baseURL, mailDir, user.email);
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  if (res.status !== 302 || !location.includes('/signin')) {
    // Say enough to tell a cut-short link from a refused one.
    const page =
      res.status === 200
        ? (await res.text())
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 600)
        : '';
    throw new Error(`Opening the verification link of ${user.email} (${link.length} characters) answered ${res.status} (${location || 'no redirect'}) ${page}`);
  }
  return user;
}

/** Signs in through the API; answers the Cookie header value for `fetch` calls. */
export async function sessionCookie(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, undefined, { 'content-type': 'application/json' }),
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${email} failed: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`Sign-in of ${email} set no cookie`);
  return cookie;
}

/** The admin's session cookie (the ADMIN_EMAIL account the e2e server creates at start-up). */
export function adminSessionCookie(baseURL: string): Promise<string> {
  return sessionCookie(baseURL, e2eAdmin.email, e2eAdmin.password);
}

/** Puts a session cookie from `sessionCookie` into a browser context: it is signed in at once. */
export async function useSession(context: BrowserContext, baseURL: string, cookie: string): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax' as const,
        // better-auth names its cookies __Secure-... in production: those must be marked Secure.
        secure: url.protocol === 'https:' || pair.startsWith('__Secure-') || pair.startsWith('__Host-'),
      };
    }),
  );
}

/**
 * Signs in through the /signin page, as a person would. Without `redirectTo` it waits for the
 * home page; with it, for that path.
 */
export async function signIn(page: Page, email: string, password: string, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const target = redirectTo ?? '/';
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target || url.pathname === target, { timeout: 15_000 });
}

/** Signs in as the admin through the /signin page. */
export function signInAsAdmin(page: Page, redirectTo?: string): Promise<void> {
  return signIn(page, e2eAdmin.email, e2eAdmin.password, redirectTo);
}
