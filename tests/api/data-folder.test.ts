/**
 * The data folder is never silently lost or shared.
 *
 * PGlite (the embedded database in DATA_DIR/pglite):
 *   - a folder that is not empty but holds no valid database (PG_VERSION deleted, a damaged
 *     global/pg_control on which PGlite aborts, another PostgreSQL's files, foreign files) is
 *     refused with one clear line, and not one byte in it changes (checksums before and after);
 *     PGlite 0.5.16 on its own would run initdb over a folder without PG_VERSION (every account and
 *     booking gone) and abort on a damaged pg_control after writing its postmaster.pid;
 *   - one process at a time: a second server process on the same DATA_DIR exits 1 and points to
 *     DATABASE_URL; a lock left by a killed process is taken over.
 * PostgreSQL (DATABASE_URL): the embedded folder is not looked at and no lock is taken, so several
 * instances share one database.
 * Both: demo content is seeded only into a database this start created empty.
 *
 * The server process (`node server/main.ts`) refuses before it loads the React Router build, so
 * these tests need no build (BUILD_DIR points at a folder that does not exist).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseFolderError } from '../../db/client.server.ts';
import { isCatalogueEmpty } from '../../db/seed/seed.server.ts';
import { createApp } from '../../server/app.server.ts';
import { loadConfig } from '../../server/config.server.ts';
import { imageStoreFor } from '../../server/images/store.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import type { Mailer } from '../../server/mail/mailer.server.ts';
import { openRuntime, type Runtime } from '../../server/runtime.server.ts';
import { adminViewer } from '../support/api-harness.ts';
import { freePort } from '../support/net.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-database.ts';

const kind = testDbKind();
const root = process.cwd();
const node = path.join(root, 'node_modules/.bin/node');
const noBuild = path.join(os.tmpdir(), 'travelez-no-build-here');
const authSecret = 'data-folder-secret-data-folder-secret-0123';
const mailer: Mailer = { send: async () => {} };

let db: TestDatabase;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  cleanups.push(() => db.drop());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-data-folder-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The site in-process on `dataDir` (and this file's PostgreSQL database on the PostgreSQL run). */
async function openSite(dataDir: string, env: Record<string, string> = {}, databaseUrl = db.databaseUrl, logger = createLogger('silent')) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    ...env,
  });
  const runtime = await openRuntime(config, { mailer, renderSeedImages: false, logger });
  const admin = adminViewer();
  const app = createApp({
    config: runtime.config,
    logger: runtime.logger,
    services: runtime.services,
    auth: {
      handler: async () => Response.json({ error: 'Not found' }, { status: 404 }),
      getViewer: async (headers) => (headers.get('x-test-viewer') === 'admin' ? admin : null),
    },
  });
  const subscribe = async (email: string) =>
    (
      await app.request('http://localhost/api/subcribers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).status;
  const subscribers = async () => {
    const res = await app.request('http://localhost/api/subcribers', { headers: { 'x-test-viewer': 'admin', cookie: 'test=1' } });
    return ((await res.json()) as { email: string }[]).map((s) => s.email);
  };
  return { runtime, subscribe, subscribers };
}

/** Every file and folder under `dir` with the SHA-256 of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const relPath = path.join(rel, name);
      const full = path.join(dir, relPath);
      if (statSync(full).isDirectory()) {
        out[`${relPath}/`] = 'folder';
        walk(relPath);
      } else {
        out[relPath] = createHash('sha256').update(readFileSync(full)).digest('hex');
      }
    }
  };
  walk('');
  return out;
}

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of the project (`server/main.ts`, `server/cli/migrate.ts`) as its own process, to its end. */
function runScript(script: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        AUTH_SECRET: authSecret,
        BUILD_DIR: noBuild,
        // Vitest sets BASE_URL=/ (Vite's base path): not the site's origin.
        BASE_URL: '',
        DATABASE_URL: '',
        SMTP_URL: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} still runs after ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

if (kind === 'pglite') {
  /** A real embedded database (demo catalogue, one subscriber), copied for each test. */
  let template: string;
  beforeAll(async () => {
    template = await newDataDir();
    const site = await openSite(template, { SEED_DEMO: 'true' });
    expect(await site.subscribe('kept@example.com')).toBe(201);
    await site.runtime.close();
  }, 60_000);

  async function copyOfTemplate(): Promise<{ dataDir: string; pgliteDir: string }> {
    const dataDir = await newDataDir();
    await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, pgliteDir: path.join(dataDir, 'pglite') };
  }

  const damages: { name: string; damage: (pgliteDir: string) => Promise<unknown>; reason: string }[] = [
    { name: 'PG_VERSION deleted', damage: (d) => rm(path.join(d, 'PG_VERSION')), reason: '(PG_VERSION is missing)' },
    {
      name: 'global/pg_control with a wrong checksum',
      damage: async (d) => {
        const file = path.join(d, 'global/pg_control');
        const bytes = readFileSync(file);
        bytes.writeUInt32LE((bytes.readUInt32LE(16) ^ 0xdeadbeef) >>> 0, 16);
        await writeFile(file, bytes);
      },
      reason: '(global/pg_control is damaged)',
    },
    {
      name: 'global/pg_control emptied (PGlite alone aborts and leaves a postmaster.pid)',
      damage: (d) => truncate(path.join(d, 'global/pg_control'), 0),
      reason: '(global/pg_control is damaged)',
    },
    { name: 'global/pg_control deleted', damage: (d) => rm(path.join(d, 'global/pg_control')), reason: '(global/pg_control is missing)' },
    {
      name: 'the files of another PostgreSQL version (PGlite itself refuses them)',
      damage: (d) => writeFile(path.join(d, 'PG_VERSION'), '17\n'),
      reason: '(PGlite could not open it: ',
    },
    {
      name: 'files of another program, no database',
      damage: async (d) => {
        await rm(d, { recursive: true });
        await mkdir(d);
        await writeFile(path.join(d, 'notes.txt'), 'not a database');
      },
      reason: '(PG_VERSION is missing)',
    },
  ];

  describe("the data folder is its owner's only (pglite)", () => {
    /** Files and folders under `dir` that another user could read, write or enter (`find -perm /077`). */
    const loose = (dir: string): string[] => {
      const out: string[] = [];
      const walk = (entry: string) => {
        const stat = lstatSync(entry);
        if (stat.mode & 0o077) out.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
      };
      walk(dir);
      return out;
    };

    it('after the first start, after writes and new WAL segments, and an older loose folder is tightened with one line', async () => {
      const dataDir = path.join(await newDataDir(), 'data');
      const site = await openSite(dataDir, {}, undefined);
      expect(await site.subscribe('private@example.com')).toBe(201);
      await imageStoreFor(site.runtime.config, site.runtime.database.db).put('private.webp', Buffer.from('image'));
      // New WAL segments and relation files, written after the start.
      await site.runtime.database.db.execute(sql`create table filler as select repeat('x', 1000) as x from generate_series(1, 20000)`);
      await site.runtime.database.db.execute(sql`select pg_switch_wal()`);
      await site.runtime.database.db.execute(sql`insert into filler select repeat('y', 1000) from generate_series(1, 20000)`);
      await site.runtime.database.db.execute(sql`checkpoint`);
      expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads/private.webp'))).toBe(true);
      expect(loose(dataDir)).toEqual([]);
      await site.runtime.close();
      expect(loose(dataDir)).toEqual([]);

      // What an older version left: every folder 0755, every file 0666.
      const walk = (entry: string) => {
        if (statSync(entry).isDirectory()) {
          chmodSync(entry, 0o755);
          for (const name of readdirSync(entry)) walk(path.join(entry, name));
        } else chmodSync(entry, 0o666);
      };
      walk(dataDir);
      expect(loose(dataDir).length).toBeGreaterThan(100);
      const warnings: string[] = [];
      const again = await openSite(dataDir, {}, undefined, { ...createLogger('silent'), warn: (m) => warnings.push(m) });
      expect(loose(dataDir)).toEqual([]);
      expect(warnings.filter((w) => w.includes('readable by other users'))).toHaveLength(1);
      expect(await again.subscribers()).toContain('private@example.com');
      await again.runtime.close();
    }, 120_000);
  });

  describe('a damaged embedded database (pglite)', () => {
    it.each(damages)(
      '$name: refused, nothing in the folder changed, no lock left',
      async ({ damage, reason }) => {
        const { dataDir, pgliteDir } = await copyOfTemplate();
        await damage(pgliteDir);
        const before = fingerprint(dataDir);

        const opened = openSite(dataDir, { SEED_DEMO: 'true', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'a-long-password' });
        const error = await opened.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DatabaseFolderError);
        expect((error as Error).message).toContain(`The embedded database folder ${pgliteDir} is not empty but is not a valid database ${reason}`);
        expect((error as Error).message).toContain('move it away');
        expect(fingerprint(dataDir)).toEqual(before);
        expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      },
      60_000,
    );

    it('the server process says so in one line and exits 1, seeding nothing and creating no admin', async () => {
      const { dataDir, pgliteDir } = await copyOfTemplate();
      await rm(path.join(pgliteDir, 'PG_VERSION'));
      const before = fingerprint(dataDir);

      const exit = await runScript('server/main.ts', {
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'a-long-password',
      });
      expect(exit.code).toBe(1);
      expect(lines(exit.stderr)).toEqual([
        `[db] Refusing to start: The embedded database folder ${pgliteDir} is not empty but is not a valid database ` +
          `(PG_VERSION is missing); nothing in it was changed. Restore it from a backup, or move it away to start ` +
          `with a new, empty database (or set DATABASE_URL to use PostgreSQL).`,
      ]);
      expect(exit.stdout).not.toContain('[seed]');
      // Nothing written anywhere in DATA_DIR: no database, no uploads, no lock.
      expect(fingerprint(dataDir)).toEqual(before);
    }, 90_000);

    it('the database that was there opens as before once the folder is restored', async () => {
      const { dataDir, pgliteDir } = await copyOfTemplate();
      const version = readFileSync(path.join(pgliteDir, 'PG_VERSION'));
      await rm(path.join(pgliteDir, 'PG_VERSION'));
      await expect(openSite(dataDir)).rejects.toThrow(DatabaseFolderError);
      await writeFile(path.join(pgliteDir, 'PG_VERSION'), version);
      const site = await openSite(dataDir, { SEED_DEMO: 'true' });
      try {
        expect(await site.subscribers()).toEqual(['kept@example.com']);
        expect(await isCatalogueEmpty(site.runtime.database.db)).toBe(false); // seeded when the template was made
      } finally {
        await site.runtime.close();
      }
    }, 60_000);
  });

  describe('one process per embedded database (pglite)', () => {
    it('a second server process on the same DATA_DIR exits 1 pointing to DATABASE_URL; the first keeps every write', async () => {
      const { dataDir, pgliteDir } = await copyOfTemplate();
      const first = await openSite(dataDir);
      try {
        const lock = JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number };
        expect(lock.pid).toBe(process.pid);

        const second = await runScript('server/main.ts', { PORT: String(await freePort()), DATA_DIR: dataDir });
        expect(second.code).toBe(1);
        const [line, ...rest] = lines(second.stderr);
        expect(rest).toEqual([]);
        expect(line).toMatch(
          new RegExp(
            `^\\[db\\] Refusing to start: The embedded database ${escape(pgliteDir)} is in use by another process ` +
              `\\(pid ${process.pid}, since [0-9T:.Z-]+\\)\\. Only one process at a time can use the embedded database: ` +
              `stop the other one first, or run several instances on one PostgreSQL server with DATABASE_URL\\.$`,
          ),
        );

        // The other commands on the embedded database wait their turn too.
        const migrate = await runScript('server/cli/migrate.ts', { DATA_DIR: dataDir });
        expect(migrate.code).toBe(1);
        expect(lines(migrate.stderr)).toEqual([expect.stringMatching(/^\[db\] Refusing to migrate: The embedded database .* is in use by another process/)]);

        expect(await first.subscribe('after-the-second@example.com')).toBe(201);
      } finally {
        await first.runtime.close();
      }
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      const again = await openSite(dataDir);
      try {
        expect((await again.subscribers()).sort()).toEqual(['after-the-second@example.com', 'kept@example.com']);
      } finally {
        await again.runtime.close();
      }
    }, 90_000);

    it('a lock left by a server killed with SIGKILL is taken over, and its data is there', async () => {
      const { dataDir } = await copyOfTemplate();
      const script = `
        const { loadConfig } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'server/config.server.ts')).href)});
        const { openRuntime } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'server/runtime.server.ts')).href)});
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ${JSON.stringify(dataDir)}, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
        await openRuntime(config, { renderSeedImages: false, mailer: { send: async () => {} } });
        console.log('open');
        setInterval(() => {}, 1000);`;
      const holder = spawn(node, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
        holder.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
      });
      const refused = await openSite(dataDir).catch((e: unknown) => e);
      expect((refused as Error).message).toContain(`is in use by another process (pid ${holder.pid},`);

      holder.kill('SIGKILL');
      await exited;
      expect(JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: holder.pid });

      const site = await openSite(dataDir);
      try {
        expect(JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
        expect(await site.subscribers()).toEqual(['kept@example.com']);
        expect(await site.subscribe('after-the-takeover@example.com')).toBe(201);
      } finally {
        await site.runtime.close();
      }
    }, 90_000);
  });
} else {
  describe('the embedded folder with PostgreSQL (DATABASE_URL)', () => {
    it('a damaged DATA_DIR/pglite is neither read nor written: the site opens on PostgreSQL', async () => {
      const dataDir = await newDataDir();
      await mkdir(path.join(dataDir, 'pglite'));
      await writeFile(path.join(dataDir, 'pglite', 'notes.txt'), 'not a database');
      const before = fingerprint(path.join(dataDir, 'pglite'));
      const site = await openSite(dataDir);
      try {
        expect(await site.subscribe('pg@example.com')).toBe(201);
      } finally {
        await site.runtime.close();
      }
      expect(fingerprint(path.join(dataDir, 'pglite'))).toEqual(before);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    });

    it('several instances on one DATA_DIR and one database take no lock and share their writes', async () => {
      const dataDir = await newDataDir();
      const one = await openSite(dataDir);
      let two: Awaited<ReturnType<typeof openSite>> | undefined;
      try {
        two = await openSite(dataDir);
        expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
        expect(await one.subscribe('from-one@example.com')).toBe(201);
        expect(await two.subscribe('from-two@example.com')).toBe(201);
        expect(await one.subscribers()).toEqual(expect.arrayContaining(['from-one@example.com', 'from-two@example.com']));
        expect(await two.subscribers()).toEqual(expect.arrayContaining(['from-one@example.com', 'from-two@example.com']));
      } finally {
        await two?.runtime.close();
        await one.runtime.close();
      }
    });

    it('the server process does not refuse a second instance: it goes on past the database to its build', async () => {
      const dataDir = await newDataDir();
      const first = await openSite(dataDir);
      try {
        const second = await runScript('server/main.ts', { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: db.databaseUrl! });
        // No build here: it stops at loading it, after the database opened.
        expect(second.code).not.toBe(0);
        expect(second.stderr).not.toContain('Refusing');
        expect(second.stderr).toContain(noBuild);
      } finally {
        await first.runtime.close();
      }
    }, 90_000);
  });
}

