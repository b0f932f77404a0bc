/**
 * The database of the configured settings for a command-line task: refused (one line, exit 1)
 * while the site or anything else holds the embedded database, or when its folder is damaged.
 */
import { migrate, openDatabase, refusalMessage, type DatabaseHandle } from '../../db/client.server.ts';
import { tightenDataDir } from '../../db/private-files.server.ts';
import type { AppConfig } from '../config.server.ts';

export async function openForTask(config: AppConfig, task: string): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  tightenDataDir(config.dataDir);
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  } catch (error) {
    const refusal = refusalMessage(error);
    if (!refusal) throw error;
    console.error(`[db] Refusing to ${task}: ${refusal}`);
    process.exit(1);
  }
  await migrate(handle);
  return handle;
}
