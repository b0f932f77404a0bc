/**
 * The demo illustrations as rendered, shipped with the code (decision 0018): db/seed/images holds
 * every drawing of the seed (`demoArt()`) as WebP at each of the site's widths, named as the image
 * store names them (`<name>-<width>.webp`, the name being the drawing's content hash). A first start
 * copies them instead of rendering about a hundred drawings; `npm run db:seed-images` renders what
 * is missing and removes what the seed no longer draws.
 */
import { fileURLToPath } from 'node:url';

export const demoRendersFolder = fileURLToPath(new URL('./images/', import.meta.url));
