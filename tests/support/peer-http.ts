/** Small helpers the payment provider peers share: a node:http server on 127.0.0.1, bodies, answers. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => void | Promise<void>;

export async function listen(handler: Handler): Promise<{ server: Server; baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      Promise.resolve(handler(req, res, url, Buffer.concat(chunks).toString('utf8'))).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
        else res.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain page that works at 375 px wide. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:420px;margin-inline:auto;color:#111}
h1{font-size:1.25rem}p{line-height:1.4}label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem}
button{display:block;width:100%;padding:12px;margin-top:12px;font-size:1rem;border-radius:6px;border:1px solid #555;background:#fff}
button.primary{background:#0a6;color:#fff;border-color:#0a6}form{margin:0}</style></head><body>${body}</body></html>`;
}

/** The page a payment gateway answers to send the browser's POST on to the merchant (auto-submitting). */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    'Returning to the merchant',
    `<form id="back" method="post" action="${escapeHtml(action)}">${inputs}<p>Returning to the merchant…</p><button type="submit">Continue</button></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

export const randomId = (prefix: string, length = 12): string =>
  prefix + Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 34)]).join('');
