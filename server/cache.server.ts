/**
 * A response cache for what anonymous visitors see: GET requests without a cookie or credentials
 * whose answer is a 200 page, JSON or route data. A hit skips the database and the rendering.
 *
 * Two middlewares: `serve` goes first in the chain and answers hits at once (with the security
 * headers and compression the rest of the chain would have added); `capture` sits just before the
 * routes and stores misses, before any outer middleware has touched the answer.
 *
 * A page rendered for one request carries that request's CSP nonce. Served again from the cache,
 * the same bytes go out with a policy that allows exactly the page's own inline scripts by their
 * SHA-256 hashes and no nonce at all, so the nonce left in the markup grants nothing. The cached
 * bytes never change: a hit copies nothing, and is gzipped once.
 *
 * Invalidation follows what was committed, not what was asked: the services publish each committed
 * change of public content on the change feed (server/services/changes.server.ts), and the server
 * calls `invalidate()` for it. A POST that changes nothing (a refused form, junk) leaves the cache
 * alone. A GET that was in flight across an invalidation does not store its answer. Entries (an
 * `lru-cache` bounded by bytes, least recently used out first) also
 * expire after `ttlMs` (time-dependent lists such as upcoming events); one request renders an
 * expired entry anew while the others still get the old copy (no stampede). Hits carry
 * `X-Cache: HIT`.
 *
 * Stale if error (the meaning of RFC 5861's `stale-if-error`): when rendering an expired entry anew
 * fails (5xx: the database is away, say), the visitor gets the copy the cache has, up to
 * `staleIfErrorMs` past its lifetime, marked `X-Cache: stale-if-error` with its `Age`; for
 * `retryAfterErrorMs` after such a failure the copy is served without trying again, so an outage
 * costs the database no stampede when it comes back. Nothing new can be published meanwhile (a
 * database nobody reaches changes nothing), and the change feed empties the cache once it
 * listens again.
 *
 * Every cached answer gets an ETag and answers 304 to a matching If-None-Match.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { AppBindings } from './http/types.server.ts';

export interface ResponseCacheOptions {
  /** Entry lifetime (default 60 s). */
  ttlMs?: number;
  /** Upper bound on cached bytes (default 64 MB); the least recently used entries go first. */
  maxBytes?: number;
  /** Largest single answer cached (default 2 MB). */
  maxEntryBytes?: number;
  /** How long past its lifetime an entry may still be served when rendering it anew fails (default 24 h). */
  staleIfErrorMs?: number;
  /** After a failed refresh, the stale copy is served this long before the next attempt (default 5 s). */
  retryAfterErrorMs?: number;
  /** Paths never cached (default: /api/auth, /uploads, /assets). */
  exclude?: RegExp;
  /**
   * The headers the rest of the chain adds (security headers), for a Content-Type and the inline
   * scripts a page may run (a CSP source list).
   */
  headersFor?: (contentType: string, scriptSources: string, pathname: string) => [string, string][];
  /**
   * The site's own host (from BASE_URL): only answers to requests for it are stored, so a request
   * with a forged Host header cannot put its rendering in front of everyone else.
   */
  host?: string;
  now?: () => number;
}

interface Entry {
  status: number;
  body: Uint8Array<ArrayBuffer>;
  /** Every header of a hit, computed once. */
  headers: [string, string][];
  /** The body gzipped, made on the first hit that accepts gzip. */
  gzipped?: Uint8Array<ArrayBuffer>;
  etag: string;
  /** When it was stored (the cache's clock). */
  storedAt: number;
  /** An expired entry being rendered anew by one request. */
  refreshing?: boolean;
  /** When rendering it anew last failed (the cache's clock). */
  failedAt?: number;
}

const cacheableType = /^(text\/html|application\/json|text\/x-script)/;
/** Compress answers from this size up (as hono/compress does). */
const compressThreshold = 1024;

export interface ResponseCache {
  /** First in the chain: answers hits. */
  serve: ReturnType<typeof createMiddleware<AppBindings>>;
  /** Just before the routes: stores cacheable misses. */
  capture: ReturnType<typeof createMiddleware<AppBindings>>;
  /** Drops every entry (content changed: called for each change the services publish). */
  invalidate(): void;
  /** `staleIfError`: answers given from an expired copy because rendering it anew failed. */
  readonly stats: { hits: number; misses: number; staleIfError: number; entries: number; bytes: number };
}

/** The request's headers as Node parsed them (cheap), or the Fetch headers (in-process requests). */
function header(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers: IncomingHttpHeaders } } | undefined)?.incoming;
  if (incoming) {
    const v = incoming.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }
  return c.req.raw.headers.get(name) ?? undefined;
}

function cacheKey(c: Context): string {
  const url = c.req.url;
  const q = url.indexOf('?');
  return q === -1 ? c.req.path : c.req.path + url.slice(q);
}

