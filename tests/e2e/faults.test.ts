/**
 * Failures of the machine, with the real server process (`npm run serve`'s, production build):
 *   - killed with SIGKILL in the middle of a stream of acknowledged writes, then restarted: every
 *     acknowledged write is there, whole; no row is partial (PGlite on disk, and PostgreSQL);
 *   - its PostgreSQL server stopped while the site runs: what anonymous visitors just saw is still
 *     served from the response cache (a refused write changes nothing, so it stays), anything else
 *     answers a clear 503 JSON (API) or an error page (pages), and both recover by themselves once
 *     the database is back; the cache is dropped when the change feed reconnects.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnServe } from '../../scripts/serve-process.ts';
import { freePort, waitForHttp } from '../support/net.ts';
import { startPgInstance, type PgInstance } from '../support/pg-instance.ts';
import { createTestDatabase } from '../support/test-database.ts';

const root = process.cwd();
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(() => {
  for (const p of running) p.kill('SIGKILL');
  running.clear();
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Site {
  baseURL: string;
  process: ChildProcess;
}

async function startSite(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Site> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The server as production runs it: package.json's `serve` script (the build's bundle, its flags).
  const child = spawnServe(
    root,
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      BUILD_DIR: buildDir,
      DATA_DIR: env.DATA_DIR,
      DATABASE_URL: env.DATABASE_URL ?? '',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'error',
      AUTH_SECRET: 'faults-secret-faults-secret-faults-secret-01',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
    },
    ['ignore', 'ignore', 'pipe'],
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  running.add(child);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${stderr.slice(-2000)}`))));
  await Promise.race([waitForHttp(`${baseURL}/api/allTourPackages`, 90_000), exited]);
  child.removeAllListeners('exit');
  return { baseURL, process: child };
}

function killHard(site: Site): Promise<void> {
  return new Promise((resolve) => {
    site.process.once('exit', () => resolve());
    site.process.kill('SIGKILL');
    running.delete(site.process);
  });
}

/** A message body long enough that a torn write would show. */
const messageFor = (n: number) => ({
  name: `Writer ${n}`,
  email: `writer${n}@example.com`,
  subject: `Stream message ${n}`,
  message: `Message ${n}: ${'lorem ipsum dolor sit amet '.repeat(120)}end ${n}`,
});

/**
 * Four writers post contact messages back to back; once the server has acknowledged `killAfter`
 * of them (with more on the way) it is SIGKILLed. Returns the messages the server acknowledged
 * (201 with an id).
 */
async function writeUntilKilled(site: Site, killAfter: number): Promise<Map<string, number>> {
  const acknowledged = new Map<string, number>();
  let next = 0;
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const n = next++;
      try {
        const res = await fetch(`${site.baseURL}/api/contactUsMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(messageFor(n)),
        });
        if (res.status === 201) acknowledged.set(((await res.json()) as { _id: string })._id, n);
        else await res.arrayBuffer();
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  // The writers' answers arrive one by one: polled at 10 ms, the kill lands amid the next writes.
  for (const until = Date.now() + 60_000; acknowledged.size < killAfter && Date.now() < until;) await new Promise((r) => setTimeout(r, 10));
  await killHard(site);
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Every acknowledged message is present and whole; every stored message is whole. */
function expectAllWhole(rows: MessageRow[], acknowledged: Map<string, number>) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = [...acknowledged.keys()].filter((id) => !byId.has(id));
  expect(missing, `${missing.length} of ${acknowledged.size} acknowledged writes lost`).toEqual([]);
  for (const row of rows) {
    const n = Number(/^Writer (\d+)$/.exec(row.name)?.[1]);
    expect(Number.isInteger(n), `row ${row.id} has a torn name`).toBe(true);
    expect({ ...row, id: undefined }).toEqual({ ...messageFor(n), id: undefined });
    if (acknowledged.has(row.id)) expect(acknowledged.get(row.id)).toBe(n);
  }
}

describe('SIGKILL in the middle of acknowledged writes', () => {
  it('PGlite: after a restart every acknowledged write is there and no row is partial', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const site = await startSite({ DATA_DIR: dataDir });
    const acknowledged = await writeUntilKilled(site, 20);
    expect(acknowledged.size).toBeGreaterThan(5);

    // Restarted on the same folder: it comes up and serves, then the folder is read directly.
    const again = await startSite({ DATA_DIR: dataDir });
    const ok = await fetch(`${again.baseURL}/api/contactUsMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(messageFor(1_000_000)),
    });
    expect(ok.status).toBe(201);
    const after = (await ok.json()) as { _id: string };
    acknowledged.set(after._id, 1_000_000);
    await new Promise<void>((resolve) => {
      again.process.once('exit', () => resolve());
      again.process.kill('SIGTERM');
    });
    running.delete(again.process);

    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const { rows } = await client.query<MessageRow>('select id, name, email, subject, message from messages');
      expectAllWhole(rows, acknowledged);
    } finally {
      await client.close();
    }
  }, 180_000);

  it('PostgreSQL: after a restart every acknowledged write is there and no row is partial', async () => {
    const db = await createTestDatabase('postgres');
    cleanups.push(() => db.drop());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-kill-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: db.databaseUrl });
    const acknowledged = await writeUntilKilled(site, 20);
    expect(acknowledged.size).toBeGreaterThan(5);

    const again = await startSite({ DATA_DIR: dataDir, DATABASE_URL: db.databaseUrl });
    expect((await fetch(`${again.baseURL}/api/allTourPackages`)).status).toBe(200);
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<MessageRow>('select id, name, email, subject, message from messages');
      expectAllWhole(rows, acknowledged);
    } finally {
      await client.end();
    }
  }, 180_000);
});

