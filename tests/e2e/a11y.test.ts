/**
 * Accessibility: axe-core on the public page types, on a phone (375 px) and a desktop (1280 px),
 * WCAG 2.x A and AA rules: no violations. Each page type once at each width across the suites:
 * the tour page (with departures and reviews) and the /tour search results are checked by
 * tour-departures.test.ts at both widths, sign-in, sign-up and the dashboard by bangla.test.ts,
 * the booking wizard by booking.test.ts, the operator's screens by admin*.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, readerTabs, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';
import { axeViolations, wcag22 } from '../support/page-checks.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
let browser: Browser;
let cookie: string;
/** The page types, by name; the detail pages' addresses are read from the API first. */
const pages = ['home', 'about', 'tours', 'blogs', 'contact', 'host', 'event detail', 'blog detail', 'not found'] as const;
const pathOf: Partial<Record<(typeof pages)[number], string>> = {
  home: '/',
  about: '/about',
  tours: '/tour',
  blogs: '/blog',
  contact: '/contact',
  host: '/host',
  'not found': '/no-such-page',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const get = async <T>(p: string) => (await (await fetch(`${baseURL}/api${p}`)).json()) as T;
  const [blogs, events] = await Promise.all([get<{ _id: string }[]>('/addBlogs'), get<{ _id: string }[]>('/upcommingevent')]);
  pathOf['event detail'] = `/upComingEventDetails/${events[0]!._id}`;
  pathOf['blog detail'] = `/singleBlog/${blogs[0]!._id}`;
  const user = await createVerifiedUser(baseURL, mailDir, { name: 'Axe Reader' });
  cookie = await sessionCookie(baseURL, user.email, user.password);
});
afterAll(async () => {
  await browser?.close();
});

const violations = (page: Page, where: string, tags = wcag22) => axeViolations(page, where, { tags });

/**
 * The signed-in tab the tests take turns with (tests/support/browser.ts: Chromium starts a renderer
 * process for every context, and a new process compiles the site's scripts anew); each test loads
 * its page afresh and only reads it (the contact form's errors are the page's own state).
 */
const tabFor = readerTabs(async () => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await useSession(context, baseURL, cookie);
  return context;
});

// One test per page type and width: each has its own time on a busy machine.
describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('axe on a %s', (_name, viewport) => {
  it.each(pages)('finds no violation on the %s page', async (name) => {
    // Signed in: the blog detail is for signed-in readers; the other pages look the same to them.
    const page = await tabFor(null, viewport);
    const path = pathOf[name]!;
    // Hydrated: what axe sees is what a visitor uses (the attributes React sets are there).
    await page.goto(path);
    await waitForHydration(page);
    const found = await violations(page, path);
    // The form messages too: an invalid form must stay accessible.
    if (name === 'contact') {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('*Name field is required').waitFor();
      found.push(...(await violations(page, `${path} (errors shown)`, ['wcag2a', 'wcag2aa'])));
    }
    expect(found).toEqual([]);
  });
});
