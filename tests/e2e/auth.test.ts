/**
 * Accounts end to end, in headless Chromium against the built site, with the e-mails received by a
 * real SMTP server: sign-up, the verification link, the unverified message and resend, sign-in back
 * to the remembered page, sign-out, the reset flow, and the forms' messages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, sameSiteHeaders, sessionCookie, signIn, uniqueEmail, useSession, verificationLink } from '../support/accounts.ts';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';
import { linkIn, readMailbox, waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
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

const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
/** The navigation bar's SignIn link or SignOut button (on a desktop-wide page: not in the phone menu). */
const navAccount = (page: Page, name: 'SignIn' | 'SignOut') =>
  page.getByRole('navigation', { name: 'Main' }).getByRole(name === 'SignIn' ? 'link' : 'button', { name, exact: true });

async function sessionOf(cookie: string) {
  const res = await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } });
  return (await res.json()) as { user?: { email: string } } | null;
}

describe('sign-up, verification and sign-in', () => {
  it('a newcomer signs up, verifies from the e-mail, signs in and lands on the page they came for', async () => {
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    const email = uniqueEmail('newcomer');

    // A login-required page sends the visitor to /signin, remembering where they were going.
    await page.goto(guardedPath);
    await page.waitForURL(`**/signin?redirectTo=${encodeURIComponent(guardedPath)}`);

    await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/signup**');
    await page.getByLabel('Name').fill('Nusrat Jahan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('dhaka-2026');
    await page.getByLabel('Re-type password').fill('dhaka-2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.waitForURL('**/signin?notice=signed-up**');
    await notice(page, 'Sign Up Successfully! Please Activate Your Email').waitFor();

    // Not verified yet: stays signed out, with the offer to resend.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('dhaka-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await alert(page, 'Check Email! Verify First').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect((await context.cookies()).some((c) => c.name.includes('session_token'))).toBe(false);

    const first = await waitForMail(mailDir, email, /verify/i);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await notice(page, `We sent a new verification link to ${email}`).waitFor();
    const mails = (await readMailbox(mailDir)).filter((m) => m.to.includes(email));
    expect(mails.length).toBe(2);
    expect(mails[0]!.file).toBe(first.file);

    // The mail has both bodies; its link verifies and lands on /signin with a notice.
    expect(first.body).toContain('<a href=');
    expect(first.body).toMatch(/Activate your account: http/);
    await page.goto(await verificationLink(baseURL, mailDir, email));
    await page.waitForURL('**/signin?notice=verified');
    await notice(page, 'Your email is verified. Please sign in.').waitFor();

    // Back to the page they wanted: sign-in returns there.
    await page.goto(guardedPath);
    await page.waitForURL('**/signin?redirectTo=**');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('dhaka-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`**${guardedPath}`);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // No token where scripts can read it.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toMatch(/session|idToken/i);

    // Signed in: the navigation bar offers SignOut; /signin sends a signed-in user on.
    await navAccount(page, 'SignOut').waitFor();
    await page.goto('/signin');
    expect(new URL(page.url()).pathname).toBe('/');

    // Sign out: the session ends on the server, and the login-required page asks to sign in again.
    await navAccount(page, 'SignOut').click();
    await navAccount(page, 'SignIn').waitFor();
    expect(await sessionOf(`${session!.name}=${session!.value}`)).toBeNull();
    await page.goto(guardedPath);
    await page.waitForURL('**/signin?redirectTo=**');
    await context.close();
  });

  it('a verification link that is broken or reused gets a clear page with a way to get a new one', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByRole('heading', { name: 'This link does not work any more' }).waitFor();
    await page.getByText('not valid or was already used').waitFor();

    const user = await createVerifiedUser(baseURL, mailDir);
    // Opening the used link again: still a clean landing on /signin (the e-mail is verified).
    await page.goto(await verificationLink(baseURL, mailDir, user.email));
    await page.waitForURL('**/signin?notice=verified');

    // The resend form on the broken-link page does not reveal whether an address has an account.
    await page.goto('/verify-email?token=broken');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await notice(page, 'We sent a new verification link to nobody-here@example.com').waitFor();
    await context.close();
  });

  it('shows the form messages of the spec and the site, keeping what was typed', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('*Email field is required').waitFor();
    await page.getByText('*Password field is required').waitFor();

    await page.goto('/signup');
    await page.getByLabel('Name').fill('Rafi');
    await page.getByLabel('Email').fill('rafi@example.com');
    await page.getByLabel(/^Password/).fill('abcdef');
    await page.getByLabel('Re-type password').fill('abc');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('rafi@example.com');

    await page.getByLabel('Re-type password').fill('abcdeg');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Password not match').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Rafi');
    expect((await readMailbox(mailDir)).some((m) => m.to.includes('rafi@example.com'))).toBe(false);
    await context.close();
  });

  it('wrong credentials get one message that does not say which part was wrong', async () => {
    const user = await createVerifiedUser(baseURL, mailDir);
    const { context, page } = await newPage(browser, baseURL);
    const texts: string[] = [];
    for (const [email, password] of [
      [user.email, 'not-the-password'],
      [uniqueEmail('nobody'), user.password],
    ] as const) {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const message = page.getByRole('alert');
      await message.waitFor();
      texts.push((await message.innerText()).trim());
    }
    expect(texts[0]).toBe('The email or password is not correct.');
    expect(texts[1]).toBe(texts[0]);
    await context.close();
  });

  it('a session from the API can be handed to a browser (the helper other tests use)', async () => {
    const user = await createVerifiedUser(baseURL, mailDir);
    const { context, page } = await newPage(browser, baseURL);
    await useSession(context, baseURL, await sessionCookie(baseURL, user.email, user.password));
    await page.goto(guardedPath);
    expect(new URL(page.url()).pathname).toBe(guardedPath);
    await context.close();
  });

  it('never redirects off-site after sign-in', async () => {
    const user = await createVerifiedUser(baseURL, mailDir);
    const { context, page } = await newPage(browser, baseURL);
    await page.goto(`/signin?redirectTo=${encodeURIComponent('//evil.example/steal')}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });

  it('sends a signed-in user on to a page of this site whatever redirectTo holds, never a 500', async () => {
    const user = await createVerifiedUser(baseURL, mailDir);
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const site = new URL(baseURL).origin;
    // [the query as sent, where the Location header must point]
    const cases: [string, string][] = [
      // Decodes to '/。evil.com': a path here, sent on percent-encoded (a raw one broke the header).
      ['/%E3%80%82evil.com', '/%E3%80%82evil.com'],
      ['/%EF%BC%8Fevil.com', '/%EF%BC%8Fevil.com'],
      [encodeURIComponent('/dashboard?x=1#y'), '/dashboard?x=1#y'],
      [encodeURIComponent('//evil.com'), '/'],
      [encodeURIComponent('/\\evil.com'), '/'],
      [encodeURIComponent('/..//evil.com'), '/'],
      [encodeURIComponent('https://evil.com'), '/'],
      [encodeURIComponent('javascript:alert(1)'), '/'],
      // (Control characters never get this far: the input guard answers 400 for them.)
    ];
    for (const page of ['/signin', '/signup']) {
      for (const [query, expected] of cases) {
        const res = await fetch(`${baseURL}${page}?redirectTo=${query}`, { headers: { cookie }, redirect: 'manual' });
        expect(res.status, `${page}?redirectTo=${query}`).toBe(302);
        const location = res.headers.get('location') ?? '';
        expect(new URL(location, baseURL).origin, location).toBe(site);
        expect(location, `${page}?redirectTo=${query}`).toBe(expected);
      }
    }

    // Through the form too: signing in from such a link lands on this site (its not-found page).
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/signin?redirectTo=/%E3%80%82evil.com');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseURL}/%E3%80%82evil.com`);
    // Signed in now: the same link answers with a redirect, in the browser as well.
    const answer = await page.goto('/signin?redirectTo=/%E3%80%82evil.com');
    expect(new URL(page.url()).origin).toBe(site);
    expect(answer?.status()).toBe(404);
    expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await context.close();
  });
});

