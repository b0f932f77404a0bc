/**
 * Paying online, in headless Chromium on a 375 px phone, against the local SSLCommerz and bKash
 * peers (tests/support/*-peer.ts) the production server is configured with: book through the
 * wizard (no card field anywhere), pay the advance on SSLCommerz's hosted page and come back to a
 * confirmed booking, pay the balance with bKash from the booking page, cancel and see the refunds.
 * No request the browser sends to the site carries a card number. The operator's /managePayments
 * shows it all. Screenshots of each screen go to $SHOTS_DIR when it is set.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../../shared/policy.ts';
import { formatTk, priceBooking } from '../../shared/pricing.ts';
import { formatDay } from '../../shared/seats.ts';
import { createVerifiedUser, sessionCookie, signIn, signInAsAdmin, type TestUser } from '../support/accounts.ts';
import { createTour, packageBody } from '../support/admin-api.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';
import { startPaymentPeers } from '../support/payment-peers.ts';
import { axeViolations, wcag21 } from '../support/page-checks.ts';

const peers = await startPaymentPeers('e2e');
const { ssl, bkash } = peers;
const site = await useSite({ env: peers.siteEnv });
const baseURL = site.baseURL;

let browser: Browser;
let user: TestUser;
const shotsDir = process.env.SHOTS_DIR;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Farhana Akter' });
});
afterAll(async () => {
  await browser?.close();
  await peers.close();
});

/** axe-core (WCAG 2.1 A/AA) on the page as it is now: violations as readable lines. */
const axe = (page: Page, where: string) => axeViolations(page, where, { tags: wcag21 });

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('paying online', () => {
  it('books, pays the advance on SSLCommerz, pays the balance with bKash, cancels and sees the refunds (375 px)', async () => {
    const tour = await createTour(baseURL, `Sundarbans Paid ${Date.now().toString(36)}`, [{ days: 100, seats: 6 }]);
    const departure = tour.departures[0]!;
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    // Every request the browser sends to the site: none may carry a card number.
    const sent: string[] = [];
    page.on('request', (r) => {
      // The build's own files are left out: a content hash can spell "CVC" (payments-Zw3fYCVC.js did).
      if (r.url().startsWith(baseURL) && !r.url().startsWith(`${baseURL}/assets/`)) sent.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    try {
      await signIn(page, user.email, user.password);
      await page.goto(`/bookNow?package=${tour.pkg._id}`);
      await waitForHydration(page);
      await page.getByLabel('Full Name').fill('Farhana Akter');
      await page.getByLabel('Phone').fill('+880 1711 000333');
      await page.getByLabel('Address').fill('House 7, Road 3, Khulna');
      await page.getByLabel('City').fill('Khulna');
      await page.getByRole('radio', { name: new RegExp(`^${formatDay(departure.date)}`) }).check();
      await page.getByLabel('Travellers', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: which provider, no card field.
      await heading(page, 'Payment details').waitFor();
      expect(await page.getByLabel('Card Number').count()).toBe(0);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('* Payment Method field is required').waitFor();
      const violations = await axe(page, 'payment step');
      await shot(page, 'pay-step2-375');
      await page.getByRole('radio', { name: /SSLCommerz/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await heading(page, 'Confirm your booking').waitFor();
      const body = packageBody('');
      const price = priceBooking({ packagePresentPrice: body.packagePresentPrice, groupSize: body.packageGroupPeoples }, 2, departure.date, dhakaDate());
      await page.getByText(`pay the advance of ${formatTk(price.dueNow)}`).waitFor();
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();

      // The provider's hosted page (the peer's), then back to the site.
      await page.waitForURL((u) => u.href.startsWith(ssl.baseUrl));
      await shot(page, 'pay-sslcommerz-page-375');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((u) => u.href.startsWith(`${baseURL}/detailsPackage/`));
      await page.getByText('Payment received').waitFor();
      await page.getByText('Your booking is confirmed').waitFor();
      await page.getByText('Confirmed', { exact: true }).first().waitFor();
      violations.push(...(await axe(page, 'booking page, advance paid')));
      await shot(page, 'pay-booking-advance-paid-375');
      const bookingUrl = new URL(page.url());
      const bookingId = bookingUrl.pathname.split('/').pop()!;
      const receipt = await waitForMail(site.mailDir, user.email, /^Receipt:/);
      expect(receipt.body).toContain(formatTk(price.dueNow));

      // The balance, with bKash, from the booking page.
      await page.getByRole('radio', { name: 'bKash' }).check();
      await page.getByRole('button', { name: `Pay the balance (${formatTk(price.totalPrice - price.dueNow)})` }).click();
      await page.waitForURL((u) => u.href.startsWith(bkash.baseUrl));
      await shot(page, 'pay-bkash-page-375');
      await page.getByLabel(/bKash account number/i).fill('01711000333');
      await page.getByLabel(/PIN/i).fill('12345');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL((u) => u.href.startsWith(`${baseURL}/detailsPackage/${bookingId}`));
      await page.getByText('Payment received').waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Pay the/ }).count()).toBe(0);
      await page.getByText(formatTk(price.totalPrice), { exact: true }).first().waitFor();

      // Cancel: the refunds appear (bKash's at once; SSLCommerz's while it processes).
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await page.getByRole('heading', { name: 'Refunds' }).waitFor();
      await page.getByText('Refunded', { exact: true }).first().waitFor();
      violations.push(...(await axe(page, 'booking page, cancelled with refunds')));
      await shot(page, 'pay-booking-refunds-375');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
    expect(sent.length).toBeGreaterThan(5);
    // The card's number (as typed, or URL-encoded) and its field names; not a bare "4242" or "cvc",
    // which a random id, port or address can hold (a departure id "1rcvcq81..." once failed this).
    expect(sent.filter((s) => /4242(\s|\+|%20)?4242|\b(cardNumber|cvc)\b/i.test(s))).toEqual([]);
  }, 120_000);

  // The return URL's rules are the site's, not the database's: on PostgreSQL (the e2e-postgres
  // smoke) the journey above and the operator's screen below are enough.
  if (process.env.E2E_DB !== 'postgres') {
    it("a stranger's cancel return changes nothing and learns no booking; the customer's approval on bKash then settles it (375 and 1280 px)", async () => {
      const tour = await createTour(baseURL, `Srimangal Return ${Date.now().toString(36)}`, [{ days: 100, seats: 6 }]);
      const departure = tour.departures[0]!;
      const { context, page } = await newPage(browser, baseURL, viewports.phone);
      try {
        await signIn(page, user.email, user.password);
        await page.goto(`/bookNow?package=${tour.pkg._id}`);
        await waitForHydration(page);
        await page.getByLabel('Full Name').fill('Farhana Akter');
        await page.getByLabel('Phone').fill('+880 1711 000333');
        await page.getByLabel('Address').fill('House 7, Road 3, Khulna');
        await page.getByLabel('City').fill('Khulna');
        await page.getByRole('radio', { name: new RegExp(`^${formatDay(departure.date)}`) }).check();
        await page.getByLabel('Travellers', { exact: true }).fill('2');
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 'Payment details').waitFor();
        await page.getByRole('radio', { name: /^bKash/ }).check();
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 'Confirm your booking').waitFor();
        await page.getByRole('button', { name: 'Confirm And Submit' }).click();
        await page.waitForURL((u) => u.href.startsWith(bkash.baseUrl));
        const paymentID = new URL(page.url()).searchParams.get('paymentID')!;
        const returnUrl = bkash.payments.get(paymentID)!.callbackURL;

        // Someone else opens the return address with status=cancel while the customer is still on bKash's page.
        const strangerPages: string[] = [];
        for (const [name, viewport] of [
          ['375', viewports.phone],
          ['1280', viewports.desktop],
        ] as const) {
          const stranger = await newPage(browser, baseURL, viewport);
          try {
            await stranger.page.goto(`${returnUrl}?paymentID=${paymentID}&status=cancel`);
            await heading(stranger.page, 'Payment received').first().waitFor();
            await stranger.page.getByRole('link', { name: 'Sign in' }).waitFor();
            expect(new URL(stranger.page.url()).pathname).toMatch(/^\/payments\/bkash\/received\//);
            strangerPages.push(await stranger.page.content());
            expect(await axe(stranger.page, `payment return, stranger, ${name} px`)).toEqual([]);
            await shot(stranger.page, `pay-return-stranger-${name}`);
          } finally {
            await stranger.context.close();
          }
        }
        expect(bkash.payments.get(paymentID)!.status).toBe('Initiated');

        // The customer approves: the payment the stranger "cancelled" is settled, and only the owner lands on the booking.
        await page.getByLabel(/bKash account number/i).fill('01711000333');
        await page.getByLabel(/PIN/i).fill('12345');
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL((u) => u.href.startsWith(`${baseURL}/detailsPackage/`));
        await page.getByText('Your booking is confirmed').waitFor();
        const bookingId = new URL(page.url()).pathname.split('/').pop()!;
        for (const html of strangerPages) expect(html).not.toContain(bookingId);
        await shot(page, 'pay-return-owner-booking-375');
        await page.setViewportSize(viewports.desktop);
        await shot(page, 'pay-return-owner-booking-1280');
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('the operator sees the payments and refunds, asks the provider about one, and downloads them as CSV', async () => {
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    try {
      await signInAsAdmin(page, '/managePayments');
      await heading(page, 'Payments').first().waitFor();
      await page.getByRole('table', { name: 'Payments' }).getByText('Farhana Akter').first().waitFor();
      await page.getByRole('table', { name: 'Refunds' }).waitFor();
      await shot(page, 'pay-admin-1280');
      expect(await axe(page, '/managePayments')).toEqual([]);
      await page
        .getByRole('button', { name: /^Ask provider about/ })
        .first()
        .click();
      await page.getByText(/The provider says/).waitFor();
      const csv = await page.request.get(`${baseURL}/managePayments/export.csv`);
      expect(csv.status()).toBe(200);
      const text = await csv.text();
      expect(text.split('\n')[0]).toContain('our_reference');
      expect(text).toContain('refund');
      await page.setViewportSize(viewports.phone);
      await page.reload();
      await shot(page, 'pay-admin-375');
    } finally {
      await context.close();
    }
    // The session of a customer cannot see it.
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const res = await fetch(`${baseURL}/managePayments`, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(403);
  }, 60_000);
});
