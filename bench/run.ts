/**
 * `npm run bench`: builds the site, starts the production server on a temporary DATA_DIR seeded
 * with 100 packages and 100 blogs (PGlite, and a fresh PostgreSQL database beside it), measures it
 * with autocannon against a bare node:http server that sends the identical bytes, and prints one
 * table. First what the anonymous response cache serves, then each database with the cache off:
 * anonymous pages, a signed-in tour page and the booking POST, with the queries each request
 * takes (Server-Timing) and the server's memory; the signed-in tour page's rate against /about's
 * (the lean-page goal); each page's weight (the scripts of / in gzip) and Lighthouse.
 * docs/performance.md explains how to read it.
 * Offline; a few minutes on 2 cores.
 *
 * Options: --skip-build (reuse .build-bench), --duration=<s> per measurement (default 5),
 * --connections=<n> (default 10), --no-postgres, --no-lighthouse (the Lighthouse step runs only when
 * the npm package lighthouse is installed; see bench/lighthouse.ts), --lighthouse-runs=<n> (default
 * 3, the median run is shown), --lighthouse-direct (Lighthouse on the server itself, HTTP/1.1, instead of
 * through deploy/haproxy.cfg with TLS and HTTP/2 as deployed: bench/tls-front.ts), --no-load (page weights and Lighthouse only, no load measurements),
 * --server-flags="--flag=1 --other" (Node flags added to the `serve` script's through NODE_OPTIONS, so
 * only flags NODE_OPTIONS accepts: to weigh a setting),
 * --no-first-start (skip the first-start memory row: the server on an empty DATA_DIR seeding itself),
 * --first-start-only (only that row, after the build),
 * --only=<text>[,<text>] (only the uncached rows whose name holds one, e.g. --only=bookTour, or
 * --only=/about,/singleTour for the lean-page row: to weigh a change).
 * PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { migrate, openDatabase } from '../db/client.server.ts';
import { seedDemoContent } from '../db/seed/seed.server.ts';
import { demoImageStorer, imageStoreFor } from '../server/images/store.server.ts';
import { spawnServe } from '../scripts/serve-process.ts';
import { benchAdmin, bookingBody } from './booking.ts';
import { formatFirstStart, measureFirstStart, type FirstStart } from './first-start.ts';
import { formatLighthouse, runLighthouse, type BrowserPage, type LighthouseRow } from './lighthouse.ts';
import { formatSeo, runSeoCheck } from './seo.ts';
import { startTlsFront } from './tls-front.ts';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const node = path.join(root, 'node_modules/.bin/node');
const args = new Map(
  process.argv.slice(2).map((a) => {
    // Split at the first '=' only: a value may hold more (--server-flags=--x=1).
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k!, v.length ? v.join('=') : 'true'];
  }),
);
const duration = Number(args.get('duration') ?? 5);
const noLoad = args.has('no-load');
const only = args.get('only');
const connections = Number(args.get('connections') ?? 10);
const buildDir = path.join(root, '.build-bench');
/**
 * The booking POST's goal: three times its share of the bare server before the booking path was
 * made fast, with p50 under 25 ms. "Before" was measured with this bench on the same machine, on
 * the commit before that work began (docs/performance.md, the targets).
 */
const bookingShareBefore = { PGlite: 0.006, PostgreSQL: 0.008 } as const;
const admin = benchAdmin;
const started = Date.now();
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<unknown>)[] = [];

