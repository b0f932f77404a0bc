/** `npm run db:seed`: puts the demo content into an empty catalogue. */
import { loadConfig } from '../../server/config.server.ts';
import { migrate, openDatabase } from '../client.server.ts';
import { isCatalogueEmpty, seedDemoContent } from './seed.server.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrate(handle);
if (await isCatalogueEmpty(handle.db)) {
  const counts = await seedDemoContent(handle.db, { uploadsDir: config.uploadsDir });
  console.info(`Seeded ${counts.packages} packages, ${counts.blogs} blogs, ${counts.events} events.`);
} else {
  console.info('The catalogue has content already; nothing seeded.');
}
await handle.close();
