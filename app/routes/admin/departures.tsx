/**
 * /managePackage/{id}/departures: the dated seats of one package. A table of its departures
 * (date, seats, taken, left, price, status, note) with Manifest, Change, Close/Reopen, Cancel (a
 * note to the customers, confirmed) and Remove (confirmed); forms to add one departure and a
 * weekly series. `?edit={departureId}` opens the change form of one departure.
 */
import type { ReactNode } from 'react';
import { Form, href, Link, useNavigation } from 'react-router';
import { addDays, dhakaDate } from '../../../shared/policy.ts';
import type { Departure } from '../../../shared/schemas/departures.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { CancelNoteField, cancelConsequence, departureFormIntents, DepartureStatusBadge, weekdayNames } from '../../components/admin/DepartureParts.tsx';
import { valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { Button, buttonClasses, Field, FieldError, Notice } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { failureOf, type ActionFailure, type ActionReply, type FieldErrors } from '../../lib/forms.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import { useFormat, useLang, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/departures';
import { admin } from './admin.server.ts';
import { departureAction } from './departures.server.ts';
import { departuresText } from './departures.text.ts';
import { withTheirs } from '../../components/ui/Theirs.tsx';

/** Upcoming departures listed unless all are asked for (`?all=1`): a weekly tour has 50 a year. */
const UPCOMING_SHOWN = 20;

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const t = departuresText[langFrom(matches)];
  return [{ title: data ? t.metaTitle(data.pkg.packageName) : t.metaTitleBare }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const pkg = await loadOr404(services.packages.get(params.id));
  const departures = await services.departures.list({ packageId: pkg._id, all: true });
  const today = dhakaDate();
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const upcoming = departures.filter((d) => d.date >= today);
  const showAll = url.searchParams.get('all') === '1';
  return {
    pkg: { _id: pkg._id, name: pkg.name, packageName: pkg.packageName, price: pkg.packagePresentPrice },
    upcoming: showAll ? upcoming : upcoming.slice(0, UPCOMING_SHOWN),
    upcomingCount: upcoming.length,
    showAll,
    // Most recent first: the trips just done are the ones looked at.
    past: departures.filter((d) => d.date < today).reverse(),
    editing: departures.find((d) => d._id === editId && d.status !== 'cancelled') ?? null,
    today,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = admin(context, request);
  return departureAction(ctx, params.id, await request.formData(), appFrom(context).lang);
}

/** The failure of one form of the page (`intent`), if the last answer was one. */
const failureFor = (reply: ActionReply | undefined, intent: string) => {
  const failure = failureOf(reply, intent);
  return failure?.intent === intent && !failure.confirm ? failure : undefined;
};

/** The message above a form: the service's refusal, or a pointer to the fields marked. */
function FormMessage({ failure }: { failure?: ActionFailure }) {
  const t = useText(departuresText);
  const f = useFormat();
  if (!failure) return null;
  if (failure.formError) return <Notice tone="error">{f.message(failure.formError)}</Notice>;
  if (Object.keys(failure.fieldErrors).length) return <Notice tone="error">{t.correctFields}</Notice>;
  return null;
}

/** A form's field messages in the page's language. */
function useFieldErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  const f = useFormat();
  return errors ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, f.message(v)])) : undefined;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

