/**
 * Security headers as a browser sees them: every page hydrates under the Content-Security-Policy
 * with no violation and no page error; pages, API answers and files carry the headers; the
 * session cookie is Secure in production (the e2e server runs with NODE_ENV=production).
 */
import { createHash } from 'node:crypto';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, leave, newPage, readerTabs, viewports } from '../support/browser.ts';
import { e2eAdmin, useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const publicPages = ['/', '/tour', '/blog', '/about', '/contact', '/signin', '/signup', '/no-such-page'];

describe('Content-Security-Policy in the browser', () => {
  for (const pathname of publicPages) {
    it(`${pathname} hydrates with no CSP violation and no page error, rendered and from the cache`, async () => {
      // Twice, each visit in a browser of its own: the second is answered from the response cache.
      for (const visit of [1, 2]) await visitPage(pathname, visit);
    });
  }

  /**
   * A tab for each visit (tests/support/browser.ts): each page is new to the tab of its first visit
   * and to that of its second, as it is to a first and a second visitor. Each records what the
   * page's CSP refused (`__cspViolations`).
   */
  const tabFor = readerTabs(async (_visit: number) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
      });
    });
    return context;
  });

  async function visitPage(pathname: string, visit: number) {
    const page = await tabFor(visit, viewports.phone);
    const problems: string[] = [];
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
        problems.push(`console: ${message.text()}`);
      }
    };
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    try {
      const response = await page.goto(pathname, { waitUntil: 'load' });
      expect(response, pathname).not.toBeNull();
      expect(response!.status(), pathname).toBeLessThan(500);
      const csp = response!.headers()['content-security-policy'] ?? '';
      // A rendered page allows its nonce; a page from the cache, its inline scripts' hashes.
      expect(csp).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]{16,}'|'sha256-[A-Za-z0-9+/=]{44}')/);
      if (visit === 2 && response!.status() === 200) expect(response!.headers()['x-cache']).toBe('HIT');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");

      // React Router's inline bootstrap script ran (it carries the nonce) and loaded the route modules.
      await page.waitForFunction(
        () => Object.keys((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
        null,
        { timeout: 15_000 },
      );
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      expect([...problems, ...violations], `${pathname} visit ${visit}`).toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      await leave(page);
    }
  }

  it('an injected inline script without the nonce is refused', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/', { waitUntil: 'load' });
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      // An inline script that is allowed runs as it is added; one that is refused is reported by the
      // page's policy (the event says its fate is settled).
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      document.body.append(script);
      const ran = () => (window as unknown as { __injected?: boolean }).__injected === true;
      if (!ran()) await refused;
      return ran();
    });
    expect(ran).toBe(false);
    await context.close();
  });

  it('the site cannot be framed by another page', async () => {
    const { context, page } = await newPage(browser, baseURL);
    // Resolves on the outer page's load, which waits for the frame's own (whatever it shows).
    await page.setContent(`<iframe id="f" src="${baseURL}/"></iframe>`);
    const frame = await page
      .locator('#f')
      .elementHandle()
      .then((f) => f?.contentFrame());
    const title = frame ? await frame.title().catch(() => '') : '';
    expect(title).not.toMatch(/Travelez/);
    await context.close();
  });
});

describe('headers on every kind of answer', () => {
  it('a rendered page: a fresh nonce per request, matching the inline scripts', async () => {
    // A cookie (any) keeps the answer out of the anonymous cache: the page is rendered each time.
    const headers = { cookie: 'visitor=1' };
    const [a, b] = await Promise.all([fetch(`${baseURL}/`, { headers }), fetch(`${baseURL}/`, { headers })]);
    common(a.headers);
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    await b.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonceA}"`);
  });

  it('a page from the cache: its inline scripts allowed by their hashes, no nonce', async () => {
    await (await fetch(`${baseURL}/about`)).text();
    const r = await fetch(`${baseURL}/about`);
    expect(r.headers.get('x-cache')).toBe('HIT');
    common(r.headers);
    const html = await r.text();
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce-');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('API answers (success, 404, 400, 415) carry the same headers and a nothing-runs policy', async () => {
    const answers = await Promise.all([
      fetch(`${baseURL}/api/allTourPackages`),
      fetch(`${baseURL}/api/nothing-here`),
      fetch(`${baseURL}/api/subcribers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      fetch(`${baseURL}/api/subcribers`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400, 415]);
    for (const r of answers) {
      common(r.headers);
      expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
      await r.arrayBuffer();
    }
  });

  it('static files carry the headers too', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const asset = /\/assets\/[^"'\s]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const r = await fetch(`${baseURL}${asset}`);
    expect(r.status).toBe(200);
    common(r.headers);
    await r.arrayBuffer();
  });

  it('hashed assets and uploaded images are cached for a year and compressed; pages are not cached', async () => {
    const page = await fetch(`${baseURL}/`);
    const html = await page.text();
    expect(page.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/);
    const css = /\/assets\/[^"']+\.css/.exec(html)?.[0];
    const image = /\/uploads\/[^"' ]+\.webp/.exec(html)?.[0];
    expect(css && image).toBeTruthy();
    for (const file of [css, image]) {
      const r = await fetch(`${baseURL}${file}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await r.arrayBuffer();
    }
    const compressed = await fetch(`${baseURL}${css}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    await compressed.arrayBuffer();
    const missing = await fetch(`${baseURL}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    await missing.arrayBuffer();
  });
});

describe('session cookie in production', () => {
  // BASE_URL is http://127.0.0.1:…: Secure only when the site is on https (tests/api/accounts.test.ts).
  it('signing in on a plain-http site sets an HttpOnly, SameSite=Lax session cookie, not Secure', async () => {
    const r = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
    });
    expect(r.status).toBe(200);
    const cookies = r.headers.getSetCookie();
    const session = cookies.find((c) => /session_token=/.test(c));
    expect(session, cookies.join('\n')).toBeTruthy();
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    common(r.headers);
  });
});

/** The headers every answer carries (the e2e server runs in production: HSTS too). */
function common(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}
