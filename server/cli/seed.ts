/** `npm run db:seed`: puts the demo content into an empty catalogue. */
import { isCatalogueEmpty, seedDemoContent } from '../../db/seed/seed.server.ts';
import { loadConfig } from '../config.server.ts';
import { demoImageStorer, imageStoreFor } from '../images/store.server.ts';
import { openForTask } from './open-database.ts';

const config = loadConfig();
const handle = await openForTask(config, 'seed');
// Explicit seeding: into any empty catalogue, also of a database created before (the start seeds
// only a database it created empty itself).
if (await isCatalogueEmpty(handle.db)) {
  const counts = await seedDemoContent(handle.db, { storeImage: demoImageStorer(imageStoreFor(config, handle.db)) });
  console.info(`Seeded ${counts.packages} packages, ${counts.blogs} blogs, ${counts.events} events.`);
} else {
  console.info('The catalogue has content already; nothing seeded.');
}
await handle.close();
