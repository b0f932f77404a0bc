/**
 * 'Sign in with Google' end to end: standard OpenID Connect (discovery, authorization code with
 * PKCE, signed ID token) against a local OpenID provider on 127.0.0.1 standing in for Google
 * (tests/support/oidc-provider.ts, started by the e2e global setup as GOOGLE_ISSUER).
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';
import { oidcEmailOf } from '../support/oidc-provider.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const issuer = site.oidcIssuer;
let browser: Browser;
let guardedPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as { _id: string }[];
  guardedPath = `/singleTour/${packages[0]!._id}`;
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks 'Sign in with Google' on /signin and signs in at the provider as `login`. */
async function googleSignIn(page: Page, login: string, redirectTo: string) {
  await page.goto(`/signin?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  // The provider's own login and consent screens.
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function sessionUser(page: Page) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } });
  return ((await res.json()) as { user: { email: string; emailVerified: boolean; name: string } } | null)?.user ?? null;
}

describe('Sign in with Google (OpenID Connect)', () => {
  it('signs in a new Google user with PKCE and returns to the page they came for', async () => {
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    const login = `g${randomBytes(4).toString('hex')}`;
    await googleSignIn(page, login, guardedPath);
    await page.waitForURL(`${baseURL}${guardedPath}`);
    const user = await sessionUser(page);
    expect(user?.email).toBe(oidcEmailOf(login));
    expect(user?.emailVerified).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SignOut', exact: true }).waitFor();

    // Signed out of Travelez (still signed in at the provider): a second sign-in goes straight
    // through and reuses the same account.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SignOut', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SignIn', exact: true }).waitFor();
    expect(await sessionUser(page)).toBeNull();
    await page.goto('/signin?redirectTo=%2Fabout');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${baseURL}/about`);
    const again = await sessionUser(page);
    expect(again?.email).toBe(oidcEmailOf(login));
    expect(again?.name).toBe(`Google ${login}`);
    await context.close();
  });

  it('sends PKCE and state in the authorization request', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const requests: URL[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(issuer) && r.url().includes('client_id=')) requests.push(new URL(r.url()));
    });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${issuer}/**`);
    const auth = requests[0]!;
    expect(auth.searchParams.get('response_type')).toBe('code');
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.searchParams.get('state')).toBeTruthy();
    expect(auth.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/callback/google`);
    expect(auth.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    await context.close();
  });

  it('a Google account with an unverified e-mail is not let into login-required pages', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const login = `unverified${randomBytes(4).toString('hex')}`;
    await googleSignIn(page, login, guardedPath);
    await page.waitForURL(`${baseURL}/signin?redirectTo=**`);
    expect((await sessionUser(page))?.emailVerified).toBe(false);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
