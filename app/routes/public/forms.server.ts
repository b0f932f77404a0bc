/**
 * The public pages' form actions (contact, get in touch, newsletter, the blog's comments): the
 * same checks as the browser (spec messages), then the same zod schemas and services as the JSON
 * API. They answer the one ActionReply of app/lib/forms.ts, with the form's `intent` (a page has
 * several forms; LiveForm shows the reply of its own).
 */
import type { ZodType, z } from 'zod';
import { contactMessageInput, subscriberInput } from '../../../shared/schemas/messages.ts';
import { checkForm, contactPageRules, getInTouchRules, newsletterRules, type FormRules } from '../../../shared/schemas/public-forms.ts';
import type { Services } from '../../../server/services/index.server.ts';
import { codedMessage, msg } from '../../../shared/i18n/coded-messages.ts';
import { domainRefusalOf, fail, formText, parseForm, succeed, type FormParse } from '../../lib/forms.server.ts';

/** What is sent back of each field at most (a 64 KB body could hold more than any rule allows). */
const maxEchoedLength = 20_000;

/** The replies by key (shared/i18n/coded-messages.text.ts); the page's form writes them in its language. */
const reply = {
  correctFields: codedMessage(msg('formCorrectFields')),
  ourFault: codedMessage(msg('formOurFault')),
  sent: codedMessage(msg('formSent')),
  subscribed: codedMessage(msg('formSubscribed')),
  alreadySubscribed: codedMessage(msg('formAlreadySubscribed')),
  unknownForm: codedMessage(msg('formUnknown')),
};

/** The named text fields of a public form, each cut to what is sent back. */
export function publicFormText<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  const values = formText(form, names);
  for (const name of names) values[name] = values[name].slice(0, maxEchoedLength);
  return values;
}

/**
 * The spec's rules first (their messages under the fields, 'Please correct the highlighted
 * fields.' above), then the zod schema the API uses (its first message above).
 */
export function checkPublicForm<S extends ZodType>(intent: string, rules: FormRules, schema: S, values: Record<string, string>): FormParse<z.output<S>> {
  const errors = checkForm(rules, values);
  if (Object.keys(errors).length > 0) {
    return { ok: false, failure: { ok: false, intent, fieldErrors: errors, formError: reply.correctFields, values } };
  }
  return parseForm(schema, values, { intent });
}

/** A service's refusal as the form's failure (its message and status); anything else is our fault: 500, logged. */
export function publicFormRefusal(intent: string, error: unknown, values: Record<string, string>) {
  const refusal = domainRefusalOf(error);
  if (refusal) return fail({ intent, formError: codedMessage(refusal.ref), values }, refusal.status);
  console.error(`[form] ${intent} failed`, error);
  return fail({ intent, formError: reply.ourFault, values }, 500);
}

const messageFields = ['name', 'email', 'subject', 'message'] as const;

/** Handles the contact, get-in-touch and newsletter forms posted to any public page. */
export async function handlePublicForm(services: Services, request: Request) {
  return handlePublicFormData(services, await request.formData());
}

export async function handlePublicFormData(services: Services, form: FormData) {
  const intent = formText(form, ['intent']).intent;
  if (intent === 'contact' || intent === 'touch') {
    const values = publicFormText(form, messageFields);
    const checked = checkPublicForm(intent, intent === 'contact' ? contactPageRules : getInTouchRules, contactMessageInput, values);
    if (!checked.ok) return fail(checked.failure);
    try {
      await services.messages.send(intent === 'contact' ? 'contactUs' : 'touchInTouch', checked.data);
    } catch (error) {
      return publicFormRefusal(intent, error, values);
    }
    return succeed({ intent, message: reply.sent });
  }
  if (intent === 'subscribe') {
    const values = publicFormText(form, ['email']);
    const checked = checkPublicForm(intent, newsletterRules, subscriberInput, values);
    if (!checked.ok) return fail(checked.failure);
    try {
      const { created } = await services.messages.subscribe(checked.data.email);
      return succeed({ intent, message: created ? reply.subscribed : reply.alreadySubscribed });
    } catch (error) {
      return publicFormRefusal(intent, error, values);
    }
  }
  return fail({ intent: intent || 'unknown', formError: reply.unknownForm });
}
