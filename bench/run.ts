/**
 * `npm run bench`: builds the site, starts the production server on a temporary DATA_DIR seeded
 * with 100 packages and 100 blogs (PGlite, and a fresh PostgreSQL database beside it), measures it
 * with autocannon against a bare node:http server that sends the identical bytes, and prints one
 * table. docs/performance.md explains how to read it. Offline; a few minutes on 2 cores.
 *
 * Options: --skip-build (reuse .build-bench), --duration=<s> per measurement (default 5),
 * --connections=<n> (default 10), --no-postgres, --no-lighthouse (the Lighthouse step runs only when
 * the npm package lighthouse is installed; see bench/lighthouse.ts), --lighthouse-runs=<n> (default
 * 3, the median run is shown), --no-load (page weights and Lighthouse only, no load measurements).
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
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { migrate, openDatabase } from '../db/client.server.ts';
import { seedDemoContent } from '../db/seed/seed.server.ts';
import { demoImageStorer, imageStoreFor } from '../server/images/store.server.ts';
import { formatLighthouse, runLighthouse, type BrowserPage, type LighthouseRow } from './lighthouse.ts';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const node = path.join(root, 'node_modules/.bin/node');
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const duration = Number(args.get('duration') ?? 5);
const noLoad = args.has('no-load');
const connections = Number(args.get('connections') ?? 10);
const buildDir = path.join(root, '.build-bench');
const admin = { email: 'bench-admin@travelez.test', password: 'Bench-pass-2026' };
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
  baseURL: string;
  child: ChildProcess;
  peakRss: number;
}

async function startSite(dataDir: string, databaseUrl = ''): Promise<Site> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(node, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  children.add(child);
  await waitFor(`${baseURL}/api/allTourPackages`, child);
  return { baseURL, child, peakRss: 0 };
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

async function load(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; watch?: Site } = {},
): Promise<Measure> {
  let timer: NodeJS.Timeout | undefined;
  if (options.watch) {
    const site = options.watch;
    timer = setInterval(() => (site.peakRss = Math.max(site.peakRss, rssMb(site.child.pid))), 250);
  }
  try {
    const request = {
      url,
      connections,
      ...(options.method ? { method: options.method } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.body ? { body: options.body } : {}),
    };
    // A short warm-up (JIT, connection pools), then the measured run.
    await autocannon({ ...request, duration: 1 });
    const r: Result = await autocannon({ ...request, duration });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * Site and bare server measured in alternation (3 rounds each), so that a change in the machine's
 * load (other processes) falls on both sides alike: the ratio stays meaningful on a busy machine.
 */
async function compare(siteUrl: string, bareUrl: string, watch: Site): Promise<{ site: Measure; bare: Measure }> {
  const rounds = 3;
  const slice = Math.max(1, Math.round(duration / rounds));
  const timer = setInterval(() => (watch.peakRss = Math.max(watch.peakRss, rssMb(watch.child.pid))), 250);
  try {
    await autocannon({ url: siteUrl, connections, duration: 1 });
    await autocannon({ url: bareUrl, connections, duration: 1 });
    const site: Result[] = [];
    const bare: Result[] = [];
    for (let i = 0; i < rounds; i++) {
      site.push(await autocannon({ url: siteUrl, connections, duration: slice }));
      bare.push(await autocannon({ url: bareUrl, connections, duration: slice }));
    }
    const combine = (results: Result[]): Measure => {
      const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
      return {
        rps: results.reduce((n, r) => n + r.requests.average, 0) / results.length,
        p50: p50s[Math.floor(p50s.length / 2)]!,
        p99: Math.max(...results.map((r) => r.latency.p99)),
        non2xx: results.reduce((n, r) => n + r.non2xx, 0),
        errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
      };
    };
    return { site: combine(site), bare: combine(bare) };
  } finally {
    clearInterval(timer);
  }
}

interface Row {
  what: string;
  site?: Measure;
  bare?: Measure;
  target?: number;
  note?: string;
}

