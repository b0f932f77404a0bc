/**
 * What is particular to the admin loaders and actions, built on the page helpers of app/lib
 * (forms.server.ts: reading a form, failures, a service's refusal as a 404 or a form failure):
 * the guard and the services, the actor for the audit trail, image fields (the no-JS upload
 * fallback), the confirmation step of destructive actions, the Remove of a list, and CSV.
 */
import type { RouterContextProvider } from 'react-router';
import type { Viewer } from '../../../shared/access.ts';
import { codedMessage } from '../../../shared/i18n/coded-messages.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { toCsv, type CsvCell } from '../../../shared/csv.ts';
import type { UploadRefused } from '../../../server/images/uploads.server.ts';
import type { Actor } from '../../../server/services/audit.server.ts';
import type { Services } from '../../../server/services/index.server.ts';
import { appFrom } from '../../context.ts';
import type { FieldErrors } from '../../lib/forms.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { requireAdminDownload, requireAdminPage } from '../../lib/guards.server.ts';
import { adminLayoutText } from './layout.text.ts';

export interface AdminContext {
  viewer: Viewer;
  actor: Actor;
  services: Services;
  /** The page's language: what the action answers (notices, confirmations) is written in it. */
  lang: Lang;
}

/** Every admin loader and action starts here: anonymous to /signin, others get a 403 page. */
export function admin(context: Readonly<RouterContextProvider>, request: Request, guard = requireAdminPage): AdminContext {
  const viewer = guard(context, request);
  const app = appFrom(context);
  return { viewer, actor: { userId: viewer.userId, email: viewer.email }, services: app.services, lang: app.lang };
}

/** `admin` for the CSV downloads: a refusal is a plain-text 403 in the page's language (no error page shows it). */
export function adminDownload(context: Readonly<RouterContextProvider>, request: Request): AdminContext {
  return admin(context, request, requireAdminDownload);
}

/*
 * The upload service runs from the server's own modules while this file is bundled into the page
 * build, so its error class is a second copy: recognise the refusal by name, not with instanceof.
 */
function isUploadRefused(error: unknown): error is UploadRefused {
  return error instanceof Error && error.name === 'UploadRefused' && typeof (error as UploadRefused).status === 'number';
}

/**
 * The image fields of a form: the URL an upload already gave (hidden field `name`), or, without
 * JavaScript, the file chosen in `name + 'File'`, stored here by the same upload service.
 */
export async function imageFields(
  services: Services,
  form: FormData,
  names: readonly string[],
): Promise<{ values: Record<string, string>; errors: FieldErrors }> {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const name of names) {
    const url = form.get(name);
    values[name] = typeof url === 'string' ? url.trim() : '';
    const file = form.get(`${name}File`);
    if (file instanceof File && file.size > 0) {
      try {
        values[name] = (await services.images.store(new Uint8Array(await file.arrayBuffer()))).url;
      } catch (error) {
        if (isUploadRefused(error)) errors[name] = codedMessage(error.ref);
        else throw error;
      }
    }
  }
  return { values, errors };
}

/*
 * A screen has several forms (save, remove, status...): every answer but a save form's own
 * failure carries the `intent` it answers, so `failureOf(reply, 'save')` finds what to fill the
 * save form with and the page shows the others above it.
 */

/** Destructive intents need `confirmed=yes` (the dialog sends it; without JS a second step asks). */
export function needsConfirmation(form: FormData, intent: string, id: string, message: string) {
  if (form.get('confirmed') === 'yes') return null;
  return fail({ intent, confirm: { intent, id, message } }, 200);
}

/** The answer to a form this page does not know, in the page's language. */
export function unknownAction(form: FormData, lang: Lang = 'en') {
  return fail({ intent: formText(form, ['intent']).intent, formError: adminLayoutText[lang].unknownAction });
}

/**
 * The Remove button of a list (blogs, packages, events): the row is looked up (gone already: a
 * 404 failure with `missing`), confirmed, removed, and the page says so.
 */
export async function removeFromList<T>(
  form: FormData,
  step: {
    find: (id: string) => Promise<T>;
    remove: (id: string) => Promise<unknown>;
    missing: string;
    confirm: (item: T) => string;
    removed: (item: T) => string;
  },
) {
  const { id } = formText(form, ['id']);
  const item = await step.find(id).catch(() => null);
  if (!item) return fail({ intent: 'remove', formError: step.missing }, 404);
  const ask = needsConfirmation(form, 'remove', id, step.confirm(item));
  if (ask) return ask;
  try {
    await step.remove(id);
  } catch (error) {
    return refusalReply(error, {}, 'remove');
  }
  return succeed({ message: step.removed(item) });
}

/** CSV as spreadsheets read it: the one writer, shared with the API (shared/csv.ts). */
export { toCsv };

/** A CSV download (with a BOM, so spreadsheets read it as UTF-8), never cached. */
export function csvResponse(filename: string, rows: CsvCell[][]) {
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
