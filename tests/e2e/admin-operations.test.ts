/**
 * The operator's screens in Chromium, signed in as the admin: a package's departures (one added,
 * a weekly series, seats never below those taken, close and reopen, remove refused while it holds
 * bookings, cancel with a note: its bookings Cancelled and the customer e-mailed), a booking moved
 * to another departure (and the 409 when its seats went meanwhile), the manifest and its CSV, the
 * review moderation (hide with a reason, show again, reply as plain text), and the reports with
 * their charts and CSVs; axe and the phone layout on every new screen; a customer gets the 403 page.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codedText } from '../../shared/i18n/coded-messages.text.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { Review } from '../../shared/schemas/reviews.ts';
import { formatDay, seriesDates } from '../../shared/seats.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, signInAsAdmin, type TestUser } from '../support/accounts.ts';
import { adminJson as adminJsonAt, packageBody as packageBodyOf } from '../support/admin-api.ts';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { e2eAdmin, useSite } from '../support/site.ts';
import { axeViolations } from '../support/page-checks.ts';

// A site of its own: it edits the demo catalogue, its reviews and admins, and counts bookings and messages.
const site = await useSite({ fresh: true });
const baseURL = site.baseURL;
const mailDir = site.mailDir;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

let pkgId: string;
let customer: TestUser;
let customerCookie: string;
const today = dhakaDate();
/** The one departure added by hand, and the weekly series (Mondays and Thursdays). */
const single = addDays(today, 30);
const seriesFrom = addDays(today, 60);
const seriesTo = addDays(today, 80);
const seriesDays = seriesDates(seriesFrom, seriesTo, [1, 4]);
const bookings: Record<'rina' | 'kamal' | 'sumi', string> = { rina: '', kamal: '', sumi: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, baseURL, viewports.desktop));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAsAdmin(page, '/manageReports');
  pkgId = (await adminJson('/api/tourPackages', 'POST', packageBody(`Ops Trail ${Date.now().toString(36)}`)))._id;
  customer = await createVerifiedUser(baseURL, mailDir, { name: 'Ops Customer' });
  customerCookie = await sessionCookie(baseURL, customer.email, customer.password);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const adminJson = (pathname: string, method: string, body?: unknown) => adminJsonAt(baseURL, pathname, method, body);

const packageBody = (packageName: string) =>
  packageBodyOf(packageName, {
    name: 'Nijhum Dwip',
    packagePresentPrice: 7000,
    prePackagePrice: 8000,
    discount: 12,
    rating: 4.4,
    overView: 'Deer at dawn on the island.',
    tourPlanDays: [{ day: 'Day 1', describe: 'Launch from Dhaka.' }],
  });

