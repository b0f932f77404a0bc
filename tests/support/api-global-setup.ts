/**
 * Once per run of an API project: the two databases every API test file starts from, made here
 * once instead of in each file: one migrated and seeded with the demo content, one migrated only
 * (`startApiHarness({ seed: false })`). Each is opened with the harness's own settings, so a copy
 * holds exactly what the harness would have made itself.
 *   - PGlite: the database is dumped (PGlite's dumpDataDir) into a file of a temporary folder; each
 *     test file opens its in-memory PGlite from that file.
 *   - PostgreSQL: two template databases on the server; each test file creates its own database
 *     from one (CREATE DATABASE ... TEMPLATE), and the templates are dropped at the end of the run.
 * The demo content goes in without its rendered images (the harness never renders them).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import { openRuntime } from '../../server/runtime.server.ts';
import { apiMode, harnessSettings, type ApiMode, type ApiTemplates } from './api-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The databases the API harness copies (unset: each harness makes its own). */
    apiTemplates: ApiTemplates | undefined;
  }
}

/** Opens a runtime as the harness does (migrated; demo content when `seed`), then `keep` it. */
async function makeDatabase(mode: ApiMode, dataDir: string, seed: boolean, databaseUrl: string | undefined, keep: (db: unknown) => Promise<void>) {
  const config = loadConfig(harnessSettings({ mode, dataDir, databaseUrl, seed }));
  config.pgliteDir = 'memory://';
  const runtime = await openRuntime(config, { mailer: { send: async () => {} }, renderSeedImages: false, logger: createLogger('error') });
  try {
    await keep(runtime.database.db);
  } finally {
    await runtime.close();
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-api-template-'));
  const mode = apiMode(project.config.env);
  if (project.config.env?.TEST_DB !== 'postgres') {
    const files = { seeded: path.join(dir, 'seeded.tar'), empty: path.join(dir, 'empty.tar') };
    await Promise.all(
      (['seeded', 'empty'] as const).map((which) =>
        makeDatabase(mode, path.join(dir, which), which === 'seeded', undefined, async (db) => {
          // Drizzle keeps the PGlite it runs on as $client (db/client.server.ts).
          const client = (db as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
          await writeFile(files[which], new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
        }),
      ),
    );
    project.provide('apiTemplates', { kind: 'pglite', ...files });
    console.info(`[api] ${project.name}: template databases made in ${Date.now() - started} ms`);
    return () => rm(dir, { recursive: true, force: true });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test run');
  const run = randomBytes(4).toString('hex');
  const names = { seeded: `travelez_template_${run}_seeded`, empty: `travelez_template_${run}_empty` };
  const drop = () =>
    withServer(serverUrl, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    });
  try {
    await withServer(serverUrl, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`create database ${name}`);
    });
    await Promise.all(
      (['seeded', 'empty'] as const).map((which) => {
        const url = new URL(serverUrl);
        url.pathname = `/${names[which]}`;
        // The runtime's pool is closed before the copies are made: a template may have no connection.
        return makeDatabase(mode, path.join(dir, which), which === 'seeded', url.toString(), async () => {});
      }),
    );
  } catch (error) {
    await drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('apiTemplates', { kind: 'postgres', ...names });
  console.info(`[api] ${project.name}: template databases made in ${Date.now() - started} ms`);
  return async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function withServer(serverUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The PostgreSQL server at TEST_DATABASE_URL is unreachable: ${(error as Error).message}`, { cause: error });
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
