/**
 * /managePromoCodes (issue 36): every promo code with its uses, a form to create one (or edit the
 * one named by `?edit=`), checked by the schema of POST /api/promoCodes, and Deactivate / Activate.
 * The page and the API call the same service (services.promoCodes).
 */
import { Form, href, Link, redirect, useNavigation } from 'react-router';
import type { PromoCodeDto } from '../../../shared/schemas/promo-codes.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { FormField, valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, buttonClasses, FieldError, inputClasses } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/promo-codes';
import { admin } from './admin.server.ts';
import { parsePromoCodeForm } from './forms.server.ts';
import { adminLayoutText } from './layout.text.ts';
import { promoCodesText } from './promo-codes.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(promoCodesText[lang].metaTitle) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = admin(context, request);
  const params = new URL(request.url).searchParams;
  const [codes, packages] = await Promise.all([services.promoCodes.list(), services.packages.list(lang)]);
  const editId = params.get('edit');
  return {
    codes,
    packages: packages.map((p) => ({ id: p._id, name: `${p.packageName} (${p.name})` })),
    editing: codes.find((c) => c._id === editId) ?? null,
    saved: params.get('saved'),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = promoCodesText[lang];
  const form = await request.formData();
  const { intent, id } = formText(form, ['intent', 'id']);
  if (intent === 'activate' || intent === 'deactivate') {
    try {
      const code = await services.promoCodes.setActive(actor, id, intent === 'activate');
      return succeed({ message: intent === 'activate' ? t.activated(code.code) : t.deactivated(code.code) });
    } catch (error) {
      return refusalReply(error, {}, intent);
    }
  }
  const parsed = parsePromoCodeForm(form);
  if (!parsed.ok) return fail({ ...parsed.failure, intent: 'save' });
  try {
    if (id) {
      const saved = await services.promoCodes.update(actor, id, parsed.data);
      throw redirect(`${href('/managePromoCodes')}?saved=${encodeURIComponent(saved.code)}`);
    }
    const created = await services.promoCodes.create(actor, parsed.data);
    return succeed({ intent: 'save', message: t.created(created.code) });
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusalReply(error, parsed.values, 'save');
  }
}

/** A code's values as the form shows them. */
function formValuesOf(code: PromoCodeDto): Values {
  return { ...code, packageIds: code.packageIds };
}

