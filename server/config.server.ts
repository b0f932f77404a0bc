/**
 * Settings, read once from the environment; each has a working default (see .env.example).
 */
import path from 'node:path';
import { z } from 'zod';
import { parseSmsCountries, type SmsCountry } from '../shared/phone.ts';
import { parseQuietHours, type QuietHours } from '../shared/sms-schedule.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin, used in e-mail links and OAuth redirects. */
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Travelez <hello@travelez.test>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** 'false' skips demo content on an empty database (tests that want a blank slate). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** 'false' turns the abuse limits off (load benchmarks only). */
  RATE_LIMIT: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** 'false' turns the anonymous response cache off (benchmarks of the uncached path). */
  RESPONSE_CACHE: z.enum(['true', 'false']).default('true'),
  /** How long an anonymous answer is kept before it is rendered anew (served stale past it only when that fails). */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * PostgreSQL: a pooled connection silent this long (a query without an answer, or idle) is
   * closed: a connection frozen by a firewall or NAT fails its request (a 503) instead of holding it
   * for ever, and the next query opens a new one.
   */
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3_600).default(30),
  /**
   * Shared reads (the catalogue, sessions) kept in memory and dropped by the change feed.
   * Default: on, except under NODE_ENV=test (tests that change the database directly).
   */
  READ_CACHE: z.enum(['true', 'false']).optional(),
  /** How long a shared read is kept without a change (the change feed drops it at once on one). */
  READ_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** 'true' adds `Server-Timing: db;desc="N queries"` to every answer (benchmarks, debugging). */
  SERVER_TIMING: z.enum(['true', 'false']).default('false'),
  /** How many proxies (load balancers) stand in front: their X-Forwarded-For names the client. 'true' = 1. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be true, false or a number of proxies')
    .default('false'),
  /** Origins (comma-separated) whose pages may call /api. */
  CORS_ORIGINS: z.string().default(''),
  /** First retry delay of an e-mail that could not be sent (it doubles up to 5 minutes). */
  MAIL_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** On SIGTERM: seconds /readyz answers 503 before the server stops taking connections. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(2),
  /** Where the JSON API's image URLs point (a CDN); default BASE_URL. */
  PUBLIC_ASSET_URL: z.url().optional(),
  /** An S3-compatible bucket for images (all four, or none). */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** SSLCommerz hosted checkout: offered when the store id and password are set. */
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  /** The provider's sandbox by default; https://securepay.sslcommerz.com when live. */
  SSLCOMMERZ_BASE_URL: z.url().default('https://sandbox.sslcommerz.com'),
  /** bKash tokenized checkout: offered when all five are set. */
  BKASH_BASE_URL: z.url().optional(),
  BKASH_APP_KEY: z.string().optional(),
  BKASH_APP_SECRET: z.string().optional(),
  BKASH_USERNAME: z.string().optional(),
  BKASH_PASSWORD: z.string().optional(),
  /**
   * Hosts (comma-separated) whose certificate may sign bKash's webhook (SNS) messages. Default:
   * Amazon SNS's own (sns.<region>.amazonaws.com, over https). Tests name their local peer.
   */
  BKASH_WEBHOOK_CERT_HOSTS: z.string().optional(),
  /** Minutes an unpaid booking holds its seats when a provider is configured. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often the payment sweeper runs (expired holds, unanswered payments, reminders). */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** SSL Wireless SMS Plus (all three, or none: each SMS is then written to DATA_DIR/outbox/sms). */
  SMS_BASE_URL: z.url().optional(),
  SMS_API_TOKEN: z.string().max(50).optional(),
  SMS_SID: z.string().max(20).optional(),
  /** Countries whose mobile numbers the site texts and signs in with (ISO codes; default BD). */
  SMS_COUNTRIES: z.string().optional(),
  /** Dhaka hours in which only sign-in codes are texted: 'HH-HH' (default 22-8), or 'off'. */
  SMS_QUIET_HOURS: z.string().optional(),
  /** The shared secret of POST /api/sms/inbound (replies such as STOP forwarded to the site); unset: the endpoint is off. */
  SMS_INBOUND_SECRET: z.string().min(16).max(200).optional(),
});

type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  /** PGlite's folder (DATA_DIR/pglite); `memory://` keeps it in memory. */
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  seedDemo: boolean;
  rateLimit: boolean;
  responseCache: boolean;
  responseCacheMs: number;
  readCache: boolean;
  readCacheMs: number;
  databaseQueryTimeoutMs: number;
  serverTiming: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Proxies in front whose X-Forwarded-For is trusted (0: none). */
  trustProxy: number;
  corsOrigins: string[];
  /** The origin the JSON API's image URLs start with. */
  assetBaseUrl: string;
  mailRetryMs: number;
  drainSeconds: number;
  /** Images in an S3-compatible bucket (S3_*), else undefined. */
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | undefined;
  /** The payment providers whose settings are present (none: the specification's card fields). */
  payments: PaymentSettings;
  sms: SmsSettings;
}

