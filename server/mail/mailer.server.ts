/**
 * The one way the site sends e-mail. With SMTP_URL it goes over SMTP (nodemailer); without it,
 * each message is written as an .eml file to DATA_DIR/outbox and its links are printed to the
 * log, so someone running the site locally can still verify an account.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.server.ts';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger.server.ts';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * With `tx` (the durable queue), the message is stored in that transaction: it exists exactly
   * when the change that causes it is committed. Mailers without a queue send at once.
   */
  send(message: MailMessage, tx?: Database): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  // nodemailer is loaded with the first message (a server that sends none never holds it).
  let loaded: Promise<Transporter> | undefined;
  const transporter = () =>
    (loaded ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (smtpUrl) {
    return {
      async send(message) {
        const transport = await transporter();
        await transport.sendMail({ from, ...message });
        logger.info(`[mail] sent "${message.subject}" to ${[message.to].flat().join(', ')}`);
      },
    };
  }
  // The outbox holds password-reset links: only the site's own user may read it. Made (and its
  // mode set) once, not before every message; again should it have been removed meanwhile.
  let outboxReady: Promise<unknown> | undefined;
  const prepareOutbox = () =>
    (outboxReady ??= mkdir(outboxDir, { recursive: true, mode: 0o700 })
      .then(() => chmod(outboxDir, 0o700))
      .catch((error: unknown) => {
        outboxReady = undefined;
        throw error;
      }));
  return {
    async send(message) {
      const transport = await transporter();
      const info = await transport.sendMail({ from, ...message });
      await prepareOutbox();
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      try {
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        outboxReady = undefined;
        await prepareOutbox();
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(`[mail] outbox: "${message.subject}" to ${[message.to].flat().join(', ')} -> ${file}`);
      for (const link of links) logger.info(`[mail]   link: ${link}`);
    },
  };
}
