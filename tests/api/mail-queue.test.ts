/**
 * The durable e-mail queue on PGlite and PostgreSQL: a message stored in a transaction goes out
 * only if it commits; an outage of the transport loses nothing (retries with backoff); two workers
 * (two instances) send each message once; a message that keeps failing is marked failed and can
 * be retried by an admin. A claim's messages are marked sent with one UPDATE; messages can be
 * stored as part of another statement (a booking's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import type { Mailer, MailMessage } from '../../server/mail/mailer.server.ts';
import { createMailQueue } from '../../server/mail/queue.server.ts';
import { openTwoInstances, type TwoInstances } from '../support/two-instances.ts';

let instances: TwoInstances;
let handles: DatabaseHandle[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  instances = await openTwoInstances();
  handles = instances.handles;
});
afterAll(async () => {
  await instances?.close();
});

const message = (n: number): MailMessage => ({ to: `guest${n}@example.com`, subject: `Message ${n}`, text: `Hello ${n}`, html: `<p>Hello ${n}</p>` });
const clear = () => handles[0]!.db.execute(sql`delete from mail_queue`);

/** A transport that records what it sent, and fails while `down` is true. */
function transport() {
  const sent: MailMessage[] = [];
  const t: Mailer & { sent: MailMessage[]; down: boolean } = {
    sent,
    down: false,
    send: async (m: MailMessage) => {
      await new Promise((r) => setTimeout(r, 2));
      if (t.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(m);
    },
  };
  return t;
}

describe(`the e-mail queue (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('stores a message with its transaction: rolled back, nothing goes out; committed, it does', async () => {
    await clear();
    const t = transport();
    const queue = createMailQueue({ db: handles[0]!.db, transport: t, logger });
    await expect(
      handles[0]!.db.transaction(async (tx) => {
        await queue.enqueue(message(1), tx as never);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await handles[0]!.db.transaction(async (tx) => queue.enqueue(message(2), tx as never));
    expect(await queue.drain()).toBe(1);
    expect(t.sent.map((m) => m.subject)).toEqual(['Message 2']);
  });

  it('sends a message stored in a transaction soon after it commits, set up as the runtime does (on PGlite, woken by the store, not by its next look)', async () => {
    await clear();
    const t = transport();
    // As server/runtime.server.ts: PGlite's only process wakes its worker on every store; the idle
    // look is put a minute away here, so only that wake can send the message in time.
    const onlyWriter = handles[0]!.kind === 'pglite';
    const queue = createMailQueue({ db: handles[0]!.db, transport: t, logger, onlyWriter, idlePollMs: 60_000 });
    queue.start();
    try {
      // The worker's first round is over (a drain takes its turn after it): it rests now.
      expect(await queue.drain()).toBe(0);
      await handles[0]!.db.transaction(async (tx) => {
        await queue.enqueue(message(1), tx as never);
      });
      await expect.poll(() => t.sent.map((m) => m.subject), { timeout: 5_000 }).toEqual(['Message 1']);
    } finally {
      await queue.stop();
    }
  });

  it('keeps everything through a transport outage and sends it once the transport is back', async () => {
    await clear();
    const t = transport();
    const queue = createMailQueue({ db: handles[0]!.db, transport: t, logger, retryMs: 1, maxRetryMs: 5, pollMs: 10 });
    t.down = true;
    for (let i = 0; i < 5; i++) await queue.send(message(i));
    expect(await queue.drain()).toBe(0);
    expect((await queue.list()).map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect((await queue.list())[0]!.lastError).toMatch(/ECONNREFUSED/);
    t.down = false;
    queue.start();
    for (let i = 0; i < 100 && t.sent.length < 5; i++) await new Promise((r) => setTimeout(r, 20));
    await queue.stop();
    expect(t.sent.map((m) => m.subject).sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(await queue.list()).toEqual([]);
  });

  it('two instances draining at once send each message exactly once', async () => {
    await clear();
    const a = transport();
    const b = transport();
    const qa = createMailQueue({ db: handles[0]!.db, transport: a, logger });
    const qb = createMailQueue({ db: handles[1]!.db, transport: b, logger });
    for (let i = 0; i < 40; i++) await qa.send(message(i));
    await Promise.all([qa.drain(), qb.drain(), qa.drain(), qb.drain()]);
    const subjects = [...a.sent, ...b.sent].map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
  });

  it("marks a claim's messages sent together: each sent exactly once, a failed one kept for its retry, nothing left claimed", async () => {
    await clear();
    const t = transport();
    let calls = 0;
    // The 7th, 14th and 21st fail once: a batch with a failure marks the others sent all the same.
    const flaky: Mailer = {
      send: async (m) => {
        if (++calls <= 25 && calls % 7 === 0) throw new Error('451 try again later');
        await t.send(m);
      },
    };
    const queue = createMailQueue({ db: handles[0]!.db, transport: flaky, logger, retryMs: 1, maxRetryMs: 1 });
    for (let i = 0; i < 25; i++) await queue.send(message(i));
    let sent = await queue.drain();
    expect(sent).toBe(25 - 3);
    const rows = await handles[0]!.db.execute(sql`select status, count(*)::int as n from mail_queue group by status order by status`);
    expect((rows as unknown as { rows: { status: string; n: number }[] }).rows).toEqual([
      { status: 'pending', n: 3 },
      { status: 'sent', n: 22 },
    ]);
    await new Promise((r) => setTimeout(r, 5));
    sent += await queue.drain();
    expect(sent).toBe(25);
    const subjects = t.sent.map((m) => m.subject);
    expect(subjects).toHaveLength(25);
    expect(new Set(subjects).size).toBe(25);
    expect(await queue.drain()).toBe(0);
  });

  it('stores a message enqueued in a transaction only when that transaction commits', async () => {
    await clear();
    const t = transport();
    const queue = createMailQueue({ db: handles[0]!.db, transport: t, logger });
    const db = handles[0]!.db;
    await db
      .transaction(async (tx) => {
        await queue.enqueue(message(1), tx as unknown as typeof db);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await queue.drain()).toBe(0);
    await db.transaction(async (tx) => {
      await queue.enqueue(message(3), tx as unknown as typeof db);
      await queue.enqueue({ ...message(4), to: [] }, tx as unknown as typeof db);
    });
    expect(await queue.drain()).toBe(1);
    expect(t.sent).toEqual([{ ...message(3), to: ['guest3@example.com'] }]);
  });

  it('gives up after the last attempt (the admin sees it failed) and sends it when retried', async () => {
    await clear();
    const t = transport();
    const queue = createMailQueue({ db: handles[0]!.db, transport: t, logger, retryMs: 1, maxRetryMs: 1, maxAttempts: 3 });
    t.down = true;
    await queue.send(message(9));
    for (let i = 0; i < 50 && (await queue.list({ status: 'failed' })).length === 0; i++) {
      await queue.drain();
      await new Promise((r) => setTimeout(r, 5));
    }
    const [failed] = await queue.list({ status: 'failed' });
    expect(failed).toMatchObject({ subject: 'Message 9', attempts: 3, status: 'failed', to: ['guest9@example.com'] });
    t.down = false;
    expect(await queue.retry(failed!.id)).toBe(true);
    expect(await queue.drain()).toBe(1);
    expect(t.sent.map((m) => m.subject)).toEqual(['Message 9']);
  });
});
