/**
 * The HTTP server: one Hono app that serves
 *   /api/auth/*  better-auth (accounts, sessions)
 *   /api/*       the JSON API (server/api)
 *   /assets/*    the built client files (hashed names, cached for a year)
 *   /uploads/*   images (DATA_DIR/uploads, content-derived names, cached for a year)
 *   everything else: React Router, server-rendered, with the services in the router context.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import { meterQueries } from '../db/query-meter.server.ts';
import { langCookie, langOfPath, langPrefix, pathIn, type Lang } from '../shared/i18n/lang.ts';
import { createApi } from './api/index.server.ts';
import { providerNotificationPaths } from './api/payments.server.ts';
import type { createRouter } from './api/http.server.ts';
import type { AppConfig } from './config.server.ts';
import type { AppBindings, AppLoadContext } from './http/types.server.ts';
import type { AuthGateway } from './auth/types.server.ts';
import { phoneOfBody, sessionTokenOf, underOtpLimits } from './auth/phone-otp.server.ts';
import { messageText, msg } from '../shared/i18n/coded-messages.ts';
import { originCheck } from './http/origin-check.server.ts';
import { siteStylesheet, unavailableResponse } from './http/unavailable.server.ts';
import { isDatabaseUnavailable } from './api/http.server.ts';
import { cors } from './http/cors.server.ts';
import { inputGuard } from './http/input-guard.server.ts';
import { pageRouteMatcher } from './http/page-routes.server.ts';
import { clientAddress, rateLimit, type PageRoutesOf } from './http/rate-limit.server.ts';
import { securityHeaderList, securityHeaders } from './http/security-headers.server.ts';
import { createResponseCache, type ResponseCache } from './cache.server.ts';
import type { AvifCopies } from './images/avif.server.ts';
import type { ImageStore } from './images/store.server.ts';
import type { Logger } from './logger.server.ts';
import type { Services } from './services/index.server.ts';
import { privateTopics } from './services/changes.server.ts';
import { noticingStaleReads } from './services/read-cache.server.ts';

/** Until accounts exist, nobody is signed in and /api/auth answers 404. */
/** Where payment providers and their pages post (exempt from the origin check: see originCheck). */
const paymentReturnPath = /^(\/bn)?\/payments\/(sslcommerz|bkash)\/return\/[^/]+$/;
const isPaymentCallback = (path: string) => paymentReturnPath.test(path) || (providerNotificationPaths as readonly string[]).includes(path);

const noAuth: AuthGateway = {
  handler: async () => Response.json({ error: 'Not found', code: 'notFound' }, { status: 404 }),
  getViewer: async () => null,
};

interface AppOptions {
  config: AppConfig;
  logger: Logger;
  services: Services;
  auth?: AuthGateway;
  /**
   * The React Router server build; absent in API-only tests. The development server (server/dev.ts)
   * passes a function answering Vite's current build instead, asked again for every request so
   * that an edited page is rendered from its new code.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client files (build/client). */
  clientDir?: string;
  /** Set `draining` when the process is shutting down: /readyz then answers 503 (server/main.ts). */
  lifecycle?: { draining: boolean };
  /** Extra API route groups (features mount theirs here). */
  apiRoutes?: ReturnType<typeof createRouter>[];
  /**
   * The anonymous-visitor response cache (server/cache.server.ts). Default: on, except under
   * NODE_ENV=test, where tests change the database directly; `false` turns it off.
   */
  responseCache?: ResponseCache | false;
}

