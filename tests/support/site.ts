/**
 * The site an e2e test file drives: the production server (the run's build) on a free port, on a
 * copy of the seeded database the run made once (e2e-global-setup.ts), with an SMTP sink and an
 * OpenID provider standing in for Google.
 *
 *   const site = await useSite();                 // the worker's shared site (see below)
 *   const site = await useSite({ fresh: true });  // a site of the file's own, stopped after its tests
 *   await page.goto(`${site.baseURL}/tour`);
 *   await waitForMail(site.mailDir, email, /verify/i);
 *
 * Shared: the run starts one site per Vitest worker (e2e-global-setup.ts), and the files a worker
 * runs, one after the other, use it in turn. Such a file makes its own data (its own accounts with
 * unique e-mails, its own tours and bookings) and never counts on what another file may have added:
 * it reads the catalogue, mail and lists for its own items. A file that changes what others see
 * (the demo catalogue, its reviews, the admins, settings) or counts things it cannot tell apart
 * from theirs asks for `fresh: true`; so does one with server settings of its own (`env`).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { spawnServe } from '../../scripts/serve-process.ts';
import { freePort, waitForHttp } from './net.ts';
import { oidcClient, startOidcProvider } from './oidc-provider.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** The account the server makes admin at start-up (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@travelez.test', password: 'Admin-pass-2026' };

/** What the run's global setup made once for every file's site. */
export interface SiteTemplate {
  buildDir: string;
  /** The seeded DATA_DIR each PGlite site copies; on PostgreSQL it holds no database. */
  dataDir: string;
  /** The seeded template database each PostgreSQL site is created from ('' on PGlite). */
  database: string;
}

/** A site the run started for the files of one worker (what crosses from the global setup). */
export type SharedSite = Omit<Site, 'stop'>;

/** What the global setup writes once the seeded site and the shared sites are up (or why not). */
export type E2eSites =
  | {
      template: SiteTemplate;
      /** One per worker, in the order of VITEST_POOL_ID (1..maxWorkers); empty: every file starts its own. */
      shared: SharedSite[];
    }
  | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The file the e2e global setup writes `E2eSites` to when it is done. It works in the
     * background (the API files run meanwhile): `e2eSites()` waits for the file.
     */
    e2eSitesFile: string;
  }
}

/** The run's seeded site and shared sites, once the global setup has made them. */
export async function e2eSites(timeoutMs = 600_000): Promise<Extract<E2eSites, { template: SiteTemplate }>> {
  const file = inject('e2eSitesFile');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      const sites = JSON.parse(text) as E2eSites;
      if ('error' in sites) throw new Error(`The e2e global setup failed: ${sites.error}`);
      return sites;
    }
    if (Date.now() > deadline) throw new Error(`The e2e global setup wrote no ${file} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Site {
  baseURL: string;
  /** Where this site's SMTP sink keeps what it receives (tests/support/mailbox.ts reads it). */
  mailDir: string;
  /** The local OpenID provider standing in for Google. */
  oidcIssuer: string;
  /**
   * The site's PostgreSQL database ('' on PGlite, whose database the server holds locked): for the
   * few tests that must set up a state no API offers (a trip that has ended, for its review).
   */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The server's settings, given its port and peers: as production runs, with the test's admin. */
export function siteEnv(options: {
  port: number;
  dataDir: string;
  buildDir: string;
  databaseUrl: string;
  smtpPort: number;
  oidcIssuer: string;
}): NodeJS.ProcessEnv {
  const baseURL = `http://127.0.0.1:${options.port}`;
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    BASE_URL: baseURL,
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    GOOGLE_CLIENT_ID: oidcClient.clientId,
    GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
    GOOGLE_ISSUER: options.oidcIssuer,
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    // Nothing balances these servers: stopping need not wait for a balancer to notice.
    DRAIN_SECONDS: '0',
  };
}

/** Starts the production server (package.json's `serve`) with `env`; resolves once it answers, rejects if it exits first. */
export async function startServer(env: NodeJS.ProcessEnv, root = process.cwd(), timeoutMs = 120_000): Promise<ChildProcess> {
  const server = spawnServe(root, env);
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`The site server exited early (code ${code})`))));
  try {
    await Promise.race([waitForHttp(`${env.BASE_URL}/api/allTourPackages`, timeoutMs), exited]);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  server.removeAllListeners('exit');
  return server;
}

/** SIGTERM, then SIGKILL if the server is still there after `graceMs`. */
export async function stopServer(server: ChildProcess, graceMs = 10_000): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** PostgreSQL: a new database copied from `template` (which must have no connection). */
async function copyDatabase(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL e2e run');
  const name = `travelez_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface SiteOptions {
  /** More settings for the server (the payment providers' peers), given the site's own address. Implies `fresh`. */
  env?: (baseURL: string) => Record<string, string> | Promise<Record<string, string>>;
  /** A site of the file's own on a fresh copy of the seeded database, instead of the worker's shared one. */
  fresh?: boolean;
}

/** A site on a fresh copy of `template` (in a test file: the run's), running until `stop()`. */
export async function startSite(options: SiteOptions = {}, givenTemplate?: SiteTemplate): Promise<Site> {
  const template = givenTemplate ?? (await e2eSites()).template;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-site-'));
  const mailDir = path.join(dataDir, 'received-mail');
  const undo: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of undo.reverse()) await step().catch((error: Error) => console.error(`[site] cleaning up: ${error.message}`));
  };
  try {
    const siteData = path.join(dataDir, 'data');
    await cp(template.dataDir, siteData, { recursive: true });
    let databaseUrl = '';
    if (template.database) {
      const db = await copyDatabase(template.database);
      databaseUrl = db.url;
      undo.push(db.drop);
    }
    const smtp = await startSmtpSink(mailDir);
    undo.push(smtp.close);
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    // The server reads the provider's discovery document as it starts.
    const oidc = await startOidcProvider(await freePort(), `${baseURL}/api/auth/callback/google`);
    undo.push(oidc.close);
    const env = {
      ...siteEnv({ port, dataDir: siteData, buildDir: template.buildDir, databaseUrl, smtpPort: smtp.port, oidcIssuer: oidc.issuer }),
      ...(options.env ? await options.env(baseURL) : {}),
    };
    const server = await startServer(env);
    undo.push(() => stopServer(server));
    return { baseURL, mailDir, oidcIssuer: oidc.issuer, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The file's site: the worker's shared one, or (`fresh`, `env`, or a project that shares none) one
 * started now and stopped after the file's tests.
 */
export async function useSite(options: SiteOptions = {}): Promise<Site> {
  const { shared } = await e2eSites();
  if (!options.fresh && !options.env && shared.length > 0) {
    // VITEST_POOL_ID is the worker's slot (1..maxWorkers): no two files running at once share it.
    const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
    const site = shared[slot % shared.length]!;
    // The run's global teardown stops it.
    return { ...site, stop: async () => {} };
  }
  const site = await startSite(options);
  afterAll(() => site.stop(), 30_000);
  return site;
}
