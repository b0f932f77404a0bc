/**
 * First paint on a phone: the page's largest image is fetched before any of its JavaScript, and the
 * JavaScript still arrives and hydrates the page (app/lib/hydrate-after-paint.server.ts). Rendered
 * and from the response cache (whose Content-Security-Policy lists hashes instead of a nonce).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('scripts after the largest paint', () => {
  for (const pathname of ['/', '/tour']) {
    for (const visit of [1, 2]) {
      it(`${pathname} (visit ${visit}): the high-priority image is fetched before the first script is asked for; the page then hydrates`, async () => {
        const { context, page } = await newPage(browser, baseURL, viewports.phone);
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        const order: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') order.push(`script ${request.url()}`);
        });
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'image' || request.url().includes('favicon')) order.push(`image ${request.url()}`);
        });
        const response = await page.goto(pathname, { waitUntil: 'load' });
        if (visit === 2) expect(response!.headers()['x-cache']).toBe('HIT');
        // Before hydration: the module script is inert, no modulepreload link is in the page.
        const html = await response!.text();
        expect(html).not.toMatch(/<script[^>]*type="module"/);
        expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);

        // React has hydrated the page (its effect marks <html data-hydrated>).
        await waitForHydration(page);
        const hero = await page.locator('img[fetchpriority="high"]').first().evaluate((img: HTMLImageElement) => img.currentSrc);
        const heroAt = order.indexOf(`image ${hero}`);
        const firstScript = order.findIndex((e) => e.startsWith('script '));
        expect(heroAt, order.join('\n')).toBeGreaterThanOrEqual(0);
        expect(firstScript, order.join('\n')).toBeGreaterThan(heroAt);

        // The icon is inside the page (no request while the first screen loads) and is a valid image.
        expect(order.some((e) => e.includes('favicon')), order.join('\n')).toBe(false);
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
