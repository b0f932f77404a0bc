import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from './http/types.server.ts';
import { createResponseCache, type ResponseCacheOptions } from './cache.server.ts';

/** A tiny app whose answers count how often the handler really ran. */
function appWith(options: ResponseCacheOptions = {}) {
  const cache = createResponseCache({
    headersFor: (type, scriptSources) => [['x-policy', type.startsWith('text/html') ? scriptSources : 'none']],
    ...options,
  });
  const app = new Hono<AppBindings>();
  app.use('*', cache.serve);
  let runs = 0;
  let content = 'v1';
  let nonceCounter = 0;
  /** The database away: the list's handler answers 503 as the server does then. */
  let down = false;
  app.use('*', async (c, next) => {
    c.set('nonce', `nonce${String(++nonceCounter).padStart(19, '0')}`);
    await next();
  });
  app.use('*', cache.capture);
  app.get('/api/list', (c) => {
    runs++;
    if (down) return c.json({ error: 'The service is briefly unavailable.' }, 503);
    return c.json({ content });
  });
  app.get('/page', (c) => {
    runs++;
    const nonce = c.get('nonce');
    return c.html(`<html><script nonce="${nonce}">boot()</script><p>${content}</p><script nonce="${nonce}"></script></html>`);
  });
  // Answers once `release` is called (a render in flight).
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  app.get('/slow', async (c) => {
    runs++;
    const seen = content;
    await gate;
    return c.json({ content: seen });
  });
  app.get('/fails', (c) => {
    runs++;
    return c.json({ error: 'no' }, 500);
  });
  app.get('/private', (c) => {
    runs++;
    c.header('Set-Cookie', 'a=1');
    return c.json({ content });
  });
  // A committed change: the services publish it and the server invalidates (app.server.ts).
  app.put('/api/list', async (c) => {
    content = ((await c.req.json()) as { content: string }).content;
    cache.invalidate();
    return c.json({ ok: true });
  });
  // A write that is refused changes nothing and publishes nothing.
  app.post('/api/list', (c) => c.json({ error: 'refused' }, 400));
  return {
    cache,
    hold: () => (gate = new Promise<void>((r) => (release = r))),
    release: () => release(),
    request: (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init),
    runs: () => runs,
    database: (state: 'up' | 'down') => (down = state === 'down'),
  };
}

