/**
 * On the trip (issue 27), in headless Chromium at phone size with service workers on, against the
 * built site: the booking page's QR ticket; the service worker installed (manifest, icons, worker:
 * the install criteria); with the network off, the dashboard and the booking page with its QR
 * open from this device's copy, and a page never opened shows the "you are offline" page; back
 * online, fresh data; staff check-in by typed code and by a photo of the QR decoded in the page
 * (the site's own WebAssembly decoder, also offline); a check-in made offline queued and sent when the network
 * is back, a conflict shown; sign-out drops the private cache. Screenshots go to /work/shots when
 * that folder exists (SHOTS_DIR).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUpdateText } from '../../app/pwa/app-update.text.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession, type TestUser } from '../support/accounts.ts';
import { fontsDrawing, launchBrowser, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { collectErrors, englishOn, pageOverflow } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const shotsDir = process.env.SHOTS_DIR ?? '/work/shots';

let browser: Browser;
let user: TestUser;
let userCookie: string;
let adminCookie: string;
let pkg: Pkg;
let departure: { _id: string; date: string };

interface Booked {
  _id: string;
  name: string;
}

async function book(): Promise<Booked> {
  const res = await fetch(`${baseURL}/api/bookTour`, {
    method: 'POST',
    headers: { ...sameSiteHeaders(baseURL, userCookie), 'content-type': 'application/json' },
    body: JSON.stringify({
      packageId: pkg._id,
      departureId: departure._id,
      fullName: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '+880 1711 000333',
      address: 'House 9, Road 4',
      city: 'Dhaka',
      travelDate: departure.date,
      travellers: 2,
      cardName: 'NUSRAT JAHAN',
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/2035',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Booked;
}

async function ticketCode(id: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/individualBookTour/${id}/ticket`, { headers: sameSiteHeaders(baseURL, userCookie) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

async function phone(cookie: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: viewports.phone, serviceWorkers: 'allow' });
  await useSession(context, baseURL, cookie);
  return { context, page: await context.newPage() };
}

/** Waits until the service worker controls the page (installed, activated and claimed). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  });
}

const cacheHas = (page: Page, cacheName: string, pathname: string) =>
  page.evaluate(
    async ([name, p]) => {
      if (!(await caches.has(name))) return false;
      const keys = await (await caches.open(name)).keys();
      return keys.some((r) => new URL(r.url).pathname === p);
    },
    [cacheName, pathname] as const,
  );

/** At `width`: nothing wider than the window; a screenshot when the shots folder exists. */
async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  if (!existsSync(shotsDir)) return;
  await page.screenshot({ path: path.join(shotsDir, `trip-${name}-${width}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Nusrat Jahan' });
  userCookie = await sessionCookie(baseURL, user.email, user.password);
  adminCookie = await adminSessionCookie(baseURL);
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; date: string; seatsLeft: number }[];
  departure = deps.find((d) => d.seatsLeft >= 10)!;
  expect(departure).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe('installable', () => {
  it('links the manifest from every page; the manifest, its icons and the worker are served', async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    expect(home).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Travelez',
      display: 'standalone',
      start_url: '/dashboard',
      theme_color: '#0b4a50',
      background_color: '#fbf8f2',
    });
    for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) {
      const icon = manifest.icons.find((i) => `${i.sizes} ${i.purpose}` === want)!;
      const res = await fetch(`${baseURL}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const sw = await fetch(`${baseURL}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const source = await sw.text();
    // React Router's browser manifest is precached; no compressed copies are.
    expect(source).toMatch(/"url":"assets\/manifest-[0-9a-f]{8}\.js"/);
    expect(source).not.toMatch(/\.(br|gz)"/);
  });
});

describe('the traveller, offline', () => {
  it('opens the dashboard and the booking page with its QR offline, then fresh data online; sign-out drops them', async () => {
    const booking = await book();
    // A session of its own: this test signs it out.
    const { context, page } = await phone(await sessionCookie(baseURL, user.email, user.password));
    try {
      await page.goto(`/detailsPackage/${booking._id}`);
      const qr = page.getByRole('img', { name: /^QR ticket for Nusrat Jahan/ });
      await expect.poll(() => qr.isVisible()).toBe(true);
      const code = await ticketCode(booking._id);
      expect(await page.getByTestId('ticket-code').textContent()).toBe(code);
      await waitForHydration(page);
      await controlled(page);
      // Opened once under the worker's control: kept on this device.
      await page.goto('/dashboard');
      await expect.poll(() => page.getByText(booking.name).first().isVisible()).toBe(true);
      await page.goto(`/detailsPackage/${booking._id}`);
      await shot(page, 'booking', 375);
      await shot(page, 'booking', 1280);
      await page.setViewportSize(viewports.phone);
      expect(await cacheHas(page, 'travelez-private', `/detailsPackage/${booking._id}`)).toBe(true);
      expect(await cacheHas(page, 'travelez-private', '/dashboard')).toBe(true);

      await context.setOffline(true);
      await page.goto('/dashboard');
      await expect.poll(() => page.getByText(booking.name).first().isVisible()).toBe(true);
      await page.goto(`/detailsPackage/${booking._id}`);
      await expect.poll(() => qr.isVisible()).toBe(true);
      expect(await page.getByTestId('ticket-code').textContent()).toBe(code);
      await expect.poll(() => page.getByText('You are offline: showing what this device saved.').isVisible()).toBe(true);
      await shot(page, 'booking-offline', 375);
      // A page this device never opened: the site's own "you are offline" page, not the browser's error.
      await page.goto('/about');
      await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(true);

      // Back online: the booking as it is now (an admin confirmed it meanwhile).
      const confirmed = await fetch(`${baseURL}/api/bookTour/${booking._id}/status`, {
        method: 'PATCH',
        headers: { ...sameSiteHeaders(baseURL, adminCookie), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'Confirmed' }),
      });
      expect(confirmed.status).toBe(200);
      await context.setOffline(false);
      await page.goto(`/detailsPackage/${booking._id}`);
      await expect.poll(() => page.getByText('Confirmed', { exact: true }).first().isVisible()).toBe(true);

      // Signing out drops what this device kept of the person's pages.
      await waitForHydration(page);
      // At phone size the account button is in the menu.
      await page.locator('summary', { hasText: 'Menu' }).click();
      await page.getByRole('button', { name: 'SignOut' }).last().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => caches.has('travelez-private'))).toBe(false);
      // Offline again, the dashboard is no longer on this device: the "you are offline" page instead.
      await context.setOffline(true);
      await page.goto('/dashboard');
      await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(true);
      expect(await page.getByText(booking.name).count()).toBe(0);
      await context.setOffline(false);

      // A session that ends without signing out (it expired; the cookie is gone): the next page,
      // seeing nobody signed in, has the worker drop the person's saved pages too.
      await useSession(context, baseURL, await sessionCookie(baseURL, user.email, user.password));
      await page.goto('/dashboard');
      await waitForHydration(page);
      await expect.poll(() => cacheHas(page, 'travelez-private', '/dashboard')).toBe(true);
      await context.clearCookies();
      await page.goto('/about');
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => caches.has('travelez-private'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the saved pages, offline, in both languages', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let booking: Booked;
  /** The package's plan, day by day, as its own page shows it in each language. */
  const plan: Record<string, string[]> = {};

  /** Each day's title on the booking page (the day's number aside). */
  const itineraryDays = () =>
    page
      .getByTestId('itinerary')
      .locator('li h4')
      .evaluateAll((hs) => hs.map((h) => (h.lastChild?.textContent ?? '').trim()));

  beforeAll(async () => {
    booking = await book();
    // A session of its own: the second test signs it out.
    ({ context, page } = await phone(await sessionCookie(baseURL, user.email, user.password)));
    errors = collectErrors(page);
    for (const prefix of ['', '/bn']) {
      await page.goto(`${prefix}/singleTour/${pkg._id}`);
      plan[prefix] = (await page.locator('section[aria-labelledby="plan-title"] li h3').allTextContents()).map((d) => d.trim());
    }
    await page.goto(`/detailsPackage/${booking._id}`);
    await waitForHydration(page);
    await controlled(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the dashboard and the booking page with its itinerary day by day, and the offline page with its Bangla drawn in the Bengali face, at 375 and 1280 px', async () => {
    // Opened once under the worker's control, in each language: kept on this device.
    const saved = ['/dashboard', `/detailsPackage/${booking._id}`, '/bn/dashboard', `/bn/detailsPackage/${booking._id}`];
    for (const path of saved) {
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => cacheHas(page, 'travelez-private', path)).toBe(true);
    }
    // Online, the errors so far are the pages' own (none); offline, a file the device never kept
    // (an image not yet seen) fails to load, which is no fault of the page.
    expect(errors).toEqual([]);

    await context.setOffline(true);
    try {
      /** What every page must be, offline too: fits 375 and 1280 px, no errors, no English on a Bangla page. */
      const check = async (where: string, bangla: boolean) => {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await page.setViewportSize(viewport);
          expect(await pageOverflow(page), `${where} offline at ${viewport.width} px`).toBe('');
        }
        await page.setViewportSize(viewports.phone);
        // What the traveller typed in the booking (see book()) is theirs, not the page's English.
        if (bangla) expect(await englishOn(page, ['Nusrat Jahan', 'NUSRAT JAHAN', 'House 9, Road 4', 'Dhaka']), `${where} offline`).toEqual([]);
        expect(
          errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e)),
          `${where} offline`,
        ).toEqual([]);
      };
      for (const prefix of ['', '/bn']) {
        await page.goto(`${prefix}/dashboard`);
        await waitForHydration(page);
        // The booking's card (its tour's name is in the page's language).
        await expect.poll(() => page.locator(`a[href="${prefix}/detailsPackage/${booking._id}"]`).first().isVisible()).toBe(true);
        // The page says it is this device's copy, in its language.
        await expect.poll(() => page.getByTestId('app-status').textContent()).toBe(appUpdateText[prefix ? 'bn' : 'en'].offline);
        await check(`${prefix}/dashboard`, prefix === '/bn');

        await page.goto(`${prefix}/detailsPackage/${booking._id}`);
        await waitForHydration(page);
        await expect.poll(() => page.getByTestId('ticket-code').isVisible()).toBe(true);
        // The trip day by day, in the page's language, from this device's copy.
        expect(plan[prefix]!.length).toBeGreaterThan(0);
        expect(await itineraryDays(), `${prefix}/detailsPackage offline`).toEqual(plan[prefix]);
        await check(`${prefix}/detailsPackage`, prefix === '/bn');
      }

      // A page never opened, in either language: the offline page, whose Bangla is drawn in the
      // site's Bengali face (this machine has no Bengali font of its own: boxes without it).
      for (const path of ['/about', '/bn/about', '/offline.html']) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { name: 'আপনি এখন অফলাইনে' }).isVisible()).toBe(true);
        await check(path, false);
      }
      await expect
        .poll(async () => (await fontsDrawing(page, '[lang="bn"] h1')).filter((f) => f.isCustomFont).map((f) => f.familyName), { timeout: 10_000 })
        .toEqual(['Noto Sans Bengali']);
    } finally {
      await context.setOffline(false);
    }
  });

  it('drops the private copies at sign-out from a Bangla page and through the API', async () => {
    // Signing out on a Bangla page: its form posts to /bn/signout.
    await page.goto('/bn/dashboard');
    await waitForHydration(page);
    await expect.poll(() => cacheHas(page, 'travelez-private', '/bn/dashboard')).toBe(true);
    await page.locator('summary', { hasText: 'মেনু' }).click();
    const [signOut] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/bn/signout'),
      page.getByRole('button', { name: 'সাইন আউট' }).last().click(),
    ]);
    expect(signOut.url()).toContain('/bn/signout');
    await page.waitForURL((url) => url.pathname === '/bn' || url.pathname === '/bn/');
    await expect.poll(() => page.evaluate(() => caches.has('travelez-private'))).toBe(false);

    // Signing out through the API (an app of its own, or a script), from a page the worker controls.
    await useSession(context, baseURL, await sessionCookie(baseURL, user.email, user.password));
    await page.goto(`/detailsPackage/${booking._id}`);
    await waitForHydration(page);
    await expect.poll(() => cacheHas(page, 'travelez-private', `/detailsPackage/${booking._id}`)).toBe(true);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return res.status;
    });
    expect(status).toBe(200);
    await expect.poll(() => page.evaluate(() => caches.has('travelez-private'))).toBe(false);
    // The session is over on the server too: the dashboard asks to sign in.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/signin');
  });
});

describe('staff check-in', () => {
  it('checks in by typed code and by a photo of the QR; queues offline and sends later; shows conflicts', async () => {
    const [typed, photographed, offline] = [await book(), await book(), await book()];
    // The QR as a traveller's phone shows it, photographed.
    const traveller = await phone(userCookie);
    await traveller.page.goto(`/detailsPackage/${photographed._id}`);
    const photo = await traveller.page.getByRole('img', { name: /^QR ticket for/ }).screenshot();
    await traveller.context.close();

    const { context, page } = await phone(adminCookie);
    try {
      await page.goto('/checkin');
      await waitForHydration(page);
      await controlled(page);
      await page.reload();
      await waitForHydration(page);
      const results = page.getByTestId('checkin-results');

      await page.getByLabel('Ticket code').fill(await ticketCode(typed._id));
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect.poll(() => results.getByText('Checked in: Nusrat Jahan').count()).toBe(1);

      await page.getByTestId('ticket-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo });
      await expect.poll(() => results.getByText('Checked in: Nusrat Jahan').count(), { timeout: 30_000 }).toBe(2);

      // The same code again: already checked in, saying by whom.
      await page.getByLabel('Ticket code').fill(await ticketCode(typed._id));
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect.poll(() => results.getByText('Already checked in', { exact: true }).isVisible()).toBe(true);
      expect(await results.textContent()).toContain('admin@travelez.test');
      await shot(page, 'checkin', 375);
      await shot(page, 'checkin', 1280);
      await page.setViewportSize(viewports.phone);

      // Offline at the meeting point: the page still opens, check-ins are queued...
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId('network-state').textContent()).toContain('Offline');
      await page.getByLabel('Ticket code').fill(await ticketCode(offline._id));
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      // The photo again, read offline (the decoder kept by the service worker): queued too.
      await page.getByTestId('ticket-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo });
      await expect.poll(() => page.getByTestId('network-state').textContent(), { timeout: 30_000 }).toContain('2 waiting to be sent');
      await shot(page, 'checkin-offline', 375);
      await page.setViewportSize(viewports.phone);
      // ...and sent when the network is back: one checked in, one already checked in (the photo's).
      await context.setOffline(false);
      await expect.poll(() => results.getByText('(sent when the network came back)').count(), { timeout: 20_000 }).toBe(2);
      expect(await results.getByText('Already checked in', { exact: true }).count()).toBe(1);
      expect(await page.getByTestId('network-state').textContent()).not.toContain('waiting');
      const ticket = await fetch(`${baseURL}/api/individualBookTour/${offline._id}/ticket`, { headers: sameSiteHeaders(baseURL, userCookie) });
      expect(((await ticket.json()) as { checkedInAt: string | null }).checkedInAt).not.toBeNull();
      // The departure's manifest shows who has checked in, and by whom.
      await page.goto(`/managePackage/${pkg._id}/departures/${departure._id}/manifest`);
      const table = page.getByRole('table');
      await expect.poll(() => table.getByText('admin@travelez.test').count()).toBe(3);
      expect(await page.getByText(/^3 of \d+ bookings$/).count()).toBe(1);
      const calendar = await fetch(`${baseURL}/api/departures/${departure._id}/calendar.ics`, { headers: sameSiteHeaders(baseURL, adminCookie) });
      expect(calendar.headers.get('content-type')).toContain('text/calendar');
      expect(await page.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe(`/api/departures/${departure._id}/calendar.ics`);
    } finally {
      await context.close();
    }
  });
});
