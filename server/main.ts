/**
 * `npm start` / `npm run serve`: the production server on PORT (default 3000).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.server.ts';
import { loadConfig } from './config.server.ts';
import { exitOnRefusal } from '../db/client.server.ts';
import { openRuntime } from './runtime.server.ts';

const config = loadConfig();
// The build loads while the database opens (a shorter start-up); a failure to load
// it is reported only once the database is known to be usable.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const loadingBuild = import(pathToFileURL(path.join(buildDir, 'server/index.js')).href) as Promise<ServerBuild>;
loadingBuild.catch(() => {});
const runtime = await exitOnRefusal(openRuntime(config), 'start');
const build = await loadingBuild;

const lifecycle = { draining: false };
const app = createApp({
  config,
  lifecycle,
  logger: runtime.logger,
  services: runtime.services,
  auth: runtime.accounts.gateway,
  build,
  clientDir: path.join(buildDir, 'client'),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  runtime.logger.info(`Travelez is running on http://localhost:${info.port} (database: ${runtime.database.kind}, data: ${config.dataDir})`);
});

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
let stopping = false;
async function shutdown(signal: 'SIGINT' | 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  runtime.logger.info(`[server] ${signal}: finishing what is in flight, then exiting`);
  const mailStopped = runtime.mailQueue?.stop().catch(() => {});
  if (signal === 'SIGTERM' && config.drainSeconds > 0) await new Promise((r) => setTimeout(r, config.drainSeconds * 1000));
  const deadline = setTimeout(() => {
    runtime.logger.warn(`[server] still busy ${shutdownGraceMs / 1000} s after the drain: exiting now`);
    process.exit(1);
  }, shutdownGraceMs);
  deadline.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  // A connection still busy near the end of the grace is cut, so its request ends before the exit.
  const forced = setTimeout(() => (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(), shutdownGraceMs - 2_000);
  forced.unref();
  await closed;
  await mailStopped;
  await runtime.close().catch((error) => runtime.logger.error('[server] closing failed', error));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
