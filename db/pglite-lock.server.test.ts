/**
 * The embedded database's lock file: taken and released, refused while its owner runs (also across
 * processes), taken over from a process that was killed, from a pid now used by another process and
 * from before a reboot; never from another host; race-safe when many processes take over at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError, processStat, type LockOwner } from './pglite-lock.server.ts';

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-lock.server.ts');
const node = path.resolve('node_modules/.bin/node');

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'travelez-lock-'));
  file = path.join(dir, 'pglite.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const readOwner = () => JSON.parse(readFileSync(file, 'utf8')) as LockOwner;

/** A lock file as another process would have written it. */
function forge(owner: Partial<LockOwner>) {
  const full: LockOwner = {
    pid: process.ppid,
    startTime: processStat(process.ppid)?.startTime ?? null,
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    host: os.hostname(),
    token: 'forged-token',
    since: '2026-01-01T00:00:00.000Z',
    ...owner,
  };
  writeFileSync(file, JSON.stringify(full));
  return full;
}

interface ChildResult {
  ok: boolean;
  name?: string;
  message?: string;
  tookOver?: number | null;
}

/**
 * Another Node process that takes the lock (at `goAt`, for races): 'hold' keeps it `holdMs`, or
 * until `release()` when `holdMs` is not given, then ends normally; 'exit' calls process.exit
 * without releasing it.
 */
function child(mode: 'hold' | 'exit', options: { goAt?: number; holdMs?: number } = {}) {
  const script = `
    const { acquireLock } = await import(${JSON.stringify(`file://${lockModule}`)});
    while (Date.now() < ${options.goAt ?? 0}) {}
    try {
      const lock = await acquireLock(${JSON.stringify(file)});
      console.log(JSON.stringify({ ok: true, tookOver: lock.tookOver?.pid ?? null }));
      if (${JSON.stringify(mode)} === 'exit') process.exit(0);
      if (${options.holdMs ?? 0} > 0) setTimeout(() => {}, ${options.holdMs ?? 0});
      else process.stdin.resume().once('end', () => process.stdin.pause());
    } catch (error) {
      console.log(JSON.stringify({ ok: false, name: error.name, message: error.message }));
      process.exitCode = 3;
    }`;
  const proc = spawn(node, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const result = new Promise<ChildResult>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line) as ChildResult);
    });
    proc.once('exit', (code) => reject(new Error(`child exited (${code}) before answering: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, result, exited, release: () => proc.stdin.end() };
}

