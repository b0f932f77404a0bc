/**
 * Cross-site request refusal: a state-changing request (POST, PUT, PATCH, DELETE) that carries a
 * cookie must come from the site itself. Browsers send `Origin` (and `Sec-Fetch-Site`) on such
 * requests; a foreign one answers 403. Clients without either header (curl, server-to-server)
 * cannot ride a victim's cookie, so they pass.
 */
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './types.server.ts';
import { messageText, msg } from '../../shared/i18n/coded-messages.ts';
import { langOfPath } from '../../shared/i18n/lang.ts';
import { apiErrorBody } from '../services/errors.server.ts';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isSameSiteRequest(request: Request, baseUrl: string, trusted: string[] = []): boolean {
  if (!unsafe.has(request.method)) return true;
  if (!(request.headers.get('cookie') ?? '').trim()) return true;
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    const allowed = new Set([new URL(baseUrl).origin, ...trusted]);
    const host = request.headers.get('host');
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    return allowed.has(origin);
  }
  if (origin === 'null') return false;
  const site = request.headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}

/**
 * Whether React Router runs a page's action for this request: it refuses (with a 400 and a stack in
 * the log) a POST whose Origin is not the origin the request was addressed to (its Host), as
 * `throwIfPotentialCSRFAttack` does. Such a request is refused here first, as the expected refusal
 * it is.
 */
export function pageActionOriginMatches(request: Request): boolean {
  if (!unsafe.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

/**
 * `exempt`: paths another site posts to on purpose, authenticated otherwise: the payment
 * providers' notifications (their signature) and the customer's return from a provider's page
 * (the provider is asked; the return itself proves nothing and changes nothing by itself).
 */
export function originCheck(baseUrl: string, trusted: string[] = [], exempt: (path: string) => boolean = () => false) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const api = c.req.path.startsWith('/api/');
    if (exempt(c.req.path) || (isSameSiteRequest(c.req.raw, baseUrl, trusted) && (api || pageActionOriginMatches(c.req.raw)))) return next();
    const ref = msg('otherSiteRefused');
    if (api) return c.json(apiErrorBody(ref), 403);
    return c.text(messageText(langOfPath(c.req.path), ref), 403);
  });
}
