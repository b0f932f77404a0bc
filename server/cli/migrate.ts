/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../config.server.ts';
import { migrate, openDatabase, refusalMessage, type DatabaseHandle } from '../../db/client.server.ts';

const config = loadConfig();
let handle: DatabaseHandle;
try {
  // Embedded: refused while the site (or anything else) has the database open, or on a damaged folder.
  handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
} catch (error) {
  const refusal = refusalMessage(error);
  if (!refusal) throw error;
  console.error(`[db] Refusing to migrate: ${refusal}`);
  process.exit(1);
}
await migrate(handle);
console.info(`Migrations applied (${handle.kind}).`);
await handle.close();
