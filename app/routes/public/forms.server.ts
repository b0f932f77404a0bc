/**
 * The public pages' form actions (contact, get in touch, newsletter): the same checks as the
 * browser (spec messages), then the same zod schemas and services as the JSON API.
 */
import { data } from 'react-router';
import type { ZodType } from 'zod';
import { contactMessageInput, subscriberInput } from '../../../shared/schemas/messages.ts';
import {
  checkForm,
  contactPageRules,
  getInTouchRules,
  newsletterRules,
  type FormRules,
  type FormValues,
} from '../../../shared/schemas/public-forms.ts';
import type { FormReply } from '../../components/forms/LiveForm.tsx';
import type { Services } from '../../../server/services/index.server.ts';
import { domainErrorOf } from './load.server.ts';

export function formValues(form: FormData, names: string[]): FormValues {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').slice(0, 20_000)]));
}

/** A failed reply (HTTP 400 etc.) that carries back what was typed. */
export function failed(intent: string, message: string, values: FormValues, fieldErrors: Record<string, string> = {}, status = 400) {
  return data<FormReply>({ intent, ok: false, message, values, fieldErrors }, { status });
}

/** Runs the spec's rules, then a zod schema; answers the parsed input or a failed reply. */
export function validateForm<T>(
  intent: string,
  rules: FormRules,
  schema: ZodType<T>,
  values: FormValues,
): { ok: true; input: T } | { ok: false; reply: ReturnType<typeof failed> } {
  const errors = checkForm(rules, values);
  if (Object.keys(errors).length > 0) {
    return { ok: false, reply: failed(intent, 'Please correct the highlighted fields.', values, errors) };
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return { ok: false, reply: failed(intent, parsed.error.issues[0]?.message ?? 'Please check the form.', values, fieldErrors) };
  }
  return { ok: true, input: parsed.data };
}

/** Turns a service failure into a reply that keeps the values. */
export function replyForError(intent: string, error: unknown, values: FormValues) {
  const domain = domainErrorOf(error);
  if (domain) return failed(intent, domain.message, values, {}, domain.status);
  console.error(`[form] ${intent} failed`, error);
  return failed(intent, 'Something went wrong on our side. Please try again.', values, {}, 500);
}

const messageFields = ['name', 'email', 'subject', 'message'];

/** Handles the contact, get-in-touch and newsletter forms posted to any public page. */
export async function handlePublicForm(services: Services, request: Request) {
  return handlePublicFormData(services, await request.formData());
}

export async function handlePublicFormData(services: Services, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'contact' || intent === 'touch') {
    const values = formValues(form, messageFields);
    const checked = validateForm(intent, intent === 'contact' ? contactPageRules : getInTouchRules, contactMessageInput, values);
    if (!checked.ok) return checked.reply;
    try {
      await services.messages.send(intent === 'contact' ? 'contactUs' : 'touchInTouch', checked.input);
    } catch (error) {
      return replyForError(intent, error, values);
    }
    return data<FormReply>({ intent, ok: true, message: 'Thank you! Your message has been sent.' });
  }
  if (intent === 'subscribe') {
    const values = formValues(form, ['email']);
    const checked = validateForm(intent, newsletterRules, subscriberInput, values);
    if (!checked.ok) return checked.reply;
    try {
      const { created } = await services.messages.subscribe(checked.input.email);
      return data<FormReply>({
        intent,
        ok: true,
        message: created ? 'Thank you for subscribing!' : 'You are already subscribed. Thank you!',
      });
    } catch (error) {
      return replyForError(intent, error, values);
    }
  }
  return failed(intent || 'unknown', 'This form is not known here. Please reload the page and try again.', {});
}
