/**
 * Who travels (issue 36) in the browser, at 375 px: a family of two adults and a child books a
 * departure with a pickup point and a promo code; the confirmation shows the price per category,
 * and the booking the server saved has the party, the discount and the pickup. The owner fills in
 * each traveller's details on the booking page (a refusal keeps what was typed), in English and in
 * Bangla (/bn), and the operator's manifest lists them by pickup point with masked documents.
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

    // Each traveller's details on the booking page (one block per traveller of the party): a wrong
    // passport number is refused with what was typed kept, then the corrected details are saved and
    // listed with the numbers masked. The page shows the pickup point chosen.
    const childBorn = `${Number(dep.date.slice(0, 4)) - 7}${dep.date.slice(4)}`;
    const family = [
      { name: 'Rina Akter', born: '1988-04-12', gender: 'female', doc: 'nid', number: '1990123456789' },
      { name: 'Karim Hossain', born: '1985-11-02', gender: 'male', doc: 'passport', number: 'BX0123456' },
      { name: 'Ayan Hossain', born: childBorn, gender: 'male', doc: 'birth', number: '20190123456786789' },
    ];
    const owner = await newPage(browser, baseURL, viewports.phone);
    try {
      await useSession(owner.context, baseURL, cookie);
      const page = owner.page;
      await page.goto(`/detailsPackage/${booking!._id}`);
      await waitForHydration(page);
      await page.getByText(`${dep.pickupPoints[1]!.name}, ${dep.pickupPoints[1]!.time}`).first().waitFor();
      const blocks = ['Traveller 1 (adult)', 'Traveller 2 (adult)', 'Traveller 3 (child)'];
      for (const [i, who] of family.entries()) {
        const block = page.getByRole('group', { name: blocks[i] });
        await block.getByLabel('Full name (as on the document)').fill(who.name);
        await block.getByLabel('Date of birth').fill(who.born);
        await block.getByLabel('Gender').selectOption(who.gender);
        await block.getByLabel('Identity document').selectOption(who.doc);
        await block.getByLabel('Document number').fill(i === 1 ? '123456789' : who.number);
      }
      if (process.env.SHOTS_DIR) {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await page.setViewportSize(viewport);
          await page.locator('#travellers').screenshot({ path: `${process.env.SHOTS_DIR}/travellers-form-${viewport.width}.png` });
        }
        await page.setViewportSize(viewports.phone);
      }
      await page.getByRole('button', { name: 'Save travellers’ details' }).click();
      const second = page.getByRole('group', { name: 'Traveller 2 (adult)' });
      await second.getByText('A passport number is 1 or 2 letters and 7 or 8 digits').waitFor();
      expect(await second.getByLabel('Full name (as on the document)').inputValue()).toBe('Karim Hossain');
      expect(await second.getByLabel('Document number').getAttribute('aria-invalid')).toBe('true');
      await second.getByLabel('Document number').fill('BX0123456');
      await page.getByRole('button', { name: 'Save travellers’ details' }).click();
      await page.getByText('The travellers’ details are saved.').waitFor();
      const listed = page.getByRole('list', { name: 'Travellers of this booking' });
      expect(await listed.getByRole('listitem').count()).toBe(3);
      await listed.getByText('Karim Hossain').waitFor();
      await listed.getByText('••••3456').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.SHOTS_DIR) await page.locator('#travellers').screenshot({ path: `${process.env.SHOTS_DIR}/travellers-list-375.png` });
    } finally {
      await owner.context.close();
    }
    const admin = await newPage(browser, baseURL, viewports.phone);
    try {
      await useSession(admin.context, baseURL, await adminSessionCookie(baseURL));
      await admin.page.goto(`/managePackage/${pkg._id}/departures/${dep._id}/manifest`);
      const manifestList = admin.page.getByRole('list', { name: "Travellers of Rina Akter's booking" });
      await manifestList.waitFor();
      expect(await manifestList.getByRole('listitem').allInnerTexts()).toEqual([
        `Rina Akter · adult · ${ageOn('1988-04-12', dep.date)} yrs · NID ••••6789`,
        `Karim Hossain · adult · ${ageOn('1985-11-02', dep.date)} yrs · Passport ••••3456`,
        'Ayan Hossain · child · 7 yrs · Birth cert. ••••6789',
      ]);
      await admin.page.getByText(`Pickup: ${dep.pickupPoints[1]!.name}, ${dep.pickupPoints[1]!.time}`).waitFor();
      // Grouped by pickup point, with a count per point.
      await admin.page.getByRole('heading', { name: new RegExp(`^${dep.pickupPoints[1]!.name}, ${dep.pickupPoints[1]!.time} · \\d+ travellers?`) }).waitFor();
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
      // The operator adds a pickup point on the departure's change form.
      await admin.page.setViewportSize(viewports.phone);
      await admin.page.goto(`/managePackage/${pkg._id}/departures?edit=${dep._id}#change-departure`);
      await waitForHydration(admin.page);
      const added = admin.page
        .getByRole('listitem')
        .filter({ has: admin.page.getByLabel('New pickup point') })
        .first();
      await added.getByLabel('New pickup point').fill('Gabtoli bus terminal');
      await added.getByLabel('Time').fill('22:10');
      if (process.env.SHOTS_DIR) {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await admin.page.setViewportSize(viewport);
          await admin.page.locator('#change-departure').screenshot({ path: `${process.env.SHOTS_DIR}/departure-pickups-${viewport.width}.png` });
        }
        await admin.page.setViewportSize(viewports.phone);
      }
      await admin.page.getByRole('button', { name: 'Save departure' }).click();
      await admin.page.getByText(/^The departure on .* was saved\.$/).waitFor();
      const now = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as Dep[];
      expect(now.find((d) => d._id === dep._id)!.pickupPoints).toEqual([
        ...dep.pickupPoints,
        { id: 'gabtoli-bus-terminal', name: 'Gabtoli bus terminal', time: '22:10' },
      ]);
    } finally {
      await admin.context.close();
    }
  });

  it('fills in the travellers’ details on the Bangla booking page, with a refusal in Bangla that keeps what was typed', async () => {
    const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as Dep[];
    const dep = deps.find((d) => d.seatsLeft >= 2 && d.pickupPoints.length > 0)!;
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const made = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        packageId: pkg._id,
        departureId: dep._id,
        pickupPointId: dep.pickupPoints[0]!.id,
        fullName: 'Rina Akter',
        email: user.email,
        phone: '+880 1711 000222',
        address: 'House 3, Road 4, Mirpur',
        city: 'Dhaka',
        travellers: 1,
        cardName: 'RINA AKTER',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/2035',
      }),
    });
    expect(made.status).toBe(201);
    const booking = (await made.json()) as BookingDto;
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await useSession(context, baseURL, cookie);
      await page.goto(`/bn/detailsPackage/${booking._id}`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'কারা যাচ্ছেন' }).waitFor();
      const block = page.getByRole('group', { name: 'ভ্রমণকারী ১ (প্রাপ্তবয়স্ক)' });
      await block.getByLabel('পুরো নাম (পরিচয়পত্রে যেমন আছে)').fill('রিনা আক্তার');
      await block.getByLabel('জন্মতারিখ').fill('1988-04-12');
      await block.getByLabel('লিঙ্গ').selectOption('female');
      await block.getByLabel('পরিচয়পত্র', { exact: true }).selectOption('nid');
      await block.getByLabel('পরিচয়পত্রের নম্বর').fill('12345');
      await page.getByRole('button', { name: 'ভ্রমণকারীদের তথ্য সংরক্ষণ করুন' }).click();
      await block.getByText('এনআইডি নম্বর ১০, ১৩ বা ১৭ অঙ্কের হয়').waitFor();
      expect(await block.getByLabel('পুরো নাম (পরিচয়পত্রে যেমন আছে)').inputValue()).toBe('রিনা আক্তার');
      if (process.env.SHOTS_DIR) {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          await page.setViewportSize(viewport);
          await page.locator('#travellers').screenshot({ path: `${process.env.SHOTS_DIR}/travellers-form-bn-${viewport.width}.png` });
        }
        await page.setViewportSize(viewports.phone);
      }
      await block.getByLabel('পরিচয়পত্রের নম্বর').fill('1990 1234 56789');
      await page.getByRole('button', { name: 'ভ্রমণকারীদের তথ্য সংরক্ষণ করুন' }).click();
      await page.getByText('ভ্রমণকারীদের তথ্য সংরক্ষিত হয়েছে।').waitFor();
      const listed = page.getByRole('list', { name: 'এই বুকিংয়ের ভ্রমণকারীরা' });
      await listed.getByText('রিনা আক্তার').waitFor();
      await listed.getByText('••••6789').waitFor();
      // The pickup point chosen, in Bangla where it has a Bangla name.
      const point = dep.pickupPoints[0]! as Dep['pickupPoints'][number] & { nameBn?: string };
      await page
        .getByText(`${point.nameBn ?? point.name}, ${point.time}`)
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
    const saved = (await (await fetch(`${baseURL}/api/individualBookTour/${booking._id}`, { headers: sameSiteHeaders(baseURL, cookie) })).json()) as BookingDto;
    expect(saved.travellerDetails).toEqual([
      {
        category: 'adult',
        fullName: 'রিনা আক্তার',
        dateOfBirth: '1988-04-12',
        gender: 'female',
        document: { type: 'nid', number: '1990123456789', numberMasked: '••••6789' },
      },
    ]);
  });
});

/** Whole years from `born` to `on` (both YYYY-MM-DD). */
function ageOn(born: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(born.slice(0, 4));
  return on.slice(5) < born.slice(5) ? years - 1 : years;
}
