/** /messageView/{id} (contact us) and /touchMessageView/{id} (get in touch): one message. */
import { pathWithoutLang } from '../../../shared/i18n/lang.ts';
import { href, Link } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { DeleteMessage } from '../../components/admin/DeleteMessage.tsx';
import { langFrom } from '../../components/seo.tsx';
import { buttonClasses } from '../../components/ui/index.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/message-view';
import { admin } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';
import { messageAction } from './messages.server.ts';
import { messagesText } from './messages.text.ts';

/** The route the message was opened by: /touchMessageView/{id} (get in touch) or /messageView/{id} (contact us). */
const kindOf = (url: URL, id: string) => (pathWithoutLang(url.pathname) === href('/touchMessageView/:id', { id }) ? 'touchInTouch' : 'contactUs');

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(data?.message.subject ?? messagesText[lang].message) }];
}

/** Opening a message marks it as read. */
export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const { services, actor } = admin(context, request);
  const kind = kindOf(url, params.id);
  let message = await loadOr404(services.messages.get(kind, params.id));
  if (!message.read) message = await services.messages.markRead(actor, kind, params.id, true);
  return { message, kind };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = admin(context, request);
  const form = await request.formData();
  return messageAction(ctx, form, href('/manageMessage'));
}

export default function MessageView({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(messagesText);
  const f = useFormat();
  const { message, kind } = loaderData;
  const rows: [string, string][] = [
    [t.email, message.email],
    [t.name, message.name],
    [t.subject, message.subject],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageMessage')} className="font-semibold text-teal-800 underline">
          {t.backToMessages}
        </Link>
      </p>
      <AdminTitle title={kind === 'contactUs' ? t.contactTitle : t.touchTitle} lead={t.received(f.date(message.createdAt))}>
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(t.replySubject(message.subject))}`} className={buttonClasses('primary', 'sm')}>
          {t.replyByEmail}
        </a>
        <DeleteMessage kind={kind} message={message} />
      </AdminTitle>
      <ActionNotices reply={actionData} />
      <article className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold text-ink-muted">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 font-semibold text-ink-muted">{t.message}</h2>
        <p className="mt-1 whitespace-pre-line">{message.message}</p>
      </article>
    </>
  );
}
