/**
 * Once per e2e run: build the site, then make the seeded site every site copies
 * (tests/support/site.ts): the production server starts once on an empty data folder (and, on
 * PostgreSQL, an empty database), migrates, seeds the demo content with its images, makes the admin
 * account, and stops. Then one site per Vitest worker starts on a copy of it, shared by the files
 * that worker runs (`useSite()`); a file that asks for a fresh site starts its own on a copy within
 * seconds. A project with `E2E_SHARED_SITES=0` in its env shares none.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './browser.ts';
import type { TestProject } from 'vitest/node';
import { freePort } from './net.ts';
import { startOidcProvider } from './oidc-provider.ts';
import { siteEnv, startServer, startSite, stopServer, type E2eSites, type Site, type SiteTemplate } from './site.ts';
import { createTestDatabase } from './test-database.ts';

export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install Debian's "chromium-headless-shell" package (apt-get install chromium-headless-shell); .ci/run does.`,
    );
  }
  const root = process.cwd();
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
  if (process.env.E2E_SKIP_BUILD !== '1') await buildOncePerRun(root, buildDir);
  // The sites are made in the background: Vitest runs the API files meanwhile, and each e2e file's
  // useSite() waits for the file written when they are up (tests/support/site.ts, e2eSites()).
  const sitesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'travelez-e2e-sites-')), 'sites.json');
  project.provide('e2eSitesFile', sitesFile);
  const write = (sites: E2eSites) => {
    writeFileSync(`${sitesFile}.tmp`, JSON.stringify(sites));
    renameSync(`${sitesFile}.tmp`, sitesFile);
  };
  const made = makeSites(project, root, buildDir).then(
    ({ sites, teardown }) => {
      write(sites);
      return teardown;
    },
    (error: Error) => {
      console.error(`[e2e] ${project.name}: the sites could not be made: ${error.stack ?? error.message}`);
      write({ error: error.message });
      return async () => {};
    },
  );
  return async () => {
    await (
      await made
    )();
    rmSync(path.dirname(sitesFile), { recursive: true, force: true });
  };
}

/** The seeded site (one first start of the production server), then one shared site per worker. */
async function makeSites(project: TestProject, root: string, buildDir: string): Promise<{ sites: E2eSites; teardown: () => Promise<void> }> {
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-e2e-template-'));
  const db = await createTestDatabase(project.config.env?.E2E_DB === 'postgres' ? 'postgres' : 'pglite');
  try {
    const port = await freePort();
    // The start-up reads the OpenID provider's discovery document; it sends no mail.
    const oidc = await startOidcProvider(await freePort(), `http://127.0.0.1:${port}/api/auth/callback/google`);
    try {
      const env = siteEnv({ port, dataDir, buildDir, databaseUrl: db.databaseUrl ?? '', smtpPort: await freePort(), oidcIssuer: oidc.issuer });
      // The first start copies the demo illustrations (db/seed/images, their AVIF copies too) and
      // makes the admin.
      await stopServer(await startServer(env, root, 300_000));
    } finally {
      await oidc.close();
    }
  } catch (error) {
    await db.drop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const database = db.databaseUrl ? new URL(db.databaseUrl).pathname.slice(1) : '';
  const template: SiteTemplate = { buildDir, dataDir, database };
  const cleanUp = async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // One shared site per worker slot (VITEST_POOL_ID runs from 1 to maxWorkers), started side by side.
  const sharedCount = project.config.env?.E2E_SHARED_SITES === '0' ? 0 : project.globalConfig.maxWorkers;
  const starting = Array.from({ length: sharedCount }, () => startSite({}, template));
  const settled = await Promise.allSettled(starting);
  const shared = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopShared = () => Promise.all(shared.map((site) => site.stop()));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await stopShared();
    await cleanUp();
    throw failure.reason;
  }
  console.info(
    `[e2e] ${project.name}: the seeded site (${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}) and ${sharedCount} shared sites made in ${Date.now() - started} ms`,
  );
  return {
    sites: { template, shared: shared.map(({ baseURL, mailDir, oidcIssuer, databaseUrl }: Site) => ({ baseURL, mailDir, oidcIssuer, databaseUrl })) },
    teardown: async () => {
      await stopShared();
      await cleanUp();
    },
  };
}

/**
 * Both e2e projects (PGlite and PostgreSQL) share one production build. Their setups run in the
 * same Vitest process, so the process id marks a build made by this run; a lock folder keeps two
 * setups from building into the same folder at once.
 */
export async function buildOncePerRun(root: string, buildDir: string) {
  const lock = `${buildDir}.lock`;
  const marker = path.join(buildDir, '.built-by');
  const runId = String(process.pid);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that was killed mid-build goes stale after five minutes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (existsSync(marker) && readFileSync(marker, 'utf8') === runId) return;
    execFileSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
    });
    writeFileSync(marker, runId);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
