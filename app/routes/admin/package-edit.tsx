/**
 * /managePackage/new and /managePackage/{id}/edit: every field of a tour package (spec section 3),
 * the translatable ones in English and Bangla side by side (decision 0013).
 */
import { href, Link, redirect } from 'react-router';
import type { PriceCategory } from '../../../shared/party.ts';
import { packageTranslationFields } from '../../../shared/schemas/packages.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { PackageForm } from '../../components/admin/PackageForm.tsx';
import { langFrom } from '../../components/seo.tsx';
import { buttonClasses } from '../../components/ui/index.ts';
import { useText } from '../../lib/i18n.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, formText, loadOr404, refusalReply } from '../../lib/forms.server.ts';
import type { Route } from './+types/package-edit';
import { adminLayoutText } from './layout.text.ts';
import { admin } from './admin.server.ts';
import { applyDayOp, packageCategoryFields, packageDetailsFromForm, packageImageFields, packageTextFields, parsePackageForm } from './forms.server.ts';
import { packageEditText } from './package-edit.text.ts';
import { banglaValues, bilingualDays, bilingualDaysFromForm, bnName, parsePackageBangla, withBangla } from './translations.server.ts';
import { withTheirs } from '../../components/ui/Theirs.tsx';

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = packageEditText[lang];
  return [{ title: adminLayoutText[lang].title(data?.pkg ? t.edit(data.pkg.packageName) : t.add) }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  if (!params.id) return { pkg: null, values: null };
  const [pkg, translation] = await loadOr404(Promise.all([services.packages.get(params.id), services.packages.translation(params.id)]));
  // The form's values: English as saved, each Bangla field beside it ('' while not translated yet).
  const values = {
    ...pkg,
    ...categoryValues(pkg.priceCategories),
    travellerDetailsDays: String(pkg.travellerDetailsDays),
    ...banglaValues(translation, packageTranslationFields),
    tourPlanDays: bilingualDays(pkg.tourPlanDays, translation?.plan),
  };
  return { pkg, values };
}

/** The form's child and infant fields of a package's categories ('' where it has none). */
function categoryValues(categories: readonly PriceCategory[]) {
  const child = categories.find((c) => c.code === 'child');
  const infant = categories.find((c) => c.code === 'infant');
  const text = (v: number | null | undefined) => (v == null ? '' : String(v));
  return {
    childPrice: text(child?.price),
    childMinAge: text(child?.minAge),
    childMaxAge: text(child?.maxAge),
    infantPrice: text(infant?.price),
    infantMaxAge: text(infant?.maxAge),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  const rows = bilingualDaysFromForm(form);
  const typed = () => ({
    ...formText(form, [...packageTextFields, ...packageCategoryFields, ...packageImageFields, ...packageTranslationFields.map(bnName)]),
    infantsTakeSeat: form.get('infantsTakeSeat') === 'on',
    ...packageDetailsFromForm(form),
  });
  // Itinerary buttons without JavaScript: change the list (each row with its Bangla side), save nothing.
  const days = applyDayOp(rows, typeof form.get('dayOp') === 'string' ? String(form.get('dayOp')) : null);
  if (days) return fail({ values: { ...typed(), tourPlanDays: days } }, 200);
  const parsed = withBangla(await parsePackageForm(services, form), parsePackageBangla(form));
  if (!parsed.ok) return fail({ ...parsed.failure, values: { ...parsed.failure.values, tourPlanDays: rows } });
  try {
    if (params.id) await services.packages.update(actor, params.id, parsed.data);
    else await services.packages.create(actor, parsed.data);
  } catch (error) {
    return refusalReply(error, { ...parsed.values, tourPlanDays: rows });
  }
  throw redirect(`${href('/managePackage')}?saved=1`);
}

export default function EditPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg, values } = loaderData;
  const t = useText(packageEditText);
  const failure = failureOf(actionData);
  const initial: Record<string, unknown> = values ?? { status: 'Available', discount: '0', rating: '0', tourPlanDays: [{ day: 'Day 1', describe: '' }] };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/managePackage')} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={pkg ? withTheirs(t.edit, pkg.packageName) : t.add}>
        {pkg ? (
          <Link to={href('/managePackage/:id/departures', { id: pkg._id })} className={buttonClasses('secondary', 'md')}>
            {t.departures}
          </Link>
        ) : null}
      </AdminTitle>
      <PackageForm values={failure?.values ?? initial} errors={failure?.fieldErrors} formError={failure?.formError} submitLabel={pkg ? t.save : t.addPackage} />
    </>
  );
}
