/**
 * The server bundle (scripts/build-server.ts): made from files `npm start`'s stamp hashes, and
 * finding the project's files from where its modules were, not from where the bundle is. The
 * end-to-end suites run the bundle itself (`npm run serve`).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './build-server.ts';
import { buildInputFiles } from './start.ts';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;
let bundle: { file: string; inputs: string[] };
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-server-bundle-'));
  bundle = await buildServerBundle(path.join(dir, 'build'));
  text = await readFile(bundle.file, 'utf8');
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it("is made only from files npm start's stamp hashes, so a changed server file is built again", async () => {
    const own = bundle.inputs.filter((f) => !f.startsWith('node_modules/'));
    expect(own).toContain('server/main.ts');
    const hashed = new Set(await buildInputFiles(root));
    expect(own.filter((f) => !hashed.has(f))).toEqual([]);
  });

  it("reads import.meta.url only for the site's own modules, each as its own file's address", () => {
    // Every use but the banner's require() must be a rewritten address of one of the sources.
    const uses = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href|import\.meta\.url/g)];
    const rewritten = uses.filter((m) => m[1]?.match(/\.tsx?$/));
    const others = uses.filter((m) => !rewritten.includes(m)).map((m) => text.slice(Math.max(0, m.index - 60), m.index + 20));
    expect(others[0]).toContain('const require = __createRequire(import.meta.url)');
    expect(others.slice(1)).toEqual([]);
    const targets = rewritten.map((m) => path.resolve(path.dirname(bundle.file), m[1]!));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(path.relative(root, target)).toMatch(/^(db|server|shared)\//);
  });
});
