/**
 * The tour page sells departures, shows verified reviews, 'Find your tour' searches departures,
 * and the waitlist e-mail's link leaves the waitlist: end to end in headless Chromium against the
 * built site, at 375 and 1280 px, with axe. The departures list is read on a tour of this file's
 * own (made through the admin API: eight dates, the first sold out); the demo data has Saint
 * Martin's first departure sold out and Sajek's first with two seats left. Choosing a date and the
 * gallery are tried before the page's script has loaded (JavaScript off). E-mails arrive at the
 * local SMTP sink.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { formatTk } from '../../shared/pricing.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import type { ReviewPage } from '../../shared/schemas/reviews.ts';
import { formatDay } from '../../shared/seats.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { bookSeats, createTour } from '../support/admin-api.ts';
import { launchBrowser, leave, readerTabs, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { useSite } from '../support/site.ts';
import { axeViolations } from '../support/page-checks.ts';

// A site of its own: it sells out and reopens demo departures and reads their seat counts, which other files' bookings on a shared site change.
const site = await useSite({ fresh: true });
const baseURL = site.baseURL;
const mailDir = site.mailDir;

let browser: Browser;
let packages: Pkg[];
let cookie: string;
/** This file's own tour: typed-in status 'Few seats left', eight dates a week apart, the first sold out. */
let own: Pkg;
const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;
const departuresOf = (p: Pkg) => api<Departure[]>(`/departures?packageId=${p._id}`);

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createVerifiedUser(baseURL, mailDir, { name: 'Shirin Akhter' });
  cookie = await sessionCookie(baseURL, user.email, user.password);
  const dates = [{ days: 10, seats: 2 }, ...Array.from({ length: 7 }, (_, i) => ({ days: 17 + 7 * i, seats: 16 }))];
  const made = await createTour(baseURL, `Own Dates Escape ${Date.now().toString(36)}`, dates, { status: 'Few seats left' });
  await bookSeats(baseURL, cookie, { packageId: made.pkg._id, departureId: made.departures[0]!._id, travellers: 2, email: user.email });
  // Before the catalogue is read: the lists below count this tour too.
  packages = await api<Pkg[]>('/allTourPackages');
  own = packages.find((p) => p._id === made.pkg._id)!;
});
afterAll(async () => {
  await browser?.close();
});

/** The tab each kind of reader's tests take turns with (tests/support/browser.ts). */
const tabFor = readerTabs(async ({ javaScript, session }: { javaScript: boolean; session: string | null }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
  if (session) await useSession(context, baseURL, session);
  return context;
});

/** `path` loaded at `viewport` in its reader's tab (signed in as the file's traveller unless `session` says otherwise), hydrated with JavaScript. */
async function open(path: string, viewport: { width: number; height: number }, options: { javaScript?: boolean; session?: string | null } = {}) {
  const javaScript = options.javaScript ?? true;
  const page = await tabFor({ javaScript, session: options.session === undefined ? cookie : options.session }, viewport);
  const response = await page.goto(path);
  if (javaScript) await waitForHydration(page);
  // The tab stays open for the next test.
  return { page, status: response?.status() ?? 0, close: () => leave(page) };
}

/** axe-core (WCAG 2.x A/AA) on the page as it is now: violations as readable lines. */
async function axe(page: Page, where: string): Promise<string[]> {
  // As tests/e2e/a11y.test.ts: once the page's scripts (the carousels) have loaded.
  await page.waitForLoadState('networkidle');
  return axeViolations(page, where);
}

/** A form posted to the tour page as a browser without JavaScript would (the page's answer as HTML). */
async function postToTourPage(p: Pkg, fields: Record<string, string>) {
  const res = await fetch(`${baseURL}/singleTour/${p._id}`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/x-www-form-urlencoded' }),
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text() };
}

/** What a departure row says of its seats. */
const seatsText = (d: Departure) =>
  d.seatsLeft === 0 ? `All ${d.seats} seats booked` : `${d.seatsLeft} ${d.seatsLeft === 1 ? 'seat' : 'seats'} left of ${d.seats}`;
