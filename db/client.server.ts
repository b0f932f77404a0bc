/**
 * Opens the database: PGlite in `dataDir` by default, or the PostgreSQL server at `databaseUrl`.
 * Everything above this file sees one `Database` type and never knows which one runs.
 *
 * The embedded database is guarded twice before PGlite touches its folder:
 *   - one process at a time: a lock file beside the folder (DATA_DIR/pglite.lock,
 *     `pglite-lock.server.ts`); a second process gets a DataDirLockedError;
 *   - a folder that is not empty must hold a database (PG_VERSION, a `global/pg_control` whose
 *     checksum holds, `base/`, `pg_wal/`, `pg_xact/`, `pg_multixact/`): PGlite 0.5.16 would
 *     otherwise run initdb over whatever is there (a missing PG_VERSION: every row gone) or abort
 *     (an emptied or missing pg_control, leaving its postmaster.pid), so a damaged folder gets a
 *     DatabaseFolderError and nothing in it is written. Should PGlite still fail on a folder that
 *     passed (another PostgreSQL version's files, a damaged catalogue), that ends in the same
 *     error; PostgreSQL may have written its start-up checkpoint by then.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import net from 'node:net';
import type { Pool, PoolClient } from 'pg';
import { queryCountingLogger } from './query-meter.server.ts';
import { installedPgliteVersion, pgliteTemplateFolder, readPgliteTemplate, unpackPgliteTemplate } from './pglite-template.server.ts';
import { acquireLock, DataDirLockedError, type HeldLock } from './pglite-lock.server.ts';
import { ensurePrivateDir, holdPrivateUmask, tightenTree } from './private-files.server.ts';
import * as schema from './schema.ts';

export { DataDirLockedError } from './pglite-lock.server.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Where drizzle records applied migrations (its defaults, spelled out: `migrate` reads it). */
const migrationsSchema = 'drizzle';
const migrationsTable = '__drizzle_migrations';

export interface DatabaseOptions {
  /** postgres://… ; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** Where a notice goes (a stale lock taken over, a database connection lost); console by default. */
  logger?: { warn(message: string): void };
  /**
   * An in-memory PGlite starts from this copy of a database (PGlite's `dumpDataDir()`) instead of
   * an empty one: tests copy one migrated and seeded database rather than making it again.
   */
  pgliteFrom?: Blob | undefined;
  /** PostgreSQL: a connection silent this long (a query unanswered, or idle) is closed (default 30 s). */
  queryTimeoutMs?: number | undefined;
}

/** What `openDatabase` knows beyond the handle, for `migrate`. */
interface Internals {
  pool?: Pool;
  /** PGlite: the folder was missing or empty (or in memory) and this open created the database. */
  createdEmpty: boolean;
}
const internals = new WeakMap<DatabaseHandle, Internals>();

/** The PGlite folder is not empty but holds no usable database; `touched`: PGlite itself failed on it. */
export class DatabaseFolderError extends Error {
  readonly folder: string;
  constructor(folder: string, reason: string, touched = false) {
    super(
      `The embedded database folder ${folder} is not empty but is not a valid database (${reason})` +
        `${touched ? '' : '; nothing in it was changed'}. Restore it from a backup, or move it away ` +
        `to start with a new, empty database (or set DATABASE_URL to use PostgreSQL).`,
    );
    this.name = 'DatabaseFolderError';
    this.folder = folder;
  }
}

/** The one-line reason a database cannot be opened, for errors the person starting it can act on. */
function refusalMessage(error: unknown): string | undefined {
  return error instanceof DatabaseFolderError || error instanceof DataDirLockedError ? error.message : undefined;
}

/**
 * For an entry point (the server, a command-line task): a database folder in use by another
 * process or not holding a valid database ends the process here, with one line saying why and
 * what to do; any other failure is thrown on.
 */
