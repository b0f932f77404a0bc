/**
 * Headless Chromium (Debian's package) through playwright-core. Browser downloads do not work
 * here, so the executable is Debian's; a missing one fails the run.
 *
 * The tests drive Debian's `chromium-headless-shell` (the same Chromium built as a headless shell,
 * what Playwright itself launches for headless runs): the full browser's headless mode spent about
 * twice the CPU per page (decision 0016). `E2E_CHROMIUM` names another executable, e.g.
 * `/usr/bin/chromium` (the full browser, which the bench's Lighthouse runs use).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // The pages of one site in one context share a renderer process, as Chrome does when it is
      // short of memory: a test that opens another page in its context starts no new process for
      // it. booking, public-pages and auth, two runs each way: Chromium's CPU 53-55 s without, 45-51 with.
      '--process-per-site',
    ],
  });
  // Every new context blocks service workers unless it asks for them (serviceWorkers: 'allow', as
  // tests/e2e/trip-offline.test.ts does): each fresh context would otherwise install /sw.js and
  // precache the whole build (about 1 MB, 90 files) on its first page, which only that suite tests.
  // And it prefers reduced motion unless it asks otherwise (reducedMotion: 'no-preference', as the
  // carousels' and counters' tests in public-pages.test.ts do): the home page's and the tour page's
  // carousels otherwise move every 2 s for as long as a test keeps the page open, each move a
  // half-second of frames for Chromium to draw on the run's two cores.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', reducedMotion: 'reduce', ...options });
  return browser;
}

export const viewports = {
  phone: { width: 375, height: 800 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Tabs that a file's tests take turns with, one per kind of reader (`kind`: what the context is
 * made with, e.g. signed in or not, JavaScript on or off; `open` makes that context). Chromium
 * starts a renderer process for every context, and the new process compiles the site's scripts
 * anew: a page in a new context costs about three times the CPU of a load in a tab already open
 * (docs/testing.md, "A new tab's price"). Each call leaves the tab's last page (`leave`) and sets
 * `viewport` on the blank one, so the next page is laid out once, at its width. For tests whose
 * state is the page itself; a test that needs its own cookies, storage, clock or a cold cache makes
 * its own context.
 */
export function readerTabs<Kind>(open: (kind: Kind) => Promise<BrowserContext>) {
  const tabs = new Map<string, Promise<Page>>();
  return async (kind: Kind, viewport: { width: number; height: number }): Promise<Page> => {
    const key = JSON.stringify(kind);
    let tab = tabs.get(key);
    if (!tab) {
      tab = open(kind).then((context) => context.newPage());
      tabs.set(key, tab);
    }
    const page = await tab;
    if (page.url() !== 'about:blank') await leave(page);
    await page.setViewportSize(viewport);
    return page;
  };
}

/** Leaves the tab's page for a blank one (in the same renderer process): its timers, animations and requests stop. */
export async function leave(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by app/root.tsx). A page's
 * scripts load after its largest image is painted, a little after the `load` event: a test that
 * types or clicks for client-side behaviour waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}

/**
 * Waits for the browser's next two frames: what a scroll or an effect set has been rendered by
 * then (scroll events and effects run before a frame's paint). For checking that something did
 * not happen, where no event marks the moment; not a timer, so it is as quick as the page.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * A style that draws every section: the ones far from the window (`below-fold`:
 * content-visibility: auto) are laid out only when they come near it, so a full-page screenshot
 * (which does not scroll) shows them blank and `innerText` leaves them out (page-checks.ts).
 */
export const drawEverySection = '* { content-visibility: visible !important; }';

/** A full-page screenshot `<name>.png` in $SHOTS_DIR when it is set (to look at the pages a test walks through). */
export async function shotWhenAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, style: drawEverySection });
}

/** On a Bangla page: searches the tours for কক্সবাজার and opens the first result's 'Book Now' (the wizard at /bn/bookNow). */
export async function bookCoxsBazarInBangla(page: Page, texts: { where: string; searchTours: string; searchResults: string; bookNow: string }): Promise<void> {
  await page.goto('/bn/tour');
  await waitForHydration(page);
  await page.getByLabel(texts.where).fill('কক্সবাজার');
  await page.getByRole('button', { name: texts.searchTours }).click();
  await page.getByRole('heading', { name: texts.searchResults }).waitFor();
  await page.getByTestId('search-results').locator('a[href^="/bn/singleTour/"]').first().click();
  await page.waitForURL((u) => u.pathname.startsWith('/bn/singleTour/'));
  await waitForHydration(page);
  await page.getByRole('link', { name: texts.bookNow }).first().click();
  await page.waitForURL((u) => u.pathname === '/bn/bookNow');
  await waitForHydration(page);
}

/**
 * The fonts Chromium used to draw the text of the element `selector` names (its first text node;
 * DevTools' CSS.getPlatformFontsForNode): `isCustomFont` for a web font (an @font-face), the
 * family name as the font file says it.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    await cdp.send('DOM.requestChildNodes', { nodeId });
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    const textId = node.children?.[0]?.nodeId || nodeId;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: textId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}
