/**
 * One process at a time on an embedded database: a lock file beside PGlite's folder
 * (DATA_DIR/pglite.lock), taken before the folder is looked at and released when the database is
 * closed or the process exits. PGlite itself does not keep a second process out (its
 * postmaster.pid holds a fixed fake pid), and two processes on one folder silently split the data.
 *
 * The file names its owner: pid, the process start time (/proc/<pid>/stat, field 22), the boot id
 * and the host name. A lock whose owner no longer runs (killed with SIGKILL, power cut) is stale
 * and taken over; a pid that now belongs to another process (same pid, other start time, or
 * another boot) counts as not running. A lock from another host cannot be checked and is never
 * taken over.
 *
 * Race safety: the lock is created with `wx` (exclusive create: of several processes exactly one
 * succeeds). A stale lock is replaced only under a second exclusive file (`<lock>.takeover`), after
 * reading it again and finding the same stale owner (same token), by an atomic rename of a file
 * holding the new owner over it; the processes that lose the race then find a live owner and give up.
 *
 * A file can be removed by hand while its owner runs; a second process would then take the
 * database. So on Linux the holder also binds a Unix socket in the abstract namespace, named after
 * the lock file's real path, for as long as it holds the lock: a second bind fails (EADDRINUSE)
 * while the holder lives, and the kernel frees the name when the holder dies, SIGKILL included,
 * with no file left to go stale. Chosen over the alternatives because Node has no flock without a
 * native addon, PGlite's postmaster.pid holds a fixed fake pid, and "is the recorded pid alive and
 * does it have the folder open" needs the very file that was removed. Elsewhere the file alone
 * guards, as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux); null where /proc is missing. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id (Linux); null elsewhere. */
  bootId: string | null;
  host: string;
  /** Unique per acquisition: tells this lock from any other, even of the same process. */
  token: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
}

type OwnerState = 'alive' | 'dead' | 'self' | 'other-host';
type LockedState = OwnerState | 'unreadable' | 'busy' | 'held';

