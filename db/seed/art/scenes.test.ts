import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAvatarWebp, renderSceneWebp } from './render.ts';
import { SCENE_KINDS, SCENE_VARIANTS, renderAvatarSvg, renderSceneSvg } from './scenes.ts';

const XMLNS = 'http://www.w3.org/2000/svg';

function expectSelfContained(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`xmlns="${XMLNS}"`);
  // no external references: the only URL is the SVG namespace, references are local (#id)
  expect(svg.replaceAll(XMLNS, '')).not.toMatch(/https?:|data:|file:/);
  expect(svg).not.toMatch(/<image|<script|<foreignObject/);
  for (const m of svg.matchAll(/(?:href|url\()\s*=?\s*"?([^")\s]+)/g)) expect(m[1]?.startsWith('#')).toBe(true);
}

describe('renderSceneSvg', () => {
  it.each(SCENE_KINDS)('%s renders self-contained SVG that sharp rasterises at the requested size', async (kind) => {
    for (const [w, h] of [
      [320, 200],
      [180, 240],
    ] as const) {
      const svg = renderSceneSvg({ kind, variant: 0 }, w, h);
      expectSelfContained(svg);
      expect(svg).not.toContain('<text');
      const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(w);
      expect(info.height).toBe(h);
      expect(data.length).toBeGreaterThan(0);
      // a real picture, not a flat fill
      const stats = await sharp(data).stats();
      expect(stats.channels.some((ch) => ch.stdev > 10)).toBe(true);
    }
  });

  it('is deterministic', () => {
    for (const kind of SCENE_KINDS) {
      for (const variant of [0, 3]) {
        expect(renderSceneSvg({ kind, variant }, 400, 250)).toBe(renderSceneSvg({ kind, variant }, 400, 250));
      }
    }
  });

  it('gives a different picture for every variant of a kind', () => {
    for (const kind of SCENE_KINDS) {
      const svgs = new Set<string>();
      for (let v = 0; v < SCENE_VARIANTS; v++) svgs.add(renderSceneSvg({ kind, variant: v }, 400, 250));
      expect(svgs.size).toBe(SCENE_VARIANTS);
    }
  });

  it('gives different pictures for different kinds', () => {
    const svgs = new Set(SCENE_KINDS.map((kind) => renderSceneSvg({ kind, variant: 0 }, 400, 250)));
    expect(svgs.size).toBe(SCENE_KINDS.length);
  });

  it('wraps out-of-range variants and rejects unknown kinds', () => {
    expect(renderSceneSvg({ kind: 'tea-garden', variant: SCENE_VARIANTS + 1 }, 300, 200)).toBe(renderSceneSvg({ kind: 'tea-garden', variant: 1 }, 300, 200));
    expect(() => renderSceneSvg({ kind: 'volcano' as never, variant: 0 }, 300, 200)).toThrow();
  });
});

describe('renderSceneWebp', () => {
  it('encodes a WebP of the requested size', async () => {
    const buf = await renderSceneWebp({ kind: 'coral-beach', variant: 2 }, 480, 300);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(300);
  });
});

describe('avatars', () => {
  it('draws escaped initials in a circle and rasterises', async () => {
    const svg = renderAvatarSvg('a&b', 200, 64);
    expectSelfContained(svg);
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('font-family="sans-serif"');
    expect(renderAvatarSvg('NJ', 160, 64)).toBe(renderAvatarSvg('NJ', 160, 64));
    expect(renderAvatarSvg('NJ', 160, 64)).not.toBe(renderAvatarSvg('NJ', 20, 64));
    const buf = await renderAvatarWebp('NJ', 160, 96);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(96);
    expect(meta.height).toBe(96);
  });
});