export function createApp(options: AppOptions) {
  const { config, logger, services, build, clientDir } = options;
  const auth = options.auth ?? noAuth;
  const app = new Hono<AppBindings>();
  const security = {
    production: config.production,
    // The OpenID issuer (Google sign-in) and the payment providers' pages: a form's redirect goes there.
    formOrigins: [...(config.google ? [new URL(config.google.issuer).origin] : []), ...services.payments.origins()],
  };
  // CORS first, so that cached API answers get the header of the origin asking now.
  if (config.corsOrigins.length) app.use('*', cors(config.corsOrigins));
  // Health: the process answers (liveness). Readiness (the balancer's check) is only "not
  // draining": an instance whose database is away still serves cached pages and a clear 503, and
  // every instance shares the one database, so taking them out would turn a database outage into
  // the balancer's bare 503 for everyone. The database's state is reported beside it.
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    if (options.lifecycle?.draining) return c.json({ status: 'shutting down' }, 503, { 'Cache-Control': 'no-store' });
    const database = (await services.health.databaseAnswers()) ? 'ok' : 'unavailable';
    return c.json({ status: 'ready', database }, 200, { 'Cache-Control': 'no-store' });
  });
  // Without the database: "temporarily unavailable" (503, Retry-After), never an error page.
  const stylesheet = siteStylesheet(clientDir);
  const databaseAway = async (error?: unknown) => isDatabaseUnavailable(error) || !(await services.health.databaseAnswers());

  // Anonymous answers served from memory come first: a hit needs nothing below (server/cache.server.ts).
  const responseCache =
    options.responseCache ??
    (config.env === 'test' || !config.responseCache
      ? false
      : createResponseCache({ headersFor: securityHeaderList(security), host: new URL(config.baseUrl).host, ttlMs: config.responseCacheMs }));
  // A public change empties it; accounts changing (a sign-out) or a waitlist touch no shared page.
  services.changes.subscribe((topic) => {
    if (privateTopics.has(topic)) return;
    if (responseCache) responseCache.invalidate();
  });
  // A visitor who chose Bangla (the language switch's cookie) and comes back to the home page gets
  // it in Bangla. A crawler has no cookie: it always gets the page it asked for.
  app.get('/', async (c, next) => {
    if (getCookie(c, langCookie) !== 'bn') return next();
    return c.redirect(pathIn('bn', '/'), 302);
  });
  if (responseCache) app.use('*', responseCache.serve);

  // SERVER_TIMING=true: each answer says how many database queries it took (the bench reads it).
  if (config.serverTiming) {
    app.use('*', async (c, next) => {
      const meter = { queries: 0 };
      await meterQueries(meter, next);
      setHeader(c, 'Server-Timing', `db;desc="${meter.queries} queries"`);
    });
  }

  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('clientIp', clientAddress(c, config.trustProxy));
    c.set('nonce', randomBytes(16).toString('base64'));
    // Only requests that carry a cookie can have a session: skip the lookup for the rest.
    const hasCookie = (c.req.header('cookie') ?? '').length > 0;
    c.set('viewer', hasCookie ? await auth.getViewer(c.req.raw.headers) : null);
    await next();
    // What a signed-in person sees is theirs alone: no shared cache or back-forward copy keeps it.
    if (c.get('viewer')) setHeader(c, 'Cache-Control', 'private, no-store');
    else if (c.req.path.startsWith('/api/') && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      setHeader(c, 'Cache-Control', 'no-store');
    }
  });
  // Cross-site state changes riding a cookie are refused first, whatever their body; then body
  // size, content type and control characters, before anything reads the request.
  app.use('*', originCheck(config.baseUrl, [], isPaymentCallback));
  app.use('*', inputGuard());

  app.use('*', securityHeaders(security));
  app.use('*', compress());
  // A failure below (a page whose data could not be read, an API error) while the database is
  // away becomes the clear 503; any other failure stays what it was.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status >= 500 && c.res.status !== 503 && (await databaseAway())) {
      await c.res.body?.cancel().catch(() => {});
      // Unset first: Hono would copy the failed answer's headers onto the new one.
      c.res = undefined;
      c.res = unavailableResponse(c.req.path, stylesheet);
    }
  });
  // Then the abuse limits.
  app.use('*', rateLimit(config.rateLimit, pageRoutesOf(build)));
  if (responseCache) app.use('*', responseCache.capture);
  // An answer made from a shared read kept past its lifetime (the database away) says so, and the
  // response cache (just outside) does not keep it; a failure after a read found the database
  // away is the clear 503, even if the database is back by now.
  app.use('*', async (c, next) => {
    const seen = { stale: false, unavailable: false };
    await noticingStaleReads(seen, next);
    if (seen.unavailable && c.res.status >= 500 && c.res.status !== 503) {
      await c.res.body?.cancel().catch(() => {});
      c.res = undefined;
      c.res = unavailableResponse(c.req.path, stylesheet);
    } else if (seen.stale) setHeader(c, 'X-Cache', 'stale-if-error');
  });

  // Codes by SMS cost money: limited per number, address and session whatever RATE_LIMIT says
  // (server/auth/phone-otp.server.ts). A body that names no valid number goes on to be refused.
  app.post('/api/auth/phone-number/send-otp', async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const phone = phoneOfBody(body, config.sms.countries);
    if (!phone) return next();
    const session = sessionTokenOf(c.req.header('cookie'));
    const verdict = await underOtpLimits(services.rateLimits, { phone, ip: c.get('clientIp'), session });
    if (verdict.allowed) return next();
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json({ code: 'tooManyCodes', message: messageText('en', msg('tooManyCodes')) }, 429);
  });
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  app.route('/api', createApi(logger, options.apiRoutes, config.assetBaseUrl));
  // An unknown API path is a JSON 404, never a page.
  app.all('/api/*', (c) => c.json({ error: 'Not found', code: 'notFound' }, 404));

  if (services.imageStore.kind === 'files') {
    // The folder exists from the start, so serving it never depends on a first upload.
    mkdirSync(config.uploadsDir, { recursive: true });
    app.use(
      '/uploads/*',
      staticFiles(config.uploadsDir, YEAR_IMMUTABLE, (p) => p.replace(/^\/uploads/, '')),
    );
  } else {
    app.get('/uploads/:name', storedImages(services.imageStore));
  }
  // An AVIF copy not stored yet is made now (server/images/avif.server.ts); stored ones were served above.
  app.get('/uploads/:name', avifCopies(services.avifCopies));
  if (clientDir) serveBuildFiles(app, clientDir);

  if (build) {
    const mode = config.production ? 'production' : 'development';
    // The Bangla site is the same build under the basename /bn (decision 0013): React Router then
    // matches '/bn/tour' as '/tour', and every link, form and redirect of a Bangla page stays in /bn.
    const handlers = new WeakMap<ServerBuild, Record<Lang, ReturnType<typeof createRequestHandler>>>();
    const handlerOf = (b: ServerBuild, lang: Lang) => {
      let h = handlers.get(b);
      if (!h) handlers.set(b, (h = { en: createRequestHandler(b, mode), bn: createRequestHandler({ ...b, basename: langPrefix.bn }, mode) }));
      return h[lang];
    };
    const staticBuild = typeof build === 'function' ? null : build;
    app.all('*', async (c) => {
      const lang = langOfPath(c.req.path);
      const current = staticBuild ?? (await (build as () => Promise<ServerBuild>)());
      const handle = handlerOf(current, lang);
      const appContextKey = (current.entry.module as unknown as { appContext: Parameters<RouterContextProvider['set']>[0] }).appContext;
      const context = new RouterContextProvider();
      const value: AppLoadContext = {
        services,
        viewer: c.get('viewer'),
        nonce: c.get('nonce'),
        config: { baseUrl: config.baseUrl, production: config.production, googleEnabled: !!config.google },
        auth,
        clientIp: c.get('clientIp'),
        lang,
      };
      context.set(appContextKey, value);
      return handle(c.req.raw, context);
    });
  }

  app.onError(async (error, c) => {
    if (await databaseAway(error)) {
      logger.warn(`[http] ${c.req.method} ${c.req.path}: the database is unavailable`);
      return unavailableResponse(c.req.path, stylesheet);
    }
    logger.error(`[http] ${c.req.method} ${c.req.path} from ${c.get('clientIp') ?? 'unknown'} failed`, error);
    return c.text('Something went wrong on our side. Please try again.', 500);
  });
  return app;
}

