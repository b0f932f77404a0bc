import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerOnClose } from './lingering-close.server.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that refuses every body at once (as the input guard refuses a 50 MB post). */
async function refusingServer(linger: boolean) {
  server = createServer((_req, res) => {
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    res.end('The request is too large: the limit is 64 KB.');
  });
  if (linger) lingerOnClose(server, { idleMs: 500, totalMs: 5_000 });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends a 50 MB post on a raw socket; what the client read, and the error it met, if any. */
function postHuge(port: number) {
  return new Promise<{ answer: string; error?: string }>((resolve) => {
    const size = 50 * 1024 * 1024;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let error: string | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () => resolve({ answer, error }));
    socket.write(`POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end();
    };
    pump();
  });
}

describe('lingering close', () => {
  it('a client still sending a refused body reads the whole answer, with no reset', async () => {
    const port = await refusingServer(true);
    for (let i = 0; i < 3; i++) {
      const { answer, error } = await postHuge(port);
      expect(error).toBeUndefined();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('The request is too large: the limit is 64 KB.');
    }
  });

  it('a client that stops sending and never closes is cut after the idle time', async () => {
    const port = await refusingServer(true);
    const closed = new Promise<number>((resolve) => server!.once('connection', (s) => s.once('close', () => resolve(Date.now()))));
    // Half-open: the client does not end its side when the server ends its own.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const started = Date.now();
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\nabc');
    socket.resume();
    const after = (await closed) - started;
    socket.destroy();
    expect(after).toBeGreaterThanOrEqual(400);
    expect(after).toBeLessThan(3_000);
  });
});
