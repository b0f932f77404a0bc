/**
 * Security headers on every answer: pages get a Content-Security-Policy that allows only this
 * site's own files and the inline scripts carrying the request's nonce (React Router's hydration
 * data, scroll restoration, React's streaming scripts); API answers and files get a policy that
 * allows nothing to run. All answers: nosniff, no framing, a strict referrer policy, HSTS in
 * production.
 */
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './types.server.ts';

interface SecurityHeaderOptions {
  production: boolean;
  /** Origins a form may post or redirect to besides this site (e.g. the OpenID issuer). */
  formOrigins?: string[];
}

/**
 * The pages that compile WebAssembly: the staff's check-in (its QR decoder), in both languages.
 * Only they get 'wasm-unsafe-eval' (their links load them as a whole document: AdminNav).
 */
function compilesWebAssembly(pathname: string): boolean {
  // The router matches paths in any case and with trailing slashes (/Checkin, /bn/checkin/ show
  // the page too); the language prefix only as written (/BN/checkin is not found).
  const path = pathname.startsWith('/bn/') ? pathname.slice(3) : pathname;
  return /^\/checkin\/*$/i.test(path);
}

/**
 * The page policy. `scriptSources` names the inline scripts allowed to run: the request's nonce
 * (`'nonce-…'`), or, for a page served from the response cache, the hashes of its inline scripts
 * (`'sha256-…' …`).
 */
function pagePolicy(scriptSources: string, formOrigins: string[], webAssembly: boolean): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the ticket scanner's QR decoder is WebAssembly (compiling it, no JS eval).
    `script-src 'self' ${scriptSources}${webAssembly ? " 'wasm-unsafe-eval'" : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    // Style attributes (React `style`, the carousel) need inline styles; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.googleusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formOrigins.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker's CSP is the one its script was served with): it
 * fetches and caches this site's pages and files, and nothing else.
 */
export const workerPolicy = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The policy for anything that is not a page (JSON, images, files): nothing runs, nothing frames. */
const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const hstsValue = 'max-age=31536000; includeSubDomains';

/** The headers an answer of this Content-Type at this path gets, given the inline scripts a page may run. */
export function securityHeaderList(options: SecurityHeaderOptions): (contentType: string, scriptSources: string, pathname: string) => [string, string][] {
  const formOrigins = options.formOrigins ?? [];
  const common: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()'],
    ...(options.production ? [['Strict-Transport-Security', hstsValue] as [string, string]] : []),
  ];
  return (contentType, scriptSources, pathname) => [
    ['Content-Security-Policy', contentType.startsWith('text/html') ? pagePolicy(scriptSources, formOrigins, compilesWebAssembly(pathname)) : resourcePolicy],
    ...common,
  ];
}

export function securityHeaders(options: SecurityHeaderOptions) {
  const headersFor = securityHeaderList(options);
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const headers = headersFor(c.res.headers.get('content-type') ?? '', `'nonce-${c.get('nonce')}'`, c.req.path);
    if (c.req.path === '/sw.js') headers[0] = ['Content-Security-Policy', workerPolicy];
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a Response passed through from fetch): copy it once.
      const res = new Response(c.res.body, c.res);
      for (const [name, value] of headers) res.headers.set(name, value);
      c.res = res;
    }
  });
}