const badgeOf = (d: Departure) => ({ available: 'Seats available', few: 'Few seats left', 'sold-out': 'Sold out' })[d.availability];

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('the tour page on a %s', (_name, viewport) => {
  it('lists the next departures with date, seats left, price and availability, the sold-out one first', async () => {
    const deps = await departuresOf(own);
    expect(deps).toHaveLength(8);
    expect(deps[0]).toMatchObject({ availability: 'sold-out', seatsLeft: 0 });
    const { page, status, close } = await open(`/singleTour/${own._id}`, viewport);
    try {
      expect(status).toBe(200);
      const section = page.locator('#departures');
      await section.getByRole('heading', { name: 'Dates and seats' }).waitFor();
      const rows = section.locator('[data-testid="departures"] > li');
      expect(await rows.count()).toBe(Math.min(6, deps.length));
      for (const [i, d] of deps.slice(0, 6).entries()) {
        const text = await rows.nth(i).innerText();
        expect(text, d.date).toContain(formatDay(d.date));
        expect(text, d.date).toContain(seatsText(d));
        expect(text, d.date).toContain(formatTk(d.price));
        expect(text, d.date).toContain(badgeOf(d));
        const book = rows.nth(i).getByRole('link', { name: /^Book/ });
        if (d.availability === 'sold-out') expect(await book.count()).toBe(0);
        else expect(await book.getAttribute('href')).toBe(`/bookNow?package=${own._id}&departure=${d._id}`);
      }
      // The sold-out date offers its waitlist instead.
      await rows
        .first()
        .getByRole('button', { name: /^Join the waitlist/ })
        .waitFor();
      // The later dates are one click away (a <details>, without JavaScript too).
      await section.getByText('Show 2 more dates').click();
      expect(await section.locator('[data-testid="more-departures"] > li').count()).toBe(2);
      // The admin's typed-in status ('Few seats left') is not shown as a fact.
      expect(own.status).toBe('Few seats left');
      expect(await page.locator('main').getByText('Few seats left').count()).toBe(0);
      // The side card names the next date with seats.
      expect(await page.locator('[data-testid="next-departure"]').innerText()).toContain(formatDay(deps[1]!.date));
      // axe checks the tour page once at each width: below, on a demo tour with its reviews too
      // (and this one with its waitlist joined, on a phone).
    } finally {
      await close();
    }
  });

  it('marks a departure with few seats left from its real seats', async () => {
    const sajek = bySlug('sajek-valley-above-the-clouds');
    const [first] = await departuresOf(sajek);
    expect(first).toMatchObject({ availability: 'few', seatsLeft: 2 });
    const { page, close } = await open(`/singleTour/${sajek._id}`, viewport);
    try {
      const row = page.locator('[data-testid="departures"] > li').first();
      expect(await row.innerText()).toContain('Few seats left');
      expect(await row.innerText()).toContain('2 seats left of');
    } finally {
      await close();
    }
  });

  it('shows the reviews: average, count, breakdown in words, the reviews newest first with replies', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const reviews = await api<ReviewPage>(`/tourPackages/${sm._id}/reviews`);
    expect(reviews.count).toBeGreaterThan(0);
    const { page, close } = await open(`/singleTour/${sm._id}`, viewport);
    try {
      const section = page.locator('#reviews');
      await section.getByRole('heading', { name: 'Traveller reviews' }).waitFor();
      const summary = await section.locator('[data-testid="reviews-summary"]').innerText();
      expect(summary).toContain(reviews.average.toFixed(1));
      expect(summary).toContain(`from ${reviews.count} reviews`);
      // Each line in words (the bar only draws it): '5 stars 2 reviews (50%)'.
      const lines = await section.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem').allTextContents();
      expect(lines).toHaveLength(5);
      for (const [i, stars] of [5, 4, 3, 2, 1].entries()) {
        const n = reviews.breakdown[stars - 1]!;
        expect(lines[i]!.replace(/\s+/g, ' ')).toMatch(new RegExp(`^${stars} stars? ?${n} reviews? \\(\\d+%\\)$`));
      }
      const items = section.locator('[data-testid="review-list"] > li');
      expect(await items.count()).toBe(reviews.reviews.length);
      // The demo has replies on Saint Martin's reviews: the loop below checks at least one.
      expect(reviews.reviews.some((r) => r.reply)).toBe(true);
      for (const [i, r] of reviews.reviews.entries()) {
        const text = await items.nth(i).innerText();
        expect(text).toContain(r.firstName);
        expect(text).toContain(`Travelled ${r.travelled}`);
        expect(text).toContain(`Rated ${r.rating.toFixed(1)} out of 5`);
        expect(text).toContain(r.text);
        if (r.reply) {
          expect(text).toContain('Reply from Travelez');
          expect(text).toContain(r.reply);
        }
      }
      // Saint Martin's reviews fit on one page: no page links.
      expect(reviews.pages).toBe(1);
      expect(await section.getByRole('navigation', { name: 'Reviews pages' }).count()).toBe(0);
      expect(await axe(page, `reviews at ${viewport.width}`)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("before the page's script has loaded (JavaScript off)", () => {
  it('a departure is chosen from the tour page: the wizard opens on step 1 with that date chosen', async () => {
    const deps = await departuresOf(own);
    const wanted = deps[2]!;
    const { page, close } = await open(`/singleTour/${own._id}`, viewports.phone, { javaScript: false });
    try {
      const row = page.locator('[data-testid="departures"] > li').nth(2);
      expect(await row.innerText()).toContain(formatDay(wanted.date));
      await row.getByRole('link', { name: `Book ${formatDay(wanted.date)}` }).click();
      await page.waitForURL((u) => u.pathname === '/bookNow' && u.searchParams.get('departure') === wanted._id);
      await page.getByRole('heading', { name: 'Your details', exact: true }).waitFor();
      const group = page.getByRole('group', { name: 'Departure date' });
      expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
      expect(await group.getByRole('radio', { name: new RegExp(`^${formatDay(wanted.date)}`) }).isChecked()).toBe(true);
    } finally {
      await close();
    }
  });

  it('the gallery is reached with Tab: its row scrolls with the arrow keys, a thumbnail link shows its photo', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const { page, close } = await open(`/singleTour/${sm._id}`, viewports.desktop, { javaScript: false });
    try {
      const gallery = page.locator('[data-testid="tour-gallery"]');
      const row = gallery.getByRole('group', { name: `${sm.name} photos, scrolling sideways` });
      // Nothing that needs the script is offered yet (Pause, the arrows).
      expect(await gallery.getByRole('button').count()).toBe(0);
      // From the header's last link, Tab goes into the gallery's row.
      await page.locator('header').getByRole('link', { name: 'Contact Host' }).focus();
      await page.keyboard.press('Tab');
      expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);
      // The browser picks the photo to snap to first, then scrolls there smoothly, only towards it:
      // the row is at that photo's offset once, at rest. (No `scrollend` listener: with the page's
      // script off, the page runs none.)
      const scrolled = () => row.evaluate((el) => el.scrollLeft);
      const width = await row.evaluate((el) => el.clientWidth);
      await page.keyboard.press('ArrowRight');
      // A smooth scroll on a busy machine can take seconds to come to rest.
      await expect.poll(scrolled, { timeout: 20_000 }).toBe(width);
      // The thumbnails are next, links to their slides.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Show photo 1/);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Show photo 3/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.hash === '#tour-photo-3');
      await expect.poll(scrolled, { timeout: 20_000 }).toBe(2 * width);
    } finally {
      await close();
    }
  });
});

describe('reviews in pages and in the structured data', () => {
  it('?reviews= picks the page; a page past the last shows the last, a bad one says why; other parameters stay', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const reviews = await api<ReviewPage>(`/tourPackages/${sm._id}/reviews`);
    const { page, close } = await open(`/singleTour/${sm._id}?reviews=9&from=mail`, viewports.phone, { javaScript: false });
    try {
      expect(await page.locator('[data-testid="review-list"] > li').count()).toBe(reviews.reviews.length);
      await page.goto(`/singleTour/${sm._id}?reviews=abc`);
      await page.locator('#reviews').getByText('The reviews page must be a whole number: here is the first page.').waitFor();
      expect(await page.locator('[data-testid="review-list"] > li').count()).toBe(reviews.reviews.length);
    } finally {
      await close();
    }
  });

  it('the JSON-LD carries aggregateRating and the reviews, and nothing of the kind without reviews', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const reviews = await api<ReviewPage>(`/tourPackages/${sm._id}/reviews`);
    const html = await (await fetch(`${baseURL}/singleTour/${sm._id}`, { headers: { cookie } })).text();
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': ['Product', 'TouristTrip'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count },
      offers: { availability: 'https://schema.org/InStock' },
    });
    const review = ld.review as { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody: string; datePublished: string }[];
    expect(review).toHaveLength(reviews.reviews.length);
    expect(review[0]).toMatchObject({
      author: { name: reviews.reviews[0]!.firstName },
      reviewRating: { ratingValue: reviews.reviews[0]!.rating },
      reviewBody: reviews.reviews[0]!.text,
      datePublished: reviews.reviews[0]!.createdAt.slice(0, 10),
    });

    const unreviewed = packages.find((p) => p.reviewCount === 0)!;
    const plain = await (await fetch(`${baseURL}/singleTour/${unreviewed._id}`, { headers: { cookie } })).text();
    const plainLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(plain)![1]!) as Record<string, unknown>;
    expect(plainLd.aggregateRating).toBeUndefined();
    expect(plainLd.review).toBeUndefined();
    expect(plain).toContain('No reviews yet');
  });
});

