/**
 * The review flow from the e-mail link, in headless Chromium: a traveller's completed trip, the
 * invitation e-mail, the dashboard's "Review this trip", the review form (messages, then
 * published), then Edit within 30 days.
 *
 * A review needs a Completed booking whose trip has ended, and no API books or moves a booking
 * into the past (rightly). So this suite moves the booking's travel date back in the database
 * itself, which only the PostgreSQL server can offer (PGlite is held, locked, by the server
 * process): vitest.config.ts runs this file in the e2e-postgres project only, never skipped.
 * tests/api/reviews.test.ts covers the review rules on both databases.
 */
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
const databaseUrl = site.databaseUrl;

let browser: Browser;
let pkg: Pkg;
let dep: { _id: string };

beforeAll(async () => {
  if (!databaseUrl) throw new Error('This suite runs on PostgreSQL only (the e2e-postgres project).');
  browser = await launchBrowser();
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  const departures = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; seatsLeft: number }[];
  dep = departures.find((d) => d.seatsLeft >= 2)!;
  expect(dep).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

async function axe(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${where}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('reviews from the e-mail link', () => {
  /*
   * A review needs a Completed booking whose trip has ended, and no API books or moves a booking
   * into the past (rightly). So this test moves the booking's travel date back in the database
   * itself, which only the e2e-postgres project can reach (on PGlite the server holds the database
   * locked): it runs there only. tests/api/reviews.test.ts covers the rules on both databases.
   */
  it('reviews a completed trip from the e-mail link: stars and text, then Edit; the dashboard links it', async () => {
    const admin = await adminSessionCookie(baseURL);
    const traveller = await createVerifiedUser(baseURL, mailDir, { name: 'Sabina Yasmin' });
    const cookie = await sessionCookie(baseURL, traveller.email, traveller.password);
    const created = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        packageId: pkg._id,
        departureId: dep._id,
        fullName: 'Sabina Yasmin',
        email: traveller.email,
        phone: '+880 1711 000333',
        address: 'House 7, Road 1, Uttara',
        city: 'Dhaka',
        travellers: 1,
        cardName: 'SABINA YASMIN',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/35',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const booking = (await created.json()) as { _id: string };
    // The trip took place: its date moves into the past (see above), then the operator completes it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('update bookings set travel_date = $1 where id = $2', [addDays(dhakaDate(), -20), booking._id]);
    } finally {
      await client.end();
    }
    for (const status of ['Confirmed', 'Completed']) {
      const res = await fetch(`${baseURL}/api/bookTour/${booking._id}/status`, {
        method: 'PATCH',
        headers: sameSiteHeaders(baseURL, admin, { 'content-type': 'application/json' }),
        body: JSON.stringify({ status }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const mail = await waitForMail(mailDir, traveller.email, /Review your trip/);
    const link = mail.body.match(/https?:\/\/\S+\/detailsPackage\/[0-9a-z]+#review/)?.[0];
    expect(link, mail.body).toBeTruthy();

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context, page } = await newPage(browser, baseURL, viewport);
      try {
        await useSession(context, baseURL, cookie);
        if (viewport === viewports.phone) {
          // The dashboard offers it.
          await page.goto('/dashboard');
          await waitForHydration(page);
          const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Review this trip/ }) });
          expect(await card.count()).toBe(1);
          expect(await card.getByRole('link', { name: /Review this trip/ }).getAttribute('href')).toBe(`/detailsPackage/${booking._id}#review`);
          const violations = await axe(page, 'dashboard with a review to write');
          expect(violations).toEqual([]);
          await page.goto(new URL(link!).pathname + '#review');
          await waitForHydration(page);
          const section = page.locator('#review');
          await section.getByRole('heading', { name: 'Review this trip' }).waitFor();
          // Nothing chosen: the messages, the text kept.
          await section.getByLabel('Your review').fill('Too short');
          await section.getByRole('button', { name: 'Publish review' }).click();
          await section.getByText('Choose 1 to 5 stars').waitFor();
          await section.getByText('Write at least 10 characters').waitFor();
          expect(await section.getByLabel('Your review').inputValue()).toBe('Too short');
          await section.getByRole('radio', { name: '4 stars' }).check();
          await section.getByLabel('Your review').fill('Clouds below the hills at dawn: a trip to remember.');
          expect(await axe(page, 'review form')).toEqual([]);
          await section.getByRole('button', { name: 'Publish review' }).click();
          await section.getByText('Thank you: your review is published.').waitFor();
          await section.getByText('Clouds below the hills at dawn: a trip to remember.').waitFor();
        } else {
          // Edit within 30 days.
          await page.goto(`/detailsPackage/${booking._id}#review`);
          await waitForHydration(page);
          const section = page.locator('#review');
          await section.getByRole('heading', { name: 'Your review' }).waitFor();
          await section.getByRole('button', { name: 'Edit' }).click();
          expect(await section.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
          await section.getByRole('radio', { name: '5 stars' }).check();
          await section.getByLabel('Your review').fill('Clouds below the hills at dawn: even better looking back.');
          await section.getByRole('button', { name: 'Save changes' }).click();
          await section.getByText('Your review is changed.').waitFor();
          await section.getByText('Clouds below the hills at dawn: even better looking back.').waitFor();
          // The dashboard no longer asks for it.
          await page.goto('/dashboard');
          await waitForHydration(page);
          await heading(page, 'Sabina Yasmin Ordering Packages').waitFor();
          expect(await page.getByRole('link', { name: /Review this trip/ }).count()).toBe(0);
        }
      } finally {
        await context.close();
      }
    }
  });
});
