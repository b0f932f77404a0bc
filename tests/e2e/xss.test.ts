/**
 * Script payloads stored through public forms are shown as text, never run: a blog comment (on the
 * public blog page) and a contact message (on the admin's message view). The browser watches for
 * any payload effect: a global set, an alert, an injected element.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
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

const payloads = {
  name: `<img src=x onerror="window.__xss='name'">Eve`,
  text: `<script>window.__xss='script'</script><svg onload="window.__xss='svg'"></svg>"><iframe src="javascript:window.__xss='iframe'"></iframe> & done`,
};

/** Loads `path` and checks that the payload text is visible as text and nothing of it ran. */
async function expectRenderedAsText(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  const text = await page.locator('body').innerText();
  expect(text).toContain(`<script>window.__xss='script'</script>`);
  expect(text).toContain(`<img src=x onerror="window.__xss='name'">Eve`);
  const effects = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: string }).__xss ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedSvgs: document.querySelectorAll('svg[onload]').length,
    injectedFrames: document.querySelectorAll('iframe').length,
    // A script element made from the payload (the hydration data may carry it as an escaped string).
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.trim() === "window.__xss='script'").length,
  }));
  expect(effects).toEqual({ xss: null, injectedImages: 0, injectedSvgs: 0, injectedFrames: 0, injectedScripts: 0 });
  expect(dialogs).toEqual([]);
}

describe('stored script payloads are rendered as text', () => {
  it('a blog comment, on the public blog page', async () => {
    // A signed-in reader's comment goes out under the account's name: the payload is that name.
    const user = await createVerifiedUser(baseURL, site.mailDir, { name: payloads.name });
    const cookie = await sessionCookie(baseURL, user.email, user.password);
    const blogs = (await (await fetch(`${baseURL}/api/addBlogs`)).json()) as { _id: string }[];
    const blogId = blogs[0]!._id;
    const res = await fetch(`${baseURL}/api/singleBlog/${blogId}/comments`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: payloads.name, comment: payloads.text }),
    });
    expect(res.status).toBe(201);

    // Blog pages are for signed-in readers: another reader looks at it.
    const reader = await createVerifiedUser(baseURL, site.mailDir, { name: 'Reader' });
    const { context, page } = await newPage(browser, baseURL);
    await useSession(context, baseURL, await sessionCookie(baseURL, reader.email, reader.password));
    await expectRenderedAsText(page, `/singleBlog/${blogId}`);
    await context.close();
  });

  it("a contact message, on the admin's message view", async () => {
    const res = await fetch(`${baseURL}/api/contactUsMessage`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, undefined, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: payloads.name, email: 'eve@example.com', subject: 'Hello <b>admin</b>', message: payloads.text }),
    });
    expect(res.status).toBe(201);
    const { _id } = (await res.json()) as { _id: string };

    const { context, page } = await newPage(browser, baseURL);
    await useSession(context, baseURL, await adminSessionCookie(baseURL));
    await expectRenderedAsText(page, `/messageView/${_id}`);
    await context.close();
  });
});
