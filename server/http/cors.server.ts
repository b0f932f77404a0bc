/**
 * CORS for the JSON API: sites on the CORS_ORIGINS allow-list may call /api from their pages (the
 * catalogue, the departures); anyone else is refused by the browser, as the same-origin policy
 * does by default. No credentials: another site's page never acts with a visitor's session here.
 *
 * It runs first in the chain, outside the response cache, so a cached answer gets the header of
 * the origin asking now, never the one that asked first.
 */
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './types.server.ts';

const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export function cors(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!c.req.path.startsWith('/api/') || c.req.path.startsWith('/api/auth/')) return next();
    const origin = c.req.header('origin');
    const ok = !!origin && allowed.has(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers = new Headers({ Vary: 'Origin' });
      if (ok) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', allowedMethods);
        headers.set('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? 'Content-Type');
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    try {
      c.res.headers.append('Vary', 'Origin');
      if (ok) c.res.headers.set('Access-Control-Allow-Origin', origin);
    } catch {
      // An immutable answer: copy it first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Vary', 'Origin');
      if (ok) c.res.headers.set('Access-Control-Allow-Origin', origin);
    }
  });
}