/** The lock is held by a process that still runs (or cannot be checked). */
export class DataDirLockedError extends Error {
  readonly lockFile: string;
  readonly owner: LockOwner | undefined;
  readonly state: LockedState;
  constructor(lockFile: string, owner: LockOwner | undefined, state: LockedState, what: string) {
    const by =
      state === 'self'
        ? 'is already open in this process'
        : state === 'other-host' && owner
          ? `is locked by pid ${owner.pid} on host ${owner.host} since ${owner.since} (if that process no longer runs, delete ${lockFile})`
          : state === 'busy'
            ? 'is being taken over by another process that is starting'
            : state === 'held'
              ? `is in use by another process (that process still runs, although its lock file ${lockFile} was removed or replaced)`
              : state === 'unreadable' || !owner
                ? `is locked (${lockFile} cannot be read)`
                : `is in use by another process (pid ${owner.pid}, since ${owner.since})`;
    super(
      `${what} ${by}. Only one process at a time can use the embedded database: stop the other one first, ` +
        `or run several instances on one PostgreSQL server with DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
    this.lockFile = lockFile;
    this.owner = owner;
    this.state = state;
  }
}

export interface HeldLock {
  file: string;
  owner: LockOwner;
  /** The owner of the stale lock this acquisition replaced, if any. */
  tookOver: LockOwner | undefined;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

interface AcquireOptions {
  /** Names the locked thing in the error message (default: the lock file). */
  what?: string;
  /** How long to wait for a lock file being written or a takeover by another process (ms). */
  waitMs?: number;
  /** An unreadable lock file younger than this may still be being written (ms). */
  unreadableGraceMs?: number;
}

export async function acquireLock(file: string, options: AcquireOptions = {}): Promise<HeldLock> {
  const what = options.what ?? `The lock ${file}`;
  const grace = options.unreadableGraceMs ?? 2_000;
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  const me = currentOwner();
  const token = await holdLivenessToken(file);
  if (token === 'self') throw new DataDirLockedError(file, undefined, 'self', what);
  if (token === 'in-use') {
    const seen = readLock(file);
    if (seen.kind === 'owner' && ownerState(seen.owner) === 'alive') throw new DataDirLockedError(file, seen.owner, 'alive', what);
    throw new DataDirLockedError(file, undefined, 'held', what);
  }
  try {
    return await acquireFile(file, me, what, grace, deadline, token);
  } catch (error) {
    token?.close();
    throw error;
  }
}

async function acquireFile(file: string, me: LockOwner, what: string, grace: number, deadline: number, token: LivenessToken | null): Promise<HeldLock> {
  for (;;) {
    if (tryCreate(file, me)) return held(file, me, undefined, token);
    const seen = readLock(file);
    if (seen.kind === 'missing') {
      // Released just now: try again.
      if (Date.now() > deadline) throw new DataDirLockedError(file, undefined, 'busy', what);
      continue;
    }
    if (seen.kind === 'owner') {
      const state = ownerState(seen.owner);
      if (state !== 'dead') throw new DataDirLockedError(file, seen.owner, state, what);
    } else if (seen.ageMs < grace) {
      // Created by a process that is writing its name into it right now.
      if (Date.now() > deadline) throw new DataDirLockedError(file, undefined, 'unreadable', what);
      await pause();
      continue;
    }
    const outcome = takeOverStale(file, seen, me, grace);
    if (outcome === 'taken') return held(file, me, seen.kind === 'owner' ? seen.owner : undefined, token);
    if (outcome === 'busy') {
      if (Date.now() > deadline) {
        throw new DataDirLockedError(file, seen.kind === 'owner' ? seen.owner : undefined, 'busy', what);
      }
      await pause();
    }
  }
}

/** Whether the process named in a lock still runs. */
function ownerState(owner: LockOwner): OwnerState {
  if (owner.host !== os.hostname()) return 'other-host';
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return 'dead'; // written before a reboot
  if (owner.pid === process.pid) {
    const mine = processStat(process.pid)?.startTime ?? null;
    // Same pid, other start time: an earlier process that had our pid (a container's pid 1).
    return owner.startTime && mine && owner.startTime !== mine ? 'dead' : 'self';
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
    // EPERM: the process exists (another user's).
  }
  const stat = processStat(owner.pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return 'dead'; // exited, not yet reaped
    if (owner.startTime && stat.startTime !== owner.startTime) return 'dead'; // the pid was reused
  }
  return 'alive';
}

/** State and start time of a process from /proc/<pid>/stat; undefined without /proc. */
export function processStat(pid: number): { state: string; startTime: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19]; // field 22 of the whole line
  return state && startTime ? { state, startTime } : undefined;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: processStat(process.pid)?.startTime ?? null,
    bootId: currentBootId(),
    host: os.hostname(),
    token: randomBytes(12).toString('hex'),
    since: new Date().toISOString(),
  };
}

let bootIdCache: string | null | undefined;
function currentBootId(): string | null {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      bootIdCache = null;
    }
  }
  return bootIdCache;
}

/** Exclusive create: true when this call made the file (with `owner` in it). */
function tryCreate(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  let written = false;
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    fsyncSync(fd);
    written = true;
  } finally {
    closeSync(fd);
    if (!written) unlinkSync(file);
  }
  return true;
}

type Seen = { kind: 'missing' } | { kind: 'owner'; owner: LockOwner } | { kind: 'unreadable'; raw: string; mtimeMs: number; ageMs: number };

function readLock(file: string): Seen {
  let raw: string;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const owner = parseOwner(raw);
  return owner ? { kind: 'owner', owner } : { kind: 'unreadable', raw, mtimeMs, ageMs: Date.now() - mtimeMs };
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const o = JSON.parse(raw) as Partial<LockOwner>;
    // A pid of 0 or below would signal a whole process group: never accept one.
    if (!Number.isInteger(o.pid) || (o.pid as number) <= 0 || (o.pid as number) > 2 ** 31 - 1) return undefined;
    if (typeof o.host !== 'string' || typeof o.token !== 'string') return undefined;
    return {
      pid: o.pid as number,
      startTime: typeof o.startTime === 'string' ? o.startTime : null,
      bootId: typeof o.bootId === 'string' ? o.bootId : null,
      host: o.host,
      token: o.token,
      since: typeof o.since === 'string' ? o.since : 'an unknown time',
    };
  } catch {
    return undefined;
  }
}

function sameLock(a: Seen, b: Seen): boolean {
  if (a.kind === 'owner' && b.kind === 'owner') return a.owner.token === b.owner.token;
  if (a.kind === 'unreadable' && b.kind === 'unreadable') return a.raw === b.raw && a.mtimeMs === b.mtimeMs;
  return false;
}

/**
 * Replaces the stale lock `seen` by ours, under `<file>.takeover`: 'taken' when this call did it
 * (ours written to a file of its own, then renamed over the stale one: the lock file never goes
 * missing, so no exclusive create can slip in), 'gone' when it was replaced by someone else
 * meanwhile, 'busy' when another process is taking over right now.
 */
function takeOverStale(file: string, seen: Seen, me: LockOwner, grace: number): 'taken' | 'gone' | 'busy' {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, me)) {
    const other = readLock(guard);
    if (other.kind === 'missing') return 'busy';
    const dead = other.kind === 'owner' ? ownerState(other.owner) === 'dead' : other.ageMs >= grace;
    // The guard's owner died in the middle of a takeover: clear its guard; the next round retries.
    if (dead) clearDeadGuard(guard, other, me);
    return 'busy';
  }
  try {
    // Under the guard nobody else replaces the lock, and its dead owner does not remove it.
    if (!sameLock(readLock(file), seen)) return 'gone';
    const mine = `${file}.${me.token}`;
    if (!tryCreate(mine, me)) return 'busy';
    try {
      renameSync(mine, file);
    } catch (error) {
      rmSync(mine, { force: true });
      throw error;
    }
    return 'taken';
  } finally {
    removeIfOurs(guard, me);
  }
}

/**
 * Clears a takeover guard left by a process killed in the middle of a takeover: moved to a name of
 * our own by an atomic rename, deleted if it is still that dead one, else put back (never over a
 * newer one).
 */
function clearDeadGuard(guard: string, dead: Seen, me: LockOwner) {
  const aside = `${guard}.stale-${me.token}`;
  try {
    renameSync(guard, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!sameLock(readLock(aside), dead)) {
    try {
      linkSync(aside, guard);
    } catch {
      // A newer guard is there already.
    }
  }
  unlinkSync(aside);
}

function held(file: string, owner: LockOwner, tookOver: LockOwner | undefined, token: LivenessToken | null): HeldLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    removeIfOurs(file, owner);
    token?.close();
  };
  // A process that ends without closing the database (an uncaught error, process.exit) still
  // leaves no lock behind; SIGKILL does, and the next start finds it stale.
  process.on('exit', release);
  return { file, owner, tookOver, release };
}

/** Deletes `file` when it still names `owner` (never throws: it also runs at process exit). */
function removeIfOurs(file: string, owner: LockOwner) {
  try {
    const seen = readLock(file);
    if (seen.kind === 'owner' && seen.owner.token === owner.token) unlinkSync(file);
  } catch {
    // Gone already, or its folder was removed.
  }
}

function pause() {
  return new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
}

interface LivenessToken {
  close(): void;
}

/** Names this process holds (to tell "already open here"), and ones it is closing right now. */
const heldNames = new Set<string>();
const closingNames = new Map<string, Promise<void>>();

/**
 * Binds the abstract socket of `file` (see the top of this file): the token, 'in-use' while another
 * process holds it, 'self' when this process does, null where abstract sockets do not exist.
 */
async function holdLivenessToken(file: string): Promise<LivenessToken | 'in-use' | 'self' | null> {
  if (process.platform !== 'linux') return null;
  const real = path.join(realpathSync(path.dirname(file)), path.basename(file));
  const name = `\0travelez-pglite-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  if (heldNames.has(name)) return 'self';
  await closingNames.get(name);
  const server = net.createServer((socket) => socket.destroy());
  const bound = await new Promise<'ok' | 'in-use'>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve('in-use') : reject(error)));
    server.listen({ path: name, exclusive: true }, () => resolve('ok'));
  });
  if (bound === 'in-use') return 'in-use';
  // Held for the life of the lock, without keeping the process alive for it.
  server.unref();
  heldNames.add(name);
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      heldNames.delete(name);
      closingNames.set(
        name,
        new Promise((resolve) =>
          server.close(() => {
            closingNames.delete(name);
            resolve();
          }),
        ),
      );
    },
  };
}
