/**
 * The Bengali web font on English pages (issue 34): their only Bengali is the language switch's
 * "বাংলা", and a device without a Bengali font of its own (as this machine) must still draw it in
 * Noto Sans Bengali, on the first page seen, even when the font arrives late (the header shows the
 * switch at desktop widths; a phone's is in the closed menu).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontsDrawing, launchBrowser, newPage, nextFrames, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Bengali font on English pages', () => {
  it('draws the language switch\'s "বাংলা" in Noto Sans Bengali on the first page, though the font arrives late', async () => {
    const { context, page } = await newPage(browser, site.baseURL, viewports.desktop);
    // A slow connection: the font arrives well after the page was first drawn.
    await page.route(/noto-sans-bengali.*\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'load' });
    const link = '[data-testid="language-switch"]';
    await expect.poll(() => page.locator(link).first().textContent()).toBe('বাংলা');
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded'), null, {
      timeout: 15_000,
    });
    await expect
      .poll(async () => (await fontsDrawing(page, link)).filter((f) => f.isCustomFont).map((f) => f.familyName), { timeout: 10_000 })
      .toEqual(['Noto Sans Bengali']);
    await context.close();
  });
});

// The page's own requests (these contexts block the service worker, which precaches the file for
// the offline page on a device that installs it: decision 0011).
describe('the Bengali font file', () => {
  it('is fetched only where Bengali letters are shown: not for an English phone page with its menu closed, once the menu shows "বাংলা", and on a Bangla page', async () => {
    const fetched: string[] = [];
    const record = (url: string) => {
      if (/\/noto-sans-bengali-[^/]*\.woff2$/.test(new URL(url).pathname)) fetched.push(new URL(url).pathname);
    };
    const english = await newPage(browser, site.baseURL, viewports.phone);
    english.page.on('request', (r) => record(r.url()));
    await english.page.goto('/about', { waitUntil: 'load' });
    await waitForHydration(english.page);
    await nextFrames(english.page);
    // Both faces are declared on the page (one file under two names)...
    const faces = () =>
      english.page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.includes('Noto Sans Bengali'))
          .map((f) => f.status)
          .sort(),
      );
    expect(await faces()).toEqual(['unloaded', 'unloaded']);
    // ...and nothing on it is drawn in Bengali yet (the switch is in the closed menu): no download.
    expect(fetched).toEqual([]);
    await english.page.locator('summary', { hasText: 'Menu' }).click();
    await expect.poll(() => english.page.getByTestId('language-switch').last().isVisible()).toBe(true);
    await expect.poll(() => fetched.length).toBe(1);
    await expect.poll(faces).toContain('loaded');
    await english.context.close();

    const bangla = await newPage(browser, site.baseURL, viewports.phone);
    bangla.page.on('request', (r) => record(r.url()));
    await bangla.page.goto('/bn/about', { waitUntil: 'load' });
    await expect.poll(() => fetched.length).toBe(2);
    // One file for both languages' pages.
    expect(new Set(fetched).size).toBe(1);
    await bangla.context.close();
  });
});
