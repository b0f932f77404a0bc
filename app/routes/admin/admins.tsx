/** /manageAdmins: add an admin by e-mail, the list, remove with confirmation (never the last one). */
import { Form, useNavigation } from 'react-router';
import { adminInput } from '../../../shared/schemas/admins.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { Button, Field } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { failureOf } from '../../lib/forms.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/admins';
import { admin, needsConfirmation } from './admin.server.ts';
import { adminsText } from './admins.text.ts';
import { checkAdminForm } from './forms.server.ts';
import { adminLayoutText } from './layout.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(adminsText[lang].metaTitle) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, viewer } = admin(context, request);
  return { admins: await services.admins.list(), me: viewer.email.toLowerCase() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = adminsText[lang];
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'remove') {
    const { id } = formText(form, ['id']);
    const list = await services.admins.list();
    const target = list.find((a) => a._id === id);
    const ask = needsConfirmation(form, 'remove', id, t.confirmRemove(target?.email));
    if (ask) return ask;
    try {
      await services.admins.remove(actor, id);
    } catch (error) {
      return refusalReply(error, {}, 'remove');
    }
    return succeed({ message: t.removed(target?.email) });
  }
  const parsed = checkAdminForm(adminInput, formText(form, ['email']));
  if (!parsed.ok) return fail(parsed.failure);
  try {
    const added = await services.admins.add(actor, parsed.data.email);
    return succeed({ message: t.added(added.email) });
  } catch (error) {
    return refusalReply(error, parsed.values, 'add');
  }
}

export default function ManageAdmins({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(adminsText);
  const translate = useTranslateMessage();
  const addFailure = failureOf(actionData, 'add');
  const navigation = useNavigation();
  const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const last = loaderData.admins.length <= 1;
  return (
    <>
      <AdminTitle title={t.title} lead={t.lead} />
      <ActionNotices reply={actionData} />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="add-admin" className="self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="add-admin" className="mb-4 text-lg font-semibold">
            {t.addHeading}
          </h2>
          <Form method="post" className="flex flex-col gap-4" noValidate key={actionData?.ok ? actionData.message : 'form'}>
            <input type="hidden" name="intent" value="add" />
            <Field
              label={t.emailLabel}
              name="email"
              type="email"
              autoComplete="off"
              requiredMark
              defaultValue={String(addFailure?.values.email ?? '')}
              error={translate(addFailure?.fieldErrors.email)}
            />
            <Button type="submit" busy={adding}>
              {t.addButton}
            </Button>
          </Form>
        </section>
        <section aria-labelledby="admin-list">
          <h2 id="admin-list" className="mb-3 text-lg font-semibold">
            {t.listHeading(loaderData.admins.length)}
          </h2>
          {last ? <p className="mb-3 text-sm text-ink-muted">{t.lastAdminNote}</p> : null}
          <AdminTable
            caption={t.caption}
            rows={loaderData.admins}
            rowKey={(a) => a._id}
            empty={t.empty}
            columns={[
              {
                label: t.emailColumn,
                cell: (a) => (
                  <span className="break-all font-medium">
                    {a.email}
                    {a.email === loaderData.me ? <span className="ml-2 text-xs text-ink-muted">{t.you}</span> : null}
                  </span>
                ),
              },
              {
                label: t.actionsColumn,
                className: 'md:text-right',
                cell: (a) =>
                  last ? (
                    <span className="text-sm text-ink-muted">{t.lastAdmin}</span>
                  ) : (
                    <ConfirmAction
                      intent="remove"
                      id={a._id}
                      label={t.remove}
                      accessibleLabel={t.removeName(a.email)}
                      title={t.removeTitle}
                      message={t.removeMessage(a.email)}
                    />
                  ),
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}
