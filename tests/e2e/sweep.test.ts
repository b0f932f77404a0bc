/**
 * The sweep (issue 34): every page of the site, in English and Bangla, at 375 and 1280 px, as a
 * visitor, a signed-in traveller and the admin. The pages are the page routes of
 * app/routes/<area>/routes.ts, read at run time: a route whose address needs an id (or a query)
 * is reached through the `reach` table below, and a page route the sweep cannot reach fails it.
 *
 * Fails on a page wider than the window, a console error or a hydration warning, a link that
 * leaves the site unexpectedly, English on a Bangla page beyond brand names (its text, placeholders,
 * button labels; people's own words are marked data-user-content). Each page is loaded once at
 * 375 px and checked, then checked again with the same tab resized to 1280 px (a representative few,
 * `loadedWide`, are also loaded at 1280 px); a form's answer is checked at the width it arrives at,
 * then at the other. In the same visit, every form of the page that posts
 * text is sent empty as a browser without the page's code would send it, and the server's
 * messages must still be shown, with the fields marked invalid, once the page has hydrated; so
 * must the errors a search or filter form gets from its address (`/tour?guests=abc`).
 * One browser; the pages run three at a time, each lane reusing its tabs. docs/testing.md, "The sweep".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../app/routes/account/routes.ts';
import { adminRoutes } from '../../app/routes/admin/routes.ts';
import { bookingRoutes } from '../../app/routes/booking/routes.ts';
import { publicRoutes } from '../../app/routes/public/routes.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, leave, viewports } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { collectErrors, englishOn, offsiteLinks, pageOverflow } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;

type Who = 'visitor' | 'traveller' | 'admin';
interface Visit {
  /** The page route's pattern as app/routes declares it ('' for the home page). */
  route: string;
  path: string;
  who: Who;
  /** The page's HTTP status (the not-found page: 404). */
  status?: number;
  /** Where the page sends this reader instead (its path without the language prefix). */
  goesTo?: string;
  /** The address gives a search or filter form field errors: they must outlive hydration. */
  invalid?: boolean;
  /** Also send its forms that have no text field (their error is the form's own notice). */
  submitAll?: boolean;
  /** Also loaded directly at 1280 px (a few representative pages: the others are resized to it). */
  wide?: boolean;
}

/** Representative pages also loaded at 1280 px: a page laid out for the width it opens at shows it. */
const loadedWide = new Set(['', 'singleTour/:id', 'managePackage']);

/** The page routes of an area (not resource routes: a page's module has a component), as patterns. */
function pageRoutesOf(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => {
    const own = e.path !== undefined || e.index ? [e] : [];
    const pages = own.filter((r) => /^export default /m.test(readFileSync(path.join('app', r.file), 'utf8')));
    return [...pages.map((r) => r.path ?? ''), ...pageRoutesOf(e.children ?? [])];
  });
}
const areas: [Who, RouteConfigEntry[]][] = [
  ['visitor', publicRoutes],
  ['visitor', accountRoutes],
  ['traveller', bookingRoutes],
  ['admin', adminRoutes],
];
const pageRoutes = areas.flatMap(([who, entries]) => pageRoutesOf(entries).map((route) => ({ route, who })));

/** Real ids for the routes with params, found in beforeAll. */
type Ids = Record<'pkg' | 'tour' | 'blog' | 'event' | 'booking' | 'eventAdmin' | 'bookingAdmin' | 'message' | 'touch' | 'departure', string>;

/**
 * How the sweep reaches each page route whose address needs more than its pattern: its params
 * filled with a real id, or the query it needs. A page route with a param and no entry here fails
 * the sweep ('every page route is swept').
 */
const reach: Record<string, (ids: Ids) => string> = {
  'singleTour/:id': (ids) => `/singleTour/${ids.tour}`,
  'singleBlog/:id': (ids) => `/singleBlog/${ids.blog}`,
  'upComingEventDetails/:id': (ids) => `/upComingEventDetails/${ids.event}`,
  bookNow: (ids) => `/bookNow?package=${ids.pkg}`,
  'detailsPackage/:id': (ids) => `/detailsPackage/${ids.booking}`,
  // The page reads nothing (it names no booking, whatever the payment): any payment id shows it.
  'payments/:provider/received/:id': (ids) => `/payments/sslcommerz/received/${ids.booking}`,
  'manageEventDetail/:id': (ids) => `/manageEventDetail/${ids.eventAdmin}`,
  'bookDetails/:id': (ids) => `/bookDetails/${ids.bookingAdmin}`,
  'messageView/:id': (ids) => `/messageView/${ids.message}`,
  'touchMessageView/:id': (ids) => `/touchMessageView/${ids.touch}`,
  'managePackage/:id/edit': (ids) => `/managePackage/${ids.pkg}/edit`,
  'managePackage/:id/departures': (ids) => `/managePackage/${ids.pkg}/departures`,
  'managePackage/:id/departures/:departureId/manifest': (ids) => `/managePackage/${ids.pkg}/departures/${ids.departure}/manifest`,
  'manageBlogs/:id/edit': (ids) => `/manageBlogs/${ids.blog}/edit`,
};

