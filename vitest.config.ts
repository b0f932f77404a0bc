/**
 * Test projects (see README "Tests"):
 *   unit          pure modules and components, next to the code (*.test.ts[x])
 *   api-pglite    the JSON API in-process on an in-memory PGlite      (tests/api)
 *   api-postgres  the same suite AS PRODUCTION RUNS, on the PostgreSQL server at TEST_DATABASE_URL
 *   e2e           the built site, a server per worker (or per file that asks), driven by headless Chromium (tests/e2e)
 *   e2e-postgres  a smoke of the browser flows that write (sign-in, booking, payment), on PostgreSQL
 *   scale         two instances on one PostgreSQL behind HAProxy (tests/e2e/scale.test.ts), last
 */
import { defineConfig } from 'vitest/config';

// The two API projects run the same files in two modes (API_MODE, tests/support/api-templates.ts):
//   - api-postgres runs as production: NODE_ENV=production, so the read cache, the viewer cache
//     and the anonymous response cache are on, and each e-mail is stored in the durable queue and
//     delivered by its worker to the harness (tests read it after `await h.mailDelivered()`). A
//     test that writes the database behind the services announces the change as they do.
//   - api-pglite stays in test mode, the mode `npm run dev` runs in: no read or response cache
//     (every read goes to the database), e-mail handed over without the queue. So both read paths
//     stay tested; production mode runs on PostgreSQL, where the change feed that empties the
//     caches crosses the database (LISTEN/NOTIFY) as it does between instances in production.

// The PostgreSQL runs use the local server unless told otherwise; `TEST_DATABASE_URL=off` leaves
// them out (loudly), which CI refuses. An unreachable server fails the run.
const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_DATABASE_URL ||= defaultPostgresUrl;
const postgresUrl = process.env.TEST_DATABASE_URL === 'off' ? undefined : process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const message = 'TEST_DATABASE_URL=off: the api-postgres and e2e-postgres projects are left out.';
  if (process.env.CI) throw new Error(`${message} CI must run them.`);
  console.warn(`\n!! ${message}\n`);
}

/**
 * The PostgreSQL e2e smoke: the browser flows that write through the database once more on the
 * server production runs on. payments.test.ts signs in through /signin, books through the wizard,
 * pays on both providers' pages and cancels with refunds; google.test.ts makes accounts through
 * OpenID Connect (better-auth's account rows, which no API test makes); review-flow.test.ts needs
 * PostgreSQL (its header). Every other difference between the databases (locks, races,
 * transactions, the durable mail queue, the change feed) is proven by the API suites on both
 * (api-pglite, api-postgres): docs/testing.md lists which file covers which.
 */
const postgresE2eSuites = ['payments', 'google', 'review-flow'];

/**
 * A test that runs to its end without one expect() fails: no test passes by checking nothing. (Not
 * in the e2e projects: a browser test also asserts by waiting for what a person would see, a
 * heading or an address, which Vitest does not count.)
 */
const requireAssertions = { requireAssertions: true };

/**
 * The API files of a worker share its loaded modules (Vitest's `isolate: false`): each file starts
 * a harness of its own (a database, a runtime with its services, caches and workers:
 * tests/support/api-harness.ts), so what they would share is only the code. Loading the server's
 * modules anew for every file was about half of an API file's time (6 files: 99 s isolated, 40 s
 * not, on a busy machine).
 */
const apiFilesShareModules = { isolate: false };

/**
 * Shared by both e2e projects: the production build, each worker's files on a site of the worker's
 * own or a file on one of its own (tests/support/site.ts), so files run side by side like the API files.
 */
const e2e = {
  globalSetup: ['tests/support/e2e-global-setup.ts'],
  // A worker's files share the modules they load (playwright-core, the OpenID provider and SMTP
  // sink modules of tests/support/site.ts, axe): about 0.7 s of CPU per file to load anew. Both
  // e2e projects (31 files) measured one after the other: Vitest's processes 104 CPU-s isolated,
  // 74 not (Chromium and the servers the same). Each file still runs its own top level (its site,
  // its browser); tests/support keeps no state of its own.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page that is right within a second on a quiet machine can take several with three files
  // running side by side: expect.poll waits up to 10 s (Vitest's default is 1 s).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    // Most of a file's time is spent waiting (for a server, a browser, a database): a few files at
    // once keep both cores of CI busy. Every project but scale shares this pool.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,server,shared,db,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
          expect: requireAssertions,
          // The unit files of a worker share its loaded modules, as the API and e2e files do: loading
          // them anew for each of the 70 files was 40 % of the project's CPU (35 CPU-s isolated, 21
          // not; 19 s against 12 s alone). The modules under test keep no state between files, and
          // every spy is put back after its test (`restoreMocks`), so no file sees another's.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          // The fuzzer proves that bad input is refused whole (a 4xx, no table changed): the
          // schemas and routes, not the database. It runs once, on PostgreSQL in production mode
          // (on PGlite it was the slowest file of the suite, a third of the API phase's time).
          exclude: ['tests/api/fuzz.test.ts'],
          env: { TEST_DB: 'pglite' },
          expect: requireAssertions,
          // The migrated and seeded database each file copies, made once per run.
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...apiFilesShareModules,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres', API_MODE: 'production' },
                expect: requireAssertions,
                globalSetup: ['tests/support/api-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                ...apiFilesShareModules,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // scale and dev-loop have their own projects; review-flow needs the PostgreSQL database (see its header).
          exclude: [
            'tests/e2e/scale.test.ts',
            'tests/e2e/haproxy-config.test.ts',
            'tests/e2e/db-blip.test.ts',
            'tests/e2e/review-flow.test.ts',
            'tests/e2e/dev-server.test.ts',
          ],
          ...e2e,
        },
      },
      {
        test: {
          // `npm run dev` edits real sources (a page's catalog, shared/) to see them reload: after
          // the other projects, so that no file builds or hashes the sources meanwhile
          // (startup.test.ts does), beside scale (whose servers run the build made before).
          name: 'dev-loop',
          include: ['tests/e2e/dev-server.test.ts'],
          testTimeout: e2e.testTimeout,
          hookTimeout: e2e.hookTimeout,
          expect: e2e.expect,
          // One file; the group's three workers let scale's files run beside it, each on its own
          // (one worker for dev-loop and db-blip, as before, made the group's time their sum).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                // Two production instances on one PostgreSQL behind HAProxy (docs/deploy.md), run
                // last (with dev-loop), away from the other projects' load: it measures drain times.
                name: 'scale',
                include: ['tests/e2e/scale.test.ts', 'tests/e2e/haproxy-config.test.ts', 'tests/e2e/db-blip.test.ts'],
                expect: requireAssertions,
                globalSetup: ['tests/support/build-global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 300_000,
                maxWorkers: 3,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
      ...(postgresUrl
        ? [
            {
              test: {
                // The smoke above (postgresE2eSuites); faults.test.ts starts servers on both databases itself.
                // Three files: each starts a site of its own rather than the run starting shared ones.
                name: 'e2e-postgres',
                include: postgresE2eSuites.map((name) => `tests/e2e/${name}.test.ts`),
                env: { E2E_DB: 'postgres', E2E_SHARED_SITES: '0' },
                ...e2e,
              },
            },
          ]
        : []),
    ],
  },
});
