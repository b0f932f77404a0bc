/**
 * `npm run dev` (server/dev.ts): the site served through Vite's development server around the
 * production Hono app. An edit to a page's code shows in the open page without a reload (hot
 * module replacement), and an edit in shared/ restarts the server, which then answers again.
 *
 * The edit is made to a route file of this checkout (app/routes/public/host.tsx), whose original
 * bytes are written back in afterAll whatever happened (and checked there); the shared/ file is
 * rewritten with its own bytes (a change for the watcher, none for the code). (A route module that
 * also exports something React Router does not know, such as about.tsx's `aboutCounters`, is
 * reloaded whole on an edit, as Vite's React plugin does for any module exporting more than components.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { freePort } from '../support/net.ts';

const root = process.cwd();
// The host page's heading, in its catalog beside the route: editing it must show at once.
const routeFile = path.join(root, 'app/routes/public/host.text.ts');
const sharedFile = path.join(root, 'shared/policy.ts');
const heading = 'Rafiq Ahmed';
const marker = (text: string) => `name: '${text}',`;

let dir: string;
let baseURL: string;
let child: ChildProcess | undefined;
let log = '';
let browser: Browser | undefined;
let originalRoute: string | undefined;

/**
 * Writes `file` whole, as an editor's atomic save does: the new bytes go to a file beside the
 * checkout's sources (same file system, outside what Vite and `node --watch` watch), which is then
 * renamed over it. With a plain writeFile (the file emptied, then written) the open page got, on a
 * busy machine, a copy of the module without its export ("does not provide an export named
 * 'hostText'") and kept it: 3 failures in 13 runs beside the scale group, none in 8 since.
 */
async function saveWhole(file: string, content: string | Buffer): Promise<void> {
  const temp = path.join(root, 'node_modules/.cache/travelez-dev-test', `${process.pid}-${path.basename(file)}`);
  await mkdir(path.dirname(temp), { recursive: true });
  await writeFile(temp, content);
  await rename(temp, file);
}

/** Resolves when the server log has said `text` `times` times in all, or fails after `timeoutMs`. */
async function logSays(text: string, times: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (log.split(text).length - 1 < times) {
    if (child?.exitCode != null) throw new Error(`npm run dev exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the dev server did not say "${text}" ${times} time(s) within ${timeoutMs} ms:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  originalRoute = await readFile(routeFile, 'utf8');
  expect(originalRoute.split(marker(heading)).length - 1).toBe(1);
  dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-dev-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // `npm run dev` itself, in its own process group (npm, node --watch and the server are ended together).
  child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  await logSays('is running on', 1, 90_000);
  browser = await launchBrowser();
});

afterAll(async () => {
  // The checkout's file comes back first, whatever failed.
  if (originalRoute !== undefined) await saveWhole(routeFile, originalRoute);
  await browser?.close();
  if (child?.pid && child.exitCode == null) {
    const exited = new Promise((r) => child!.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode == null) process.kill(-child.pid, 'SIGKILL');
  }
  if (dir) await rm(dir, { recursive: true, force: true });
  if (originalRoute !== undefined) expect(await readFile(routeFile, 'utf8')).toBe(originalRoute);
});

describe('npm run dev', () => {
  it('updates an open page when its route file is edited, without reloading it', async () => {
    const { context, page } = await newPage(browser!, baseURL);
    try {
      // Page loads (a reload is one; React Router's history updates are not).
      let loads = 0;
      page.on('load', () => loads++);
      const said: string[] = [];
      page.on('console', (message) => said.push(message.text()));
      const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 90_000 });
      await page.goto('/host');
      await hydrated();
      // On a first visit Vite may reload the page once it has optimised the dependencies it found:
      // the page is marked only once it has stayed loaded for three seconds.
      let seen = -1;
      while (seen !== loads) {
        seen = loads;
        await page.waitForTimeout(3_000);
      }
      await hydrated();
      await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      const edited = `${heading} (edited ${Date.now()})`;
      await saveWhole(routeFile, originalRoute!.replace(marker(heading), marker(edited)));

      try {
        await expect.poll(() => page.getByRole('heading', { name: edited, exact: true }).count(), { timeout: 30_000 }).toBe(1);
      } catch (error) {
        // What Vite did with the edit (or did not) is in the server's log.
        throw new Error(
          `the edit did not show in the open page (${loads} page loads, ${seen} before the edit); the page said:\n${said.join('\n')}\nnpm run dev said:\n${log}`,
          { cause: error },
        );
      }
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(loads).toBe(seen);
      // A new request renders the edited page on the server too (no stale build).
      const html = await (await fetch(`${baseURL}/host`)).text();
      expect(html).toContain(edited);
    } finally {
      await context.close();
      await saveWhole(routeFile, originalRoute!);
    }
  }, 240_000);

  it('restarts the server when a file in shared/ changes, and answers again', async () => {
    const before = log.split('is running on').length - 1;
    await saveWhole(sharedFile, await readFile(sharedFile));
    await logSays('is running on', before + 1, 90_000);
    const res = await fetch(`${baseURL}/host`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`>${heading}<`);
  }, 120_000);
});