/** Page routes also swept as someone else than their area's usual reader. */
const alsoAs: Record<string, Who[]> = { 'singleTour/:id': ['traveller'], 'singleBlog/:id': ['traveller'] };

/** Where a page sends a visitor (the spec: a tour's and a blog's page ask a visitor to sign in first). */
const visitorGoesTo: Record<string, string> = { 'singleTour/:id': '/signin', 'singleBlog/:id': '/signin' };

/** Forms whose every text field may be empty (the server accepts them empty): not sent by the sweep. */
const acceptsEmpty: Record<string, string[]> = {
  // The booking's status: its note and refund fields are optional.
  'bookDetails/:id': ['status'],
  // A review's reply: sent empty, it takes the reply away.
  manageReviews: ['reply'],
};

/**
 * Pages whose forms with a server-side error must have been checked: a page that loses its form
 * (or the sweep that stops finding it) fails rather than passing quietly.
 */
const formsExpected = [
  '',
  'contact',
  'tour',
  'leaveWaitlist',
  'signin',
  'signup',
  'reset-password',
  'singleBlog/:id',
  'bookNow',
  'dashboard',
  'detailsPackage/:id',
  'manageAdmins',
  'manageEvents',
  'manageEventDetail/:id',
  'managePackage/new',
  'managePackage/:id/edit',
  'managePackage/:id/departures',
  'manageBlogs/new',
  'manageBlogs/:id/edit',
  'managePromoCodes',
  'manageReports',
];

let browser: Browser;
const contexts = {} as Record<Who, BrowserContext>;
let visits: Visit[] = [];
/** Names people typed (the traveller's booking), shown as typed on a Bangla page too. */
const typed = ['Nusrat Jahan', 'Sweep Traveller', 'House 9, Road 4', 'Dhaka', 'NUSRAT JAHAN', 'Sweep Question', 'Is the trip on?'];

/** The first id in a link on `page` (fetched as `cookie`) that `pattern` matches (its first group). */
async function firstId(page: string, pattern: RegExp, cookie?: string): Promise<string> {
  const html = await (await fetch(`${baseURL}${page}`, { headers: cookie ? { cookie } : {} })).text();
  const found = html.match(pattern)?.[1];
  if (!found) throw new Error(`No link matching ${pattern} on ${page}`);
  return found;
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

  const [tour, blog, event, eventAdmin, bookingAdmin, messageId, touch] = await Promise.all([
    firstId('/tour', /\/singleTour\/([\w-]+)/),
    firstId('/blog', /\/singleBlog\/([\w-]+)/),
    firstId('/', /\/upComingEventDetails\/([\w-]+)/),
    firstId('/manageEvents', /\/manageEventDetail\/([\w-]+)/, adminCookie),
    firstId('/manageBooking', /\/bookDetails\/([\w-]+)/, adminCookie),
    firstId('/manageMessage', /\/messageView\/([\w-]+)/, adminCookie),
    firstId('/manageMessage', /\/touchMessageView\/([\w-]+)/, adminCookie),
  ]);
  const ids: Ids = { pkg: pkg._id, tour, blog, event, booking: booking._id, eventAdmin, bookingAdmin, message: messageId, touch, departure: departure._id };

  visits = [
    ...pageRoutes.flatMap(({ route, who }) => {
      const fill = reach[route];
      if (!fill && route.includes(':')) return []; // reported by 'every page route is swept'
      const to = fill ? fill(ids) : `/${route}`;
      return [who, ...(alsoAs[route] ?? [])].map((as): Visit => ({
        route,
        path: to,
        who: as,
        goesTo: as === 'visitor' ? visitorGoesTo[route] : undefined,
        wide: as === who && loadedWide.has(route),
      }));
    }),
    // The not-found page, also for addresses that try to make its links leave the site: `//host`
    // and `/\host` (sent as %5C: a browser turns a typed `\` into `/`), both languages.
    ...['/no-such-page', '//evil.example', '/%5Cevil.example'].map((p): Visit => ({ route: '*', path: p, who: 'visitor', status: 404 })),
    // A signed-in traveller on an admin page: the refusal is a page too.
    { route: '*', path: '/manageBooking', who: 'traveller', status: 403 },
    // Forms that need their link's token: a new password, leaving a waitlist (its only error is the form's notice).
    { route: 'reset-password', path: '/reset-password?token=sweep-no-such-token', who: 'visitor' },
    { route: 'leaveWaitlist', path: '/leaveWaitlist?token=sweep-no-such-token', who: 'visitor', submitAll: true },
    // Search and filter forms whose field errors come with the address.
    ...['/tour?guests=abc', '/tour?checkIn=2001-01-01', '/tour?guests=0'].map((p): Visit => ({ route: 'tour', path: p, who: 'visitor', invalid: true })),
    ...['/manageReports?from=abc', '/manageReports?to=2001-02-30', '/manageReports?from=2026-05-01&to=2026-01-01'].map((p): Visit => ({
      route: 'manageReports',
      path: p,
      who: 'admin',
      invalid: true,
    })),
  ];
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the page list', () => {
  it('sweeps every page route of app/routes, with a way to fill each param', () => {
    const unreachable = pageRoutes.filter(({ route }) => route.includes(':') && !reach[route]).map(({ route }) => route);
    const stale = Object.keys(reach).filter((route) => !pageRoutes.some((p) => p.route === route));
    // Each filled address is its own route's (not another route's, nor the not-found page).
    const misfilled = visits
      .filter((v) => v.route !== '*')
      .filter((v) => !matchPath({ path: `/${v.route}`, end: true }, v.path.split('?')[0] ?? v.path))
      .map((v) => `${v.route} -> ${v.path}`);
    const swept = new Set(visits.map((v) => v.route));
    const missing = pageRoutes.filter(({ route }) => !swept.has(route)).map(({ route }) => route);
    expect({ unreachable, stale, misfilled, missing }).toEqual({ unreachable: [], stale: [], misfilled: [], missing: [] });
    expect(pageRoutes.map((p) => p.route)).toContain('managePromoCodes');
  });
});

