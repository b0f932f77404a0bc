/**
 * Issue 34's defects, each at the address where it was found: the language switch of a not-found
 * page at `/bn//evil.example` stays on the site; a Bangla sign-in lands on the Bangla page it was
 * asked for (one `/bn`); the booking page shows the trip's itinerary day by day in its language and
 * fits a 375 px window; the search form's error outlives hydration; only /checkin may compile
 * WebAssembly. Screenshots go to SHOTS_DIR when it is set.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession, type TestUser } from '../support/accounts.ts';
import { drawEverySection, launchBrowser, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { collectErrors, pageOverflow } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const shotsDir = process.env.SHOTS_DIR;

let browser: Browser;
let user: TestUser;
let userCookie: string;
let pkg: Pkg;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Right Everywhere' });
  userCookie = await sessionCookie(baseURL, user.email, user.password);
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2 && p.tourPlanDays.length >= 2)!;
  expect(pkg).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${shotsDir}/${name}-${viewport.width}.png`, fullPage: true, style: drawEverySection });
  }
}

describe('links built from a path stay on the site', () => {
  it('the not-found page at /bn//evil.example switches to English at /evil.example, not to another host', async () => {
    for (const path of ['/bn//evil.example', '/bn/\\evil.example', '//evil.example']) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(
        hrefs.filter((h) => /^[/\\]{2}|^\/\\/.test(h)),
        path,
      ).toEqual([]);
      const switchHref = html.match(/<a [^>]*href="([^"]*)"[^>]*data-testid="language-switch"/)?.[1];
      expect(switchHref, path).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('Bangla sign-in', () => {
  it('lands on the Bangla page that asked for it, with one /bn', async () => {
    const context = await browser.newContext({ baseURL, viewport: viewports.phone });
    const page = await context.newPage();
    try {
      await page.goto('/bn/dashboard');
      await page.waitForURL((url) => url.pathname === '/bn/signin');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard');
      await waitForHydration(page);
      const form = page.locator('form', { has: page.locator('input[name="password"]') });
      await form.locator('input[name="email"]').fill(user.email);
      await form.locator('input[name="password"]').fill(user.password);
      await Promise.all([page.waitForURL((url) => url.pathname !== '/bn/signin'), form.locator('button[value="signin"]').click()]);
      expect(new URL(page.url()).pathname).toBe('/bn/dashboard');
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/[\u0980-\u09FF]/);
    } finally {
      await context.close();
    }
  });

  it('a remembered Bangla address keeps one /bn without the page’s code too (a plain form post)', async () => {
    const body = new URLSearchParams({ email: user.email, password: user.password, redirectTo: '/bn/dashboard' });
    const res = await fetch(`${baseURL}/bn/signin`, {
      method: 'POST',
      headers: { ...sameSiteHeaders(baseURL), 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/bn/dashboard');
  });
});

describe("the booking page, the traveller's on the trip", () => {
  it('shows the itinerary day by day in its language and fits 375 px', async () => {
    const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; date: string; seatsLeft: number }[];
    const departure = deps.find((d) => d.seatsLeft >= 2)!;
    const booked = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: { ...sameSiteHeaders(baseURL, userCookie), 'content-type': 'application/json' },
      body: JSON.stringify({
        packageId: pkg._id,
        departureId: departure._id,
        fullName: 'Right Everywhere',
        email: user.email,
        phone: '+880 1711 000444',
        address: 'House 1, Road 2',
        city: 'Sylhet',
        travelDate: departure.date,
        travellers: 2,
        cardName: 'RIGHT EVERYWHERE',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/2035',
      }),
    });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { _id: string };
    const context = await browser.newContext({ baseURL, viewport: viewports.phone });
    await useSession(context, baseURL, userCookie);
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      for (const prefix of ['', '/bn']) {
        // The package's own page says what the plan is, in this language.
        await page.goto(`${prefix}/singleTour/${pkg._id}`);
        const plan = await page.locator('section[aria-labelledby="plan-title"] li h3').allTextContents();
        expect(plan.length).toBe(pkg.tourPlanDays.length);
        await page.goto(`${prefix}/detailsPackage/${booking._id}`);
        await waitForHydration(page);
        const itinerary = page.getByTestId('itinerary');
        expect(await itinerary.isVisible()).toBe(true);
        const days = await itinerary.locator('li h4').evaluateAll((hs) => hs.map((h) => (h.lastChild?.textContent ?? '').trim()));
        expect(days).toEqual(plan.map((d) => d.trim()));
        if (prefix) expect(await itinerary.locator('h3').textContent()).toBe('দিনভিত্তিক ভ্রমণসূচি');
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await page.setViewportSize(viewport);
          expect(await pageOverflow(page), `${prefix}/detailsPackage at ${viewport.width} px`).toBe('');
        }
        await shot(page, `booking${prefix.replace('/', '-')}`);
        await page.setViewportSize(viewports.phone);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a search form’s error', () => {
  it('stays once the page hydrates, with aria-invalid, in both languages', async () => {
    const context = await browser.newContext({ baseURL, viewport: viewports.phone });
    const page = await context.newPage();
    try {
      for (const prefix of ['', '/bn']) {
        const response = await page.goto(`${prefix}/tour?guests=abc`);
        const html = (await response?.text()) ?? '';
        const guests = page.locator('input[name="guests"]');
        const describedBy = html.match(/<input[^>]*name="guests"[^>]*>/)?.[0] ?? '';
        expect(describedBy).toContain('aria-invalid="true"');
        await waitForHydration(page);
        expect(await guests.getAttribute('aria-invalid')).toBe('true');
        const described = ((await guests.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
        const message = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '), described);
        expect(message.trim().length).toBeGreaterThan(0);
        await shot(page, `tour-guests-error${prefix.replace('/', '-')}`);
        await page.setViewportSize(viewports.phone);
      }
    } finally {
      await context.close();
    }
  });
});

describe('WebAssembly only where it is compiled', () => {
  it("gives 'wasm-unsafe-eval' to /checkin alone", async () => {
    const adminCookie = await adminSessionCookie(baseURL);
    const cspOf = async (path: string) => (await fetch(`${baseURL}${path}`, { headers: { cookie: adminCookie } })).headers.get('content-security-policy') ?? '';
    // The router shows the check-in page for other spellings too: each gets the decoder.
    for (const path of ['/checkin', '/bn/checkin', '/checkin/', '/Checkin', '/bn/checkin/']) expect(await cspOf(path), path).toContain("'wasm-unsafe-eval'");
    for (const path of ['/', '/bn', '/tour', '/dashboard', '/manageBooking', '/bn/manageBooking'])
      expect(await cspOf(path), path).not.toContain('wasm-unsafe-eval');
  });
});
