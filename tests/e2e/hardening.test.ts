/**
 * The security audit's findings that only a real server process shows:
 *   - `npm run serve` (what `npm start` runs after building) is in production mode with no
 *     settings at all, and no answer to a visitor carries SQL, a stack or a file path, even when
 *     the database fails under a page;
 *   - the abuse limits key on the page route, not on how its path is spelled;
 *   - a body over the limit is refused at once (413, or the connection reset while the client is
 *     still sending), and a keep-alive client's next requests work.
 * The server runs the e2e build on a fresh PostgreSQL database, so the test can look at the rows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../server/http/rate-limit.server.ts';
import { freePort, waitForHttp } from '../support/net.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const root = process.cwd();
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');

let server: ChildProcess;
let baseURL: string;
let port: number;
let dataDir: string;
let db: TestDatabase;
let sql: pg.Client;
let log = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelez-hardening-'));
  db = await createTestDatabase('postgres');
  port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // No NODE_ENV, no AUTH_SECRET, limits on: as a newcomer's `npm start` runs it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['NODE_ENV', 'AUTH_SECRET', 'RATE_LIMIT', 'BASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name];
  server = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`server exited (${code}): ${log}`))));
  await Promise.race([waitForHttp(`${baseURL}/api/allTourPackages`, 90_000), exited]);
  server.removeAllListeners('exit');
  sql = new pg.Client({ connectionString: db.databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end().catch(() => {});
  // npm runs the server as its child: end the whole group.
  if (server?.pid) {
    const exited = new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  }
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One request on a given agent (so keep-alive reuse is real), answering status and body. */
function send(agent: http.Agent, method: string, pathname: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    let answered: { status: number; headers: http.IncomingHttpHeaders; body: string } | undefined;
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, agent, headers }, (res) => {
      answered = { status: res.statusCode ?? 0, headers: res.headers, body: '' };
      res.setEncoding('utf8');
      res.on('data', (c: string) => (answered!.body += c));
      res.on('end', () => resolve(answered!));
    });
    // Should a write fail once the answer is in (a refused upload), the answer counts.
    req.on('error', (error) => (answered ? resolve(answered) : reject(error)));
    req.end(body);
  });
}

/**
 * A body the server refuses while the client is still sending it: the server answers 413 and
 * closes the connection. The client reads the 413, or, when the close arrives while it is still
 * writing, sees the connection reset: either way the server refused it.
 */
async function sendRefused(agent: http.Agent, method: string, pathname: string, body: Buffer | string, headers: Record<string, string>) {
  try {
    return await send(agent, method, pathname, body, headers);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'EPIPE') return { status: 'reset' as const, body: 'reset' };
    throw error;
  }
}

const leaks = /select |insert into|relation "|\bat .+:\d+:\d+|\/work\/|node_modules|\.tsx?\b|server\/|stack/i;