export async function exitOnRefusal<T>(opening: Promise<T>, doing: string): Promise<T> {
  try {
    return await opening;
  } catch (error) {
    const refusal = refusalMessage(error);
    if (!refusal) throw error;
    console.error(`[db] Refusing to ${doing}: ${refusal}`);
    process.exit(1);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const log = options.logger ?? console;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const silentMs = options.queryTimeoutMs ?? 30_000;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // Idle connections are closed by the pool before their silence would close them.
      idleTimeoutMillis: Math.min(30_000, silentMs / 2),
      // Each connection's socket is ours: one silent for `silentMs` (no answer to a query, or idle
      // that long) is closed. A connection frozen by a firewall or NAT between here and the database
      // (open, but nothing crosses it any more) would otherwise hold its request and its place in
      // the pool for ever; closed, its query fails (a 503) and the next one opens a new connection.
      stream: () => {
        const socket = new net.Socket();
        socket.setTimeout(silentMs, () => socket.destroy());
        return socket;
      },
    });
    // A dropped connection must never crash the process (an 'error' event without a listener
    // does): the pool's own listener covers a connection while it is idle, and pg-pool removes it
    // while the connection is checked out (a query, a transaction, the migration lock), so each
    // connection gets one of its own for its whole life. The query in flight fails with the error
    // (a 503 for that request), the broken connection leaves the pool when released, the next
    // query reconnects.
    const checkedOut = new Set<PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_error, client) => checkedOut.delete(client));
    pool.on('error', (error) => log.warn(`[db] an idle database connection failed: ${error.message}`));
    pool.on('connect', (client) =>
      client.on('error', (error) => {
        log.warn(`[db] a database connection failed: ${error.message}`);
        // Drizzle does not give back a connection whose BEGIN failed (drizzle-orm 0.45): one that
        // died and is still out a moment later has nobody left to release it, so it is released
        // here (with its error: the pool drops it) rather than kept from the pool for ever.
        setTimeout(() => {
          if (checkedOut.has(client)) client.release(error);
        }, 1_000).unref();
      }),
    );
    const db = drizzle(pool, { schema, logger: queryCountingLogger }) as unknown as Database;
    // No lock: several instances on one PostgreSQL server is the way to run more than one.
    const handle: DatabaseHandle = { db, kind: 'postgres', close: () => pool.end() };
    internals.set(handle, { pool, createdEmpty: false });
    return handle;
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (dir.startsWith('memory://')) {
    // A new database in memory starts from the empty database too (tests: quicker than initdb).
    const handle = await openPglite(dir, undefined, options.pgliteFrom ?? readPgliteTemplate());
    internals.set(handle, { createdEmpty: !options.pgliteFrom });
    return handle;
  }
  const folder = path.resolve(dir);
  ensurePrivateDir(path.dirname(folder));
  const lock = await acquireLock(`${folder}.lock`, { what: `The embedded database ${folder}` });
  try {
    if (lock.tookOver) {
      log.warn(`[db] took over the lock of the embedded database from pid ${lock.tookOver.pid} (since ${lock.tookOver.since}), which no longer runs`);
    }
    const createdEmpty = inspectPgliteFolder(folder) === 'empty';
    // A new database: the empty one unpacked (pglite-template.server.ts), else PGlite's initdb.
    if (createdEmpty && !(await unpackPgliteTemplate(folder))) {
      log.warn(
        `[db] no empty database for PGlite ${installedPgliteVersion()} in ${pgliteTemplateFolder}: PGlite runs initdb instead, ` +
          `which needs ~450 MB more memory for a few seconds (npm run db:template makes it)`,
      );
    }
    if (createdEmpty) ensurePrivateDir(folder);
    const pidFile = path.join(folder, 'postmaster.pid');
    const hadPidFile = existsSync(pidFile);
    const exitCode = process.exitCode;
    let handle: DatabaseHandle;
    try {
      handle = await openPglite(folder, lock);
    } catch (error) {
      if (createdEmpty) throw error;
      // PGlite refused the folder: a failed PostgreSQL start (PANIC: abort) leaves its pid file.
      if (!hadPidFile) rmSync(pidFile, { force: true });
      process.exitCode = exitCode;
      const reason = String((error as Error)?.message ?? error)
        .replace(/\s+/g, ' ')
        .trim();
      throw new DatabaseFolderError(folder, `PGlite could not open it: ${reason}`, true);
    }
    internals.set(handle, { createdEmpty });
    return handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PostgreSQL's settings inside PGlite. Its default shared_buffers (128 MB) is written into the
 * WebAssembly memory at start and stays resident for the life of the process; the site's whole
 * database is a few MB, so 16 MB holds it with room to spare and the rest is never taken.
 */
const pgliteSettings = ['-c', 'shared_buffers=16MB'];

async function openPglite(dir: string, lock?: HeldLock, from?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // On disk: files PGlite makes from now on are owner-only, and those it unpacked (a new
  // database: 0666 whatever the umask) or an older version left open are made so once it is up.
  const releaseUmask = lock ? holdPrivateUmask() : () => {};
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
      ...(from ? { loadDataDir: from } : {}),
    });
    if (lock) tightenTree(dir);
  } catch (error) {
    releaseUmask();
    throw error;
  }
  const db = drizzle(client, { schema, logger: queryCountingLogger }) as unknown as Database;
  const close = async () => {
    try {
      await client.close();
    } finally {
      releaseUmask();
      lock?.release();
    }
  };
  return { db, kind: 'pglite', close };
}

