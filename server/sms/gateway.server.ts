/**
 * The one interface every SMS gateway implements (like the payment providers'): one message to one
 * number, with the client's message id (`csms_id` at SSL Wireless) as the idempotency key. Three
 * answers, never a guess: it was taken (`SmsSent`), the gateway refused it for good
 * (`SmsError`, not retryable: a blocked or invalid number, a text too long), or it may work later
 * (`SmsError`, retryable: no answer in time, a 5xx, the gateway's rate limit, settings the operator
 * must fix). Sending again with the same id after an unknown outcome is safe: the gateway answers
 * "duplicate", which is read as sent.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.server.ts';

export interface SmsToSend {
  /** E.164 (`+8801711234567`). */
  to: string;
  text: string;
  /** Unique per message ([0-9a-z], 20 characters): the gateway's idempotency key. */
  id: string;
}

export interface SmsSent {
  /** The gateway's own id for the message, when it gives one. */
  reference: string | null;
  /** It had been taken before (a lost answer): the gateway said "duplicate". */
  duplicate: boolean;
}

export class SmsError extends Error {
  /** Asking again later may succeed (no answer, a 5xx, a rate limit, settings to fix). */
  readonly retryable: boolean;
  /** The gateway's status code, when it answered one. */
  readonly code: number | null;
  constructor(message: string, retryable: boolean, code: number | null = null) {
    super(message);
    this.name = 'SmsError';
    this.retryable = retryable;
    this.code = code;
  }
}

export interface SmsGateway {
  readonly name: string;
  send(sms: SmsToSend): Promise<SmsSent>;
}

/**
 * Without a gateway configured: each SMS is written to `dir` (DATA_DIR/outbox/sms, private to
 * the site's user: codes are in it) as a small text file, and its text logged when `logText`
 * (development), so someone running the site locally can sign in with a phone.
 */
export function createSmsOutbox({ dir, logger, logText }: { dir: string; logger: Logger; logText: boolean }): SmsGateway & { dir: string } {
  let ready: Promise<unknown> | undefined;
  const prepare = () =>
    (ready ??= mkdir(dir, { recursive: true, mode: 0o700 })
      .then(() => chmod(dir, 0o700))
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  return {
    name: 'outbox',
    dir,
    async send(sms) {
      await prepare();
      // Named by the message's id, so a message handed over twice (a retry after a crash) is one file.
      const file = path.join(dir, `${sms.id}.txt`);
      const body = `To: ${sms.to}\nId: ${sms.id}\n\n${sms.text}\n`;
      try {
        await writeFile(file, body, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The same id twice: written already (a retry after a crash), as a gateway would say.
        if (code === 'EEXIST') return { reference: sms.id, duplicate: true };
        if (code !== 'ENOENT') throw error;
        ready = undefined;
        await prepare();
        await writeFile(file, body, { mode: 0o600, flag: 'wx' });
      }
      logger.info(`[sms] outbox: to ${sms.to} -> ${file}`);
      if (logText) logger.info(`[sms]   text: ${sms.text}`);
      return { reference: sms.id, duplicate: false };
    },
  };
}