export default function ManagePromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(promoCodesText);
  const f = useFormat();
  const { codes, packages, editing, saved } = loaderData;
  const failure = failureOf(actionData, 'save');
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && !navigation.formData?.get('intent');
  const values: Values = failure?.values ?? (editing ? formValuesOf(editing) : { kind: 'percent', active: true });
  const errors = failure?.fieldErrors;
  const ticked = new Set((values.packageIds as string[] | undefined) ?? []);
  const packageName = new Map(packages.map((p) => [p.id, p.name]));
  const formKey = `${editing?._id ?? 'new'}-${actionData?.ok ? (actionData.message ?? '') : 'form'}`;

  return (
    <>
      <AdminTitle title={t.title} lead={t.lead} />
      <ActionNotices reply={actionData} formError={false} saved={saved ? t.saved(saved) : null} />
      <div className="grid gap-8 2xl:grid-cols-[24rem_1fr]">
        <section aria-labelledby="promo-form" className="w-full max-w-xl self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="promo-form" className="mb-4 text-lg font-semibold">
            {editing ? t.editHeading(editing.code) : t.createHeading}
          </h2>
          <Form method="post" className="flex flex-col gap-4" noValidate key={formKey}>
            {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
            <FormField values={values} errors={errors} name="code" label={t.code} hint={t.codeHint} requiredMark />
            <div className="grid grid-cols-2 gap-4">
              <div className="flex flex-col gap-1.5">
                <label htmlFor="promo-kind" className="text-sm font-semibold">
                  {t.kind}
                </label>
                <select id="promo-kind" name="kind" defaultValue={valueOf(values, 'kind')} className={inputClasses}>
                  <option value="percent">{t.percent}</option>
                  <option value="amount">{t.amount}</option>
                </select>
                <FieldError id="promo-kind-error" message={errors?.kind} />
              </div>
              <FormField values={values} errors={errors} name="value" label={t.value} inputMode="numeric" requiredMark />
              <FormField values={values} errors={errors} name="validFrom" label={t.validFrom} type="date" />
              <FormField values={values} errors={errors} name="validTo" label={t.validTo} type="date" />
            </div>
            <p className="-mb-2 text-sm text-ink-muted">{t.blankNoLimit}</p>
            <div className="grid grid-cols-2 gap-4">
              <FormField values={values} errors={errors} name="maxUses" label={t.maxUses} inputMode="numeric" />
              <FormField values={values} errors={errors} name="perCustomer" label={t.perCustomer} inputMode="numeric" />
              <FormField values={values} errors={errors} name="minTravellers" label={t.minTravellers} inputMode="numeric" />
            </div>
            <fieldset>
              <legend className="text-sm font-semibold">{t.packages}</legend>
              <p className="mb-2 text-sm text-ink-muted">{t.packagesHint}</p>
              <div className="flex max-h-56 flex-col gap-2 overflow-y-auto rounded-xl border border-sand-200 p-3">
                {packages.map((p) => (
                  <label key={p.id} className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="packageIds"
                      value={p.id}
                      defaultChecked={ticked.has(p.id)}
                      className="mt-0.5 size-4 shrink-0 accent-teal-700"
                    />
                    <span>{p.name}</span>
                  </label>
                ))}
              </div>
              <FieldError id="promo-packages-error" message={errors?.packageIds} />
            </fieldset>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="active" defaultChecked={values.active === true} className="size-4 accent-teal-700" />
              {t.activeLabel}
            </label>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={saving}>
                {editing ? t.save : t.create}
              </Button>
              {editing ? (
                <Link to={href('/managePromoCodes')} className={buttonClasses('secondary', 'md')}>
                  {t.cancelEdit}
                </Link>
              ) : null}
            </div>
          </Form>
        </section>
        <section aria-labelledby="promo-list" className="min-w-0">
          <h2 id="promo-list" className="mb-3 text-lg font-semibold">
            {t.listHeading(codes.length)}
          </h2>
          <AdminTable
            caption={t.caption}
            rows={codes}
            rowKey={(c) => c._id}
            empty={t.empty}
            columns={[
              { label: t.code, cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
              { label: t.discountColumn, cell: (c) => (c.kind === 'percent' ? t.percentOff(c.value) : f.money(c.value)) },
              {
                label: t.validColumn,
                cell: (c) =>
                  !c.validFrom && !c.validTo
                    ? t.always
                    : [c.validFrom ? t.from(f.date(c.validFrom)) : null, c.validTo ? t.until(f.date(c.validTo)) : null].filter(Boolean).join(' '),
              },
              { label: t.usesColumn, cell: (c) => (c.maxUses == null ? f.number(c.uses) : `${f.number(c.uses)} / ${f.number(c.maxUses)}`) },
              { label: t.perCustomerColumn, cell: (c) => (c.perCustomer == null ? t.noLimit : f.number(c.perCustomer)) },
              {
                label: t.packagesColumn,
                cell: (c) => (c.packageIds.length === 0 ? t.allTours : c.packageIds.map((id) => packageName.get(id) ?? id).join(', ')),
              },
              { label: t.minColumn, cell: (c) => (c.minTravellers == null ? t.noLimit : f.number(c.minTravellers)) },
              { label: t.activeColumn, cell: (c) => (c.active ? t.yes : <span className="font-semibold text-coral-700">{t.no}</span>) },
              {
                label: t.actionsColumn,
                className: 'md:text-right',
                cell: (c) => (
                  <div className="flex flex-wrap justify-end gap-2">
                    <Link to={`${href('/managePromoCodes')}?edit=${c._id}`} className={buttonClasses('secondary', 'sm')} aria-label={t.editName(c.code)}>
                      {t.edit}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={c._id} />
                      <Button
                        size="sm"
                        variant="ghost"
                        type="submit"
                        name="intent"
                        value={c.active ? 'deactivate' : 'activate'}
                        aria-label={c.active ? t.deactivateName(c.code) : t.activateName(c.code)}
                      >
                        {c.active ? t.deactivate : t.activate}
                      </Button>
                    </Form>
                  </div>
                ),
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}
