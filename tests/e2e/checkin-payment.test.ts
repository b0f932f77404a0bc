/**
 * Check-in respects payment (issue 33), in headless Chromium at phone size against the built site
 * with online payments on (SSLCommerz configured; nothing is paid, so no provider is asked): staff
 * typing the ticket of an online booking whose advance is not paid see the refusal with the amount
 * due, in English and in Bangla, and an admin checks it in anyway; the audit log records it.
 * Screenshots go to /work/shots when that folder exists (SHOTS_DIR).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/i18n/format.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { useSite } from '../support/site.ts';

const site = await useSite({
  env: () => ({ SSLCOMMERZ_STORE_ID: 'travelez_test', SSLCOMMERZ_STORE_PASSWORD: 'travelez_test@ssl', SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:9' }),
});
const baseURL = site.baseURL;
const shotsDir = process.env.SHOTS_DIR ?? '/work/shots';

let browser: Browser;
let userCookie: string;
let adminCookie: string;
let pkg: Pkg;
let departure: { _id: string; date: string };

async function bookOnline(): Promise<{ _id: string; advanceDue: number }> {
  const res = await fetch(`${baseURL}/api/bookTour`, {
    method: 'POST',
    headers: { ...sameSiteHeaders(baseURL, userCookie), 'content-type': 'application/json' },
    body: JSON.stringify({
      packageId: pkg._id,
      departureId: departure._id,
      fullName: 'Sadia Karim',
      email: 'sadia@example.com',
      phone: '+880 1711 000444',
      address: 'House 2, Road 5',
      city: 'Dhaka',
      travelDate: departure.date,
      travellers: 2,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { _id: string; advanceDue: number };
}

async function ticketCode(id: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/individualBookTour/${id}/ticket`, { headers: sameSiteHeaders(baseURL, userCookie) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  if (existsSync(shotsDir)) await page.screenshot({ path: path.join(shotsDir, `checkin-${name}-${width}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Sadia Karim' });
  userCookie = await sessionCookie(baseURL, user.email, user.password);
  adminCookie = await adminSessionCookie(baseURL);
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; date: string; seatsLeft: number }[];
  departure = deps.find((d) => d.seatsLeft >= 6)!;
  expect(departure).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe('checking in an online booking whose advance is not paid', () => {
  it('shows staff the amount due (English and Bangla); the admin checks it in anyway, and the audit log says so', async () => {
    const [first, second] = [await bookOnline(), await bookOnline()];
    const context = await browser.newContext({ baseURL, viewport: viewports.phone });
    await useSession(context, baseURL, adminCookie);
    const page = await context.newPage();
    try {
      await page.goto('/checkin');
      await waitForHydration(page);
      const results = page.getByTestId('checkin-results');
      await page.getByLabel('Ticket code').fill(await ticketCode(first._id));
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect.poll(() => results.getByText('Not checked in: payment due').count()).toBe(1);
      expect(await results.textContent()).toContain(`${formatMoney('en', first.advanceDue)} is due before check-in`);
      await shot(page, 'payment-due', 375);
      await shot(page, 'payment-due', 1280);
      await page.setViewportSize(viewports.phone);
      await results.getByRole('button', { name: 'Check in anyway' }).click();
      await expect.poll(() => results.getByText('Checked in: Sadia Karim').count()).toBe(1);
      expect(await results.getByText('Not checked in: payment due').count()).toBe(0);
      expect(await results.textContent()).toContain(`Checked in anyway with ${formatMoney('en', first.advanceDue)} of the advance unpaid`);
      await shot(page, 'anyway', 375);

      // The same refusal in Bangla, with the amount in Bangla digits.
      await page.goto('/bn/checkin');
      await waitForHydration(page);
      await page.getByLabel('টিকিট কোড').fill(await ticketCode(second._id));
      await page.getByRole('button', { name: 'চেক-ইন করুন', exact: true }).click();
      const bn = page.getByTestId('checkin-results');
      await expect.poll(() => bn.getByText('চেক-ইন হয়নি: টাকা বাকি').count()).toBe(1);
      expect(await bn.textContent()).toContain(`চেক-ইনের আগে ${formatMoney('bn', second.advanceDue)} বাকি`);
      await shot(page, 'payment-due-bn', 375);

      const audit = await fetch(`${baseURL}/api/audit`, { headers: sameSiteHeaders(baseURL, adminCookie) });
      const entries = (await audit.json()) as { action: string; entityId: string | null }[];
      expect(entries.some((e) => e.action === 'booking.checkin.override' && e.entityId === first._id)).toBe(true);
      expect(entries.some((e) => e.entityId === second._id && e.action.startsWith('booking.checkin'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