describe('response cache', () => {
  it('serves a repeated anonymous GET from memory, with the same bytes', async () => {
    const t = appWith();
    const a = await (await t.request('/api/list')).json();
    const b = await (await t.request('/api/list')).json();
    expect(a).toEqual({ content: 'v1' });
    expect(b).toEqual(a);
    expect(t.runs()).toBe(1);
  });

  it('serves a cached page as the same bytes, its inline scripts allowed by hash and its old nonce by nothing', async () => {
    const t = appWith();
    const first = await (await t.request('/page')).text();
    const hit = await t.request('/page');
    const second = await hit.text();
    expect(t.runs()).toBe(1);
    expect(second).toBe(first);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hit.headers.get('x-policy')).toBe(`${sha('boot()')} ${sha('')}`);
    expect(hit.headers.get('x-policy')).not.toContain('nonce');
  });

  it('a POST that changes nothing leaves it full: junk cannot halve the hit rate', async () => {
    const t = appWith();
    await t.request('/api/list');
    for (let i = 0; i < 5; i++) expect((await t.request('/api/list', { method: 'POST', body: 'junk' })).status).toBe(400);
    const after = await t.request('/api/list');
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(t.runs()).toBe(1);
  });

  it('a committed change empties it: the next GET sees the change', async () => {
    const t = appWith();
    await t.request('/api/list');
    await t.request('/page');
    const put = await t.request('/api/list', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'v2' }),
    });
    expect(put.status).toBe(200);
    expect(await (await t.request('/api/list')).json()).toEqual({ content: 'v2' });
    expect(await (await t.request('/page')).text()).toContain('<p>v2</p>');
  });

  it('never caches for a visitor with a cookie, an error, or an answer that sets a cookie', async () => {
    const t = appWith();
    await t.request('/api/list', { headers: { cookie: 's=1' } });
    await t.request('/api/list', { headers: { cookie: 's=1' } });
    expect(t.runs()).toBe(2);
    await t.request('/fails');
    await t.request('/fails');
    expect(t.runs()).toBe(4);
    await t.request('/private');
    await t.request('/private');
    expect(t.runs()).toBe(6);
  });

  it('gzips a hit for a client that accepts gzip', async () => {
    const t = appWith();
    await t.request('/page?big=1');
    const hit = await t.request('/page?big=1', { headers: { 'accept-encoding': 'gzip, br' } });
    // Small answers stay as they are.
    expect(hit.headers.get('content-encoding')).toBeNull();
    const big = appWith();
    const long = 'x'.repeat(5000);
    await big.request('/api/list', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: long }) });
    await big.request('/api/list');
    const zipped = await big.request('/api/list', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual({ content: long });
  });

  it('answers 304 to a matching If-None-Match on JSON', async () => {
    const t = appWith();
    const first = await t.request('/api/list');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request('/api/list', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it("stores nothing for a request naming another host than the site's", async () => {
    const t = appWith({ host: 'travelez.test' });
    await t.request('/api/list', { headers: { host: 'evil.example' } });
    await t.request('/api/list', { headers: { host: 'evil.example' } });
    expect(t.runs()).toBe(2);
    await t.request('/api/list', { headers: { host: 'travelez.test' } });
    await t.request('/api/list', { headers: { host: 'travelez.test' } });
    expect(t.runs()).toBe(3);
  });

  it('expires entries after the ttl', async () => {
    let clock = 10_000;
    const t = appWith({ ttlMs: 1000, now: () => clock });
    await t.request('/api/list');
    clock = 10_500;
    await t.request('/api/list');
    expect(t.runs()).toBe(1);
    clock = 11_500;
    await t.request('/api/list');
    expect(t.runs()).toBe(2);
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const t = appWith({ maxBytes: 40 });
    await t.request('/api/list?a');
    await t.request('/api/list?b');
    await t.request('/api/list?c');
    expect(t.cache.stats.bytes).toBeLessThanOrEqual(40);
    expect(t.cache.stats.entries).toBeLessThan(3);
  });

  it('does not keep an answer rendered across a change: the next GET sees the change', async () => {
    const t = appWith();
    t.hold();
    const inFlight = t.request('/slow');
    await t.request('/api/list', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'v2' }) });
    t.release();
    expect(await (await inFlight).json()).toEqual({ content: 'v1' });
    expect(await (await t.request('/slow')).json()).toEqual({ content: 'v2' });
    expect(t.runs()).toBe(2);
  });

  it('an expired entry is rendered anew by one request while the others still get the old copy', async () => {
    let clock = 10_000;
    const t = appWith({ ttlMs: 1000, now: () => clock });
    await t.request('/slow');
    clock = 12_000;
    t.hold();
    const refreshing = t.request('/slow');
    const meanwhile = await t.request('/slow');
    expect(meanwhile.headers.get('x-cache')).toBe('HIT');
    expect(t.runs()).toBe(2);
    t.release();
    await refreshing;
    expect((await t.request('/slow')).headers.get('x-cache')).toBe('HIT');
    expect(t.runs()).toBe(2);
  });

  it('serves the expired copy, marked stale-if-error with its Age, while rendering it anew fails; fresh again once it works', async () => {
    let clock = 10_000;
    const t = appWith({ ttlMs: 1000, staleIfErrorMs: 60_000, retryAfterErrorMs: 2_000, now: () => clock });
    await t.request('/api/list');
    t.database('down');
    clock = 13_000;
    const stale = await t.request('/api/list');
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ content: 'v1' });
    expect(stale.headers.get('x-cache')).toBe('stale-if-error');
    expect(stale.headers.get('age')).toBe('3');
    expect(t.runs()).toBe(2);
    // Within retryAfterErrorMs the copy is served without asking again; then one request asks again.
    clock = 14_000;
    expect((await t.request('/api/list')).headers.get('x-cache')).toBe('stale-if-error');
    expect(t.runs()).toBe(2);
    clock = 15_500;
    expect((await t.request('/api/list')).headers.get('x-cache')).toBe('stale-if-error');
    expect(t.runs()).toBe(3);
    expect(t.cache.stats.staleIfError).toBe(3);
    // Back: the next attempt renders it anew and stores it.
    t.database('up');
    clock = 18_000;
    const fresh = await t.request('/api/list');
    expect(fresh.headers.get('x-cache')).toBeNull();
    expect((await t.request('/api/list')).headers.get('x-cache')).toBe('HIT');
  });

  it('gives the failure, not the copy, once the copy is older than its lifetime plus staleIfErrorMs', async () => {
    let clock = 10_000;
    const t = appWith({ ttlMs: 1000, staleIfErrorMs: 5_000, now: () => clock });
    await t.request('/api/list');
    t.database('down');
    clock = 16_500;
    expect((await t.request('/api/list')).status).toBe(503);
  });
});
