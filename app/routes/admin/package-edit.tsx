/** /managePackage/new and /managePackage/{id}/edit: every field of a tour package (spec section 3). */
import { href, Link, redirect } from 'react-router';
import type { TourPackage } from '../../../shared/domain.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { PackageForm } from '../../components/admin/PackageForm.tsx';
import { buttonClasses } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, formText, loadOr404, refusalReply } from '../../lib/forms.server.ts';
import type { Route } from './+types/package-edit';
import { admin } from './admin.server.ts';
import { applyDayOp, daysFromForm, packageImageFields, packageTextFields, parsePackageForm } from './forms.server.ts';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.pkg ? `Edit ${data.pkg.packageName}` : 'Add a package'} | Travelez admin` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const pkg: TourPackage | null = params.id ? await loadOr404(services.packages.get(params.id)) : null;
  return { pkg };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  // Itinerary buttons without JavaScript: change the list, save nothing.
  const days = applyDayOp(daysFromForm(form), typeof form.get('dayOp') === 'string' ? String(form.get('dayOp')) : null);
  if (days) {
    const values = { ...formText(form, [...packageTextFields, ...packageImageFields]), tourPlanDays: days };
    return fail({ values }, 200);
  }
  const parsed = await parsePackageForm(services, form);
  if (!parsed.ok) return fail(parsed.failure);
  try {
    if (params.id) await services.packages.update(actor, params.id, parsed.data);
    else await services.packages.create(actor, parsed.data);
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
  throw redirect(`${href('/managePackage')}?saved=1`);
}

export default function EditPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg } = loaderData;
  const failure = failureOf(actionData);
  const initial: Record<string, unknown> = pkg
    ? { ...pkg }
    : { status: 'Available', discount: '0', rating: '0', tourPlanDays: [{ day: 'Day 1', describe: '' }] };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/managePackage')} className="font-semibold text-teal-800 underline">
          ← Manage Packages
        </Link>
      </p>
      <AdminTitle title={pkg ? `Edit ${pkg.packageName}` : 'Add a package'}>
        {pkg ? (
          <Link to={href('/managePackage/:id/departures', { id: pkg._id })} className={buttonClasses('secondary', 'md')}>
            Departures
          </Link>
        ) : null}
      </AdminTitle>
      <PackageForm
        values={failure?.values ?? initial}
        errors={failure?.fieldErrors}
        formError={failure?.formError}
        submitLabel={pkg ? 'Save changes' : 'Add package'}
      />
    </>
  );
}
