/**
 * The Bangla site (issue 26): the same pages under /bn, in headless Chromium.
 *   - the main pages at 375 px and 1280 px: `<html lang="bn">`, hydrated without a console error or
 *     a hydration warning, no axe violation (WCAG 2 A and AA; on the page types no English suite
 *     checks: sign-in, sign-up, the dashboard), nothing wider than the screen and no
 *     text sticking out of its box; a full-page screenshot of each in $SHOTS_DIR (default
 *     test-results/bangla) to look at;
 *   - search engines: each language's canonical is itself, the hreflang alternates name both and
 *     the sitemap lists both (Lighthouse's SEO score on the Bangla home, tours and blog is the
 *     bench's: `npm run bench`, bench/seo.ts);
 *   - the visitor's choice: the switch remembers it (cookie), the home page follows it, and a
 *     browser preferring Bangla is offered the Bangla page without being sent there.
 * Texts are still being translated, so nothing here reads a page's words: roles, test ids, URLs
 * and attributes only.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createVerifiedUser, sessionCookie, useSession } from '../support/accounts.ts';
import { drawEverySection, launchBrowser, nextFrames, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';
import { axeViolations } from '../support/page-checks.ts';

const site = await useSite();
const baseURL = site.baseURL;
/** Full-page screenshots of every page, to look at (`SHOTS_DIR=test-results/bangla`); none by default: they cost the run a core for seconds each. */
const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;
let cookie: string;
/**
 * The pages to look at: a name for the screenshot, the Bangla path, signed in or not, and whether
 * axe runs here: on the page types no other suite gives axe (a11y.test.ts has the public pages in
 * English, tour-departures.test.ts the tour page), so each page type is checked once at each width.
 */
const pages: { name: string; path: string; signedIn?: boolean; axe?: boolean }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  const get = async <T>(p: string) => (await (await fetch(`${baseURL}/api${p}`)).json()) as T;
  const [packages, blogs, events] = await Promise.all([
    get<{ _id: string }[]>('/allTourPackages'),
    get<{ _id: string }[]>('/addBlogs'),
    get<{ _id: string }[]>('/upcommingevent'),
  ]);
  const user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Nusrat Jahan' });
  cookie = await sessionCookie(baseURL, user.email, user.password);
  pages.push(
    { name: 'home', path: '/bn' },
    { name: 'about', path: '/bn/about' },
    { name: 'tour', path: '/bn/tour' },
    { name: 'blog', path: '/bn/blog' },
    { name: 'contact', path: '/bn/contact' },
    { name: 'host', path: '/bn/host' },
    { name: 'event', path: `/bn/upComingEventDetails/${events[0]!._id}` },
    { name: 'single-tour', path: `/bn/singleTour/${packages[0]!._id}`, signedIn: true },
    { name: 'single-blog', path: `/bn/singleBlog/${blogs[0]!._id}`, signedIn: true },
    { name: 'signin', path: '/bn/signin', axe: true },
    { name: 'signup', path: '/bn/signup', axe: true },
    { name: 'dashboard', path: '/bn/dashboard', signedIn: true, axe: true },
  );
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors, uncaught exceptions and React's hydration warnings of a page, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) errors.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/**
 * What does not fit: the page wider than the window, and text that sticks out of its box. Each
 * piece of text (a text node) is measured against the nearest element that is a box (not inline):
 * it must not reach past that box's left or right padding edge (where `overflow: hidden` would
 * cut it, or where it would run over its neighbours), unless that box ends it with an ellipsis or
 * scrolls sideways on purpose. Screen-reader-only text (clipped away) is not looked at. And no text
 * may be cut by the window's right edge, except in a carousel's slide or a sideways scroller (their slides peek in on purpose).
 * Text entirely outside its box or the window (a slide not shown) is not "cut" and is not checked.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const vw = window.innerWidth;
    if (document.documentElement.scrollWidth > vw) found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px window`);
    const describe = (el: Element, text: string) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      return `<${el.tagName.toLowerCase()}${id}${testId}> "${text.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    };
    // A screen reader's text (Tailwind's sr-only: a 1 px box clipped away) is not seen.
    const visuallyHidden = (from: Element) => {
      for (let el: Element | null = from; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TEXTAREA', 'TITLE']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || skip.has(parent.tagName) || parent.closest('svg') || visuallyHidden(parent)) continue;
      // The text without its leading and trailing white space (which may hang past a line's end).
      const range = document.createRange();
      range.setStart(node, text.length - text.trimStart().length);
      range.setEnd(node, text.trimEnd().length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length) continue;
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      let box: Element | null = parent;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      if (box) {
        const style = getComputedStyle(box);
        const b = box.getBoundingClientRect();
        const inner = { left: b.left + parseFloat(style.borderLeftWidth), right: b.right - parseFloat(style.borderRightWidth) };
        // An ellipsis ends it on purpose; a sideways scroller holds wider content on purpose.
        const cutOnPurpose = style.textOverflow === 'ellipsis' || scrolls(box);
        const partlyOut = (left < inner.left - 1 && right > inner.left) || (right > inner.right + 1 && left < inner.right);
        if (!cutOnPurpose && partlyOut) {
          found.push(
            `${describe(parent, text)} runs out of its box <${box.tagName.toLowerCase()}> (text ${Math.round(left)}-${Math.round(right)}, box ${Math.round(inner.left)}-${Math.round(inner.right)})`,
          );
          continue;
        }
      }
      let inScroller = !!parent.closest('[aria-roledescription="slide"]');
      for (let el: Element | null = parent; el && !inScroller && el !== document.body; el = el.parentElement) inScroller = scrolls(el);
      if (!inScroller && right > vw + 1 && left < vw)
        found.push(`${describe(parent, text)} is cut by the window's edge (text ${Math.round(left)}-${Math.round(right)}, window ${vw})`);
    }
    return found;
  });
}

