/**
 * Several instances on one PostgreSQL server behind HAProxy (deploy/haproxy.cfg), as docs/deploy.md
 * runs them: two production instances started at once on a fresh database, a local SMTP server,
 * and HAProxy in front. Checked: one migration and one seeding; an edit through A seen through B
 * within a second although B had it cached; an image uploaded through A served by B; the last
 * seats of a departure booked through both at once never oversold; a rolling restart of A under
 * load fails no request; an SMTP outage loses no e-mail; CORS from a second origin in Chromium.
 * Faults: B's notification connection dying silently (B reaches PostgreSQL through a TCP proxy
 * that can freeze a connection); SIGTERM to `npm run serve`; SIGTERM with a thousand e-mails
 * queued behind a slow SMTP server; the database cut off. What deploy/haproxy.cfg does on its own,
 * with stand-in instances, is haproxy-config.test.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { launchBrowser } from '../support/browser.ts';
import { readMailbox } from '../support/mailbox.ts';
import { freePort, waitForHttp } from '../support/net.ts';
import { waitForBalancer } from '../support/haproxy.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startSlowSmtp } from '../support/slow-smtp.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { spawnServe } from '../../scripts/serve-process.ts';

const root = process.cwd();
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
const admin = { email: 'ops@travelez.test', password: 'Ops-pass-2026' };
const partnerOrigin = { allowed: '', refused: '' };

interface Instance {
  name: string;
  databaseUrl: string;
  port: number;
  url: string;
  process: ChildProcess;
  log: string;
}

let db: TestDatabase;
let sql: pg.Client;
let dataRoot: string;
let mailDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpPort: number;
let haproxy: ChildProcess;
let lb: string;
const instances: Instance[] = [];
/** Processes a test started besides the two instances (killed at the end whatever happened). */
const extraProcesses: ChildProcess[] = [];
const extraPids: number[] = [];
let partner: http.Server;
let pgProxy: TcpProxy;
let adminCookie = '';

/** `how`: the `serve` script's server as this process's child, or `npm run serve` as a service manager runs it. */
function startInstance(name: string, port: number, how: 'node' | 'npm' = 'node', extraEnv: NodeJS.ProcessEnv = {}): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: lb,
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(dataRoot, name),
    DATABASE_URL: db.databaseUrl,
    AUTH_SECRET: 'scale-secret-scale-secret-scale-secret-0123',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_MS: '200',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: '1',
    RATE_LIMIT: 'false',
    DRAIN_SECONDS: '1.5',
    CORS_ORIGINS: partnerOrigin.allowed,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child =
    how === 'npm' ? spawn('npm', ['run', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }) : spawnServe(root, env, ['ignore', 'pipe', 'pipe']);
  const instance: Instance = { name, port, databaseUrl: env.DATABASE_URL!, url: `http://127.0.0.1:${port}`, process: child, log: '' };
  child.stdout?.on('data', (d: Buffer) => (instance.log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (instance.log += d.toString()));
  return instance;
}

async function waitReady(i: Instance) {
  const exited = new Promise<never>((_, reject) => i.process.once('exit', (code) => reject(new Error(`${i.name} exited (${code}): ${i.log}`))));
  await Promise.race([waitForHttp(`${i.url}/readyz`, 180_000), exited]);
  i.process.removeAllListeners('exit');
}

