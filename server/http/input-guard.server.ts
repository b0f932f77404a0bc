/**
 * The first check on every request, before anything reads it (pages, the JSON API, better-auth):
 *
 *  - one size limit for every body: 64 KB for JSON, forms and anything else; multipart (image
 *    uploads) only for a signed-in admin, up to `uploadRequestLimit`. Too large answers 413 with a
 *    clear message and `Connection: close`, so a client never reuses a connection whose unread body
 *    the server is about to drop;
 *  - no control characters in query parameters (none at all) or in the text of a form or JSON
 *    body (tab, line feed and carriage return only): 400 with a message naming the field. Which
 *    fields may hold line breaks is the business of each form's schema (shared/schemas/common.ts).
 *  - a page (anything outside /api: React Router's actions, and its `.data` requests, which post
 *    forms too) takes a form only: another content type answers 415, a multipart body that cannot
 *    be read 400, before any action runs, rather than an action failing on it (a 500 and a stack
 *    in the log for every such request).
 *
 * The body is read once here (it is small) and handed on as a fresh Request, so what comes after
 * reads it as usual.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { maxUploadBytes } from '../images/uploads.server.ts';
import { messageText, msg, type MessageRef } from '../../shared/i18n/coded-messages.ts';
import { langOfPath } from '../../shared/i18n/lang.ts';
import { apiErrorBody } from '../services/errors.server.ts';
import type { AppBindings } from './types.server.ts';

/** Every body that is not an admin's upload. */
const bodyLimitBytes = 64 * 1024;
/** An admin form may carry several images (a package has up to five) plus its text. */
const uploadRequestLimit = 5 * maxUploadBytes + bodyLimitBytes;

/** Control characters a query parameter may never hold (C0, DEL, C1). */
const anyControl = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters no text may hold: all but tab, line feed and carriage return. */
const forbiddenInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A refusal: JSON with the English and its key under /api, else the text in the page's language. */
function refuse(c: Context, status: 400 | 413 | 415, ref: MessageRef) {
  const api = c.req.path.startsWith('/api/');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (status === 413) headers.Connection = 'close';
  return api ? c.json(apiErrorBody(ref), status, headers) : c.text(messageText(langOfPath(c.req.path), ref), status, headers);
}

/** The first query parameter holding a control character, if any. */
function badQueryParameter(url: string): string | null {
  const q = url.indexOf('?');
  if (q === -1) return null;
  const query = url.slice(q + 1);
  // Fast path: nothing percent-encoded below 0x20 or 0x7f-0x9f, and no raw controls.
  if (!/%[01][0-9a-f]|%7f|%c2%[89]|[\u0000-\u001f\u007f]/i.test(query)) return null;
  for (const [name, value] of new URLSearchParams(query)) {
    if (anyControl.test(name) || anyControl.test(value)) return name.replace(anyControl, '?') || 'A query parameter';
  }
  return null;
}

/** The first field of a parsed body whose text holds a forbidden control character, if any. */
function badTextField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return forbiddenInText.test(value) ? path || 'The request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextField(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (forbiddenInText.test(key)) return 'A field name';
      const found = badTextField(v, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Reads a body up to `limit` bytes; null when it is larger (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A multipart body streams on, counted; past `limit` the stream fails and the answer is 413. */
function limitStream(body: ReadableStream<Uint8Array>, limit: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          onTooLarge();
          controller.error(new BodyTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

class BodyTooLarge extends Error {
  constructor() {
    super('Request body too large');
    this.name = 'BodyTooLarge';
  }
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function inputGuard() {
  return createMiddleware<AppBindings>(async (c, next) => {
    const badParameter = badQueryParameter(c.req.url);
    if (badParameter) return refuse(c, 400, msg('controlCharacter', 'parameter', badParameter));
    if (!bodyMethods.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const page = !c.req.path.startsWith('/api/');
    const multipart = type.startsWith('multipart/form-data');
    if (page && !multipart && !type.startsWith('application/x-www-form-urlencoded')) {
      return refuse(c, 415, msg('pageTakesFormOnly'));
    }
    if (page && multipart) {
      const limit = c.get('viewer')?.isAdmin ? uploadRequestLimit : bodyLimitBytes;
      const bytes = await readLimited(c.req.raw, limit);
      if (!bytes) return refuse(c, 413, msg('requestTooLarge', limit));
      // Parsed here once to know it can be (the action parses it again: forms are small, and an
      // admin's images are read whole by the action anyway).
      // The header as sent: its multipart boundary is case-sensitive (`type` is lower-cased).
      const form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type') ?? type } }).formData().catch(() => null);
      if (!form) return refuse(c, 400, msg('formUnreadable'));
      const field = badTextField(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')));
      if (field) return refuse(c, 400, msg('controlCharacter', 'field', field));
      c.req.raw = new Request(c.req.raw, { body: bytes });
      return next();
    }
    if (!c.req.raw.body) return next();

    if (multipart) {
      const limit = c.get('viewer')?.isAdmin ? uploadRequestLimit : bodyLimitBytes;
      const declared = Number(c.req.header('content-length') ?? 'NaN');
      if (declared > limit) return refuse(c, 413, msg('requestTooLarge', limit));
      let tooLarge = false;
      const body = limitStream(c.req.raw.body, limit, () => (tooLarge = true));
      c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
      try {
        await next();
      } catch (error) {
        if (!tooLarge) throw error;
      }
      // Whoever read the body failed on the cut stream; the visitor is told why.
      if (tooLarge) c.res = refuse(c, 413, msg('requestTooLarge', limit));
      return;
    }

    const bytes = await readLimited(c.req.raw, bodyLimitBytes);
    if (!bytes) return refuse(c, 413, msg('requestTooLarge', bodyLimitBytes));
    const field = badFieldOf(type, bytes);
    if (field) return refuse(c, 400, field === 'The request' ? msg('controlCharacter', 'request', '') : msg('controlCharacter', 'field', field));
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  });
}

/** The field of a form or JSON body that holds a forbidden control character (null: none). */
function badFieldOf(type: string, bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return null;
  const text = new TextDecoder().decode(bytes);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, string[]> = {};
    for (const [name, value] of new URLSearchParams(text)) (fields[name] ??= []).push(value);
    return badTextField(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.length === 1 ? v[0] : v])));
  }
  if (type.startsWith('application/json') || type === '') {
    try {
      return badTextField(JSON.parse(text) as unknown);
    } catch {
      // Not JSON: the route that reads it answers that; only a raw control character is ours.
    }
  }
  return forbiddenInText.test(text) ? 'The request' : null;
}
