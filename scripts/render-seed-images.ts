/**
 * `npm run db:seed-images`: renders the demo illustrations into db/seed/images (decision 0018).
 * Each drawing of the seed that is not there yet is rendered at every width exactly as the image
 * store renders an upload, and each scene's AVIF copies as the server makes them on a first
 * request; then the files no drawing of the seed names any more are removed. Run
 * it after changing the seed's content or its art (db/seed/images.test.ts fails until then), and
 * commit the folder.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { demoRendersFolder } from '../db/seed/renders.server.ts';
import { demoArt, demoRenderFiles } from '../db/seed/seed.server.ts';
import { createAvifCopies } from '../server/images/avif.server.ts';
import { fileImageStore, imageWidths, storeImageVariants } from '../server/images/store.server.ts';
import { createLogger } from '../server/logger.server.ts';

const store = fileImageStore(demoRendersFolder);
const wanted = new Set(demoRenderFiles());
const before = new Set(await readdir(demoRendersFolder).catch(() => [] as string[]));
const { drawings, scenes } = demoArt();
const avifCopies = createAvifCopies(store, createLogger('warn'));
for (const [name, svg] of drawings) {
  await storeImageVariants(store, Buffer.from(svg), { name });
  if (!scenes.has(name)) continue;
  for (const width of imageWidths) {
    if (!(await avifCopies.get(`${name}-${width}.avif`))) throw new Error(`The AVIF copy ${name}-${width}.avif could not be made`);
  }
}
let removed = 0;
for (const file of await readdir(demoRendersFolder)) {
  if (wanted.has(file)) continue;
  await rm(path.join(demoRendersFolder, file));
  removed++;
}
const made = [...wanted].filter((file) => !before.has(file)).length;
console.info(`db/seed/images: ${wanted.size} files, ${made} rendered now, ${removed} removed.`);
