/**
 * Who a session cookie belongs to, kept in memory for a few seconds so that a signed-in visitor's
 * requests do not each ask the database for the session, its user and the admins list.
 *
 * Sign-out and revocation still take effect at once, on every instance: every better-auth
 * endpoint that can change a session, a user or an e-mail's verification, and every change of the
 * admins list, publishes the change feed's 'accounts' topic (NOTIFY on PostgreSQL), which empties
 * this cache everywhere. A read in flight when that happens answers its caller but is not kept.
 * The lifetime (default 30 s) bounds what nothing announces: a session that expires by itself, or
 * a row changed by hand in the database.
 */
import { LRUCache } from 'lru-cache';

interface ViewerCacheOptions<V> {
  enabled: boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Reads the session from the database (better-auth). */
  load: (sessionToken: string) => Promise<V | null>;
}

interface ViewerCache<V> {
  get(sessionToken: string): Promise<V | null>;
  clear(): void;
}

export function createViewerCache<V>(options: ViewerCacheOptions<V>): ViewerCache<V> {
  // Boxed: lru-cache keeps no null, and no session is an answer too.
  const cache = new LRUCache<string, { value: V | null }>({
    max: options.maxEntries ?? 10_000,
    ttl: options.ttlMs ?? 30_000,
    // A test's clock moves between two calls in one tick: read it every time.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    // A read in flight across clear() still answers its caller; lru-cache does not keep it.
    ignoreFetchAbort: true,
    fetchMethod: async (token) => ({ value: await options.load(token) }),
  });
  return {
    async get(token) {
      if (!options.enabled) return options.load(token);
      return (await cache.fetch(token))!.value;
    },
    clear: () => cache.clear(),
  };
}

/**
 * The value of the cookie named `name` (the session cookie better-auth reads), '' when absent.
 * Only this value is both the key and what the session is read from, so no other cookie sent
 * beside it can make one session's answer appear under another key.
 */
export function cookieValue(cookieHeader: string, name: string): string {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}
