/**
 * The back office in Chromium, signed in as the admin (ADMIN_EMAIL): events, packages, blogs and
 * admins added, edited and removed; a booking's status changed with the customer's e-mail arriving
 * at the SMTP sink; messages viewed and deleted; CSV exports; the phone layout.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, signInAsAdmin, uniqueEmail } from '../support/accounts.ts';
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
let photo: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, baseURL, viewports.desktop));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  photo = path.join(os.tmpdir(), `admin-e2e-${process.pid}.png`);
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 140 } } })
    .png()
    .toBuffer();
  await writeFile(photo, png);
  await signInAsAdmin(page, '/manageBooking');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Clicks a Remove/Delete button and confirms in the dialog. */
async function confirmIn(p: Page, trigger: ReturnType<Page['getByRole']>, confirmName: RegExp) {
  await trigger.click();
  const dialog = p.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: confirmName }).click();
}

const adminJson = (pathname: string, method: string, body?: unknown) => adminJsonAt(baseURL, pathname, method, body);

const packageBody = (packageName: string) => packageBodyOf(packageName);

describe('access', () => {
  it('sends an anonymous visitor to /signin and gives a signed-in customer a 403 page', async () => {
    const anon = await fetch(`${baseURL}/manageBooking`, { redirect: 'manual' });
    expect(anon.status).toBe(302);
    expect(anon.headers.get('location')).toMatch(/^\/signin\?redirectTo=%2FmanageBooking/);
    const customer = await createVerifiedUser(baseURL, mailDir);
    const cookie = await sessionCookie(baseURL, customer.email, customer.password);
    const res = await fetch(`${baseURL}/manageAdmins`, { headers: { cookie } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This page is for Travelez admins only.');
  });
});

describe('unknown ids', () => {
  it('answer the not-found page on every detail screen', async () => {
    const missing = 'zzzzzzzzzzzzzzzzzzzz';
    for (const pathname of [
      `/manageEventDetail/${missing}`,
      `/bookDetails/${missing}`,
      `/messageView/${missing}`,
      `/touchMessageView/${missing}`,
      `/managePackage/${missing}/edit`,
      `/manageBlogs/${missing}/edit`,
    ]) {
      const res = await page.goto(pathname);
      expect(res?.status(), pathname).toBe(404);
    }
  });
});

describe('admin navigation', () => {
  it('links every admin screen and becomes fixed once scrolled 100 px', async () => {
    await page.goto('/manageMessage');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Home', 'All Booking', 'Manage Packages', 'Manage Blogs', 'Upcoming Events', 'Messages', 'Admin', 'Audit Trail']) {
      await expect.poll(() => nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    await expect.poll(() => nav.getByRole('button', { name: 'SignOut' }).count()).toBe(1);
    await page.goto('/managePackage/new');
    const header = page.getByTestId('admin-nav');
    expect(await header.getAttribute('data-fixed')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('true');
    // Scrolling on down, it stays in view at the top.
    for (const y of [800, 1600, 2400]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(() => header.evaluate((h) => [getComputedStyle(h).position, Math.round(h.getBoundingClientRect().top)])).toEqual(['fixed', 0]);
    }
  });

  it('the overview (All Booking, where the logo leads) links to Reports, Reviews and Mail', async () => {
    await page.goto('/manageBooking');
    const office = page.getByRole('main').getByRole('navigation', { name: 'Office' });
    for (const [name, to] of [
      ['Reports', '/manageReports'],
      ['Reviews', '/manageReviews'],
      ['Mail', '/manageMail'],
    ] as const) {
      expect(await office.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(to);
    }
    await office.getByRole('link', { name: 'Mail', exact: true }).click();
    await page.waitForURL('**/manageMail');
  });
});

describe('events', () => {
  it('adds an event with an uploaded photo, shows it on Home, edits it and removes it', async () => {
    await page.goto('/manageEvents');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    await page.getByLabel(/^Name \(place\)/).fill('Nijhum Dwip Deer Trail');
    await page.getByLabel(/^Event date/).fill('12 June to 14 June');
    await page.getByLabel(/^Message/).fill('Deer at dawn');
    await page.getByLabel(/^Short description/).fill('Three days on the island of deer.');
    await page.getByLabel(/^Price \(Tk\)/).fill('6500');
    await page.getByLabel(/^Previous price/).fill('7200');
    await page.getByLabel(/^Days/).fill('3');
    await page.getByLabel(/^Nights/).fill('2');
    await page.getByLabel(/^People/).fill('15');
    // What was typed survives a refused save.
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('Deer at dawn');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(photo);
    await page.locator('img[alt="Photo preview"]').waitFor();
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByText('The event "Nijhum Dwip Deer Trail" was added').waitFor();
    const row = page.getByRole('row', { name: /Nijhum Dwip Deer Trail/ });
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{24}-480\.webp$/);

    await row.getByRole('link', { name: /Details/ }).click();
    await page.waitForURL(/\/manageEventDetail\//);
    const id = page.url().split('/').pop()!;
    const home = await (await fetch(`${baseURL}/`)).text();
    expect(home).toContain('Nijhum Dwip Deer Trail');

    await page.getByLabel(/^People/).fill('18');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. Home and the event page show the change now.').waitFor();
    const api = (await (await fetch(`${baseURL}/api/upcommingevent/${id}`)).json()) as { peoples: number };
    expect(api.peoples).toBe(18);
    expect((await fetch(`${baseURL}/upComingEventDetails/${id}`)).status).toBe(200);

    await confirmIn(page, page.getByRole('button', { name: 'Remove' }).first(), /^Remove$/);
    await page.waitForURL(/\/manageEvents$/);
    expect((await fetch(`${baseURL}/api/upcommingevent/${id}`)).status).toBe(404);
  });
});

describe('packages', () => {
  it('creates a package with its itinerary, edits it and removes it', async () => {
    await page.goto('/managePackage/new');
    await page.getByRole('button', { name: 'Add package' }).click();
    await page.getByText('Package name is required').waitFor();
    await page.getByLabel(/^Package name/).fill('Tea Garden Walk');
    await page.getByLabel(/^Place/).fill('Srimangal');
    await page.getByLabel(/^Overview/).fill('Tea terraces, lemon gardens and the Lawachara forest.');
    await page.getByLabel(/^Present price/).fill('8200');
    await page.getByLabel(/^Previous price/).fill('9000');
    await page.getByLabel(/^Total days/).fill('3');
    await page.getByLabel(/^Days/).fill('3');
    await page.getByLabel(/^Nights/).fill('2');
    await page.getByLabel(/^Group size/).fill('12');
    await page.getByLabel(/^Rating/).fill('4.6');
    await page.getByLabel('What happens on day 1').fill('Train from Dhaka.');
    await page.getByRole('button', { name: '+ Add a day' }).click();
    await page.getByLabel('Day title 2').fill('Forest day');
    await page.getByLabel('What happens on day 2').fill('Lawachara walk.');
    await page.getByRole('button', { name: 'Move day 2 up' }).click();
    expect(await page.getByLabel('Day title 1').inputValue()).toBe('Forest day');
    await page.getByLabel('Display photo').setInputFiles(photo);
    await page.locator('img[alt="Display photo preview"]').waitFor();
    await page.getByLabel('Slide 1', { exact: true }).setInputFiles(photo);
    await page.locator('img[alt="Slide 1 preview"]').waitFor();
    await page.getByLabel('Caption 1').fill('Tea terraces at dawn');
    await page.getByRole('button', { name: 'Add package' }).click();
    await page.waitForURL(/\/managePackage\?saved=1/);
    const list = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as {
      _id: string;
      packageName: string;
      rating: number;
      tourPlanDays: { day: string }[];
      caption1: string;
    }[];
    const created = list.find((p) => p.packageName === 'Tea Garden Walk')!;
    expect(created.rating).toBe(4.6);
    expect(created.caption1).toBe('Tea terraces at dawn');
    expect(created.tourPlanDays.map((d) => d.day)).toEqual(['Forest day', 'Day 1']);

    await page.getByRole('link', { name: 'Edit Tea Garden Walk' }).click();
    await page.getByLabel(/^Present price/).fill('7900');
    await page.getByRole('button', { name: 'Remove day 2' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/managePackage\?saved=1/);
    const edited = (await (await fetch(`${baseURL}/api/singleTourPackage/${created._id}`)).json()) as {
      packagePresentPrice: number;
      tourPlanDays: unknown[];
    };
    expect(edited.packagePresentPrice).toBe(7900);
    expect(edited.tourPlanDays).toHaveLength(1);

    await confirmIn(page, page.getByRole('button', { name: 'Remove Tea Garden Walk' }), /^Remove$/);
    await page.getByText('The package "Tea Garden Walk" was removed.').waitFor();
    expect((await fetch(`${baseURL}/api/singleTourPackage/${created._id}`)).status).toBe(404);
  });
});

describe('blogs', () => {
  it('adds a Markdown blog, edits it, moderates a comment and removes it', async () => {
    await page.goto('/manageBlogs/new');
    await page.getByLabel(/^Title/).fill('Monsoon on the Padma');
    await page.getByLabel(/^Author name/).fill('Tanvir Ahmed');
    await page.getByLabel(/^Text/).fill('## Rain\n\nThe river **rises**.<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Add blog' }).click();
    await page.waitForURL(/\/manageBlogs\?saved=1/);
    await page.getByRole('link', { name: 'Edit Monsoon on the Padma' }).click();
    const preview = page.getByRole('region', { name: 'Saved text as readers see it' });
    expect(await preview.innerHTML()).toContain('<strong>rises</strong>');
    expect(await preview.innerHTML()).not.toContain('<script');
    await page.getByLabel(/^Subtitle/).fill('A week of rain');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. The blog page shows the change now.').waitFor();
    expect(await page.getByLabel(/^Subtitle/).inputValue()).toBe('A week of rain');

    // Comment moderation: a reader's comment hidden, shown again, then deleted.
    const blogId = new URL(page.url()).pathname.split('/')[2]!;
    const reader = await createVerifiedUser(baseURL, mailDir, { name: 'Spammy Reader' });
    const readerCookie = await sessionCookie(baseURL, reader.email, reader.password);
    const commented = await fetch(`${baseURL}/api/singleBlog/${blogId}/comments`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, readerCookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'Spammy Reader', comment: 'Cheap watches here' }),
    });
    expect(commented.status).toBe(201);
    const visible = async () => ((await (await fetch(`${baseURL}/api/singleBlog/${blogId}`)).json()) as { comments: unknown[] }).comments.length;
    await page.reload();
    const comment = page.getByTestId('moderated-comment').filter({ hasText: 'Cheap watches here' });
    await comment.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('The comment is hidden from readers.').waitFor();
    expect(await visible()).toBe(0);
    await comment.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The comment shows again.').waitFor();
    expect(await visible()).toBe(1);
    await confirmIn(page, comment.getByRole('button', { name: /Delete the comment by Spammy Reader/ }), /^Delete$/);
    await page.getByText('The comment was deleted.').waitFor();
    expect(await visible()).toBe(0);
    await page.goto('/manageBlogs');
    await confirmIn(page, page.getByRole('button', { name: 'Remove Monsoon on the Padma' }), /^Remove$/);
    await page.getByText('The blog "Monsoon on the Padma" was removed.').waitFor();
  });
});

describe('admins', () => {
  it('adds an admin, refuses a bad e-mail, removes the admin; the last admin stays', async () => {
    await page.goto('/manageAdmins');
    await page.getByLabel(/^Admin e-mail/).fill('not-an-email');
    await page.getByRole('button', { name: 'Add admin' }).click();
    await page.getByText('Admin e-mail must be a valid e-mail address').waitFor();
    const email = uniqueEmail('second-admin');
    await page.getByLabel(/^Admin e-mail/).fill(email);
    await page.getByRole('button', { name: 'Add admin' }).click();
    await page.getByText(`${email} is now an admin.`).waitFor();
    await confirmIn(page, page.getByRole('button', { name: `Remove ${email}` }), /^Remove$/);
    await page.getByText(`${email} is no longer an admin.`).waitFor();
    // The last admin has no Remove button, and the page says why (other test files may add admins).
    const cookie = await adminSessionCookie(baseURL);
    const admins = (await (await fetch(`${baseURL}/api/admins`, { headers: { cookie } })).json()) as unknown[];
    await expect.poll(() => page.getByText('Last admin: cannot be removed').count()).toBe(admins.length === 1 ? 1 : 0);
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(admins.length === 1 ? 0 : admins.length);
  });
});

describe('bookings', () => {
  it("changes a booking's status (the customer is e-mailed), shows its detail, edits contact, exports CSV and removes it", async () => {
    const pkg = await adminJson('/api/tourPackages', 'POST', packageBody('Sea Sunrise Escape'));
    const customer = await createVerifiedUser(baseURL, mailDir);
    const cookie = await sessionCookie(baseURL, customer.email, customer.password);
    const travelDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const booked = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        packageId: pkg._id,
        fullName: 'Farhana Islam',
        email: customer.email,
        phone: '+880 1711 000000',
        address: '12 Lake Road',
        city: 'Dhaka',
        travelDate,
        travellers: 2,
        cardName: 'Farhana Islam',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/30',
      }),
    });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { _id: string };

    await page.goto('/manageBooking?q=Farhana');
    const row = page.getByRole('row', { name: /Farhana Islam/ });
    await row.getByLabel(/New status/).selectOption('Confirmed');
    await row.getByRole('button', { name: /Change the status/ }).click();
    await page.getByText("Farhana Islam's booking (Kuakata) is now Confirmed.").waitFor();
    const mail = await waitForMail(mailDir, customer.email, /is Confirmed/);
    expect(mail.body).toContain('Confirmed');

    await page.goto('/manageBooking?status=Cancelled');
    await expect.poll(() => page.getByRole('row', { name: /Farhana Islam/ }).count()).toBe(0);

    const csv = await page.request.get(`/manageBooking/export.csv?q=Farhana`);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toContain('"Farhana Islam"');
    expect(text).toContain('"Confirmed"');
    expect(text).not.toContain('4242424242424242');

    await page.goto(`/bookDetails/${booking._id}`);
    await page.getByText('Visa •••• •••• •••• 4242').waitFor();
    expect(await page.content()).not.toContain('4242 4242 4242 4242');
    await page.getByRole('region', { name: 'History' }).getByText('Confirmed').first().waitFor();
    await page.getByLabel(/^Phone/).fill('+880 1811 222222');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await page.getByText('The contact details were saved.').waitFor();
    await page.getByText('+880 1811 222222').first().waitFor();

    await confirmIn(page, page.getByRole('button', { name: 'Remove' }).first(), /^Remove$/);
    await page.waitForURL(/\/manageBooking$/);
    await expect.poll(() => page.getByRole('row', { name: /Farhana Islam/ }).count()).toBe(0);
    // Archived, not destroyed: the customer still sees it.
    const own = await fetch(`${baseURL}/api/individualBookTour/${booking._id}`, { headers: { cookie } });
    expect(own.status).toBe(200);
  });
});

