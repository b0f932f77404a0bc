/**
 * Sign-in with a phone number and a code by SMS (issue 37), on PGlite and PostgreSQL, through
 * better-auth's phone-number plugin and the SSL Wireless peer: any written form of a Bangladeshi
 * mobile is one number, the first verified code makes the account and later ones sign in to it, a
 * code dies after 5 wrong tries, and codes are limited per number, address and session (3 per 10
 * minutes) whatever RATE_LIMIT says; the answer never tells whether an account has the number.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let peer: SslWirelessPeer;

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  h = await startApiHarness({
    seed: false,
    env: { BASE_URL: 'http://localhost', TRUST_PROXY: '1', RATE_LIMIT: 'false' },
    auth: (runtime) => runtime.accounts.gateway,
    smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }),
  });
});
afterAll(async () => {
  await h?.close();
  await peer?.close();
});

let address = 0;
/** Each test comes from an address of its own (the per-address limit). */
const from = () => `203.0.113.${++address}`;
const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  h.request(`/api/auth/phone-number/${path}`, { method: 'POST', json: body, headers: { 'x-forwarded-for': ip, ...headers } });
async function lastCode(e164: string): Promise<string> {
  await h.runtime.smsQueue.drain();
  const last = peer.to(e164).at(-1);
  if (!last) throw new Error(`no SMS to ${e164}`);
  return /\b(\d{6})\b/.exec(last.sms)![1]!;
}
const usersWith = (e164: string) => h.runtime.database.db.select().from(users).where(eq(users.phoneNumber, e164));

describe('sign-in with a phone number', () => {
  it('a first code makes the account; the number in another form signs in to the same one', async () => {
    const ip = from();
    const sent = await post('send-otp', { phoneNumber: '01711-555001' }, ip, { cookie: 'lang=bn' });
    expect(sent.status).toBe(200);
    const code = await lastCode('+8801711555001');
    expect(peer.to('+8801711555001')[0]).toMatchObject({ smsType: 'BN' });
    expect(peer.to('+8801711555001')[0]!.sms).toContain('কোড');
    const verified = await post('verify', { phoneNumber: '+880 1711 555001', code }, ip);
    expect(verified.status).toBe(200);
    expect(verified.headers.get('set-cookie')).toMatch(/session_token=/);
    const [user] = await usersWith('+8801711555001');
    expect(user).toMatchObject({ phoneNumber: '+8801711555001', phoneNumberVerified: true });
    // The session is a verified viewer.
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!;
    const viewer = await h.runtime.accounts.gateway.getViewer(new Headers({ cookie }));
    expect(viewer).toMatchObject({ userId: user!.id, emailVerified: true, isAdmin: false });

    await post('send-otp', { phoneNumber: '8801711555001' }, ip);
    const again = await post('verify', { phoneNumber: '01711555001', code: await lastCode('+8801711555001') }, ip);
    expect(again.status).toBe(200);
    expect(await usersWith('+8801711555001')).toHaveLength(1);
  });

  it('the answer is the same whether the number has an account or not', async () => {
    const ip = from();
    const known = await post('send-otp', { phoneNumber: '01711555001' }, ip);
    const unknown = await post('send-otp', { phoneNumber: '01711555002' }, ip);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('5 wrong tries end a code; a used code does not work twice', async () => {
    const ip = from();
    await post('send-otp', { phoneNumber: '01811555003' }, ip);
    const code = await lastCode('+8801811555003');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post('verify', { phoneNumber: '01811555003', code: wrong }, ip)).status);
    expect(answers.every((s) => s >= 400)).toBe(true);
    expect((await post('verify', { phoneNumber: '01811555003', code }, ip)).status).toBeGreaterThanOrEqual(400);
    expect(await usersWith('+8801811555003')).toEqual([]);

    await post('send-otp', { phoneNumber: '01811555003' }, ip);
    const fresh = await lastCode('+8801811555003');
    expect((await post('verify', { phoneNumber: '01811555003', code: fresh }, ip)).status).toBe(200);
    expect((await post('verify', { phoneNumber: '01811555003', code: fresh }, ip)).status).toBeGreaterThanOrEqual(400);
  });

  it('3 codes per number per 10 minutes, from any address; 3 per address for any numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('send-otp', { phoneNumber: '01911555004' }, from())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await h.runtime.smsQueue.drain();
    expect(peer.to('+8801911555004')).toHaveLength(3);

    const ip = from();
    const perAddress: number[] = [];
    for (const n of ['01911555005', '01911555006', '01911555007', '01911555008']) perAddress.push((await post('send-otp', { phoneNumber: n }, ip)).status);
    expect(perAddress).toEqual([200, 200, 200, 429]);
    const refused = await post('send-otp', { phoneNumber: '01911555009' }, ip);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'tooManyCodes' });
    await h.runtime.smsQueue.drain();
    expect(peer.to('+8801911555008')).toEqual([]);
  });

  it('refuses what is not a Bangladeshi mobile, and sends nothing', async () => {
    const ip = from();
    for (const phoneNumber of ['+919876543210', '02-9123456', '12345', '']) {
      const answer = await post('send-otp', { phoneNumber }, ip);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER', message: 'Enter a Bangladeshi mobile number, such as 01711-234567' });
    }
    expect(peer.to('+919876543210')).toEqual([]);
  });

  it('the account pages: a code asked for on a Bangla page comes in Bangla and signs in; 3 codes per session', async () => {
    const ops = h.runtime.accounts.gateway.accounts!;
    const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: cookie ? { cookie } : {} });
    expect(await ops.sendPhoneCode(page('/bn/signin'), from(), '+91 98765 43210')).toMatchObject({ ok: false, status: 400, code: 'INVALID_PHONE_NUMBER' });
    // Typed in Bangla digits, as a Bangla keyboard does.
    expect((await ops.sendPhoneCode(page('/bn/signin'), from(), '০১৭১১ ৫৫৫০১০')).ok).toBe(true);
    const code = await lastCode('+8801711555010');
    expect(peer.to('+8801711555010')[0]).toMatchObject({ smsType: 'BN' });
    const signedIn = await ops.verifyPhoneCode(page('/bn/signin'), from(), { phone: '01711555010', code });
    expect(signedIn.ok).toBe(true);
    expect(signedIn.ok && signedIn.headers.get('set-cookie')).toMatch(/session_token=/);

    // One session, new addresses and numbers each time: the session's own window stops the fourth.
    const session = 'better-auth.session_token=abc.def';
    const answers: (number | true)[] = [];
    for (const n of ['01711555011', '01711555012', '01711555013', '01711555014']) {
      const r = await ops.sendPhoneCode(page('/signin', session), from(), n);
      answers.push(r.ok || r.status);
    }
    expect(answers).toEqual([true, true, true, 429]);
  });
});