describe('password reset', () => {
  it('sends the reset mail, sets a new password, signs out the other sessions, and the link works once', async () => {
    const user = await createVerifiedUser(baseURL, mailDir);
    const otherDevice = await sessionCookie(baseURL, user.email, user.password);
    expect((await sessionOf(otherDevice))?.user?.email).toBe(user.email);

    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('*Email field is required').waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await notice(page, 'Reset Mail Sent Successfully').waitFor();

    const mail = await waitForMail(mailDir, user.email, /reset/i);
    expect(mail.body).toContain('<a href=');
    const link = linkIn(mail, `${baseURL}/reset-password?token=`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('new-pass-9');
    await page.getByLabel('Re-type password').fill('new-pass-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password not match').waitFor();
    await page.getByLabel('New password').fill('new-pass-9');
    await page.getByLabel('Re-type password').fill('new-pass-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/signin?notice=password-reset');
    await notice(page, 'Your password has been changed').waitFor();

    // The other device is signed out; the old password no longer works, the new one does.
    expect(await sessionOf(otherDevice)).toBeNull();
    const old = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, undefined, { 'content-type': 'application/json' }),
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(old.status).toBe(401);
    await signIn(page, user.email, 'new-pass-9');

    // The link was used: opening it again explains and offers a new one.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link does not work any more' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send a new reset link' }).click();
    await notice(page, 'Reset Mail Sent Successfully').waitFor();
    await context.close();
  });
});