/** The build's files: `/assets/*` (hashed names), and the few at the top (favicon, the service worker...). */
function serveBuildFiles<E extends object>(app: Hono<E>, clientDir: string) {
  app.use('/assets/*', staticFiles(clientDir, YEAR_IMMUTABLE));
  // The build's other files (favicon...) are listed once: a page request touches no disk.
  const topLevel = new Set(filesIn(clientDir).filter((f) => !f.startsWith('/assets/')));
  const serveTopLevel = staticFiles(clientDir, 'public, max-age=3600');
  // The service worker is checked for a new version on every visit: never kept by a cache.
  const serveWorker = staticFiles(clientDir, 'no-cache');
  app.use('*', (c, next) =>
    c.req.path === '/sw.js' && topLevel.has('/sw.js') ? serveWorker(c, next) : topLevel.has(c.req.path) ? serveTopLevel(c, next) : next(),
  );
}

/**
 * What an instance on PostgreSQL answers while its database does not answer yet at start-up
 * (server/main.ts): alive (`/healthz` 200), not ready (`/readyz` 503, so the balancer sends it
 * nothing), the build's files, and for everything else the "temporarily unavailable" answer (503,
 * Retry-After). Once the database answers, the start-up finishes (migrations...) and the app of
 * `createApp` takes over.
 */
