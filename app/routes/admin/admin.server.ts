/**
 * What every admin loader and action shares: the guard and the services, the actor for the audit
 * trail, form parsing, field errors, image fields (the no-JS upload fallback) and turning a
 * service's refusal into an answer the page shows.
 */
import { data, type RouterContextProvider } from 'react-router';
import type { ZodError } from 'zod';
import type { Viewer } from '../../../shared/access.ts';
import type { UploadRefused } from '../../../server/images/uploads.server.ts';
import type { Actor } from '../../../server/services/audit.server.ts';
import type { DomainError } from '../../../server/services/errors.server.ts';
import type { Services } from '../../../server/services/index.server.ts';
import { appFrom } from '../../context.ts';
import { requireAdminPage } from '../../lib/guards.server.ts';

/** What an admin form's action answers when it refuses: messages by field, and what was typed. */
export interface FormFailure {
  ok?: false;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, unknown>;
  /** A destructive step submitted without JavaScript: the page asks to confirm. */
  confirm?: { intent: string; id: string; message: string };
}

export interface AdminContext {
  viewer: Viewer;
  actor: Actor;
  services: Services;
}

/** Every admin loader and action starts here: anonymous to /signin, others get a 403 page. */
export function admin(context: Readonly<RouterContextProvider>, request: Request): AdminContext {
  const viewer = requireAdminPage(context, request);
  return { viewer, actor: { userId: viewer.userId, email: viewer.email }, services: appFrom(context).services };
}

/*
 * The services run from the server's own modules while this file is bundled into the page build,
 * so their error classes are two copies: recognise the errors by name, not with instanceof.
 */
function isDomainError(error: unknown): error is DomainError {
  return error instanceof Error && error.name === 'DomainError' && typeof (error as DomainError).status === 'number';
}
function isUploadRefused(error: unknown): error is UploadRefused {
  return error instanceof Error && error.name === 'UploadRefused' && typeof (error as UploadRefused).status === 'number';
}

export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export const fail = (body: FormFailure, status = 400) => data<FormFailure>({ ok: false, ...body }, status);

/** Text fields of a form (files and missing fields become ''). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = form.get(name);
    out[name] = typeof v === 'string' ? v : '';
  }
  return out;
}

/**
 * The image fields of a form: the URL an upload already gave (hidden field `name`), or, without
 * JavaScript, the file chosen in `name + 'File'`, stored here by the same upload service.
 */
export async function imageFields(
  services: Services,
  form: FormData,
  names: readonly string[],
): Promise<{ values: Record<string, string>; errors: Record<string, string> }> {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const url = form.get(name);
    values[name] = typeof url === 'string' ? url.trim() : '';
    const file = form.get(`${name}File`);
    if (file instanceof File && file.size > 0) {
      try {
        values[name] = (await services.images.store(new Uint8Array(await file.arrayBuffer()))).url;
      } catch (error) {
        if (isUploadRefused(error)) errors[name] = error.message;
        else throw error;
      }
    }
  }
  return { values, errors };
}

/** A service's refusal (not found, conflict, invalid) as the page's answer; anything else rethrows. */
export function refusal(error: unknown, values?: Record<string, unknown>) {
  if (isDomainError(error)) {
    if (error.status === 404) throw new Response(error.message, { status: 404, statusText: 'Not Found' });
    const errors = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    return fail({ formError: error.message, errors, values }, error.status);
  }
  throw error;
}

/** Destructive intents need `confirmed=yes` (the dialog sends it; without JS a second step asks). */
export function needsConfirmation(form: FormData, intent: string, id: string, message: string) {
  if (form.get('confirmed') === 'yes') return null;
  return fail({ confirm: { intent, id, message } }, 200);
}

/** A 404 page for a missing id. */
export function notFoundPage(what: string): never {
  throw new Response(`${what} not found.`, { status: 404, statusText: 'Not Found' });
}

/** Loads something by id; a missing one is the 404 page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/** CSV with every cell quoted, and cells that a spreadsheet would run as a formula defused. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  const cell = (v: string | number | null | undefined) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return `"${s.replace(/"/g, '""')}"`;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function csvResponse(filename: string, rows: (string | number | null | undefined)[][]) {
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