describe(`demo content goes only into a database created empty in this start (${kind})`, () => {
  /** A data folder and a database of their own (a fresh PostgreSQL database on that run). */
  async function freshPlace(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
    const dataDir = await newDataDir();
    if (kind === 'pglite') return { dataDir, databaseUrl: undefined };
    const own = await createTestDatabase('postgres');
    cleanups.push(() => own.drop());
    return { dataDir, databaseUrl: own.databaseUrl };
  }
  const catalogueEmpty = (runtime: Runtime) => isCatalogueEmpty(runtime.database.db);

  it('a new database is seeded', async () => {
    const place = await freshPlace();
    const site = await openSite(place.dataDir, { SEED_DEMO: 'true' }, place.databaseUrl);
    try {
      expect(await catalogueEmpty(site.runtime)).toBe(false);
    } finally {
      await site.runtime.close();
    }
  }, 60_000);

  it('a database created in an earlier start is never seeded, even with an empty catalogue', async () => {
    const place = await freshPlace();
    const first = await openSite(place.dataDir, { SEED_DEMO: 'false' }, place.databaseUrl);
    expect(await first.subscribe('early@example.com')).toBe(201);
    await first.runtime.close();

    const second = await openSite(place.dataDir, { SEED_DEMO: 'true' }, place.databaseUrl);
    try {
      expect(await catalogueEmpty(second.runtime)).toBe(true);
      expect(await second.subscribers()).toEqual(['early@example.com']);
    } finally {
      await second.runtime.close();
    }
  }, 60_000);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
