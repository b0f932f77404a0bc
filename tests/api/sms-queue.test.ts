/**
 * The durable SMS queue against the SSL Wireless peer, on PGlite and PostgreSQL, with two workers
 * on one database as two instances run them: a message is stored with the transaction that causes
 * it, sent exactly once (the row id is the gateway's csms_id: a lost answer is sent again and
 * answered "duplicate"), retried with backoff, given up after a day and shown; the daily cap, an
 * opt-out and the quiet hours hold back everything but sign-in codes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.server.ts';
import { smsQueue } from '../../db/schema.ts';
import type { Logger } from '../../server/logger.server.ts';
import { createSmsQueue, type SmsQueueOptions } from '../../server/sms/queue.server.ts';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import type { SmsMessage } from '../../shared/sms.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';
import { openTwoInstances, type TwoInstances } from '../support/two-instances.ts';

let instances: TwoInstances;
let peer: SslWirelessPeer;
const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
// 12:00 in Dhaka.
let clock = new Date('2026-11-27T06:00:00Z');

beforeAll(async () => {
  instances = await openTwoInstances();
  peer = await startSslWirelessPeer({ blocked: ['8801999999999'] });
});
afterAll(async () => {
  await peer?.close();
  await instances?.close();
});
beforeEach(async () => {
  peer.reset();
  clock = new Date('2026-11-27T06:00:00Z');
  await instances.handles[0].db.execute(sql`delete from sms_queue`);
  await instances.handles[0].db.execute(sql`delete from sms_opt_outs`);
});

const queueOn = (i: 0 | 1, over: Partial<SmsQueueOptions> = {}) =>
  createSmsQueue({
    db: instances.handles[i].db,
    gateway: createSslWireless(peer.settings, { timeoutMs: 500 }),
    logger: quiet,
    now: () => clock,
    retryMs: 60_000,
    pollMs: 20,
    sendTimeoutMs: 1_000,
    ...over,
  });
let seq = 0;
const phone = () => `+88017${String(Date.now() % 1e5).padStart(5, '0')}${String(seq++ % 1000).padStart(3, '0')}`;
const booked = (n = 1): SmsMessage => ({ kind: 'bookingReceived', reference: `TZ-0000000${n}`, tour: 'Sylhet Tea Trail', date: '2027-01-15' });
const code: SmsMessage = { kind: 'code', code: '482913' };
const db = () => instances.handles[0].db as Database;

describe(`the SMS queue (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('stores an SMS with the change that causes it: none when that change rolls back', async () => {
    const queue = queueOn(0);
    const [kept, lost] = [phone(), phone()];
    await db().transaction(async (tx) => void (await queue.enqueue({ to: kept, lang: 'bn', message: booked() }, tx)));
    await db()
      .transaction(async (tx) => {
        await queue.enqueue({ to: lost, lang: 'en', message: booked() }, tx);
        throw new Error('the booking failed');
      })
      .catch(() => {});
    expect(await queue.drain()).toBe(1);
    expect(peer.to(lost)).toEqual([]);
    const [sms] = peer.to(kept);
    expect(sms).toMatchObject({ smsType: 'BN' });
    expect(sms!.sms).toContain('বুকিং TZ-00000001');
    expect(await queue.list()).toEqual([]);
  });

  it('a message about one thing exists once', async () => {
    const queue = queueOn(0);
    const to = phone();
    expect(await queue.enqueue({ to, lang: 'en', message: booked(), dedupeKey: 'bookingReceived:b1' })).toMatchObject({ status: 'pending' });
    expect(await queue.enqueue({ to, lang: 'en', message: booked(), dedupeKey: 'bookingReceived:b1' })).toEqual({ id: null, status: 'duplicate' });
    await queue.drain();
    expect(peer.to(to)).toHaveLength(1);
  });

  it('two instances send each of twenty SMS exactly once, through a slow gateway', async () => {
    const [a, b] = [queueOn(0), queueOn(1)];
    const numbers = Array.from({ length: 20 }, () => phone());
    for (const to of numbers) await a.enqueue({ to, lang: 'en', message: booked() });
    peer.faults.slow = true;
    peer.faults.slowMs = 60;
    a.start();
    b.start();
    try {
      for (const until = Date.now() + 15_000; Date.now() < until && peer.messages.length < 20;) await new Promise((r) => setTimeout(r, 25));
      for (const until = Date.now() + 5_000; Date.now() < until && (await a.list()).length > 0;) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(numbers.map((to) => peer.to(to).length)).toEqual(numbers.map(() => 1));
    const rows = await db().select().from(smsQueue);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  }, 30_000);

  it('a lost answer is sent again with the same csms_id: the gateway says duplicate, the traveller gets one SMS', async () => {
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: booked() });
    peer.faults.loseAnswer = true;
    expect(await queue.drain()).toBe(0);
    const [waiting] = await queue.list();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('sslwireless') });
    peer.faults.loseAnswer = false;
    clock = new Date(clock.getTime() + 61_000);
    expect(await queue.drain()).toBe(1);
    expect(peer.to(to)).toHaveLength(1);
    expect(peer.requests).toBe(2);
  });

  it('retries with backoff while the gateway is down, then sends', async () => {
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: booked() });
    peer.faults.down = true;
    await queue.drain();
    clock = new Date(clock.getTime() + 61_000);
    await queue.drain();
    const [row] = await queue.list();
    // 60 s, then 120 s.
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'sslwireless: HTTP 503' });
    expect(new Date(row!.nextAttemptAt).getTime() - clock.getTime()).toBe(120_000);
    // Not due yet: nothing is sent.
    peer.faults.down = false;
    expect(await queue.drain()).toBe(0);
    clock = new Date(clock.getTime() + 120_000);
    expect(await queue.drain()).toBe(1);
    expect(peer.to(to)).toHaveLength(1);
  });

  it('gives up after a day and shows it to the admin, who may send it again', async () => {
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: booked() });
    peer.faults.refusing = 4029;
    // Every 2 hours for a day and a bit (the quiet hours send nothing).
    for (let i = 0; i <= 13; i++) {
      await queue.drain();
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    }
    const [failed] = await queue.list({ status: 'failed' });
    expect(failed).toMatchObject({ to, kind: 'bookingReceived', status: 'failed', lastError: expect.stringMatching(/4029/) });
    peer.faults.refusing = null;
    expect(await queue.retry(failed!.id)).toBe(true);
    expect(await queue.drain()).toBe(1);
    expect(peer.to(to)).toHaveLength(1);
  });

  it('a refusal for good (a blocked number) fails at once', async () => {
    const queue = queueOn(0);
    await queue.enqueue({ to: '+8801999999999', lang: 'en', message: booked() });
    await queue.drain();
    expect(await queue.list()).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, lastError: expect.stringContaining('4026') })]);
  });

  it('sends nothing but codes between 22:00 and 08:00 in Dhaka', async () => {
    clock = new Date('2026-11-27T17:00:00Z'); // 23:00 in Dhaka
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: booked() });
    await queue.enqueue({ to, lang: 'en', message: code });
    expect(await queue.drain()).toBe(1);
    expect(peer.to(to).map((m) => m.sms)).toEqual([expect.stringContaining('482913')]);
    const [waiting] = await queue.list();
    expect(waiting).toMatchObject({ kind: 'bookingReceived', status: 'pending', nextAttemptAt: '2026-11-28T02:00:00.000Z' });
    clock = new Date('2026-11-28T02:00:01Z');
    expect(await queue.drain()).toBe(1);
    expect(peer.to(to)).toHaveLength(2);
  });

  it('a code expires unsent after its 5 minutes', async () => {
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: code });
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    expect(await queue.drain()).toBe(0);
    expect(await queue.list()).toEqual([expect.objectContaining({ kind: 'code', status: 'failed', lastError: 'given up: expired unsent' })]);
    expect(peer.to(to)).toEqual([]);
  });

  it('caps a number at 10 SMS a day (codes apart) and honours an opt-out (codes still go)', async () => {
    const queue = queueOn(0);
    const to = phone();
    for (let n = 0; n < 10; n++) expect((await queue.enqueue({ to, lang: 'en', message: booked(n) })).status).toBe('pending');
    expect((await queue.enqueue({ to, lang: 'en', message: booked(11) })).status).toBe('dropped');
    expect((await queue.enqueue({ to, lang: 'en', message: code })).status).toBe('pending');
    const other = phone();
    await queue.optOut(other, 'stop');
    expect(await queue.isOptedOut(other)).toBe(true);
    expect((await queue.enqueue({ to: other, lang: 'en', message: booked() })).status).toBe('dropped');
    expect((await queue.enqueue({ to: other, lang: 'en', message: code })).status).toBe('pending');
    await queue.drain();
    expect(peer.to(to)).toHaveLength(11);
    expect(peer.to(other).map((m) => m.sms)).toEqual([expect.stringContaining('482913')]);
    expect((await queue.list({ status: 'dropped' })).map((r) => r.lastError)).toEqual(
      expect.arrayContaining(["the number's daily cap (10) reached", 'the number opted out']),
    );
    // A day later the cap starts again.
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1);
    expect((await queue.enqueue({ to, lang: 'en', message: booked(12) })).status).toBe('pending');
  });

  it('an SMS whose answer was lost is not sent again on another day (its csms_id no longer protects): failed as unconfirmed', async () => {
    clock = new Date('2026-11-27T15:50:00Z'); // 21:50 in Dhaka
    const queue = queueOn(0);
    const to = phone();
    await queue.enqueue({ to, lang: 'en', message: booked() });
    peer.faults.slow = true;
    peer.faults.slowMs = 800;
    await queue.drain();
    peer.faults.slow = false;
    clock = new Date('2026-11-28T02:05:00Z'); // 08:05 the next day
    await queue.drain();
    expect(await queue.list()).toEqual([
      expect.objectContaining({ status: 'failed', lastError: expect.stringMatching(/^unconfirmed: no answer on 2026-11-27/) }),
    ]);
    expect(peer.to(to)).toHaveLength(1);
  });
});