export function createStartingApp(clientDir: string | undefined) {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', (c) => c.json({ status: 'starting', database: 'unavailable' }, 503, noStore));
  if (clientDir) serveBuildFiles(app, clientDir);
  const stylesheet = siteStylesheet(clientDir);
  app.all('*', (c) => unavailableResponse(c.req.path, stylesheet));
  return app;
}

/**
 * The page routes a path runs, for the abuse limits: from the build's manifest, or, for the
 * development server's changing build, from the build current when the request arrives.
 */
function pageRoutesOf(build: AppOptions['build']): PageRoutesOf | undefined {
  if (!build) return undefined;
  if (typeof build !== 'function') return pageRouteMatcher(build.routes);
  let latest: { routes: ServerBuild['routes']; match: PageRoutesOf } | undefined;
  const refresh = () =>
    build().then(
      (b) => {
        if (latest?.routes !== b.routes) latest = { routes: b.routes, match: pageRouteMatcher(b.routes) };
      },
      () => {},
    );
  void refresh();
  // The routes seen last; each request also asks for the current ones (Vite answers from memory
  // unless a file changed), so an added or edited route counts from the next request on.
  return (pathname) => {
    void refresh();
    return latest?.match(pathname) ?? [];
  };
}

/** Sets a header on the answer, copying it first when its headers are immutable (Response.redirect). */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/**
 * Images from the database (several instances): their names are derived from their content, so
 * the bytes under a name never change; the most used stay in memory (up to 32 MB).
 */
function storedImages(store: ImageStore): MiddlewareHandler {
  const memory = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (file) => Math.max(1, file.byteLength) });
  return async (c, next) => {
    const name = c.req.param('name') ?? '';
    if (!/^[0-9a-f]{24}-\d{3,4}\.(webp|avif)$/.test(name)) return next();
    let file = memory.get(name);
    if (!file) {
      file = (await store.get(name)) ?? undefined;
      if (!file) return next();
      memory.set(name, file);
    }
    const type = name.endsWith('.avif') ? 'image/avif' : 'image/webp';
    return c.body(new Uint8Array(file), 200, { 'Content-Type': type, 'Cache-Control': YEAR_IMMUTABLE, ETag: `"${name}"` });
  };
}

function avifCopies(copies: AvifCopies): MiddlewareHandler {
  return async (c, next) => {
    const name = c.req.param('name') ?? '';
    if (!copies.handles(name)) return next();
    const file = await copies.get(name);
    if (!file) return next();
    return c.body(new Uint8Array(file), 200, { 'Content-Type': 'image/avif', 'Cache-Control': YEAR_IMMUTABLE, ETag: `"${name}"` });
  };
}

/** Every file under `dir` as a URL path ('/favicon.svg'), precompressed copies left out. */
function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`);
  } catch {
    return [];
  }
}

/** Hashed or content-addressed names never change their bytes, so browsers may keep them a year. */
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files from `dir` with a Cache-Control header on every hit. (serveStatic's own onFound hook runs
 * after the response is built, so a header set there is lost: it is set on the response instead.)
 */
function staticFiles(dir: string, cacheControl: string, rewriteRequestPath?: (p: string) => string): MiddlewareHandler {
  // precompressed: the build writes <file>.br and <file>.gz beside each text file (vite.config.ts).
  const serve = serveStatic({ root: path.relative(process.cwd(), dir) || '.', rewriteRequestPath, precompressed: true });
  return async (c, next) => {
    // serveStatic answers a Response when it has the file, and otherwise passes on to `next`.
    const served = await serve(c, next);
    if (served instanceof Response && served.status === 200) served.headers.set('Cache-Control', cacheControl);
    return served;
  };
}
