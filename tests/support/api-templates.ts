/**
 * What the API harness and its once-per-run setup (api-global-setup.ts) share: the settings a
 * harness database is made with, and where the ready-made copies are.
 */
export type ApiTemplates =
  /** Files holding PGlite dumps (dumpDataDir) of the two databases. */
  | { kind: 'pglite'; seeded: string; empty: string }
  /** Names of the two template databases on the PostgreSQL server at TEST_DATABASE_URL. */
  | { kind: 'postgres'; seeded: string; empty: string };

/**
 * How an API project runs its server (vitest.config.ts sets API_MODE per project):
 *   - 'production': NODE_ENV=production, so the read cache, the viewer cache and the anonymous
 *     response cache are on, and every e-mail goes through the durable queue, whose worker hands
 *     it to the harness (`sentMail`);
 *   - 'test': NODE_ENV=test, as `npm run dev` runs: no read or response cache (every read goes to
 *     the database), and e-mail is handed to the harness at once, without the queue.
 */
export type ApiMode = 'production' | 'test';

export function apiMode(env: Record<string, string | undefined> = process.env): ApiMode {
  return env.API_MODE === 'production' ? 'production' : 'test';
}

/** The settings of a harness's server before a test file's own `env`. */
export function harnessSettings(options: {
  mode: ApiMode;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: boolean;
}): Record<string, string | undefined> {
  return {
    NODE_ENV: options.mode,
    // The harness's requests are for http://localhost (the response cache stores only answers for the site's own host).
    BASE_URL: 'http://localhost',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: options.seed ? 'true' : 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'false',
  };
}