/** A page of a second origin whose script may call the site's API (CORS). */
function partnerSite(): Promise<{ server: http.Server; port: number }> {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>partner</title><p>partner site</p>');
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(os.tmpdir(), 'travelez-scale-'));
  mailDir = path.join(dataRoot, 'mail');
  db = await createTestDatabase('postgres');
  smtp = await startSmtpSink(mailDir);
  smtpPort = smtp.port;
  const p = await partnerSite();
  partner = p.server;
  partnerOrigin.allowed = `http://127.0.0.1:${p.port}`;
  partnerOrigin.refused = `http://localhost:${p.port}`;
  const [lbPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  lb = `http://127.0.0.1:${lbPort}`;
  // Both at once on the empty database: one of them migrates and seeds, the other waits.
  // B reaches PostgreSQL through a proxy that can make its connections die silently.
  pgProxy = await startTcpProxy(Number(new URL(db.databaseUrl!).port || 5432), new URL(db.databaseUrl!).hostname);
  const proxied = new URL(db.databaseUrl!);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(pgProxy.port);
  instances.push(startInstance('a', portA), startInstance('b', portB, 'node', { DATABASE_URL: proxied.toString() }));
  await Promise.all(instances.map(waitReady));
  haproxy = spawn('/usr/sbin/haproxy', ['-f', path.join(root, 'deploy/haproxy.cfg'), '-db'], {
    env: { ...process.env, TRAVELEZ_BIND: `127.0.0.1:${lbPort}`, TRAVELEZ_INSTANCE_A: `127.0.0.1:${portA}`, TRAVELEZ_INSTANCE_B: `127.0.0.1:${portB}` },
    stdio: 'ignore',
  });
  await waitForBalancer(lb);
  sql = new pg.Client({ connectionString: db.databaseUrl });
  await sql.connect();
  const signIn = await fetch(`${instances[0]!.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: lb },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  adminCookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}, 300_000);

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  for (const i of instances) i.process.kill('SIGKILL');
  for (const p of extraProcesses) p.kill('SIGKILL');
  for (const pid of extraPids.filter(alive)) process.kill(pid, 'SIGKILL');
  partner?.close();
  await pgProxy?.close();
  await sql?.end().catch(() => {});
  await smtp?.close().catch(() => {});
  await db?.drop().catch(() => {});
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

/** Every process below `pid` (children, their children...). */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const pairs = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const walk = (parent: number) => {
    for (const [child, ppid] of pairs) {
      if (ppid !== parent) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** GET from one instance as the balancer forwards it: with the public Host (the cache keys on it). */
function viaHost(instance: Instance, pathname: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: instance.port, path: pathname, headers: { host: new URL(lb).host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const asAdmin = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: adminCookie, origin: lb, 'content-type': 'application/json' },
});

/**
 * An edit or a sign-out through one instance reaches the other through PostgreSQL's notifications:
 * about 0.1 s here (each test prints its figure). The bound is what a busy machine still meets;
 * without the notification the other instance would keep its copy for a minute.
 */
const notifiedWithinMs = 5_000;

describe('two instances behind HAProxy on one PostgreSQL', () => {
  it('started together on an empty database, they migrated and seeded it once', async () => {
    const packages = await sql.query<{ n: number }>('select count(*)::int as n from tour_packages');
    expect(packages.rows[0]!.n).toBe(24);
    const migrations = await sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0]!.n).toBeGreaterThanOrEqual(5);
    expect((await sql.query<{ n: number }>("select count(*)::int as n from users where email = 'ops@travelez.test'")).rows[0]!.n).toBe(1);
  });

  it('an edit through A is seen through B at once (its figure printed), although B had it cached', async () => {
    const [a, b] = instances as [Instance, Instance];
    const list = (await (await fetch(`${b.url}/api/allTourPackages`)).json()) as Record<string, unknown>[];
    const pkg = list[0]!;
    const url = `/api/singleTourPackage/${pkg._id}`;
    await viaHost(b, url);
    expect((await viaHost(b, url)).cache).toBe('HIT');
    const { _id, slug: _s, reviewCount: _r, ...body } = pkg;
    const started = Date.now();
    const put = await fetch(
      `${a.url}/api/tourPackages/${_id}`,
      asAdmin({ method: 'PUT', body: JSON.stringify({ ...body, packageName: 'Renamed through A' }) }),
    );
    expect(put.status).toBe(200);
    let seen = 0;
    while (Date.now() - started < notifiedWithinMs + 1_000) {
      const now = JSON.parse((await viaHost(b, url)).body) as { packageName: string };
      if (now.packageName === 'Renamed through A') {
        seen = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.info(`[scale] edit through A seen through B after ${seen} ms`);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(notifiedWithinMs);
  });

  it('signed in (no response cache), an edit through A is seen through B at once, although B read it from memory', async () => {
    const [a, b] = instances as [Instance, Instance];
    const pkg = ((await (await fetch(`${b.url}/api/allTourPackages`)).json()) as Record<string, unknown>[])[1]!;
    const url = `${b.url}/api/singleTourPackage/${pkg._id}`;
    const read = async () => (await (await fetch(url, asAdmin())).json()) as { packageName: string };
    await read();
    await read();
    const { _id, slug: _s, reviewCount: _r, ...body } = pkg;
    const started = Date.now();
    const put = await fetch(
      `${a.url}/api/tourPackages/${_id}`,
      asAdmin({ method: 'PUT', body: JSON.stringify({ ...body, packageName: 'Renamed for the signed in' }) }),
    );
    expect(put.status).toBe(200);
    let seen = 0;
    while (Date.now() - started < notifiedWithinMs + 1_000) {
      if ((await read()).packageName === 'Renamed for the signed in') {
        seen = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.info(`[scale] signed-in read through B saw the edit through A after ${seen} ms`);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(notifiedWithinMs);
  });

  it('a signed-in tour page through B shows an edit through A at once, although B rendered it before', async () => {
    const [a, b] = instances as [Instance, Instance];
    const pkg = ((await (await fetch(`${b.url}/api/allTourPackages`)).json()) as Record<string, unknown>[])[2]!;
    const page = async () => (await fetch(`${b.url}/singleTour/${String(pkg._id)}`, asAdmin())).text();
    // B has read the package (its read cache holds it) before the edit.
    expect(await page()).toContain(String(pkg.packageName));
    expect(await page()).toContain(String(pkg.packageName));
    const { _id, slug: _s, reviewCount: _r, ...body } = pkg;
    const started = Date.now();
    const put = await fetch(
      `${a.url}/api/tourPackages/${String(_id)}`,
      asAdmin({ method: 'PUT', body: JSON.stringify({ ...body, overView: 'An overview edited through A.' }) }),
    );
    expect(put.status).toBe(200);
    let seen = 0;
    while (Date.now() - started < notifiedWithinMs + 1_000) {
      if ((await page()).includes('An overview edited through A.')) {
        seen = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.info(`[scale] a tour page through B showed the edit through A after ${seen} ms`);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(notifiedWithinMs);
  });

  it('a session signed out through A is refused by B at once, although B knew it', async () => {
    const [a, b] = instances as [Instance, Instance];
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: lb },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const bookingsThroughB = async () => (await fetch(`${b.url}/api/bookTour`, { headers: { cookie, origin: lb } })).status;
    expect(await bookingsThroughB()).toBe(200);
    expect(await bookingsThroughB()).toBe(200);
    const started = Date.now();
    const out = await fetch(`${a.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: lb, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    let refused = -1;
    while (Date.now() - started < notifiedWithinMs + 1_000) {
      if ((await bookingsThroughB()) === 401) {
        refused = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.info(`[scale] sign-out through A refused by B after ${refused} ms`);
    expect(refused).toBeGreaterThanOrEqual(0);
    expect(refused).toBeLessThan(notifiedWithinMs);
    // The other session of the same account is still good.
    expect((await fetch(`${b.url}/api/bookTour`, asAdmin())).status).toBe(200);
  });

  it("when B's notification connection dies silently, B drops what it cached and shows edits and sign-outs through A within seconds", async () => {
    const [a, b] = instances as [Instance, Instance];
    const pkg = ((await (await fetch(`${b.url}/api/allTourPackages`)).json()) as Record<string, unknown>[])[3]!;
    const url = `/api/singleTourPackage/${String(pkg._id)}`;
    await viaHost(b, url);
    expect((await viaHost(b, url)).cache).toBe('HIT');
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: lb },
      body: JSON.stringify(admin),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const bookingsThroughB = async () => (await fetch(`${b.url}/api/bookTour`, { headers: { cookie, origin: lb } })).status;
    expect(await bookingsThroughB()).toBe(200);
    expect(await bookingsThroughB()).toBe(200);
    // Only the connection that listens: B's queries keep working, its notifications stop.
    expect(pgProxy.freeze((c) => c.sent.includes('LISTEN travelez_changes'))).toBe(1);
    const started = Date.now();
    const { _id, slug: _s, reviewCount: _r, ...body } = pkg;
    const put = await fetch(
      `${a.url}/api/tourPackages/${String(_id)}`,
      asAdmin({ method: 'PUT', body: JSON.stringify({ ...body, packageName: 'Renamed while B was deaf' }) }),
    );
    expect(put.status).toBe(200);
    const out = await fetch(`${a.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: lb, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    let [edit, signOut] = [-1, -1];
    while (Date.now() - started < 20_000 && (edit < 0 || signOut < 0)) {
      if (edit < 0 && (JSON.parse((await viaHost(b, url)).body) as { packageName: string }).packageName === 'Renamed while B was deaf')
        edit = Date.now() - started;
      if (signOut < 0 && (await bookingsThroughB()) === 401) signOut = Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    console.info(`[scale] B's notification connection frozen: the edit through A seen through B after ${edit} ms, the sign-out after ${signOut} ms`);
    expect(edit).toBeGreaterThanOrEqual(0);
    expect(signOut).toBeGreaterThanOrEqual(0);
    // About 3 s here (the heartbeat's period and timeout); the bound leaves room for a busy machine.
    expect(Math.max(edit, signOut)).toBeLessThan(15_000);
  }, 60_000);

  it('an image uploaded through A is served by B', async () => {
    const [a, b] = instances as [Instance, Instance];
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new File([png as Uint8Array<ArrayBuffer>], 'scale.png', { type: 'image/png' }));
    const res = await fetch(`${a.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie: adminCookie, origin: lb } });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${b.url}${new URL(url, b.url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('the last seats of a departure, booked through both at once, are never oversold', async () => {
    const packages = (await (await fetch(`${lb}/api/allTourPackages`)).json()) as { _id: string }[];
    const made = await fetch(
      `${lb}/api/departures`,
      asAdmin({ method: 'POST', body: JSON.stringify({ packageId: packages[5]!._id, date: addDays(dhakaDate(), 300), seats: 4 }) }),
    );
    expect(made.status).toBe(201);
    const departure = (await made.json()) as { _id: string; date: string };
    const book = (i: number) =>
      fetch(
        `${instances[i % 2]!.url}/api/bookTour`,
        asAdmin({
          method: 'POST',
          body: JSON.stringify({
            packageId: packages[5]!._id,
            departureId: departure._id,
            fullName: `Racer ${i}`,
            email: `racer${i}@example.com`,
            phone: '+880 1711 000111',
            address: 'House 1',
            city: 'Dhaka',
            travellers: 1,
            cardName: 'RACER',
            cardNumber: '4242 4242 4242 4242',
            cvc: '123',
            expireDate: '12/2035',
          }),
        }),
      ).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => book(i)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(26);
    const row = await sql.query<{ seats_taken: number }>('select seats_taken from departures where id = $1', [departure._id]);
    expect(row.rows[0]!.seats_taken).toBe(4);
  });

  it('a booking sent again with its Idempotency-Key through the other instance answers the same booking, with or without its travel date', async () => {
    const packages = (await (await fetch(`${lb}/api/allTourPackages`)).json()) as { _id: string }[];
    const date = addDays(dhakaDate(), 301);
    const made = await fetch(`${lb}/api/departures`, asAdmin({ method: 'POST', body: JSON.stringify({ packageId: packages[6]!._id, date, seats: 10 }) }));
    expect(made.status).toBe(201);
    const departure = (await made.json()) as { _id: string };
    const key = `scale-replay-${Date.now()}`;
    // As the wizard sends it: the departure, no travel date; then the same again through B, once
    // more with the travel date the departure has.
    const body = (extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        packageId: packages[6]!._id,
        departureId: departure._id,
        fullName: 'Replay Rahman',
        email: 'replay@example.com',
        phone: '+880 1711 000222',
        address: 'House 2',
        city: 'Dhaka',
        travellers: 2,
        cardName: 'REPLAY',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/2035',
        ...extra,
      });
    const send = (i: number, extra?: Record<string, unknown>) =>
      fetch(`${instances[i]!.url}/api/bookTour`, asAdmin({ method: 'POST', body: body(extra), headers: { 'idempotency-key': key } }));
    const first = await send(0);
    expect(first.status).toBe(201);
    const id = ((await first.json()) as { _id: string })._id;
    for (const again of [await send(1), await send(1, { travelDate: date }), await send(0, { travelDate: date })]) {
      expect(again.status).toBe(200);
      expect(((await again.json()) as { _id: string })._id).toBe(id);
    }
    const stored = await sql.query<{ n: number }>('select count(*)::int as n from bookings where departure_id = $1', [departure._id]);
    expect(stored.rows[0]!.n).toBe(1);
    const row = await sql.query<{ seats_taken: number }>('select seats_taken from departures where id = $1', [departure._id]);
    expect(row.rows[0]!.seats_taken).toBe(2);
  });

  it('a rolling restart of A under load through HAProxy fails no request', async () => {
    const failures: string[] = [];
    let requests = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${lb}/api/allTourPackages`, { headers: { 'cache-control': 'no-cache', cookie: 'x=1' } });
          await res.arrayBuffer();
          requests++;
          if (res.status !== 200) failures.push(`HTTP ${res.status}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const started = Date.now();
    const load = Array.from({ length: 6 }, worker);
    // Under way on both instances before the restart, and for as many requests after it.
    const requestsBeyond = async (count: number) => {
      for (const until = Date.now() + 30_000; requests < count && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    };
    await requestsBeyond(60);
    const a = instances[0]!;
    const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve));
    a.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    const restarted = startInstance('a', a.port);
    instances[0] = restarted;
    await waitReady(restarted);
    await requestsBeyond(requests + 120);
    stop = true;
    await Promise.all(load);
    console.info(`[scale] rolling restart: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failed`);
    expect(requests).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('SIGTERM to `npm run serve` stops the server itself: the port is free within DRAIN_SECONDS plus the grace, no process left', async () => {
    const port = await freePort();
    const served = startInstance('npm-serve', port, 'npm');
    extraProcesses.push(served.process);
    await waitReady(served);
    const family = descendants(served.process.pid!);
    extraPids.push(...family);
    expect(family.length).toBeGreaterThan(0);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => served.process.once('exit', resolve));
    served.process.kill('SIGTERM');
    await exited;
    let freeAfter = -1;
    while (Date.now() - started < 15_000) {
      if (!(await answers(port)) && family.every((pid) => !alive(pid))) {
        freeAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.info(`[scale] npm run serve: port free and every process gone ${freeAfter} ms after SIGTERM to npm`);
    // DRAIN_SECONDS is 1.5 here; the shutdown's grace is 10 s.
    expect(freeAfter).toBeGreaterThanOrEqual(0);
    expect(freeAfter).toBeLessThan(1_500 + 10_000);
    expect(family.filter(alive)).toEqual([]);
  }, 120_000);

  it('with the SMTP server down for a while, no e-mail is lost: they arrive once it is back', async () => {
    await smtp.close();
    const stamp = Date.now();
    const addresses = Array.from({ length: 5 }, (_, i) => `outage${i}-${stamp}@example.com`);
    for (const [i, email] of addresses.entries()) {
      const res = await fetch(`${instances[i % 2]!.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lb },
        body: JSON.stringify({ name: 'Outage Test', email, password: 'secret-1234' }),
      });
      expect(res.status).toBe(200);
    }
    // The workers try them while the SMTP server is down: each fails and waits, queued.
    const tried = async () =>
      (
        await sql.query<{ n: number }>(
          "select count(*)::int as n from mail_queue where status = 'pending' and last_error is not null and recipients::text like $1",
          [`%-${stamp}@%`],
        )
      ).rows[0]!.n;
    await expect.poll(tried, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    smtp = await startSmtpSink(mailDir, smtpPort);
    const deadline = Date.now() + 20_000;
    let received: string[] = [];
    while (Date.now() < deadline) {
      received = (await readMailbox(mailDir)).map((m) => m.to);
      if (addresses.every((a) => received.some((to) => to.includes(a)))) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const a of addresses)
      expect(
        received.filter((to) => to.includes(a)),
        a,
      ).toHaveLength(1);
  }, 60_000);

  it('an instance killed while sending a batch over a slow SMTP server: once its claim has run out, at most the message in flight is sent twice', async () => {
    await smtp.close();
    const slow = await startSlowSmtp(700, smtpPort);
    const run = `dying${Date.now()}`;
    try {
      await sql.query(
        `insert into mail_queue (id, recipients, subject, text, html)
         select '${run}' || g, jsonb_build_array('${run}-' || g || '@example.com'), 'Dying', 'Hello', '<p>Hello</p>' from generate_series(1, 8) g`,
      );
      const mine = () => slow.accepted.filter((to) => to.includes(run));
      const deadline = Date.now() + 15_000;
      while (mine().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(mine().length).toBeGreaterThanOrEqual(3);
      // Whichever instance claimed the batch dies without a word (both, to be sure to hit it).
      const bProxyUrl = instances[1]!.databaseUrl;
      for (const i of instances) {
        const exited = new Promise((resolve) => i.process.once('exit', resolve));
        i.process.kill('SIGKILL');
        await exited;
      }
      const sentBeforeDeath = mine().length;
      // Its claim's lease (2 minutes) has run out, as if that much time had passed.
      await sql.query(`update mail_queue set locked_until = now() where id like '${run}%' and status = 'sending'`);
      slow.delayMs = 0;
      instances[0] = startInstance('a', instances[0]!.port);
      instances[1] = startInstance('b', instances[1]!.port, 'node', { DATABASE_URL: bProxyUrl });
      await Promise.all(instances.map(waitReady));
      const until = Date.now() + 20_000;
      const all = () => Array.from({ length: 8 }, (_, n) => mine().filter((to) => to.includes(`${run}-${n + 1}@`)).length);
      while (all().some((n) => n === 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      // Until every message of the batch is marked sent: none is claimed or due any more, so no
      // second copy can still be on its way.
      const unsent = async () =>
        (await sql.query<{ n: number }>(`select count(*)::int as n from mail_queue where id like '${run}%' and status <> 'sent'`)).rows[0]!.n;
      await expect.poll(unsent, { timeout: 20_000 }).toBe(0);
      const counts = all();
      console.info(`[scale] killed after ${sentBeforeDeath} of 8 accepted by a slow SMTP server: deliveries per message ${counts.join(' ')}`);
      expect(counts.every((n) => n >= 1)).toBe(true);
      expect(counts.filter((n) => n > 1).length).toBeLessThanOrEqual(1);
    } finally {
      await slow.close();
      smtp = await startSmtpSink(mailDir, smtpPort);
    }
  }, 120_000);

  it('SIGTERM with a thousand e-mails queued and a slow SMTP server: the instance is gone within DRAIN_SECONDS plus the grace, the rest stays queued', async () => {
    await smtp.close();
    const slow = await startSlowSmtp(30, smtpPort);
    try {
      await sql.query(
        `insert into mail_queue (id, recipients, subject, text, html)
         select 'bulk' || g, jsonb_build_array('bulk' || g || '@example.com'), 'Bulk', 'Hello', '<p>Hello</p>' from generate_series(1, 1000) g`,
      );
      // Both workers busy with the queue.
      const deadline = Date.now() + 10_000;
      while (slow.accepted.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(slow.accepted.length).toBeGreaterThanOrEqual(10);
      const a = instances[0]!;
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve));
      a.process.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 30_000))]);
      const tookMs = Date.now() - started;
      const left = await sql.query<{ n: number }>("select count(*)::int as n from mail_queue where subject = 'Bulk' and status = 'pending'");
      console.info(
        `[scale] SIGTERM with 1000 e-mails queued: exited (${code}) after ${tookMs} ms; ${slow.accepted.length} sent, ${left.rows[0]!.n} still queued`,
      );
      expect(code).toBe(0);
      // DRAIN_SECONDS is 1.5 here, the grace 10 s.
      expect(tookMs).toBeLessThan(1_500 + 10_000);
      expect(left.rows[0]!.n).toBeGreaterThan(0);
      const restarted = startInstance('a', a.port);
      instances[0] = restarted;
      await waitReady(restarted);
    } finally {
      await sql.query("delete from mail_queue where subject = 'Bulk'");
      await slow.close();
      smtp = await startSmtpSink(mailDir, smtpPort);
    }
  }, 120_000);

  it('with the database cut off, both instances stay in the balancer: cached anonymous pages answer, the rest a clear 503; all recovers', async () => {
    const name = new URL(db.databaseUrl!).pathname.slice(1);
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    // The test's own connection to the database is cut too: it is opened again afterwards.
    sql.on('error', () => {});
    const get = (pathname: string, cookie?: string) =>
      fetch(`${lb}${pathname}`, { headers: cookie ? { cookie, origin: lb } : {} }).then(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
        type: r.headers.get('content-type') ?? '',
        body: await r.text(),
      }));
    try {
      // The home page in both instances' caches (asked of each: one may just be back in rotation).
      for (const i of instances) {
        await viaHost(i, '/');
        expect((await viaHost(i, '/')).cache).toBe('HIT');
      }
      const before = await get('/dashboard', adminCookie);
      expect(before.status, before.body.slice(0, 300)).toBe(200);
      await server.query(`alter database ${name} allow_connections false`);
      await server.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      // Long enough for the balancer's checks to have taken the instances out, had they failed.
      await new Promise((r) => setTimeout(r, 4_000));
      for (let i = 0; i < 4; i++) {
        const home = await get('/');
        expect(home.status, home.body.slice(0, 200)).toBe(200);
        expect(home.body).toContain('Travelez');
      }
      for (let i = 0; i < 2; i++) {
        const page = await get('/dashboard', adminCookie);
        expect(page.status).toBe(503);
        expect(page.retryAfter).toMatch(/^\d+$/);
        expect(page.type).toMatch(/text\/html/);
        expect(page.body).toContain('Temporarily unavailable');
        expect(page.body).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">/);
        expect(page.body).not.toMatch(/at .+\.(ts|js):\d+|error:/i);
        const api = await get('/api/bookTour', adminCookie);
        expect(api.status).toBe(503);
        expect(api.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(api.body)).toEqual({ error: expect.stringMatching(/unavailable/), code: 'serviceUnavailable' });
      }
      // Ready (in the balancer), with the database reported apart.
      for (const i of instances) expect(await (await fetch(`${i.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'unavailable' });
    } finally {
      await server.query(`alter database ${name} allow_connections true`);
      await server.end();
      sql = new pg.Client({ connectionString: db.databaseUrl });
      await sql.connect();
    }
    const restored = Date.now();
    let recovered = -1;
    while (Date.now() - restored < 20_000) {
      const [page, api] = await Promise.all([get('/dashboard', adminCookie), get('/api/bookTour', adminCookie)]);
      if (page.status === 200 && api.status === 200) {
        recovered = Date.now() - restored;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    console.info(`[scale] database back: signed-in pages and the API answer again after ${recovered} ms`);
    expect(recovered).toBeGreaterThanOrEqual(0);
    for (const i of instances) expect(await (await fetch(`${i.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'ok' });
  }, 90_000);

  it('CORS: a listed origin reads the catalogue in Chromium; another origin is refused by the browser', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const read = async (origin: string) => {
        await page.goto(origin);
        return page.evaluate(async (api) => {
          try {
            const res = await fetch(`${api}/api/allTourPackages`);
            return `ok ${((await res.json()) as unknown[]).length}`;
          } catch (error) {
            return `refused ${(error as Error).name}`;
          }
        }, lb);
      };
      expect(await read(partnerOrigin.allowed)).toBe('ok 24');
      expect(await read(partnerOrigin.refused)).toMatch(/^refused/);
    } finally {
      await browser.close();
    }
  });
});
