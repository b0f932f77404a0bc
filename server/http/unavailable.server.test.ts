import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteStylesheet, unavailableResponse } from './unavailable.server.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'travelez-unavailable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the "temporarily unavailable" answer', () => {
  it('is JSON with Retry-After under /api', async () => {
    const res = unavailableResponse('/api/bookTour', null);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: expect.stringMatching(/unavailable/), code: 'serviceUnavailable' });
  });

  it("is a page with the site's stylesheet elsewhere, and says nothing about the cause", async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-AbC_12.css'), '');
    writeFileSync(path.join(dir, 'assets', 'entry.client-x.js'), '');
    const stylesheet = siteStylesheet(dir);
    expect(stylesheet).toBe('/assets/app-AbC_12.css');
    const res = unavailableResponse('/dashboard', stylesheet);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-AbC_12.css">');
    expect(html).toContain('Temporarily unavailable');
    expect(html).not.toMatch(/database|error/i);
  });

  it('has no stylesheet without a build', () => {
    expect(siteStylesheet(undefined)).toBeNull();
    expect(siteStylesheet(path.join(dir, 'missing'))).toBeNull();
  });
});
