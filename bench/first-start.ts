/**
 * The bench's first-start row: the production server (package.json's `serve` script, as `npm start`
 * runs it) on an empty DATA_DIR, so that it migrates, seeds the demo content and creates the first
 * admin, as on a new server. The seed's illustrations are rendered for real: TMPDIR is an empty
 * folder, so the cache of rendered demo images (server/images/store.server.ts) starts empty.
 * Resident memory is sampled every 100 ms from the spawn until the site answers (peak), and read
 * again a few seconds later (idle); then once more for a second start on the folder the first made.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnServe } from '../scripts/serve-process.ts';

export interface FirstStart {
  /** The largest resident memory from the spawn until the site answered (MB). */
  peakMb: number;
  /** Resident memory `idleAfterMs` after the site answered (MB). */
  idleMb: number;
  /** Seconds from the spawn until the site answered. */
  readySeconds: number;
  /** Resident memory `idleAfterMs` after a second start on the same folder answered (MB): every later start. */
  secondIdleMb: number;
}

export const firstStartGoals = { peakMb: 400, idleMb: 250 } as const;

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

/** One start of the server on `dataDir`: its memory until it answers, and `idleAfterMs` later. */
async function oneStart(options: {
  root: string;
  buildDir: string;
  port: number;
  dataDir: string;
  tmpDir: string;
  admin: { email: string; password: string };
  idleAfterMs: number;
}) {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  const child = spawnServe(
    options.root,
    {
      ...process.env,
      TMPDIR: options.tmpDir,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      BUILD_DIR: options.buildDir,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid))), 100);
  try {
    const deadline = Date.now() + 600_000;
    while ((await status(`${baseURL}/api/allTourPackages`)) !== 200) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
      if (Date.now() > deadline) throw new Error('the server did not answer within 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const readySeconds = (Date.now() - started) / 1000;
    peakMb = Math.max(peakMb, rssMb(child.pid));
    await new Promise((r) => setTimeout(r, options.idleAfterMs));
    return { peakMb, idleMb: rssMb(child.pid), readySeconds };
  } finally {
    clearInterval(sampler);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}

/** A first start on an empty DATA_DIR, then a second start on the folder it made. */
export async function measureFirstStart(options: {
  root: string;
  buildDir: string;
  port: number;
  admin: { email: string; password: string };
  idleAfterMs?: number;
}): Promise<FirstStart> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-first-start-'));
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-first-start-tmp-'));
  try {
    const settings = { ...options, dataDir, tmpDir, idleAfterMs: options.idleAfterMs ?? 3000 };
    const first = await oneStart(settings);
    const second = await oneStart(settings);
    return { ...first, secondIdleMb: second.idleMb };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(tmpDir, { recursive: true, force: true });
  }
}

export function formatFirstStart(result: FirstStart): string {
  const ok = result.peakMb < firstStartGoals.peakMb && result.idleMb < firstStartGoals.idleMb && result.secondIdleMb < firstStartGoals.idleMb;
  return (
    `First start (PGlite, empty DATA_DIR: migrations, demo seed with its shipped images, first admin): ` +
    `peak ${result.peakMb.toFixed(0)} MB until ready (${result.readySeconds.toFixed(0)} s), idle ${result.idleMb.toFixed(0)} MB; ` +
    `a second start idle ${result.secondIdleMb.toFixed(0)} MB (goal < ${firstStartGoals.peakMb} / < ${firstStartGoals.idleMb} MB) ${ok ? 'ok' : 'MISS'}`
  );
}
