/**
 * The change feed: a service that commits a change the public pages show (the catalogue, blogs,
 * comments, events, departures) publishes what changed. The anonymous response cache
 * (server/cache.server.ts) listens and drops its copies; a request that changed nothing (a
 * refused form, a junk POST) publishes nothing and so costs the cache nothing.
 *
 * With several instances on one PostgreSQL server the feed crosses processes: the transaction
 * that makes the change also runs `pg_notify` (PostgreSQL delivers it only if the transaction
 * commits, and never before), and every instance LISTENs on one dedicated connection. When that
 * connection drops, or stops answering the heartbeat it sends itself (a connection that died
 * silently), notifications may have been missed, so the instance replaces it and publishes 'all'
 * (drop everything) once it listens again. While the database cannot be reached at all, what is
 * cached stays: nothing can change in a database nobody reaches. PGlite is one process: its feed
 * stays in memory.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { Client as PgClient } from 'pg';
import type { Database } from '../../db/client.server.ts';
import { pgErrorCode } from '../../db/pg-errors.server.ts';
import type { Logger } from '../logger.server.ts';
import { DomainError, msg } from './errors.server.ts';

/**
 * `accounts`: sessions, users or the admins list changed (signed-in visitors' views are dropped).
 * `waitlist`: someone joined or left a waitlist (only that person's own pages show it).
 */
export type ChangeTopic = 'packages' | 'blogs' | 'comments' | 'events' | 'departures' | 'accounts' | 'waitlist' | 'all';

/** Topics no anonymous page shows: a change to them leaves the anonymous caches as they are. */
export const privateTopics: ReadonlySet<ChangeTopic> = new Set(['accounts', 'waitlist']);
type ChangeListener = (topic: ChangeTopic) => void;

const channel = 'travelez_changes';

export interface ChangeFeed {
  /** Tells this instance's listeners (after the commit). */
  publish(topic: ChangeTopic): void;
  /** Inside the transaction: tells the other instances once it commits (PostgreSQL only). */
  announce(tx: Database, topic: ChangeTopic): Promise<void>;
  /**
   * What `announce` runs, as an expression to put into the statement that makes the change
   * (`select <it> ...`): delivered when that statement commits. Null when nothing crosses
   * processes (PGlite).
   */
  announcement(topic: ChangeTopic): SQL | null;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
  /** Starts listening to the other instances (PostgreSQL); resolves once listening. */
  start(): Promise<void>;
  close(): Promise<void>;
}

interface ChangeFeedOptions {
  /** The PostgreSQL server shared with other instances; unset: this process only. */
  databaseUrl?: string | undefined;
  logger?: Logger;
  /** First reconnect delay (doubles up to 10 s). */
  reconnectMs?: number;
  /** How often the listening connection checks itself through the database (default 1 s). */
  heartbeatMs?: number;
  /** Without its own heartbeat back for this long, the connection is dead (default 2.5 s). */
  deadAfterMs?: number;
}

