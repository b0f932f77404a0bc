/**
 * Lingering close: a connection the server ends while the client is still sending (a refused
 * 50 MB upload answered 413 with `Connection: close`) is half-closed, and what the client still
 * sends is read and dropped for a short while before the socket is closed.
 *
 * Why: Node ends such a connection with `socket.destroySoon()`: it sends the answer and a FIN, then
 * closes the socket with the client's unread bytes still in it. The kernel then answers with a
 * reset, which makes the client's next write fail (EPIPE) and, on Linux, drops the answer the
 * client had not read yet: the visitor sees "connection reset" instead of "The request is too
 * large". Web servers linger for this reason (nginx's `lingering_close`); so does this one, with
 * the same two bounds: a client that goes quiet for `idleMs`, or keeps sending for `totalMs`, is
 * cut.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface LingerOptions {
  /** Closed when the client sends nothing for this long. */
  idleMs?: number;
  /** Closed after this long whatever the client does. */
  totalMs?: number;
}

function lingeringClose(socket: Socket, { idleMs = 2_000, totalMs = 10_000 }: LingerOptions) {
  if (socket.destroyed) return;
  // The answer and a FIN: the client reads the whole answer, then sees the end.
  socket.end();
  if (socket.readableEnded) {
    socket.destroy();
    return;
  }
  const close = () => {
    clearTimeout(total);
    socket.destroy();
  };
  const total = setTimeout(close, totalMs);
  total.unref();
  socket.setTimeout(idleMs, close);
  // What the client still sends is no request: the HTTP parser no longer sees it.
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  socket.once('end', close);
  socket.once('close', () => clearTimeout(total));
  socket.resume();
}

/** Makes every connection of `server` linger when Node ends it (see above). */
export function lingerOnClose(server: Server, options: LingerOptions = {}): void {
  server.on('connection', (socket: Socket) => {
    // Node's HTTP server calls this (and only this) when an answer ends the connection.
    socket.destroySoon = () => lingeringClose(socket, options);
  });
}
