/** /managePackage: the package list with View, Edit, Departures and Remove (with confirmation), and Add. */
import { href } from 'react-router';
import { Thumb } from '../../components/admin/AdminTable.tsx';
import { CatalogueList } from '../../components/admin/CatalogueList.tsx';
import { langFrom } from '../../components/seo.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/packages';
import { admin, removeFromList, unknownAction } from './admin.server.ts';
import { catalogueText } from './catalogue.text.ts';
import { adminLayoutText } from './layout.text.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(catalogueText[lang].packagesTitle) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { packages: await services.packages.list(), saved: new URL(request.url).searchParams.get('saved') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = catalogueText[lang];
  const form = await request.formData();
  if (form.get('intent') !== 'remove') return unknownAction(form, lang);
  return removeFromList(form, {
    find: (id) => services.packages.get(id),
    remove: (id) => services.packages.remove(actor, id),
    missing: t.packageMissing,
    confirm: (pkg) => t.packageConfirm(pkg.packageName, pkg.name),
    removed: (pkg) => t.packageRemoved(pkg.packageName),
  });
}

export default function ManagePackages({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(catalogueText);
  const f = useFormat();
  return (
    <CatalogueList
      title={t.packagesTitle}
      lead={t.packagesLead(6, 7, 14)}
      add={{ label: t.addPackage, to: href('/managePackage/new') }}
      reply={actionData}
      saved={loaderData.saved ? t.packageSaved : null}
      caption={t.packagesCaption}
      rows={loaderData.packages}
      empty={t.noPackages}
      columns={[
        { label: t.imageColumn, cell: (p) => <Thumb src={p.displayPhoto} alt="" /> },
        {
          label: t.packageColumn,
          cell: (p) => (
            <span>
              <Theirs>
                <span className="block font-semibold">{p.packageName}</span>
                <span className="text-ink-muted">{p.name}</span>
              </Theirs>
            </span>
          ),
        },
        { label: t.daysColumn, cell: (p) => f.daysNights(p.stayPlanDays, p.stayPlanNight) },
        { label: t.priceColumn, cell: (p) => f.money(p.packagePresentPrice) },
        { label: t.statusColumn, cell: (p) => t.packageStatus(p.status) },
      ]}
      row={(p) => ({
        id: p._id,
        name: p.packageName,
        view: href('/singleTour/:id', { id: p._id }),
        edit: href('/managePackage/:id/edit', { id: p._id }),
        more: [{ label: t.departures, to: href('/managePackage/:id/departures', { id: p._id }) }],
        removeMessage: t.packageRemoveMessage(p.packageName, p.name),
      })}
      removeTitle={t.packageRemoveTitle}
    />
  );
}