/** A booking of the test package by the customer, on one of its departures (its seats taken). */
async function book(fullName: string, travellers: number, departureId: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/bookTour`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, customerCookie, { 'content-type': 'application/json' }),
    body: JSON.stringify({
      packageId: pkgId,
      departureId,
      fullName,
      email: customer.email,
      phone: '+880 1711 000000',
      address: '4 River Road',
      city: 'Barishal',
      travellers,
      cardName: fullName,
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/30',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Clicks a button that opens a confirmation dialog, fills `fill`, and confirms. */
async function confirmIn(trigger: ReturnType<Page['getByRole']>, confirmName: RegExp, fill?: { label: string; value: string }) {
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  if (fill) await dialog.getByLabel(fill.label).fill(fill.value);
  await dialog.getByRole('button', { name: confirmName }).click();
}

const departuresPath = () => `/managePackage/${pkgId}/departures`;
const row = (date: string) => page.getByRole('row', { name: new RegExp(`^${formatDay(date)} `) });

describe('departures', () => {
  it('reaches the departures from the package list, adds one and a weekly series, and keeps what was typed when refused', async () => {
    await page.goto('/managePackage');
    const pkgName = (await (await fetch(`${baseURL}/api/singleTourPackage/${pkgId}`)).json()) as { packageName: string };
    await page.getByRole('link', { name: `Departures of ${pkgName.packageName}` }).click();
    await page.waitForURL((u) => u.pathname === departuresPath());
    await page.getByText('No upcoming departure: add one or a series below.').waitFor();

    const add = page.getByRole('region', { name: 'Add a departure' });
    await add.getByLabel('Date', { exact: true }).fill(single);
    await add.getByLabel('Seats', { exact: true }).fill('four');
    await add.getByLabel('Note', { exact: true }).fill('Full moon');
    await add.getByRole('button', { name: 'Add departure' }).click();
    await add.getByText('Seats must be a whole number').waitFor();
    expect(await add.getByLabel('Note', { exact: true }).inputValue()).toBe('Full moon');
    await add.getByLabel('Seats', { exact: true }).fill('4');
    await add.getByRole('button', { name: 'Add departure' }).click();
    await page.getByText(`The departure on ${formatDay(single)} was added with 4 seats.`).waitFor();
    await row(single).getByText('Full moon').waitFor();
    // The same date again: the service's 409, shown in the form.
    await add.getByLabel('Date', { exact: true }).fill(single);
    await add.getByLabel('Seats', { exact: true }).fill('6');
    await add.getByRole('button', { name: 'Add departure' }).click();
    await add.getByText(`There is already a departure on ${formatDay(single)}.`).waitFor();

    const series = page.getByRole('region', { name: 'Add a weekly series' });
    await series.getByLabel('From', { exact: true }).fill(seriesFrom);
    await series.getByLabel('To', { exact: true }).fill(seriesTo);
    await series.getByLabel('Seats on each').fill('10');
    await series.getByRole('button', { name: 'Add series' }).click();
    await series.getByText('Choose at least one weekday').waitFor();
    expect(await series.getByLabel('From', { exact: true }).inputValue()).toBe(seriesFrom);
    await series.getByLabel('Monday').check();
    await series.getByLabel('Thursday').check();
    await series.getByLabel('Price per person (Tk)').fill('7500');
    await series.getByRole('button', { name: 'Add series' }).click();
    await page.getByText(`${seriesDays.length} departures added, ${formatDay(seriesDays[0]!)} to ${formatDay(seriesDays.at(-1)!)}.`).waitFor();
    for (const date of seriesDays) await expect.poll(() => row(date).count(), { message: date }).toBe(1);
    expect(await row(seriesDays[0]!).innerText()).toContain('Tk 7,500');
    const api = (await (await fetch(`${baseURL}/api/departures?packageId=${pkgId}`)).json()) as { date: string }[];
    expect(api.map((d) => d.date)).toEqual([single, ...seriesDays]);
  });

  it('moves bookings onto a departure, refuses seats below those taken, and says when the seats went meanwhile', async () => {
    // Three bookings on the series' first departure; the admin moves them to the one added by hand.
    const departures = (await (await fetch(`${baseURL}/api/departures?packageId=${pkgId}`)).json()) as { _id: string; date: string }[];
    const target = departures.find((d) => d.date === single)!;
    const first = departures.find((d) => d.date === seriesDays[0])!;
    bookings.rina = await book('Rina Akter', 2, first._id);
    bookings.kamal = await book('Kamal Hossain', 2, first._id);
    bookings.sumi = await book('Sumi Das', 2, first._id);

    await page.goto(`/bookDetails/${bookings.rina}`);
    const move = page.getByRole('region', { name: 'Move to another departure' });
    await move.getByLabel('New departure').selectOption({ label: `${formatDay(single)} · 4 seats left` });
    await move.getByRole('button', { name: 'Move booking' }).click();
    await page.getByText(`Rina Akter's booking now travels on ${formatDay(single)}.`).waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByText(`Moved from ${formatDay(seriesDays[0]!)} to ${formatDay(single)}`)
      .waitFor();

    await page.goto(departuresPath());
    expect(await row(single).innerText()).toMatch(/4\s+2\s+2/);
    await row(single)
      .getByRole('link', { name: `Change ${formatDay(single)}` })
      .click();
    const change = page.getByRole('region', { name: `Change the departure on ${formatDay(single)}` });
    await change.getByLabel('Seats', { exact: true }).fill('1');
    await change.getByRole('button', { name: 'Save departure' }).click();
    await change.getByText('2 seats are already booked: seats cannot be fewer than that.').waitFor();
    await change.getByText('At least 2 (already booked)').waitFor();
    expect(await change.getByLabel('Seats', { exact: true }).inputValue()).toBe('1');
    await change.getByLabel('Note', { exact: true }).fill('Full moon, launch at 7');
    await change.getByLabel('Seats', { exact: true }).fill('4');
    await change.getByRole('button', { name: 'Save departure' }).click();
    await page.getByText(`The departure on ${formatDay(single)} was saved.`).waitFor();
    await row(single).getByText('Full moon, launch at 7').waitFor();

    // Kamal's page offers the last 2 seats; Sumi takes them meanwhile; the move is refused with why.
    await page.goto(`/bookDetails/${bookings.kamal}`);
    await page
      .getByRole('region', { name: 'Move to another departure' })
      .getByLabel('New departure')
      .selectOption({ label: `${formatDay(single)} · 2 seats left` });
    await adminJson(`/api/bookTour/${bookings.sumi}/move`, 'POST', { departureId: target._id });
    await page.getByRole('button', { name: 'Move booking' }).click();
    await page
      .getByRole('region', { name: 'Move to another departure' })
      .getByText(`The departure on ${formatDay(single)} is sold out. Please choose another date.`)
      .waitFor();
  });

  it('closes and reopens a departure', async () => {
    const date = seriesDays[1]!;
    await page.goto(departuresPath());
    await row(date)
      .getByRole('button', { name: `Close ${formatDay(date)}` })
      .click();
    await page.getByText(`The departure on ${formatDay(date)} is closed: it takes no new bookings.`).waitFor();
    await row(date).getByText('Closed', { exact: true }).waitFor();
    await row(date)
      .getByRole('button', { name: `Reopen ${formatDay(date)}` })
      .click();
    await page.getByText(`The departure on ${formatDay(date)} is open for booking again.`).waitFor();
    await row(date).getByText('Open', { exact: true }).waitFor();
  });

  it('shows the manifest of a departure, and its CSV', async () => {
    await page.goto(departuresPath());
    await row(single)
      .getByRole('link', { name: `Manifest of ${formatDay(single)}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Manifest: ${formatDay(single)}` }).waitFor();
    const table = page.getByRole('region', { name: `Travellers on ${formatDay(single)}` });
    for (const name of ['Rina Akter', 'Sumi Das']) await table.getByRole('rowheader', { name }).waitFor();
    expect(await table.getByRole('rowheader', { name: 'Kamal Hossain' }).count()).toBe(0);
    expect(await table.innerText()).toContain(customer.email);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`travelez-manifest-${single}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    // By pickup point, then the booking (one row per named traveller: shared/manifest.ts).
    expect(csv.startsWith('\uFEFF"Pickup point","Pickup time","Travellers at pickup","Name","Phone","E-mail","Travellers","Status","Booking"')).toBe(true);
    expect(csv).toContain(`"Rina Akter","'+880 1711 000000","${customer.email}","2","Pending","${bookings.rina}"`);
    expect(csv).toContain('"Sumi Das"');
  });

  it('refuses to remove a departure that holds bookings, cancels it (bookings Cancelled, customer e-mailed), then removes it', async () => {
    await page.goto(departuresPath());
    await confirmIn(row(single).getByRole('button', { name: `Remove the departure on ${formatDay(single)}` }), /^Remove$/);
    await page.getByText('This departure holds bookings: cancel it or move its bookings first.').waitFor();
    expect(await row(single).count()).toBe(1);

    await confirmIn(row(single).getByRole('button', { name: `Cancel the departure on ${formatDay(single)}` }), /^Cancel the departure$/, {
      label: 'Note to the customers (optional)',
      value: 'The launch does not run that week.',
    });
    await page.getByText(`The departure on ${formatDay(single)} was cancelled. 2 bookings are now Cancelled and the customers have been e-mailed.`).waitFor();
    await row(single).getByText('Cancelled', { exact: true }).waitFor();
    const mail = await waitForMail(mailDir, customer.email, /is cancelled: the departure does not run/);
    expect(mail.body).toContain('The launch does not run that week.');

    for (const id of [bookings.rina, bookings.sumi]) {
      await page.goto(`/bookDetails/${id}`);
      await page.getByRole('region', { name: 'Status' }).getByText('Cancelled', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'History' }).getByText('Departure cancelled by the operator: The launch does not run that week.').waitFor();
      // A cancelled booking moves nowhere.
      expect(await page.getByRole('region', { name: 'Move to another departure' }).count()).toBe(0);
    }
    await page.goto(`/bookDetails/${bookings.kamal}`);
    await page.getByRole('region', { name: 'Status' }).getByText('Pending', { exact: true }).first().waitFor();

    await page.goto(departuresPath());
    await confirmIn(row(single).getByRole('button', { name: `Remove the departure on ${formatDay(single)}` }), /^Remove$/);
    await page.getByText(`The departure on ${formatDay(single)} was removed.`).waitFor();
    await expect.poll(() => row(single).count()).toBe(0);
  });

  it('asks again without JavaScript before cancelling, with the note', async () => {
    const date = seriesDays.at(-1)!;
    const noJs = await browser.newContext({ baseURL, viewport: viewports.desktop, javaScriptEnabled: false });
    const p = await noJs.newPage();
    await p.goto(`/signin?redirectTo=${encodeURIComponent(departuresPath())}`);
    await p.getByLabel('Email').fill(e2eAdmin.email);
    await p.getByLabel('Password').fill(e2eAdmin.password);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.waitForURL((u) => u.pathname === departuresPath());
    const r = p.getByRole('row', { name: new RegExp(`^${formatDay(date)} `) });
    await r.getByRole('button', { name: `Cancel the departure on ${formatDay(date)}` }).click();
    await p.getByText(`Cancel the departure on ${formatDay(date)}?`, { exact: false }).waitFor();
    expect(await r.getByText('Open', { exact: true }).count()).toBe(1);
    await p.getByLabel('Note to the customers (optional)').fill('Cyclone warning');
    await p.getByRole('button', { name: 'Yes, go ahead' }).click();
    await p.getByText(`The departure on ${formatDay(date)} was cancelled.`).waitFor();
    await p
      .getByRole('row', { name: new RegExp(`^${formatDay(date)} `) })
      .getByText('Cyclone warning')
      .waitFor();
    await noJs.close();
  });
});

describe('reviews', () => {
  it('hides a review with a reason (required), shows it again, and replies in plain text', async () => {
    const cookie = await adminSessionCookie(baseURL);
    const all = (await (await fetch(`${baseURL}/api/reviews`, { headers: { cookie } })).json()) as Review[];
    const review = all.find((r) => !r.hidden && !r.reply)!;
    expect(review).toBeTruthy();
    const current = async () =>
      ((await (await fetch(`${baseURL}/api/reviews`, { headers: { cookie } })).json()) as Review[]).find((r) => r._id === review._id)!;

    await page.goto('/manageReviews');
    const card = page.getByTestId('review').filter({ hasText: review.text.slice(0, 60) });
    await card.getByText(`Travelled ${review.travelled}`, { exact: false }).waitFor();
    await card.locator('summary', { hasText: 'Hide' }).click();
    await card.getByRole('button', { name: `Hide review by ${review.firstName}` }).click();
    await card.getByText('Say why the review is hidden').waitFor();
    await card.getByLabel('Reason for hiding').fill('Names another traveller');
    await card.getByRole('button', { name: `Hide review by ${review.firstName}` }).click();
    await page.getByText(`${review.firstName}'s review is hidden from the tour page.`).waitFor();
    await card.getByText('Reason: Names another traveller').waitFor();
    expect(await current()).toMatchObject({ hidden: true, hiddenReason: 'Names another traveller' });
    await page.getByRole('link', { name: /^Hidden \(/ }).click();
    await page
      .getByTestId('review')
      .filter({ hasText: review.text.slice(0, 60) })
      .waitFor();

    await page.goto('/manageReviews');
    await card.locator('summary', { hasText: 'Reply' }).click();
    await card.getByLabel('Public reply').fill('Thank you! <b>See you</b> in the hills.');
    await card.getByRole('button', { name: `Save reply to ${review.firstName}` }).click();
    await page.getByText(`Your reply to ${review.firstName} was saved.`).waitFor();
    const shown = card.getByTestId('review-reply');
    await shown.getByText('Thank you! <b>See you</b> in the hills.').waitFor();
    expect(await shown.locator('b').count()).toBe(0);
    expect((await current()).reply).toBe('Thank you! <b>See you</b> in the hills.');

    // Back as it was: shown, no reply.
    await card.getByRole('button', { name: `Show again: ${review.firstName}'s review` }).click();
    await page.getByText(`${review.firstName}'s review shows on the tour page again.`).waitFor();
    // The list is read again after the change (its Hide is back): the reply box opened before that
    // would be closed by the new list.
    await card.locator('summary', { hasText: 'Hide' }).waitFor();
    await card.locator('summary', { hasText: 'Edit reply' }).click();
    await card.getByLabel('Public reply').fill('');
    await card.getByRole('button', { name: `Save reply to ${review.firstName}` }).click();
    await page.getByText(`The reply to ${review.firstName} was removed.`).waitFor();
    expect(await current()).toMatchObject({ hidden: false, reply: null });
  });
});

