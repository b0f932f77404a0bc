/**
 * `npm start` / `npm run serve`: the production server on PORT (default 3000).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.server.ts';
import { loadConfig } from './config.server.ts';
import { refusalMessage } from '../db/client.server.ts';
import { openRuntime, type Runtime } from './runtime.server.ts';

const config = loadConfig();
// The database comes first, before the build is loaded: a data folder in use by another process
// or not holding a valid database ends the start here, with one line saying why and what to do.
let runtime: Runtime;
try {
  runtime = await openRuntime(config);
} catch (error) {
  const refusal = refusalMessage(error);
  if (!refusal) throw error;
  console.error(`[db] Refusing to start: ${refusal}`);
  process.exit(1);
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;

const app = createApp({
  config,
  logger: runtime.logger,
  services: runtime.services,
  auth: runtime.accounts.gateway,
  build,
  clientDir: path.join(buildDir, 'client'),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  runtime.logger.info(
    `Travelez is running on http://localhost:${info.port} (database: ${runtime.database.kind}, data: ${config.dataDir})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  runtime.logger.info(`[server] ${signal}: closing`);
  server.close();
  await runtime.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