/** CSP hash sources for every inline script of a page (`'sha256-…' …`). */
function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(m[1]!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes].join(' ');
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const exclude = options.exclude ?? /^\/(api\/auth|uploads|assets)(\/|$)/;
  const headersFor = options.headersFor ?? (() => []);
  const staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60_000;
  const retryAfterErrorMs = options.retryAfterErrorMs ?? 5_000;
  const now = options.now ?? (() => performance.now());
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
    ttl: ttlMs,
    // An expired entry is still served while one request renders it anew (see `serve`).
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A test's clock moves between two calls in one tick: read it every time.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  /** The misses being rendered now; an invalidation marks them so that none of them is stored. */
  const rendering = new Set<{ outdated: boolean }>();
  const stats = { hits: 0, misses: 0, staleIfError: 0 };

  function invalidate() {
    for (const render of rendering) render.outdated = true;
    entries.clear();
  }

  const cacheable = (c: Context) =>
    c.req.method === 'GET' && onlyLanguageCookie(header(c, 'cookie')) && !header(c, 'authorization') && !exclude.test(c.req.path);

  const serve = createMiddleware<AppBindings>(async (c, next) => {
    if (!cacheable(c)) return next();
    const key = cacheKey(c);
    const status: LRUCache.Status<string, Entry> = {};
    const hit = entries.get(key, { status });
    if (!hit) {
      stats.misses++;
      return next();
    }
    if (status.get === 'stale' && !hit.refreshing) {
      const usable = now() - hit.storedAt <= ttlMs + staleIfErrorMs;
      if (usable && hit.failedAt !== undefined && now() - hit.failedAt < retryAfterErrorMs) {
        stats.staleIfError++;
        return answer(c, hit, 'stale-if-error');
      }
      // Expired: this request renders it anew; until it is stored, the others get the old copy.
      hit.refreshing = true;
      stats.misses++;
      try {
        await next();
      } finally {
        hit.refreshing = false;
      }
      if (c.res.status < 500 || !usable) return;
      // Rendering it anew failed: the copy the cache has rather than the failure.
      hit.failedAt = now();
      stats.staleIfError++;
      await c.res.body?.cancel().catch(() => {});
      // Unset first: Hono would copy the failed answer's headers onto the new one.
      c.res = undefined;
      return answer(c, hit, 'stale-if-error');
    }
    stats.hits++;
    answer(c, hit, 'HIT');
  });

  /** Answers from an entry: 304 for its ETag, gzipped when asked; `X-Cache` says how (HIT, or stale-if-error with its Age). */
  function answer(c: Context, hit: Entry, how: 'HIT' | 'stale-if-error') {
    const headers: [string, string][] =
      how === 'HIT'
        ? hit.headers
        : [...hit.headers.filter(([name]) => name !== 'X-Cache'), ['X-Cache', how], ['Age', String(Math.max(0, Math.floor((now() - hit.storedAt) / 1000)))]];
    if (header(c, 'if-none-match') === hit.etag) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    if (hit.body.byteLength >= compressThreshold && /\bgzip\b/.test(header(c, 'accept-encoding') ?? '')) {
      hit.gzipped ??= new Uint8Array(gzipSync(hit.body));
      c.res = new Response(hit.gzipped, { status: hit.status, headers: [...headers, ['Content-Encoding', 'gzip']] });
      return;
    }
    c.res = new Response(hit.body, { status: hit.status, headers });
  }

  const capture = createMiddleware<AppBindings>(async (c, next) => {
    if (!cacheable(c)) return next();
    const render = { outdated: false };
    rendering.add(render);
    try {
      await next();
    } finally {
      rendering.delete(render);
    }
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const control = res.headers.get('cache-control') ?? '';
    if (
      res.status !== 200 ||
      !cacheableType.test(type) ||
      res.headers.has('set-cookie') ||
      res.headers.has('content-encoding') ||
      /no-store|private/.test(control) ||
      // Made from shared reads kept past their lifetime while the database was away: not kept.
      res.headers.get('x-cache') === 'stale-if-error' ||
      !res.body
    ) {
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const own: [string, string][] = [...res.headers.entries(), ['ETag', etag]];
    c.res = new Response(body, { status: res.status, headers: own });
    if (render.outdated || body.byteLength > maxEntryBytes) return;
    if (options.host && header(c, 'host') !== options.host) return;
    const scriptSources = type.startsWith('text/html') ? inlineScriptHashes(new TextDecoder().decode(body)) : '';
    const headers: [string, string][] = [...own, ...headersFor(type, scriptSources, c.req.path), ['X-Cache', 'HIT']];
    if (body.byteLength >= compressThreshold) headers.push(['Vary', 'Accept-Encoding']);
    entries.set(cacheKey(c), { status: res.status, body, headers, etag, storedAt: now() });
  });

  return {
    serve,
    capture,
    invalidate,
    get stats() {
      return { ...stats, entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}

/** No cookie, or only the language switch's (it changes no page but the home page, answered before this cache). */
function onlyLanguageCookie(cookie: string | undefined): boolean {
  return !cookie || /^\s*lang=(en|bn)\s*;?\s*$/.test(cookie);
}
