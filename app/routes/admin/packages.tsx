/** /managePackage: the package list with View, Edit and Remove (with confirmation), and Add. */
import { Link } from 'react-router';
import { AdminTable, AdminTitle, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction, NoJsConfirm } from '../../components/admin/ConfirmAction.tsx';
import { buttonClasses, daysNights, formatTk, Notice } from '../../components/ui/index.ts';
import type { Route } from './+types/packages';
import { admin, fail, needsConfirmation, refusal, type FormFailure } from './admin.server.ts';

export function meta() {
  return [{ title: 'Manage Packages | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const url = new URL(request.url);
  return { packages: await services.packages.list(), saved: url.searchParams.get('saved') };
}

type ActionData = FormFailure | { ok: true; notice: string };

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'remove') return fail({ formError: 'Unknown action' });
  const pkg = await services.packages.get(id).catch(() => null);
  if (!pkg) return fail({ formError: 'That package does not exist any more.' }, 404);
  const ask = needsConfirmation(form, 'remove', id, `Remove the package "${pkg.packageName}" (${pkg.name})?`);
  if (ask) return ask;
  try {
    await services.packages.remove(actor, id);
  } catch (error) {
    return refusal(error);
  }
  return { ok: true as const, notice: `The package "${pkg.packageName}" was removed.` };
}

export default function ManagePackages({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const failure = result && !result.ok ? result : undefined;
  return (
    <>
      <AdminTitle title="Manage Packages" lead="In catalogue order: Home shows the first 6, /tour items 7 to 14.">
        <Link to="/managePackage/new" className={buttonClasses('accent', 'md')}>
          Add a package
        </Link>
      </AdminTitle>
      <NoJsConfirm confirm={failure?.confirm} />
      {failure?.formError ? <Notice tone="error" className="mb-6">{failure.formError}</Notice> : null}
      {result?.ok ? <Notice tone="success" className="mb-6">{result.notice}</Notice> : null}
      {loaderData.saved ? <Notice tone="success" className="mb-6">The package was saved.</Notice> : null}
      <AdminTable
        caption="Tour packages"
        rows={loaderData.packages}
        rowKey={(p) => p._id}
        empty="No packages yet."
        columns={[
          { label: 'Image', cell: (p) => <Thumb src={p.displayPhoto} alt="" /> },
          {
            label: 'Package',
            cell: (p) => (
              <span>
                <span className="block font-semibold">{p.packageName}</span>
                <span className="text-ink-muted">{p.name}</span>
              </span>
            ),
          },
          { label: 'Days', cell: (p) => daysNights(p.stayPlanDays, p.stayPlanNight) },
          { label: 'Price', cell: (p) => formatTk(p.packagePresentPrice) },
          { label: 'Status', cell: (p) => p.status },
          {
            label: 'Actions',
            cell: (p) => (
              <span className="flex flex-wrap gap-2">
                <Link to={`/singleTour/${p._id}`} className={buttonClasses('ghost', 'sm')} aria-label={`View ${p.packageName}`}>
                  View
                </Link>
                <Link to={`/managePackage/${p._id}/edit`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${p.packageName}`}>
                  Edit
                </Link>
                <ConfirmAction
                  intent="remove"
                  id={p._id}
                  label="Remove"
                  accessibleLabel={`Remove ${p.packageName}`}
                  title="Remove this package?"
                  message={`"${p.packageName}" (${p.name}) leaves the catalogue. Existing bookings keep their copy.`}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