/**
 * Lays out and paints the whole page as a visitor scrolling down would see it: the sections the
 * browser skips until they come near the screen (`content-visibility: auto`, app.css's below-fold)
 * are laid out, and the lazy images loaded (up to 3 s), so that the checks measure every section
 * and the full-page screenshot shows them. Through the CSSOM: the site's CSP refuses a new <style>.
 */
async function showWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
    const lazy = [...document.images].filter((img) => img.loading === 'lazy');
    for (const img of lazy) img.loading = 'eager';
    const loaded = lazy.map((img) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    );
    await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

const axe = (page: Page, where: string) => axeViolations(page, where);

// The suites run side by side (each in contexts of its own): most of their time is waiting.
describe.concurrent('the Bangla site', () => {
  describe.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)('the Bangla pages on a %s', (_name, viewport) => {
    it('are in Bangla, hydrate cleanly, pass axe and fit the screen', async ({ expect }) => {
      const contexts: BrowserContext[] = [];
      const open = async (signedIn: boolean) => {
        const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
        contexts.push(context);
        if (signedIn) await useSession(context, baseURL, cookie);
        const page = await context.newPage();
        // The Bangla font is `font-display: optional`: a page drawn before it arrives keeps the
        // fallback, and this machine has no Bengali font (boxes). A visitor's second page has it
        // from the cache: so do these, the layout checked and the screenshots are in the real font.
        await page.goto('/bn');
        await page.evaluate(() => document.fonts.load('16px "Noto Sans Bengali Variable"', 'বাংলা'));
        return { page, errors: collectErrors(page) };
      };
      try {
        const visitor = await open(false);
        const member = await open(true);
        const problems: string[] = [];
        for (const { name, path: pagePath, signedIn, axe: withAxe } of pages) {
          const { page, errors } = signedIn ? member : visitor;
          errors.length = 0;
          const response = await page.goto(pagePath);
          await waitForHydration(page);
          const where = `${pagePath} at ${viewport.width} px`;
          if (response?.status() !== 200) problems.push(`${where}: HTTP ${response?.status()}`);
          if (new URL(page.url()).pathname !== pagePath) problems.push(`${where}: ended on ${page.url()}`);
          const lang = await page.locator('html').getAttribute('lang');
          if (lang !== 'bn') problems.push(`${where}: <html lang="${lang}">`);
          await showWholePage(page);
          if (withAxe) problems.push(...(await axe(page, where)));
          problems.push(...(await overflows(page)).map((o) => `${where}: ${o}`));
          if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}-${viewport.width}.png`), fullPage: true, style: drawEverySection });
          problems.push(...errors.map((e) => `${where}: ${e}`));
        }
        expect(problems).toEqual([]);
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    }, 150_000);
  });

  /** A page's `<link>` tags, as the server sends them (what a crawler reads), attributes in lower case. */
  async function linksOf(pagePath: string): Promise<Record<string, string>[]> {
    const res = await fetch(`${baseURL}${pagePath}`);
    if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
    const html = await res.text();
    return [...html.matchAll(/<link\b[^>]*>/gi)].map((tag) =>
      Object.fromEntries([...tag[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replace(/&amp;/g, '&')])),
    );
  }

  describe('search engines', () => {
    it('find each language canonical to itself, naming the other with hreflang, and both in the sitemap', async ({ expect }) => {
      const english = `${baseURL}/tour`;
      const bangla = `${baseURL}/bn/tour`;
      for (const [pagePath, self] of [
        ['/tour', english],
        ['/bn/tour', bangla],
      ] as const) {
        const links = await linksOf(pagePath);
        expect(links.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([self]);
        const alternates: Record<string, string> = Object.fromEntries(
          links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href ?? '']),
        );
        expect(alternates).toEqual({ en: english, bn: bangla, 'x-default': english });
        for (const href of Object.values(alternates)) expect(new URL(href).href).toBe(href);
      }

      const res = await fetch(`${baseURL}/sitemap.xml`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const bn = locs.filter((l) => l === `${baseURL}/bn` || l.startsWith(`${baseURL}/bn/`));
      const en = locs.filter((l) => !bn.includes(l));
      expect(en.length).toBeGreaterThan(6);
      expect(bn.map((l) => l.replace(`${baseURL}/bn`, baseURL).replace(/^(https?:\/\/[^/]+)$/, '$1/'))).toEqual(en);
      expect(locs).toContain(english);
      expect(locs).toContain(bangla);
      const tourEntry = xml.split('<url>').find((u) => u.includes(`<loc>${bangla}</loc>`));
      expect(tourEntry).toContain(`hreflang="en" href="${english}"`);
      expect(tourEntry).toContain(`hreflang="bn" href="${bangla}"`);
      expect(tourEntry).toContain(`hreflang="x-default" href="${english}"`);
    });
  });

  describe('choosing a language', () => {
    const switchOf = (page: Page) => page.getByTestId('language-switch').filter({ visible: true });
    const langCookieOf = async (context: BrowserContext) => (await context.cookies(baseURL)).find((c) => c.name === 'lang')?.value;

    it('is remembered by the switch and followed by the home page', async ({ expect }) => {
      const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
      try {
        const page = await context.newPage();
        await page.goto('/tour');
        await waitForHydration(page);
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        await switchOf(page).click();
        await page.waitForURL(`${baseURL}/bn/tour`);
        expect(await page.locator('html').getAttribute('lang')).toBe('bn');
        expect(await langCookieOf(context)).toBe('bn');

        // The home page now opens in Bangla (a redirect, with the browser's cookie).
        const home = await context.request.get('/', { maxRedirects: 0 });
        expect(home.status()).toBe(302);
        expect(new URL(home.headers().location!, baseURL).pathname).toBe('/bn');
        await page.goto('/');
        expect(new URL(page.url()).pathname).toBe('/bn');
        expect(await page.locator('html').getAttribute('lang')).toBe('bn');

        // Back to English: the choice is English now, and the home page stays English.
        await page.goto('/bn/tour');
        await waitForHydration(page);
        await switchOf(page).click();
        await page.waitForURL(`${baseURL}/tour`);
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await langCookieOf(context)).toBe('en');
        const response = await page.goto('/');
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()).toBeNull();
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
      } finally {
        await context.close();
      }
    });

    it('is never made from Accept-Language by the server: the home page stays English', async ({ expect }) => {
      const res = await fetch(`${baseURL}/`, { headers: { 'Accept-Language': 'bn-BD,bn;q=0.9' }, redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/<html lang="en"/);
    });

    it('is offered to a browser that prefers Bangla, and only to it', async ({ expect }) => {
      const seen: Record<string, number> = {};
      for (const locale of ['bn-BD', 'en-US']) {
        const context = await browser.newContext({ baseURL, viewport: viewports.desktop, locale });
        try {
          const page = await context.newPage();
          await page.goto('/');
          await waitForHydration(page);
          expect(new URL(page.url()).pathname).toBe('/');
          if (locale === 'bn-BD') {
            const bar = page.getByTestId('language-suggestion');
            await bar.waitFor();
            expect(await bar.getByRole('link').getAttribute('href')).toBe('/bn');
          } else {
            // The offer is decided in an effect that runs before <html data-hydrated> is set (a
            // child's effects run before its parent's); a bar it chose to show is rendered by the
            // browser's next frames.
            await nextFrames(page);
          }
          seen[locale] = await page.getByTestId('language-suggestion').count();
        } finally {
          await context.close();
        }
      }
      expect(seen).toEqual({ 'bn-BD': 1, 'en-US': 0 });
    });
  });
});
