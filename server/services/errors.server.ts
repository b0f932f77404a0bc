/**
 * Errors the domain services throw; the API and the pages turn them into answers. A refusal
 * carries a message key of shared/i18n/coded-messages.text.ts and its parameters, never a sentence:
 *
 *   throw conflict('bookingNotCancellable', b.status);
 *   throw invalid('chooseDeparture').on('departureId');                        // the same message under a field
 *   throw invalid('seriesEmpty').on('weekdays', msg('noDateMatches'));          // another message under it
 *   throw new DomainError(502, msg('providerDown', provider.label));
 *
 * `message` is the English (logs, the API's `error`); the page writes it in its language.
 */
import type { ZodError } from 'zod';
import { codedMessage, issueRefOf, messageText, msg, type MessageKey, type MessageParams, type MessageRef } from '../../shared/i18n/coded-messages.ts';

export { issueRefOf, msg };

/** A note the services store (a booking's history, a refund's reason): by key, written in the reader's language by the page and in English by the API. */
export const historyNote = <K extends MessageKey>(key: K, ...params: MessageParams<K>): string => codedMessage(msg(key, ...params));

/** A refusal as the JSON API answers it: the English as `error`, the key as `code`, and its parameters if any. */
export function apiErrorBody(ref: MessageRef): { error: string; code: MessageKey; params?: unknown[] } {
  return { error: messageText('en', ref), code: ref.key, ...(ref.params.length ? { params: ref.params as unknown[] } : {}) };
}

export interface FieldIssue {
  path: string;
  ref: MessageRef;
}

export class DomainError extends Error {
  /** 502: a payment provider did not answer (nothing was charged). */
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
  readonly ref: MessageRef;
  readonly issues: FieldIssue[];
  constructor(status: DomainError['status'], ref: MessageRef, issues: FieldIssue[] = []) {
    super(messageText('en', ref));
    this.name = 'DomainError';
    this.status = status;
    this.ref = ref;
    this.issues = issues;
  }

  /** The message key: the API's `code`. */
  get code(): MessageKey {
    return this.ref.key;
  }

  /** The refusal with a message under the field `path` (its own message unless given). */
  on(path: string, ref: MessageRef = this.ref): this {
    this.issues.push({ path, ref });
    return this;
  }
}

/** A refusal (400 unless told) from a schema's issues: the first one's message, each under its field. */
export function zodRefusal(error: ZodError, status: DomainError['status'] = 400): DomainError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), ref: issueRefOf(i.message) }));
  return new DomainError(status, issues[0]?.ref ?? msg('checkForm'), issues);
}

export const notFound = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => new DomainError(404, msg(key, ...params));
export const conflict = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => new DomainError(409, msg(key, ...params));
export const forbidden = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => new DomainError(403, msg(key, ...params));
export const invalid = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => new DomainError(400, msg(key, ...params));
