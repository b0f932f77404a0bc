/**
 * Image addresses in the JSON API are absolute (BASE_URL, or PUBLIC_ASSET_URL for a CDN), so a
 * client on another site can show them as they come. The pages keep the site's own relative
 * '/uploads/…' paths (same origin, responsive srcsets). One place for every endpoint: the JSON
 * answer's strings that are upload paths get the origin in front.
 */
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../http/types.server.ts';

const uploadPath = /^\/uploads\/[\w.-]+$/;

function absolutize(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return uploadPath.test(value) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin)]));
  return value;
}

export function absoluteImageUrls(origin: string) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // The upload answer feeds the admin's own form (a path of this site, allowed by its CSP).
    if (!type.startsWith('application/json') || c.req.path === '/api/openapi.json' || c.req.path === '/api/uploads') return;
    const text = await c.res.clone().text();
    if (!text.includes('"/uploads/')) return;
    const body = JSON.stringify(absolutize(JSON.parse(text), origin));
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(body, { status: c.res.status, headers });
  });
}
