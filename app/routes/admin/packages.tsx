/** /managePackage: the package list with View, Edit, Departures and Remove (with confirmation), and Add. */
import { href } from 'react-router';
import { Thumb } from '../../components/admin/AdminTable.tsx';
import { CatalogueList } from '../../components/admin/CatalogueList.tsx';
import { daysNights, formatTk } from '../../components/ui/index.ts';
import type { Route } from './+types/packages';
import { admin, removeFromList, unknownAction } from './admin.server.ts';

export function meta() {
  return [{ title: 'Manage Packages | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { packages: await services.packages.list(), saved: new URL(request.url).searchParams.get('saved') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') !== 'remove') return unknownAction(form);
  return removeFromList(form, {
    find: (id) => services.packages.get(id),
    remove: (id) => services.packages.remove(actor, id),
    missing: 'That package does not exist any more.',
    confirm: (pkg) => `Remove the package "${pkg.packageName}" (${pkg.name})?`,
    removed: (pkg) => `The package "${pkg.packageName}" was removed.`,
  });
}

export default function ManagePackages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueList
      title="Manage Packages"
      lead="In catalogue order: Home shows the first 6, /tour items 7 to 14."
      add={{ label: 'Add a package', to: href('/managePackage/new') }}
      reply={actionData}
      saved={loaderData.saved ? 'The package was saved.' : null}
      caption="Tour packages"
      rows={loaderData.packages}
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
      ]}
      row={(p) => ({
        id: p._id,
        name: p.packageName,
        view: href('/singleTour/:id', { id: p._id }),
        edit: href('/managePackage/:id/edit', { id: p._id }),
        more: [{ label: 'Departures', to: href('/managePackage/:id/departures', { id: p._id }) }],
        removeMessage: `"${p.packageName}" (${p.name}) leaves the catalogue. Existing bookings keep their copy.`,
      })}
      removeTitle="Remove this package?"
    />
  );
}
