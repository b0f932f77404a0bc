/**
 * Who travels (issue 36) in the browser, at 375 px: a family of two adults and a child books a
 * departure with a pickup point and a promo code; the confirmation shows the price per category,
 * and the booking the server saved has the party, the discount and the pickup.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto } from '../../shared/schemas/booking-dto.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, signIn, useSession, type TestUser } from '../support/accounts.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { useSite } from '../support/site.ts';

// A site of its own: it books seats of a demo departure.
const site = await useSite({ fresh: true });
const baseURL = site.baseURL;

let browser: Browser;
let user: TestUser;
let pkg: Pkg;

interface Dep {
  _id: string;
  date: string;
  seatsLeft: number;
  price: number;
  pickupPoints: { id: string; name: string; time: string }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Rina Akter' });
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.name === "Cox's Bazar")!;
  const admin = await adminSessionCookie(baseURL);
  const made = await fetch(`${baseURL}/api/promoCodes`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, admin, { 'content-type': 'application/json' }),
    body: JSON.stringify({ code: 'FAMILY5', kind: 'percent', value: 5 }),
  });
  expect(made.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await site.stop();
});

describe('who travels', () => {
  it('a family of two adults and a child books with a pickup point and a promo code, priced per category', async () => {
    const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as Dep[];
    const dep = deps.find((d) => d.seatsLeft >= 5 && d.pickupPoints.length > 0)!;
    expect(dep).toBeTruthy();
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await signIn(page, user.email, user.password, `/bookNow?package=${pkg._id}&departure=${dep._id}`);
      await waitForHydration(page);
      await page.getByLabel('Phone').fill('+880 1711 000222');
      await page.getByLabel('Address').fill('House 3, Road 4, Mirpur');
      await page.getByLabel('City').fill('Dhaka');
      await page.getByLabel('Travellers', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'More children' }).click();
      await page.getByText('2 adults').waitFor();
      await page.getByLabel('Pickup point').selectOption(dep.pickupPoints[1]!.id);
      await page.getByLabel('Promo code').fill('family5');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Card Name').fill('RINA AKTER');
      await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Expire Date').fill('12/35');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
      await page.getByText(/^Adult × 2/).waitFor();
      await page.getByText(/^Child × 1/).waitFor();
      await page.getByText('Promo code FAMILY5').waitFor();
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await page.getByRole('heading', { name: 'Your Order Successfully Done.' }).waitFor();
    } finally {
      await context.close();
    }
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const [booking] = (await (await fetch(`${baseURL}/api/individualBookTour`, { headers: sameSiteHeaders(baseURL, cookie) })).json()) as BookingDto[];
    const adult = booking!.priceBreakdown[0]!;
    const child = booking!.priceBreakdown[1]!;
    expect(booking).toMatchObject({
      travellers: 3,
      party: { adult: 2, child: 1, infant: 0 },
      promoCode: 'FAMILY5',
      pickupPoint: dep.pickupPoints[1],
    });
    expect(adult).toMatchObject({ code: 'adult', count: 2, unitPrice: dep.price });
    expect(child.code).toBe('child');
    const subtotal = adult.amount + child.amount;
    expect(booking!.discount).toBe(Math.floor(subtotal * 0.05 + 0.5));
    expect(booking!.totalPrice).toBe(subtotal - booking!.discount);

    // Each traveller's details (through the API, as the booking page will send them), then the
    // operator's manifest lists all three by name with the pickup point and masked documents.
    const childBorn = `${Number(dep.date.slice(0, 4)) - 7}${dep.date.slice(4)}`;
    const details = await fetch(`${baseURL}/api/individualBookTour/${booking!._id}/travellers`, {
      method: 'PUT',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify([
        { category: 'adult', fullName: 'Rina Akter', dateOfBirth: '1988-04-12', gender: 'female', document: { type: 'nid', number: '1990123456789' } },
        { category: 'adult', fullName: 'Karim Hossain', dateOfBirth: '1985-11-02', gender: 'male', document: { type: 'passport', number: 'BX0123456' } },
        { category: 'child', fullName: 'Ayan Hossain', dateOfBirth: childBorn, gender: 'male', document: { type: 'birth', number: '20190123456786789' } },
      ]),
    });
    expect(details.status).toBe(200);
    const admin = await newPage(browser, baseURL, viewports.phone);
    try {
      await useSession(admin.context, baseURL, await adminSessionCookie(baseURL));
      await admin.page.goto(`/managePackage/${pkg._id}/departures/${dep._id}/manifest`);
      const listed = admin.page.getByRole('list', { name: "Travellers of Rina Akter's booking" });
      await listed.waitFor();
      expect(await listed.getByRole('listitem').allInnerTexts()).toEqual([
        `Rina Akter · adult · ${ageOn('1988-04-12', dep.date)} yrs · NID ••••6789`,
        `Karim Hossain · adult · ${ageOn('1985-11-02', dep.date)} yrs · Passport ••••3456`,
        'Ayan Hossain · child · 7 yrs · Birth cert. ••••6789',
      ]);
      await admin.page.getByText(`Pickup: ${dep.pickupPoints[1]!.name}, ${dep.pickupPoints[1]!.time}`).waitFor();
      const html = await admin.page.content();
      for (const whole of ['1990123456789', 'BX0123456', '20190123456786789']) expect(html).not.toContain(whole);
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // To look at (`SHOTS_DIR=...`): the manifest at both widths.
      if (process.env.SHOTS_DIR) {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await admin.page.setViewportSize(viewport);
          await admin.page.screenshot({ path: `${process.env.SHOTS_DIR}/manifest-${viewport.width}.png`, fullPage: true });
        }
      }
    } finally {
      await admin.context.close();
    }
  });
});

/** Whole years from `born` to `on` (both YYYY-MM-DD). */
function ageOn(born: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(born.slice(0, 4));
  return on.slice(5) < born.slice(5) ? years - 1 : years;
}
