/**
 * `node bench/profile.ts <path> [--seconds=8] [--signed-in] [--post-booking] [--postgres]`: where the
 * production server spends its CPU on one kind of request. Seeds 100 packages (like the bench) into
 * a temporary data folder, starts the built site (.build-bench: run `npm run bench` once, or
 * `BUILD_DIR=.build-bench npx react-router build`) by its `serve` script with the response cache
 * off and the inspector open, loads it with autocannon (10 connections) while V8's CPU profiler
 * runs (started through the inspector: `--cpu-prof` is a flag NODE_OPTIONS refuses), stops it, and
 * prints the self time by package and by function (top 40). `{tour}` in the path is the first package's id. The raw profile is kept for
 * Chrome's DevTools (its path is printed).
 */
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
import { migrate, openDatabase } from '../db/client.server.ts';
import { seedDemoContent } from '../db/seed/seed.server.ts';
import { spawnServe } from '../scripts/serve-process.ts';
import { benchAdmin, bookingBody } from './booking.ts';

const root = path.resolve(import.meta.dirname, '..');

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** A DevTools protocol session with the server's inspector (its only target). */
async function inspectorSession(inspectorPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  let lastId = 0;
  return {
    call: (method: string) =>
      new Promise<unknown>((resolve) => {
        waiting.set(++lastId, resolve);
        ws.send(JSON.stringify({ id: lastId, method }));
      }),
    close: () => ws.close(),
  };
}
const args = new Map(process.argv.slice(3).map((a) => [a.replace(/^--/, '').split('=')[0]!, a.split('=')[1] ?? 'true']));
const target = process.argv[2] ?? '/';
const seconds = Number(args.get('seconds') ?? 8);
const admin = benchAdmin;

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-profile-'));
let databaseUrl = '';
if (args.has('postgres')) {
  const name = `travelez_profile_${process.pid}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
}
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
await migrate(handle);
await seedDemoContent(handle.db, { scaleTo: 100 });
await handle.close();

const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const inspectorPort = port + 100;
const child = spawnServe(root, {
  ...process.env,
  NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  BASE_URL: base,
  BUILD_DIR: path.resolve(root, process.env.BUILD_DIR ?? '.build-bench'),
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  RATE_LIMIT: 'false',
  RESPONSE_CACHE: 'false',
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
for (let i = 0; ; i++) {
  try {
    if ((await request(`${base}/healthz`)).status === 200) break;
  } catch {
    if (i > 300) throw new Error('the server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}
const packages = JSON.parse((await request(`${base}/api/allTourPackages`)).body) as { _id: string }[];
const tour = packages[0]!._id;
const headers: Record<string, string> = {};
if (args.has('signed-in') || args.has('post-booking')) {
  const res = await request(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  headers.cookie = ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
  headers.origin = base;
}
const requests: NonNullable<Options['requests']> = [];
if (args.has('post-booking')) {
  const dep = await request(`${base}/api/departures`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ packageId: tour, date: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10), seats: 100_000 }),
  });
  const departureId = (JSON.parse(dep.body) as { _id: string })._id;
  const body = bookingBody(tour, departureId);
  requests.push({ method: 'POST', path: '/api/bookTour', headers: { ...headers, 'content-type': 'application/json' }, body });
} else {
  requests.push({ method: 'GET', path: target.replace('{tour}', tour), headers });
}
const first = await request(`${base}${requests[0]!.path}`, {
  method: requests[0]!.method,
  headers: requests[0]!.headers as Record<string, string>,
  body: requests[0]!.body as string | undefined,
});
console.log(`${requests[0]!.method} ${requests[0]!.path}: HTTP ${first.status}, ${(first.body.length / 1024).toFixed(0)} KB`);
await autocannon({ url: base, connections: 10, duration: 2, requests });
const profiler = await inspectorSession(inspectorPort);
await profiler.call('Profiler.enable');
await profiler.call('Profiler.start');
// Only the samples taken under the measured load count (not the warm-up): the profile's clock is
// the monotonic clock this process reads too.
const loadFrom = Number(process.hrtime.bigint() / 1000n);
const result = await autocannon({ url: base, connections: 10, duration: seconds, requests });
const loadTo = Number(process.hrtime.bigint() / 1000n);
const { profile } = (await profiler.call('Profiler.stop')) as { profile: CpuProfile };
profiler.close();
console.log(`${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
const exited = new Promise((r) => child.once('exit', r));
child.kill('SIGINT');
await exited;
if (databaseUrl) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseUrl.split('/').pop()} WITH (FORCE)`);
  await admin.end();
}

const file = path.join(dataDir, 'profile', 'server.cpuprofile');
await mkdir(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(profile));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= loadFrom && at <= loadTo) self.set(id, (self.get(id) ?? 0) + delta);
});
let total = 0;
let idle = 0;
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') idle += us;
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('.build-bench') ? 'build (app)' : url ? path.relative(root, url.replace('file://', '')).split('/').slice(0, 2).join('/') : functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const fn = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
const busy = total - idle;
const show = (m: Map<string, number>, n: number) =>
  [...m]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
// The window under load, for tools that read the raw profile.
writeFileSync(`${file}.window.json`, JSON.stringify({ from: loadFrom, to: loadTo }));
console.log(
  `\nbusy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s profiled\n\nself time by package:\n${show(byPackage, 25)}\n\nself time by function:\n${show(byFunction, 40)}\n\nprofile: ${file}`,
);