function log(message: string) {
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = http.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP request with no Accept-Encoding (what autocannon sends too). */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await raw(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

interface Site {
  kind: 'PGlite' | 'PostgreSQL';
  baseURL: string;
  child: ChildProcess;
  /** Resident memory a second after start-up, before any load (MB). */
  idleRss: number;
  /** The largest resident memory seen while under load (MB). */
  peakRss: number;
}

const peaks = new Map<string, number>();

/** Node flags for this run besides the `serve` script's own. */
const extraNodeOptions = [process.env.NODE_OPTIONS, args.get('server-flags')].filter(Boolean).join(' ');

/**
 * The production server on `dataDir` (PGlite) or `databaseUrl`, with `SERVER_TIMING=true` (each
 * answer says how many queries it took) and the anonymous response cache on or off.
 */
async function startSite(kind: Site['kind'], dataDir: string, databaseUrl: string, cache: boolean): Promise<Site> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawnServe(
    root,
    {
      ...process.env,
      NODE_OPTIONS: extraNodeOptions,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      RESPONSE_CACHE: String(cache),
      SERVER_TIMING: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  children.add(child);
  await waitFor(`${baseURL}/api/allTourPackages`, child);
  await new Promise((r) => setTimeout(r, 1000));
  return { kind, baseURL, child, idleRss: rssMb(child.pid), peakRss: peaks.get(kind) ?? 0 };
}

async function stopSite(site: Site) {
  peaks.set(site.kind, Math.max(peaks.get(site.kind) ?? 0, site.peakRss));
  const exited = new Promise((r) => site.child.once('exit', r));
  site.child.kill('SIGINT');
  await exited;
  children.delete(site.child);
}

async function seed(options: { pgliteDir?: string; databaseUrl?: string; uploadsDir: string; renderImages: boolean }) {
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    const store = imageStoreFor({ databaseUrl: options.databaseUrl, uploadsDir: options.uploadsDir }, handle.db);
    return await seedDemoContent(handle.db, { scaleTo: 100, storeImage: options.renderImages ? demoImageStorer(store) : undefined });
  } finally {
    await handle.close();
  }
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One kind of request: GET a path, or POST bodies in turn (each booking takes another departure). */
interface Probe {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  bodies?: string[];
}

function requestsOf(probe: Probe): NonNullable<Options['requests']> {
  const method = probe.method ?? 'GET';
  const bodies = probe.bodies;
  if (!bodies?.length) return [{ method, path: probe.path, headers: probe.headers ?? {} }];
  let next = 0;
  return [
    {
      method,
      path: probe.path,
      headers: probe.headers ?? {},
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }),
    },
  ];
}

function combine(results: Result[]): Measure {
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0) / results.length,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
}

/**
 * The site and the bare server sending the same bytes, measured in alternation (3 rounds each,
 * after a warm-up of each), so that a change in the machine's load (other processes) falls on
 * both sides alike: the ratio stays meaningful on a busy machine. The bare server answers
 * `barePrefix + path`.
 */
