/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../config.server.ts';
import { openForTask } from './open-database.ts';

const handle = await openForTask(loadConfig(), 'migrate');
console.info(`Migrations applied (${handle.kind}).`);
await handle.close();
