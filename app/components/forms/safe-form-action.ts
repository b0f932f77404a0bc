import { isRouteErrorResponse } from 'react-router';
import type { ActionFailure } from '../../lib/forms.ts';
import { codedMessage, msg } from '../../../shared/i18n/coded-messages.ts';

/**
 * A public page's clientAction: posts to the server action as usual, and turns a failure that
 * never reached it (no connection, a 429 from the abuse limits, a server error) into a reply the
 * form shows as an alert, so the page stays and nothing typed is lost.
 */
export async function safeFormAction({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (e.g. signed out meanwhile) still happens.
    if (error instanceof Response) throw error;
    const values: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (k !== 'intent' && typeof v === 'string') values[k] = v;
    const reply: ActionFailure = { ok: false, intent: String(form.get('intent') ?? ''), fieldErrors: {}, formError: failureMessage(error), values };
    return reply;
  }
}

/** By key, like the server's replies: the form shows them in the page's language (translateMessage). */
function failureMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 429) return typeof error.data === 'string' && error.data ? error.data : codedMessage(msg('formTooMany'));
    if (error.status >= 500) return codedMessage(msg('formOurFault'));
    if (typeof error.data === 'string' && error.data) return error.data;
  }
  return codedMessage(msg('formUnreachable'));
}
