/**
 * An e-mail account's phone (issue 37), on PGlite and PostgreSQL, at the SSL Wireless peer: the
 * dashboard's operations add and verify a number with a code (the plugin's verify with
 * `updatePhoneNumber`), never one another account has; the account's messages (its password
 * changed, its phone replaced) go to its verified phone only, in its language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let peer: SslWirelessPeer;
const origin = 'http://localhost';
// Midday in Dhaka (account messages wait out the quiet hours like the others).
const midday = new Date(new Date().toISOString().slice(0, 10) + 'T06:00:00Z');

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  h = await startApiHarness({
    seed: false,
    env: { BASE_URL: origin, TRUST_PROXY: '1', RATE_LIMIT: 'false' },
    auth: (runtime) => runtime.accounts.gateway,
    smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }),
    smsNow: () => midday,
  });
});
afterAll(async () => {
  await h?.close();
  await peer?.close();
});

let address = 0;
const from = () => `198.51.100.${++address}`;
const json = (path: string, body: unknown, cookie?: string) =>
  h.request(`/api/auth/${path}`, { method: 'POST', json: body, headers: { origin, 'x-forwarded-for': from(), ...(cookie ? { cookie } : {}) } });
const dashboard = (cookie: string) => new Request(`${origin}/bn/dashboard`, { method: 'POST', headers: { cookie } });
const ops = () => h.runtime.accounts.gateway.accounts!;
const userOf = async (email: string) => (await h.runtime.database.db.select().from(users).where(eq(users.email, email)))[0]!;

/** A verified e-mail account in Bangla, signed in: its session cookie. */
async function emailAccount(email: string, password = 'a-long-password-1'): Promise<string> {
  expect((await json('sign-up/email', { name: 'Shirin Akter', email, password })).status).toBe(200);
  await h.runtime.database.db.update(users).set({ emailVerified: true, language: 'bn' }).where(eq(users.email, email));
  const signedIn = await json('sign-in/email', { email, password });
  expect(signedIn.status).toBe(200);
  return signedIn.headers.get('set-cookie')!.split(';')[0]!;
}
async function lastCode(e164: string): Promise<string> {
  await h.runtime.smsQueue.drain();
  return /\b(\d{6})\b/.exec(peer.to(e164).at(-1)!.sms)![1]!;
}
async function addPhone(cookie: string, phone: string, e164: string) {
  expect((await ops().sendPhoneCode(dashboard(cookie), from(), phone)).ok).toBe(true);
  return ops().verifyPhoneCode(dashboard(cookie), from(), { phone, code: await lastCode(e164), addToAccount: true });
}

describe("an e-mail account's phone", () => {
  it('no verified phone: a password change texts nobody; a number added with its code becomes the account phone', async () => {
    const cookie = await emailAccount('shirin@example.com');
    const before = peer.messages.length;
    const changed = await json('change-password', { currentPassword: 'a-long-password-1', newPassword: 'a-long-password-2' }, cookie);
    expect(changed.status).toBe(200);
    await h.runtime.smsQueue.drain();
    expect(peer.messages.length).toBe(before);

    // A wrong code adds nothing.
    expect((await ops().sendPhoneCode(dashboard(cookie), from(), '01711-556001')).ok).toBe(true);
    const code = await lastCode('+8801711556001');
    expect(peer.to('+8801711556001')[0]).toMatchObject({ smsType: 'BN' });
    const wrong = await ops().verifyPhoneCode(dashboard(cookie), from(), {
      phone: '01711556001',
      code: code === '000000' ? '111111' : '000000',
      addToAccount: true,
    });
    expect(wrong.ok).toBe(false);
    expect(await userOf('shirin@example.com')).toMatchObject({ phoneNumber: null });

    const added = await ops().verifyPhoneCode(dashboard(cookie), from(), { phone: '01711556001', code, addToAccount: true });
    expect(added.ok).toBe(true);
    expect(await userOf('shirin@example.com')).toMatchObject({ email: 'shirin@example.com', phoneNumber: '+8801711556001', phoneNumberVerified: true });
    expect(await h.runtime.database.db.select().from(users).where(eq(users.phoneNumber, '+8801711556001'))).toHaveLength(1);
    expect(await h.runtime.services.smsPreferences.accountPhone((await userOf('shirin@example.com')).id)).toEqual({ phone: '+8801711556001', verified: true });
  });

  it('with a verified phone: a password change is texted to it once, in the account language', async () => {
    const cookie = (await json('sign-in/email', { email: 'shirin@example.com', password: 'a-long-password-2' })).headers.get('set-cookie')!.split(';')[0]!;
    const changed = await json('change-password', { currentPassword: 'a-long-password-2', newPassword: 'a-long-password-3' }, cookie);
    expect(changed.status).toBe(200);
    await h.runtime.smsQueue.drain();
    const notices = peer.to('+8801711556001').filter((m) => m.sms.includes('পাসওয়ার্ড'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ smsType: 'BN' });
    expect(notices[0]!.sms).toContain('+8801712345678');
  });

  it('a number another account has is refused; a new number is verified and the old one hears of it', async () => {
    // A phone-only account holds +8801811556002.
    const ip = from();
    await h.request('/api/auth/phone-number/send-otp', { method: 'POST', json: { phoneNumber: '01811556002' }, headers: { origin, 'x-forwarded-for': ip } });
    const code = await lastCode('+8801811556002');
    const made = await h.request('/api/auth/phone-number/verify', {
      method: 'POST',
      json: { phoneNumber: '01811556002', code },
      headers: { origin, 'x-forwarded-for': ip },
    });
    expect(made.status).toBe(200);

    const cookie = (await json('sign-in/email', { email: 'shirin@example.com', password: 'a-long-password-3' })).headers.get('set-cookie')!.split(';')[0]!;
    const taken = await addPhone(cookie, '01811556002', '+8801811556002');
    expect(taken).toMatchObject({ ok: false, code: 'PHONE_NUMBER_EXIST' });
    expect(await userOf('shirin@example.com')).toMatchObject({ phoneNumber: '+8801711556001' });

    const moved = await addPhone(cookie, '+880 1911 556003', '+8801911556003');
    expect(moved.ok).toBe(true);
    expect(await userOf('shirin@example.com')).toMatchObject({ phoneNumber: '+8801911556003', phoneNumberVerified: true });
    await h.runtime.smsQueue.drain();
    const told = peer.to('+8801711556001').filter((m) => m.sms.includes('আর আপনার অ্যাকাউন্টের ফোন নয়'));
    expect(told).toHaveLength(1);
    expect(peer.to('+8801911556003').filter((m) => !/\b\d{6}\b/.test(m.sms))).toEqual([]);
  });
});
