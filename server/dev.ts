/**
 * `npm run dev`: the site with React Router's Vite development server, around the same Hono app as
 * production (server/app.server.ts, started in production by server/main.ts).
 *
 *   - Vite runs in middleware mode inside this process: its middlewares answer first (the app's
 *     modules, /@vite/client, public/ files), then the Hono app answers everything else;
 *   - pages are rendered from Vite's current server build, loaded for each request, so an edit in
 *     app/ is on the next render, and Vite's hot module replacement updates the open page in place;
 *   - the HMR websocket shares the site's port (no second port to keep free);
 *   - a change in server/, db/ or shared/ restarts this process (the `dev` script's node
 *     --watch-path).
 *
 * The settings are the server's own (PORT, DATA_DIR, .env, ...). Two defaults differ from
 * production because they would hide an edit: the response cache (RESPONSE_CACHE) and the read
 * cache (READ_CACHE) are off unless set.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { exitOnRefusal } from '../db/client.server.ts';
import { createApp } from './app.server.ts';
import { loadConfig } from './config.server.ts';
import { openRuntime } from './runtime.server.ts';

process.env.NODE_ENV ||= 'development';
process.env.READ_CACHE ??= 'false';
process.env.RESPONSE_CACHE ??= 'false';

const config = loadConfig();
const runtime = await exitOnRefusal(openRuntime(config), 'start');

const server: Server = createServer();
const vite = await createViteServer({
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server } },
});

const app = createApp({
  config: runtime.config,
  logger: runtime.logger,
  services: runtime.services,
  auth: runtime.accounts.gateway,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const honoListener = getRequestListener(app.fetch);
server.on('request', (req, res) => {
  vite.middlewares(req, res, () => void honoListener(req, res));
});

server.listen(config.port, config.host, () => {
  runtime.logger.info(`Travelez (development) is running on http://localhost:${config.port} (database: ${runtime.database.kind}, data: ${config.dataDir})`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await Promise.allSettled([vite.close(), new Promise<void>((resolve) => server.close(() => resolve()))]);
  await runtime.close().catch((error) => runtime.logger.error('[dev] closing failed', error));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
