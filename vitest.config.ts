/**
 * Test projects (see README "Tests"):
 *   unit          pure modules and components, next to the code (*.test.ts[x])
 *   api-pglite    the JSON API in-process on an in-memory PGlite      (tests/api)
 *   api-postgres  the same suite on the PostgreSQL server at TEST_DATABASE_URL
 *   e2e           the built site in a real server process, driven by headless Chromium (tests/e2e)
 */
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const message = 'TEST_DATABASE_URL is not set: the api-postgres suite cannot run.';
  if (process.env.CI) throw new Error(`${message} CI must set it.`);
  console.warn(`\n!! ${message} Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.\n`);
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,server,shared,db}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server at a time: CI has 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
