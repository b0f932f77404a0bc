/**
 * The store behind shared page parts (app/components/Shared.tsx): the rendered HTML of the parts of
 * pages that are the same for every visitor, kept so that the next render of any visitor's page
 * splices the bytes in instead of rendering them again. A signed-in tour page, which no response
 * cache may serve, then renders only what is its visitor's own (the header's menu, the waitlist
 * buttons) and the data the browser needs to hydrate.
 *
 * A part is only as fresh as the data it was rendered from, and that data comes from the read cache
 * (services/read-cache.server.ts). So every stored part carries a stamp: the read cache's version
 * (it goes up whenever a cached answer is dropped: a change anywhere, its lifetime, the size
 * bound) and this store's own generation (it goes up on every public change of the change feed,
 * for data a part might show that the read cache does not hold). A request takes the stamp when it
 * starts, before its loaders read; it may use a part only if the part has that very stamp and the
 * stamp is still the current one, and it stores what it rendered only if nothing changed since it
 * started. A part is therefore never older than the data the same page hydrates with.
 */
import { randomBytes } from 'node:crypto';

export interface SharedPartStore {
  /**
   * A random word of this process, in the markers around parts in the HTML a render produces: no
   * text of a page (escaped by React, or sanitised) can forge one.
   */
  readonly token: string;
  /** The state of the data now (taken when a request starts). */
  stamp(): string;
  /** The bytes of part `id` rendered at `stamp`, if that is still the current state. */
  get(id: string, stamp: string): Buffer<ArrayBuffer> | undefined;
  /** Keeps the bytes of part `id` rendered from data read at `stamp`, unless the data changed since. */
  put(id: string, stamp: string, bytes: Buffer<ArrayBuffer>): void;
  /** Drops every part (a public change). */
  clear(): void;
  /** Bytes held now (tests, diagnostics). */
  bytes(): number;
}

export interface SharedPartStoreOptions {
  /** The read cache's version (`reads.version`). */
  version: () => number;
  /** How long a part may live at most (default 60 s, the read cache's own bound). */
  ttlMs?: number;
  /** Most bytes kept; the least recently used parts go first (default 16 MB). */
  maxBytes?: number;
  now?: () => number;
}

interface Stored {
  bytes: Buffer<ArrayBuffer>;
  stamp: string;
  expires: number;
}

export function createSharedPartStore(options: SharedPartStoreOptions): SharedPartStore {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const parts = new Map<string, Stored>();
  let generation = 0;
  let held = 0;
  const stamp = () => `${generation}.${options.version()}`;
  const drop = (id: string) => {
    const part = parts.get(id);
    if (!part) return;
    parts.delete(id);
    held -= part.bytes.byteLength;
  };

  return {
    token: randomBytes(9).toString('base64url'),
    stamp,
    get(id, at) {
      const part = parts.get(id);
      if (!part) return undefined;
      if (part.stamp !== stamp() || part.expires <= now()) {
        drop(id);
        return undefined;
      }
      if (part.stamp !== at) return undefined;
      // Most recently used last: the first one is the one to evict.
      parts.delete(id);
      parts.set(id, part);
      return part.bytes;
    },
    put(id, at, bytes) {
      if (at !== stamp() || bytes.byteLength > maxBytes / 4) return;
      drop(id);
      parts.set(id, { bytes, stamp: at, expires: now() + ttlMs });
      held += bytes.byteLength;
      for (const key of parts.keys()) {
        if (held <= maxBytes) break;
        drop(key);
      }
    },
    clear() {
      generation++;
      parts.clear();
      held = 0;
    },
    bytes: () => held,
  };
}
