/**
 * Accessibility: axe-core on every public page, on a phone (375 px) and a desktop (1280 px),
 * WCAG 2.x A and AA rules: no violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
let browser: Browser;
let cookie: string;
const paths: { path: string; signedIn?: boolean }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const get = async <T>(p: string) => (await (await fetch(`${baseURL}/api${p}`)).json()) as T;
  const [packages, blogs, events] = await Promise.all([
    get<{ _id: string }[]>('/allTourPackages'),
    get<{ _id: string }[]>('/addBlogs'),
    get<{ _id: string }[]>('/upcommingevent'),
  ]);
  const user = await createVerifiedUser(baseURL, mailDir, { name: 'Axe Reader' });
  cookie = await sessionCookie(baseURL, user.email, user.password);
  paths.push(
    { path: '/' },
    { path: '/about' },
    { path: '/tour' },
    { path: '/tour?where=sea&guests=2' },
    { path: '/blog' },
    { path: '/contact' },
    { path: '/host' },
    { path: `/upComingEventDetails/${events[0]!._id}` },
    { path: `/singleTour/${packages[0]!._id}`, signedIn: true },
    { path: `/singleBlog/${blogs[0]!._id}`, signedIn: true },
    { path: '/no-such-page' },
  );
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('axe on a %s', (_name, viewport) => {
  it('finds no violations on any public page', async () => {
    const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
    await useSession(context, baseURL, cookie);
    const page = await context.newPage();
    const found: string[] = [];
    for (const { path } of paths) {
      // Hydrated: what axe sees is what a visitor uses (the attributes React sets are there).
      await page.goto(path);
      await waitForHydration(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of result.violations) {
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
        );
      }
      // The form messages too: an invalid form must stay accessible.
      if (path === '/contact') {
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByText('*Name field is required').waitFor();
        const invalid = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        for (const v of invalid.violations) found.push(`${path} (errors shown): ${v.id} ${v.help}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
