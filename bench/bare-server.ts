/**
 * The yardstick: a bare `node:http` server that answers each path with bytes recorded from the
 * real site (same status, same Content-Type, same body), doing no other work. Run as its own
 * process, like the site, so both pay the same process and socket costs.
 *
 *   node bench/bare-server.ts <port> <recorded.json>
 * recorded.json: { "GET /path": { "status": 200, "type": "application/json", "body": "<base64>" } }
 * (the key is the method and the path: a POST is answered with the recorded answer of that POST).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [portArg, file] = process.argv.slice(2);
if (!portArg || !file) throw new Error('usage: node bench/bare-server.ts <port> <recorded.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { status: number; type: string; body: string }>;
const answers = new Map(Object.entries(recorded).map(([p, r]) => [p, { status: r.status, type: r.type, body: Buffer.from(r.body, 'base64') }]));

http
  .createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url ?? ''}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    // Drain any request body first, as the real server does.
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length });
      res.end(answer.body);
    });
  })
  .listen(Number(portArg), '127.0.0.1', () => process.send?.('ready'));
