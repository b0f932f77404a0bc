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
 * An `lru-cache` holds the entries: requests arriving together share one read (its `fetch`), a
 * failed read is never kept, and a read in flight when its topic is published answers its callers
 * but is not kept. Values are frozen: a caller that tried to change a shared answer in
 * place would throw instead of corrupting what the next visitor sees.
 *
 * Stale if error: when an expired entry cannot be read again because the database is away (not
 * for any other failure), its last answer is kept and given (up to `staleIfErrorMs` past its
 * lifetime), and the database is asked again after `retryAfterErrorMs`. While nobody reaches the
 * database nothing in it changes, and the change feed drops everything once it listens again.
 * A request that was answered such a copy is told so (`noticingStaleReads`): the server marks its
 * answer `X-Cache: stale-if-error` and the response cache does not keep it. One whose read failed
 * because the database is away is told that too (`unavailable`): its failure is then a 503, even
 * if the database answers again by the time the page has rendered its error.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../../db/pg-errors.server.ts';
import type { ChangeFeed, ChangeTopic } from './changes.server.ts';

interface ReadCacheOptions {
  /** Off: every call goes to the service (tests that change the database directly). */
  enabled: boolean;
  /** How long an entry may live without a change (default 60 s). */
  ttlMs?: number;
  /** How long past its lifetime an entry may still answer while the database is away (default 24 h). */
  staleIfErrorMs?: number;
  /** While the database is away, an expired entry is read again this often (default 5 s). */
  retryAfterErrorMs?: number;
  /** Most entries kept per method; the least recently used go first (default 2000). */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface ReadCache {
  /**
   * `service` with the methods named in `topics` answered from memory; each method's entries are
   * dropped when one of its topics is published. Other methods pass through untouched.
   */
  wrap<S extends object>(name: string, service: S, topics: { [K in keyof S]?: readonly ChangeTopic[] }): S;
  /** Entries held now (tests, diagnostics). */
  size(): number;
  clear(): void;
}

/** What a request's shared reads met: a copy kept past its lifetime (`stale`), the database away (`unavailable`). */
export interface ReadsSeen {
  stale: boolean;
  unavailable: boolean;
}
const staleReads = new AsyncLocalStorage<ReadsSeen>();

/** Runs `work` (a request) noting in `seen` what its shared reads met. */
export function noticingStaleReads<T>(seen: ReadsSeen, work: () => T): T {
  return staleReads.run(seen, work);
}

/** An answer in a box (lru-cache keeps no undefined, and a read may answer null), with when it was read. */
type Box = { value: unknown; readAt: number };
type Load = () => Promise<unknown>;

export function createReadCache(changes: ChangeFeed, options: ReadCacheOptions): ReadCache {
  /** One cache per wrapped method, with the topics that empty it. */
  const caches: { cache: LRUCache<string, Box, Load>; topics: readonly ChangeTopic[] }[] = [];

  if (options.enabled) {
    changes.subscribe((topic) => {
      for (const { cache, topics } of caches) if (topic === 'all' || topics.includes(topic)) cache.clear();
    });
  }

  const ttlMs = options.ttlMs ?? 60_000;
  const staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60_000;
  const retryAfterErrorMs = options.retryAfterErrorMs ?? 5_000;
  const now = options.now ?? (() => performance.now());

  function methodCache() {
    return new LRUCache<string, Box, Load>({
      max: options.maxEntries ?? 2000,
      ttl: ttlMs,
      // A test's clock moves between two calls in one tick: read it every time.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      // A read in flight when its topic is published still answers its callers but is not kept
      // (lru-cache stores a fetch only while its entry is still there).
      ignoreFetchAbort: true,
      fetchMethod: async (_key, stale, { context: load, options: storing }) => {
        try {
          return { value: deepFreeze(await load()), readAt: now() };
        } catch (error) {
          if (!stale || !isDatabaseUnavailable(error) || now() - stale.readAt > ttlMs + staleIfErrorMs) throw error;
          // The database is away: the last answer again, kept only until the next attempt.
          storing.ttl = retryAfterErrorMs;
          return stale;
        }
      },
    });
  }

  return {
    wrap(name, service, topics) {
      if (!options.enabled) return service;
      const wrapped = Object.create(null) as Record<string, unknown>;
      for (const [method, value] of Object.entries(service)) {
        const its = (topics as Record<string, readonly ChangeTopic[] | undefined>)[method];
        if (typeof value !== 'function' || !its) {
          wrapped[method] = value;
          continue;
        }
        const cache = methodCache();
        caches.push({ cache, topics: its });
        wrapped[method] = async (...args: unknown[]) => {
          const seen = staleReads.getStore();
          const box = (await cache.fetch(JSON.stringify(args), { context: () => value.apply(service, args) }).catch((error: unknown) => {
            if (seen && isDatabaseUnavailable(error)) seen.unavailable = true;
            throw error;
          }))!;
          if (seen && now() - box.readAt > ttlMs) seen.stale = true;
          return box.value;
        };
      }
      return wrapped as typeof service;
    },
    size: () => caches.reduce((n, { cache }) => n + cache.size, 0),
    clear: () => {
      for (const { cache } of caches) cache.clear();
    },
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
