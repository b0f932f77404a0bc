/**
 * The durable SMS queue, modelled on the e-mail queue (server/mail/queue.server.ts). `enqueue`
 * stores a message, in the transaction of the change that causes it when given one; a message
 * about one thing (`dedupeKey`) exists once. A worker in each instance claims due messages with
 * FOR UPDATE SKIP LOCKED (one instance per message) and hands them to the gateway with the row's
 * id as `csms_id`, the gateway's idempotency key: a message sent again after a lost answer is
 * answered "duplicate" and counted as sent, never texted twice. A failure is retried with backoff
 * until the message expires (a day; a sign-in code after its 5 minutes), then it is `failed` and
 * shown to the admin. Before anything is stored: the number's opt-out (STOP, the dashboard) and its
 * daily cap drop it (`dropped`, visible too); outside 08:00-22:00 Dhaka time it waits for the
 * morning. Sign-in codes are exempt from all three (their own limits are per number, IP and session).
 *
 * A claim's lease outlasts every send it covers (each send has a timeout, and a message is sent only
 * while its lease has that long left), so no other instance takes a message being sent. Since the
 * gateway's csms_id is unique only within a day, a message whose outcome is unknown (no answer) is
 * sent again only on the same Dhaka day; after that it is `failed` as unconfirmed, for the admin.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { smsOptOuts, smsQueue } from '../../db/schema.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { dhakaDay, isQuietTime, quietHours as defaultQuietHours, sendableAt, type QuietHours } from '../../shared/sms-schedule.ts';
import { composeSms, urgentSmsKinds, type SmsMessage } from '../../shared/sms.ts';
import type { Logger } from '../logger.server.ts';
import { workerRest } from '../worker-rest.server.ts';
import { SmsError, type SmsGateway } from './gateway.server.ts';

type Row = typeof smsQueue.$inferSelect;
export type SmsStatus = Row['status'];

export interface SmsQueueOptions {
  db: Database;
  gateway: SmsGateway;
  logger: Logger;
  /** How often the worker looks for due SMS when nothing woke it (default 1 s). */
  pollMs?: number;
  /**
   * This process alone writes the database (PGlite): each SMS stored wakes the worker (in a
   * transaction too: on PGlite's one connection its read waits for that transaction to end), and
   * it looks on its own only every `idlePollMs` (default 5 s), for retries and quiet hours' ends.
   * Otherwise (PostgreSQL, where another instance may store one) it looks every `pollMs`.
   */
  onlyWriter?: boolean;
  idlePollMs?: number;
  /** First retry delay; it doubles per attempt up to `maxRetryMs` (defaults 30 s and 15 min). */
  retryMs?: number;
  maxRetryMs?: number;
  /** How long a claim holds (default 2 min); a send starts only while `sendTimeoutMs` of it is left. */
  leaseMs?: number;
  /** The gateway's longest call (its timeout, default 15 s) and a margin. */
  sendTimeoutMs?: number;
  /** SMS other than codes per number per 24 hours (default 10). */
  dailyCap?: number;
  /** The clock (tests of quiet hours and expiry). */
  now?: () => Date;
  /** Dhaka hours in which only codes go (default 22-8; null: none). */
  quietHours?: QuietHours;
}

export interface SmsRequest {
  /** E.164. */
  to: string;
  lang: Lang;
  message: SmsMessage;
  /** One message about one thing: a second enqueue with the same key stores nothing. */
  dedupeKey?: string;
  /** Not worth sending after then (a hold's end), sooner than the usual day. */
  expiresAt?: Date;
}

