/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives as an .eml file, so the
 * e-mail flows are tested end to end (the site speaks SMTP to it exactly as to a real relay).
 */
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on 127.0.0.1 (no TLS, no authentication) that hands each message's bytes to
 * `accept` and answers 250 once it has resolved. Listens on `listenPort` (0: any free one), so a
 * test can stop it and start it again on the same port.
 */
export async function startSmtpServer(listenPort: number, accept: (message: Buffer) => Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        accept(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * Keeps each message in `dir`, one .eml file each, in the order they arrived. A message is
 * written under a temporary name and renamed, so a test polling the folder never reads half a
 * message (a verification link cut short is an invalid token).
 */
export function startSmtpSink(dir: string, listenPort = 0) {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return startSmtpServer(listenPort, async (message) => {
    const file = path.join(dir, `${Date.now()}-${String(++n).padStart(4, '0')}.eml`);
    await writeFile(`${file}.part`, message);
    await rename(`${file}.part`, file);
  });
}
