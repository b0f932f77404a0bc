/**
 * A throwaway database for one test file: in-memory PGlite, or a fresh database on the
 * PostgreSQL server at TEST_DATABASE_URL (dropped afterwards), empty or copied from a template. Which one comes from TEST_DB.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  kind: TestDbKind;
  /** postgres:// URL, or undefined for PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: TestDbKind = testDbKind(), options: { template?: string | undefined } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, databaseUrl: undefined, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test run');
  const name = `travelez_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The PostgreSQL server at TEST_DATABASE_URL is unreachable: ${(error as Error).message}`, { cause: error });
  }
  // A copy of a template database (made once per run by api-global-setup.ts), or an empty one.
  await admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
