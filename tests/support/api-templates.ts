/**
 * What the API harness and its once-per-run setup (api-global-setup.ts) share: the settings a
 * harness database is made with, and where the ready-made copies are.
 */
export type ApiTemplates =
  /** Files holding PGlite dumps (dumpDataDir) of the two databases. */
  | { kind: 'pglite'; seeded: string; empty: string }
  /** Names of the two template databases on the PostgreSQL server at TEST_DATABASE_URL. */
  | { kind: 'postgres'; seeded: string; empty: string };

/** The settings of a harness's server before a test file's own `env`. */
export function harnessSettings(options: { dataDir: string; databaseUrl: string | undefined; seed: boolean }): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: options.seed ? 'true' : 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'false',
  };
}
