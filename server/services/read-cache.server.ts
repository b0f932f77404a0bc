/**
 * Reads that every visitor shares (the catalogue: packages, departures, reviews, events, blogs,
 * search; the admins list) kept in memory, so that a signed-in page, which the response cache
 * never serves, does not ask the database for the same rows on every request.
 *
 * Correctness comes from the change feed (changes.server.ts), not from the clock: a service that
 * commits a change publishes its topic (and on PostgreSQL every other instance hears it through
 * LISTEN/NOTIFY), and every entry that depends on that topic is dropped at once. The lifetime only
 * bounds what time alone changes ("departures from today on") and is a safety net; the size bound
 * keeps arbitrary search queries from growing the process.
 *
 * Entries hold the promise of the first read, so requests arriving together share one query; a
 * failed read is never kept. Values are frozen: a caller that tried to change a shared answer in
 * place would throw instead of corrupting what the next visitor sees.
 */
import type { ChangeFeed, ChangeTopic } from './changes.server.ts';

export interface ReadCacheOptions {
  /** Off: every call goes to the service (tests that change the database directly). */
  enabled: boolean;
  /** How long an entry may live without a change (default 60 s). */
  ttlMs?: number;
  /** Most entries kept; the least recently used go first (default 2000). */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  topics: readonly ChangeTopic[];
}

export interface ReadCache {
  /**
   * `service` with the methods named in `topics` answered from memory; each method's entries are
   * dropped when one of its topics is published. Other methods pass through untouched.
   */
  wrap<S extends object>(name: string, service: S, topics: { [K in keyof S]?: readonly ChangeTopic[] }): S;
  /** Entries held now (tests, diagnostics). */
  size(): number;
  /**
   * Goes up whenever an entry is dropped (a change, its lifetime, the size bound) or the cache is
   * emptied: what was rendered from the cached answers at one version may be reused while the
   * version stays the same (server/shared-parts.server.ts).
   */
  version(): number;
  clear(): void;
}

export function createReadCache(changes: ChangeFeed, options: ReadCacheOptions): ReadCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let version = 0;
  const drop = (key: string) => {
    if (entries.delete(key)) version++;
  };
  const clear = () => {
    entries.clear();
    version++;
  };

  if (options.enabled) {
    changes.subscribe((topic) => {
      if (topic === 'all') return clear();
      for (const [key, entry] of entries) if (entry.topics.includes(topic)) drop(key);
    });
  }

  function read(key: string, topics: readonly ChangeTopic[], load: () => Promise<unknown>): Promise<unknown> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry = { value: load().then(deepFreeze), expires: now() + ttlMs, topics };
    // An expired entry replaced: what was read before may differ from what is read now.
    drop(key);
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) drop(key);
    });
    while (entries.size > maxEntries) drop(entries.keys().next().value!);
    return entry.value;
  }

  return {
    wrap(name, service, topics) {
      if (!options.enabled) return service;
      const wrapped = Object.create(null) as Record<string, unknown>;
      for (const [method, value] of Object.entries(service)) {
        const methodTopics = (topics as Record<string, readonly ChangeTopic[] | undefined>)[method];
        wrapped[method] =
          typeof value === 'function' && methodTopics
            ? (...args: unknown[]) => read(`${name}.${method}:${JSON.stringify(args)}`, methodTopics, () => value.apply(service, args))
            : value;
      }
      return wrapped as typeof service;
    },
    size: () => entries.size,
    version: () => version,
    clear,
  };
}

/** Freezes an answer and everything in it (Maps and Sets are frozen as objects, not emptied of methods). */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map) {
    for (const v of value.values()) deepFreeze(v);
  } else {
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