export default function Departures({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg, upcoming, upcomingCount, showAll, past, editing, today } = loaderData;
  const t = useText(departuresText);
  const f = useFormat();
  const failure = failureOf(actionData);
  const ownForm = failure?.intent !== undefined && departureFormIntents.includes(failure.intent) && !failure.confirm;
  const self = href('/managePackage/:id/departures', { id: pkg._id });
  const resetKey = actionData?.ok ? (actionData.message ?? 'done') : 'form';
  const priceHint = t.priceHint(f.money(pkg.price));

  const columns: Column<Departure>[] = [
    { label: t.date, cell: (d) => <span className="font-semibold whitespace-nowrap">{f.date(d.date)}</span> },
    { label: t.seats, cell: (d) => f.number(d.seats), className: 'tabular-nums' },
    { label: t.taken, cell: (d) => f.number(d.seatsTaken), className: 'tabular-nums' },
    { label: t.left, cell: (d) => (d.status === 'cancelled' ? '—' : f.number(d.seatsLeft)), className: 'tabular-nums' },
    { label: t.price, cell: (d) => <span className="whitespace-nowrap">{f.money(d.price)}</span> },
    { label: t.status, cell: (d) => <DepartureStatusBadge departure={d} /> },
    { label: t.note, cell: (d) => (d.note ? <span className="break-words md:block md:max-w-48">{d.note}</span> : <span className="text-ink-muted">—</span>) },
  ];
  const manifest = (d: Departure) => (
    <Link
      to={href('/managePackage/:id/departures/:departureId/manifest', { id: pkg._id, departureId: d._id })}
      className={buttonClasses('ghost', 'sm')}
      aria-label={t.manifestOf(f.date(d.date))}
    >
      {t.manifest}
    </Link>
  );
  const actions: Column<Departure> = {
    label: t.actions,
    cell: (d) => (
      <span className="flex flex-wrap justify-end gap-2 md:justify-start">
        {manifest(d)}
        {d.status !== 'cancelled' ? (
          <>
            <Link to={`${self}?edit=${d._id}#change-departure`} className={buttonClasses('secondary', 'sm')} aria-label={t.changeOf(f.date(d.date))}>
              {t.change}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={d._id} />
              <input type="hidden" name="status" value={d.status === 'open' ? 'closed' : 'open'} />
              <Button type="submit" size="sm" variant="secondary" aria-label={d.status === 'open' ? t.closeOf(f.date(d.date)) : t.reopenOf(f.date(d.date))}>
                {d.status === 'open' ? t.close : t.reopen}
              </Button>
            </Form>
            <ConfirmAction
              intent="cancel"
              id={d._id}
              label={t.cancel}
              confirmLabel={t.cancelConfirmLabel}
              accessibleLabel={t.cancelOf(f.date(d.date))}
              title={t.cancelTitle}
              message={t.cancelMessage(f.date(d.date), cancelConsequence(f.lang, d.seatsTaken))}
              fields={(form) => <CancelNoteField id={`note-${d._id}`} form={form} />}
            />
          </>
        ) : null}
        <ConfirmAction
          intent="remove"
          id={d._id}
          label={t.remove}
          accessibleLabel={t.removeOf(f.date(d.date))}
          title={t.removeTitle}
          message={t.removeMessage(f.date(d.date))}
        />
      </span>
    ),
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/managePackage')} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle
        title={withTheirs(t.title, pkg.packageName)}
        lead={withTheirs((place) => t.lead(place, f.money(pkg.price), upcomingCount, past.length), pkg.name)}
      >
        <a href="#add-departure" className={buttonClasses('accent', 'md')}>
          {t.addDepartures}
        </a>
        <Link to={href('/managePackage/:id/edit', { id: pkg._id })} className={buttonClasses('secondary', 'md')}>
          {t.editPackage}
        </Link>
      </AdminTitle>
      <ActionNotices
        reply={actionData}
        formError={!ownForm}
        confirmFields={(failure) =>
          failure.confirm?.intent === 'cancel' ? <CancelNoteField id="no-js-note" defaultValue={valueOf(failure.values, 'note')} /> : null
        }
      />

      {editing ? (
        <ChangeForm
          departure={editing}
          packagePrice={pkg.price}
          failure={failureFor(actionData, 'change')}
          close={self}
          resetKey={resetKey}
          priceHint={priceHint}
        />
      ) : null}

      <section aria-labelledby="upcoming-title" className="mb-10">
        <h2 id="upcoming-title" className="mb-3 text-xl font-semibold text-teal-950">
          {t.upcoming}
        </h2>
        <AdminTable
          caption={withTheirs(t.upcomingOf, pkg.packageName)}
          rows={upcoming}
          rowKey={(d) => d._id}
          empty={t.noUpcoming}
          columns={[...columns, actions]}
        />
        {upcomingCount > upcoming.length ? (
          <p className="mt-3 text-sm">
            {t.nextOf(upcoming.length, upcomingCount)}{' '}
            <Link to={`${self}?all=1`} className="font-semibold text-teal-800 underline">
              {t.showAll(upcomingCount)}
            </Link>
          </p>
        ) : showAll && upcomingCount > UPCOMING_SHOWN ? (
          <p className="mt-3 text-sm">
            <Link to={self} className="font-semibold text-teal-800 underline">
              {t.showNext(UPCOMING_SHOWN)}
            </Link>
          </p>
        ) : null}
      </section>

      <div className="mb-10 grid items-start gap-6 lg:grid-cols-2">
        <AddForm failure={failureFor(actionData, 'add')} resetKey={resetKey} min={addDays(today, 1)} priceHint={priceHint} />
        <SeriesForm failure={failureFor(actionData, 'series')} resetKey={resetKey} min={addDays(today, 1)} priceHint={priceHint} />
      </div>

      <section aria-labelledby="past-title">
        <h2 id="past-title" className="mb-3 text-xl font-semibold text-teal-950">
          {t.past}
        </h2>
        {past.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-ink-muted shadow-sm">{t.noPast}</p>
        ) : (
          <details className="group">
            <summary className="mb-3 cursor-pointer font-semibold text-teal-800 underline">{t.showPast(past.length)}</summary>
            <AdminTable
              caption={withTheirs(t.pastOf, pkg.packageName)}
              rows={past}
              rowKey={(d) => d._id}
              empty=""
              columns={[...columns, { label: t.actions, cell: manifest }]}
            />
          </details>
        )}
      </section>
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-teal-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AddForm({ failure, resetKey, min, priceHint }: { failure?: ActionFailure; resetKey: string; min: string; priceHint: string }) {
  const t = useText(departuresText);
  const values: Values = failure?.values ?? {};
  const errors = useFieldErrors(failure?.fieldErrors);
  const busy = useBusy('add');
  return (
    <Panel id="add-departure" title={t.addOne}>
      <Form method="post" noValidate className="flex flex-col gap-4" key={`add-${resetKey}`}>
        <input type="hidden" name="intent" value="add" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" type="date" label={t.date} min={min} defaultValue={valueOf(values, 'date')} error={errors?.date} requiredMark />
          <Field name="seats" label={t.seats} inputMode="numeric" defaultValue={valueOf(values, 'seats')} error={errors?.seats} requiredMark />
          <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
          <Field name="note" label={t.note} hint={t.noteHintAdd} maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
        </div>
        <div>
          <Button type="submit" busy={busy}>
            {t.addDeparture}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function SeriesForm({ failure, resetKey, min, priceHint }: { failure?: ActionFailure; resetKey: string; min: string; priceHint: string }) {
  const t = useText(departuresText);
  const lang = useLang();
  const values: Values = failure?.values ?? {};
  const errors = useFieldErrors(failure?.fieldErrors);
  const ticked = new Set(Array.isArray(values.weekdays) ? values.weekdays.map(String) : []);
  const weekdaysError = errors?.weekdays ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith('weekdays.'))?.[1];
  const busy = useBusy('series');
  return (
    <Panel id="add-series" title={t.addSeries}>
      <Form method="post" noValidate className="flex flex-col gap-4" key={`series-${resetKey}`}>
        <input type="hidden" name="intent" value="series" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="from" type="date" label={t.from} min={min} defaultValue={valueOf(values, 'from')} error={errors?.from} requiredMark />
          <Field name="to" type="date" label={t.to} min={min} defaultValue={valueOf(values, 'to')} error={errors?.to} requiredMark />
        </div>
        <fieldset aria-describedby={weekdaysError ? 'series-weekdays-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t.weekdays}{' '}
            <span className="text-coral-700" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekdayNames[lang].map(({ short, full }, i) => (
              <label
                key={full}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-3 text-sm font-semibold has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-100"
              >
                <input type="checkbox" name="weekdays" value={i} defaultChecked={ticked.has(String(i))} className="size-4 accent-teal-700" />
                {short}
                <span className="sr-only">{full.slice(short.length)}</span>
              </label>
            ))}
          </div>
          <div className="mt-1.5">
            <FieldError id="series-weekdays-error" message={weekdaysError} />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="seats"
            label={t.seatsOnEach}
            inputMode="numeric"
            hint={t.seatsOnEachHint}
            defaultValue={valueOf(values, 'seats')}
            error={errors?.seats}
            requiredMark
          />
          <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
        </div>
        <p className="text-sm text-ink-muted">{t.seriesNote}</p>
        <div>
          <Button type="submit" busy={busy}>
            {t.addSeriesButton}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

/** New points the change form offers at once (more after saving). */
const NEW_PICKUP_ROWS = 2;

/**
 * The departure's pickup points in the change form: each one's name, Bangla name and time, with
 * 'Remove'; then empty rows to add new ones. A refused form shows the rows as they were sent.
 */
function PickupRows({ departure: d, values, errors }: { departure: Departure; values?: Values; errors?: FieldErrors }) {
  const t = useText(departuresText);
  const sent = values ? Array.from({ length: 100 }, (_, i) => i).filter((i) => `pickup.${i}.name` in values) : [];
  const rows = values
    ? sent.map((i) => ({
        id: valueOf(values, `pickup.${i}.id`),
        name: valueOf(values, `pickup.${i}.name`),
        nameBn: valueOf(values, `pickup.${i}.nameBn`),
        time: valueOf(values, `pickup.${i}.time`),
        remove: valueOf(values, `pickup.${i}.remove`) === 'yes',
      }))
    : [
        ...d.pickupPoints.map((p) => ({ id: p.id, name: p.name, nameBn: p.nameBn ?? '', time: p.time, remove: false })),
        ...Array.from({ length: NEW_PICKUP_ROWS }, () => ({ id: '', name: '', nameBn: '', time: '', remove: false })),
      ];
  return (
    <fieldset className="rounded-xl border border-sand-200 p-4" aria-describedby={errors?.pickupPoints ? 'pickup-points-error' : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">{t.pickupPoints}</legend>
      <p className="mb-3 text-sm text-ink-muted">{t.pickupHint}</p>
      <FieldError id="pickup-points-error" message={errors?.pickupPoints} />
      <ol className="flex flex-col gap-4">
        {rows.map((r, i) => (
          <li key={i} className="grid gap-3 border-t border-sand-200 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start">
            <input type="hidden" name={`pickup.${i}.id`} value={r.id} />
            <Field
              name={`pickup.${i}.name`}
              label={r.id ? t.pickupName(i + 1) : t.newPickupName}
              defaultValue={r.name}
              maxLength={100}
              error={errors?.[`pickup.${i}.name`]}
            />
            <Field
              name={`pickup.${i}.nameBn`}
              label={t.pickupNameBn}
              lang="bn"
              defaultValue={r.nameBn}
              maxLength={100}
              error={errors?.[`pickup.${i}.nameBn`]}
            />
            <Field name={`pickup.${i}.time`} type="time" label={t.pickupTime} defaultValue={r.time} error={errors?.[`pickup.${i}.time`]} />
            {r.id ? (
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:mt-7">
                <input type="checkbox" name={`pickup.${i}.remove`} value="yes" defaultChecked={r.remove} className="size-4 accent-coral-700" />
                {t.removePickup}
              </label>
            ) : (
              <span aria-hidden="true" className="hidden sm:block" />
            )}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function ChangeForm({
  departure: d,
  packagePrice,
  failure,
  close,
  resetKey,
  priceHint,
}: {
  departure: Departure;
  packagePrice: number;
  failure?: ActionFailure;
  close: string;
  resetKey: string;
  priceHint: string;
}) {
  const t = useText(departuresText);
  const f = useFormat();
  const mine = failure && valueOf(failure.values, 'id') === d._id ? failure : undefined;
  // A date without a price of its own shows the package's: left blank, it follows the package.
  const values: Values = mine?.values ?? { seats: d.seats, price: d.price === packagePrice ? '' : d.price, note: d.note };
  const errors = useFieldErrors(mine?.fieldErrors);
  const busy = useBusy('change');
  return (
    <div className="mb-10">
      <Panel id="change-departure" title={t.changeTitle(f.date(d.date))}>
        <Form method="post" noValidate className="flex flex-col gap-4" key={`change-${d._id}-${resetKey}`}>
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="id" value={d._id} />
          <FormMessage failure={mine} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              name="seats"
              label={t.seats}
              inputMode="numeric"
              hint={t.seatsHint(d.seatsTaken)}
              defaultValue={valueOf(values, 'seats')}
              error={errors?.seats}
              requiredMark
            />
            <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
            <Field name="note" label={t.note} hint={t.noteHint} maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
          </div>
          <PickupRows departure={d} values={mine?.values} errors={errors} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {t.save}
            </Button>
            <Link to={close} className={buttonClasses('ghost', 'md')}>
              {t.done}
            </Link>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
