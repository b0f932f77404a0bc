/**
 * The public site's forms end to end: the spec's exact messages on every change, a successful
 * submit saved on the server and announced as a notice, the same forms without JavaScript, and
 * the blog's 'Leave a Reply' (page and API).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, uniqueEmail, useSession } from '../support/accounts.ts';
import { launchBrowser, leave, readerTabs, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;

let browser: Browser;
let adminCookie: string;
let userCookie: string;
let blogs: { _id: string; title: string; comments: { commentMessage: string }[] }[];

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await adminSessionCookie(baseURL);
  const user = await createVerifiedUser(baseURL, mailDir, { name: 'Sadia Commenter' });
  userCookie = await sessionCookie(baseURL, user.email, user.password);
  blogs = (await (await fetch(`${baseURL}/api/addBlogs`)).json()) as typeof blogs;
});
afterAll(async () => {
  await browser?.close();
});

/** The tab each kind of reader's tests take turns with (tests/support/browser.ts). */
const tabFor = readerTabs(async ({ javaScript, signedIn }: { javaScript: boolean; signedIn: boolean }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  if (signedIn) await useSession(context, baseURL, userCookie);
  return context;
});

/** `path` in its reader's tab (hydrated, with JavaScript); `close` leaves it for the next test. */
async function open(path: string, options: { javaScript?: boolean; signedIn?: boolean; viewport?: { width: number; height: number } } = {}) {
  const javaScript = options.javaScript ?? true;
  const page = await tabFor({ javaScript, signedIn: options.signedIn ?? false }, options.viewport ?? viewports.desktop);
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
  return { page, close: () => leave(page) };
}

async function messages(kind: 'contactUsMessage' | 'touchInTouchMessage') {
  const res = await fetch(`${baseURL}/api/${kind}`, { headers: { cookie: adminCookie } });
  return (await res.json()) as { name: string; email: string; subject: string; message: string }[];
}

async function subscribers() {
  const res = await fetch(`${baseURL}/api/subcribers`, { headers: { cookie: adminCookie } });
  return ((await res.json()) as { email: string }[]).map((s) => s.email);
}

/** Types into a field, then empties it: the 'required' message must appear as it changes. */
async function typeAndClear(form: ReturnType<Page['getByRole']>, label: string) {
  const field = form.getByLabel(label, { exact: true });
  await field.fill('x');
  await field.fill('');
}

describe("the contact page's 'Drop a message'", () => {
  it('shows the spec messages on every change, and sends a valid message', async () => {
    const { page, close } = await open('/contact');
    const form = page.getByRole('form', { name: 'Drop a message' });
    for (const [label, message] of [
      ['Name', '*Name field is required'],
      ['Email', '*Email field is required'],
      ['Subject', '*Subject field is required'],
      ['Message', '*Message field is required'],
    ] as const) {
      await typeAndClear(form, label);
      await form.getByText(message, { exact: true }).waitFor();
      expect(await form.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    await form.getByLabel('Email', { exact: true }).fill('not-an-address');
    await form.getByText('Email must be a valid e-mail address').waitFor();

    const email = uniqueEmail('contact');
    await form.getByLabel('Name', { exact: true }).fill('Arif Hossain');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Subject', { exact: true }).fill('Family trip to Sylhet');
    await form.getByLabel('Message', { exact: true }).fill('Four of us, in March. What do you suggest?');
    expect(await form.getByText(/field is required/).count()).toBe(0);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).waitFor();
    // The form is emptied after success.
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    const saved = (await messages('contactUsMessage')).find((m) => m.email === email);
    expect(saved).toMatchObject({ name: 'Arif Hossain', subject: 'Family trip to Sylhet' });
    await close();
  });

  it('submitting empty shows all four messages and sends nothing', async () => {
    const { page, close } = await open('/contact');
    const before = (await messages('contactUsMessage')).length;
    const form = page.getByRole('form', { name: 'Drop a message' });
    // The page's code checks the form before sending it: by the time its messages show, a send would have started.
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST') sent.push(request.url());
    };
    page.on('request', onRequest);
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const m of ['*Name field is required', '*Email field is required', '*Subject field is required', '*Message field is required']) {
      await form.getByText(m, { exact: true }).waitFor();
    }
    page.off('request', onRequest);
    expect(sent).toEqual([]);
    expect((await messages('contactUsMessage')).length).toBe(before);
    await close();
  });

  it('works without JavaScript: errors keep what was typed, a valid message is sent', async () => {
    const { page, close } = await open('/contact', { javaScript: false });
    const form = page.getByRole('form', { name: 'Drop a message' });
    await form.getByLabel('Name', { exact: true }).fill('Mina');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('*Email field is required', { exact: true }).waitFor();
    expect(await page.getByRole('form', { name: 'Drop a message' }).getByLabel('Name', { exact: true }).inputValue()).toBe('Mina');

    const email = uniqueEmail('nojs');
    const again = page.getByRole('form', { name: 'Drop a message' });
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel('Subject', { exact: true }).fill('No script');
    await again.getByLabel('Message', { exact: true }).fill('Sent with JavaScript turned off.');
    await again.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).waitFor();
    expect((await messages('contactUsMessage')).some((m) => m.email === email && m.name === 'Mina')).toBe(true);
    await close();
  });
});

