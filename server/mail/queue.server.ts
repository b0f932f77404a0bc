/**
 * The durable e-mail queue. `send` (the Mailer the services use) stores the message in the
 * database; with a transaction (`enqueue(message, tx)`) it is stored with the change that causes
 * it, so a message exists exactly when its change does. A worker in each instance claims due
 * messages with FOR UPDATE SKIP LOCKED (one instance per message), hands them to the transport
 * (SMTP, or the .eml outbox) and marks them sent; a failure is retried with backoff, so an SMTP
 * outage of minutes loses nothing. Each message is marked sent as soon as the transport accepted
 * it, and the claim's lease is extended while the instance is alive, so a slow SMTP server never
 * hands a message to a second instance; a claim not finished by its lease (the instance died) is
 * claimed again, which sends again at most the message that was in flight. `stop()` ends the
 * loop after the message being sent; what was claimed but not sent goes back to the queue.
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { mailQueue } from '../../db/schema.ts';
import type { Logger } from '../logger.server.ts';
import { workerRest } from '../worker-rest.server.ts';
import type { Mailer, MailMessage } from './mailer.server.ts';

type Row = typeof mailQueue.$inferSelect;

interface MailQueueOptions {
  db: Database;
  /** Delivers one message (SMTP or the outbox). */
  transport: Mailer;
  logger: Logger;
  /** How often the worker looks for due mail when nothing woke it (default 1 s). */
  pollMs?: number;
  /**
   * This process alone writes the database (PGlite): every message is stored here, so each one
   * wakes the worker, one stored in a transaction too (on PGlite's one connection the worker's
   * read waits for that transaction to end), and the worker looks on its own only every
   * `idlePollMs` (default 5 s), for the retries that have come due. Otherwise (PostgreSQL, where
   * another instance may store a message) it looks every `pollMs`.
   */
  onlyWriter?: boolean;
  idlePollMs?: number;
  /** First retry delay; it doubles per attempt up to `maxRetryMs` (defaults 5 s and 5 min). */
  retryMs?: number;
  maxRetryMs?: number;
  /** Attempts before a message is marked failed (default 12: about half an hour of outage). */
  maxAttempts?: number;
  /** How long a claim holds before another instance may take the message (default 2 min). */
  leaseMs?: number;
}

