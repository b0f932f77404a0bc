/** The message actions the list and the message views share: mark read or unread, delete. */
import { redirect } from 'react-router';
import { formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { needsConfirmation, unknownAction, type AdminContext } from './admin.server.ts';
import { messagesText } from './messages.text.ts';

const kinds = ['touchInTouch', 'contactUs'] as const;
type Kind = (typeof kinds)[number];
const isKind = (v: unknown): v is Kind => kinds.includes(v as Kind);

export async function messageAction({ services, actor, lang }: AdminContext, form: FormData, afterDelete?: string) {
  const t = messagesText[lang];
  const { intent, id } = formText(form, ['intent', 'id']);
  try {
    const del = /^delete-(touchInTouch|contactUs)$/.exec(intent);
    if (del) {
      const kind = del[1] as Kind;
      const message = await services.messages.get(kind, id);
      const ask = needsConfirmation(form, intent, id, t.confirmDelete(message.subject, message.name));
      if (ask) return ask;
      await services.messages.remove(actor, kind, id);
      if (afterDelete) throw redirect(afterDelete);
      return succeed({ intent, message: t.deleted(message.name) });
    }
    const kind = form.get('kind');
    if ((intent === 'read' || intent === 'unread') && isKind(kind)) {
      const m = await services.messages.markRead(actor, kind, id, intent === 'read');
      return succeed({ intent, message: intent === 'read' ? t.markedRead(m.name) : t.markedUnread(m.name) });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusalReply(error, {}, intent);
  }
  return unknownAction(form, lang);
}
