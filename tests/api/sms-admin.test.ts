/** The admin's view of the SMS queue over the JSON API: failed and dropped SMS, and sending one again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let peer: SslWirelessPeer;

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  // Midday in Dhaka, whatever the hour the suite runs at (22:00-08:00 send only codes).
  const midday = new Date(new Date().toISOString().slice(0, 10) + 'T06:00:00Z');
  h = await startApiHarness({ seed: false, smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }), smsNow: () => midday });
  h.viewer('admin', adminViewer());
  h.viewer('customer', customerViewer(1));
});
afterAll(async () => {
  await h?.close();
  await peer?.close();
});

describe('the SMS queue for admins', () => {
  it('lists a failed SMS and sends it again; customers and strangers are refused', async () => {
    const queue = h.runtime.smsQueue;
    const to = '+8801811223344';
    peer.faults.refusing = 4026;
    await queue.enqueue({ to, lang: 'bn', message: { kind: 'refundMade', reference: 'TZ-ABCDEF12', amount: 7500 } });
    await queue.drain();
    const failed = await h.request('/api/smsQueue?status=failed', { as: 'admin' });
    expect(failed.status).toBe(200);
    const [row] = (await failed.json()) as { id: string; to: string; status: string; lastError: string; text: string }[];
    expect(row).toMatchObject({ to, status: 'failed', lastError: expect.stringContaining('4026') });
    expect(row!.text).toContain('৭,৫০০');
    expect((await h.request('/api/smsQueue', { as: 'customer' })).status).toBe(403);
    expect((await h.request('/api/smsQueue')).status).toBe(401);

    peer.faults.refusing = null;
    const again = await h.request(`/api/smsQueue/${row!.id}/retry`, { method: 'POST', as: 'admin', json: {} });
    expect(again.status).toBe(200);
    await queue.drain();
    expect(peer.to(to)).toHaveLength(1);
    const twice = await h.request(`/api/smsQueue/${row!.id}/retry`, { method: 'POST', as: 'admin', json: {} });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toMatchObject({ code: 'failedSmsNotFound' });
  });
});
