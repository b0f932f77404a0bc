/**
 * The bench's Lighthouse step as a visitor meets the site once deployed (docs/deploy.md): through
 * deploy/haproxy.cfg with TLS (`TRAVELEZ_TLS_CERT`), which speaks HTTP/2 to the browser, in front
 * of the bench's server. The certificate is a throwaway self-signed one made with openssl, which
 * the bench's Chromium is told to accept. Without Debian's haproxy or openssl it answers why, and
 * the step measures the server directly (HTTP/1.1) instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const haproxy = '/usr/sbin/haproxy';
const openssl = '/usr/bin/openssl';

export interface TlsFront {
  /** `https://localhost:<port>`: the site through HAProxy. */
  url: string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** 200 from `url` over TLS, the certificate not checked (it is the bench's own). */
const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => req.destroy());
  });

export async function startTlsFront(root: string, siteURL: string): Promise<TlsFront | string> {
  if (!existsSync(haproxy)) return `no HAProxy at ${haproxy} (apt-get install haproxy)`;
  if (!existsSync(openssl)) return `no openssl at ${openssl}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travelez-bench-tls-'));
  const [key, cert, pem] = ['key.pem', 'cert.pem', 'site.pem'].map((f) => path.join(dir, f)) as [string, string, string];
  execFileSync(openssl, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
    stdio: 'ignore',
  });
  await writeFile(pem, Buffer.concat([await readFile(cert), await readFile(key)]));
  const port = await freePort();
  const instance = new URL(siteURL).host;
  const child = spawn(haproxy, ['-f', path.join(root, 'deploy/haproxy.cfg'), '-db'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TRAVELEZ_BIND: `127.0.0.1:${port}`, TRAVELEZ_TLS_CERT: pem, TRAVELEZ_INSTANCE_A: instance, TRAVELEZ_INSTANCE_B: instance },
  });
  const url = `https://localhost:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await answers(`${url}/readyz`)) return { url, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  return 'HAProxy with TLS did not answer within 10 s';
}
