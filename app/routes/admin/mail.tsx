/**
 * /manageMail: the e-mail queue as the office sees it: messages waiting to be sent (with the last
 * error when a try failed) and those that failed for good, which can be sent again. Every e-mail
 * the site sends goes through the queue (server/mail/queue.server.ts).
 */
import { Form, href, Link } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button } from '../../components/ui/index.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/mail';
import { admin } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';
import { mailText } from './messages.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(mailText[lang].title) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const queue = services.mailQueue;
  const waiting = queue ? await queue.list() : [];
  return { enabled: !!queue, waiting };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, lang } = admin(context, request);
  const t = mailText[lang];
  const { intent, id } = formText(await request.formData(), ['intent', 'id']);
  if (intent !== 'retry' || !/^[0-9a-z]{20}$/.test(id)) return fail({ intent, formError: t.notHere });
  try {
    const queued = (await services.mailQueue?.retry(id)) ?? false;
    if (!queued) return fail({ intent, formError: t.notWaiting }, 409);
    return succeed({ intent, message: t.willSend });
  } catch (error) {
    return refusalReply(error, {}, intent);
  }
}

type Waiting = Route.ComponentProps['loaderData']['waiting'][number];

export default function MailQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(mailText);
  const f = useFormat();
  const { waiting, enabled } = loaderData;
  const failed = waiting.filter((m) => m.status === 'failed').length;
  return (
    <>
      <AdminTitle title={t.title} lead={enabled ? t.lead(waiting.length - failed, failed) : t.direct}>
        <Link to={href('/manageMessage')} className="text-sm font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </AdminTitle>
      <ActionNotices reply={actionData} />
      <AdminTable<Waiting>
        caption={t.caption}
        rowKey={(m) => m.id}
        rows={waiting}
        empty={t.empty}
        columns={[
          { label: t.subject, cell: (m) => <span className="font-semibold">{m.subject}</span> },
          { label: t.to, cell: (m) => <span className="break-all">{m.to.join(', ')}</span> },
          {
            label: t.status,
            cell: (m) =>
              m.status === 'failed' ? <span className="font-semibold text-red-800">{t.failed}</span> : m.status === 'sending' ? t.sending : t.waiting,
          },
          { label: t.tries, cell: (m) => f.number(m.attempts) },
          { label: t.lastError, cell: (m) => <span className="break-words text-ink-muted">{m.lastError ?? '—'}</span> },
          { label: t.queued, cell: (m) => f.date(m.createdAt) },
          {
            label: t.actions,
            cell: (m) =>
              m.status === 'failed' ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={m.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    {t.sendAgain}
                  </Button>
                </Form>
              ) : (
                <span className="text-ink-muted">{t.nextTry(f.date(m.nextAttemptAt))}</span>
              ),
          },
        ]}
      />
    </>
  );
}