describe('a failure on the way', () => {
  it('no connection: the page stays, an alert explains, and nothing typed is lost', async () => {
    const { page, close } = await open('/contact');
    const form = page.getByRole('form', { name: 'Drop a message' });
    await form.getByLabel('Name', { exact: true }).fill('Offline Olivia');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('offline'));
    await form.getByLabel('Subject', { exact: true }).fill('Ferry times');
    await form.getByLabel('Message', { exact: true }).fill('When does the Teknaf ferry leave?');
    await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send message' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: /could not reach Travelez/ })
      .waitFor();
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('When does the Teknaf ferry leave?');
    await page.unroute('**/*.data*');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).waitFor();
    await close();
  });
});

describe("Home's 'GET IN TOUCH'", () => {
  it('uses the starred messages for name and email, plain ones for subject and message, and sends', async () => {
    const { page, close } = await open('/');
    const form = page.getByRole('form', { name: 'GET IN TOUCH' });
    await typeAndClear(form, 'Name');
    await form.getByText('*This field is required', { exact: true }).waitFor();
    await typeAndClear(form, 'Subject');
    await form.getByText('This field is required', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'GET IN TOUCH' }).click();
    expect(await form.getByText('*This field is required', { exact: true }).count()).toBe(2);
    expect(await form.getByText('This field is required', { exact: true }).count()).toBe(2);

    const email = uniqueEmail('touch');
    await form.getByLabel('Name', { exact: true }).fill('Tahmid');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Subject', { exact: true }).fill('Honeymoon');
    await form.getByLabel('Message', { exact: true }).fill('Saint Martin in December, please.');
    await form.getByRole('button', { name: 'GET IN TOUCH' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).waitFor();
    expect((await messages('touchInTouchMessage')).find((m) => m.email === email)).toMatchObject({ subject: 'Honeymoon' });
    await close();
  });
});

describe('newsletter', () => {
  it("validates on change ('E-Mail field is required'), subscribes, and clears the field", async () => {
    const { page, close } = await open('/', { viewport: viewports.phone });
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const field = form.getByLabel('E-Mail', { exact: true });
    await field.fill('a');
    await form.getByText('E-Mail must be a valid e-mail address').waitFor();
    await field.fill('');
    await form.getByText('E-Mail field is required', { exact: true }).waitFor();
    const email = uniqueEmail('news');
    await field.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you for subscribing!' }).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await subscribers()).toContain(email);

    // Subscribing again is a friendly success that adds nothing.
    await field.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').filter({ hasText: 'You are already subscribed' }).waitFor();
    expect((await subscribers()).filter((e) => e === email)).toHaveLength(1);
    await close();
  });

  it("the blog sidebar's box works too, without JavaScript", async () => {
    const { page, close } = await open('/blog', { javaScript: false });
    const email = uniqueEmail('sidebar');
    await page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('E-Mail').fill(email);
    await page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for subscribing!' }).waitFor();
    expect(await page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('E-Mail').inputValue()).toBe('');
    expect(await subscribers()).toContain(email);
    await close();
  });
});

