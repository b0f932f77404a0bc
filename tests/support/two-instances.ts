/**
 * A migrated test database (tests/support/test-database.ts) opened as two instances of the site
 * open it: on PostgreSQL two pools; on PGlite, one process, the same handle twice. For tests of
 * what two instances do at once on one database (the e-mail queue's workers).
 */
import { migrate, openDatabase, type DatabaseHandle } from '../../db/client.server.ts';
import { createTestDatabase } from './test-database.ts';

export interface TwoInstances {
  handles: [DatabaseHandle, DatabaseHandle];
  /** Closes both handles and drops the database. */
  close(): Promise<void>;
}

export async function openTwoInstances(): Promise<TwoInstances> {
  const testDb = await createTestDatabase();
  const first = await openDatabase({ databaseUrl: testDb.databaseUrl, pgliteDir: 'memory://' });
  await migrate(first);
  const second = testDb.databaseUrl ? await openDatabase({ databaseUrl: testDb.databaseUrl }) : first;
  return {
    handles: [first, second],
    async close() {
      for (const h of new Set([first, second])) await h.close();
      await testDb.drop();
    },
  };
}
