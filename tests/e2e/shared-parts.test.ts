/**
 * Shared page parts (app/components/Shared.tsx, server/shared-parts.server.ts): what every visitor
 * sees alike is rendered once and reused for the next visitor's page. Seen from outside: a page
 * that reuses parts is byte for byte the page rendered in full (but its nonce), each visitor still
 * sees their own header, React hydrates it without a mismatch, and a change of the catalogue shows
 * on the very next page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { adminJson, packageBody } from '../support/admin-api.ts';
import { launchBrowser, viewports, waitForHydration } from '../support/browser.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
let first: { name: string; cookie: string };
let second: { name: string; cookie: string };
let tourId: string;
let photo: Record<string, unknown>;

async function page(path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${baseURL}${path}`, { headers: cookie ? sameSiteHeaders(baseURL, cookie) : {} });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  // Reused parts carry this page's own CSP nonce, never the one of the render that stored them
  // (a page from the anonymous cache is allowed its scripts by their hashes instead).
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  if (nonce) for (const [, value] of html.matchAll(/nonce="([^"]*)"/g)) expect(value, path).toBe(nonce);
  return html;
}

/** The page without what differs by request on purpose: the CSP nonce (attributes and hydration data). */
const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]*"/g, 'nonce=""').replaceAll(/\\"nonce\\",\\"[^"\\]*\\"/g, '"nonce",""');

beforeAll(async () => {
  browser = await launchBrowser();
  const visitors = await Promise.all(
    ['Parts Visitor One', 'Parts Visitor Two'].map(async (name) => {
      const user = await createVerifiedUser(baseURL, mailDir, { name });
      return { name, cookie: await sessionCookie(baseURL, user.email, user.password) };
    }),
  );
  [first, second] = visitors as [typeof first, typeof second];
  // The demo catalogue's photo, so that the page loads every image it names.
  const [demo] = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as { displayPhoto: string }[];
  // A place of its own: other suites add packages (with photos that do not exist) to the same site.
  photo = { name: 'Sonadia Island', displayPhoto: demo!.displayPhoto, packagePresentPrice: 6100 };
  tourId = (await adminJson(baseURL, '/api/tourPackages', 'POST', packageBody('Shared Parts Escape', photo)))._id;
});
afterAll(async () => {
  await browser?.close();
});

describe('shared page parts', () => {
  it('a signed-in tour page that reuses the parts is the page rendered in full, and holds no marker', async () => {
    const rendered = await page(`/singleTour/${tourId}?reviews=1`, first.cookie);
    const reused = await page(`/singleTour/${tourId}?reviews=1`, first.cookie);
    expect(withoutNonce(reused)).toBe(withoutNonce(rendered));
    // The home page's part holds an inline script (the company's structured data): page() checks
    // that the second visitor's copy carries their own nonce.
    await page('/', first.cookie);
    expect(await page('/', second.cookie)).toContain('application/ld+json');
    expect(reused).not.toContain('data-part');
    expect(reused).toContain('Shared Parts Escape');
  });

  it("each visitor gets their own header around the same parts", async () => {
    const one = await page(`/singleTour/${tourId}`, first.cookie);
    const two = await page(`/singleTour/${tourId}`, second.cookie);
    for (const [html, own, other] of [
      [one, first.name, second.name],
      [two, second.name, first.name],
    ] as const) {
      expect(html).toContain(own);
      expect(html).not.toContain(other);
    }
    const body = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(withoutNonce(body(two))).toBe(withoutNonce(body(one)));
  });

  for (const [path, signedIn] of [
    ['/', false],
    ['/tour', false],
    ['/blog', false],
    ['/tour?where=Sonadia%20Island', false],
    ['/singleTour/:id', true],
  ] as const) {
    it(`${path}: a page made of reused parts hydrates with no error, at 375 and 1280 px`, async () => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const target = path.replace(':id', tourId);
        // The parts are stored by a first request, then taken by the browser's.
        await page(target, signedIn ? first.cookie : undefined);
        const context = await browser.newContext({ baseURL, viewport });
        if (signedIn) await useSession(context, baseURL, first.cookie);
        const tab = await context.newPage();
        const problems: string[] = [];
        tab.on('pageerror', (error) => problems.push(error.message));
        tab.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        await tab.goto(target);
        await waitForHydration(tab);
        await tab.locator('footer').scrollIntoViewIfNeeded();
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  }

  it('a change to the catalogue is on the very next page of every visitor', async () => {
    const before = await page(`/singleTour/${tourId}`, first.cookie);
    await page(`/singleTour/${tourId}`, first.cookie);
    expect(await page('/tour?where=Sonadia%20Island')).toContain('Shared Parts Escape');
    expect(before).toContain('Shared Parts Escape');
    expect(before).not.toContain('Parts Renamed Escape');
    await adminJson(baseURL, `/api/tourPackages/${tourId}`, 'PUT', packageBody('Parts Renamed Escape', photo));
    for (const visitor of [first, second]) {
      const after = await page(`/singleTour/${tourId}`, visitor.cookie);
      expect(after).toContain('Parts Renamed Escape');
      expect(after).not.toContain('Shared Parts Escape');
    }
    const results = await page('/tour?where=Sonadia%20Island');
    expect(results).toContain('Parts Renamed Escape');
    expect(results).not.toContain('Shared Parts Escape');
  });
});
