/**
 * Once per e2e run: build the site, start a local SMTP server (the real peer of the mailer) and
 * the production server on a free port with a fresh DATA_DIR, then hand their addresses to the
 * tests (`inject('baseURL')`, `inject('mailDir')`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from './smtp-sink.ts';
import { freePort, waitForHttp } from './net.ts';
import { oidcClient, startOidcProvider } from './oidc-provider.ts';
import { createTestDatabase } from './test-database.ts';
import { spawnServe } from '../../scripts/serve-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    adminEmail: string;
    adminPassword: string;
    /** The local OpenID provider standing in for Google (tests/support/oidc-provider.ts). */
    oidcIssuer: string;
    /**
     * The site's PostgreSQL database in the e2e-postgres project ('' on PGlite, whose database the
     * server holds locked): for the few tests that must set up a state no API offers (a trip that
     * has ended, for its review).
     */
    databaseUrl: string;
  }
}

export const e2eAdmin = { email: 'admin@travelez.test', password: 'Admin-pass-2026' };

export default async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: install Debian\'s "chromium" package (apt-get install chromium).');
  }
  const root = process.cwd();
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
  if (process.env.E2E_SKIP_BUILD !== '1') await buildOncePerRun(root, buildDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  const smtp = await startSmtpSink(mailDir);
  const db = await createTestDatabase(project.config.env?.E2E_DB === 'postgres' ? 'postgres' : 'pglite');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider(await freePort(), `${baseURL}/api/auth/callback/google`);

  const server = spawnServe(
    root,
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      GOOGLE_CLIENT_ID: oidcClient.clientId,
      GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
    },
  );
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The site server exited early (code ${code})`))),
  );
  await Promise.race([waitForHttp(`${baseURL}/api/allTourPackages`, 180_000), exited]);

  console.info(`[e2e] ${project.name}: the site runs on ${baseURL} with ${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('adminEmail', e2eAdmin.email);
  project.provide('adminPassword', e2eAdmin.password);
  project.provide('oidcIssuer', oidc.issuer);
  project.provide('databaseUrl', db.databaseUrl ?? '');

  return async () => {
    server.removeAllListeners('exit');
    // Its graceful shutdown ends before the database it uses is dropped.
    if (server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await smtp.close();
    await oidc.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
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
