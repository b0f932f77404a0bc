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
import { formatDay } from '../../../shared/seats.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { CancelNoteField, cancelConsequence, departureFormIntents, DepartureStatusBadge, weekdayNames } from '../../components/admin/DepartureParts.tsx';
import { valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { Button, buttonClasses, Field, FieldError, formatTk, Notice } from '../../components/ui/index.ts';
import { failureOf, type ActionFailure, type ActionReply } from '../../lib/forms.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import type { Route } from './+types/departures';
import { admin } from './admin.server.ts';
import { departureAction } from './departures.server.ts';

/** Upcoming departures listed unless all are asked for (`?all=1`): a weekly tour has 50 a year. */
const UPCOMING_SHOWN = 20;

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `Departures${data ? ` of ${data.pkg.packageName}` : ''} | Travelez admin` }];
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
  return departureAction(ctx, params.id, await request.formData());
}

/** The failure of one form of the page (`intent`), if the last answer was one. */
const failureFor = (reply: ActionReply | undefined, intent: string) => {
  const failure = failureOf(reply, intent);
  return failure?.intent === intent && !failure.confirm ? failure : undefined;
};

/** The message above a form: the service's refusal, or a pointer to the fields marked. */
function FormMessage({ failure }: { failure?: ActionFailure }) {
  if (!failure) return null;
  if (failure.formError) return <Notice tone="error">{failure.formError}</Notice>;
  if (Object.keys(failure.fieldErrors).length) return <Notice tone="error">Please correct the fields marked below.</Notice>;
  return null;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

export default function Departures({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg, upcoming, upcomingCount, showAll, past, editing, today } = loaderData;
  const failure = failureOf(actionData);
  const ownForm = failure?.intent !== undefined && departureFormIntents.includes(failure.intent) && !failure.confirm;
  const self = href('/managePackage/:id/departures', { id: pkg._id });
  const resetKey = actionData?.ok ? (actionData.message ?? 'done') : 'form';
  const priceHint = `Blank: the package price, ${formatTk(pkg.price)}.`;

  const columns: Column<Departure>[] = [
    { label: 'Date', cell: (d) => <span className="font-semibold whitespace-nowrap">{formatDay(d.date)}</span> },
    { label: 'Seats', cell: (d) => d.seats, className: 'tabular-nums' },
    { label: 'Taken', cell: (d) => d.seatsTaken, className: 'tabular-nums' },
    { label: 'Left', cell: (d) => (d.status === 'cancelled' ? '—' : d.seatsLeft), className: 'tabular-nums' },
    { label: 'Price', cell: (d) => <span className="whitespace-nowrap">{formatTk(d.price)}</span> },
    { label: 'Status', cell: (d) => <DepartureStatusBadge departure={d} /> },
    { label: 'Note', cell: (d) => (d.note ? <span className="break-words md:block md:max-w-48">{d.note}</span> : <span className="text-ink-muted">—</span>) },
  ];
  const manifest = (d: Departure) => (
    <Link
      to={href('/managePackage/:id/departures/:departureId/manifest', { id: pkg._id, departureId: d._id })}
      className={buttonClasses('ghost', 'sm')}
      aria-label={`Manifest of ${formatDay(d.date)}`}
    >
      Manifest
    </Link>
  );
  const actions: Column<Departure> = {
    label: 'Actions',
    cell: (d) => (
      <span className="flex flex-wrap justify-end gap-2 md:justify-start">
        {manifest(d)}
        {d.status !== 'cancelled' ? (
          <>
            <Link to={`${self}?edit=${d._id}#change-departure`} className={buttonClasses('secondary', 'sm')} aria-label={`Change ${formatDay(d.date)}`}>
              Change
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={d._id} />
              <input type="hidden" name="status" value={d.status === 'open' ? 'closed' : 'open'} />
              <Button type="submit" size="sm" variant="secondary" aria-label={`${d.status === 'open' ? 'Close' : 'Reopen'} ${formatDay(d.date)}`}>
                {d.status === 'open' ? 'Close' : 'Reopen'}
              </Button>
            </Form>
            <ConfirmAction
              intent="cancel"
              id={d._id}
              label="Cancel"
              confirmLabel="Cancel the departure"
              accessibleLabel={`Cancel the departure on ${formatDay(d.date)}`}
              title="Cancel this departure?"
              message={`${formatDay(d.date)}: ${cancelConsequence(d.seatsTaken)}`}
              fields={(form) => <CancelNoteField id={`note-${d._id}`} form={form} />}
            />
          </>
        ) : null}
        <ConfirmAction
          intent="remove"
          id={d._id}
          label="Remove"
          accessibleLabel={`Remove the departure on ${formatDay(d.date)}`}
          title="Remove this departure?"
          message={`${formatDay(d.date)} disappears from the package's dates. A departure that holds bookings cannot be removed: cancel it first.`}
        />
      </span>
    ),
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/managePackage')} className="font-semibold text-teal-800 underline">
          ← Manage Packages
        </Link>
      </p>
      <AdminTitle
        title={`Departures: ${pkg.packageName}`}
        lead={`${pkg.name} · ${formatTk(pkg.price)} per person unless a date has its own price · ${upcomingCount} upcoming, ${past.length} past`}
      >
        <a href="#add-departure" className={buttonClasses('accent', 'md')}>
          Add departures
        </a>
        <Link to={href('/managePackage/:id/edit', { id: pkg._id })} className={buttonClasses('secondary', 'md')}>
          Edit package
        </Link>
      </AdminTitle>
      <ActionNotices
        reply={actionData}
        formError={!ownForm}
        confirmFields={(f) => (f.confirm?.intent === 'cancel' ? <CancelNoteField id="no-js-note" defaultValue={valueOf(f.values, 'note')} /> : null)}
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
          Upcoming departures
        </h2>
        <AdminTable
          caption={`Upcoming departures of ${pkg.packageName}`}
          rows={upcoming}
          rowKey={(d) => d._id}
          empty="No upcoming departure: add one or a series below."
          columns={[...columns, actions]}
        />
        {upcomingCount > upcoming.length ? (
          <p className="mt-3 text-sm">
            The next {upcoming.length} of {upcomingCount}.{' '}
            <Link to={`${self}?all=1`} className="font-semibold text-teal-800 underline">
              Show all {upcomingCount} upcoming departures
            </Link>
          </p>
        ) : showAll && upcomingCount > UPCOMING_SHOWN ? (
          <p className="mt-3 text-sm">
            <Link to={self} className="font-semibold text-teal-800 underline">
              Show only the next {UPCOMING_SHOWN}
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
          Past departures
        </h2>
        {past.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-ink-muted shadow-sm">No past departures.</p>
        ) : (
          <details className="group">
            <summary className="mb-3 cursor-pointer font-semibold text-teal-800 underline">
              Show the {past.length} past {past.length === 1 ? 'departure' : 'departures'}, most recent first
            </summary>
            <AdminTable
              caption={`Past departures of ${pkg.packageName}`}
              rows={past}
              rowKey={(d) => d._id}
              empty=""
              columns={[...columns, { label: 'Actions', cell: manifest }]}
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
  const values: Values = failure?.values ?? {};
  const errors = failure?.fieldErrors;
  const busy = useBusy('add');
  return (
    <Panel id="add-departure" title="Add a departure">
      <Form method="post" noValidate className="flex flex-col gap-4" key={`add-${resetKey}`}>
        <input type="hidden" name="intent" value="add" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" type="date" label="Date" min={min} defaultValue={valueOf(values, 'date')} error={errors?.date} requiredMark />
          <Field name="seats" label="Seats" inputMode="numeric" defaultValue={valueOf(values, 'seats')} error={errors?.seats} requiredMark />
          <Field
            name="price"
            label="Price per person (Tk)"
            inputMode="numeric"
            hint={priceHint}
            defaultValue={valueOf(values, 'price')}
            error={errors?.price}
          />
          <Field name="note" label="Note" hint="Optional, shown with the date." maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
        </div>
        <div>
          <Button type="submit" busy={busy}>
            Add departure
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function SeriesForm({ failure, resetKey, min, priceHint }: { failure?: ActionFailure; resetKey: string; min: string; priceHint: string }) {
  const values: Values = failure?.values ?? {};
  const errors = failure?.fieldErrors;
  const ticked = new Set(Array.isArray(values.weekdays) ? values.weekdays.map(String) : []);
  const weekdaysError = errors?.weekdays ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith('weekdays.'))?.[1];
  const busy = useBusy('series');
  return (
    <Panel id="add-series" title="Add a weekly series">
      <Form method="post" noValidate className="flex flex-col gap-4" key={`series-${resetKey}`}>
        <input type="hidden" name="intent" value="series" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="from" type="date" label="From" min={min} defaultValue={valueOf(values, 'from')} error={errors?.from} requiredMark />
          <Field name="to" type="date" label="To" min={min} defaultValue={valueOf(values, 'to')} error={errors?.to} requiredMark />
        </div>
        <fieldset aria-describedby={weekdaysError ? 'series-weekdays-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            On these weekdays{' '}
            <span className="text-coral-700" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekdayNames.map((name, i) => (
              <label
                key={name}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-3 text-sm font-semibold has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-100"
              >
                <input type="checkbox" name="weekdays" value={i} defaultChecked={ticked.has(String(i))} className="size-4 accent-teal-700" />
                {name.slice(0, 3)}
                <span className="sr-only">{name.slice(3)}</span>
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
            label="Seats on each"
            inputMode="numeric"
            hint="The same on every date."
            defaultValue={valueOf(values, 'seats')}
            error={errors?.seats}
            requiredMark
          />
          <Field
            name="price"
            label="Price per person (Tk)"
            inputMode="numeric"
            hint={priceHint}
            defaultValue={valueOf(values, 'price')}
            error={errors?.price}
          />
        </div>
        <p className="text-sm text-ink-muted">Dates that already have a departure keep it; past dates are left out.</p>
        <div>
          <Button type="submit" busy={busy}>
            Add series
          </Button>
        </div>
      </Form>
    </Panel>
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
  const mine = failure && valueOf(failure.values, 'id') === d._id ? failure : undefined;
  // A date without a price of its own shows the package's: left blank, it follows the package.
  const values: Values = mine?.values ?? { seats: d.seats, price: d.price === packagePrice ? '' : d.price, note: d.note };
  const errors = mine?.fieldErrors;
  const busy = useBusy('change');
  return (
    <div className="mb-10">
      <Panel id="change-departure" title={`Change the departure on ${formatDay(d.date)}`}>
        <Form method="post" noValidate className="flex flex-col gap-4" key={`change-${d._id}-${resetKey}`}>
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="id" value={d._id} />
          <FormMessage failure={mine} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              name="seats"
              label="Seats"
              inputMode="numeric"
              hint={`At least the ${d.seatsTaken} taken.`}
              defaultValue={valueOf(values, 'seats')}
              error={errors?.seats}
              requiredMark
            />
            <Field
              name="price"
              label="Price per person (Tk)"
              inputMode="numeric"
              hint={priceHint}
              defaultValue={valueOf(values, 'price')}
              error={errors?.price}
            />
            <Field name="note" label="Note" hint="Shown with the date." maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              Save departure
            </Button>
            <Link to={close} className={buttonClasses('ghost', 'md')}>
              Done
            </Link>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
