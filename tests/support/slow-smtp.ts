/**
 * An SMTP server on 127.0.0.1 that takes its time: each message is accepted (250 after DATA)
 * only `delayMs` after it arrived, like a relay under load. It records every message it accepted,
 * by its To header, so a test can count deliveries.
 */
import { startSmtpServer } from './smtp-sink.ts';

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
  const server = await startSmtpServer(listenPort, async (message) => {
    const to = /^To: *(.*)$/im.exec(message.toString('utf8'))?.[1]?.trim() ?? '';
    await new Promise((r) => setTimeout(r, state.delayMs));
    accepted.push(to);
  });
  return Object.assign(state, { port: server.port, accepted, close: server.close });
}
