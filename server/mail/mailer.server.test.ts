import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.server.ts';
import { createMailer } from './mailer.server.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the .eml outbox (no SMTP_URL)', () => {
  it('is readable by the site alone: the folder 0700, each message 0600', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-outbox-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Travelez <hello@travelez.test>', outboxDir, logger: createLogger('silent') });
    await mailer.send({ to: 'nadia@example.com', subject: 'Reset your Travelez password', text: 'https://x/reset-password?token=t', html: '<p>x</p>' });
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const [file] = await readdir(outboxDir);
    expect((await stat(path.join(outboxDir, file!))).mode & 0o777).toBe(0o600);
  });

  it('is made once, and again if it was removed while the site ran', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-outbox-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Travelez <hello@travelez.test>', outboxDir, logger: createLogger('silent') });
    const message = { to: 'nadia@example.com', subject: 'Booked', text: 'Booked', html: '<p>Booked</p>' };
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(await readdir(outboxDir)).toHaveLength(2);
    await rm(outboxDir, { recursive: true });
    await mailer.send(message);
    expect(await readdir(outboxDir)).toHaveLength(1);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
  });
});
