/**
 * Running the site as several instances: health endpoints, CORS for other
 * sites, the client address behind a load balancer (TRUST_PROXY), and the API's readable docs.
 * In-process, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../server/http/rate-limit.server.ts';
import { adminViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

describe('health, CORS and docs', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness({ env: { CORS_ORIGINS: 'https://partner.example, https://agency.example/' }, responseCache: true });
  });
  afterAll(async () => h?.close());

  it('/healthz says the process is up; /readyz that it takes work, and whether the database answers', async () => {
    const live = await h.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await h.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a listed origin read the API, answers its preflight, and gives others nothing', async () => {
    const listed = await h.request('/api/allTourPackages', { headers: { origin: 'https://partner.example' } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(listed.headers.get('vary')).toMatch(/Origin/);
    // The same answer from the cache carries the header of whoever asks now.
    const second = await h.request('/api/allTourPackages', { headers: { origin: 'https://agency.example' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('access-control-allow-origin')).toBe('https://agency.example');
    const stranger = await h.request('/api/allTourPackages', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await h.request('/api/contactUsMessage', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await h.request('/api/contactUsMessage', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('/api/docs is a readable page of the whole API, with no script', async () => {
    const res = await h.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const path of ['/api/allTourPackages', '/api/bookTour', '/api/departures', '/api/departures/{id}/manifest', '/api/subcribers']) {
      expect(html, path).toContain(`<code>${path}</code>`);
    }
    expect(html).toContain('id="schema-Departure"');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('image URLs for other sites', () => {
  it('are absolute in JSON answers (PUBLIC_ASSET_URL), and taken back as paths when sent in', async () => {
    const h = await startApiHarness({ env: { PUBLIC_ASSET_URL: 'https://cdn.travelez.example' } });
    try {
      h.viewer('admin', adminViewer());
      const packages = (await (await h.request('/api/allTourPackages')).json()) as Record<string, unknown>[];
      expect(packages[0]!.displayPhoto).toMatch(/^https:\/\/cdn\.travelez\.example\/uploads\/[0-9a-f]{24}-960\.webp$/);
      const blogs = (await (await h.request('/api/addBlogs')).json()) as { photo: string; authorPhoto: string }[];
      expect(blogs[0]!.authorPhoto).toMatch(/^https:\/\/cdn\.travelez\.example\/uploads\//);
      // A client that sends a package back as it read it keeps the same image.
      const { _id, slug: _slug, reviewCount: _n, ...rest } = packages[0] as Record<string, unknown> & { _id: string };
      const saved = await h.request(`/api/tourPackages/${_id}`, { method: 'PUT', as: 'admin', json: rest });
      expect(saved.status).toBe(200);
      const stored = await h.runtime.services.packages.get(_id);
      expect(stored.displayPhoto).toMatch(/^\/uploads\/[0-9a-f]{24}-960\.webp$/);
    } finally {
      await h.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const post = (h: ApiHarness, forwardedFor: string) =>
    h.request('/api/subcribers', { method: 'POST', json: { email: `n${Math.random()}@example.com` }, headers: { 'x-forwarded-for': forwardedFor } });

  it('behind one balancer, each client (the address it appended) has its own budget', async () => {
    const h = await startApiHarness({ env: { RATE_LIMIT: 'true', TRUST_PROXY: '1' } });
    try {
      for (let i = 0; i < limits['public-post'].max; i++) expect((await post(h, '203.0.113.7')).status).toBe(201);
      expect((await post(h, '203.0.113.7')).status).toBe(429);
      // A client cannot pick its address: what it sends stands left of what the balancer appended.
      expect((await post(h, '198.51.100.1, 203.0.113.7')).status).toBe(429);
      expect((await post(h, '203.0.113.8')).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  it('without it, X-Forwarded-For is ignored: one budget for the socket', async () => {
    const h = await startApiHarness({ env: { RATE_LIMIT: 'true' } });
    try {
      for (let i = 0; i < limits['public-post'].max; i++) expect((await post(h, `203.0.113.${i}`)).status).toBe(201);
      expect((await post(h, '203.0.113.200')).status).toBe(429);
    } finally {
      await h.close();
    }
  });
});