describe('reports', () => {
  it('draws a chart and a table per report, filters by package and dates, and downloads CSVs', async () => {
    await page.goto('/manageReports');
    const charts = page.locator('svg[role="img"]');
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(4);
    for (const chart of await charts.all()) {
      const [titleId, descId] = (await chart.getAttribute('aria-labelledby'))!.split(' ');
      expect(await chart.locator(`title#${titleId}`).textContent()).toBeTruthy();
      expect(await chart.locator(`desc#${descId}`).textContent()).toBeTruthy();
    }
    for (const title of ['Bookings and revenue per month', 'Occupancy per departure', 'Cancellations per month', 'Top packages', 'The coming week']) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await page.getByRole('region', { name: 'Figures: Bookings and revenue per month' }).getByRole('columnheader', { name: 'Revenue' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV: Bookings and revenue per month' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFF"Month","Bookings","Travellers","Revenue (Tk)","Cancelled","Received online (Tk)","Refunded online (Tk)","Discounts (Tk)"',
    );
    expect(csv.split('\r\n').length).toBeGreaterThan(2);

    // The test package, from today: its series departures in the occupancy report, and its CSV.
    const pkg = (await (await fetch(`${baseURL}/api/singleTourPackage/${pkgId}`)).json()) as { packageName: string; name: string };
    await page.getByLabel('Package', { exact: true }).selectOption({ label: `${pkg.packageName} (${pkg.name})` });
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('packageId') === pkgId && u.searchParams.get('from') === today);
    const occupancy = page.getByRole('region', { name: 'Figures: Occupancy per departure' });
    await occupancy.getByRole('rowheader', { name: formatDay(seriesDays[0]!) }).waitFor();
    const href = await page.getByRole('link', { name: 'Download CSV: Occupancy per departure' }).getAttribute('href');
    expect(href).toBe(`/manageReports/occupancy/export.csv?packageId=${pkgId}&from=${today}`);
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^text\/csv/);
    const body = await res.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('"Date","Tour","Seats","Sold","Occupancy (%)"');
    // The series, less the one cancelled without JavaScript (the one by hand was removed).
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(seriesDays.slice(0, -1).map((d) => `"${d}"`));

    await page.goto(`/manageReports?from=${seriesTo}&to=${seriesFrom}`);
    await page.getByText('To must be on or after From').first().waitFor();
    expect(await charts.count()).toBe(0);
    expect((await page.request.get(`/manageReports/monthly/export.csv?from=${seriesTo}&to=${seriesFrom}`)).status()).toBe(400);
    expect((await page.request.get('/manageReports/nonsense/export.csv')).status()).toBe(404);
  });
});

