/**
 * The JSON API in-process (Hono's app.request), on a throwaway database seeded with the demo
 * content (image files not rendered): a copy of the one the run made at its start
 * (api-global-setup.ts). Requests can act as a given viewer through the
 * `x-test-viewer` header, which only this harness's auth gateway reads.
 *
 * The project's API_MODE (api-templates.ts) says whether the server runs as production does
 * (caches on, e-mail through the durable queue) or as under `npm run dev`. Either way `sentMail`
 * holds the e-mail delivered so far; read it after `await h.mailDelivered()`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import type { Viewer } from '../../shared/access.ts';
import { createApp } from '../../server/app.server.ts';
import type { AuthGateway } from '../../server/auth/types.server.ts';
import { createResponseCache } from '../../server/cache.server.ts';
import { loadConfig } from '../../server/config.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import type { Mailer, MailMessage } from '../../server/mail/mailer.server.ts';
import { openRuntime, type Runtime } from '../../server/runtime.server.ts';
import type { SmsGateway } from '../../server/sms/gateway.server.ts';
import { apiMode, harnessSettings } from './api-templates.ts';
import { freePort } from './net.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from './test-database.ts';

export interface ApiHarness {
  runtime: Runtime;
  db: TestDatabase;
  dataDir: string;
  /** The site's address when started with `listen` (else http://localhost, not served). */
  baseUrl: string;
  /** The e-mail delivered so far (by the queue's worker in production mode). */
  sentMail: MailMessage[];
  /** Resolves once every e-mail due now has been delivered to `sentMail` (the queue's worker is done with it). */
  mailDelivered(): Promise<void>;
  /** Waits for the e-mail due now, then empties `sentMail`: it then holds only what comes next. */
  forgetMail(): Promise<void>;
  /** Sends a request to the API as `as` (a viewer key registered with `viewer()`), or anonymously. */
  request(pathname: string, init?: RequestInit & { as?: string; json?: unknown }): Promise<Response>;
  /** Registers a viewer the harness can act as. */
  viewer(key: string, viewer: Viewer): void;
  close(): Promise<void>;
}

export interface HarnessOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** A real auth gateway (accounts tests); by default the x-test-viewer one. */
  auth?: (runtime: Runtime) => AuthGateway;
  /** Turn on the anonymous response cache in test mode (production mode always has it). */
  responseCache?: boolean;
  /**
   * Also serve the app over HTTP on 127.0.0.1 (BASE_URL is that address): for peers that call
   * the site back, as payment providers do. `baseUrl` is then set.
   */
  listen?: boolean;
  /** Where SMS go (the SSL Wireless peer); by default the outbox in the harness's data folder. */
  smsGateway?: SmsGateway;
  /** The SMS queue's clock (SMS other than codes wait out 22:00-08:00 in Dhaka). */
  smsNow?: () => Date;
}

export async function startApiHarness(options: HarnessOptions = {}): Promise<ApiHarness> {
  const seed = options.seed !== false;
  // The run's ready-made database (api-global-setup.ts), unless this file chooses its seeding itself.
  const templates = options.env && 'SEED_DEMO' in options.env ? undefined : inject('apiTemplates');
  const kind = testDbKind();
  const template = templates?.kind === kind ? (seed ? templates.seeded : templates.empty) : undefined;
  const db = await createTestDatabase(kind, kind === 'postgres' ? { template } : {});
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-api-'));
  const mode = apiMode();
  const port = options.listen ? await freePort() : 0;
  const config = loadConfig({
    ...harnessSettings({ mode, dataDir, databaseUrl: db.databaseUrl, seed }),
    ...(port ? { BASE_URL: `http://127.0.0.1:${port}` } : {}),
    ...options.env,
  });
  // PGlite in memory for speed; the restart test uses a real folder on its own.
  config.pgliteDir = 'memory://';
  const sentMail: MailMessage[] = [];
  // The queue keeps a message's recipients as a list: one recipient reads back as the address itself.
  const capture: Mailer = {
    send: async (m) => void sentMail.push({ ...m, to: Array.isArray(m.to) && m.to.length === 1 ? m.to[0]! : m.to }),
  };
  const runtime = await openRuntime(config, {
    // Production mode keeps the queue and captures what its worker delivers; test mode skips the queue.
    ...(mode === 'production' ? { mailTransport: capture } : { mailer: capture }),
    renderSeedImages: false,
    logger: createLogger('error'),
    // Tests run the periodic jobs' rounds themselves, at the time they choose.
    periodicJobs: false,
    ...(options.smsGateway ? { smsGateway: options.smsGateway } : {}),
    ...(options.smsNow ? { smsNow: options.smsNow } : {}),
    ...(kind === 'pglite' && template ? { pgliteFrom: new Blob([await readFile(template)]) } : {}),
  });
  const viewers = new Map<string, Viewer>();
  const testAuth: AuthGateway = {
    handler: async () => Response.json({ error: 'Not found' }, { status: 404 }),
    getViewer: async (headers) => viewers.get(headers.get('x-test-viewer') ?? '') ?? null,
  };
  const app = createApp({
    config: runtime.config,
    logger: runtime.logger,
    services: runtime.services,
    auth: options.auth ? options.auth(runtime) : testAuth,
    // Production mode: the app's own response cache, as the server makes it.
    ...(options.responseCache && mode === 'test' ? { responseCache: createResponseCache() } : {}),
  });
  const server = port ? serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) : null;
  const mailDelivered = async () => {
    // drain() takes its turn after the worker's round in hand: both are done when it resolves.
    await runtime.mailQueue?.drain();
  };
  return {
    runtime,
    db,
    dataDir,
    baseUrl: runtime.config.baseUrl,
    sentMail,
    mailDelivered,
    async forgetMail() {
      await mailDelivered();
      sentMail.length = 0;
    },
    viewer: (key, viewer) => void viewers.set(key, viewer),
    async request(pathname, init = {}) {
      const { as, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      // As a client's request to the site would (the response cache stores answers for its own host only).
      if (!headers.has('host')) headers.set('host', 'localhost');
      if (as) {
        headers.set('x-test-viewer', as);
        headers.set('cookie', 'test=1');
      }
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        rest.body = JSON.stringify(json);
      }
      return app.request(`http://localhost${pathname}`, { ...rest, headers });
    },
    async close() {
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const customerViewer = (n = 1): Viewer => ({
  userId: `user${String(n).padStart(16, '0')}`,
  name: `Customer ${n}`,
  email: `customer${n}@example.com`,
  emailVerified: true,
  image: null,
  isAdmin: false,
});

export const adminViewer = (): Viewer => ({
  userId: 'admin0000000000000000',
  name: 'Admin',
  email: 'admin@travelez.test',
  emailVerified: true,
  image: null,
  isAdmin: true,
});

/**
 * Makes sure `packageId` has an open departure on `date` with at least `seats` seats (tests that
 * book a given date: since departures, a package is booked on one of its departures).
 */
export async function openDeparture(h: ApiHarness, packageId: string, date: string, seats = 100): Promise<string> {
  const actor = { userId: null, email: 'tests@travelez.test' };
  const existing = (await h.runtime.services.departures.list({ packageId, all: true })).find((d) => d.date === date);
  if (!existing) return (await h.runtime.services.departures.create(actor, { packageId, date, seats }))._id;
  if (existing.seats < seats || existing.status !== 'open')
    await h.runtime.services.departures.update(actor, existing._id, { seats: Math.max(seats, existing.seats), status: 'open' });
  return existing._id;
}