/**
 * 'empty' when the folder is missing or empty; 'database' when it looks like a PostgreSQL data
 * folder that PGlite can open; otherwise throws a DatabaseFolderError. Reads only.
 */
function inspectPgliteFolder(folder: string): 'empty' | 'database' {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'empty';
    if (code === 'ENOTDIR') throw new DatabaseFolderError(folder, 'it is a file, not a folder');
    throw error;
  }
  if (entries.length === 0) return 'empty';
  const read = (name: string) => {
    try {
      return readFileSync(path.join(folder, name));
    } catch {
      return undefined;
    }
  };
  const version = read('PG_VERSION');
  if (!version) throw new DatabaseFolderError(folder, 'PG_VERSION is missing');
  if (!/^\d+\s*$/.test(version.toString('latin1'))) throw new DatabaseFolderError(folder, 'PG_VERSION is damaged');
  const control = read('global/pg_control');
  if (!control) throw new DatabaseFolderError(folder, 'global/pg_control is missing');
  if (!controlFileChecksumHolds(control)) throw new DatabaseFolderError(folder, 'global/pg_control is damaged');
  // The folders initdb makes that PostgreSQL does not make again at start (it fails on them later,
  // after writing a checkpoint).
  for (const sub of ['base', 'pg_wal', 'pg_xact', 'pg_multixact']) {
    if (!statSync(path.join(folder, sub), { throwIfNoEntry: false })?.isDirectory()) {
      throw new DatabaseFolderError(folder, `${sub}/ is missing`);
    }
  }
  return 'database';
}

/**
 * PostgreSQL's control file is 8192 bytes: a struct that ends with the CRC-32C of all its bytes
 * before, then zeros. The struct's length differs between versions, so the check looks for the
 * offset where a running CRC-32C equals the next four bytes (one false match in ~2^32 / 2048).
 */
function controlFileChecksumHolds(bytes: Buffer): boolean {
  if (bytes.length !== 8192) return false;
  const le = os.endianness() === 'LE';
  let crc = 0xffffffff;
  for (let i = 0; i + 4 <= bytes.length; i++) {
    if (i >= 16 && i % 4 === 0) {
      const stored = le ? bytes.readUInt32LE(i) : bytes.readUInt32BE(i);
      if ((crc ^ 0xffffffff) >>> 0 === stored) return true;
    }
    crc = crc32cTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  }
  return false;
}

const crc32cTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export interface MigrateResult {
  /**
   * True when this start found the database empty, the only case where demo content may be seeded:
   *   - PGlite: its folder was missing or empty (or in memory) and this open created it;
   *   - PostgreSQL: the migrations had never been applied before, i.e. drizzle's table of applied
   *     migrations did not exist or held no row. Decided and migrated under a PostgreSQL advisory
   *     lock, so of several instances starting at once on a new database exactly one sees true.
   */
  createdEmpty: boolean;
}

/** Applies pending migrations from `db/migrations` (idempotent). */
export async function migrate(handle: DatabaseHandle): Promise<MigrateResult> {
  const config = { migrationsFolder, migrationsSchema, migrationsTable };
  const inside = internals.get(handle);
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    if (!inside?.pool) {
      await run(handle.db as never, config);
      return { createdEmpty: false };
    }
    const client = await inside.pool.connect();
    try {
      // Session lock on this connection; the migrator runs on others of the pool. The connection
      // speaks meanwhile, so that its silence does not close it (openDatabase) and drop the lock.
      await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
      const heartbeat = setInterval(() => void client.query('select 1').catch(() => {}), 1_000);
      try {
        const qualified = `"${migrationsSchema}"."${migrationsTable}"`;
        const { rows } = await client.query<{ found: string | null }>('select to_regclass($1)::text as found', [qualified]);
        const createdEmpty = !rows[0]?.found || (await client.query(`select 1 from ${qualified} limit 1`)).rowCount === 0;
        await run(handle.db as never, config);
        return { createdEmpty };
      } finally {
        clearInterval(heartbeat);
        // A broken connection has dropped the lock with it.
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
      }
    } finally {
      client.release();
    }
  }
  const { migrate: run } = await import('drizzle-orm/pglite/migrator');
  await run(handle.db as never, config);
  return { createdEmpty: inside?.createdEmpty ?? false };
}

/** Any fixed 64-bit number, the same in every instance: "travelez migrations". */
const migrationLockKey = '7270110105001';
