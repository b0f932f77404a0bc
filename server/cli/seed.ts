/** `npm run db:seed`: puts the demo content into an empty catalogue. */
import { loadConfig } from '../config.server.ts';
import { demoImageStorer, imageStoreFor } from '../images/store.server.ts';
import { migrate, openDatabase, refusalMessage, type DatabaseHandle } from '../../db/client.server.ts';
import { isCatalogueEmpty, seedDemoContent } from '../../db/seed/seed.server.ts';

const config = loadConfig();
let handle: DatabaseHandle;
try {
  // Embedded: refused while the site (or anything else) has the database open, or on a damaged folder.
  handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
} catch (error) {
  const refusal = refusalMessage(error);
  if (!refusal) throw error;
  console.error(`[db] Refusing to seed: ${refusal}`);
  process.exit(1);
}
// Explicit seeding: into any empty catalogue, also of a database created before (the start seeds
// only a database it created empty itself).
await migrate(handle);
if (await isCatalogueEmpty(handle.db)) {
  const counts = await seedDemoContent(handle.db, { storeImage: demoImageStorer(imageStoreFor(config, handle.db)) });
  console.info(`Seeded ${counts.packages} packages, ${counts.blogs} blogs, ${counts.events} events.`);
} else {
  console.info('The catalogue has content already; nothing seeded.');
}
await handle.close();
