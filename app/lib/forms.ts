/**
 * The one shape of a page action's answer, and the one mapping from zod errors to the messages
 * under each field. Used by every route module of every area (public, account, booking, admin),
 * in the browser (live checks) and on the server (actions, through forms.server.ts).
 */
import type { ZodError } from 'zod';

/** Messages by field name ('tourPlanDays.0.day' for nested fields); '_form' never appears here. */
export type FieldErrors = Record<string, string>;

/** What the visitor typed, sent back so a refused form loses nothing. */
export type FormValues = Record<string, unknown>;

/** A refused submission: what was wrong, field by field and as a whole, and what was typed. */
export interface ActionFailure {
  ok: false;
  /** Which form of the page answered (pages with several forms). */
  intent?: string;
  fieldErrors: FieldErrors;
  /** The message for the whole form (a notice above it), or null. */
  formError: string | null;
  values: FormValues;
  /** A destructive step submitted without JavaScript: the page asks to confirm it. */
  confirm?: { intent: string; id: string; message: string };
}

/** A done submission, with whatever the page shows next (`message`, a saved id...). */
export type ActionSuccess<T extends object = object> = { ok: true; intent?: string; message?: string } & T;

/**
 * Every action answers this: discriminated by `ok`, so a page reads `actionData` without a cast
 * (`if (reply && !reply.ok) reply.fieldErrors...`).
 */
export type ActionReply<T extends object = object> = ActionSuccess<T> | ActionFailure;

/** The first message of each field, keyed by its path ('email', 'tourPlanDays.0.day'). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/** The reply as a failure of the given form, or undefined (another form, or a success). */
export function failureOf(reply: ActionReply | undefined | null, intent?: string): ActionFailure | undefined {
  if (!reply || reply.ok) return undefined;
  if (intent !== undefined && reply.intent !== undefined && reply.intent !== intent) return undefined;
  return reply;
}

/**
 * The text that a reply sends back as typed (a failure's `values`, or a success that carries
 * `values`, e.g. the e-mail kept after 'reset link sent'), to fill the form again; {} for a reply
 * without them. Values that are not text (a file) are left out.
 */
export function typedValues(reply: ActionReply | undefined | null): Record<string, string> {
  const values: unknown = reply && 'values' in reply ? reply.values : undefined;
  if (!values || typeof values !== 'object') return {};
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The reply as a success that carries `key` (a page whose success answers more than a message,
 * e.g. the booking it saved), or undefined: `successOf(reply, 'bookingId')?.bookingId`.
 */
export function successOf<R extends ActionReply, K extends string>(
  reply: R | undefined | null,
  key: K,
): Extract<R, { ok: true } & Record<K, unknown>> | undefined {
  if (!reply?.ok || !(key in reply)) return undefined;
  return reply as Extract<R, { ok: true } & Record<K, unknown>>;
}
