import { describe, expect, it } from 'vitest';
import { isSameSiteRequest, pageActionOriginMatches } from './origin-check.server.ts';
import { pageRouteMatcher } from './page-routes.server.ts';
import { limitFor } from './rate-limit.server.ts';

/** The site's route manifest, as far as the limits care (same shape as the server build's). */
const pages = pageRouteMatcher({
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined },
  'routes/site-layout': { id: 'routes/site-layout', parentId: 'root', path: undefined, index: undefined, caseSensitive: undefined },
  'routes/public/home': { id: 'routes/public/home', parentId: 'routes/site-layout', path: undefined, index: true, caseSensitive: undefined },
  'routes/public/contact': { id: 'routes/public/contact', parentId: 'routes/site-layout', path: 'contact', index: undefined, caseSensitive: undefined },
  'routes/public/single-blog': {
    id: 'routes/public/single-blog',
    parentId: 'routes/site-layout',
    path: 'singleBlog/:id',
    index: undefined,
    caseSensitive: undefined,
  },
  'routes/booking/book-now': { id: 'routes/booking/book-now', parentId: 'routes/site-layout', path: 'bookNow', index: undefined, caseSensitive: undefined },
  'routes/public/not-found': { id: 'routes/public/not-found', parentId: 'routes/site-layout', path: '*', index: undefined, caseSensitive: undefined },
});

const base = 'https://travelez.example';
const req = (method: string, headers: Record<string, string>) => new Request(`${base}/api/x`, { method, headers });

describe('isSameSiteRequest', () => {
  it('lets reads and cookie-less requests through whatever their origin', () => {
    expect(isSameSiteRequest(req('GET', { cookie: 'a=b', origin: 'https://evil.example' }), base)).toBe(true);
    expect(isSameSiteRequest(req('POST', { origin: 'https://evil.example' }), base)).toBe(true);
  });
  it('accepts our own origin (BASE_URL or the Host it was reached at)', () => {
    expect(isSameSiteRequest(req('POST', { cookie: 'a=b', origin: base }), base)).toBe(true);
    expect(isSameSiteRequest(req('DELETE', { cookie: 'a=b', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), base)).toBe(true);
  });
  it('refuses another origin, an opaque origin and a cross-site fetch', () => {
    expect(isSameSiteRequest(req('POST', { cookie: 'a=b', origin: 'https://evil.example' }), base)).toBe(false);
    expect(isSameSiteRequest(req('PUT', { cookie: 'a=b', origin: 'null' }), base)).toBe(false);
    expect(isSameSiteRequest(req('PATCH', { cookie: 'a=b', 'sec-fetch-site': 'cross-site' }), base)).toBe(false);
    expect(isSameSiteRequest(req('POST', { cookie: 'a=b', origin: 'https://travelez.example.evil.example' }), base)).toBe(false);
  });
});

describe('limitFor', () => {
  it('names the limit of each limited POST, form actions included', () => {
    expect(limitFor('POST', '/api/auth/sign-in/email')).toBe('signin');
    expect(limitFor('POST', '/api/auth/sign-up/email')).toBe('signup');
    expect(limitFor('POST', '/api/auth/request-password-reset')).toBe('reset');
    expect(limitFor('POST', '/api/auth/send-verification-email')).toBe('resend');
    expect(limitFor('POST', '/api/subcribers')).toBe('public-post');
    expect(limitFor('POST', '/api/singleBlog/abc/comments')).toBe('public-post');
    expect(limitFor('POST', '/singleBlog/abc.data', pages)).toBe('public-post');
    expect(limitFor('POST', '/contact', pages)).toBe('public-post');
    expect(limitFor('POST', '/_root.data', pages)).toBe('public-post');
  });
  it('knows a page by its route, however the path is spelled', () => {
    for (const spelling of ['/Contact', '/CONTACT.data', '/contact/', '/%63ontact', '/SingleBlog/abc', '/SINGLEBLOG/abc.data']) {
      expect(limitFor('POST', spelling, pages), spelling).toBe('public-post');
    }
  });
  it('leaves reads and other writes alone', () => {
    expect(limitFor('GET', '/api/auth/sign-in/email')).toBeNull();
    expect(limitFor('POST', '/api/admins')).toBeNull();
    expect(limitFor('POST', '/bookNow', pages)).toBeNull();
    expect(limitFor('POST', '/no-such-page', pages)).toBeNull();
  });
});

describe('pageActionOriginMatches', () => {
  const page = (method: string, headers: Record<string, string>) => new Request('http://192.168.1.20:3000/contact', { method, headers });
  it('lets a page post from the address it was reached at, and posts without an Origin', () => {
    expect(pageActionOriginMatches(page('POST', { origin: 'http://192.168.1.20:3000' }))).toBe(true);
    expect(pageActionOriginMatches(page('POST', {}))).toBe(true);
    expect(pageActionOriginMatches(page('GET', { origin: 'https://evil.example' }))).toBe(true);
  });
  it('refuses one whose Origin differs from its Host, as React Router would (cookie or not)', () => {
    expect(pageActionOriginMatches(page('POST', { origin: 'https://evil.example' }))).toBe(false);
    expect(pageActionOriginMatches(page('POST', { origin: 'https://192.168.1.20:3000' }))).toBe(false);
    expect(pageActionOriginMatches(page('POST', { origin: 'null' }))).toBe(false);
    expect(pageActionOriginMatches(page('POST', { origin: 'not a url' }))).toBe(false);
  });
});
