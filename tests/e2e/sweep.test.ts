/**
 * The sweep (issue 34): every page of the site (public, account, booking, admin: the routes of
 * app/routes/<area>/routes.ts), in English and Bangla, at 375 and 1280 px, as a visitor, a
 * signed-in traveller and the admin. Fails on a page wider than the window, a console error or a
 * hydration warning, a link that leaves the site unexpectedly, English on a Bangla page beyond
 * brand names; and every form a server answers with field errors keeps them once the page has
 * hydrated. One browser; the pages run a few at a time, each worker reusing its tabs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, viewports } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { collectErrors, englishOn, offsiteLinks, pageOverflow } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;

type Who = 'visitor' | 'traveller' | 'admin';
interface Visit {
  path: string;
  who: Who;
  /** The page's HTTP status (the not-found page: 404). */
  status?: number;
}

let browser: Browser;
const contexts = {} as Record<Who, BrowserContext>;
let pages: Visit[] = [];
/** Names people typed (the traveller's booking), shown as typed on a Bangla page too. */
const typed = ['Nusrat Jahan', 'Sweep Traveller', 'House 9, Road 4', 'Dhaka', 'NUSRAT JAHAN', 'Sweep Question', 'Is the trip on?'];

/** The first path on `page` (fetched as `cookie`) that `pattern` matches. */
async function firstLink(path: string, pattern: RegExp, cookie?: string): Promise<string> {
  const html = await (await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {} })).text();
  const found = html.match(pattern)?.[0];
  if (!found) throw new Error(`No link matching ${pattern} on ${path}`);
  return found.replaceAll('&amp;', '&');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Sweep Traveller' });
  const userCookie = await sessionCookie(baseURL, user.email, user.password);
  const adminCookie = await adminSessionCookie(baseURL);
  // A booking of the traveller's, and a message of each kind for the admin's pages.
  const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
  const pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  const deps = (await (await fetch(`${baseURL}/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; date: string; seatsLeft: number }[];
  const departure = deps.find((d) => d.seatsLeft >= 2)!;
  const booked = await fetch(`${baseURL}/api/bookTour`, {
    method: 'POST',
    headers: { ...sameSiteHeaders(baseURL, userCookie), 'content-type': 'application/json' },
    body: JSON.stringify({
      packageId: pkg._id,
      departureId: departure._id,
      fullName: 'Nusrat Jahan',
      email: user.email,
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
  expect(booked.status).toBe(201);
  const booking = (await booked.json()) as { _id: string };
  const message = { name: 'Sweep Traveller', email: user.email, subject: 'Sweep Question', message: 'Is the trip on?' };
  for (const path of ['/api/contactUsMessage', '/api/touchInTouchMessage']) {
    const sent = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { ...sameSiteHeaders(baseURL), 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(sent.status, path).toBeLessThan(300);
  }

  for (const who of ['visitor', 'traveller', 'admin'] as const) {
    contexts[who] = await browser.newContext({ baseURL, viewport: viewports.phone });
    if (who !== 'visitor') await useSession(contexts[who], baseURL, who === 'admin' ? adminCookie : userCookie);
  }

  // The pages with an id: the first one each list links to.
  const departuresPath = `/managePackage/${pkg._id}/departures`;
  const [singleTour, singleBlog, event, eventAdmin, bookingAdmin, messageView, touchView, packageEdit, blogEdit, manifest] = await Promise.all([
    firstLink('/tour', /\/singleTour\/[\w-]+/),
    firstLink('/blog', /\/singleBlog\/[\w-]+/),
    firstLink('/', /\/upComingEventDetails\/[\w-]+/),
    firstLink('/manageEvents', /\/manageEventDetail\/[\w-]+/, adminCookie),
    firstLink('/manageBooking', /\/bookDetails\/[\w-]+/, adminCookie),
    firstLink('/manageMessage', /\/messageView\/[\w-]+/, adminCookie),
    firstLink('/manageMessage', /\/touchMessageView\/[\w-]+/, adminCookie),
    firstLink('/managePackage', /\/managePackage\/[\w-]+\/edit/, adminCookie),
    firstLink('/manageBlogs', /\/manageBlogs\/[\w-]+\/edit/, adminCookie),
    firstLink(departuresPath, /\/managePackage\/[\w-]+\/departures\/[\w-]+\/manifest(?!\.csv)/, adminCookie),
  ]);
  const visitor = (path: string, status?: number): Visit => ({ path, who: 'visitor', status });
  const traveller = (path: string): Visit => ({ path, who: 'traveller' });
  const admin = (path: string): Visit => ({ path, who: 'admin' });
  pages = [
    // public (the sitemap and robots.txt are not pages)
    ...['/', '/about', '/tour', '/blog', event, '/contact', '/host', '/leaveWaitlist'].map((p) => visitor(p)),
    visitor('/no-such-page', 404),
    // account (GET /signout only goes home)
    ...['/signin', '/signup', '/verify-email', '/reset-password'].map((p) => visitor(p)),
    // signed-in pages (a tour's and a blog's page ask a visitor to sign in, as the spec says)
    traveller(singleTour),
    traveller(singleBlog),
    traveller(`/bookNow?package=${pkg._id}`),
    traveller('/dashboard'),
    traveller(`/detailsPackage/${booking._id}`),
    // admin
    ...[
      '/manageAdmins',
      '/manageEvents',
      eventAdmin,
      '/manageBooking',
      bookingAdmin,
      '/manageMessage',
      messageView,
      touchView,
      '/managePackage',
      '/managePackage/new',
      packageEdit,
      departuresPath,
      manifest,
      '/manageBlogs',
      '/manageBlogs/new',
      blogEdit,
      '/managePayments',
      '/manageReviews',
      '/manageReports',
      '/manageAudit',
      '/manageMail',
      '/checkin',
    ].map(admin),
  ];
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** React has taken the page over (`<html data-hydrated>`); generous, as the sweep's lanes share the machine. */
const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 45_000 });

/**
 * Runs `work` on every item, `width` at a time, each lane with its own tabs. Answers the items
 * whose work failed (a page that never hydrated...), each with its first line of the error.
 */
async function inLanes<T>(
  items: readonly T[],
  width: number,
  work: (item: T, tab: (who: Who) => Promise<{ page: Page; errors: string[] }>) => Promise<void>,
): Promise<string[]> {
  const queue = [...items];
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      const tabs = new Map<Who, { page: Page; errors: string[] }>();
      const tab = async (who: Who) => {
        let t = tabs.get(who);
        if (!t) {
          const page = await contexts[who].newPage();
          t = { page, errors: collectErrors(page) };
          tabs.set(who, t);
        }
        t.errors.length = 0;
        return t;
      };
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        try {
          await work(item, tab);
        } catch (error) {
          failed.push(`${JSON.stringify(item)}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      await Promise.all([...tabs.values()].map((t) => t.page.close()));
    }),
  );
  return failed;
}