describe('the waitlist of a sold-out departure', () => {
  it('a signed-in visitor joins it, sees it on the page, and leaves it (phone, with JavaScript)', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const [sold] = await departuresOf(sm);
    const { page, close } = await open(`/singleTour/${sm._id}`, viewports.phone);
    try {
      const row = page.locator('[data-testid="departures"] > li').first();
      // More travellers than the group takes: a clear message under the field.
      await row.getByLabel(/^Travellers/).fill(String(sm.packageGroupPeoples + 1));
      await row.getByRole('button', { name: /^Join the waitlist/ }).click();
      await row.getByText(`Travellers must be at most ${sm.packageGroupPeoples} (the group size)`).waitFor();
      await row.getByLabel(/^Travellers/).fill('2');
      await row.getByRole('button', { name: /^Join the waitlist/ }).click();
      await row.getByText(`You are on the waitlist for ${formatDay(sold!.date)}: we e-mail you when seats come free.`).waitFor();
      expect(await axe(page, 'waitlist joined')).toEqual([]);
      await page.reload();
      await row.getByText('You are on the waitlist: we e-mail you when seats come free.').waitFor();
      await row.getByRole('button', { name: /^Leave the waitlist/ }).click();
      await row.getByText('You left the waitlist.').waitFor();
      await row.getByRole('button', { name: /^Join the waitlist/ }).waitFor();
    } finally {
      await close();
    }
  });

  it('works without JavaScript too, and the API agrees that the visitor is on the list (desktop)', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const [sold] = await departuresOf(sm);
    const { page, close } = await open(`/singleTour/${sm._id}`, viewports.desktop, { javaScript: false });
    try {
      await page
        .locator('[data-testid="departures"] > li')
        .first()
        .getByRole('button', { name: /^Join the waitlist/ })
        .click();
      await page.getByText(`You are on the waitlist for ${formatDay(sold!.date)}: we e-mail you when seats come free.`).waitFor();
      const again = await fetch(`${baseURL}/api/departures/${sold!._id}/waitlist`, {
        method: 'POST',
        headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
        body: '{}',
      });
      expect(((await again.json()) as { message: string }).message).toBe('You are already on the waitlist.');
      // A tampered form: a clear message, nothing changes.
      const forged = await postToTourPage(sm, { intent: 'waitlist', departureId: 'not-an-id', travellers: '1' });
      expect(forged.status).toBe(400);
      expect(forged.text).toContain('This date is not known. Please reload the page and try again.');
    } finally {
      await close();
    }
  });

  it('a departure with seats refuses the waitlist with a notice (409)', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const [, withSeats] = await departuresOf(sm);
    const reply = await postToTourPage(sm, { intent: 'waitlist', departureId: withSeats!._id, travellers: '1' });
    expect(reply.status).toBe(409);
    expect(reply.text).toContain('This departure has seats: book them instead.');
    // A departure of another tour is refused too.
    const [other] = await departuresOf(bySlug('sajek-valley-above-the-clouds'));
    const wrong = await postToTourPage(sm, { intent: 'waitlist', departureId: other!._id, travellers: '1' });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain('This date is not a departure of this tour any more.');
  });
});

