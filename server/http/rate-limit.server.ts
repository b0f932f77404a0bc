/**
 * Abuse limits: a fixed number of attempts per client address and window, counted in the
 * database (services.rateLimits). `RATE_LIMIT=false` (config.rateLimit) turns them off.
 *
 * The same rules serve the JSON API (a middleware in app.server.ts) and the account pages'
 * actions (through the auth gateway), so a form and its API endpoint share one budget.
 */
import { langOfPath, type Lang } from '../../shared/i18n/lang.ts';
import { messageText, msg } from '../../shared/i18n/coded-messages.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimitService } from '../services/rate-limits.server.ts';
import type { AppBindings } from './types.server.ts';

export type LimitName = 'signin' | 'signup' | 'reset' | 'resend' | 'public-post';

export const limits: Record<LimitName, { max: number; windowMs: number }> = {
  signin: { max: 10, windowMs: 60_000 },
  signup: { max: 5, windowMs: 10 * 60_000 },
  reset: { max: 5, windowMs: 10 * 60_000 },
  resend: { max: 5, windowMs: 10 * 60_000 },
  'public-post': { max: 10, windowMs: 60_000 },
};

export const tooManyMessage = (retryAfterSeconds: number, lang: Lang = 'en') => messageText(lang, msg('tooManyAttempts', retryAfterSeconds));

/** The page routes whose actions are public forms (newsletter, get in touch, contact, comments). */
const publicFormRoutes = new Set(['routes/public/home', 'routes/public/contact', 'routes/public/blog', 'routes/public/single-blog']);

/** The ids of the page routes a path matches, as React Router matches it (see pageRouteMatcher). */
export type PageRoutesOf = (pathname: string) => string[];

/**
 * Which limit a request falls under, if any (POST only). API paths are matched exactly, as Hono
 * routes them; a page is known by the route React Router runs for it, never by how the path is
 * spelled (`/Contact`, `/CONTACT.data` and `/%63ontact` are all the contact page).
 */
export function limitFor(method: string, pathname: string, pageRoutesOf?: PageRoutesOf): LimitName | null {
  if (method !== 'POST') return null;
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/api/auth/sign-in/email' || p === '/api/auth/sign-in/social') return 'signin';
  if (p === '/api/auth/sign-up/email') return 'signup';
  if (p === '/api/auth/request-password-reset' || p === '/api/auth/forget-password' || p === '/api/auth/reset-password') return 'reset';
  if (p === '/api/auth/send-verification-email') return 'resend';
  if (['/api/contactUsMessage', '/api/touchInTouchMessage', '/api/subcribers'].includes(p)) return 'public-post';
  // Blog comments through the API.
  if (/^\/api\/singleBlog\/[^/]+\/comments$/.test(p)) return 'public-post';
  if (p.startsWith('/api/')) return null;
  if (pageRoutesOf?.(pathname).some((id) => publicFormRoutes.has(id))) return 'public-post';
  return null;
}

interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt of `client` under `name`. */
export async function checkLimit(store: RateLimitService, enabled: boolean, name: LimitName, client: string): Promise<LimitVerdict> {
  if (!enabled) return { allowed: true, retryAfterSeconds: 0 };
  const rule = limits[name];
  const { count, resetAt } = await store.hit(`${name}:${client}`, rule.windowMs);
  return { allowed: count <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
}

/**
 * The address of the client behind a request: the socket's peer ('unknown' in-process), or, behind
 * `trustProxy` load balancers, the address the outermost of them saw: X-Forwarded-For is read from
 * the right, since everything left of what our own proxies appended is whatever the client sent.
 */
export function clientAddress(c: Context, trustProxy = 0): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    peer = 'unknown';
  }
  if (trustProxy <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const client = chain[chain.length - trustProxy];
  return client && /^[\da-fA-F:.]{2,45}$/.test(client) ? client : peer;
}

/** The middleware: 429 with a clear message (JSON for /api, text for pages) and Retry-After. */
export function rateLimit(enabled: boolean, pageRoutesOf?: PageRoutesOf) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!enabled || c.req.method !== 'POST') return next();
    const name = limitFor(c.req.method, c.req.path, pageRoutesOf);
    if (!name) return next();
    const verdict = await checkLimit(c.get('services').rateLimits, enabled, name, c.get('clientIp'));
    if (verdict.allowed) return next();
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    if (c.req.path.startsWith('/api/'))
      return c.json({ error: tooManyMessage(verdict.retryAfterSeconds), code: 'tooManyAttempts', params: [verdict.retryAfterSeconds] }, 429);
    // A page's form: in the page's language.
    return c.text(tooManyMessage(verdict.retryAfterSeconds, langOfPath(c.req.path)), 429);
  });
}
