/**
 * First paint on a phone: the page is what React Router renders, with the site's stylesheet as a
 * linked, cached file and the largest image asked for first; it hydrates with no error, rendered
 * and from the response cache (whose Content-Security-Policy lists hashes instead of a nonce).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('first paint', () => {
  for (const pathname of ['/', '/tour']) {
    for (const visit of [1, 2]) {
      it(`${pathname} (visit ${visit}): a linked stylesheet cached for a year, the largest image at high priority, then hydration`, async () => {
        const { context, page } = await newPage(browser, baseURL, viewports.phone);
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        const response = await page.goto(pathname, { waitUntil: 'load' });
        if (visit === 2) expect(response!.headers()['x-cache']).toBe('HIT');
        const html = await response!.text();

        // The stylesheet is one hashed file, not text inside every page.
        expect(html).not.toMatch(/<style[\s>]/);
        const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
        expect(sheets).toHaveLength(1);
        expect(sheets[0]).toMatch(/\/assets\/[^/]+\.css$/);
        const sheet = await fetch(sheets[0]!);
        expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        // It styles the page (the body's background is the site's sand colour).
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 248, 242)');

        // The page's largest image is asked for at high priority.
        const hero = await page
          .locator('img[fetchpriority="high"]')
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(requested).toContain(hero);
        // It is the photo's AVIF copy (about a third smaller than its WebP), hinted as such from the head.
        expect(hero).toMatch(/\/uploads\/[0-9a-f]{24}-\d+\.avif$/);
        const hints = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('type')));
        expect(hints).toEqual(['image/avif']);

        // React has hydrated the page (its effect marks <html data-hydrated>).
        await waitForHydration(page);

        // The icon is inside the page (no request while the first screen loads) and is a valid image.
        expect(
          requested.some((url) => url.includes('favicon')),
          requested.join('\n'),
        ).toBe(false);
        const iconWidth = await page.evaluate(async () => {
          const img = new Image();
          img.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;
          await img.decode();
          return img.naturalWidth;
        });
        expect(iconWidth).toBeGreaterThan(0);

        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
