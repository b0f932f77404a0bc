/**
 * Debian's HAProxy running deploy/haproxy.cfg (the file production uses) in front of two
 * addresses on 127.0.0.1, and a stand-in instance whose answers a test controls, to check what the
 * balancer's configuration does with a dying, slow or draining instance.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort, waitForHttp } from './net.ts';

export interface Balancer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** With `tlsCert` (a PEM file: certificate and key), the balancer speaks HTTPS (`TRAVELEZ_TLS_CERT`). */
export async function startHaproxy(root: string, instanceA: number, instanceB: number, options: { tlsCert?: string } = {}): Promise<Balancer> {
  const port = await freePort();
  const child = spawn('/usr/sbin/haproxy', ['-f', path.join(root, 'deploy/haproxy.cfg'), '-db'], {
    env: {
      ...process.env,
      TRAVELEZ_BIND: `127.0.0.1:${port}`,
      TRAVELEZ_INSTANCE_A: `127.0.0.1:${instanceA}`,
      TRAVELEZ_INSTANCE_B: `127.0.0.1:${instanceB}`,
      ...(options.tlsCert ? { TRAVELEZ_TLS_CERT: options.tlsCert } : {}),
    },
    stdio: 'ignore',
  });
  const url = `${options.tlsCert ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** Waits until the balancer at `url` forwards `pathname` with a 2xx answer. */
export const waitForBalancer = (url: string, pathname = '/readyz') => waitForHttp(`${url}${pathname}`, 20_000);

export interface StandIn {
  port: number;
  name: string;
  /** Every request other than the health check, as `METHOD /path`. */
  seen: string[];
  /** `/readyz`: its status and how long it takes to answer. */
  readiness: { status: number; delayMs: number };
  /** Other requests: 'answer' (200, the stand-in's name), or 'die' (read it, close without a word). */
  mode: 'answer' | 'die';
  close(): Promise<void>;
}

export async function startStandIn(name: string): Promise<StandIn> {
  const standIn = { name, seen: [] as string[], readiness: { status: 200, delayMs: 0 }, mode: 'answer' as 'answer' | 'die' };
  const server = http.createServer((req, res) => {
    if (req.url === '/readyz') {
      const { status, delayMs } = standIn.readiness;
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'), delayMs);
      return;
    }
    req.resume();
    req.on('end', () => {
      standIn.seen.push(`${req.method} ${req.url}`);
      if (standIn.mode === 'die') req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  return Object.assign(standIn, {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
