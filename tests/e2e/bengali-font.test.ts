/**
 * The Bengali web font on English pages (issue 34): their only Bengali is the language switch's
 * "বাংলা", and a device without a Bengali font of its own (as this machine) must still draw it in
 * Noto Sans Bengali, on the first page seen, even when the font arrives late (the header shows the
 * switch at desktop widths; a phone's is in the closed menu).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The fonts Chromium used to draw an element's text (DevTools' CSS.getPlatformFontsForNode). */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodeId: textId } = await cdp.send('DOM.requestChildNodes', { nodeId }).then(async () => {
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    return { nodeId: node.children?.[0]?.nodeId ?? nodeId };
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: textId || nodeId });
  await cdp.detach();
  return fonts;
}

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
