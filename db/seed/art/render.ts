/** Rasterise the seed illustrations (db/seed/art/scenes.ts) to WebP with sharp. */
import sharp from 'sharp';
import type { SceneSpec } from '../content/types.ts';
import { renderAvatarSvg, renderSceneSvg } from './scenes.ts';

const WEBP_QUALITY = 78;
/** libwebp effort 2 encodes about twice as fast as the default 4 for ~4% larger files. */
const WEBP_EFFORT = 2;

/** A scene as a WebP image of exactly width x height pixels. */
export async function renderSceneWebp(scene: SceneSpec, width: number, height: number): Promise<Buffer> {
  const svg = renderSceneSvg(scene, width, height);
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}

/** A round initials avatar as a WebP image of size x size pixels (transparent corners). */
export async function renderAvatarWebp(initials: string, hue: number, size: number): Promise<Buffer> {
  const svg = renderAvatarSvg(initials, hue, size);
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}
