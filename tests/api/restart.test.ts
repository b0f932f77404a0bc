/**
 * Data survives a restart: the site is opened on a real data folder (PGlite on disk, or a fresh
 * PostgreSQL database), receives writes through the API, is closed, and opened again on the same
 * data: every write is there, and the demo content is not seeded a second time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.server.ts';
import { loadConfig } from '../../server/config.server.ts';
import { createLogger } from '../../server/logger.server.ts';
import type { Mailer } from '../../server/mail/mailer.server.ts';
import { openRuntime } from '../../server/runtime.server.ts';
import { adminViewer } from '../support/api-harness.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let dataDir: string;
let db: TestDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-restart-'));
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const mailer: Mailer = { send: async () => {} };

/** Opens the site on the shared data folder / database; requests act as an admin when asked. */
async function openSite() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'false',
  });
  const runtime = await openRuntime(config, { mailer, renderSeedImages: false, logger: createLogger('error') });
  const admin = adminViewer();
  const app = createApp({
    config: runtime.config,
    logger: runtime.logger,
    services: runtime.services,
    auth: {
      handler: async () => Response.json({ error: 'Not found' }, { status: 404 }),
      getViewer: async (headers) => (headers.get('x-test-viewer') === 'admin' ? admin : null),
    },
  });
  const request = (pathname: string, init: { method?: string; json?: unknown; admin?: boolean } = {}) =>
    app.request(`http://localhost${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.admin ? { 'x-test-viewer': 'admin', cookie: 'test=1' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  return { runtime, request };
}

describe(`data survives a restart (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('subscribers, messages and the catalogue are all there after closing and reopening', async () => {
    const first = await openSite();
    const packagesBefore = (await (await first.request('/api/allTourPackages')).json()) as { _id: string }[];
    expect(packagesBefore.length).toBeGreaterThan(0);
    const emails = Array.from({ length: 5 }, (_, i) => `restart${i}@example.com`);
    for (const email of emails) {
      expect((await first.request('/api/subcribers', { method: 'POST', json: { email } })).status).toBe(201);
    }
    const sent = await first.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: 'Rahim', email: 'rahim@example.com', subject: 'Survives?', message: 'This message must survive a restart.' },
    });
    expect(sent.status).toBe(201);
    const { _id: messageId } = (await sent.json()) as { _id: string };
    await first.runtime.close();

    const second = await openSite();
    try {
      const packagesAfter = (await (await second.request('/api/allTourPackages')).json()) as { _id: string }[];
      // Same catalogue, not seeded again.
      expect(packagesAfter.map((p) => p._id)).toEqual(packagesBefore.map((p) => p._id));
      const subscribers = (await (await second.request('/api/subcribers', { admin: true })).json()) as { email: string }[];
      expect(subscribers.map((s) => s.email)).toEqual(expect.arrayContaining(emails));
      const message = await second.request(`/api/viewMessage/${messageId}`, { admin: true });
      expect(message.status).toBe(200);
      expect(await message.json()).toMatchObject({ subject: 'Survives?', message: 'This message must survive a restart.' });
    } finally {
      await second.runtime.close();
    }
  }, 60_000);
});
