/**
 * Booking end to end, in headless Chromium against the built site, e-mails received by the SMTP
 * sink: from a tour detail's 'Book Now' through the four steps (a departure chosen on step 1) to
 * the dashboard card and its detail page; every step's required messages; Back keeping values; a
 * reload keeping the package and step 1; a failed save (the package removed by an admin meanwhile)
 * keeping the user on step 3; a departure selling out while the user is in the wizard (back to
 * step 1, nothing typed lost); cancellation with the policy's charge shown and recorded.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cancellationCharge, dhakaDate } from '../../shared/policy.ts';
import { formatTk, priceBooking } from '../../shared/pricing.ts';
import { formatDay } from '../../shared/seats.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, signIn, useSession, type TestUser } from '../support/accounts.ts';
import { createTour } from '../support/admin-api.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';
import { axeViolations, wcag21 } from '../support/page-checks.ts';

// A site of its own: its wizard books seats of the demo departures and reads the dashboard whole, which other files' bookings on a shared site change.
const site = await useSite({ fresh: true });
const baseURL = site.baseURL;
const mailDir = site.mailDir;

let browser: Browser;
let user: TestUser;
let pkg: Pkg;
let packages: Pkg[];
/** A departure of `pkg` with room for every booking of this file (the first ones of the demo are nearly full). */
let dep: Dep;

/** An open departure as GET /api/departures answers it. */
interface Dep {
  _id: string;
  date: string;
  seats: number;
  seatsTaken: number;
  seatsLeft: number;
  price: number;
  availability: 'available' | 'few' | 'sold-out';
}
async function departuresOf(packageId: string): Promise<Dep[]> {
  return (await (await fetch(`${baseURL}/api/departures?packageId=${packageId}`)).json()) as Dep[];
}
/** The radio button of a departure on step 1 (its label starts with the date). */
const departureRadio = (page: Page, d: Dep) => page.getByRole('radio', { name: new RegExp(`^${formatDay(d.date)}`) });

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createVerifiedUser(baseURL, mailDir, { name: 'Nadia Islam' });
  packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  expect(pkg).toBeTruthy();
  dep = (await departuresOf(pkg._id)).find((d) => d.seatsLeft >= 8)!;
  expect(dep).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

const travelDate = () => addDays(dhakaDate(), 120);
/** axe-core (WCAG 2.1 A/AA) on the page as it is now: violations as readable lines. */
const axe = (page: Page, where: string) => axeViolations(page, where, { tags: wcag21 });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Step 1: the customer, then the departure (a package that sells them) or a free date (one that does not). */
async function fillStep1(page: Page, when: Dep | string = dep, travellers = '2') {
  await page.getByLabel('Full Name').fill('Nadia Islam');
  await page.getByLabel('Phone').fill('+880 1711 000111');
  await page.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('City').fill('Dhaka');
  if (typeof when === 'string') await page.getByLabel('Travel Date').fill(when);
  else await departureRadio(page, when).check();
  await page.getByLabel('Travellers', { exact: true }).fill(travellers);
}

async function fillStep2(page: Page) {
  await page.getByLabel('Card Name').fill('NADIA ISLAM');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Expire Date').fill('12/35');
}