export interface QueuedMail {
  id: string;
  to: string[];
  subject: string;
  status: Row['status'];
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface MailQueue extends Mailer {
  /** Stores a message, in `tx` when given (sent once that transaction commits). */
  enqueue(message: MailMessage, tx?: Database): Promise<void>;
  start(): void;
  /** Stops the worker after the message in hand; resolves when it is idle. */
  stop(): Promise<void>;
  /**
   * Sends everything due now (tests); resolves with how many went out. It takes its turn after the
   * worker's round in hand, so once it resolves every message due when it was called has been
   * handed to the transport (or failed). After `stop()` it sends nothing.
   */
  drain(): Promise<number>;
  /** Pending and failed messages, newest first (the admin's view). */
  list(filter?: { status?: Row['status'] }): Promise<QueuedMail[]>;
  /** A failed message goes back to pending (admin). */
  retry(id: string): Promise<boolean>;
}

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, transport, logger } = options;
  const restMs = options.onlyWriter ? (options.idlePollMs ?? 5_000) : (options.pollMs ?? 1_000);
  const retryMs = options.retryMs ?? 5_000;
  const maxRetryMs = options.maxRetryMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  let running = false;
  /** `stop()` was called: the drain in progress ends after the message in hand. */
  let stopping = false;
  let busy: Promise<unknown> = Promise.resolve();
  const worker = workerRest();

  /** Claims up to `limit` messages due at `now` for this instance, but none of `skip`. */
  async function claim(limit: number, now: Date, skip: string[]): Promise<Row[]> {
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          skip.length ? notInArray(mailQueue.id, skip) : undefined,
          or(
            and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)),
            and(eq(mailQueue.status, 'sending'), or(isNull(mailQueue.lockedUntil), lt(mailQueue.lockedUntil, now))),
          ),
        ),
      )
      .orderBy(asc(mailQueue.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({ status: 'sending', attempts: sql`${mailQueue.attempts} + 1`, lockedUntil: new Date(Date.now() + leaseMs) })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  /** Hands one message to the transport; false when it failed (then it waits for a later round). */
  async function deliver(row: Row): Promise<boolean> {
    try {
      await transport.send({ to: row.recipients, subject: row.subject, text: row.text, html: row.html });
      return true;
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const failed = row.attempts >= maxAttempts;
      const delay = Math.min(retryMs * 2 ** (row.attempts - 1), maxRetryMs);
      await db
        .update(mailQueue)
        .set({ status: failed ? 'failed' : 'pending', nextAttemptAt: new Date(Date.now() + delay), lockedUntil: null, lastError: message })
        .where(eq(mailQueue.id, row.id));
      logger.warn(
        `[mail] "${row.subject}" not sent (attempt ${row.attempts}${failed ? ', giving up' : `, again in ${Math.round(delay / 1000)} s`}): ${message}`,
      );
      return false;
    }
  }

  /**
   * Keeps the claim on the messages still in hand while this instance is alive: every third of
   * the lease, their lease is extended, so a slow SMTP server never lets another instance take
   * them (and send them a second time). Only rows still carrying this claim's lease are extended;
   * a row whose lease was lost anyway (the process was frozen) is dropped from the hand and left
   * to the instance that took it.
   */
  function holdClaim(rows: Row[]) {
    const hand = new Map(rows.map((row) => [row.id, row.lockedUntil!]));
    let renewing: Promise<unknown> = Promise.resolve();
    const renew = async () => {
      const ids = [...hand.keys()];
      if (ids.length === 0) return;
      const until = new Date(Date.now() + leaseMs);
      const held = [...new Set([...hand.values()].map((d) => d.getTime()))].map((t) => new Date(t));
      const renewed = await db
        .update(mailQueue)
        .set({ lockedUntil: until })
        .where(and(inArray(mailQueue.id, ids), eq(mailQueue.status, 'sending'), inArray(mailQueue.lockedUntil, held)))
        .returning({ id: mailQueue.id });
      const kept = new Set(renewed.map((r) => r.id));
      for (const id of ids) {
        if (!hand.has(id)) continue;
        if (kept.has(id)) hand.set(id, until);
        else hand.delete(id);
      }
    };
    const timer = setInterval(
      () => {
        renewing = renewing.then(renew).catch((error) => logger.warn(`[mail] could not extend the claim: ${String((error as Error).message).split('\n')[0]}`));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return {
      /** Still ours (not taken by another instance after a lost lease). */
      holds: (id: string) => hand.has(id),
      /** Done with this message (sent, or handed back to the queue). */
      release: (id: string) => hand.delete(id),
      /** The messages claimed but not handled. */
      left: () => [...hand.keys()],
      async end() {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  /**
   * Sends what is due now, message by message: each is marked sent as soon as the transport
   * accepted it, so an instance that dies mid-batch leaves at most the message in flight to be
   * sent again (once its lease runs out). A message that fails waits for a later round (its next
   * attempt). Once `stop()` is called, the message in hand is finished and the rest of the claim
   * goes back to the queue at once, for this or another instance to send later. `now` is a
   * little ahead: the database keeps microseconds, JavaScript milliseconds.
   */
  async function drainNow(): Promise<number> {
    const now = new Date(Date.now() + 5);
    const attempted: string[] = [];
    let sent = 0;
    while (!stopping) {
      const rows = await claim(10, now, attempted);
      if (rows.length === 0) return sent;
      const claimed = holdClaim(rows);
      try {
        for (const row of rows) {
          attempted.push(row.id);
          if (stopping) break;
          if (!claimed.holds(row.id)) continue;
          if (await deliver(row)) {
            await db.update(mailQueue).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailQueue.id, row.id));
            sent++;
          }
          claimed.release(row.id);
        }
      } finally {
        await claimed.end();
        const left = claimed.left();
        // Claimed but not tried (stopping): back to the queue as they were, due now.
        if (left.length) {
          await db
            .update(mailQueue)
            .set({ status: 'pending', attempts: sql`greatest(${mailQueue.attempts} - 1, 0)`, lockedUntil: null })
            .where(and(inArray(mailQueue.id, left), eq(mailQueue.status, 'sending')));
        }
      }
    }
    return sent;
  }

  /** One round at a time in this instance: the worker's and a caller's `drain()` never overlap. */
  let rounds: Promise<unknown> = Promise.resolve();
  function drain(): Promise<number> {
    const round = rounds.then(drainNow);
    rounds = round.catch(() => {});
    return round;
  }

  async function loop() {
    while (running) {
      const round = drain().catch((error) => {
        // The database may be briefly away: the next round tries again.
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        logger.warn(`[mail] the queue could not be read: ${cause ?? String((error as Error).message).split('\n')[0]}`);
        return 0;
      });
      busy = round;
      await round;
      if (!running) break;
      await worker.rest(restMs);
    }
  }

  const toQueued = (r: Row): QueuedMail => ({
    id: r.id,
    to: r.recipients,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  });

  const queue: MailQueue = {
    async enqueue(message, tx) {
      const to = [message.to].flat().filter(Boolean);
      if (to.length === 0) return;
      await (tx ?? db).insert(mailQueue).values({ id: newId(), recipients: to, subject: message.subject, text: message.text, html: message.html });
      // Outside a transaction it is stored now: send it soon. (In one, the next poll finds it; on
      // PGlite the worker's read waits for the transaction, so it is woken now.)
      if (!tx || options.onlyWriter) worker.wake();
    },
    async send(message, tx) {
      await queue.enqueue(message, tx);
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      void loop();
    },
    async stop() {
      running = false;
      stopping = true;
      worker.wake();
      await busy.catch(() => {});
    },
    drain,
    async list(filter = {}) {
      const rows = await db
        .select()
        .from(mailQueue)
        .where(filter.status ? eq(mailQueue.status, filter.status) : inArray(mailQueue.status, ['pending', 'sending', 'failed']))
        .orderBy(desc(mailQueue.createdAt))
        .limit(500);
      return rows.map(toQueued);
    },
    async retry(id) {
      const rows = await db
        .update(mailQueue)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'failed')))
        .returning({ id: mailQueue.id });
      if (rows.length) worker.wake();
      return rows.length > 0;
    },
  };
  return queue;
}
