import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoRendersFolder } from './renders.server.ts';
import { demoRenderFiles } from './seed.server.ts';

describe('the demo illustrations shipped rendered (db/seed/images, decision 0018)', () => {
  const shipped = readdirSync(demoRendersFolder).sort();

  it("are every drawing the seed shows at each of the site's widths (a scene's AVIF copies too), and nothing else", () => {
    const expected = demoRenderFiles().sort();
    const missing = expected.filter((file) => !shipped.includes(file));
    const unused = shipped.filter((file) => !expected.includes(file));
    expect({ missing, unused }, 'npm run db:seed-images renders the missing files and removes the unused ones').toEqual({ missing: [], unused: [] });
  });

  it('are WebP and AVIF images, as their names say, no wider than the width they are named for', async () => {
    for (const file of shipped) {
      const [, width, extension] = /-(\d+)\.(webp|avif)$/.exec(file) ?? [];
      const meta = await sharp(path.join(demoRendersFolder, file)).metadata();
      const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
      expect({ file, format, fits: meta.width > 0 && meta.width <= Number(width) }).toEqual({ file, format: extension, fits: true });
    }
  });
});
