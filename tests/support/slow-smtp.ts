/**
 * An SMTP server on 127.0.0.1 that takes its time: each message is accepted (250 after DATA)
 * only `delayMs` after it arrived, like a relay under load. It records every message it accepted,
 * by its To header, so a test can count deliveries.
 */
import { SMTPServer } from 'smtp-server';

export interface SlowSmtp {
  port: number;
  /** The To header of each accepted message, in order. */
  accepted: string[];
  delayMs: number;
  close(): Promise<void>;
}

export async function startSlowSmtp(delayMs: number, listenPort = 0): Promise<SlowSmtp> {
  const accepted: string[] = [];
  const state = { delayMs };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = /^To: *(.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        setTimeout(() => {
          accepted.push(to);
          callback();
        }, state.delayMs);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return Object.assign(state, {
    port,
    accepted,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