describe('npm start runs in production mode with no settings', () => {
  it('answers as production (HSTS) and never shows a visitor SQL, a stack or a path, even when a query fails', async () => {
    const home = await fetch(`${baseURL}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(log).toMatch(/AUTH_SECRET is not set/);

    const nul = await fetch(`${baseURL}/tour.data?where=%00`);
    expect(nul.status).toBe(400);
    expect(await nul.text()).not.toMatch(leaks);

    // Break the database under the pages: every answer that has to query it stays a plain apology.
    // (What was read before, the home page's catalogue, is still answered from memory.)
    await sql.query('ALTER TABLE tour_packages RENAME TO tour_packages_away');
    try {
      expect((await fetch(`${baseURL}/`)).status).toBe(200);
      for (const pathname of ['/tour?where=sylhet', '/tour.data?where=sylhet', '/api/singleTourPackage/notreadyet0000000000']) {
        const res = await fetch(`${baseURL}${pathname}`);
        const text = await res.text();
        expect(res.status, pathname).toBeGreaterThanOrEqual(500);
        expect(text, pathname).not.toMatch(leaks);
      }
    } finally {
      await sql.query('ALTER TABLE tour_packages_away RENAME TO tour_packages');
    }
  });
});

describe('page actions take forms only', () => {
  it('JSON, text or a broken multipart body answers 415 / 400 with a plain message and no stack in the log; forms work', async () => {
    const from = log.length;
    const post = (pathname: string, type: string, body: string) =>
      fetch(`${baseURL}${pathname}`, { method: 'POST', headers: { 'content-type': type, origin: baseURL }, body, redirect: 'manual' });
    for (const pathname of ['/contact', '/contact.data', '/signin']) {
      const json = await post(pathname, 'application/json', '{}');
      expect(json.status, pathname).toBe(415);
      expect(await json.text()).toMatch(/accepts a form only/);
      expect((await post(pathname, 'text/plain', 'name=x')).status, pathname).toBe(415);
      const broken = await post(pathname, 'multipart/form-data; boundary=xyz', '--xyz\r\nnot a part at all');
      expect(broken.status, pathname).toBe(400);
      expect(await broken.text()).toMatch(/could not be read/);
    }
    const none = await fetch(`${baseURL}/contact`, { method: 'POST', headers: { origin: baseURL }, redirect: 'manual' });
    expect(none.status).toBe(415);
    // React Router's own form posts (a `.data` request) and a plain form still reach the action.
    const fields = { intent: 'contact', name: 'Form Check', email: 'form@example.com', subject: 'A question', message: 'Is the Sylhet tour on in May?' };
    const viaData = await post('/contact.data', 'application/x-www-form-urlencoded', new URLSearchParams(fields).toString());
    expect(viaData.status).toBe(200);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...fields, subject: 'Another question' })) form.set(k, v);
    const multipart = await fetch(`${baseURL}/contact`, { method: 'POST', headers: { origin: baseURL }, body: form, redirect: 'manual' });
    expect(multipart.status).toBeLessThan(400);
    // As a browser sends it: a boundary in mixed case (it is case-sensitive) and an empty file field.
    const boundary = '----WebKitFormBoundaryQx7AbYz9KpLm';
    const parts = Object.entries({ ...fields, subject: 'A third question' }).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const browserLike = await post('/contact.data', `multipart/form-data; boundary=${boundary}`, `${parts.join('')}${file}--${boundary}--\r\n`);
    expect(browserLike.status).toBe(200);
    const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from messages where name = 'Form Check'");
    expect(rows[0]!.n).toBe(3);
    // The server writes its log (a pipe: synchronously) before it answers; one turn of this
    // process's event loop reads what arrived with the last answer.
    await new Promise((r) => setImmediate(r));
    expect(log.slice(from)).not.toMatch(/\bat .+:\d+:\d+|TypeError|failed/);
  });
});

describe('expected refusals stay out of the log', () => {
  it('a page POST whose Origin is not its Host, and a POST to a page without a form, are refused without a stack', async () => {
    const from = log.length;
    const agent = new http.Agent({ keepAlive: false });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // Reached at one address, posted from another (React Router would refuse it with a stack).
    for (const pathname of ['/contact', '/bn/contact', '/contact.data']) {
      const mismatched = await send(agent, 'POST', pathname, 'name=x', { ...form, host: 'travelez.example', origin: baseURL });
      expect(mismatched.status, pathname).toBe(403);
      // In the page's language.
      expect(mismatched.body).toMatch(pathname.startsWith('/bn/') ? /অন্য একটি সাইট/ : /another site/);
      const foreign = await send(agent, 'POST', pathname, 'name=x', { ...form, origin: 'https://evil.example' });
      expect(foreign.status, pathname).toBe(403);
    }
    // The staff's check-in page and a page without a form: the router's 405, as one line.
    await send(agent, 'POST', '/checkin', 'code=x', { ...form, origin: baseURL });
    const noForm = await send(agent, 'POST', '/about', 'x=1', { ...form, origin: baseURL });
    expect(noForm.status).toBe(405);
    await expect.poll(() => log.slice(from), { timeout: 10_000 }).toMatch(/POST \/about: 405/);
    expect(log.slice(from)).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    agent.destroy();
  });
});

describe('abuse limits key on the route, not the spelling of its path', () => {
  it(`${limits['public-post'].max} contact messages a minute whatever the case of /contact, then 429`, async () => {
    const spellings = ['/Contact', '/CONTACT.data', '/contact', '/%63ontact', '/contact/', '/CoNtAcT'];
    const statuses: number[] = [];
    for (let i = 0; i < limits['public-post'].max + 5; i++) {
      const res = await fetch(`${baseURL}${spellings[i % spellings.length]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
        body: new URLSearchParams({ intent: 'contact', name: 'Spam', email: 'spam@example.com', subject: `Spam ${i}`, message: 'Buy now' }),
        redirect: 'manual',
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(
      statuses.slice(limits['public-post'].max).every((s) => s === 429),
      statuses.join(','),
    ).toBe(true);
    const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from messages where name = 'Spam'");
    expect(rows[0]!.n).toBeLessThanOrEqual(limits['public-post'].max);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('body size', () => {
  it('a 50 MB form post answers 413 at once, and the client then goes on (a new connection)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await send(agent, 'GET', '/api/allTourPackages');
      expect(warm.status).toBe(200);
      const big = Buffer.alloc(50 * 1024 * 1024, 'a');
      const started = Date.now();
      const refused = await sendRefused(agent, 'POST', '/contact', big, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(['413 The request is too large: the limit is 64 KB.', 'reset reset']).toContain(`${refused.status} ${refused.body}`);
      expect(Date.now() - started).toBeLessThan(10_000);
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, 'GET', '/api/allTourPackages');
        expect(next.status).toBe(200);
      }
      // The sign-up of the audit: a 1 MB name never reaches better-auth.
      const signUp = await sendRefused(
        agent,
        'POST',
        '/api/auth/sign-up/email',
        JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'big@example.com', password: 'secret1' }),
        { 'content-type': 'application/json', origin: baseURL },
      );
      expect([413, 'reset']).toContain(signUp.status);
      expect((await send(agent, 'GET', '/api/allTourPackages')).status).toBe(200);
      const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from users where email = 'big@example.com'");
      expect(rows[0]!.n).toBe(0);
    } finally {
      agent.destroy();
    }
  });
});