describe('the embedded database lock', () => {
  it('is taken with this process in it, refused a second time in the same process, and released', async () => {
    const lock = await acquireLock(file);
    const owner = readOwner();
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname(), token: lock.owner.token });
    expect(owner.startTime).toBe(processStat(process.pid)?.startTime);
    expect(owner.startTime).toMatch(/^\d+$/);

    const again = await acquireLock(file).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DataDirLockedError);
    expect((again as DataDirLockedError).state).toBe('self');

    lock.release();
    lock.release();
    expect(existsSync(file)).toBe(false);
    const next = await acquireLock(file);
    expect(next.tookOver).toBeUndefined();
    next.release();
  });

  it('is refused while another process holds it, and taken over once that process is killed', async () => {
    const holder = child('hold');
    expect(await holder.result).toEqual({ ok: true, tookOver: null });

    const refused = await acquireLock(file, { what: 'The embedded database /x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`The embedded database /x is in use by another process (pid ${holder.proc.pid},`);
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('\n');

    holder.proc.kill('SIGKILL');
    await holder.exited;
    expect(readOwner().pid).toBe(holder.proc.pid); // a stale lock is left behind

    const lock = await acquireLock(file);
    expect(lock.tookOver?.pid).toBe(holder.proc.pid);
    expect(readOwner().pid).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is refused while its holder runs even when the lock file was removed by hand, and taken over once the holder is killed', async () => {
    const holder = child('hold');
    expect(await holder.result).toEqual({ ok: true, tookOver: null });
    rmSync(file);

    const refused = await acquireLock(file, { what: 'The embedded database /x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(
      /^The embedded database \/x is in use by another process \(that process still runs, although its lock file .* was removed or replaced\)\. .*DATABASE_URL/,
    );
    expect(existsSync(file)).toBe(false);
    // A second process is refused the same way.
    const second = child('hold');
    expect(await second.result).toMatchObject({ ok: false, name: 'DataDirLockedError' });

    holder.proc.kill('SIGKILL');
    await holder.exited;
    const lock = await acquireLock(file);
    expect(readOwner().pid).toBe(process.pid);
    lock.release();
  });

  it('is released when its process exits without releasing it', async () => {
    const quitter = child('exit');
    expect((await quitter.result).ok).toBe(true);
    expect(await quitter.exited).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it('is kept by a live owner with the same start time, and taken over when the pid now belongs to another process', async () => {
    forge({});
    const refused = await acquireLock(file).catch((e: unknown) => e);
    expect((refused as DataDirLockedError).state).toBe('alive');
    expect(readOwner().token).toBe('forged-token');

    // Same pid, other start time: the pid was reused after the owner died.
    forge({ startTime: '1' });
    const lock = await acquireLock(file);
    expect(lock.tookOver).toMatchObject({ pid: process.ppid, startTime: '1' });
    lock.release();
  });

  it('is taken over from before a reboot and from an earlier process with our own pid', async () => {
    forge({ bootId: 'an-earlier-boot' });
    const afterReboot = await acquireLock(file);
    expect(afterReboot.tookOver?.bootId).toBe('an-earlier-boot');
    afterReboot.release();

    // A container's pid 1 comes back as pid 1: same pid, other start time.
    forge({ pid: process.pid, startTime: '1' });
    const samePid = await acquireLock(file);
    expect(samePid.tookOver).toMatchObject({ pid: process.pid, startTime: '1' });
    samePid.release();
  });

  it('is never taken over from another host', async () => {
    forge({ host: 'another-host', pid: 999_999, startTime: '1' });
    const refused = await acquireLock(file).catch((e: unknown) => e);
    expect((refused as DataDirLockedError).state).toBe('other-host');
    expect((refused as Error).message).toContain(`pid 999999 on host another-host`);
    expect((refused as Error).message).toContain(`delete ${file}`);
    expect(readOwner().host).toBe('another-host');
  });

  it('waits for an unreadable lock while it may still be being written, and takes it over when it is old', async () => {
    writeFileSync(file, '');
    const young = await acquireLock(file, { waitMs: 200, unreadableGraceMs: 60_000 }).catch((e: unknown) => e);
    expect((young as DataDirLockedError).state).toBe('unreadable');
    expect(existsSync(file)).toBe(true);

    const old = new Date(Date.now() - 120_000);
    utimesSync(file, old, old);
    const lock = await acquireLock(file);
    expect(readOwner().token).toBe(lock.owner.token);
    lock.release();
  });

  it('of many processes taking over one stale lock at once, exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      // Stale: names this test process with another start time (the pid was "reused").
      forge({ pid: process.pid, startTime: '1', token: `stale-${round}` });
      const goAt = Date.now() + 1_500;
      // The winner holds the lock until every racer has answered, however slow a busy machine makes them.
      const racers = Array.from({ length: 8 }, () => child('hold', { goAt }));
      const results = await Promise.all(racers.map((r) => r.result));
      for (const racer of racers) racer.release();
      const winners = results.filter((r) => r.ok);
      expect(winners, JSON.stringify(results)).toHaveLength(1);
      // The one that replaced the stale lock won: it was never missing for another to create.
      expect(winners[0]?.tookOver).toBe(process.pid);
      for (const loser of results.filter((r) => !r.ok)) {
        expect(loser.name).toBe('DataDirLockedError');
        expect(loser.message).toMatch(/in use by another process/);
      }
      const winner = racers[results.findIndex((r) => r.ok)]!;
      expect(readOwner().pid).toBe(winner.proc.pid);
      await Promise.all(racers.map((r) => r.exited));
      // The winner released it at exit; no takeover or stale files are left behind.
      expect(readdirSync(dir)).toEqual([]);
    }
  }, 120_000);
});