describe('access', () => {
  it('gives a signed-in customer the 403 page on every new screen', async () => {
    const departures = (await (await fetch(`${baseURL}/api/departures?packageId=${pkgId}`)).json()) as { _id: string }[];
    const manifest = `/managePackage/${pkgId}/departures/${departures[0]!._id}/manifest`;
    for (const pathname of [
      '/manageReviews',
      '/manageReports',
      '/manageMail',
      '/manageReports/monthly/export.csv',
      departuresPath(),
      manifest,
      `${manifest}.csv`,
    ]) {
      const res = await fetch(`${baseURL}${pathname}`, { headers: { cookie: customerCookie }, redirect: 'manual' });
      expect(res.status, pathname).toBe(403);
      expect(await res.text(), pathname).toMatch(/admins only/i);
    }
    // A download's refusal is its own plain text (no error page renders it), in the page's language.
    const bangla = await fetch(`${baseURL}/bn${manifest}.csv`, { headers: { cookie: customerCookie }, redirect: 'manual' });
    expect(bangla.status).toBe(403);
    expect(bangla.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await bangla.text()).toBe(codedText.bn.adminPageOnly);
    // Another package's departure under this package's path is not found.
    const other = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as { _id: string }[];
    const foreign = other.find((p) => p._id !== pkgId)!;
    const res = await page.goto(`/managePackage/${foreign._id}/departures/${departures[0]!._id}/manifest`);
    expect(res?.status()).toBe(404);
  });
});

