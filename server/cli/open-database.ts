/**
 * The database of the configured settings for a command-line task: refused (one line, exit 1)
 * while the site or anything else holds the embedded database, or when its folder is damaged.
 */
import { exitOnRefusal, migrate, openDatabase, type DatabaseHandle } from '../../db/client.server.ts';
import { tightenDataDir } from '../../db/private-files.server.ts';
import type { AppConfig } from '../config.server.ts';

export async function openForTask(config: AppConfig, task: string): Promise<DatabaseHandle> {
  tightenDataDir(config.dataDir);
  const handle = await exitOnRefusal(openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }), task);
  await migrate(handle);
  return handle;
}
