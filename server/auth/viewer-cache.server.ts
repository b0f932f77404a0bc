/**
 * Who a session cookie belongs to, kept in memory for a few seconds so that a signed-in visitor's
 * requests do not each ask the database for the session, its user and the admins list.
 *
 * Sign-out and revocation still take effect at once, on every instance: every better-auth
 * endpoint that can change a session, a user or an e-mail's verification, and every change of the
 * admins list, publishes the change feed's 'accounts' topic (NOTIFY on PostgreSQL), which empties
 * this cache everywhere. The lifetime (default 30 s) bounds what nothing announces: a session
 * that expires by itself, or a row changed by hand in the database.
 */
export interface ViewerCacheOptions<V> {
  enabled: boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Reads the session from the database (better-auth). */
  load: (sessionToken: string) => Promise<V | null>;
}

export interface ViewerCache<V> {
  get(sessionToken: string): Promise<V | null>;
  clear(): void;
}

export function createViewerCache<V>(options: ViewerCacheOptions<V>): ViewerCache<V> {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V | null>; expires: number }>();
  // Bumped by clear(): a read that started before a sign-out must not put the old answer back.
  let generation = 0;

  return {
    get(token) {
      if (!options.enabled) return options.load(token);
      const hit = entries.get(token);
      if (hit && hit.expires > now()) return hit.value;
      const started = generation;
      const value = options.load(token);
      const entry = { value, expires: now() + ttlMs };
      entries.delete(token);
      entries.set(token, entry);
      value.then(
        () => {
          if (started !== generation && entries.get(token) === entry) entries.delete(token);
        },
        () => {
          if (entries.get(token) === entry) entries.delete(token);
        },
      );
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
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