describe('messages', () => {
  it('views a message (marked read), deletes one, and exports the subscribers', async () => {
    const subject = `Family trip ${Date.now()}`;
    const send = (p: string, body: unknown) =>
      fetch(`${baseURL}${p}`, {
        method: 'POST',
        headers: sameSiteHeaders(baseURL, undefined, { 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      });
    expect((await send('/api/contactUsMessage', { name: 'Rumana', email: 'rumana@example.com', subject, message: 'Six of us in March?' })).status).toBe(201);
    expect(
      (await send('/api/touchInTouchMessage', { name: 'Jamil', email: 'jamil@example.com', subject: `Hello ${subject}`, message: 'Call me' })).status,
    ).toBe(201);
    const subscriber = uniqueEmail('news');
    expect((await send('/api/subcribers', { email: subscriber })).status).toBe(201);

    await page.goto('/manageMessage');
    await page.getByRole('link', { name: 'View the message from Rumana' }).first().click();
    await page.waitForURL(/\/messageView\//);
    for (const text of ['rumana@example.com', 'Rumana', subject, 'Six of us in March?']) await page.getByText(text, { exact: true }).waitFor();
    await page.getByRole('link', { name: '← Messages' }).click();
    await page.waitForURL(/\/manageMessage$/);
    const column = page.getByRole('region', { name: 'Contact us messages' });
    const item = column.getByTestId('contactUs-message').filter({ hasText: subject });
    expect(await item.getByText('New').count()).toBe(0);

    const touch = page.getByRole('region', { name: 'Get in touch messages' }).getByTestId('touchInTouch-message').filter({ hasText: subject });
    await touch.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => touch.getByRole('button', { name: 'Mark unread' }).count()).toBe(1);
    await confirmIn(page, touch.getByRole('button', { name: /Delete the message from Jamil/ }), /^Delete$/);
    await page.getByText('The message from Jamil was deleted.').waitFor();
    await expect.poll(() => page.getByTestId('touchInTouch-message').filter({ hasText: subject }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export subscribers (CSV)' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`"${subscriber}"`);
  });
});

describe('without JavaScript', () => {
  it('uploads the photo with the form itself and confirms a removal in a second step', async () => {
    const noJs = await browser.newContext({ baseURL, viewport: viewports.desktop, javaScriptEnabled: false });
    const p = await noJs.newPage();
    await p.goto('/signin?redirectTo=/manageEvents');
    await p.getByLabel('Email').fill(e2eAdmin.email);
    await p.getByLabel('Password').fill(e2eAdmin.password);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.waitForURL(/\/manageEvents$/);
    await p.getByLabel(/^Name \(place\)/).fill('Ratargul Swamp Boat');
    await p.getByLabel(/^Message/).fill('Rowing through the flooded forest');
    await p.getByLabel(/^Price \(Tk\)/).fill('4500');
    // A text file named .png is refused next to the field; nothing else is lost.
    await p.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just notes\n') });
    await p.getByRole('button', { name: 'Add event' }).click();
    await p.getByText('This file is text, not an image.', { exact: false }).waitFor();
    expect(await p.getByLabel(/^Name \(place\)/).inputValue()).toBe('Ratargul Swamp Boat');
    await p.getByLabel('Photo', { exact: true }).setInputFiles(photo);
    await p.getByRole('button', { name: 'Add event' }).click();
    // Refused (fields missing): what was typed and the stored photo are kept.
    await p.getByText('Short description is required').waitFor();
    expect(await p.getByLabel(/^Message/).inputValue()).toBe('Rowing through the flooded forest');
    expect(await p.locator('input[type=hidden][name=displayPhoto]').inputValue()).toMatch(/^\/uploads\/[0-9a-f]{24}-960\.webp$/);
    await p.getByLabel(/^Event date/).fill('1 August to 2 August');
    await p.getByLabel(/^Short description/).fill('A day in the swamp forest near Sylhet.');
    await p.getByLabel(/^Previous price/).fill('5000');
    await p.getByLabel(/^Days/).fill('2');
    await p.getByLabel(/^Nights/).fill('1');
    await p.getByLabel(/^People/).fill('10');
    await p.getByRole('button', { name: 'Add event' }).click();
    await p.getByText('The event "Ratargul Swamp Boat" was added').waitFor();
    const row = p.getByRole('row', { name: /Ratargul Swamp Boat/ });
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{24}-480\.webp$/);

    await row.getByRole('button', { name: 'Remove Ratargul Swamp Boat' }).click();
    await p.getByText('Remove the event "Ratargul Swamp Boat"?', { exact: false }).waitFor();
    expect(await p.getByRole('row', { name: /Ratargul Swamp Boat/ }).count()).toBe(1);
    await p.getByRole('button', { name: 'Yes, go ahead' }).click();
    await p.getByText('The event "Ratargul Swamp Boat" was removed.').waitFor();
    expect(await p.getByRole('row', { name: /Ratargul Swamp Boat/ }).count()).toBe(0);
    await noJs.close();
  });
});

describe('audit trail and phone layout', () => {
  it('lists the changes made above, with who did them', async () => {
    await page.goto('/manageAudit');
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(5);
    const text = await page.getByRole('main').innerText();
    expect(text).toMatch(/by admin@travelez\.test/);
    // The action and what it was made to, by name (audit.text.ts), not as the code recorded.
    for (const entity of ['Event', 'Package', 'Blog', 'Admin', 'Booking', 'Message']) expect(text).toContain(entity);
    expect(text).toContain('Created');
  });

  it('stacks the tables into rows on a phone with no sideways scrolling', async () => {
    const phone = await newPage(browser, baseURL, viewports.phone);
    await signInAsAdmin(phone.page, '/managePackage');
    await phone.page.getByText('Sea Sunrise Escape').first().waitFor();
    const wide: string[] = [];
    const ragged: string[] = [];
    // The dashboard's overview holds a table of the latest bookings (made by the suites above).
    for (const pathname of ['/managePackage', '/manageBooking', '/manageMessage', '/manageAudit', '/dashboard']) {
      await phone.page.goto(pathname);
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${pathname}: ${width} px`);
      // In a stacked row the label is on the left and every line of the value ends at the right
      // edge (a place and its date, a name and its e-mail), not wherever its longest line ends.
      const offsets = await phone.page.locator('tbody tr:first-child td').evaluateAll((cells) =>
        cells.flatMap((td) => {
          const edge = td.getBoundingClientRect().right - parseFloat(getComputedStyle(td).paddingRight);
          const lines = [...td.querySelectorAll('span')].filter(
            // A line of text in the value, not an item of a row of controls (a status badge beside its form).
            (s) =>
              s.children.length === 0 &&
              s.textContent!.trim() &&
              getComputedStyle(s).display === 'block' &&
              getComputedStyle(s.parentElement!).display === 'block',
          );
          return lines.map((s) => {
            const range = document.createRange();
            range.selectNodeContents(s);
            return `${s.textContent}: ${Math.round(edge - range.getBoundingClientRect().right)} px short`;
          });
        }),
      );
      ragged.push(...offsets.filter((o) => !o.endsWith(': 0 px short')).map((o) => `${pathname} ${o}`));
    }
    expect(ragged).toEqual([]);
    expect(await phone.page.getByRole('heading', { name: 'Latest bookings' }).count()).toBe(1);
    expect(wide).toEqual([]);
    await phone.context.close();
    expect(pageErrors).toEqual([]);
  });
});

describe('accessibility', () => {
  const screens = [
    '/manageBooking',
    '/managePackage',
    '/managePackage/new',
    '/manageBlogs',
    '/manageBlogs/new',
    '/manageEvents',
    '/manageMessage',
    '/manageAdmins',
    '/manageAudit',
  ];
  // One test per screen: each has its own time on a busy machine.
  it.each(screens)('has no WCAG 2.2 AA violation axe can find on %s', async (pathname) => {
    await page.goto(pathname);
    expect(await axeViolations(page, pathname)).toEqual([]);
  });
  it('has no WCAG 2 A/AA violation axe can find in the confirmation dialog', async () => {
    const found: string[] = [];
    await page.goto('/manageAdmins');
    await page.getByLabel(/^Admin e-mail/).fill(uniqueEmail('axe-admin'));
    await page.getByRole('button', { name: 'Add admin' }).click();
    await page.getByText(/is now an admin/).waitFor();
    await page.getByRole('button', { name: /^Remove axe-admin/ }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await axeViolations(page, 'dialog', { include: '[role=dialog]', tags: ['wcag2a', 'wcag2aa'] })));
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText(/is no longer an admin/).waitFor();
    expect(found).toEqual([]);
  });
});
