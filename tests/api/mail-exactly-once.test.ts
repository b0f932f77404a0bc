/**
 * The e-mail queue against a slow SMTP server (tests/support/slow-smtp.ts), on PGlite and
 * PostgreSQL, with two workers on one database as two instances run them: a batch that takes
 * longer than the claim's lease to send is still sent exactly once (the sender keeps its claim
 * while it is alive), and a worker told to stop finishes the message in hand and leaves the rest
 * queued, for itself later or another instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import { createMailer } from '../../server/mail/mailer.server.ts';
import { createMailQueue } from '../../server/mail/queue.server.ts';
import { startSlowSmtp, type SlowSmtp } from '../support/slow-smtp.ts';
import { openTwoInstances, type TwoInstances } from '../support/two-instances.ts';

let instances: TwoInstances;
let handles: DatabaseHandle[] = [];
let smtp: SlowSmtp;
const logger = createLogger('silent');

beforeAll(async () => {
  instances = await openTwoInstances();
  handles = instances.handles;
  smtp = await startSlowSmtp(0);
});
afterAll(async () => {
  await smtp?.close();
  await instances?.close();
});

const worker = (i: number, leaseMs: number) =>
  createMailQueue({
    db: handles[i]!.db,
    transport: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Travelez <hello@travelez.test>', outboxDir: '', logger }),
    logger,
    leaseMs,
    pollMs: 50,
  });
const address = (run: string, n: number) => `${run}-${n}@example.com`;
const waitFor = async (done: () => boolean, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until && !done();) await new Promise((r) => setTimeout(r, 25));
};
const countOf = (run: string, n: number) => smtp.accepted.filter((to) => to.includes(address(run, n))).length;

describe(`the e-mail queue with a slow SMTP server (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('sends a batch that outlasts its lease exactly once, with two workers on one database', async () => {
    await handles[0]!.db.execute(sql`delete from mail_queue`);
    smtp.delayMs = 600;
    const run = `slow${Date.now()}`;
    const [a, b] = [worker(0, 1_200), worker(1, 1_200)];
    for (let n = 0; n < 6; n++) await a.enqueue({ to: address(run, n), subject: `Slow ${n}`, text: 'Hello', html: '<p>Hello</p>' });
    a.start();
    b.start();
    try {
      // Six messages at 0.6 s each: the batch takes about three leases.
      await waitFor(() => smtp.accepted.filter((to) => to.includes(run)).length >= 6, 15_000);
      // Until no row is pending or claimed (none can be sent again); stopping then waits for any
      // copy a worker has in hand, so a second copy on its way arrives before the count.
      for (const until = Date.now() + 15_000; Date.now() < until && (await a.list()).length > 0;) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const counts = Array.from({ length: 6 }, (_, n) => countOf(run, n));
    console.info(`[mail] a batch of 6 at 0.6 s each, lease 1.2 s, two workers: deliveries per message ${counts.join(' ')}`);
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await a.list()).toEqual([]);
  }, 30_000);

  it('stops after the message in hand: the rest stays queued and is sent once by another worker', async () => {
    await handles[0]!.db.execute(sql`delete from mail_queue`);
    smtp.delayMs = 250;
    const run = `stop${Date.now()}`;
    const [a, b] = [worker(0, 60_000), worker(1, 60_000)];
    for (let n = 0; n < 20; n++) await a.enqueue({ to: address(run, n), subject: `Queued ${n}`, text: 'Hello', html: '<p>Hello</p>' });
    a.start();
    await waitFor(() => smtp.accepted.some((to) => to.includes(run)), 10_000);
    const before = smtp.accepted.filter((to) => to.includes(run)).length;
    const started = Date.now();
    await a.stop();
    const afterStop = smtp.accepted.filter((to) => to.includes(run)).length;
    console.info(`[mail] stop with 20 queued at 0.25 s each: ${afterStop} sent, stopped after ${Date.now() - started} ms`);
    // At most the message that was in flight went out after the stop was asked.
    expect(afterStop - before).toBeLessThanOrEqual(1);
    const left = await a.list();
    expect(left.length).toBe(20 - afterStop);
    // Back in the queue, not held by the stopped worker: another one sends them at once.
    expect(left.every((m) => m.status === 'pending')).toBe(true);
    smtp.delayMs = 0;
    b.start();
    try {
      await waitFor(() => smtp.accepted.filter((to) => to.includes(run)).length >= 20, 15_000);
    } finally {
      await b.stop();
    }
    expect(Array.from({ length: 20 }, (_, n) => countOf(run, n))).toEqual(Array(20).fill(1));
  }, 30_000);
});