function formatTable(rows: Row[]): string {
  const header = ['measurement', 'site req/s', 'bare req/s', 'ratio', 'target', 'p50 ms', 'p99 ms', 'note'];
  const lines = rows.map((r) => {
    const ratio = r.site && r.bare ? r.site.rps / r.bare.rps : undefined;
    const failed = r.site && (r.site.non2xx > 0 || r.site.errors > 0) ? ` ${r.site.non2xx} non-2xx, ${r.site.errors} errors` : '';
    return [
      r.what,
      r.site ? r.site.rps.toFixed(0) : '-',
      r.bare ? r.bare.rps.toFixed(0) : '-',
      ratio !== undefined ? `${(ratio * 100).toFixed(0)}%` : '-',
      r.target !== undefined ? `${ratio !== undefined && ratio >= r.target ? 'ok' : 'MISS'} >=${r.target * 100}%` : '-',
      r.site ? String(r.site.p50) : '-',
      r.site ? String(r.site.p99) : '-',
      `${r.note ?? ''}${failed}`.trim(),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

/**
 * The HTML, JavaScript and CSS a page makes the browser download (bytes on the wire, compressed).
 * The site's stylesheet is inline in the HTML (app/components/SiteStylesheet.tsx), so CSS is 0 there.
 */
async function pageWeights(baseURL: string, pages: BrowserPage[]): Promise<{ page: string; html: number; js: number; css: number }[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const out: { page: string; html: number; js: number; css: number }[] = [];
    for (const { path: p, cookie } of pages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, extraHTTPHeaders: cookie ? { cookie } : {} });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type === 'document' || type === 'script' || type === 'stylesheet') {
          sizes.push(request.sizes().then((s) => ({ type, bytes: s.responseBodySize + s.responseHeadersSize })));
        }
      });
      await page.goto(`${baseURL}${p}`, { waitUntil: 'networkidle' });
      if (page.url() !== `${baseURL}${p}`) throw new Error(`${p} ended on ${page.url()}`);
      const all = await Promise.all(sizes);
      out.push({
        page: cookie ? `${p} (signed in)` : p,
        html: all.filter((s) => s.type === 'document').reduce((n, s) => n + s.bytes, 0),
        js: all.filter((s) => s.type === 'script').reduce((n, s) => n + s.bytes, 0),
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
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

function bookingBody(packageId: string, departureId: string) {
  const expiry = new Date(Date.now() + 2 * 365 * 86_400_000);
  return JSON.stringify({
    packageId,
    departureId,
    fullName: 'Bench Traveller',
    email: admin.email,
    phone: '+880 1711 000000',
    address: 'House 1, Road 1',
    city: 'Dhaka',
    travellers: 1,
    cardName: 'Bench Traveller',
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear()).slice(2)}`,
  });
}

/** Adds a departure `daysAhead` days from now with `seats` seats (admin); its id. */
async function departure(baseURL: string, headers: Record<string, string>, packageId: string, daysAhead: number, seats: number): Promise<string> {
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const res = await raw(`${baseURL}/api/departures`, { method: 'POST', headers, body: JSON.stringify({ packageId, date, seats }) });
  if (res.status !== 201) throw new Error(`could not add a departure: HTTP ${res.status} ${res.body.toString()}`);
  return (JSON.parse(res.body.toString()) as { _id: string })._id;
}

/** 50 bookings at once for a departure with 4 seats: how long until all are answered, and how many were sold. */
async function race(kind: string, baseURL: string, headers: Record<string, string>, packageId: string): Promise<Row> {
  const id = await departure(baseURL, headers, packageId, 401 + (kind === 'PGlite' ? 0 : 1), 4);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, () => raw(`${baseURL}/api/bookTour`, { method: 'POST', headers, body: bookingBody(packageId, id) }).then((r) => r.status)),
  );
  const ms = performance.now() - started;
  const sold = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 409).length;
  log(`race (${kind}): ${sold} sold, ${refused} refused in ${ms.toFixed(0)} ms`);
  return { what: `50 bookings at once, 4 seats (${kind})`, note: `settled in ${ms.toFixed(0)} ms; sold ${sold} of 4, ${refused} answered 409${sold === 4 ? '' : ' — OVERSOLD OR UNDERSOLD'}` };
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  // The PGlite site gets its illustrations (rendered once, then cached in the OS temp folder), so
  // that page weights and Lighthouse see the pages as a visitor does.
  log('seeding 100 packages and 100 blogs on PGlite (first run: about a minute to render the illustrations)');
  const counts = await seed({ pgliteDir: path.join(dataDir, 'pglite'), uploadsDir, renderImages: true });
  const pgUrl = noLoad ? undefined : await postgresUrl();
  if (pgUrl) {
    log('seeding the same on a fresh PostgreSQL database');
    await seed({ databaseUrl: pgUrl, uploadsDir, renderImages: false });
  }

  log('starting the production server');
  const site = await startSite(dataDir);
  let pgSite: Site | undefined;
  if (pgUrl) {
    const pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-bench-pg-'));
    cleanups.push(() => rm(pgDataDir, { recursive: true, force: true }));
    await mkdir(path.join(pgDataDir, 'uploads'), { recursive: true });
    pgSite = await startSite(pgDataDir, pgUrl);
  }

  const pagePaths = ['/', '/tour', '/blog', '/about'];
  const apiPath = '/api/allTourPackages';
  // Record the exact bytes each page and the API answer (uncompressed, as autocannon asks).
  const recorded: Record<string, { status: number; type: string; body: string }> = {};
  const record = async (key: string, url: string) => {
    const r = await raw(url);
    recorded[key] = { status: r.status, type: String(r.headers['content-type'] ?? ''), body: r.body.toString('base64') };
    return r;
  };
  const api = await record(apiPath, `${site.baseURL}${apiPath}`);
  const packages = JSON.parse(api.body.toString()) as { _id: string }[];
  for (const p of pagePaths) {
    const r = await record(p, `${site.baseURL}${p}`);
    if (r.status !== 200) log(`note: ${p} answered ${r.status}`);
  }
  if (pgSite) await record(`/pg${apiPath}`, `${pgSite.baseURL}${apiPath}`);
  const recordedFile = path.join(dataDir, 'recorded.json');
  await writeFile(recordedFile, JSON.stringify(recorded));

  const rows: Row[] = [];
  let idleRss = 0;
  const tourId = packages[0]?._id;
  // Signed in: the ADMIN_EMAIL account (verified at start-up) signs in through the API. A tour
  // detail page needs a signed-in, verified visitor (anonymous ones are sent to /signin).
  const signIn = await raw(`${site.baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseURL },
    body: JSON.stringify(admin),
  });
  const setCookie = signIn.headers['set-cookie'] ?? [];
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!noLoad) {
    const barePort = await freePort();
    const bare = spawn(node, ['bench/bare-server.ts', String(barePort), recordedFile], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(bare);
    await new Promise<void>((resolve, reject) => {
      bare.once('message', () => resolve());
      bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    });
    const bareURL = `http://127.0.0.1:${barePort}`;

    await new Promise((r) => setTimeout(r, 1000));
    idleRss = rssMb(site.child.pid);
    // Warm every server up once (JIT, pools) so the first row measured is not the cold one.
    log('warming up');
    for (const url of [site.baseURL, bareURL, ...(pgSite ? [pgSite.baseURL] : [])]) {
      for (const p of [apiPath, ...pagePaths]) await autocannon({ url: `${url}${p}`, connections, duration: 1 });
    }

    log(`measuring ${apiPath} (PGlite) against the bare server, ${duration} s each, ${connections} connections`);
    rows.push({
      what: `GET ${apiPath} (PGlite)`,
      ...(await compare(`${site.baseURL}${apiPath}`, `${bareURL}${apiPath}`, site)),
      target: 0.7,
      note: `${(api.body.length / 1024).toFixed(0)} KB, ${packages.length} packages`,
    });
    if (pgSite) {
      log(`measuring ${apiPath} (PostgreSQL)`);
      rows.push({
        what: `GET ${apiPath} (PostgreSQL)`,
        ...(await compare(`${pgSite.baseURL}${apiPath}`, `${bareURL}/pg${apiPath}`, pgSite)),
        target: 0.7,
      });
    }
    for (const p of pagePaths) {
      log(`measuring anonymous GET ${p}`);
      const status = recorded[p]!.status;
      rows.push({
        what: `GET ${p} (anonymous)`,
        ...(await compare(`${site.baseURL}${p}`, `${bareURL}${p}`, site)),
        target: 0.3,
        note: `${(Buffer.from(recorded[p]!.body, 'base64').length / 1024).toFixed(0)} KB${status === 200 ? '' : `, HTTP ${status}`}`,
      });
    }

    if (signIn.status === 200 && cookie && tourId) {
      log('measuring signed-in GET /singleTour/{id} and POST /api/bookTour');
      const page = await raw(`${site.baseURL}/singleTour/${tourId}`, { headers: { cookie } });
      rows.push({
        what: 'GET /singleTour/{id} (signed in)',
        site: await load(`${site.baseURL}/singleTour/${tourId}`, { headers: { cookie }, watch: site }),
        note: page.status === 200 ? undefined : `HTTP ${page.status}`,
      });
      const headers = { cookie, origin: site.baseURL, 'content-type': 'application/json' };
      // Bookings take seats of a departure: one with room for the whole load.
      const roomy = await departure(site.baseURL, headers, tourId, 400, 100_000);
      const first = await raw(`${site.baseURL}/api/bookTour`, { method: 'POST', headers, body: bookingBody(tourId, roomy) });
      rows.push(
        first.status === 201
          ? {
              what: 'POST /api/bookTour (signed in)',
              site: await load(`${site.baseURL}/api/bookTour`, { method: 'POST', headers, body: bookingBody(tourId, roomy), watch: site }),
              note: 'each request saves a booking',
            }
          : { what: 'POST /api/bookTour (signed in)', note: `not measured: first booking answered HTTP ${first.status}` },
      );
      rows.push(await race('PGlite', site.baseURL, headers, tourId));
      if (pgSite) {
        const pgSignIn = await raw(`${pgSite.baseURL}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: pgSite.baseURL },
          body: JSON.stringify(admin),
        });
        const pgCookie = (pgSignIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        const pgPackages = JSON.parse((await raw(`${pgSite.baseURL}${apiPath}`)).body.toString()) as { _id: string }[];
        rows.push(await race('PostgreSQL', pgSite.baseURL, { cookie: pgCookie, origin: pgSite.baseURL, 'content-type': 'application/json' }, pgPackages[0]!._id));
      }
    } else {
      rows.push({ what: 'signed-in rows', note: `not measured: sign-in answered HTTP ${signIn.status}` });
    }
  }

  // The browser steps: the two public pages anonymously, a tour detail page signed in.
  const browserPages: BrowserPage[] = [
    { path: '/' },
    { path: '/tour' },
    ...(tourId ? [{ path: `/singleTour/${tourId}`, ...(cookie && signIn.status === 200 ? { cookie } : {}) }] : []),
  ];
  log('page weights in Chromium');
  let weights: { page: string; html: number; js: number; css: number }[] = [];
  try {
    weights = await pageWeights(site.baseURL, browserPages);
  } catch (error) {
    log(`page weights skipped: ${(error as Error).message.split('\n')[0]}`);
  }

  const resultsDir = path.join(root, 'bench/results');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await mkdir(path.join(resultsDir, stamp), { recursive: true });
  let lighthouse: LighthouseRow[] | string = 'skipped (--no-lighthouse).';
  if (!args.has('no-lighthouse')) {
    log('Lighthouse');
    try {
      lighthouse = await runLighthouse(site.baseURL, browserPages, {
        runs: Number(args.get('lighthouse-runs') ?? 3),
        reportDir: path.join(resultsDir, stamp),
      });
    } catch (error) {
      lighthouse = `failed: ${(error as Error).message.split('\n')[0]}`;
      log(`Lighthouse ${lighthouse}`);
    }
  }

  const table = formatTable(rows);
  const summary = [
    '',
    `Travelez bench: ${counts.packages} packages, ${counts.blogs} blogs; autocannon ${connections} connections x ${duration} s; ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    ...(noLoad
      ? ['', 'Load measurements: skipped (--no-load).']
      : [
          '',
          table,
          '',
          `Resident memory (PGlite site): idle ${idleRss.toFixed(0)} MB, peak under load ${site.peakRss.toFixed(0)} MB` +
            (pgSite ? `; PostgreSQL site: idle -, peak ${pgSite.peakRss.toFixed(0)} MB` : ''),
        ]),
    ...(weights.length
      ? [
          '',
          'HTML / JavaScript / CSS downloaded per page (compressed, 375 px Chromium; target: JS on / under 100 KB):',
          ...weights.map(
            (w) =>
              `  ${w.page.padEnd(48)} HTML ${(w.html / 1024).toFixed(1).padStart(6)} KB   JS ${(w.js / 1024).toFixed(1).padStart(6)} KB   CSS ${(w.css / 1024).toFixed(1).padStart(6)} KB` +
              (w.page === '/' ? `   ${w.js < 100 * 1024 ? 'ok' : 'MISS'}` : ''),
          ),
        ]
      : []),
    '',
    ...formatLighthouse(lighthouse),
    `Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  ].join('\n');
  process.stdout.write(`${summary}\n`);

  await writeFile(
    path.join(resultsDir, stamp, 'bench.json'),
    JSON.stringify({ rows, idleRss, peakRss: site.peakRss, pgPeakRss: pgSite?.peakRss, weights, lighthouse, duration, connections }, null, 2),
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
