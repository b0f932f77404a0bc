/**
 * /managePackage/{id}/departures: the dated seats of one package. A table of its departures
 * (date, seats, taken, left, price, status, note) with Manifest, Change, Close/Reopen, Cancel (a
 * note to the customers, confirmed) and Remove (confirmed); forms to add one departure and a
 * weekly series. `?edit={departureId}` opens the change form of one departure.
 */
import { Form, href, Link } from 'react-router';
import { addDays, dhakaDate } from '../../../shared/policy.ts';
import type { Departure } from '../../../shared/schemas/departures.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, cellControls, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { CancelNoteField, cancelConsequence, departureFormIntents, DepartureStatusBadge } from '../../components/admin/DepartureParts.tsx';
import { valueOf } from '../../components/admin/FormParts.tsx';
import { Button, buttonClasses } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { failureOf } from '../../lib/forms.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/departures';
import { admin } from './admin.server.ts';
import { departureAction } from './departures.server.ts';
import { departuresText } from './departures.text.ts';
import { AddForm, ChangeForm, failureFor, SeriesForm } from './departure-forms.tsx';
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
      <span className={cellControls}>
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