/** Everything wrong with one page in one language, at both widths. */
async function problemsOf(visit: Visit, lang: 'en' | 'bn', tab: (who: Who) => Promise<{ page: Page; errors: string[] }>): Promise<string[]> {
  const url = lang === 'bn' ? `/bn${visit.path === '/' ? '' : visit.path}` : visit.path;
  const where = `${url} (${visit.who})`;
  const { page, errors } = await tab(visit.who);
  const found: string[] = [];
  await page.setViewportSize(viewports.phone);
  const response = await page.goto(url);
  const status = response?.status();
  if (status !== (visit.status ?? 200)) found.push(`answered ${status}`);
  if (new URL(page.url()).pathname !== url.split('?')[0]) found.push(`went to ${page.url()}`);
  await waitForHydration(page);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    if (viewport !== viewports.phone) await page.setViewportSize(viewport);
    const overflow = await pageOverflow(page);
    if (overflow) found.push(`at ${viewport.width} px ${overflow}`);
  }
  for (const link of await offsiteLinks(page, baseURL)) found.push(`links off the site: ${link}`);
  // Every page, the admin's too: what people typed (names, reviews, titles) is marked as their own
  // words (data-user-content) and not counted.
  if (lang === 'bn') {
    // The not-found page repeats the address asked for.
    const english = await englishOn(page, [...typed, ...visit.path.split(/[/?=&-]+/)]);
    if (english.length) found.push(`English on the Bangla page: ${english.join(' ')}`);
  }
  // The browser reports a page's own error status (the not-found page's 404) as a failed load.
  found.push(...errors.filter((e) => !(visit.status && e.includes(`status of ${visit.status}`))));
  return found.map((p) => `${where}: ${p}`);
}

