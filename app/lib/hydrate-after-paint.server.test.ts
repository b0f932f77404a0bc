import { describe, expect, it } from 'vitest';
import { afterPaintLoader, hydrateAfterPaint, hydrateAfterPaintEdits, inertModuleType } from './hydrate-after-paint.server.ts';
import { applyEdits } from './page-edits.server.ts';

// The shape React Router's <Scripts /> renders (preloads hoisted into the head by React).
const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/></head><body><main>Hi</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(Buffer.from(page)).toString();

  it('leaves no module script and no modulepreload for the browser to fetch at once', () => {
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
  });

  it('keeps the module script text, unchanged, in an inert script that names the preloads', () => {
    expect(out).toContain(
      `<script nonce="n0nce" type="${inertModuleType}" id="rr-modules" data-preload="/assets/entry.client-A.js /assets/root-B.js">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
  });

  it('puts the loader, with the nonce, right after it; everything else is where it was', () => {
    expect(out).toContain(`id="rr-modules"`);
    expect(out.indexOf(`<script nonce="n0nce">${afterPaintLoader}</script>`)).toBeGreaterThan(out.indexOf('id="rr-modules"'));
    expect(out).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/></head>');
    expect(out).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(out.endsWith('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><body><p>Service unavailable</p></body></html>';
    expect(hydrateAfterPaint(Buffer.from(plain)).toString()).toBe(plain);
  });

  it('leaves the scripts of a page without a high-priority image as React Router wrote them', () => {
    const admin = page.replace(' fetchPriority="high"', '');
    expect(hydrateAfterPaint(Buffer.from(admin)).toString()).toBe(admin);
  });

  it('waits for a high-priority image that only a spliced-in shared part holds', () => {
    const admin = Buffer.from(page.replace(' fetchPriority="high"', ''));
    expect(hydrateAfterPaintEdits(admin)).toEqual([]);
    const part = Buffer.from('<img src="/hero.webp" fetchPriority="high"/>');
    expect(applyEdits(admin, hydrateAfterPaintEdits(admin, [part])).toString()).toContain('id="rr-modules"');
  });

  it('keeps text outside ASCII as it was', () => {
    const withTaka = page.replace('<main>Hi</main>', '<main>৳ 12,500 · Cox’s Bazar</main>');
    expect(hydrateAfterPaint(Buffer.from(withTaka)).toString()).toContain('<main>৳ 12,500 · Cox’s Bazar</main>');
  });

  it('the loader is valid JavaScript', () => {
    expect(() => new Function(afterPaintLoader)).not.toThrow();
  });
});