/** React has taken the page over (`<html data-hydrated>`, on the document loaded last); generous, as the lanes share the machine. */
const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && !document.documentElement.dataset.sweepLeft, null, { timeout: 45_000 });

type Tab = { page: Page; errors: string[] };

/**
 * Runs `work` on every item, `width` at a time, each lane with its own tabs. Answers the items
 * whose work failed (a page that never hydrated...), each with its first line of the error.
 */
async function inLanes<T>(items: readonly T[], width: number, work: (item: T, tab: (who: Who) => Promise<Tab>) => Promise<void>): Promise<string[]> {
  const queue = [...items];
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      const tabs = new Map<string, Tab>();
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

/** What a document shows of a form's errors: each invalid field (by name) with its message, and the notices. */
interface ErrorState {
  fields: Record<string, string>;
  notices: string[];
}

/**
 * The error state of `html` (the server's answer, parsed) or, without it, of the live page; for
 * the live page, also the fields whose message is not visible.
 */
function errorStateOf(page: Page, html?: string): Promise<ErrorState & { hidden: string[] }> {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const fields: Record<string, string> = {};
    const hidden: string[] = [];
    for (const field of doc.querySelectorAll('[aria-invalid="true"]')) {
      const name = field.getAttribute('name') ?? field.id;
      const messages = (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => doc.getElementById(id));
      fields[name] = messages.map(text).join(' ').trim();
      if (html === undefined && !messages.some((m) => m && text(m) && m.checkVisibility())) hidden.push(name);
    }
    const notices = [...doc.querySelectorAll('main [role="alert"], main [role="status"]')].map(text).filter(Boolean);
    return { fields, notices, hidden };
  }, html);
}

/** What went wrong between the server's error state and the hydrated page's. */
function hydrationLosses(server: ErrorState, hydrated: ErrorState & { hidden: string[] }): string[] {
  const lost: string[] = [];
  if (Object.keys(server.fields).length === 0 && server.notices.length === 0) return ['the server showed no error'];
  for (const [name, message] of Object.entries(server.fields)) {
    if (!message) lost.push(`the server marked ${name} invalid with no message`);
    else if (!(name in hydrated.fields)) lost.push(`${name} is no longer invalid after hydration (it said "${message}")`);
    else if (hydrated.hidden.includes(name) || !hydrated.fields[name]) lost.push(`${name}'s message is not shown after hydration`);
  }
  for (const notice of server.notices) if (!hydrated.notices.includes(notice)) lost.push(`the notice "${notice}" is gone after hydration`);
  return lost;
}

