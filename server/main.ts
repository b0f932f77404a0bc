/**
 * `npm start` / `npm run serve`: the production server on PORT (default 3000).
 *
 * On PostgreSQL the port opens first: while the database does not answer, the instance is alive
 * (`/healthz`), not ready (`/readyz` 503), serves the build's files and a clear 503 for the rest
 * (`createStartingApp`), and tries the database again (0.5 s, doubling to 5 s); once it answers,
 * the start-up finishes (migrations, demo content, the first admin...) and the site takes over.
 * The embedded database (PGlite) opens before the port, as ever: it is in this process.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp, createStartingApp } from './app.server.ts';
import { loadConfig } from './config.server.ts';
import { exitOnRefusal } from '../db/client.server.ts';
import { isDatabaseUnavailable } from '../db/pg-errors.server.ts';
import { createLogger, failureSummary } from './logger.server.ts';
import { openRuntime, type Runtime } from './runtime.server.ts';

const config = loadConfig();
// The build loads while the database opens (a shorter start-up); a failure to load
// it is reported only once the database is known to be usable.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const loadingBuild = import(pathToFileURL(path.join(buildDir, 'server/index.js')).href) as Promise<ServerBuild>;
loadingBuild.catch(() => {});
const logger = createLogger(config.logLevel);

/**
 * What answers requests: on PostgreSQL, the starting app until the site is ready. (On PGlite the
 * port opens only once the site is ready, so nothing is made for the wait: a missing build is
 * reported once, after the database.)
 */
let answer: (request: Request, env: unknown) => Response | Promise<Response> = config.databaseUrl
  ? createStartingApp(clientDir).fetch
  : () => new Response('Starting', { status: 503 });
let server: ReturnType<typeof serve> | null = null;
const listen = () =>
  new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => answer(request, env), port: config.port, hostname: config.host }, () => resolve(s));
  });

/** PostgreSQL: opens the runtime once the database answers, trying again meanwhile; any other failure is thrown. */
async function openWhenDatabaseAnswers(): Promise<Runtime> {
  for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      return await openRuntime(config, { logger });
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopping) throw error;
      logger.warn(`[server] the database does not answer (${failureSummary(error)}): not ready; trying again in ${delayMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

let stopping = false;
let runtime: Runtime | null = null;
const lifecycle = { draining: false };
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (config.databaseUrl) server = await listen();
const opened = config.databaseUrl ? await openWhenDatabaseAnswers() : await exitOnRefusal(openRuntime(config, { logger }), 'start');
runtime = opened;
const build = await loadingBuild;

const app = createApp({
  config,
  lifecycle,
  logger: opened.logger,
  services: opened.services,
  auth: opened.accounts.gateway,
  build,
  clientDir,
});
answer = app.fetch;
server ??= await listen();
opened.logger.info(`Travelez is running on http://localhost:${config.port} (database: ${opened.database.kind}, data: ${config.dataDir})`);

/**
 * SIGTERM (a rolling restart): /readyz answers 503 at once so the balancer stops sending new work,
 * and the e-mail worker stops after the message it is sending (queued e-mail stays in the
 * database for the other instances, or this one's next start). After DRAIN_SECONDS the server
 * stops taking connections, finishes the requests in flight (idle keep-alive connections are
 * closed) and the process exits. Whatever still runs `shutdownGraceMs` after the drain (a request
 * or an SMTP server that hangs) does not hold the process: it exits all the same, so a stop takes
 * at most DRAIN_SECONDS plus 10 s. SIGINT (Ctrl-C at a terminal) skips the wait.
 */
const shutdownGraceMs = 10_000;
async function shutdown(signal: 'SIGINT' | 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  // Still waiting for the database: nothing is in flight that needs it.
  const [rt, listening] = [runtime, server];
  if (!rt || !listening) process.exit(0);
  lifecycle.draining = true;
  rt.logger.info(`[server] ${signal}: finishing what is in flight, then exiting`);
  const mailStopped = rt.mailQueue?.stop().catch(() => {});
  const smsStopped = rt.smsQueue.stop().catch(() => {});
  if (signal === 'SIGTERM' && config.drainSeconds > 0) await new Promise((r) => setTimeout(r, config.drainSeconds * 1000));
  const deadline = setTimeout(() => {
    rt.logger.warn(`[server] still busy ${shutdownGraceMs / 1000} s after the drain: exiting now`);
    process.exit(1);
  }, shutdownGraceMs);
  deadline.unref();
  const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
  (listening as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  // A connection still busy near the end of the grace is cut, so its request ends before the exit.
  const forced = setTimeout(() => (listening as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(), shutdownGraceMs - 2_000);
  forced.unref();
  await closed;
  await mailStopped;
  await smsStopped;
  await rt.close().catch((error) => rt.logger.error('[server] closing failed', error));
  process.exit(0);
}
