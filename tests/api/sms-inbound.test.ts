/**
 * STOP honoured (issue 37), on PGlite and PostgreSQL: a reply forwarded to POST /api/sms/inbound
 * with the shared secret opts its sender out of every SMS but codes (STOP or বন্ধ, JSON or a form),
 * START or চালু back in; a wrong or missing secret changes nothing; without SMS_INBOUND_SECRET the
 * endpoint is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import { startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let off: ApiHarness;
let peer: SslWirelessPeer;
const secret = 'inbound-secret-0123456789';
const midday = new Date(new Date().toISOString().slice(0, 10) + 'T06:00:00Z');

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  h = await startApiHarness({
    seed: false,
    env: { SMS_INBOUND_SECRET: secret },
    smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }),
    smsNow: () => midday,
  });
  off = await startApiHarness({ seed: false });
});
afterAll(async () => {
  await h?.close();
  await off?.close();
  await peer?.close();
});

const refund = { kind: 'refundMade', reference: 'TZ-ABCDEF12', amount: 500 } as const;
const forward = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${secret}` }, query = '') =>
  h.request(`/api/sms/inbound${query}`, { method: 'POST', json: body, headers });

describe('a reply forwarded to the site', () => {
  it('STOP opts the number out: its SMS are dropped, its codes still go; START brings them back', async () => {
    const answer = await forward({ msisdn: '8801711667001', sms: ' Stop ' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'optedOut' });
    const queue = h.runtime.smsQueue;
    expect(await queue.isOptedOut('+8801711667001')).toBe(true);
    expect(await queue.enqueue({ to: '+8801711667001', lang: 'en', message: refund })).toMatchObject({ status: 'dropped' });
    await queue.enqueue({ to: '+8801711667001', lang: 'en', message: { kind: 'code', code: '123456' } });
    await queue.drain();
    expect(peer.to('+8801711667001').map((m) => m.sms)).toEqual([expect.stringContaining('123456')]);

    expect(await (await forward({ from: '01711-667001', text: 'START' })).json()).toEqual({ received: true, outcome: 'optedIn' });
    expect(await queue.isOptedOut('+8801711667001')).toBe(false);
  });

  it('বন্ধ in a form, with the secret in the address, opts out too; other texts change nothing', async () => {
    const form = await h.request(`/api/sms/inbound?secret=${secret}`, {
      method: 'POST',
      body: new URLSearchParams({ msisdn: '8801811667002', sms: 'বন্ধ' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect(await form.json()).toEqual({ received: true, outcome: 'optedOut' });
    expect(await h.runtime.smsQueue.isOptedOut('+8801811667002')).toBe(true);

    expect(await (await forward({ msisdn: '8801911667003', sms: 'Please stop the bus at Comilla' })).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await h.runtime.smsQueue.isOptedOut('+8801911667003')).toBe(false);
    expect((await forward({ sms: 'STOP' })).status).toBe(400);
  });

  it('a wrong or missing secret is refused and records nothing; without SMS_INBOUND_SECRET the endpoint is off', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-secret-at-all' }] as Record<string, string>[]) {
      const refused = await forward({ msisdn: '8801611667004', sms: 'STOP' }, headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'smsInboundRefused' });
    }
    expect(await h.runtime.smsQueue.isOptedOut('+8801611667004')).toBe(false);
    const disabled = await off.request('/api/sms/inbound', {
      method: 'POST',
      json: { msisdn: '8801611667004', sms: 'STOP' },
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(disabled.status).toBe(404);
  });
});
