/**
 * The data folder holds session tokens, password hashes and e-mails with reset links: everything
 * the site keeps there is its owner's alone (folders 0700, files 0600).
 *
 * PGlite (PostgreSQL in WebAssembly on Node's file system) gives PostgreSQL's own file modes no
 * effect: the files of a new database are unpacked 0666 whatever the umask, and the files it makes
 * later (WAL segments, relations) are 0666 less the process umask. So a folder is tightened after
 * PGlite has opened it, and the umask is 077 while a database on disk is open (`holdPrivateUmask`).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const privateDirMode = 0o700;
const privateFileMode = 0o600;

/** Creates `dir` (and missing parents) owner-only, and makes `dir` itself owner-only if it existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
}

/**
 * Makes every folder (0700) and file (0600) under `root`, `root` included, owner-only where it is
 * not; symbolic links are left alone. Returns how many were changed (0 when `root` is missing).
 */
export function tightenTree(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stat;
    try {
      stat = lstatSync(entry);
    } catch (error) {
      // Removed meanwhile (PGlite renames and deletes its own files).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? privateDirMode : (stat.mode & 0o700) | privateFileMode;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        chmodSync(entry, wanted);
        changed++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (stat.isDirectory()) {
      let names: string[] = [];
      try {
        names = readdirSync(entry);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(root);
  return changed;
}

/**
 * The data folder of an earlier version may be open to other users: made owner-only at start,
 * with one line saying so. Nothing is created here (the parts that write create their folders).
 */
export function tightenDataDir(dataDir: string, logger: { warn(message: string): void } = console): number {
  const changed = tightenTree(dataDir);
  if (changed > 0) {
    logger.warn(`[data] ${dataDir} was readable by other users: ${changed} files and folders in it are now its owner's only (folders 0700, files 0600)`);
  }
  return changed;
}

/**
 * Sets the process umask to 077 until the returned function is called (nested holds counted):
 * PGlite makes files for as long as it runs. The umask is the whole process's; while the embedded
 * database is open the server writes nothing else that others should read (its uploads, outbox and
 * secret are owner-only too). Worker threads cannot set it; there this does nothing.
 */
let holds = 0;
let previousUmask: number | undefined;
export function holdPrivateUmask(): () => void {
  if (!isMainThread) return () => {};
  if (holds++ === 0) previousUmask = process.umask(0o077);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holds === 0 && previousUmask !== undefined) process.umask(previousUmask);
  };
}