/** Everything wrong with the page now shown in `tab` (loaded as `url`), at its width. */
async function pageProblems(visit: Visit, lang: 'en' | 'bn', page: Page): Promise<string[]> {
  const found: string[] = [];
  const overflow = await pageOverflow(page);
  if (overflow) found.push(overflow);
  for (const link of await offsiteLinks(page, baseURL)) found.push(`links off the site: ${link}`);
  // One main landmark: where the skip link and a screen reader's "main" jump go.
  const mains = await page.getByRole('main').count();
  if (mains !== 1) found.push(`${mains} main landmarks`);
  // Every page, the admin's too: what people typed (names, reviews, titles) is marked as their own
  // words (data-user-content) and not counted.
  if (lang === 'bn') {
    // The not-found page repeats the address asked for.
    const asked = visit.status === 404 ? decodeURIComponent(`/bn${visit.path}`).split(/[^A-Za-z]+/) : [];
    const english = await englishOn(page, [...typed, ...asked.filter((w) => w.length > 1)]);
    if (english.length) found.push(`English on the Bangla page: ${english.join(' ')}`);
  }
  return found;
}

/** The forms of the page that the sweep sends, by a key that finds them again after a reload: their intent (or label). */
const formKeys = (page: Page, all: boolean, withFooter: boolean) =>
  page.evaluate(
    ({ all, withFooter }) => {
      const keys: string[] = [];
      for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post" i]')) {
        if (!withFooter && form.closest('footer')) continue;
        const texty = form.querySelector(
          'textarea, input:is(:not([type]), [type=text], [type=email], [type=password], [type=tel], [type=url], [type=number], [type=date])',
        );
        if (!texty && !all) continue;
        const intent =
          form.querySelector<HTMLInputElement>('input[type=hidden][name=intent]')?.value ?? form.querySelector<HTMLButtonElement>('button[name=intent]')?.value;
        const key = `${intent ?? form.getAttribute('aria-label') ?? ''}@${form.getAttribute('action') ?? ''}`;
        if (!keys.includes(key)) keys.push(key);
      }
      return keys;
    },
    { all, withFooter },
  );

/**
 * Sends the form `key` with its text fields emptied, as the browser does without the page's code
 * (a native submit, with its first named button's value), and answers the server's HTML and status.
 */
async function sendEmpty(page: Page, key: string): Promise<{ html: string; status: number } | null> {
  const index = await page.evaluate((key) => {
    const forms = [...document.querySelectorAll<HTMLFormElement>('form[method="post" i]')];
    return forms.findIndex((form) => {
      const intent =
        form.querySelector<HTMLInputElement>('input[type=hidden][name=intent]')?.value ?? form.querySelector<HTMLButtonElement>('button[name=intent]')?.value;
      return `${intent ?? form.getAttribute('aria-label') ?? ''}@${form.getAttribute('action') ?? ''}` === key;
    });
  }, key);
  if (index < 0) return null;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
    page
      .locator('form[method="post" i]')
      .nth(index)
      .evaluate((form: HTMLFormElement) => {
        for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'textarea, input:not([type=hidden], [type=checkbox], [type=radio], [type=file], [type=submit], [type=button])',
        ))
          el.value = '';
        // The intent a form's buttons name (sign-in, sign-up); other named buttons change the form (add a day), not send it.
        const button = form.querySelector<HTMLButtonElement>('button[name=intent]:not([type=button])');
        if (button && !form.querySelector(`input[type=hidden][name="${button.name}"]`)) {
          const input = Object.assign(document.createElement('input'), { type: 'hidden', name: button.name, value: button.value });
          form.append(input);
        }
        // The next document hydrates without this mark: waitForHydration waits for that one.
        document.documentElement.dataset.sweepLeft = '1';
        HTMLFormElement.prototype.submit.call(form);
      }),
  ]);
  return { html: await response.text(), status: response.status() };
}

/**
 * The page's checks at the width it is shown at, then at the other one (the same tab resized). The
 * tab stays at the second width: resizing it back would lay the page out a third time, as costly
 * for Chromium as the resize itself; the next load sets its width on a blank page (`widthForLoad`).
 */
async function bothWidths(visit: Visit, lang: 'en' | 'bn', page: Page, only?: keyof typeof viewports): Promise<string[]> {
  const found: string[] = [];
  const first = page.viewportSize()?.width === viewports.desktop.width ? 'desktop' : 'phone';
  const widths = only ? [only] : first === 'phone' ? (['phone', 'desktop'] as const) : (['desktop', 'phone'] as const);
  for (const [i, width] of widths.entries()) {
    if (i > 0) await page.setViewportSize(viewports[width]);
    found.push(...(await pageProblems(visit, lang, page)).map((p) => `at ${viewports[width].width} px: ${p}`));
  }
  return found;
}