export interface QueuedSms {
  id: string;
  to: string;
  kind: string;
  lang: Lang;
  text: string;
  status: SmsStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  expiresAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface SmsQueue {
  /** Stores an SMS (in `tx` when given); what happened to it. */
  enqueue(request: SmsRequest, tx?: Database): Promise<{ id: string | null; status: 'pending' | 'dropped' | 'duplicate' }>;
  start(): void;
  stop(): Promise<void>;
  /** Sends everything due now (tests), after the worker's round in hand; how many were taken by the gateway. */
  drain(): Promise<number>;
  /** Pending, sending, failed and dropped SMS, newest first (the admin's view); or one status. */
  list(filter?: { status?: SmsStatus }): Promise<QueuedSms[]>;
  /** A failed SMS goes back to the queue for another day (admin). */
  retry(id: string): Promise<boolean>;
  /** The number asked for no more SMS (STOP, or the dashboard); codes still go. */
  optOut(phone: string, source: 'stop' | 'dashboard', tx?: Database): Promise<void>;
  optIn(phone: string): Promise<void>;
  isOptedOut(phone: string): Promise<boolean>;
}

const codeLifeMs = 5 * 60_000;
const dayMs = 24 * 60 * 60_000;
const batchSize = 5;

export function createSmsQueue(options: SmsQueueOptions): SmsQueue {
  const { db, gateway, logger } = options;
  const restMs = options.onlyWriter ? (options.idlePollMs ?? 5_000) : (options.pollMs ?? 1_000);
  const retryMs = options.retryMs ?? 30_000;
  const maxRetryMs = options.maxRetryMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 20_000;
  const dailyCap = options.dailyCap ?? 10;
  const now = options.now ?? (() => new Date());
  const quiet = options.quietHours === undefined ? defaultQuietHours : options.quietHours;
  let running = false;
  let stopping = false;
  let busy: Promise<unknown> = Promise.resolve();
  const worker = workerRest();

  const urgentKinds = [...urgentSmsKinds];

  /** Gives up what expired unsent (pending, or claimed by an instance that died). */
  async function expire(at: Date) {
    const rows = await db
      .update(smsQueue)
      .set({ status: 'failed', lockedUntil: null, lastError: sql`coalesce(${smsQueue.lastError} || '; ', '') || 'given up: expired unsent'` })
      .where(
        and(
          lt(smsQueue.expiresAt, at),
          or(eq(smsQueue.status, 'pending'), and(eq(smsQueue.status, 'sending'), or(isNull(smsQueue.lockedUntil), lt(smsQueue.lockedUntil, at)))),
        ),
      )
      .returning({ id: smsQueue.id, kind: smsQueue.kind });
    for (const r of rows) logger.warn(`[sms] ${r.kind} ${r.id} given up: expired unsent`);
  }

  async function claim(at: Date, skip: string[]): Promise<Row[]> {
    const due = db
      .select({ id: smsQueue.id })
      .from(smsQueue)
      .where(
        and(
          skip.length ? notInArray(smsQueue.id, skip) : undefined,
          // In the quiet hours only codes go (a retry of another message waits for the morning).
          isQuietTime(at, quiet) ? inArray(smsQueue.kind, urgentKinds) : undefined,
          or(
            and(eq(smsQueue.status, 'pending'), lte(smsQueue.nextAttemptAt, at)),
            and(eq(smsQueue.status, 'sending'), or(isNull(smsQueue.lockedUntil), lt(smsQueue.lockedUntil, at))),
          ),
        ),
      )
      .orderBy(asc(smsQueue.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(smsQueue)
      .set({ status: 'sending', attempts: sql`${smsQueue.attempts} + 1`, lockedUntil: new Date(Date.now() + leaseMs) })
      .where(inArray(smsQueue.id, due))
      .returning();
  }

  /** Changes a claimed row, only while this claim still holds it (its lease as claimed). */
  const stillOurs = (row: Row) => and(eq(smsQueue.id, row.id), eq(smsQueue.status, 'sending'), eq(smsQueue.lockedUntil, row.lockedUntil!));

  async function deliver(row: Row): Promise<boolean> {
    const at = now();
    if (row.unknownOutcomeAt && dhakaDay(row.unknownOutcomeAt) !== dhakaDay(at)) {
      // Its csms_id no longer protects against a second copy: the admin decides.
      await db
        .update(smsQueue)
        .set({
          status: 'failed',
          lockedUntil: null,
          lastError: `unconfirmed: no answer on ${dhakaDay(row.unknownOutcomeAt)}; the gateway may have sent it (${row.lastError ?? ''})`.slice(0, 500),
        })
        .where(stillOurs(row));
      return false;
    }
    try {
      const sent = await gateway.send({ to: row.phone, text: row.text, id: row.id });
      await db
        .update(smsQueue)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, gatewayRef: sent.reference })
        .where(eq(smsQueue.id, row.id));
      return true;
    } catch (error) {
      const smsError = error instanceof SmsError ? error : null;
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const unknownOutcome = !smsError || (smsError.retryable && (smsError.code === null || smsError.code === 5000));
      const delay = Math.min(retryMs * 2 ** (row.attempts - 1), maxRetryMs);
      const next = sendableAt(new Date(at.getTime() + delay), urgentKinds.includes(row.kind as never), quiet);
      const final = (smsError !== null && !smsError.retryable) || next > row.expiresAt;
      await db
        .update(smsQueue)
        .set({
          status: final ? 'failed' : 'pending',
          nextAttemptAt: next,
          lockedUntil: null,
          lastError: message,
          unknownOutcomeAt: unknownOutcome ? (row.unknownOutcomeAt ?? at) : row.unknownOutcomeAt,
        })
        .where(eq(smsQueue.id, row.id));
      logger.warn(
        `[sms] ${row.kind} to ${row.phone} not sent (attempt ${row.attempts}${final ? ', giving up' : `, again in ${Math.round((next.getTime() - at.getTime()) / 1000)} s`}): ${message}`,
      );
      return false;
    }
  }

  async function drainNow(): Promise<number> {
    const attempted: string[] = [];
    let sent = 0;
    while (!stopping) {
      const at = new Date(now().getTime() + 5);
      await expire(at);
      const rows = await claim(at, attempted);
      if (rows.length === 0) return sent;
      const left: string[] = [];
      for (const row of rows) {
        attempted.push(row.id);
        // A send starts only while the lease outlasts it: no other instance can take it meanwhile.
        if (stopping || row.lockedUntil!.getTime() - Date.now() < sendTimeoutMs) {
          left.push(row.id);
          continue;
        }
        if (await deliver(row)) sent++;
      }
      if (left.length) {
        await db
          .update(smsQueue)
          .set({ status: 'pending', attempts: sql`greatest(${smsQueue.attempts} - 1, 0)`, lockedUntil: null })
          .where(and(inArray(smsQueue.id, left), eq(smsQueue.status, 'sending')));
      }
    }
    return sent;
  }

  let rounds: Promise<unknown> = Promise.resolve();
  function drain(): Promise<number> {
    const round = rounds.then(drainNow);
    rounds = round.catch(() => {});
    return round;
  }

  async function loop() {
    while (running) {
      const round = drain().catch((error) => {
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        logger.warn(`[sms] the queue could not be read: ${cause ?? String((error as Error).message).split('\n')[0]}`);
        return 0;
      });
      busy = round;
      await round;
      if (!running) break;
      await worker.rest(restMs);
    }
  }

  const toQueued = (r: Row): QueuedSms => ({
    id: r.id,
    to: r.phone,
    kind: r.kind,
    lang: r.lang,
    text: r.text,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  });

  return {
    async enqueue(request, tx) {
      const q = tx ?? db;
      const at = now();
      const urgent = urgentKinds.includes(request.message.kind);
      let dropped: string | null = null;
      if (!urgent) {
        const [optedOut] = await q.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, request.to));
        if (optedOut) dropped = 'the number opted out';
        else {
          const [{ n } = { n: 0 }] = await q
            .select({ n: count() })
            .from(smsQueue)
            .where(
              and(
                eq(smsQueue.phone, request.to),
                gt(smsQueue.createdAt, new Date(at.getTime() - dayMs)),
                ne(smsQueue.status, 'dropped'),
                notInArray(smsQueue.kind, urgentKinds),
              ),
            );
          if (n >= dailyCap) dropped = `the number's daily cap (${dailyCap}) reached`;
        }
      }
      const id = newId();
      const rows = await q
        .insert(smsQueue)
        .values({
          id,
          phone: request.to,
          kind: request.message.kind,
          lang: request.lang,
          text: composeSms(request.lang, request.message),
          dedupeKey: request.dedupeKey ?? null,
          status: dropped ? 'dropped' : 'pending',
          lastError: dropped,
          nextAttemptAt: sendableAt(at, urgent, quiet),
          expiresAt: new Date(Math.min(at.getTime() + (urgent ? codeLifeMs : dayMs), request.expiresAt?.getTime() ?? Infinity)),
          createdAt: at,
        })
        .onConflictDoNothing({ target: smsQueue.dedupeKey })
        .returning({ id: smsQueue.id });
      if (rows.length === 0) return { id: null, status: 'duplicate' };
      if (dropped) logger.info(`[sms] ${request.message.kind} to ${request.to} dropped: ${dropped}`);
      else if (!tx || options.onlyWriter) worker.wake();
      return { id, status: dropped ? 'dropped' : 'pending' };
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
        .from(smsQueue)
        .where(filter.status ? eq(smsQueue.status, filter.status) : inArray(smsQueue.status, ['pending', 'sending', 'failed', 'dropped']))
        .orderBy(desc(smsQueue.createdAt))
        .limit(500);
      return rows.map(toQueued);
    },
    async retry(id) {
      const at = now();
      const rows = await db
        .update(smsQueue)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at, expiresAt: new Date(at.getTime() + dayMs), unknownOutcomeAt: null, lastError: null })
        .where(and(eq(smsQueue.id, id), eq(smsQueue.status, 'failed'), ne(smsQueue.kind, 'code')))
        .returning({ id: smsQueue.id });
      if (rows.length) worker.wake();
      return rows.length > 0;
    },
    async optOut(phone, source, tx) {
      await (tx ?? db).insert(smsOptOuts).values({ phone, source }).onConflictDoNothing();
    },
    async optIn(phone) {
      await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    },
    async isOptedOut(phone) {
      const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
      return Boolean(row);
    },
  };
}
