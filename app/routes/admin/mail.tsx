/**
 * /manageMail: the e-mail queue as the office sees it: messages waiting to be sent (with the last
 * error when a try failed) and those that failed for good, which can be sent again. Every e-mail
 * the site sends goes through the queue (server/mail/queue.server.ts).
 */
import { Form, href, Link } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { Button, formatDate } from '../../components/ui/index.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/mail';
import { admin } from './admin.server.ts';

export function meta() {
  return [{ title: 'E-mail queue | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const queue = services.mailQueue;
  const waiting = queue ? await queue.list() : [];
  return { enabled: !!queue, waiting };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services } = admin(context, request);
  const { intent, id } = formText(await request.formData(), ['intent', 'id']);
  if (intent !== 'retry' || !/^[0-9a-z]{20}$/.test(id)) return fail({ intent, formError: 'That is not something this page can do.' });
  try {
    const queued = (await services.mailQueue?.retry(id)) ?? false;
    if (!queued) return fail({ intent, formError: 'This e-mail is no longer waiting to be retried.' }, 409);
    return succeed({ intent, message: 'The e-mail will be sent again in a moment.' });
  } catch (error) {
    return refusalReply(error, {}, intent);
  }
}

type Waiting = Route.ComponentProps['loaderData']['waiting'][number];

export default function MailQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, enabled } = loaderData;
  const failed = waiting.filter((m) => m.status === 'failed').length;
  return (
    <>
      <AdminTitle
        title="E-mail queue"
        lead={enabled ? `${waiting.length - failed} waiting to be sent, ${failed} failed. Sent e-mail leaves this list.` : 'This site sends e-mail directly.'}
      >
        <Link to={href('/manageMessage')} className="text-sm font-semibold text-teal-800 underline">
          Back to messages
        </Link>
      </AdminTitle>
      <ActionNotices reply={actionData} />
      <AdminTable<Waiting>
        caption="E-mail waiting to be sent or failed"
        rowKey={(m) => m.id}
        rows={waiting}
        empty="Nothing is waiting: every e-mail has been sent."
        columns={[
          { label: 'Subject', cell: (m) => <span className="font-semibold">{m.subject}</span> },
          { label: 'To', cell: (m) => <span className="break-all">{m.to.join(', ')}</span> },
          {
            label: 'Status',
            cell: (m) => (m.status === 'failed' ? <span className="font-semibold text-red-800">Failed</span> : m.status === 'sending' ? 'Sending' : 'Waiting'),
          },
          { label: 'Tries', cell: (m) => String(m.attempts) },
          { label: 'Last error', cell: (m) => <span className="break-words text-ink-muted">{m.lastError ?? '—'}</span> },
          { label: 'Queued', cell: (m) => formatDate(m.createdAt) },
          {
            label: 'Actions',
            cell: (m) =>
              m.status === 'failed' ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={m.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    Send again
                  </Button>
                </Form>
              ) : (
                <span className="text-ink-muted">Next try {formatDate(m.nextAttemptAt)}</span>
              ),
          },
        ]}
      />
    </>
  );
}
