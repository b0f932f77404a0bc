/** The message actions the list and the message views share: mark read or unread, delete. */
import { redirect } from 'react-router';
import type { AdminContext, fail, needsConfirmation, refusal } from './admin.server.ts';

const kinds = ['touchInTouch', 'contactUs'] as const;
type Kind = (typeof kinds)[number];
const isKind = (v: unknown): v is Kind => kinds.includes(v as Kind);

export async function messageAction(
  { services, actor }: AdminContext,
  form: FormData,
  helpers: { fail: typeof fail; needsConfirmation: typeof needsConfirmation; refusal: typeof refusal },
  afterDelete?: string,
) {
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  try {
    const del = /^delete-(touchInTouch|contactUs)$/.exec(intent);
    if (del) {
      const kind = del[1] as Kind;
      const message = await services.messages.get(kind, id);
      const ask = helpers.needsConfirmation(form, intent, id, `Delete "${message.subject}" from ${message.name}?`);
      if (ask) return ask;
      await services.messages.remove(actor, kind, id);
      if (afterDelete) throw redirect(afterDelete);
      return { ok: true as const, notice: `The message from ${message.name} was deleted.` };
    }
    const kind = form.get('kind');
    if ((intent === 'read' || intent === 'unread') && isKind(kind)) {
      const m = await services.messages.markRead(actor, kind, id, intent === 'read');
      return { ok: true as const, notice: `The message from ${m.name} is marked ${intent === 'read' ? 'as read' : 'unread'}.` };
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return helpers.refusal(error);
  }
  return helpers.fail({ formError: 'Unknown action' });
}
