/**
 * A Bangla reader finds, books and pays for a tour without meeting English beyond brand names: on
 * a 375 px phone in Chromium, from /bn/signup to a paid booking, against the local SSLCommerz peer.
 * Every screen of ours is read for Latin words (the provider's own page is not ours), and the
 * account's e-mails arrive in Bangla. The labels are the catalogs' Bangla texts: a translation that
 * changes moves the test with it. Screenshots of each screen go to $SHOTS_DIR when it is set.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountText } from '../../app/components/account/account.text.ts';
import { bookingText } from '../../app/components/booking/booking.text.ts';
import { wizardText } from '../../app/components/booking/wizard/wizard.text.ts';
import { singleTourText } from '../../app/routes/public/single-tour.text.ts';
import { tourText } from '../../app/routes/public/tour.text.ts';
import { messageText, msg } from '../../shared/i18n/coded-messages.ts';
import { authMailText } from '../../server/mail/templates/auth.text.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { launchBrowser, shotWhenAsked, viewports, waitForHydration } from '../support/browser.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { axeViolations, englishOn, wcag21 } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';
import { startSslcommerzPeer, type SslcommerzPeer } from '../support/sslcommerz-peer.ts';

const store = { id: 'travelez_bn', password: 'travelez_bn@ssl' };
const ssl: SslcommerzPeer = await startSslcommerzPeer({ storeId: store.id, storePassword: store.password });
const site = await useSite({
  env: () => ({ SSLCOMMERZ_STORE_ID: store.id, SSLCOMMERZ_STORE_PASSWORD: store.password, SSLCOMMERZ_BASE_URL: ssl.baseUrl }),
});
const baseURL = site.baseURL;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await ssl.close();
});

const shot = shotWhenAsked;

/** axe-core (WCAG 2.1 A/AA) on the page as it is now: violations as readable lines. */
const axe = (page: Page, where: string) => axeViolations(page, where, { tags: wcag21 });

describe('a Bangla reader books and pays', () => {
  it('signs up, finds a tour in Bangla, books it, pays on SSLCommerz and gets Bangla e-mails (375 px)', async () => {
    const context = await browser.newContext({ baseURL, viewport: viewports.phone, locale: 'bn-BD', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const email = uniqueEmail('bangla');
    const password = 'Bangla-pass-2026';
    const name = 'ফারহানা আক্তার';
    const english: string[] = [];
    const problems: string[] = [];
    const look = async (where: string) => {
      expect(await page.locator('html').getAttribute('lang'), where).toBe('bn');
      for (const w of await englishOn(page, [email])) english.push(`${where}: ${w}`);
      problems.push(...(await axe(page, where)));
      await shot(page, `bn-booking-${where}`);
    };
    const a = accountText.bn;
    const w = wizardText.bn;
    try {
      // Sign up in Bangla; the verification e-mail is in Bangla and leads back to a Bangla page.
      await page.goto('/bn/signup');
      await waitForHydration(page);
      await page.getByLabel(a.name).fill(name);
      await page.getByLabel(a.email).fill(email);
      await page.getByLabel(a.password, { exact: true }).fill(password);
      await page.getByLabel(a.retypePassword).fill(password);
      await page.getByRole('button', { name: a.signUp }).click();
      await page.getByText(messageText('bn', msg('signedUpActivateEmail'))).waitFor();
      await look('signup');
      const verification = await waitForMail(site.mailDir, email, new RegExp(authMailText.bn.verifySubject));
      await page.goto(linkIn(verification, `${baseURL}/bn/verify-email?token=`));
      await page.waitForURL((u) => u.pathname === '/bn/signin');
      await page.getByText(a.noticeVerified).waitFor();

      // Sign in.
      await waitForHydration(page);
      await page.getByLabel(a.email).fill(email);
      await page.getByLabel(a.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: a.signIn, exact: true }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/bn/signin'));

      // Find a tour by a Bangla place name.
      await page.goto('/bn/tour');
      await waitForHydration(page);
      await page.getByLabel(tourText.bn.where).fill('কক্সবাজার');
      await page.getByRole('button', { name: tourText.bn.searchTours }).click();
      await page.getByRole('heading', { name: tourText.bn.searchResults }).waitFor();
      await look('search');
      const results = page.getByTestId('search-results').locator('a[href^="/bn/singleTour/"]');
      await results.first().click();
      await page.waitForURL((u) => u.pathname.startsWith('/bn/singleTour/'));
      await waitForHydration(page);
      await look('tour');
      await page.getByRole('link', { name: singleTourText.bn.bookNow }).first().click();
      await page.waitForURL((u) => u.pathname === '/bn/bookNow');
      await waitForHydration(page);

      // The wizard, in Bangla.
      await page.getByLabel(w.fullName).fill(name);
      await page.getByLabel(w.phone).fill('+880 1711 000444');
      await page.getByLabel(w.address).fill('বাড়ি ৭, সড়ক ৩, খুলনা');
      await page.getByLabel(w.city).fill('খুলনা');
      await page.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
      await page.getByLabel(w.travellers, { exact: true }).fill('1');
      await look('wizard-details');
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('heading', { name: w.paymentDetails }).waitFor();
      await page.getByRole('radio', { name: /SSLCommerz/ }).check();
      await look('wizard-payment');
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('heading', { name: w.confirmTitle }).waitFor();
      await look('wizard-confirm');
      await page.getByRole('button', { name: w.confirmSubmit }).click();

      // The provider's page (the peer's: not ours), then back to the Bangla booking page.
      await page.waitForURL((u) => u.href.startsWith(ssl.baseUrl));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/bn/detailsPackage/'));
      await page.getByText(bookingText.bn.outcomePaidTitle).waitFor();
      await waitForHydration(page);
      await look('paid');

      // The receipt, in Bangla.
      const receipt = await waitForMail(site.mailDir, email, /^রসিদ/);
      expect(receipt.body).toMatch(/[\u0980-\u09FF]/);
      expect(receipt.body).toContain(`${baseURL}/bn/`);

      await page.goto('/bn/dashboard');
      await waitForHydration(page);
      await look('dashboard');
    } finally {
      await context.close();
    }
    expect(english).toEqual([]);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