async function compare(site: Site, bareURL: string, probe: Probe, barePrefix: string): Promise<{ site: Measure; bare: Measure }> {
  const rounds = 3;
  const slice = Math.max(1, Math.round(duration / rounds));
  const timer = setInterval(() => (site.peakRss = Math.max(site.peakRss, rssMb(site.child.pid))), 250);
  const siteRun = (seconds: number) => autocannon({ url: site.baseURL, connections, duration: seconds, requests: requestsOf(probe) });
  const bareRun = (seconds: number) =>
    autocannon({ url: bareURL, connections, duration: seconds, requests: requestsOf({ ...probe, path: `${barePrefix}${probe.path}` }) });
  try {
    await siteRun(1);
    await bareRun(1);
    const siteResults: Result[] = [];
    const bareResults: Result[] = [];
    for (let i = 0; i < rounds; i++) {
      siteResults.push(await siteRun(slice));
      bareResults.push(await bareRun(slice));
    }
    return { site: combine(siteResults), bare: combine(bareResults) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The lean-page goal: with the response cache off, a signed-in tour page answers at
 * least 35 % of the rate of /about, the framework floor. Both on the same server, measured in
 * alternation (3 rounds each after the rows' warm-up) so that the machine's load falls on both alike.
 */
const leanPageGoal = 0.35;

async function leanPageRatio(site: Site, about: Probe, tour: Probe): Promise<{ about: Measure; tour: Measure }> {
  const rounds = 3;
  const slice = Math.max(1, Math.round(duration / rounds));
  const run = (probe: Probe) => autocannon({ url: site.baseURL, connections, duration: slice, requests: requestsOf(probe) });
  const aboutResults: Result[] = [];
  const tourResults: Result[] = [];
  for (let i = 0; i < rounds; i++) {
    aboutResults.push(await run(about));
    tourResults.push(await run(tour));
  }
  return { about: combine(aboutResults), tour: combine(tourResults) };
}

/**
 * How many database queries one such request takes (the site's Server-Timing header), in the
 * steady state: the second of two requests in a row (the first may fill the read cache).
 */
async function queriesOf(site: Site, probe: Probe): Promise<number | undefined> {
  await raw(`${site.baseURL}${probe.path}`, { method: probe.method ?? 'GET', headers: probe.headers ?? {}, body: probe.bodies?.[1] ?? probe.bodies?.[0] });
  const r = await raw(`${site.baseURL}${probe.path}`, { method: probe.method ?? 'GET', headers: probe.headers ?? {}, body: probe.bodies?.[0] });
  const timing = String(r.headers['server-timing'] ?? '');
  const n = /db;desc="(\d+) queries"/.exec(timing)?.[1];
  return n === undefined ? (r.status < 400 ? 0 : undefined) : Number(n);
}

/** A row's goal: a share of the bare server, or (bookings) a share with a p50 ceiling. */
interface Target {
  ratio: number;
  p50Ms?: number;
}

interface Row {
  what: string;
  site?: Measure;
  bare?: Measure;
  target?: Target;
  queries?: number | undefined;
  note?: string;
}

function met(r: Row): boolean | undefined {
  if (!r.target || !r.site || !r.bare) return undefined;
  return r.site.rps / r.bare.rps >= r.target.ratio && (r.target.p50Ms === undefined || r.site.p50 < r.target.p50Ms);
}

function formatTable(rows: Row[]): string {
  const header = ['measurement', 'site req/s', 'bare req/s', 'ratio', 'target', 'p50 ms', 'p99 ms', 'queries', 'note'];
  const lines = rows.map((r) => {
    const ratio = r.site && r.bare ? r.site.rps / r.bare.rps : undefined;
    const failed = r.site && (r.site.non2xx > 0 || r.site.errors > 0) ? ` ${r.site.non2xx} non-2xx, ${r.site.errors} errors` : '';
    const target = r.target
      ? `${met(r) ? 'ok' : 'MISS'} >=${+(r.target.ratio * 100).toFixed(1)}%${r.target.p50Ms !== undefined ? `, p50<${r.target.p50Ms}` : ''}`
      : '-';
    return [
      r.what,
      r.site ? r.site.rps.toFixed(0) : '-',
      r.bare ? r.bare.rps.toFixed(0) : '-',
      ratio !== undefined ? `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%` : '-',
      target,
      r.site ? String(r.site.p50) : '-',
      r.site ? String(r.site.p99) : '-',
      r.queries === undefined ? '-' : String(r.queries),
      `${r.note ?? ''}${failed}`.trim(),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

interface Weight {
  page: string;
  html: number;
  js: number;
  /** The same scripts as the server sends them to a browser that accepts gzip only. */
  jsGzip: number;
  scripts: number;
  css: number;
}

/** Bytes of `url`'s body as the server sends it with `Accept-Encoding: gzip` (its precompressed `.gz`). */
async function gzipBytes(url: string): Promise<number> {
  const r = await raw(url, { headers: { 'accept-encoding': 'gzip' } });
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  return r.body.length;
}

/**
 * The HTML, JavaScript and CSS a page makes the browser download (bytes on the wire, compressed as
 * Chromium asks: brotli where it may). The site's stylesheet is one linked file (app/root.tsx),
 * counted as CSS. Every script the page loaded until the network was idle (modulepreloads, the
 * entry, route chunks, anything loaded lazily by then) is also weighed as gzip, the goal's measure.
 */
async function pageWeights(baseURL: string, pages: BrowserPage[]): Promise<Weight[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const out: Weight[] = [];
    for (const { path: p, cookie } of pages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, extraHTTPHeaders: cookie ? { cookie } : {} });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; bytes: number }>[] = [];
      const scripts = new Set<string>();
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type === 'script') scripts.add(request.url());
        if (type === 'document' || type === 'script' || type === 'stylesheet') {
          sizes.push(request.sizes().then((s) => ({ type, bytes: s.responseBodySize + s.responseHeadersSize })));
        }
      });
      await page.goto(`${baseURL}${p}`, { waitUntil: 'networkidle' });
      if (page.url() !== `${baseURL}${p}`) throw new Error(`${p} ended on ${page.url()}`);
      const all = await Promise.all(sizes);
      const gzipped = await Promise.all([...scripts].map(gzipBytes));
      out.push({
        page: cookie ? `${p} (signed in)` : p,
        html: all.filter((s) => s.type === 'document').reduce((n, s) => n + s.bytes, 0),
        js: all.filter((s) => s.type === 'script').reduce((n, s) => n + s.bytes, 0),
        jsGzip: gzipped.reduce((n, b) => n + b, 0),
        scripts: scripts.size,
        css: all.filter((s) => s.type === 'stylesheet').reduce((n, s) => n + s.bytes, 0),
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function postgresUrl(): Promise<string | undefined> {
  if (args.has('no-postgres')) return undefined;
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    log(`PostgreSQL at ${server} unreachable (${(error as Error).message}): PostgreSQL rows skipped`);
    return undefined;
  }
  const name = `travelez_bench_${randomBytes(5).toString('hex')}`;
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Days ahead of the next departure the bench adds (one package has one departure per date). */
let nextDay = 400;

/** Adds a departure of `packageId` with `seats` seats (admin) on a date not used yet; its id. */
async function departure(baseURL: string, headers: Record<string, string>, packageId: string, seats: number): Promise<string> {
  const date = new Date(Date.now() + nextDay++ * 86_400_000).toISOString().slice(0, 10);
  const res = await raw(`${baseURL}/api/departures`, { method: 'POST', headers, body: JSON.stringify({ packageId, date, seats }) });
  if (res.status !== 201) throw new Error(`could not add a departure: HTTP ${res.status} ${res.body.toString()}`);
  return (JSON.parse(res.body.toString()) as { _id: string })._id;
}

/** 50 bookings at once for a departure with 4 seats: how long until all are answered, and how many were sold. */
async function race(kind: string, baseURL: string, headers: Record<string, string>, packageId: string): Promise<Row> {
  const id = await departure(baseURL, headers, packageId, 4);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, () => raw(`${baseURL}/api/bookTour`, { method: 'POST', headers, body: bookingBody(packageId, id) }).then((r) => r.status)),
  );
  const ms = performance.now() - started;
  const sold = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 409).length;
  log(`race (${kind}): ${sold} sold, ${refused} refused in ${ms.toFixed(0)} ms`);
  return {
    what: `50 bookings at once, 4 seats (${kind})`,
    note: `settled in ${ms.toFixed(0)} ms; sold ${sold} of 4, ${refused} answered 409${sold === 4 ? '' : ' — OVERSOLD OR UNDERSOLD'}`,
  };
}

async function signIn(site: Site): Promise<string | undefined> {
  const res = await raw(`${site.baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseURL },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) {
    log(`sign-in on the ${site.kind} site answered HTTP ${res.status}: signed-in rows not measured`);
    return undefined;
  }
  return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Starts the bare server on the recorded answers; its URL and a stop function. */
async function startBare(recorded: Record<string, { status: number; type: string; body: string }>, dataDir: string) {
  const file = path.join(dataDir, `recorded-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, JSON.stringify(recorded));
  const port = await freePort();
  const bare = spawn(node, ['bench/bare-server.ts', String(port), file], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(bare);
  await new Promise<void>((resolve, reject) => {
    bare.once('message', () => resolve());
    bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      bare.kill('SIGTERM');
      children.delete(bare);
    },
  };
}

/** Records what the site answers to a probe, under `prefix + path` for the bare server. */
async function record(recorded: Record<string, { status: number; type: string; body: string }>, site: Site, probe: Probe, prefix: string) {
  const r = await raw(`${site.baseURL}${probe.path}`, { method: probe.method ?? 'GET', headers: probe.headers ?? {}, body: probe.bodies?.[0] });
  recorded[`${probe.method ?? 'GET'} ${prefix}${probe.path}`] = {
    status: r.status,
    type: String(r.headers['content-type'] ?? ''),
    body: r.body.toString('base64'),
  };
  return r;
}

async function main() {
  if (!args.has('skip-build')) {
    log('building the site (react-router build) into .build-bench');
    // Through this Node (24), whatever `node` the PATH holds.
    execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
    });
  }
  let firstStart: FirstStart | undefined;
  if (!args.has('no-first-start')) {
    log('first start on an empty DATA_DIR (the seed copies its shipped images: a few seconds)');
    firstStart = await measureFirstStart({ root, buildDir, port: await freePort(), admin });
    log(formatFirstStart(firstStart));
    if (args.has('first-start-only')) {
      process.stdout.write(`${formatFirstStart(firstStart)}\n`);
      return;
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  // The PGlite site gets its illustrations (rendered once, then cached in the OS temp folder), so
  // that page weights and Lighthouse see the pages as a visitor does.
  log('seeding 100 packages and 100 blogs on PGlite (first run: about a minute to render the illustrations)');
  const counts = await seed({ pgliteDir: path.join(dataDir, 'pglite'), uploadsDir, renderImages: true });
  const pgUrl = noLoad ? undefined : await postgresUrl();
  let pgDataDir = '';
  if (pgUrl) {
    log('seeding the same on a fresh PostgreSQL database');
    await seed({ databaseUrl: pgUrl, uploadsDir, renderImages: false });
    pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-bench-pg-'));
    cleanups.push(() => rm(pgDataDir, { recursive: true, force: true }));
    await mkdir(path.join(pgDataDir, 'uploads'), { recursive: true });
  }

  const pagePaths = ['/', '/tour', '/blog', '/about'];
  const apiPath = '/api/allTourPackages';
  const rows: Row[] = [];
  const memory: { kind: string; idle: number; peak: number }[] = [];
  let site = await startSite('PGlite', dataDir, '', true);
  const packages = JSON.parse((await raw(`${site.baseURL}${apiPath}`)).body.toString()) as { _id: string }[];
  const tourId = packages[0]?._id;

  if (!noLoad) {
    // 1. What the anonymous response cache serves (the site on both databases, cache on).
    const pgSite = pgUrl && !only ? await startSite('PostgreSQL', pgDataDir, pgUrl, true) : undefined;
    const idle = { PGlite: site.idleRss, PostgreSQL: pgSite?.idleRss ?? 0 };
    const recorded: Record<string, { status: number; type: string; body: string }> = {};
    const api = await record(recorded, site, { path: apiPath }, '');
    for (const p of only ? [] : pagePaths) await record(recorded, site, { path: p }, '');
    if (pgSite) await record(recorded, pgSite, { path: apiPath }, '/pg');
    const bare = await startBare(recorded, dataDir);
    if (!only) {
      log('warming up');
      for (const s of [site, ...(pgSite ? [pgSite] : [])]) {
        for (const p of [apiPath, ...pagePaths]) await autocannon({ url: `${s.baseURL}${p}`, connections, duration: 1 });
      }
      log(`measuring ${apiPath} against the bare server, ${duration} s each, ${connections} connections`);
      rows.push({
        what: `GET ${apiPath} (cached, PGlite)`,
        ...(await compare(site, bare.url, { path: apiPath }, '')),
        target: { ratio: 0.7 },
        queries: await queriesOf(site, { path: apiPath }),
        note: `${(api.body.length / 1024).toFixed(0)} KB, ${packages.length} packages`,
      });
      if (pgSite) {
        rows.push({
          what: `GET ${apiPath} (cached, PostgreSQL)`,
          ...(await compare(pgSite, bare.url, { path: apiPath }, '/pg')),
          target: { ratio: 0.7 },
          queries: await queriesOf(pgSite, { path: apiPath }),
        });
      }
      for (const p of pagePaths) {
        log(`measuring anonymous GET ${p} (cached)`);
        rows.push({
          what: `GET ${p} (cached)`,
          ...(await compare(site, bare.url, { path: p }, '')),
          target: { ratio: 0.3 },
          queries: await queriesOf(site, { path: p }),
          note: `${(Buffer.from(recorded[`GET ${p}`]!.body, 'base64').length / 1024).toFixed(0)} KB`,
        });
      }
    }
    bare.stop();
    await stopSite(site);
    if (pgSite) await stopSite(pgSite);

    // 2. Where the cache cannot help: each database in turn, cache off.
    for (const kind of ['PGlite', 'PostgreSQL'] as const) {
      if (kind === 'PostgreSQL' && !pgUrl) continue;
      log(`${kind}: the uncached path (RESPONSE_CACHE=false)`);
      const s = kind === 'PGlite' ? await startSite(kind, dataDir, '', false) : await startSite(kind, pgDataDir, pgUrl!, false);
      const sCookie = await signIn(s);
      const sPackages = JSON.parse((await raw(`${s.baseURL}${apiPath}`)).body.toString()) as { _id: string }[];
      const sTour = sPackages[0]!._id;
      const probes: { what: string; probe: Probe; target?: Target; note?: string }[] = ['/', '/tour', '/blog'].map((p) => ({
        what: `GET ${p} (anonymous, cache off, ${kind})`,
        probe: { path: p },
        target: { ratio: 0.1 },
      }));
      // No goal: the floor. A page whose loader returns three image paths (from memory), rendered
      // by React Router and React as every page is: what the framework costs per request.
      probes.push({ what: `GET /about (anonymous, cache off, ${kind})`, probe: { path: '/about' }, note: 'next to no data: the framework floor' });
      if (sCookie) {
        const headers = { cookie: sCookie, origin: s.baseURL, 'content-type': 'application/json' };
        probes.push({
          what: `GET /singleTour/{id} (signed in, ${kind})`,
          probe: { path: `/singleTour/${sTour}`, headers: { cookie: sCookie } },
          target: { ratio: 0.1 },
        });
        // Each booking takes a seat: 40 departures of 500 seats, booked in turn.
        const departures: string[] = [];
        for (let i = 0; i < 40; i++) departures.push(await departure(s.baseURL, headers, sTour, 500));
        probes.push({
          what: `POST /api/bookTour (signed in, ${kind})`,
          probe: { method: 'POST', path: '/api/bookTour', headers, bodies: departures.map((d) => bookingBody(sTour, d)) },
          target: { ratio: 3 * bookingShareBefore[kind], p50Ms: 25 },
          note: 'each request saves a booking',
        });
      }
      if (only) probes.splice(0, probes.length, ...probes.filter((p) => only.split(',').some((o) => p.what.includes(o))));
      const rec: Record<string, { status: number; type: string; body: string }> = {};
      for (const { probe } of probes) {
        const r = await record(rec, s, probe, '');
        if (r.status >= 300) log(`note: ${probe.method ?? 'GET'} ${probe.path} answered ${r.status}`);
      }
      const sBare = await startBare(rec, dataDir);
      for (const { probe } of probes) await autocannon({ url: s.baseURL, connections, duration: 1, requests: requestsOf(probe) });
      for (const { what, probe, target, note } of probes) {
        log(`measuring ${what}`);
        const queries = await queriesOf(s, probe);
        rows.push({ what, ...(await compare(s, sBare.url, probe, '')), ...(target ? { target } : {}), queries, ...(note ? { note } : {}) });
      }
      const aboutProbe = probes.find((p) => p.what.startsWith('GET /about'));
      const tourProbe = probes.find((p) => p.what.startsWith('GET /singleTour'));
      if (aboutProbe && tourProbe) {
        log(`measuring the signed-in tour page against /about (${kind})`);
        const lean = await leanPageRatio(s, aboutProbe.probe, tourProbe.probe);
        const share = lean.tour.rps / lean.about.rps;
        rows.push({
          what: `signed-in tour page / GET /about (${kind})`,
          note:
            `${lean.tour.rps.toFixed(0)} / ${lean.about.rps.toFixed(0)} req/s (p50 ${lean.tour.p50} / ${lean.about.p50} ms) = ` +
            `${(share * 100).toFixed(0)}%, goal >= ${leanPageGoal * 100}%: ${share >= leanPageGoal ? 'ok' : 'MISS'}`,
        });
      }
      if (sCookie && !only) rows.push(await race(kind, s.baseURL, { cookie: sCookie, origin: s.baseURL, 'content-type': 'application/json' }, sTour));
      sBare.stop();
      await stopSite(s);
      memory.push({ kind, idle: idle[kind], peak: peaks.get(kind) ?? 0 });
    }
    site = await startSite('PGlite', dataDir, '', true);
  }

  // The browser steps: the two public pages anonymously, a tour detail page signed in.
  const browserCookie = await signIn(site);
  const browserPages: BrowserPage[] = [
    { path: '/' },
    { path: '/tour' },
    ...(tourId ? [{ path: `/singleTour/${tourId}`, ...(browserCookie ? { cookie: browserCookie } : {}) }] : []),
  ];
  log('page weights in Chromium');
  let weights: Weight[] = [];
  try {
    weights = await pageWeights(site.baseURL, browserPages);
  } catch (error) {
    log(`page weights skipped: ${(error as Error).message.split('\n')[0]}`);
  }

  const resultsDir = path.join(root, 'bench/results');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await mkdir(path.join(resultsDir, stamp), { recursive: true });
  let lighthouse: LighthouseRow[] | string = 'skipped (--no-lighthouse).';
  let lighthouseVia = '';
  if (!args.has('no-lighthouse')) {
    // As deployed (docs/deploy.md): through HAProxy with TLS, HTTP/2 to the browser; the server
    // itself (HTTP/1.1) with --lighthouse-direct, or when HAProxy or openssl is missing.
    const front = args.has('lighthouse-direct') ? '--lighthouse-direct' : await startTlsFront(root, site.baseURL);
    lighthouseVia = typeof front === 'string' ? `the server itself, HTTP/1.1 (${front})` : 'HAProxy with TLS, HTTP/2 (deploy/haproxy.cfg)';
    log(`Lighthouse through ${lighthouseVia}`);
    try {
      lighthouse = await runLighthouse(typeof front === 'string' ? site.baseURL : front.url, browserPages, {
        runs: Number(args.get('lighthouse-runs') ?? 3),
        reportDir: path.join(resultsDir, stamp),
        warmURL: site.baseURL,
      });
    } catch (error) {
      lighthouse = `failed: ${(error as Error).message.split('\n')[0]}`;
      log(`Lighthouse ${lighthouse}`);
    } finally {
      if (typeof front !== 'string') await front.close();
    }
  }
  let seo: Awaited<ReturnType<typeof runSeoCheck>> = 'skipped (--no-lighthouse).';
  if (!args.has('no-lighthouse')) {
    log('Lighthouse SEO on the Bangla pages');
    seo = await runSeoCheck(site.baseURL).catch((error: Error) => `failed: ${error.message.split('\n')[0]}`);
  }

  const memoryGoals: Record<string, { idle?: number; peak: number }> = { PGlite: { idle: 250, peak: 400 }, PostgreSQL: { peak: 200 } };
  const memoryLines = memory.map(({ kind, idle, peak }) => {
    const goal = memoryGoals[kind]!;
    const ok = (goal.idle === undefined || idle < goal.idle) && peak < goal.peak;
    return (
      // No idle figure for PostgreSQL with --only: its cached site is not started.
      `  ${kind.padEnd(11)} idle ${idle ? idle.toFixed(0).padStart(4) : '   -'} MB, peak under load ${peak.toFixed(0).padStart(4)} MB` +
      `   (goal: ${goal.idle !== undefined ? `idle < ${goal.idle} MB, ` : ''}load < ${goal.peak} MB) ${ok ? 'ok' : 'MISS'}`
    );
  });
  const table = formatTable(rows);
  const summary = [
    '',
    `Travelez bench: ${counts.packages} packages, ${counts.blogs} blogs; autocannon ${connections} connections x ${duration} s; ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    ...(firstStart ? ['', formatFirstStart(firstStart)] : []),
    ...(noLoad
      ? ['', 'Load measurements: skipped (--no-load).']
      : ['', table, '', 'Resident memory of the server process (idle: a second after start; peak: sampled every 250 ms under load):', ...memoryLines]),
    ...(weights.length
      ? [
          '',
          'HTML / JavaScript / CSS downloaded per page (375 px Chromium, bytes on the wire as it asks: brotli; JS also as gzip bodies;',
          'target: the scripts / loads under 100 KB gzip):',
          ...weights.map(
            (w) =>
              `  ${w.page.padEnd(48)} HTML ${(w.html / 1024).toFixed(1).padStart(6)} KB   JS ${(w.js / 1024).toFixed(1).padStart(6)} KB` +
              ` (${w.scripts} files, ${(w.jsGzip / 1024).toFixed(1)} KB gzip)   CSS ${(w.css / 1024).toFixed(1).padStart(6)} KB` +
              (w.page === '/' ? `   ${w.jsGzip < 100 * 1024 ? 'ok' : 'MISS'}` : ''),
          ),
        ]
      : []),
    '',
    ...(lighthouseVia ? [`Lighthouse through ${lighthouseVia}`] : []),
    ...formatLighthouse(lighthouse),
    ...formatSeo(seo),
    `Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  ].join('\n');
  process.stdout.write(`${summary}\n`);

  await writeFile(
    path.join(resultsDir, stamp, 'bench.json'),
    JSON.stringify({ rows, memory, firstStart, weights, lighthouse, lighthouseVia, seo, duration, connections }, null, 2),
  );
}

async function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c().catch((e: Error) => log(`cleanup: ${e.message}`));
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  log(`failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