describe('every page, in both languages, at 375 and 1280 px', () => {
  for (const lang of ['en', 'bn'] as const) {
    it(`fits, logs no error, links only where it should and speaks ${lang === 'bn' ? 'Bangla' : 'English'}`, async () => {
      const problems: string[] = [];
      const failed = await inLanes(pages, 3, async (visit, tab) => {
        problems.push(...(await problemsOf(visit, lang, tab)));
      });
      expect([...problems, ...failed]).toEqual([]);
    }, 240_000);
  }
});

/** How many fields a page marks invalid, and the messages it shows with them, in some HTML or the live page. */
const invalidIn = (html: string) => (html.match(/aria-invalid="true"/g) ?? []).length;
const invalidOnPage = (page: Page) => page.evaluate(() => document.querySelectorAll('[aria-invalid="true"]').length);

describe('a form the server answers with field errors keeps them once the page hydrates', () => {
  // GET forms: the error comes with the address.
  const searches = ['/tour?guests=abc', '/tour?checkIn=2001-01-01', '/tour?guests=0'];
  // POST forms, sent empty without the page's code (a native submit), as before hydration.
  const posts: { path: string; who: Who }[] = [
    { path: '/contact', who: 'visitor' },
    { path: '/signin', who: 'visitor' },
    { path: '/signup', who: 'visitor' },
    { path: '/', who: 'visitor' },
  ];

  for (const lang of ['en', 'bn'] as const) {
    it(`in ${lang === 'bn' ? 'Bangla' : 'English'}`, async () => {
      const problems: string[] = [];
      const prefix = lang === 'bn' ? '/bn' : '';
      const failed = await inLanes(
        [...searches.map((path) => ({ path, who: 'visitor' as Who, kind: 'get' })), ...posts.map((p) => ({ ...p, kind: 'post' }))],
        3,
        async (form, tab) => {
          const { page, errors } = await tab(form.who);
          const url = `${prefix}${form.path === '/' ? '' : form.path}` || '/';
          if (form.kind === 'get') {
            const response = await page.goto(url);
            const server = invalidIn((await response?.text()) ?? '');
            await waitForHydration(page);
            const hydrated = await invalidOnPage(page);
            if (server === 0 || hydrated !== server) problems.push(`${url}: ${server} invalid field(s) from the server, ${hydrated} after hydration`);
          } else {
            await page.goto(url);
            await waitForHydration(page);
            const forms = 'form[method="post" i]:not(footer form)';
            const count = await page.locator(forms).count();
            let checked = 0;
            for (let i = 0; i < count; i++) {
              const target = page.locator(forms).nth(i);
              const fields = await target.locator('input[type="text"], input[type="email"], input[type="password"], input:not([type]), textarea').count();
              if (fields === 0) continue;
              checked++;
              const [response] = await Promise.all([
                page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
                target.evaluate((form: HTMLFormElement) => {
                  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')) el.value = '';
                  HTMLFormElement.prototype.submit.call(form);
                }),
              ]);
              const server = invalidIn(await response.text());
              await page.waitForLoadState('load');
              await waitForHydration(page);
              const hydrated = await invalidOnPage(page);
              if (server === 0 || hydrated !== server)
                problems.push(`${url} form ${i + 1}: ${server} invalid field(s) from the server, ${hydrated} after hydration`);
              await page.goto(url);
              await waitForHydration(page);
            }
            if (checked === 0) problems.push(`${url}: no form with fields`);
          }
          // The browser reports the refusal's own status (400) as a failed load.
          problems.push(...errors.filter((e) => !/status of 4(00|22)\b/.test(e)).map((e) => `${url}: ${e}`));
        },
      );
      expect([...problems, ...failed]).toEqual([]);
    }, 240_000);
  }
});