describe('e-mail queue', () => {
  it('shows the admin what e-mail is waiting or failed (here: everything went out to the SMTP server)', async () => {
    await page.goto('/manageMessage');
    await page.getByRole('link', { name: 'E-mail queue' }).click();
    await page.getByRole('heading', { level: 1, name: 'E-mail queue' }).waitFor();
    await expect
      .poll(async () => (await page.reload(), await page.getByText('Nothing is waiting: every e-mail has been sent.').count()), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(/0 waiting to be sent, 0 failed/).count()).toBe(1);
  });
});

describe('phone and desktop', () => {
  // axe on every admin screen, one width per test: tens of seconds each when three files run at once.
  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`has no axe violation and no sideways scrolling at ${viewport.width} px`, async () => {
      const departures = (await (await fetch(`${baseURL}/api/departures?packageId=${pkgId}`)).json()) as { _id: string }[];
      const screens = [
        '/manageReports',
        departuresPath(),
        `/managePackage/${pkgId}/departures/${departures[0]!._id}/manifest`,
        '/manageReviews',
        '/manageMail',
      ];
      const found: string[] = [];
      const { context: c, page: p } = await newPage(browser, baseURL, viewport);
      p.on('pageerror', (e) => pageErrors.push(e.message));
      await signInAsAdmin(p, '/manageReports');
      for (const pathname of screens) {
        await p.goto(pathname);
        await p.getByRole('heading', { level: 1 }).waitFor();
        const width = await p.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) found.push(`${pathname} at ${viewport.width} px: ${width} px wide`);
        found.push(...(await axeViolations(p, `${pathname} at ${viewport.width} px`)));
      }
      if (viewport === viewports.phone) {
        // The reports' tables keep their columns and scroll inside their own box.
        await p.goto('/manageReports');
        const box = p.getByRole('region', { name: 'Figures: Bookings and revenue per month' });
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
      await c.close();
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 120_000);
  }

  it('has no axe violation in the dialog that asks before cancelling a departure', async () => {
    await page.goto(departuresPath());
    await row(seriesDays[0]!)
      .getByRole('button', { name: `Cancel the departure on ${formatDay(seriesDays[0]!)}` })
      .click();
    await page.getByRole('dialog').waitFor();
    const found = await axeViolations(page, 'cancel dialog', { include: '[role=dialog]', tags: ['wcag2a', 'wcag2aa'] });
    await page.keyboard.press('Escape');
    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
