/** /manageAdmins: add an admin by e-mail, the list, remove with confirmation (never the last one). */
import { Form, useNavigation } from 'react-router';
import { adminInput } from '../../../shared/schemas/admins.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { Button, Field } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/admins';
import { admin, needsConfirmation } from './admin.server.ts';
import { checkAdminForm } from './forms.server.ts';

export function meta() {
  return [{ title: 'Admins | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, viewer } = admin(context, request);
  return { admins: await services.admins.list(), me: viewer.email.toLowerCase() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'remove') {
    const { id } = formText(form, ['id']);
    const list = await services.admins.list();
    const target = list.find((a) => a._id === id);
    const ask = needsConfirmation(form, 'remove', id, `Remove ${target?.email ?? 'this admin'} from the admins?`);
    if (ask) return ask;
    try {
      await services.admins.remove(actor, id);
    } catch (error) {
      return refusalReply(error, {}, 'remove');
    }
    return succeed({ message: `${target?.email ?? 'The admin'} is no longer an admin.` });
  }
  const parsed = checkAdminForm(adminInput, formText(form, ['email']));
  if (!parsed.ok) return fail(parsed.failure);
  try {
    const added = await services.admins.add(actor, parsed.data.email);
    return succeed({ message: `${added.email} is now an admin.` });
  } catch (error) {
    return refusalReply(error, parsed.values, 'add');
  }
}

export default function ManageAdmins({ loaderData, actionData }: Route.ComponentProps) {
  const addFailure = failureOf(actionData, 'add');
  const navigation = useNavigation();
  const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const last = loaderData.admins.length <= 1;
  return (
    <>
      <AdminTitle title="Admin" lead="A person is an admin when their verified e-mail is in this list." />
      <ActionNotices reply={actionData} />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="add-admin" className="self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="add-admin" className="mb-4 text-lg font-semibold">
            Add an admin
          </h2>
          <Form method="post" className="flex flex-col gap-4" noValidate key={actionData?.ok ? actionData.message : 'form'}>
            <input type="hidden" name="intent" value="add" />
            <Field
              label="Admin e-mail"
              name="email"
              type="email"
              autoComplete="off"
              requiredMark
              defaultValue={String(addFailure?.values.email ?? '')}
              error={addFailure?.fieldErrors.email}
            />
            <Button type="submit" busy={adding}>
              Add admin
            </Button>
          </Form>
        </section>
        <section aria-labelledby="admin-list">
          <h2 id="admin-list" className="mb-3 text-lg font-semibold">
            Admins ({loaderData.admins.length})
          </h2>
          {last ? <p className="mb-3 text-sm text-ink-muted">The last admin cannot be removed, so the back office is never locked.</p> : null}
          <AdminTable
            caption="Admins"
            rows={loaderData.admins}
            rowKey={(a) => a._id}
            empty="No admins yet."
            columns={[
              {
                label: 'E-mail',
                cell: (a) => (
                  <span className="break-all font-medium">
                    {a.email}
                    {a.email === loaderData.me ? <span className="ml-2 text-xs text-ink-muted">(you)</span> : null}
                  </span>
                ),
              },
              {
                label: 'Actions',
                className: 'md:text-right',
                cell: (a) =>
                  last ? (
                    <span className="text-sm text-ink-muted">Last admin: cannot be removed</span>
                  ) : (
                    <ConfirmAction
                      intent="remove"
                      id={a._id}
                      label="Remove"
                      accessibleLabel={`Remove ${a.email}`}
                      title="Remove this admin?"
                      message={`${a.email} will lose access to the back office.`}
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
