/**
 * Accounts through the real better-auth gateway, in-process: sign-up, verification, sign-in,
 * the session cookie, the start-up admin, rate limits and the Origin check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../../server/auth/auth.server.ts';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;
const admin = { email: 'boss@travelez.test', password: 'Boss-pass-2026' };

beforeAll(async () => {
  h = await startApiHarness({
    seed: false,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BASE_URL: 'http://localhost' },
    auth: (runtime) => runtime.accounts.gateway,
  });
});
afterAll(async () => h?.close());

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

const linkIn = (text: string, prefix: string) => {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in ${text}`);
  return link;
};

describe('e-mail accounts', () => {
  it('signs up, refuses sign-in until verified, verifies through the mailed link, then signs in', async () => {
    const email = 'amina@example.com';
    const signUp = await h.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Amina', email, password: 'secret1' },
    });
    expect(signUp.status).toBe(200);
    await h.mailDelivered();
    const mail = h.sentMail.find((m) => m.to === email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.html).toContain('<a href=');

    const early = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret1' } });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(linkIn(mail!.text, 'http://localhost/verify-email?token='));
    const verified = await h.request(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.status).toBe(200);

    const signIn = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret1' } });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/i);

    const session = await h.request('/api/auth/get-session', { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    // A verified customer is not an admin.
    expect((await h.request('/api/admins', { headers: { cookie } })).status).toBe(403);
  });

  it('a second sign-up with the same address looks the same but only mails its owner', async () => {
    const email = 'twice@example.com';
    const first = await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'A', email, password: 'secret1' } });
    const second = await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'B', email, password: 'other-pass' } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    await h.mailDelivered();
    const mails = h.sentMail.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(['Verify your e-mail for Travelez', 'You already have a Travelez account']);
    expect(mails[1]!.html).toContain('http://localhost/signin');
    // The first password still holds once verified; the second never became one.
    const token = new URL(mails[0]!.text.match(/http:\/\/localhost\/verify-email\?token=\S+/)![0]).searchParams.get('token');
    await h.request(`/api/auth/verify-email?token=${token}`);
    const withSecond = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'other-pass' } });
    expect(withSecond.status).toBe(401);
    const withFirst = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret1' } });
    expect(withFirst.status).toBe(200);
  });

  it('falls back to the display name To Travelez', () => {
    expect(displayName('')).toBe('To Travelez');
    expect(displayName('  ')).toBe('To Travelez');
    expect(displayName(null)).toBe('To Travelez');
    expect(displayName('Amina')).toBe('Amina');
  });

  it('answers wrong credentials with one message that does not say which part was wrong', async () => {
    const a = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email: admin.email, password: 'wrong-pass' } });
    const b = await h.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-pass' } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(((await a.json()) as { message: string }).message).toBe(((await b.json()) as { message: string }).message);
  });

  it('creates the ADMIN_EMAIL account verified at start-up, and it reaches the admin API', async () => {
    const signIn = await h.request('/api/auth/sign-in/email', { method: 'POST', json: admin });
    expect(signIn.status).toBe(200);
    const res = await h.request('/api/admins', { headers: { cookie: cookieOf(signIn) } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(admin.email);
  });

  it('refuses a cross-site POST that carries a cookie, and lets a same-site one through', async () => {
    const signIn = await h.request('/api/auth/sign-in/email', { method: 'POST', json: admin });
    const cookie = cookieOf(signIn);
    const foreign = await h.request('/api/admins', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      json: { email: 'intruder@example.com' },
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/another site/);
    const list = (await (await h.request('/api/admins', { headers: { cookie } })).json()) as { email: string }[];
    expect(list.map((a) => a.email)).not.toContain('intruder@example.com');

    const own = await h.request('/api/admins', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
      json: { email: 'helper@example.com' },
    });
    expect(own.status).toBe(201);
  });
});

describe('the session cookie', () => {
  const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => /session_token=/.test(c)) ?? '';

  it('is not Secure on a site served over plain http, in production mode too (a browser would drop it)', async () => {
    const signIn = await h.request('/api/auth/sign-in/email', { method: 'POST', json: admin });
    expect(signIn.status).toBe(200);
    const session = sessionCookieOf(signIn);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).not.toMatch(/;\s*Secure/i);
    // And it signs the person in.
    const me = await h.request('/api/auth/get-session', { headers: { cookie: cookieOf(signIn) } });
    expect(((await me.json()) as { user?: { email: string } } | null)?.user?.email).toBe(admin.email);
  });

  it('is Secure when BASE_URL is https', async () => {
    const secureSite = await startApiHarness({
      seed: false,
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BASE_URL: 'https://travelez.example' },
      auth: (runtime) => runtime.accounts.gateway,
    });
    try {
      const signIn = await secureSite.request('/api/auth/sign-in/email', { method: 'POST', json: admin });
      expect(signIn.status).toBe(200);
      expect(sessionCookieOf(signIn)).toMatch(/;\s*Secure/i);
    } finally {
      await secureSite.close();
    }
  });
});