describe('the booking wizard', () => {
  it('books a package from its detail page, through four steps, to the dashboard and the booking card', async () => {
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    try {
      await signIn(page, user.email, user.password);
      await page.goto(`/singleTour/${pkg._id}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await page.waitForURL((u) => u.pathname === '/bookNow' && u.searchParams.get('package') === pkg._id);
      await page.getByRole('navigation', { name: 'Booking progress' }).getByText('Step 1 of 4: Your details').waitFor();
      await heading(page, 'Your details').waitFor();
      await waitForHydration(page);
      // Opening the wizard leaves focus where a page starts: no focus ring around its first heading.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
      // Prefilled from the account.
      expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Nadia Islam');

      // Step 1's messages: on change, and all at once on Next.
      await page.getByLabel('Full Name').fill('');
      await page.getByText('* Full Name field is required').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      for (const m of ['* Full Name field is required', '* Phone field is required', '* Address field is required', '* City field is required']) {
        await page.getByText(m, { exact: true }).waitFor();
      }
      // The departures instead of a free date: a radio group, one chosen already.
      expect(await page.getByLabel('Travel Date').count()).toBe(0);
      const group = page.getByRole('group', { name: 'Departure date' });
      await group.waitFor();
      expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
      const violations = await axe(page, 'step 1 with messages');
      await page.getByLabel('Travellers', { exact: true }).fill(String(pkg.packageGroupPeoples + 1));
      await page.getByText(`Travellers must be at most ${pkg.packageGroupPeoples} (the group size)`).waitFor();
      await fillStep1(page);
      expect(await page.getByText(/field is required/).count()).toBe(0);

      // A reload keeps the package and step 1.
      await page.reload();
      await heading(page, 'Your details').waitFor();
      await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Dhaka');
      await expect.poll(() => departureRadio(page, dep).isChecked()).toBe(true);
      expect(await page.getByLabel('Travellers', { exact: true }).inputValue()).toBe('2');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2's messages. Focus has moved to the new step's title (a screen reader reads it).
      await heading(page, 'Payment details').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Payment details');
      await page.getByRole('button', { name: 'Next' }).click();
      for (const m of ['* Card Name field is required', '* Card Number field is required', '* CVC field is required', '* Expire Date field is required']) {
        await page.getByText(m, { exact: true }).waitFor();
      }
      violations.push(...(await axe(page, 'step 2 with messages')));
      await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
      await page.getByText('Card number is not valid (check the digits)').waitFor();
      await page.getByLabel('Expire Date').fill('01/20');
      await page.getByText('Card has expired').waitFor();
      await page.getByLabel('CVC').fill('12');
      await page.getByText('CVC must be 3 or 4 digits').waitFor();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3: the summary at the departure's date and price, computed by the policy module.
      await heading(page, 'Confirm your booking').waitFor();
      const price = priceBooking({ packagePresentPrice: dep.price, groupSize: pkg.packageGroupPeoples }, 2, dep.date, dhakaDate());
      const summary = page.locator('dl');
      const row = (label: string) => summary.locator('div').filter({ has: page.getByText(label, { exact: true }) });
      expect(await row('Price per person').textContent()).toContain(formatTk(dep.price));
      expect(await row('Total').textContent()).toContain(formatTk(price.totalPrice));
      expect(await row('Advance due now').textContent()).toContain(formatTk(price.dueNow));
      const charge = cancellationCharge({ travelDate: dep.date, totalPrice: price.totalPrice, advanceDue: price.dueNow }, dhakaDate()).charge;
      await page.getByText('Cancelling today would cost').waitFor();
      expect(await page.getByRole('table', { name: 'Cancellation charges by date' }).textContent()).toContain(formatTk(charge));

      violations.push(...(await axe(page, 'step 3')));

      // Back from 3 to 2 and from 2 to 1 keeps the values.
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Payment details').waitFor();
      expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
      expect(await page.getByLabel('Expire Date').inputValue()).toBe('12/35');
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Your details').waitFor();
      expect(await page.getByLabel('Address').inputValue()).toBe('House 12, Road 5, Dhanmondi');
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await page.getByLabel('CVC').inputValue()).toBe('123');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 4 only after the save.
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await heading(page, 'Your Order Successfully Done.').waitFor();
      await page.getByText("We'll notify you as soon as possible").waitFor();
      await page.locator('#main').getByRole('link', { name: '+880 1712-345678' }).waitFor();
      await page.getByRole('link', { name: 'GO TO HOME' }).waitFor();
      violations.push(...(await axe(page, 'step 4')));
      const mail = await waitForMail(mailDir, user.email, /Your Travelez booking TZ-/);
      expect(mail.body).toContain('Advance due now');
      expect(mail.body).not.toContain('4242424242424242');

      // The dashboard card and its detail page.
      await page.goto('/dashboard');
      await waitForHydration(page);
      await heading(page, 'Nadia Islam Ordering Packages').waitFor();
      const card = page.getByRole('listitem').filter({ hasText: pkg.name }).first();
      await card.getByText('Pending').waitFor();
      await card.getByRole('img', { name: new RegExp(`^${pkg.name}`) }).waitFor();
      violations.push(...(await axe(page, 'dashboard')));
      await card.getByRole('link', { name: /Go Details/ }).click();
      await page.waitForURL(/\/detailsPackage\/[0-9a-z]{20}$/);
      await page.getByText('Visa ending in 4242').waitFor();
      await page.getByRole('heading', { name: 'Payment schedule' }).waitFor();
      await page.getByRole('link', { name: /Back to Dashboard/ }).waitFor();

      // Cancel: the dialog shows the policy's charge; the booking becomes Cancelled with it recorded.
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByText(`Cancelling today costs ${formatTk(charge)}`).waitFor();
      violations.push(...(await axe(page, 'cancel dialog')));
      // A lost connection: a message in the dialog, nothing changed.
      await page.route(/\/detailsPackage\/[0-9a-z]+\.data/, (route) => route.abort('internetdisconnected'));
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'we could not reach Travelez' }).waitFor();
      await page.unroute(/\/detailsPackage\/[0-9a-z]+\.data/);
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Cancellation charge').waitFor();
      const article = page.locator('article');
      await article.getByText('Cancelled', { exact: true }).waitFor();
      expect(await article.textContent()).toContain(formatTk(charge));
      expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
      await waitForMail(mailDir, user.email, /is cancelled/);
      violations.push(...(await axe(page, 'cancelled booking')));
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
    // Four steps, the dashboard and the card in one browser: about 25 s alone, twice that beside two other files.
  }, 120_000);

  it('books an upcoming event: its start date is the travel date', async () => {
    const events = (await (await fetch(`${baseURL}/api/upcommingevent`)).json()) as {
      _id: string;
      name: string;
      startDate: string | null;
      presentPrice: number;
    }[];
    const event = events.find((e) => e.startDate && e.startDate > addDays(dhakaDate(), 1))!;
    expect(event).toBeTruthy();
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await signIn(page, user.email, user.password, `/upComingEventDetails/${event._id}`);
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await page.waitForURL((u) => u.pathname === '/bookNow' && u.searchParams.get('event') === event._id);
      await heading(page, 'Your details').waitFor();
      // No date to choose: the event's start, shown.
      expect(await page.getByLabel('Travel Date').count()).toBe(0);
      await page.getByText("The event's start date.").waitFor();
      await page.getByLabel('Phone').fill('+880 1711 000111');
      await page.getByLabel('Address').fill('House 12, Road 5');
      await page.getByLabel('City').fill('Dhaka');
      await page.getByLabel('Travellers', { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Next' }).click();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();
      await page.locator('dl').getByText(formatTk(event.presentPrice), { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await heading(page, 'Your Order Successfully Done.').waitFor();
      await page.getByRole('link', { name: 'See my booking' }).click();
      await page.waitForURL(/\/detailsPackage\//);
      await page.getByRole('heading', { name: event.name }).first().waitFor();
      const travel = page.locator('dl div').filter({ hasText: 'Travel date' });
      const shown = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${event.startDate}T00:00:00Z`),
      );
      expect(await travel.textContent()).toContain(shown);
    } finally {
      await context.close();
    }
  });

  it('keeps the user on step 3 with a clear message when the save fails, nothing typed lost', async () => {
    // An admin adds a package, the customer starts booking it, the admin removes it meanwhile.
    const admin = await adminSessionCookie(baseURL);
    const full = (await (await fetch(`${baseURL}/api/singleTourPackage/${pkg._id}`)).json()) as Record<string, unknown>;
    const { _id, slug, ...fields } = full;
    void _id;
    void slug;
    const created = await fetch(`${baseURL}/api/tourPackages`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, admin, { 'content-type': 'application/json' }),
      body: JSON.stringify({ ...fields, name: 'Vanishing Island', status: 'Available' }),
    });
    expect(created.status).toBe(201);
    const temp = (await created.json()) as Pkg;

    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await signIn(page, user.email, user.password, `/bookNow?package=${temp._id}`);
      await heading(page, 'Your details').waitFor();
      await fillStep1(page, travelDate(), '1');
      await page.getByRole('button', { name: 'Next' }).click();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();

      // The connection drops: a message, still step 3.
      await page.route(/\/bookNow\.data/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await page.getByRole('alert').filter({ hasText: 'we could not reach Travelez' }).waitFor();
      await heading(page, 'Confirm your booking').waitFor();
      await page.unroute(/\/bookNow\.data/);

      const removed = await fetch(`${baseURL}/api/tourPackages/${temp._id}`, { method: 'DELETE', headers: sameSiteHeaders(baseURL, admin) });
      expect(removed.status).toBe(200);

      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Your booking was not saved' });
      await alert.filter({ hasText: 'This package is no longer offered' }).waitFor();
      expect(await alert.count()).toBe(1);
      await heading(page, 'Confirm your booking').waitFor();
      expect(await page.getByText('Your Order Successfully Done.').count()).toBe(0);
      // Nothing typed is lost.
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.getByLabel('Phone').inputValue()).toBe('+880 1711 000111');
    } finally {
      await context.close();
    }
  });

  it('books through the departure picker on a 375 px phone: sold-out dates disabled, the linked date chosen, travellers limited by its seats', async () => {
    const sm = packages.find((p) => p.slug === 'saint-martin-coral-island-escape')!;
    // A tour of this test's own whose only date has 3 seats of a group of 10: 'Few seats left'.
    const nearlyFull = await createTour(baseURL, `Nearly Full Trail ${Date.now().toString(36)}`, [{ days: 30, seats: 3 }], { packageGroupPeoples: 10 });
    const [smDeps, [few]] = await Promise.all([departuresOf(sm._id), departuresOf(nearlyFull.pkg._id)]);
    expect(few).toMatchObject({ _id: nearlyFull.departures[0]!._id, seatsLeft: 3, availability: 'few' });
    // The demo content: Saint Martin's first departure is sold out.
    expect(smDeps[0]!.seatsLeft).toBe(0);
    const firstOpen = smDeps.find((d) => d.seatsLeft >= 2)!;
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      // The tour page links a departure: it is the one chosen.
      await signIn(page, user.email, user.password, `/bookNow?package=${nearlyFull.pkg._id}&departure=${few!._id}`);
      await heading(page, 'Your details').waitFor();
      await expect.poll(() => departureRadio(page, few!).isChecked()).toBe(true);
      // Nearly full: 'Few seats left', and the travellers follow its seats (3, fewer than the group's 10).
      expect(
        await page
          .locator('label')
          .filter({ has: departureRadio(page, few!) })
          .textContent(),
      ).toContain('Few seats left');
      expect(await page.getByLabel('Travellers', { exact: true }).getAttribute('max')).toBe('3');
      await page.getByLabel('Travellers', { exact: true }).fill('4');
      await page.getByText(`Travellers must be at most 3 (seats left on ${formatDay(few!.date)})`).waitFor();

      await page.goto(`/bookNow?package=${sm._id}`);
      await waitForHydration(page);
      await heading(page, 'Your details').waitFor();
      // Sold out: shown, not choosable; the first date with seats is chosen.
      expect(await departureRadio(page, smDeps[0]!).isDisabled()).toBe(true);
      await expect.poll(() => departureRadio(page, firstOpen).isChecked()).toBe(true);
      const violations = await axe(page, 'phone step 1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
      // By keyboard: the arrow keys move through the dates.
      const second = smDeps.filter((d) => d.seatsLeft >= 1)[1]!;
      await departureRadio(page, firstOpen).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => departureRadio(page, second).isChecked()).toBe(true);
      // A tap on a date's card chooses it.
      await page.getByText(formatDay(firstOpen.date), { exact: true }).click();
      await expect.poll(() => departureRadio(page, firstOpen).isChecked()).toBe(true);

      await fillStep1(page, firstOpen, '1');
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Payment details').waitFor();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();
      const summary = page.locator('dl');
      await summary.getByText(formatTk(firstOpen.price), { exact: true }).first().waitFor();
      expect(await summary.locator('div').filter({ hasText: 'Travel date' }).textContent()).toContain(formatDay(firstOpen.date));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await heading(page, 'Your Order Successfully Done.').waitFor();
      const after = (await departuresOf(sm._id)).find((d) => d._id === firstOpen._id)!;
      expect(after.seatsLeft).toBe(firstOpen.seatsLeft - 1);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a departure selling out while the user is in the wizard: the reason on step 1, nothing typed lost, another date books', async () => {
    const admin = await adminSessionCookie(baseURL);
    const shopper = await createVerifiedUser(baseURL, mailDir, { name: 'Karim Hossain' });
    const [doomed, other] = (await departuresOf(pkg._id)).filter((d) => d._id !== dep._id && d.seatsLeft >= 3);
    expect(doomed && other).toBeTruthy();
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    try {
      await signIn(page, shopper.email, shopper.password, `/bookNow?package=${pkg._id}&departure=${doomed!._id}`);
      await heading(page, 'Your details').waitFor();
      await fillStep1(page, doomed, '2');
      await page.getByRole('button', { name: 'Next' }).click();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();

      // Meanwhile its last seats go: the operator cuts its seats to those already taken.
      const cut = await fetch(`${baseURL}/api/departures/${doomed!._id}`, {
        method: 'PATCH',
        headers: sameSiteHeaders(baseURL, admin, { 'content-type': 'application/json' }),
        body: JSON.stringify({ seats: doomed!.seatsTaken }),
      });
      expect(cut.status, await cut.clone().text()).toBe(200);

      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      // Back on step 1 with the reason, the dates asked for again (the sold-out one not choosable).
      await heading(page, 'Your details').waitFor();
      const reason = `The departure on ${formatDay(doomed!.date)} is sold out. Please choose another date.`;
      await page.getByRole('alert').filter({ hasText: 'Your booking was not saved' }).filter({ hasText: reason }).waitFor();
      await expect.poll(() => departureRadio(page, doomed!).isDisabled()).toBe(true);
      expect(await page.getByText('Your Order Successfully Done.').count()).toBe(0);
      // Nothing typed is lost.
      expect(await page.getByLabel('Phone').inputValue()).toBe('+880 1711 000111');
      expect(await page.getByLabel('Address').inputValue()).toBe('House 12, Road 5, Dhanmondi');
      expect(await page.getByLabel('Travellers', { exact: true }).inputValue()).toBe('2');
      const violations = await axe(page, 'seats gone');

      // Another date, and on without retyping.
      await departureRadio(page, other!).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Payment details').waitFor();
      expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
      expect(await page.getByLabel('CVC').inputValue()).toBe('123');
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();
      // The old refusal is not shown again on the summary.
      expect(await page.getByRole('alert').filter({ hasText: 'Your booking was not saved' }).count()).toBe(0);
      expect(await page.locator('dl div').filter({ hasText: 'Travel date' }).textContent()).toContain(formatDay(other!.date));
      await page.getByRole('button', { name: 'Confirm And Submit' }).click();
      await heading(page, 'Your Order Successfully Done.').waitFor();
      const after = (await departuresOf(pkg._id)).find((d) => d._id === other!._id)!;
      expect(after.seatsLeft).toBe(other!.seatsLeft - 2);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('explains how to choose a tour when none is chosen, and asks to sign in first', async () => {
    const anon = await newPage(browser, baseURL, viewports.desktop);
    try {
      await anon.page.goto('/bookNow?package=abc');
      await anon.page.waitForURL(/\/signin\?redirectTo=/);
    } finally {
      await anon.context.close();
    }
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await signIn(page, user.email, user.password, '/bookNow');
      await page.getByText('Choose a tour first').waitFor();
      await page.getByRole('link', { name: 'Browse tours' }).click();
      await page.waitForURL((u) => u.pathname === '/tour');
    } finally {
      await context.close();
    }
  });

  it('takes digits only in the card number and CVC, the number in groups of four as it is typed or pasted', async () => {
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const { context, page } = await newPage(browser, baseURL, viewports.phone);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
      await useSession(context, baseURL, cookie);
      await page.goto(`/bookNow?package=${pkg._id}`);
      await waitForHydration(page);
      await heading(page, 'Your details').waitFor();
      await fillStep1(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Payment details').waitFor();

      const number = page.getByLabel('Card Number');
      const cvc = page.getByLabel('CVC');
      const expiry = page.getByLabel('Expire Date');
      // What phones and password managers go by.
      expect(await number.evaluate((i: HTMLInputElement) => [i.type, i.inputMode, i.autocomplete, i.maxLength])).toEqual(['text', 'numeric', 'cc-number', 23]);
      expect(await cvc.evaluate((i: HTMLInputElement) => [i.type, i.inputMode, i.autocomplete, i.maxLength])).toEqual(['text', 'numeric', 'cc-csc', 4]);
      expect(await expiry.evaluate((i: HTMLInputElement) => [i.inputMode, i.autocomplete])).toEqual(['numeric', 'cc-exp']);
      expect(await page.getByLabel('Card Name').getAttribute('autocomplete')).toBe('cc-name');

      // Typed key by key: letters and signs never appear; the groups form as the digits come.
      await number.pressSequentially('4242x4242');
      expect(await number.inputValue()).toBe('4242 4242');
      await number.pressSequentially('-4242 a4242');
      expect(await number.inputValue()).toBe('4242 4242 4242 4242');
      // American Express: 4-6-5.
      await number.fill('');
      await number.pressSequentially('378282246310005');
      expect(await number.inputValue()).toBe('3782 822463 10005');

      // Pasted (a real paste from the clipboard): the digits, grouped, also when longer than the field.
      for (const pasted of ['4242-4242 4242abc4242', '4242 - 4242 - 4242 - 4242']) {
        await number.fill('');
        await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
        await number.focus();
        await page.keyboard.press('ControlOrMeta+V');
        expect(await number.inputValue(), pasted).toBe('4242 4242 4242 4242');
      }

      await cvc.pressSequentially('1a2b3c4d5');
      expect(await cvc.inputValue()).toBe('1234');
      await cvc.fill('');
      await cvc.pressSequentially('12x3');
      expect(await cvc.inputValue()).toBe('123');
      await expiry.pressSequentially('12x35');
      expect(await expiry.inputValue()).toBe('12/35');
      await page.getByLabel('Card Name').fill('NADIA ISLAM');

      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, 'Confirm your booking').waitFor();
      await page.locator('dl').getByText('ending in 4242').waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows each booking's photo, name and status on the dashboard, on a phone and on a desktop", async () => {
    const owner = await createVerifiedUser(baseURL, mailDir, { name: 'Rumana Akter' });
    const cookie = await sessionCookie(baseURL, owner.email, owner.password);
    const created = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        packageId: pkg._id,
        fullName: 'Rumana Akter',
        email: owner.email,
        phone: '+880 1711 000222',
        address: 'House 3, Road 2, Banani',
        city: 'Dhaka',
        // The package sells departures: one of them, not a free date.
        departureId: dep._id,
        travellers: 1,
        cardName: 'RUMANA AKTER',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/35',
      }),
    });
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { name: string; packageName: string; displayPhoto: string; status: string };
    // JSON answers carry absolute image URLs (BASE_URL/uploads/…).
    expect(booking.displayPhoto).toMatch(/^https?:\/\/[^/]+\/uploads\//);

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context, page } = await newPage(browser, baseURL, viewport);
      try {
        await useSession(context, baseURL, cookie);
        await page.goto('/dashboard');
        await waitForHydration(page);
        await heading(page, 'Rumana Akter Ordering Packages').waitFor();
        const card = page.getByRole('listitem').filter({ hasText: booking.name });
        expect(await card.count()).toBe(1);
        await card.getByRole('heading', { name: booking.name }).waitFor();
        await card.getByText(booking.status, { exact: true }).waitFor();
        // The photo, named for the place, loaded (it is lazy: scrolled to first).
        const photo = card.getByRole('img', { name: `${booking.name}: ${booking.packageName}` });
        await photo.scrollIntoViewIfNeeded();
        // The page names the same upload (a path on this site; the JSON API answers absolute URLs).
        expect(new URL((await photo.getAttribute('src'))!, baseURL).pathname).toBe(new URL(booking.displayPhoto).pathname);
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // It spans the card at 16:10, inside the screen, and the page does not scroll sideways.
        const [photoBox, cardBox] = [await photo.boundingBox(), await card.boundingBox()];
        expect(photoBox!.width).toBeCloseTo(cardBox!.width, 0);
        expect(photoBox!.height / photoBox!.width).toBeCloseTo(10 / 16, 1);
        expect(photoBox!.x).toBeGreaterThanOrEqual(0);
        expect(photoBox!.x + photoBox!.width).toBeLessThanOrEqual(viewport.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      } finally {
        await context.close();
      }
    }
  });

  it("answers 404 for another user's booking", async () => {
    const other = await createVerifiedUser(baseURL, mailDir, { name: 'Other Person' });
    const { context, page } = await newPage(browser, baseURL, viewports.desktop);
    try {
      await signIn(page, user.email, user.password, '/dashboard');
      const href = await page
        .getByRole('link', { name: /Go Details/ })
        .first()
        .getAttribute('href');
      expect(href).toMatch(/^\/detailsPackage\//);
      await context.clearCookies();
      await signIn(page, other.email, other.password, '/dashboard');
      await page.getByText('Other Person Ordering Packages').waitFor();
      await page.getByText('No bookings yet').waitFor();
      const res = await page.goto(href!);
      expect(res?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