describe('cards and lists show availability from departures, not the typed-in status', () => {
  it("every card's badge follows its next departure", async () => {
    const all = (await api<Departure[]>('/departures')).filter((d) => d.packageId);
    const { page, close } = await open('/tour?where=', viewports.desktop, { session: null });
    try {
      const cards = page.locator('[data-testid="search-results"] article');
      expect(await cards.count()).toBe(packages.length);
      for (const [i, p] of packages.entries()) {
        const mine = all.filter((d) => d.packageId === p._id);
        const next = mine.find((d) => d.seatsLeft > 0) ?? mine[0];
        const card = cards.nth(i);
        const badge = card.locator('[data-testid="card-availability"]');
        if (!next || next.availability === 'available') expect(await badge.count(), p.slug).toBe(0);
        else expect(await badge.innerText(), p.slug).toBe(badgeOf(next));
        expect((await card.locator('[data-testid="card-departure"]').innerText()).trim(), p.slug).toBe(
          next ? `Next date: ${formatDay(next.date)}` : 'No dates are open right now',
        );
      }
      // Typed 'Sold out' by an admin, but its dates have seats: not sold out on the site.
      const nafakhum = bySlug('nafakhum-remakri-waterfall-expedition');
      expect(nafakhum.status).toBe('Sold out');
      expect(await cards.nth(packages.indexOf(nafakhum)).innerText()).not.toContain('Sold out');
    } finally {
      await close();
    }
  });
});

