/**
 * The review flow from the e-mail link, in headless Chromium: a traveller's completed trip, the
 * invitation e-mail, the dashboard's "Review this trip", the review form (messages, then
 * published), then Edit within 30 days (with JavaScript, and without: a plain link and form); and
 * a tour's reviews in pages.
 *
 * A review needs a Completed booking whose trip has ended, and no API books or moves a booking
 * into the past (rightly). So this suite moves the booking's travel date back in the database
 * itself, which only the PostgreSQL server can offer (PGlite is held, locked, by the server
 * process): vitest.config.ts runs this file in the e2e-postgres project only, never skipped.
 * tests/api/reviews.test.ts covers the review rules on both databases.
 */
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { adminJson, bookSeats, createTour } from '../support/admin-api.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';
import { axeViolations, wcag21 } from '../support/page-checks.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
const databaseUrl = site.databaseUrl;

let browser: Browser;

beforeAll(async () => {
  if (!databaseUrl) throw new Error('This suite runs on PostgreSQL only (the e2e-postgres project).');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe-core (WCAG 2.1 A/AA) on the page as it is now: violations as readable lines. */
const axe = (page: Page, where: string) => axeViolations(page, where, { tags: wcag21 });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/**
 * The trips took place: their dates move into the past in the database (see the file's header),
 * then the operator confirms and completes each through the API.
 */
async function completeTrips(bookingIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update bookings set travel_date = $1 where id = any($2)', [addDays(dhakaDate(), -20), bookingIds]);
  } finally {
    await client.end();
  }
  for (const id of bookingIds) {
    for (const status of ['Confirmed', 'Completed']) await adminJson(baseURL, `/api/bookTour/${id}/status`, 'PATCH', { status });
  }
}

describe('reviews from the e-mail link', () => {
  /*
   * A review needs a Completed booking whose trip has ended, and no API books or moves a booking
   * into the past (rightly). So this test moves the booking's travel date back in the database
   * itself, which only the e2e-postgres project can reach (on PGlite the server holds the database
   * locked): it runs there only. tests/api/reviews.test.ts covers the rules on both databases.
   */
  it('reviews a completed trip from the e-mail link: stars and text, then Edit; the dashboard links it', async () => {
    const traveller = await createVerifiedUser(baseURL, mailDir, { name: 'Sabina Yasmin' });
    const cookie = await sessionCookie(baseURL, traveller.email, traveller.password);
    // A tour of this test's own, booked through the API.
    const tour = await createTour(baseURL, `Review Trail ${Date.now().toString(36)}`, [{ days: 40, seats: 4 }]);
    const trip = { packageId: tour.pkg._id, departureId: tour.departures[0]!._id, travellers: 1, email: traveller.email, fullName: 'Sabina Yasmin' };
    const booking = { _id: await bookSeats(baseURL, cookie, trip) };
    await completeTrips([booking._id]);
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
          // With JavaScript, Edit and Save stay in the page: a mark set now is still there after.
          await page.evaluate(() => Object.assign(window, { samePage: true }));
          await section.getByRole('link', { name: 'Edit your review' }).click();
          await page.waitForURL((u) => u.search === '?edit');
          expect(await section.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
          await section.getByRole('radio', { name: '5 stars' }).check();
          await section.getByLabel('Your review').fill('Clouds below the hills at dawn: even better looking back.');
          await section.getByRole('button', { name: 'Save changes' }).click();
          await section.getByText('Your review is changed.').waitFor();
          await section.getByText('Clouds below the hills at dawn: even better looking back.').waitFor();
          // Saved, the form closes: the address has no ?edit any more.
          expect(new URL(page.url()).search).toBe('');
          expect(await section.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
          expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
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

    // Without JavaScript (or before the page's script has loaded): 'Edit' is a link, the form posts.
    const noJs = await browser.newContext({ baseURL, viewport: viewports.phone, javaScriptEnabled: false });
    try {
      await useSession(noJs, baseURL, cookie);
      const page = await noJs.newPage();
      await page.goto(`/detailsPackage/${booking._id}#review`);
      const section = page.locator('#review');
      await section.getByRole('link', { name: 'Edit your review' }).click();
      await page.waitForURL((u) => u.search === '?edit');
      expect(await section.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await section.getByRole('radio', { name: '3 stars' }).check();
      await section.getByLabel('Your review').fill('Clouds below the hills, and a long wait for the boat.');
      await section.getByRole('button', { name: 'Save changes' }).click();
      await section.getByText('Your review is changed.').waitFor();
      await section.getByText('Clouds below the hills, and a long wait for the boat.').waitFor();
      expect(await section.getByText('3 stars', { exact: true }).count()).toBe(1);
      expect(await section.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    } finally {
      await noJs.close();
    }
    // The API answers the change too.
    const mine = (await (await fetch(`${baseURL}/api/tourPackages/${tour.pkg._id}/reviews`)).json()) as { reviews: { text: string; rating: number }[] };
    expect(mine.reviews).toContainEqual(expect.objectContaining({ text: 'Clouds below the hills, and a long wait for the boat.', rating: 3 }));
  });
});

describe("a tour's reviews in pages", () => {
  it('six reviews: the first page shows the newest five, Older shows the sixth (with and without JavaScript)', async () => {
    const traveller = await createVerifiedUser(baseURL, mailDir, { name: 'Tahmina Rahman' });
    const cookie = await sessionCookie(baseURL, traveller.email, traveller.password);
    const tour = await createTour(baseURL, `Many Reviews Trail ${Date.now().toString(36)}`, [{ days: 40, seats: 10 }]);
    const trip = { packageId: tour.pkg._id, departureId: tour.departures[0]!._id, travellers: 1, email: traveller.email, fullName: 'Tahmina Rahman' };
    const bookings: string[] = [];
    for (let i = 0; i < 6; i++) bookings.push(await bookSeats(baseURL, cookie, trip));
    await completeTrips(bookings);
    const texts = bookings.map((_, i) => `Trip number ${i + 1}: the river at dusk.`);
    for (const [i, id] of bookings.entries()) {
      const res = await fetch(`${baseURL}/api/bookTour/${id}/review`, {
        method: 'POST',
        headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
        body: JSON.stringify({ rating: 4 + (i % 2), text: texts[i] }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    // Newest first: trips 6 to 2 on page 1, trip 1 on page 2.
    const newestFirst = [...texts].reverse();

    for (const javaScript of [true, false]) {
      const context = await browser.newContext({ baseURL, viewport: javaScript ? viewports.desktop : viewports.phone, javaScriptEnabled: javaScript });
      try {
        await useSession(context, baseURL, cookie);
        const page = await context.newPage();
        await page.goto(`/singleTour/${tour.pkg._id}`);
        if (javaScript) await waitForHydration(page);
        const section = page.locator('#reviews');
        const list = section.locator('[data-testid="review-list"] > li');
        const shown = () => list.locator('article > p').allInnerTexts();
        expect(await section.getByRole('list', { name: 'Reviews, page 1 of 2' }).count()).toBe(1);
        expect(await shown()).toEqual(newestFirst.slice(0, 5));
        const pages = section.getByRole('navigation', { name: 'Reviews pages' });
        expect(await pages.getByRole('link', { name: 'Newer reviews' }).count()).toBe(0);
        // With JavaScript the page is not loaded again: a mark set now is still there after.
        if (javaScript) await page.evaluate(() => Object.assign(window, { samePage: true }));
        await pages.getByRole('link', { name: 'Older reviews' }).click();
        await page.waitForURL((u) => u.searchParams.get('reviews') === '2' && u.hash === '#reviews');
        await expect.poll(shown).toEqual(newestFirst.slice(5));
        expect(await section.getByRole('list', { name: 'Reviews, page 2 of 2' }).count()).toBe(1);
        expect(await pages.locator('[aria-current="page"]').innerText()).toContain('2');
        if (javaScript) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
        // axe runs in the page: with JavaScript only (the HTML is the same).
        if (javaScript) expect(await axe(page, 'reviews page 2')).toEqual([]);
        // And back to the newest.
        await pages.getByRole('link', { name: 'Newer reviews' }).click();
        await expect.poll(shown).toEqual(newestFirst.slice(0, 5));
      } finally {
        await context.close();
      }
    }
  });
});