export function createChangeFeed(options: ChangeFeedOptions = {}): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const instance = randomBytes(6).toString('hex');
  const shared = !!options.databaseUrl;
  let client: PgClient | null = null;
  let closing = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = options.reconnectMs ?? 500;
  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const deadAfterMs = options.deadAfterMs ?? 2_500;
  const heartbeatChannel = `travelez_heartbeat_${instance}`;

  function publish(topic: ChangeTopic) {
    for (const listener of listeners) {
      try {
        listener(topic);
      } catch (error) {
        options.logger?.error('[changes] a listener failed', error);
      }
    }
  }

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    // The socket is ours, so that a connection found dead can be closed at once (a plain `end()`
    // waits for an answer that never comes).
    let socket: net.Socket | null = null;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      // The kernel notices a peer that vanished (a rebooted server) even while nothing is sent.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      stream: () => (socket = new net.Socket()),
    });
    let answered = Date.now();
    next.on('notification', (n) => {
      if (n.channel === heartbeatChannel) {
        answered = Date.now();
        return;
      }
      try {
        const { topic, from } = JSON.parse(n.payload ?? '{}') as { topic?: ChangeTopic; from?: string };
        if (topic && from !== instance) publish(topic);
      } catch {
        publish('all');
      }
    });
    let beat: NodeJS.Timeout | null = null;
    const lost = () => {
      if (beat) clearInterval(beat);
      if (client !== next) return;
      client = null;
      next.removeAllListeners('end');
      next.end().catch(() => {});
      socket?.destroy();
      if (!closing) schedule();
    };
    next.on('error', (error) => {
      options.logger?.warn(`[changes] the notification connection failed: ${error.message}`);
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    await next.query(`LISTEN ${heartbeatChannel}`);
    client = next;
    answered = Date.now();
    /*
     * A connection can die without a word (a firewall or NAT between here and the database drops
     * it; no FIN, no reset): nothing arrives any more and nothing says so, while the other
     * instances' changes go unheard. So the listener sends itself a notification through the
     * database every `heartbeatMs`; when none has come back for `deadAfterMs`, the connection is
     * declared dead, replaced, and everything cached is dropped once the new one listens
     * (schedule(): 'all'), a few seconds after the connection died.
     */
    beat = setInterval(() => {
      if (client !== next) return lost();
      if (Date.now() - answered > deadAfterMs) {
        options.logger?.warn(`[changes] no answer from the database on the notification connection for ${deadAfterMs} ms: replacing it`);
        return lost();
      }
      next.query(`select pg_notify('${heartbeatChannel}', '')`).catch(() => {});
    }, heartbeatMs);
    beat.unref();
  }

  function schedule() {
    if (retryTimer || closing) return;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        await connect();
        delay = options.reconnectMs ?? 500;
        // Whatever was announced while we were away is unknown: drop everything.
        publish('all');
        options.logger?.info('[changes] listening again');
      } catch {
        delay = Math.min(delay * 2, 10_000);
        schedule();
      }
    }, delay);
    retryTimer.unref();
  }

  const announcement = (topic: ChangeTopic): SQL | null => (shared ? sql`pg_notify(${channel}, ${JSON.stringify({ topic, from: instance })})` : null);

  return {
    publish,
    async announce(tx, topic) {
      const notify = announcement(topic);
      if (notify) await tx.execute(sql`select ${notify}`);
    },
    announcement,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!shared || client || closing) return;
      try {
        await connect();
      } catch (error) {
        options.logger?.warn(`[changes] cannot listen for other instances yet: ${(error as Error).message}`);
        schedule();
      }
    },
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Thrown inside a transaction that found a row changed between the read that chose what to lock
 * and the lock itself (a booking moved to another departure meanwhile): `retrying` runs the
 * transaction again, which then locks what the row says now.
 */
export class ReadAgain extends Error {
  constructor() {
    super('A row changed between its read and its lock');
    this.name = 'ReadAgain';
  }
}

const PG_DEADLOCK = '40P01';
const PG_SERIALIZATION_FAILURE = '40001';

/** Runs a transaction again after this: a deadlock, a serialization failure, a row read stale. */
function isTransient(error: unknown): boolean {
  if (error instanceof ReadAgain) return true;
  const code = pgErrorCode(error);
  return code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE;
}

/** Attempts of one transaction before the person is asked to try again. */
const attempts = 5;

/**
 * Runs `run` (a whole transaction) again when it failed for a reason that is nobody's fault: the
 * database chose it as a deadlock's victim, or it read a row that then changed (`ReadAgain`). A
 * small random pause first, growing, so that two transactions that collided do not collide again.
 * Still failing after a few attempts: a 409 that asks to try again, never a 500.
 */
export async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (attempt >= attempts) throw new DomainError(409, msg('concurrentChange'));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
  }
}

/**
 * `db.transaction` for a service whose writes the public sees: the transaction announces `topic`
 * to the other instances (delivered on commit), and once it has committed, this instance's
 * listeners hear it too. A failed transaction publishes nothing. A deadlock or a `ReadAgain` runs
 * `work` again in a new transaction (`retrying`): `work` must do nothing but database work in `tx`.
 */
export function publishingTransaction(db: Database, changes: ChangeFeed, topic: ChangeTopic) {
  return async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await retrying(() =>
      db.transaction(async (tx) => {
        const out = await work(tx as unknown as Database);
        await changes.announce(tx as unknown as Database, topic);
        return out;
      }),
    );
    changes.publish(topic);
    return result;
  };
}

/** After a write outside a transaction (a single INSERT): tell the other instances and this one. */
export async function announceCommitted(db: Database, changes: ChangeFeed, topic: ChangeTopic): Promise<void> {
  await changes.announce(db, topic);
  changes.publish(topic);
}
