/**
 * What deploy/haproxy.cfg does on its own, in front of stand-in instances whose answers the test
 * controls (tests/support/haproxy.ts): a dying instance's POST is not replayed, a slow health check
 * does not take the only instance out, a draining one is out at the next check. In the scale
 * project (run last, away from the other projects' load), beside scale.test.ts: it needs no build
 * and no database.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHaproxy, startStandIn, waitForBalancer, type Balancer, type StandIn } from '../support/haproxy.ts';

const root = process.cwd();

/**
 * What deploy/haproxy.cfg itself does with an instance that dies mid-request, answers its health
 * check slowly or starts draining: the balancer in front of stand-in instances whose answers the
 * test controls.
 */
describe('deploy/haproxy.cfg with stand-in instances', () => {
  let a: StandIn;
  let b: StandIn;
  let balancer: Balancer | null = null;
  afterEach(async () => {
    await balancer?.stop();
    balancer = null;
    await a?.close();
    await b?.close();
  });
  /** One request on its own connection (a 502 makes the balancer close the one it came on). */
  const hit = (url: string, init: { method?: string; body?: string } = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, { method: init.method ?? 'GET', agent: false, headers: init.body ? { 'content-type': 'application/json' } : {} }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(init.body);
    });

  it('a request that reached an instance which died before answering is replayed only when it is a read', async () => {
    [a, b] = [await startStandIn('a'), await startStandIn('b')];
    a.mode = 'die';
    balancer = await startHaproxy(root, a.port, b.port);
    await waitForBalancer(balancer.url);
    // Reads are safe to run twice: the balancer still sends them on to the instance that answers.
    for (let i = 0; i < 4; i++) expect((await hit(`${balancer.url}/tours?read=${i}`)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await hit(`${balancer.url}/api/bookTour?n=${i}`, { method: 'POST', body: '{}' })).status);
    }
    const posts = [...a.seen, ...b.seen].filter((r) => r.startsWith('POST'));
    console.info(`[scale] 6 POSTs through the balancer, one instance dying on each: ${posts.length} delivered, statuses ${statuses.join(' ')}`);
    // Each POST reached an instance exactly once: the one that died is not run again elsewhere.
    expect(posts.toSorted()).toEqual(Array.from({ length: 6 }, (_, i) => `POST /api/bookTour?n=${i}`).toSorted());
    expect(statuses.filter((s) => s === 502).length).toBe(a.seen.filter((r) => r.startsWith('POST')).length);
    expect(statuses.filter((s) => s === 502).length).toBeGreaterThan(0);
  });

  it('a health check slower than a second on a busy machine does not take the only instance out', async () => {
    [a, b] = [await startStandIn('a'), await startStandIn('b')];
    await b.close();
    a.readiness.delayMs = 1_500;
    balancer = await startHaproxy(root, a.port, b.port);
    await waitForBalancer(balancer.url, '/');
    const statuses: number[] = [];
    const until = Date.now() + 6_000;
    while (Date.now() < until) {
      statuses.push((await hit(`${balancer.url}/`)).status);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.info(`[scale] health checks taking 1.5 s: ${statuses.filter((s) => s !== 200).length} of ${statuses.length} requests refused`);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 30_000);

  it('a draining instance (/readyz 503) gets no new requests well within DRAIN_SECONDS (default 2 s)', async () => {
    [a, b] = [await startStandIn('a'), await startStandIn('b')];
    balancer = await startHaproxy(root, a.port, b.port);
    await waitForBalancer(balancer.url, '/');
    // Both in rotation first.
    await new Promise((r) => setTimeout(r, 2_500));
    a.readiness.status = 503;
    const started = Date.now();
    let lastToA = 0;
    while (Date.now() - started < 4_000) {
      if ((await hit(`${balancer.url}/`)).body === 'a') lastToA = Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    console.info(`[scale] draining instance: last request to it ${lastToA} ms after its /readyz turned 503`);
    expect(lastToA).toBeLessThan(2_000);
  }, 30_000);
  it('with TRAVELEZ_TLS_CERT it speaks HTTPS: HTTP/2 to a client that offers it, HTTP/1.1 to one that does not', async () => {
    // A throwaway self-signed certificate and its key in one PEM file, as docs/deploy.md asks.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'travelez-tls-'));
    const [key, cert, pem] = ['key.pem', 'cert.pem', 'site.pem'].map((f) => path.join(dir, f)) as [string, string, string];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
      stdio: 'ignore',
    });
    writeFileSync(pem, Buffer.concat([readFileSync(cert), readFileSync(key)]));
    [a, b] = [await startStandIn('a'), await startStandIn('b')];
    balancer = await startHaproxy(root, a.port, b.port, { tlsCert: pem });
    const overHttp2 = () =>
      new Promise<{ alpn: string | false | undefined; status: number; body: string }>((resolve, reject) => {
        const session = http2.connect(balancer!.url, { rejectUnauthorized: false });
        session.once('error', reject);
        const req = session.request({ ':path': '/tours' });
        let body = '';
        let status = 0;
        req.setEncoding('utf8');
        req.on('response', (headers) => (status = Number(headers[':status'])));
        req.on('data', (c: string) => (body += c));
        req.on('end', () => {
          resolve({ alpn: session.alpnProtocol, status, body });
          session.close();
        });
        req.on('error', reject);
      });
    let answer = await overHttp2().catch(() => null);
    for (let i = 0; i < 100 && answer?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      answer = await overHttp2().catch(() => null);
    }
    expect(answer).toMatchObject({ alpn: 'h2', status: 200 });
    expect(['a', 'b']).toContain(answer!.body);
    const overHttp1 = await new Promise<{ version: string; status: number }>((resolve, reject) => {
      https
        .get(`${balancer!.url}/tours`, { rejectUnauthorized: false, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0 }));
        })
        .on('error', reject);
    });
    expect(overHttp1).toEqual({ version: '1.1', status: 200 });
  });
});
