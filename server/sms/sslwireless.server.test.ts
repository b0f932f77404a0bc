/** The SSL Wireless adapter against the local peer, over real HTTP; and the outbox. */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../../tests/support/sslwireless-peer.ts';
import type { Logger } from '../logger.server.ts';
import { createSmsOutbox, SmsError, type SmsGateway } from './gateway.server.ts';
import { createSslWireless } from './sslwireless.server.ts';

let peer: SslWirelessPeer;
let gateway: SmsGateway;

beforeAll(async () => {
  peer = await startSslWirelessPeer({ blocked: ['8801999999999'] });
  gateway = createSslWireless(peer.settings, { timeoutMs: 1000 });
});
afterAll(() => peer.close());
beforeEach(() => peer.reset());

const sms = (over: Partial<{ to: string; text: string; id: string }> = {}) => ({ to: '+8801711234567', text: 'Travelez: hello', id: newId(), ...over });

async function refusal(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('SSL Wireless adapter', () => {
  it('sends one message with the five fields, English as EN and Bangla as BN', async () => {
    const en = sms();
    const sent = await gateway.send(en);
    expect(sent).toMatchObject({ duplicate: false, reference: expect.any(String) });
    const bn = sms({ text: 'Travelez: বুকিং TZ-AB12CD34 পেয়েছি' });
    await gateway.send(bn);
    expect(peer.messages.map((m) => [m.msisdn, m.csmsId, m.smsType, m.sms])).toEqual([
      ['8801711234567', en.id, 'EN', en.text],
      ['8801711234567', bn.id, 'BN', bn.text],
    ]);
  });

  it('reads a duplicate csms_id as sent, and the peer does not send it twice', async () => {
    const once = sms();
    await gateway.send(once);
    expect(await gateway.send(once)).toEqual({ reference: null, duplicate: true });
    expect(peer.to('+8801711234567')).toHaveLength(1);
  });

  it('a lost answer is retryable, and sending again with the same id sends nothing more', async () => {
    const one = sms();
    peer.faults.loseAnswer = true;
    expect((await refusal(gateway.send(one))).retryable).toBe(true);
    peer.faults.loseAnswer = false;
    expect(await gateway.send(one)).toMatchObject({ duplicate: true });
    expect(peer.messages).toHaveLength(1);
  });

  it('down and slow are retryable (no answer in time)', async () => {
    peer.faults.down = true;
    expect(await refusal(gateway.send(sms()))).toMatchObject({ retryable: true, message: 'sslwireless: HTTP 503' });
    peer.faults.down = false;
    peer.faults.slow = true;
    peer.faults.slowMs = 1500;
    expect(await refusal(gateway.send(sms()))).toMatchObject({ retryable: true, message: 'sslwireless: no answer in time' });
  });

  it('rate limits and unknown errors are retryable; a bad number or text fails for good', async () => {
    for (const code of [4029, 4031, 5000]) {
      peer.faults.refusing = code;
      expect(await refusal(gateway.send(sms()))).toMatchObject({ retryable: true, code });
    }
    peer.faults.refusing = null;
    expect(await refusal(gateway.send(sms({ to: '+8801999999999' })))).toMatchObject({ retryable: false, code: 4026 });
    expect(await refusal(gateway.send(sms({ to: '+919876543210' })))).toMatchObject({ retryable: false, code: 4025 });
    expect(await refusal(gateway.send(sms({ text: 'x'.repeat(1001) })))).toMatchObject({ retryable: false, code: 4027 });
    expect(await refusal(gateway.send(sms({ id: 'x'.repeat(21) })))).toMatchObject({ retryable: false, code: 4020 });
    expect(await refusal(gateway.send(sms({ text: ' ' })))).toMatchObject({ retryable: false, code: 4022 });
    expect(peer.messages).toHaveLength(0);
  });

  it('wrong settings are retried (the operator fixes them), not dropped', async () => {
    const wrongToken = createSslWireless({ ...peer.settings, apiToken: 'nope' }, { timeoutMs: 1000 });
    expect(await refusal(wrongToken.send(sms()))).toMatchObject({ retryable: true, code: 4001 });
    const wrongSid = createSslWireless({ ...peer.settings, sid: 'OTHER' }, { timeoutMs: 1000 });
    expect(await refusal(wrongSid.send(sms()))).toMatchObject({ retryable: true, code: 4002 });
    const wrongPath = createSslWireless({ ...peer.settings, baseUrl: `${peer.baseUrl}/v2` }, { timeoutMs: 1000 });
    expect(await refusal(wrongPath.send(sms()))).toMatchObject({ retryable: true, code: 4004 });
  });

  it('the peer refuses a body that is not JSON (4005)', async () => {
    const answer = await fetch(`${peer.baseUrl}/api/v3/send-sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'api_token=x',
    });
    expect(await answer.json()).toMatchObject({ status: 'FAILED', status_code: 4005 });
  });
});

describe('SMS outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'sms-outbox-')), 'outbox', 'sms');
  });
  afterAll(() => rm(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

  it('writes each SMS to a private file, once per id, and logs its text in development', async () => {
    const lines: string[] = [];
    const keep = (line: string) => void lines.push(line);
    const logger: Logger = { debug: keep, info: keep, warn: keep, error: keep };
    const outbox = createSmsOutbox({ dir, logger, logText: true });
    const one = sms({ text: 'Travelez: বুকিং পেয়েছি' });
    expect(await outbox.send(one)).toEqual({ reference: one.id, duplicate: false });
    expect(await outbox.send(one)).toEqual({ reference: one.id, duplicate: true });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dir, files[0]!), 'utf8')).toBe(`To: +8801711234567\nId: ${one.id}\n\nTravelez: বুকিং পেয়েছি\n`);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(lines.join('\n')).toContain('Travelez: বুকিং পেয়েছি');
  });
});