describe("'Find your tour' searches departures", () => {
  it('by dates and guests, answers only packages with such a departure, each with the first date that fits', async () => {
    const all = (await api<Departure[]>('/departures')).filter((d) => d.packageId);
    const checkIn = addDays(dhakaDate(), 7);
    const checkOut = addDays(dhakaDate(), 16);
    const guests = 6;
    const fits = (p: Pkg) =>
      all.filter((d) => d.packageId === p._id && d.date >= checkIn && d.date <= checkOut && d.seatsLeft >= guests && p.packageGroupPeoples >= guests);
    const expected = packages.filter((p) => fits(p).length > 0);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(packages.length);
    const fromApi = await api<Pkg[]>(`/searchTourPackages?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);
    expect(fromApi.map((p) => p._id)).toEqual(expected.map((p) => p._id));

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, close } = await open('/tour', viewport, { session: null });
      try {
        await page.getByLabel('Check-in date').fill(checkIn);
        await page.getByLabel('Check-out date').fill(checkOut);
        await page.getByLabel('Guest number').fill(String(guests));
        await page.getByRole('button', { name: 'Search tours' }).click();
        await page.waitForURL(/checkIn=/);
        const results = page.locator('[data-testid="search-results"]');
        await expect
          .poll(() => results.locator('ul a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
          .toEqual(expected.map((p) => `/singleTour/${p._id}`));
        expect(await results.getByRole('status').innerText()).toContain(
          `${expected.length} ${expected.length === 1 ? 'tour matches' : 'tours match'} your search, leaving between ${formatDay(checkIn)} and ${formatDay(checkOut)}, with seats for ${guests}.`,
        );
        const firstCard = (await results.locator('article').first().locator('[data-testid="card-departure"]').innerText()).trim();
        expect(firstCard).toBe(`First date that fits: ${formatDay(fits(expected[0]!)[0]!.date)}`);
        expect(await axe(page, `/tour results at ${viewport.width}`)).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('a sold-out date is not offered for any number of guests', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const [sold] = await departuresOf(sm);
    const res = await api<Pkg[]>(`/searchTourPackages?where=saint&checkIn=${sold!.date}&checkOut=${addDays(sold!.date, 1)}&guests=1`);
    expect(res.map((p) => p._id)).not.toContain(sm._id);
  });
});

describe('/leaveWaitlist, the link of the seats-free e-mail', () => {
  it('shows a button (a GET changes nothing), leaves on POST, and says so politely when the link is used again', async () => {
    const sm = bySlug('saint-martin-coral-island-escape');
    const [sold] = await departuresOf(sm);
    // Two travellers wait for the sold-out date (through the API, as the page does).
    const users = await Promise.all(['Mitu Leaves', 'Rafiq Leaves'].map((name) => createVerifiedUser(baseURL, mailDir, { name })));
    for (const u of users) {
      const c = await sessionCookie(baseURL, u.email, u.password);
      const join = await fetch(`${baseURL}/api/departures/${sold!._id}/waitlist`, {
        method: 'POST',
        headers: sameSiteHeaders(baseURL, c, { 'content-type': 'application/json' }),
        body: '{}',
      });
      expect(join.status).toBe(201);
    }
    // The operator adds two seats: the waitlist is e-mailed.
    const admin = await adminSessionCookie(baseURL);
    const patch = (seats: number) =>
      fetch(`${baseURL}/api/departures/${sold!._id}`, {
        method: 'PATCH',
        headers: sameSiteHeaders(baseURL, admin, { 'content-type': 'application/json' }),
        body: JSON.stringify({ seats }),
      });
    let links: string[];
    try {
      expect((await patch(sold!.seats + 2)).status).toBe(200);
      links = await Promise.all(users.map(async (u) => linkIn(await waitForMail(mailDir, u.email, /^Seats are free on /), `${baseURL}/leaveWaitlist?token=`)));
    } finally {
      // Back to sold out, as the demo has it (nobody booked the two seats meanwhile).
      expect((await patch(sold!.seats)).status).toBe(200);
    }
    const path = (link: string) => link.slice(baseURL.length);

    // Phone, with JavaScript: open (twice: a GET changes nothing), leave, confirmation; axe throughout.
    const opened = await open(path(links[0]!), viewports.phone, { session: null });
    let { page, close } = opened;
    try {
      expect(opened.status).toBe(200);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Leave the waitlist' }).waitFor();
      expect(await axe(page, '/leaveWaitlist at 375')).toEqual([]);
      await page.getByRole('button', { name: 'Leave the waitlist' }).click();
      await page.getByRole('heading', { level: 1, name: 'You left the waitlist' }).waitFor();
      await page.getByText('You left the waitlist. We will not e-mail you about seats on that date again.').waitFor();
      expect(await axe(page, '/leaveWaitlist done at 375')).toEqual([]);
    } finally {
      await close();
    }

    // Desktop, the same link again: it was used.
    ({ page, close } = await open(path(links[0]!), viewports.desktop, { session: null }));
    try {
      await page.getByRole('button', { name: 'Leave the waitlist' }).click();
      await page.getByText(/This link has already been used, or it is no longer valid/).waitFor();
      expect(await axe(page, '/leaveWaitlist used at 1280')).toEqual([]);
    } finally {
      await close();
    }

    // Without JavaScript: the form still posts.
    ({ page, close } = await open(path(links[1]!), viewports.desktop, { session: null, javaScript: false }));
    try {
      await page.getByRole('button', { name: 'Leave the waitlist' }).click();
      await page.getByRole('heading', { level: 1, name: 'You left the waitlist' }).waitFor();
    } finally {
      await close();
    }

    // A link cut short: said so, no button.
    ({ page, close } = await open('/leaveWaitlist?token=abc', viewports.phone, { session: null }));
    try {
      await page.getByText(/This link is not complete/).waitFor();
      expect(await page.getByRole('button', { name: 'Leave the waitlist' }).count()).toBe(0);
      expect(await axe(page, '/leaveWaitlist bad link at 375')).toEqual([]);
    } finally {
      await close();
    }
    // Four pages with axe, two accounts and their e-mail: about 18 s alone, more beside two other files.
  }, 120_000);
});
