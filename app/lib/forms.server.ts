/**
 * The server side of every page action: read a form into a zod schema, answer a failure that
 * keeps what was typed, and turn a service's refusal (a DomainError) into the 404 page or a form
 * failure. One way for all four areas; the shapes are in forms.ts.
 */
import { data } from 'react-router';
import type { ZodType, z } from 'zod';
import { codedMessage, msg, type MessageRef } from '../../shared/i18n/coded-messages.ts';
import { fieldErrorsOf, type ActionFailure, type ActionReply, type FieldErrors, type FormValues } from './forms.ts';

/** The text fields of a form (a file, or a field sent twice, counts by its first text value). */
export function formText<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  const out = {} as Record<N, string>;
  for (const name of names) {
    const v = form.get(name);
    out[name] = typeof v === 'string' ? v : '';
  }
  return out;
}

export type FormParse<T> = { ok: true; data: T; values: FormValues } | { ok: false; failure: ActionFailure };

/**
 * Reads `names` from the form (or takes `values` as they are) and validates them with `schema`.
 * The failure carries the field messages and the values, ready to answer with `fail()`.
 */
export function parseForm<S extends ZodType>(schema: S, values: FormValues, options: { intent?: string; formError?: string } = {}): FormParse<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return {
    ok: false,
    failure: {
      ok: false,
      ...(options.intent !== undefined ? { intent: options.intent } : {}),
      fieldErrors,
      formError: options.formError ?? parsed.error.issues[0]?.message ?? codedMessage(msg('checkForm')),
      values,
    },
  };
}

/** The failure answer (HTTP 400 unless told), keeping what was typed. */
export function fail(failure: Partial<Omit<ActionFailure, 'ok'>> & { formError?: string | null; fieldErrors?: FieldErrors }, status = 400) {
  const body: ActionFailure = {
    ok: false,
    ...(failure.intent !== undefined ? { intent: failure.intent } : {}),
    fieldErrors: failure.fieldErrors ?? {},
    formError: failure.formError ?? null,
    values: failure.values ?? {},
    ...(failure.confirm ? { confirm: failure.confirm } : {}),
  };
  return data<ActionReply>(body, { status });
}

/** The success answer. */
export function succeed<T extends object>(body: T & { intent?: string; message?: string } = {} as T) {
  return { ok: true as const, ...body };
}

/** A service's refusal (server/services/errors.server.ts), seen by shape. */
interface DomainRefusal {
  status: number;
  /** Its message by key, and each field's (the page writes them in its language). */
  ref: MessageRef;
  issues: { path: string; ref: MessageRef }[];
}

/*
 * The services run from the server's own modules while the pages are bundled by Vite, so the
 * error class exists twice: a refusal is recognised by its name and shape, never by instanceof.
 */
export function domainRefusalOf(error: unknown): DomainRefusal | null {
  if (!(error instanceof Error) || error.name !== 'DomainError') return null;
  const { status, ref, issues } = error as Error & { status?: unknown; ref?: unknown; issues?: unknown };
  if (typeof status !== 'number' || !ref) return null;
  return { status, ref: ref as MessageRef, issues: Array.isArray(issues) ? (issues as DomainRefusal['issues']) : [] };
}

/** The site's 404 page with this message. */
export function notFoundPage(message: string): never {
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/** Runs a service read; its 'not found' becomes the 404 page, anything else goes on up. */
export async function loadOr404<T>(load: Promise<T> | (() => Promise<T>)): Promise<T> {
  try {
    return await (typeof load === 'function' ? load() : load);
  } catch (error) {
    const refusal = domainRefusalOf(error);
    if (refusal?.status === 404) notFoundPage(codedMessage(refusal.ref));
    throw error;
  }
}

/**
 * A service's refusal as the page's answer: 'not found' is the 404 page; any other refusal is a
 * form failure with its message and field messages, keeping what was typed. Anything that is not
 * a refusal (a bug, the database down) goes on up to the error page.
 */
export function refusalReply(error: unknown, values: FormValues = {}, intent?: string) {
  const refusal = domainRefusalOf(error);
  if (!refusal) throw error;
  if (refusal.status === 404) notFoundPage(codedMessage(refusal.ref));
  return fail(
    {
      ...(intent !== undefined ? { intent } : {}),
      formError: codedMessage(refusal.ref),
      fieldErrors: Object.fromEntries(refusal.issues.map((i) => [i.path, codedMessage(i.ref)])),
      values,
    },
    refusal.status,
  );
}
