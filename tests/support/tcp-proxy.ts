/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), which can make connections die
 * silently: a frozen connection stays open on both sides but nothing crosses it any more (no FIN,
 * no reset), as when a firewall or NAT between an instance and its database forgets it.
 */
import net from 'node:net';

export interface ProxiedConnection {
  /** Everything the client sent so far, as text (to pick a connection by what it did). */
  sent: string;
  frozen: boolean;
}

export interface TcpProxy {
  port: number;
  connections: ProxiedConnection[];
  /** Freezes the open connections `which` picks; new connections are forwarded as usual. */
  freeze(which: (c: ProxiedConnection) => boolean): number;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const connections: ProxiedConnection[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const connection: ProxiedConnection = { sent: '', frozen: false };
    connections.push(connection);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => {
      if (connection.frozen) return;
      if (connection.sent.length < 100_000) connection.sent += chunk.toString('latin1');
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!connection.frozen) client.write(chunk);
    });
    // A close on either side is passed on, unless the connection is frozen (then nothing is).
    client.on('end', () => connection.frozen || upstream.end());
    upstream.on('end', () => connection.frozen || client.end());
    client.on('close', () => connection.frozen || upstream.destroy());
    upstream.on('close', () => connection.frozen || client.destroy());
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  return {
    port,
    connections,
    freeze(which) {
      let n = 0;
      for (const c of connections) {
        if (!c.frozen && which(c)) {
          c.frozen = true;
          n++;
        }
      }
      return n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