describe('PostgreSQL stopped while the site runs', () => {
  let instance: PgInstance | undefined;
  afterAll(() => instance?.destroy());

  it('answers 503 JSON and an error page, then recovers without a restart', async () => {
    instance = await startPgInstance();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-pgdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: instance.url });
    expect((await fetch(`${site.baseURL}/api/allTourPackages`)).status).toBe(200);
    expect((await fetch(`${site.baseURL}/`)).status).toBe(200);
    // A blog nobody has read yet (the home page read the list, which is now kept in memory).
    const blogId = 'notreadyet0000000000';

    instance.stop();

    // What anonymous visitors saw a moment ago is still served from memory while the database is down.
    const cached = await fetch(`${site.baseURL}/api/allTourPackages`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    await cached.arrayBuffer();

    // Anything that needs the database answers a clear 503.
    const api = await fetch(`${site.baseURL}/api/singleBlog/${blogId}`);
    expect(api.status).toBe(503);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(await api.json()).toEqual({ error: expect.stringMatching(/unavailable/i), code: 'serviceUnavailable' });

    const write = await fetch(`${site.baseURL}/api/subcribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'while-down@example.com' }),
    });
    expect(write.status).toBe(503);
    await write.arrayBuffer();

    const page = await fetch(`${site.baseURL}/tour?where=sylhet`);
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toMatch(/<html/i);
    expect(html).toMatch(/try again/i);
    // A refused write changed nothing, so the cached list stays (only committed changes empty it).
    const still = await fetch(`${site.baseURL}/api/allTourPackages`);
    expect(still.status).toBe(200);
    expect(still.headers.get('x-cache')).toBe('HIT');
    await still.arrayBuffer();

    // The process is still alive and serving.
    expect(site.process.exitCode).toBeNull();

    instance.start();
    let status = 0;
    for (let i = 0; i < 40 && status !== 404; i++) {
      const r = await fetch(`${site.baseURL}/api/singleBlog/${blogId}`);
      status = r.status;
      await r.arrayBuffer();
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The database answers again: the blog is simply not there.
    expect(status).toBe(404);
    // Back on its notification connection, the instance dropped what it had cached: whatever was
    // announced while it was away is unknown.
    let fresh = false;
    for (let i = 0; i < 80 && !fresh; i++) {
      const r = await fetch(`${site.baseURL}/api/allTourPackages`);
      fresh = r.status === 200 && r.headers.get('x-cache') === null;
      await r.arrayBuffer();
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(fresh).toBe(true);
    expect((await fetch(`${site.baseURL}/blog`)).status).toBe(200);
    const subscribed = await fetch(`${site.baseURL}/api/subcribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-recovery@example.com' }),
    });
    expect(subscribed.status).toBe(201);
  }, 180_000);
});
