/**
 * Everything the server needs, opened in order: database (locked, checked, migrated), demo content
 * on a database created empty in this start, the first admin, the mailer and the domain services.
 * The HTTP entry point and the tests both start here.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate, openDatabase, type DatabaseHandle } from '../db/client.server.ts';
import { ensurePrivateDir, tightenDataDir } from '../db/private-files.server.ts';
import { isCatalogueEmpty, seedDemoContent } from '../db/seed/seed.server.ts';
import { createAccounts, type Accounts } from './auth/auth.server.ts';
import { demoImageStorer, imageStoreFor } from './images/store.server.ts';
import type { AppConfig } from './config.server.ts';
import { createLogger, type Logger } from './logger.server.ts';
import { createMailer, type Mailer } from './mail/mailer.server.ts';
import { createMailQueue, type MailQueue } from './mail/queue.server.ts';
import { createServices, type Services } from './services/index.server.ts';
import { startPeriodicJobs } from './jobs.server.ts';
import type { SmsGateway } from './sms/gateway.server.ts';
import { createSmsGateway } from './sms/gateways.server.ts';
import { createSmsQueue, type SmsQueue } from './sms/queue.server.ts';

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The durable e-mail queue (absent when a test passes its own mailer). */
  mailQueue: MailQueue | null;
  /** The durable SMS queue (server/sms/queue.server.ts), in every mode. */
  smsQueue: SmsQueue;
  services: Services;
  /** better-auth and the gateway the HTTP server mounts (`accounts.gateway`). */
  accounts: Accounts;
  /** Stops the periodic jobs, finishes the e-mail being sent, stops listening for changes, closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Replaces the durable queue: each e-mail is handed to this mailer at once (tests that capture e-mail). */
  mailer?: Mailer;
  /**
   * Keeps the durable queue but replaces where its worker delivers (SMTP or the outbox): tests
   * that run as production does see each message stored, claimed and sent, then read what the
   * worker handed over. A transport, not a mailer, so that nothing between the services and the
   * database differs from production.
   */
  mailTransport?: Mailer;
  /** Replaces the SMS gateway the settings name (tests: the SSL Wireless peer). */
  smsGateway?: SmsGateway;
  /** The SMS queue's clock (tests: the quiet hours and expiry at a chosen time). */
  smsNow?: () => Date;
  /** Store the demo illustrations in the image store (default true; the API tests skip it). */
  renderSeedImages?: boolean;
  logger?: Logger;
  /** An in-memory PGlite starts from this copy of a database (tests; see DatabaseOptions). */
  pgliteFrom?: Blob;
  /** false: the periodic jobs do not run on their clock (API tests run a round themselves, at a chosen time). */
  periodicJobs?: boolean;
}

export async function openRuntime(settings: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(settings.logLevel);
  // An older version's data folder may be open to other users: owner-only before anything in it is read.
  tightenDataDir(settings.dataDir, logger);
  // First the database: it refuses a folder in use by another process or not holding a valid
  // database (DataDirLockedError, DatabaseFolderError) before anything else is written.
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: settings.pgliteDir,
    logger,
    pgliteFrom: options.pgliteFrom,
    queryTimeoutMs: settings.databaseQueryTimeoutMs,
  });
  try {
    const config: AppConfig = { ...settings, authSecret: settings.authSecret ?? (await dataDirSecret(settings)) };
    if (!settings.authSecret && config.production) {
      logger.warn(
        `[auth] AUTH_SECRET is not set: sessions are signed with the secret kept in ${path.join(config.dataDir, 'auth-secret')}${config.databaseUrl ? '; several instances must share one AUTH_SECRET' : ''}`,
      );
    }
    const { createdEmpty } = await migrate(database);
    // Demo content goes only into a database this start created empty (see MigrateResult): an
    // existing database whose catalogue is empty (everything deleted, or a damaged one) keeps it so.
    if (config.seedDemo && createdEmpty) {
      const started = Date.now();
      const counts = await seedDemoContent(database.db, {
        storeImage: (options.renderSeedImages ?? true) ? demoImageStorer(imageStoreFor(config, database.db)) : undefined,
      });
      logger.info(`[seed] demo content: ${counts.packages} packages, ${counts.blogs} blogs, ${counts.events} events (${Date.now() - started} ms)`);
    } else if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
      logger.info('[seed] the catalogue is empty but the database existed before this start: no demo content seeded (npm run db:seed adds it)');
    }
    // Every e-mail goes through the durable queue (stored, then sent by this instance's worker over
    // SMTP or to the .eml outbox); a test may pass its own mailer to read what is sent directly, or
    // its own transport to read what the queue's worker delivers.
    const mailQueue = options.mailer
      ? null
      : createMailQueue({
          db: database.db,
          transport: options.mailTransport ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, logger }),
          logger,
          retryMs: config.mailRetryMs,
          onlyWriter: database.kind === 'pglite',
        });
    const mailer: Mailer = options.mailer ?? mailQueue!;
    // Every SMS goes through its durable queue, to SSL Wireless or to DATA_DIR/outbox/sms.
    const smsQueue = createSmsQueue({
      db: database.db,
      gateway: options.smsGateway ?? createSmsGateway(config, logger),
      logger,
      now: options.smsNow,
      quietHours: config.sms.quietHours,
      onlyWriter: database.kind === 'pglite',
    });
    const services = createServices({ db: database.db, mailer, mailQueue, smsQueue, config, logger });
    const accounts = createAccounts({ db: database.db, config, mailer, services, logger });
    // ADMIN_EMAIL joins the admins list; with ADMIN_PASSWORD its verified account is created when missing.
    await accounts.ensureAdminUser();
    await services.changes.start();
    mailQueue?.start();
    smsQueue.start();
    const jobs = options.periodicJobs === false ? null : startPeriodicJobs(services.periodicJobs, logger);
    const close = async () => {
      await jobs?.stop();
      await mailQueue?.stop();
      await smsQueue.stop();
      await services.changes.close();
      await database.close();
    };
    return { config, logger, database, mailer, mailQueue, smsQueue, services, accounts, close };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Without AUTH_SECRET, each data folder gets its own random secret, kept in DATA_DIR/auth-secret
 * (readable by the site's user only) so sessions survive a restart: `npm start` on a fresh clone
 * needs no settings. Several instances on one PostgreSQL must share one AUTH_SECRET instead.
 */
async function dataDirSecret(config: AppConfig): Promise<string> {
  const file = path.join(config.dataDir, 'auth-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  ensurePrivateDir(config.dataDir);
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