describe("blog detail and 'Leave a Reply'", () => {
  it('shows the post with its comment count, and a signed-in user comments: saved as text, shown at once, counted', async () => {
    const blog = blogs.find((b) => b.comments.length === 0) ?? blogs[0]!;
    const before = blog.comments.length;
    const { page, close } = await open(`/singleBlog/${blog._id}`, { signedIn: true });
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    const countLabel = (n: number) => `${n} ${n === 1 ? 'Comment' : 'Comments'}`;
    expect(await page.locator('[data-testid="comment-count"]').innerText()).toBe(countLabel(before));
    await page.getByRole('heading', { name: 'Leave a Reply' }).waitFor();

    const form = page.getByRole('form', { name: 'Leave a Reply' });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Sadia Commenter');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByText('*This field is required', { exact: true }).waitFor();

    const text = `<b>Loved</b> the boat ride ${Date.now()}`;
    await form.getByLabel('Comment', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you! Your comment is published.' }).waitFor();
    const list = page.locator('[data-testid="comment-list"]');
    await list.getByText(text, { exact: true }).waitFor();
    expect(await list.locator('b').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="comment-count"]').innerText()).toBe(countLabel(before + 1));
    expect(await form.getByLabel('Comment', { exact: true }).inputValue()).toBe('');

    const stored = (await (await fetch(`${baseURL}/api/singleBlog/${blog._id}`)).json()) as { comments: { commentMessage: string; commentorName: string }[] };
    expect(stored.comments.at(-1)).toMatchObject({ commentMessage: text, commentorName: 'Sadia Commenter' });
    await close();
  });

  it('a name that claims the operator is refused at the Name field, and the form keeps what was typed', async () => {
    const blog = blogs[0]!;
    const { page, close } = await open(`/singleBlog/${blog._id}`, { signedIn: true });
    const form = page.getByRole('form', { name: 'Leave a Reply' });
    await form.getByLabel('Name', { exact: true }).fill('Travelez  ADMIN');
    const text = `Official: all tours are free today ${Date.now()}`;
    await form.getByLabel('Comment', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByText('This name is kept for the Travelez team. Please use your own name.').waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Travelez  ADMIN');
    expect(await form.getByLabel('Comment', { exact: true }).inputValue()).toBe(text);
    const stored = (await (await fetch(`${baseURL}/api/singleBlog/${blog._id}`)).json()) as { comments: { commentMessage: string }[] };
    expect(stored.comments.some((c) => c.commentMessage === text)).toBe(false);
    await close();
  });

  it('POST /api/singleBlog/{id}/comments: signed-in users only, validated', async () => {
    const id = blogs[1]!._id;
    const post = (body: unknown, cookie?: string) =>
      fetch(`${baseURL}/api/singleBlog/${id}/comments`, {
        method: 'POST',
        headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      });
    expect((await post({ name: 'A', comment: 'Hi' })).status).toBe(401);
    const blank = await post({ name: 'A', comment: '   ' }, userCookie);
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe('*This field is required');
    const long = await post({ name: 'A', comment: 'x'.repeat(2001) }, userCookie);
    expect(long.status).toBe(400);
    const ok = await post({ name: 'Api Reader', comment: 'Great tips!' }, userCookie);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { comment: { commentMessage: string }; count: number };
    expect(body.comment.commentMessage).toBe('Great tips!');
    expect(body.count).toBe(blogs[1]!.comments.length + 1);
    const missing = await fetch(`${baseURL}/api/singleBlog/zzzzzzzzzzzzzzzzzzzz/comments`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, userCookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'A', comment: 'Hi' }),
    });
    expect(missing.status).toBe(404);
  });

  it('a visitor is sent to sign in first', async () => {
    const { page, close } = await open(`/singleBlog/${blogs[0]!._id}`);
    await page.waitForURL(/\/signin\?redirectTo=/);
    await close();
  });
});