export interface SmsSettings {
  /** SSL Wireless SMS Plus, when its settings are present. */
  sslwireless: { baseUrl: string; apiToken: string; sid: string } | undefined;
  /** Where SMS go without a gateway (DATA_DIR/outbox/sms). */
  outboxDir: string;
  countries: SmsCountry[];
  /** Only codes in these Dhaka hours (SMS_QUIET_HOURS); null: none. */
  quietHours: QuietHours;
  /** SMS_INBOUND_SECRET: the inbound endpoint's shared secret (unset: the endpoint answers 404). */
  inboundSecret: string | undefined;
}

export interface PaymentSettings {
  sslcommerz: { storeId: string; storePassword: string; baseUrl: string } | undefined;
  bkash: { baseUrl: string; appKey: string; appSecret: string; username: string; password: string; webhookCertHosts: string[] | undefined } | undefined;
  holdMinutes: number;
  sweepSeconds: number;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const s3Keys = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new Error('Invalid settings:\n  S3: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none');
  }
  const bkashKeys = [env.BKASH_BASE_URL, env.BKASH_APP_KEY, env.BKASH_APP_SECRET, env.BKASH_USERNAME, env.BKASH_PASSWORD];
  if (bkashKeys.some(Boolean) && !bkashKeys.every(Boolean)) {
    throw new Error('Invalid settings:\n  bKash: set all of BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD, or none');
  }
  if (!env.SSLCOMMERZ_STORE_ID !== !env.SSLCOMMERZ_STORE_PASSWORD) {
    throw new Error('Invalid settings:\n  SSLCommerz: set both SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD, or neither');
  }
  const smsKeys = [env.SMS_BASE_URL, env.SMS_API_TOKEN, env.SMS_SID];
  if (smsKeys.some(Boolean) && !smsKeys.every(Boolean)) {
    throw new Error('Invalid settings:\n  SMS: set all of SMS_BASE_URL, SMS_API_TOKEN and SMS_SID, or none');
  }
  let smsCountries: SmsCountry[];
  let smsQuietHours: QuietHours;
  try {
    smsCountries = parseSmsCountries(env.SMS_COUNTRIES);
    smsQuietHours = parseQuietHours(env.SMS_QUIET_HOURS);
  } catch (error) {
    throw new Error(`Invalid settings:\n  ${(error as Error).message}`, { cause: error });
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    authSecret: env.AUTH_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
        : undefined,
    seedDemo: env.SEED_DEMO === 'true',
    rateLimit: env.RATE_LIMIT === 'true',
    responseCache: env.RESPONSE_CACHE === 'true',
    responseCacheMs: env.RESPONSE_CACHE_SECONDS * 1000,
    readCacheMs: env.READ_CACHE_SECONDS * 1000,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    readCache: env.READ_CACHE ? env.READ_CACHE === 'true' : env.NODE_ENV !== 'test',
    serverTiming: env.SERVER_TIMING === 'true',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          region: env.S3_REGION,
        }
      : undefined,
    mailRetryMs: env.MAIL_RETRY_MS,
    drainSeconds: env.DRAIN_SECONDS,
    assetBaseUrl: (env.PUBLIC_ASSET_URL ?? env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    payments: {
      sslcommerz:
        env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD
          ? { storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD, baseUrl: env.SSLCOMMERZ_BASE_URL.replace(/\/$/, '') }
          : undefined,
      bkash: env.BKASH_BASE_URL
        ? {
            baseUrl: env.BKASH_BASE_URL.replace(/\/$/, ''),
            appKey: env.BKASH_APP_KEY!,
            appSecret: env.BKASH_APP_SECRET!,
            username: env.BKASH_USERNAME!,
            password: env.BKASH_PASSWORD!,
            webhookCertHosts: env.BKASH_WEBHOOK_CERT_HOSTS?.split(',')
              .map((h) => h.trim())
              .filter(Boolean),
          }
        : undefined,
      holdMinutes: env.PAYMENT_HOLD_MINUTES,
      sweepSeconds: env.PAYMENT_SWEEP_SECONDS,
    },
    sms: {
      sslwireless: env.SMS_BASE_URL ? { baseUrl: env.SMS_BASE_URL.replace(/\/$/, ''), apiToken: env.SMS_API_TOKEN!, sid: env.SMS_SID! } : undefined,
      outboxDir: path.join(dataDir, 'outbox', 'sms'),
      countries: smsCountries,
      quietHours: smsQuietHours,
      inboundSecret: env.SMS_INBOUND_SECRET,
    },
  };
}
