/**
 * /manageMessage: three columns (get-in-touch messages, contact-us messages, subscriber e-mails),
 * each message with View, mark as read and Delete (with confirmation); subscribers as CSV.
 */
import { Form, href, Link } from 'react-router';
import type { VisitorMessage } from '../../../shared/schemas/dto.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { DeleteMessage } from '../../components/admin/DeleteMessage.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, buttonClasses, cn } from '../../components/ui/index.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/messages';
import { admin } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';
import { messageAction } from './messages.server.ts';
import { messagesText } from './messages.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(messagesText[lang].title) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const [touch, contact, subscribers] = await Promise.all([
    services.messages.list('touchInTouch'),
    services.messages.list('contactUs'),
    services.messages.subscribers(),
  ]);
  return { touch, contact, subscribers };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = admin(context, request);
  const form = await request.formData();
  return messageAction(ctx, form);
}

function MessageColumn({ title, kind, messages }: { title: string; kind: 'touchInTouch' | 'contactUs'; messages: VisitorMessage[] }) {
  const t = useText(messagesText);
  const f = useFormat();
  const view = (m: VisitorMessage) => (kind === 'contactUs' ? href('/messageView/:id', { id: m._id }) : href('/touchMessageView/:id', { id: m._id }));
  const unread = messages.filter((m) => !m.read).length;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-ink-muted">{t.counts(messages.length, unread)}</span>
      </h2>
      {messages.length === 0 ? <p className="rounded-xl bg-white p-4 text-sm text-ink-muted shadow-sm">{t.noMessages}</p> : null}
      <ul className="flex flex-col gap-3">
        {messages.map((m) => (
          <li key={m._id} className={cn('rounded-xl bg-white p-4 shadow-sm', !m.read && 'border-l-4 border-teal-600')} data-testid={`${kind}-message`}>
            <p className="flex items-baseline justify-between gap-2">
              <span className={cn('truncate', !m.read && 'font-bold')}>{m.subject}</span>
              {!m.read ? <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">{t.new}</span> : null}
            </p>
            <p className="truncate text-sm text-ink-muted">
              {m.name} · {f.date(m.createdAt)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={view(m)} className={buttonClasses('secondary', 'sm')} aria-label={t.viewFrom(m.name)}>
                {t.view}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value={m.read ? 'unread' : 'read'} />
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={m._id} />
                <Button type="submit" size="sm" variant="ghost">
                  {m.read ? t.markUnread : t.markRead}
                </Button>
              </Form>
              <DeleteMessage kind={kind} message={m} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ManageMessages({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(messagesText);
  const f = useFormat();
  return (
    <>
      <AdminTitle title={t.title}>
        <Link to={href('/manageMail')} className="text-sm font-semibold text-teal-800 underline">
          {t.mailQueue}
        </Link>
      </AdminTitle>
      <ActionNotices reply={actionData} />
      <div className="grid gap-8 lg:grid-cols-3">
        <MessageColumn title={t.touchColumn} kind="touchInTouch" messages={loaderData.touch} />
        <MessageColumn title={t.contactColumn} kind="contactUs" messages={loaderData.contact} />
        <section aria-label={t.subscribers} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">
            {t.subscribers} <span className="text-sm font-normal text-ink-muted">{t.subscriberCount(loaderData.subscribers.length)}</span>
          </h2>
          <a href={href('/manageMessage/subscribers.csv')} download className={buttonClasses('secondary', 'sm', 'self-start')}>
            {t.exportSubscribers}
          </a>
          <ul className="flex flex-col divide-y divide-sand-100 rounded-xl bg-white shadow-sm">
            {loaderData.subscribers.length === 0 ? <li className="p-4 text-sm text-ink-muted">{t.noSubscribers}</li> : null}
            {loaderData.subscribers.map((s) => (
              <li key={s._id} className="flex items-baseline justify-between gap-2 px-4 py-2.5 text-sm">
                <span className="break-all">{s.email}</span>
                <span className="shrink-0 text-ink-muted">{f.date(s.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