/** Sets the tab's width for the next load: on a blank page, so that the page shown now is not laid out again. */
async function widthForLoad(page: Page, width: keyof typeof viewports): Promise<void> {
  if (page.viewportSize()?.width === viewports[width].width) return;
  if (page.url() !== 'about:blank') await leave(page);
  await page.setViewportSize(viewports[width]);
}

/**
 * One page in one language: loaded once at 375 px and checked there and resized to 1280 px (a
 * representative few also loaded at 1280 px); then its forms' and its address's errors.
 */
async function problemsOf(visit: Visit, lang: 'en' | 'bn', tab: (who: Who) => Promise<Tab>, checkedForms: Set<string>): Promise<string[]> {
  const url = lang === 'bn' ? `/bn${visit.path === '/' ? '' : visit.path}` : visit.path;
  const { page, errors } = await tab(visit.who);
  const found: string[] = [];
  const landing = visit.goesTo ? (lang === 'bn' ? `/bn${visit.goesTo}` : visit.goesTo) : url.split('?')[0];
  // The address as given (page.goto would read `//host` as another site).
  const load = async () => {
    const response = await page.goto(`${baseURL}${url}`);
    const status = response?.status();
    if (status !== (visit.status ?? 200)) found.push(`answered ${status}`);
    if (new URL(page.url()).pathname !== landing) found.push(`went to ${page.url()}`);
    await waitForHydration(page);
    return response;
  };
  if (visit.wide) {
    await widthForLoad(page, 'desktop');
    await load();
    found.push(...(await bothWidths(visit, lang, page, 'desktop')).map((p) => `loaded ${p}`));
  }
  await widthForLoad(page, 'phone');
  const response = await load();
  found.push(...(await bothWidths(visit, lang, page)));
  if (visit.invalid) {
    const server = await errorStateOf(page, (await response?.text()) ?? '');
    const lost = hydrationLosses(server, await errorStateOf(page));
    if (Object.keys(server.fields).length === 0) lost.push('the server marked no field invalid');
    found.push(...lost);
    checkedForms.add(visit.route);
  }
  // The browser reports a page's own error status (the not-found page's 404) as a failed load.
  found.push(...errors.filter((e) => !(visit.status && e.includes(`status of ${visit.status}`))));
  const where = `${url} (${visit.who})`;
  const problems = found.map((p) => `${where}: ${p}`);
  if (visit.invalid || visit.goesTo) return problems;

  // The page's forms, each sent empty from the page as it is (the last answer's page: it has them all).
  const keys = (await formKeys(page, !!visit.submitAll, visit.route === '')).filter((key) => !acceptsEmpty[visit.route]?.includes(key.split('@')[0]!));
  for (const key of keys) {
    errors.length = 0;
    const sent = await sendEmpty(page, key);
    const form = `${where} form ${key}`;
    if (!sent) {
      problems.push(`${form}: not on the page after the previous form's answer`);
      continue;
    }
    await waitForHydration(page);
    const server = await errorStateOf(page, sent.html);
    const lost = hydrationLosses(server, await errorStateOf(page));
    if (sent.status < 400) lost.push(`answered ${sent.status} to an empty form`);
    // The answer is a page like any other: it fits, and its messages are in the page's language.
    lost.push(...(await bothWidths(visit, lang, page)));
    // The browser reports the refusal's own status as a failed load.
    lost.push(...errors.filter((e) => !e.includes(`status of ${sent.status}`)));
    problems.push(...lost.map((p) => `${form}: ${p}`));
    checkedForms.add(visit.route);
  }
  return problems;
}

describe('every page, in both languages, at 375 and 1280 px', () => {
  for (const lang of ['en', 'bn'] as const) {
    it(`fits, logs no error, links only where it should, speaks ${lang === 'bn' ? 'Bangla' : 'English'} and keeps its forms' errors once hydrated`, async () => {
      const problems: string[] = [];
      const checkedForms = new Set<string>();
      const failed = await inLanes(visits, 3, async (visit, tab) => {
        problems.push(...(await problemsOf(visit, lang, tab, checkedForms)));
      });
      const unchecked = formsExpected.filter((route) => !checkedForms.has(route)).map((route) => `/${route}: no form with a server-side error was checked`);
      expect([...problems, ...failed, ...unchecked]).toEqual([]);
      // A guard against a hang, not a speed limit (each load has its own): the Bangla pass took
      // 60 s on a quick machine and 195-240 s on the slowest seen (docs/testing.md, 2026-11-29).
    }, 600_000);
  }
});
