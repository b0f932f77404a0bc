/**
 * Abuse limits (429 with a clear message and Retry-After) and the Origin check, in-process with
 * the real auth gateway and RATE_LIMIT on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../server/http/rate-limit.server.ts';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;

beforeAll(async () => {
  h = await startApiHarness({ env: { RATE_LIMIT: 'true', BASE_URL: 'http://localhost' }, auth: (runtime) => runtime.accounts.gateway });
});
afterAll(async () => h?.close());

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => h.request(path, { method: 'POST', json, headers });

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: string };
  expect(body.error).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
}

describe('rate limits', () => {
  it('sign-in: the attempts over the limit get 429, and nothing is checked for them', async () => {
    for (let i = 0; i < limits.signin.max; i++) {
      const res = await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-pass' });
      expect(res.status).toBe(401);
    }
    await expectLimited(await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-pass' }));
  });

  it('sign-up: over the limit, 429 and no account is created', async () => {
    for (let i = 0; i < limits.signup.max; i++) {
      const res = await post('/api/auth/sign-up/email', { name: 'N', email: `spam${i}@example.com`, password: 'secret1' });
      expect(res.status).toBe(200);
    }
    await expectLimited(await post('/api/auth/sign-up/email', { name: 'N', email: 'spam-last@example.com', password: 'secret1' }));
    await h.mailDelivered();
    expect(h.sentMail.some((m) => m.to === 'spam-last@example.com')).toBe(false);
  });

  it('password reset and resending the verification mail are limited', async () => {
    for (let i = 0; i < limits.reset.max; i++) {
      expect((await post('/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: '/reset-password' })).status).toBe(200);
    }
    await expectLimited(await post('/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: '/reset-password' }));
    for (let i = 0; i < limits.resend.max; i++) {
      expect((await post('/api/auth/send-verification-email', { email: 'x@example.com' })).status).toBe(200);
    }
    await expectLimited(await post('/api/auth/send-verification-email', { email: 'x@example.com' }));
  });

  it('the public POSTs (contact, get in touch, newsletter, blog comments) share one budget', async () => {
    const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello there' };
    const before = (await h.runtime.services.messages.subscribers()).length;
    let sent = 0;
    let subscribed = 0;
    while (sent < limits['public-post'].max) {
      const path = ['/api/contactUsMessage', '/api/touchInTouchMessage', '/api/subcribers'][sent % 3]!;
      const res = await post(path, path === '/api/subcribers' ? { email: `reader${sent}@example.com` } : message);
      expect(res.status, path).toBeLessThan(300);
      if (path === '/api/subcribers') subscribed++;
      sent++;
    }
    await expectLimited(await post('/api/subcribers', { email: 'one-too-many@example.com' }));
    await expectLimited(await post('/api/contactUsMessage', message));
    await expectLimited(await post('/api/touchInTouchMessage', message));
    const blogs = (await (await h.request('/api/addBlogs')).json()) as { _id: string }[];
    await expectLimited(await post(`/api/singleBlog/${blogs[0]!._id}/comments`, { commentMessage: 'x', commentorName: 'y' }));
    const after = await h.runtime.services.messages.subscribers();
    expect(after.length - before).toBe(subscribed);
    expect(after.some((s) => s.email === 'one-too-many@example.com')).toBe(false);
  });

  it('reading is never limited', async () => {
    for (let i = 0; i < 30; i++) expect((await h.request('/api/allTourPackages')).status).toBe(200);
  });
});

describe('RATE_LIMIT=false', () => {
  it('turns the limits off (tests, load benchmarks)', async () => {
    const off = await startApiHarness({ seed: false, env: { RATE_LIMIT: 'false' }, auth: (runtime) => runtime.accounts.gateway });
    try {
      for (let i = 0; i < limits['public-post'].max + 5; i++) {
        const res = await off.request('/api/subcribers', { method: 'POST', json: { email: `r${i}@example.com` } });
        expect(res.status).toBe(201);
      }
    } finally {
      await off.close();
    }
  });
});

describe('Origin check', () => {
  const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello there' };

  it('refuses a state-changing request with a cookie from another site, before anything happens', async () => {
    const before = (await h.runtime.services.messages.list('contactUs')).length;
    const foreign: Record<string, string>[] = [
      { cookie: 'better-auth.session_token=x', origin: 'https://evil.example' },
      { cookie: 'better-auth.session_token=x', origin: 'null' },
      { cookie: 'better-auth.session_token=x', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await h.request('/api/contactUsMessage', { method: 'POST', json: message, headers });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('This request came from another site and was refused.');
    }
    const page = await h.request('/signout', { method: 'POST', headers: { cookie: 'a=b', origin: 'https://evil.example' } });
    expect(page.status).toBe(403);
    expect((await h.runtime.services.messages.list('contactUs')).length).toBe(before);
  });

  it('lets same-site requests, cookie-less requests and reads through', async () => {
    const same = await h.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: 'a=b', origin: 'http://localhost' } });
    expect(same.status).not.toBe(403);
    const get = await h.request('/api/allTourPackages', { headers: { cookie: 'a=b', origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
  });
});
