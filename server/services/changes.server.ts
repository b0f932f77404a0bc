/**
 * The change feed: a service that commits a change the public pages show (the catalogue, blogs,
 * comments, events) publishes what changed, after the commit. The anonymous response cache
 * (server/cache.server.ts) listens and drops its copies; a request that changed nothing (a
 * refused form, a junk POST) publishes nothing and so costs the cache nothing.
 */
import type { Database } from '../../db/client.server.ts';

export type ChangeTopic = 'packages' | 'blogs' | 'comments' | 'events' | 'departures';
export type ChangeListener = (topic: ChangeTopic) => void;

export interface ChangeFeed {
  publish(topic: ChangeTopic): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    publish(topic) {
      for (const listener of listeners) listener(topic);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `db.transaction` for a service whose writes the public sees: once the transaction has
 * committed, `topic` is published (a failed one publishes nothing).
 */
export function publishingTransaction(db: Database, changes: ChangeFeed, topic: ChangeTopic) {
  return async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await db.transaction((tx) => work(tx as unknown as Database));
    changes.publish(topic);
    return result;
  };
}
