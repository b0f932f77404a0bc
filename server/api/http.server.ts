/**
 * The API's shared plumbing: the router factory, the error shape
 * `{ error, code, params?, issues: [{ path, message, code }] }` (`error` and `message` in English, `code`
 * the message's key in shared/i18n/coded-messages.text.ts), and the mapping of failures to status codes.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z, ZodError } from 'zod';
import { isDatabaseUnavailable } from '../../db/pg-errors.server.ts';
import { errorDto } from '../../shared/schemas/dto.ts';
import type { AppBindings } from '../http/types.server.ts';
import { issueRefOf, messageText, type MessageRef } from '../../shared/i18n/coded-messages.ts';
import { DomainError, type FieldIssue } from '../services/errors.server.ts';

/** A message as the API answers it: the English, and its key as `code`. */
function answered(ref: MessageRef) {
  return { message: messageText('en', ref), code: ref.key };
}

export { isDatabaseUnavailable };

export function zodIssues(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), ...answered(issueRefOf(i.message)) }));
}

function fieldIssues(issues: FieldIssue[]) {
  return issues.map((i) => ({ path: i.path, ...answered(i.ref) }));
}

/** A router whose validation failures answer 400 with the issues. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = zodIssues(result.error as ZodError);
        // A malformed id can name nothing: that is a 404, not a 400.
        if (result.target === 'param') return c.json({ error: 'Not found', code: 'notFound' }, 404);
        return c.json({ error: issues[0]?.message ?? 'Invalid request', code: issues[0]?.code ?? 'invalidInput', issues }, 400);
      }
    },
  });
}

/** An answer in the OpenAPI document: its description and its JSON body's schema. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's required JSON request body, spread into `request`; `c.req.valid('json')` has its type. */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const errorDescriptions = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Body must be JSON',
  429: 'Too many requests',
  502: 'A payment provider did not answer (nothing was charged)',
} as const;

/** Standard error responses for the OpenAPI document. */
export const errorResponses = (...codes: (keyof typeof errorDescriptions)[]) =>
  Object.fromEntries(codes.map((code) => [code, json(errorDto, errorDescriptions[code])]));

/** Turns any thrown error into the API's JSON answer; nothing a client does gets a 500. */
export function apiErrorResponse(c: Context, error: unknown, log: (m: string, e: unknown) => void) {
  if (error instanceof DomainError) {
    const { params } = error.ref;
    return c.json(
      { error: error.message, code: error.code, ...(params.length ? { params } : {}), ...(error.issues.length ? { issues: fieldIssues(error.issues) } : {}) },
      error.status,
    );
  }
  if (isDatabaseUnavailable(error)) {
    return c.json({ error: 'The service is briefly unavailable. Please try again in a moment.', code: 'serviceUnavailable' }, 503);
  }
  log(`[api] ${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: 'Something went wrong on our side. Please try again.', code: 'serverError' }, 500);
}
