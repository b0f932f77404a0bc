/**
 * bKash's webhook (an Amazon SNS message) through the JSON API, on PGlite and PostgreSQL: whatever
 * fails (bad JSON, a certificate host not allowed, a certificate that cannot be fetched, a bad
 * signature) is a 400 and one log line without a stack, never a 500.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startBkashPeer, type BkashPeer } from '../support/bkash-peer.ts';

let h: ApiHarness;
let bkash: BkashPeer;
const wallet = { appKey: 'app-key-2', appSecret: 'app-secret-2', username: 'merchant2', password: 'merchant-pass-2' };

beforeAll(async () => {
  bkash = await startBkashPeer(wallet);
  h = await startApiHarness({
    env: {
      BKASH_BASE_URL: bkash.baseUrl,
      BKASH_APP_KEY: wallet.appKey,
      BKASH_APP_SECRET: wallet.appSecret,
      BKASH_USERNAME: wallet.username,
      BKASH_PASSWORD: wallet.password,
      BKASH_WEBHOOK_CERT_HOSTS: new URL(bkash.baseUrl).host,
    },
  });
});

afterAll(async () => {
  await h.close();
  await bkash.close();
});

afterEach(() => {
  bkash.faults.certUrl = null;
  bkash.faults.forgeSignature = false;
  vi.restoreAllMocks();
});

const post = (body: string) => h.request('/api/payments/bkash/webhook', { method: 'POST', headers: { 'content-type': 'text/plain; charset=UTF-8' }, body });

describe('bKash webhook failures', () => {
  it('a certificate that cannot be fetched, a host not allowed, a bad signature or bad JSON: 400 and one log line each', async () => {
    const warned: string[] = [];
    const errors: unknown[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args.map(String).join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(...args));
    const certFetches = () => bkash.calls.filter((c) => c.path.endsWith('.pem')).length;

    bkash.faults.certUrl = `${bkash.baseUrl}/no-such-cert.pem`;
    const before = certFetches();
    expect((await post(JSON.stringify(bkash.subscriptionMessage()))).status).toBe(400);
    expect(certFetches()).toBe(before + 1);

    // Not an allowed host: refused before anything is fetched.
    bkash.faults.certUrl = `${bkash.baseUrl.replace('127.0.0.1', 'localhost')}/sns-cert.pem`;
    expect((await post(JSON.stringify(bkash.subscriptionMessage()))).status).toBe(400);
    expect(certFetches()).toBe(before + 1);

    bkash.faults.certUrl = null;
    bkash.faults.forgeSignature = true;
    expect((await post(JSON.stringify(bkash.subscriptionMessage()))).status).toBe(400);
    expect((await post('{"Type": "Notification"')).status).toBe(400);

    const refusals = warned.filter((line) => line.includes('bkash webhook refused'));
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toContain('could not be fetched');
    expect(refusals[1]).toContain('not allowed');
    expect(refusals[2]).toContain('bad signature');
    expect(refusals.every((line) => !line.includes('\n'))).toBe(true);
    expect(errors).toEqual([]);

    // An authentic one still passes.
    bkash.faults.forgeSignature = false;
    expect((await post(JSON.stringify(bkash.subscriptionMessage()))).status).toBe(200);
  });
});
