/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../server/config.server.ts';
import { migrate, openDatabase } from './client.server.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrate(handle);
console.info(`Migrations applied (${handle.kind}).`);
await handle.close();
