/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), which can make connections die
 * silently: a frozen connection stays open on both sides but nothing crosses it any more (no FIN,
 * no reset), as when a firewall or NAT between an instance and its database forgets it; or cut
 * them all at once (a reset on both sides) and refuse new ones for a while, as when the database
 * restarts or the network between drops.
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
  /** Resets every open connection and refuses new ones (each reset as it arrives) until `restore()`. */
  cut(): number;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const connections: ProxiedConnection[] = [];
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
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
    cut() {
      refusing = true;
      const open = [...sockets];
      for (const s of open) s.resetAndDestroy();
      return open.length;
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
