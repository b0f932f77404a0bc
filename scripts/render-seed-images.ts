/**
 * `npm run db:seed-images`: renders the demo illustrations into db/seed/images (decision 0018).
 * Each drawing of the seed that is not there yet is rendered at every width exactly as the image
 * store renders an upload; then the files no drawing of the seed names any more are removed. Run
 * it after changing the seed's content or its art (db/seed/images.test.ts fails until then), and
 * commit the folder.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { demoRendersFolder } from '../db/seed/renders.server.ts';
import { demoArt, demoRenderFiles } from '../db/seed/seed.server.ts';
import { fileImageStore, storeImageVariants } from '../server/images/store.server.ts';

const store = fileImageStore(demoRendersFolder);
const wanted = new Set(demoRenderFiles());
const before = new Set(await readdir(demoRendersFolder).catch(() => [] as string[]));
for (const [name, svg] of demoArt().drawings) await storeImageVariants(store, Buffer.from(svg), { name });
let removed = 0;
for (const file of await readdir(demoRendersFolder)) {
  if (wanted.has(file)) continue;
  await rm(path.join(demoRendersFolder, file));
  removed++;
}
const made = [...wanted].filter((file) => !before.has(file)).length;
console.info(`db/seed/images: ${wanted.size} files, ${made} rendered now, ${removed} removed.`);
