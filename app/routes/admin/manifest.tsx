/**
 * /managePackage/{id}/departures/{departureId}/manifest: who travels on one departure (names,
 * phones, e-mails, travellers, statuses; cancelled bookings last), with the counts. Prints as a
 * plain sheet (the admin bar, links and buttons are left out on paper); a CSV of the same rows, and
 * the departure as a calendar event for the guides (GET /api/departures/{id}/calendar.ics). Who has
 * checked in at the meeting point (the /checkin page) is shown per booking.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { href, Link } from 'react-router';
import type { BookingStatusValue } from '../../../shared/booking-status.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { rowsOfGroup } from '../../../shared/manifest.ts';
import { pickupName } from '../../../shared/pickup.ts';
import type { Manifest } from '../../../shared/schemas/departures.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { DepartureStatusBadge } from '../../components/admin/DepartureParts.tsx';
import { ScrollTable } from '../../components/admin/ScrollTable.tsx';
import { StatusBadge } from '../../components/admin/StatusForm.tsx';
import { Button, buttonClasses, cn } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/manifest';
import { admin } from './admin.server.ts';
import { packageManifest } from './manifest.server.ts';
import { manifestText } from './manifest.text.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = manifestText[lang];
  return [{ title: data ? t.metaTitle(formatDate(lang, data.manifest.departure.date)) : t.metaTitleBare }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = admin(context, request);
  const manifest = await packageManifest(ctx, params.id, params.departureId, appFrom(context).lang);
  return { manifest, packageId: params.id };
}

/** Printing needs JavaScript: the button appears once the page runs it (the browser's menu prints too). */
function PrintButton() {
  const t = useText(manifestText);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {t.print}
    </Button>
  );
}

type ManifestRow = Manifest['rows'][number];

/** One table of bookings: the name with its pickup point and travellers (documents masked), contacts, counts, status, check-in. */
function ManifestTable({ label, rows }: { label: string; rows: readonly ManifestRow[] }) {
  const t = useText(manifestText);
  const f = useFormat();
  return (
    <ScrollTable
      label={label}
      rows={rows}
      rowKey={(r) => r.bookingId}
      empty={t.empty}
      columns={[
        {
          label: t.name,
          className: 'min-w-36',
          // The booking's name, its pickup point, and each traveller it named (issue 36), with the
          // identity document masked: a manifest is printed and handed around.
          cell: (r) => (
            <>
              <Theirs>{r.fullName}</Theirs>
              {r.detailsMissing ? (
                <span className="ml-2 inline-block rounded-full bg-coral-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-coral-700 ring-1 ring-coral-200">
                  {t.detailsMissing}
                </span>
              ) : null}
              {r.pickupPoint ? <span className="block text-xs text-ink-muted">{t.pickup(pickupName(r.pickupPoint, f.lang), r.pickupPoint.time)}</span> : null}
              {r.travellerDetails.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-xs text-ink-muted" aria-label={t.travellersOf(r.fullName)}>
                  {r.travellerDetails.map((p, i) => (
                    <li key={i}>
                      <span data-user-content>{p.fullName}</span> · {t.category(p.category)} · {t.age(p.age)} · {t.documentType(p.document.type)}{' '}
                      <span className="tabular-nums">{p.document.numberMasked}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ),
        },
        { label: t.phone, cell: (r) => <span className="whitespace-nowrap">{r.phone}</span> },
        { label: t.email, cell: (r) => <span className="whitespace-nowrap">{r.email}</span> },
        { label: t.travellers, cell: (r) => f.number(r.travellers), numeric: true },
        { label: t.status, cell: (r) => <StatusBadge status={r.status as BookingStatusValue} /> },
        {
          label: t.checkedIn,
          // Who has checked in at the meeting point (the /checkin page): when and by whom.
          cell: (r) =>
            r.checkedInAt ? (
              <span className="whitespace-nowrap" title={r.checkedInBy ? t.by(r.checkedInBy) : undefined}>
                ✓ {f.time(r.checkedInAt)}
                {r.checkedInBy ? <span className="block text-xs text-ink-muted">{r.checkedInBy}</span> : null}
              </span>
            ) : (
              <span className="text-ink-muted">—</span>
            ),
        },
        {
          label: t.booking,
          className: 'print:hidden',
          cell: (r) => (
            <Link to={href('/bookDetails/:id', { id: r.bookingId })} className="font-semibold text-teal-800 underline" aria-label={t.detailOf(r.fullName)}>
              {t.detail}
            </Link>
          ),
        },
      ]}
    />
  );
}

export default function ManifestPage({ loaderData }: Route.ComponentProps) {
  const { manifest, packageId } = loaderData;
  const t = useText(manifestText);
  const f = useFormat();
  const d = manifest.departure;
  const active = manifest.rows.filter((r) => r.status !== 'Cancelled');
  const cancelled = manifest.rows.length - active.length;
  const checkedIn = active.filter((r) => r.checkedInAt).length;
  const cancelledRows = manifest.rows.filter((r) => r.status === 'Cancelled');
  const missing = active.filter((r) => r.detailsMissing).length;
  // A departure without pickup points: one table, as before.
  const onlyNoPickup = manifest.pickupGroups.every((g) => !g.pickupPoint);
  const groupLabel = (g: Manifest['pickupGroups'][number]) =>
    g.pickupPoint ? t.pickupPlace(pickupName(g.pickupPoint, f.lang), g.pickupPoint.time) : t.noPickup;
  const csv = href('/managePackage/:id/departures/:departureId/manifest.csv', { id: packageId, departureId: d._id });
  const facts: [string, ReactNode][] = [
    [t.status, <DepartureStatusBadge key="s" departure={d} />],
    [t.seats, t.seatsFact(d.seats, d.seatsTaken, d.status === 'cancelled' ? 0 : d.seatsLeft)],
    [t.travellers, f.number(manifest.travellers)],
    [t.bookings, t.bookingsFact(active.length, cancelled)],
    [t.pricePerPerson, f.money(d.price)],
    [t.checkedIn, t.checkedInFact(checkedIn, active.length)],
  ];
  if (manifest.travellerDetailsDue) facts.push([t.detailsDue, t.detailsDueFact(f.date(manifest.travellerDetailsDue), missing)]);
  if (d.note) facts.push([t.note, d.note]);
  return (
    <>
      <p className="mb-2 text-sm print:hidden">
        <Link to={href('/managePackage/:id/departures', { id: packageId })} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={t.title(f.date(d.date))} lead={<Theirs>{manifest.name}</Theirs>}>
        <span className="flex flex-wrap gap-2 print:hidden">
          <a href={csv} download className={buttonClasses('secondary', 'md')}>
            {t.downloadCsv}
          </a>
          <a href={`/api/departures/${d._id}/calendar.ics`} download className={buttonClasses('secondary', 'md')}>
            {t.calendar}
          </a>
          <PrintButton />
        </span>
      </AdminTitle>
      <dl
        className={cn(
          'mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 print:gap-1',
          facts.length > 6 ? 'lg:grid-cols-4 print:grid-cols-4' : 'lg:grid-cols-6 print:grid-cols-6',
        )}
      >
        {facts.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-white p-3 shadow-sm print:p-1 print:shadow-none">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{k}</dt>
            <dd className="mt-1 font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      {onlyNoPickup ? null : (
        <section aria-labelledby="pickups-title" className="mb-6">
          <h2 id="pickups-title" className="mb-2 font-display text-lg font-bold text-teal-950">
            {t.byPickup}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3" aria-labelledby="pickups-title">
            {manifest.pickupGroups.map((g) => (
              <li key={g.pickupPoint?.id ?? ''} className="flex items-baseline justify-between gap-3 rounded-xl bg-white px-3 py-2 shadow-sm print:shadow-none">
                <span className="min-w-0 break-words">{groupLabel(g)}</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">{t.pickupCount(g.count, g.bookings)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {manifest.rows.length === 0 ? <ManifestTable label={t.travellersOn(f.date(d.date))} rows={[]} /> : null}
      {manifest.pickupGroups.map((g) => {
        const label = groupLabel(g);
        return (
          <section key={g.pickupPoint?.id ?? ''} className="mb-6" aria-label={onlyNoPickup ? undefined : label}>
            {onlyNoPickup ? null : (
              <h2 className="mb-2 font-display text-lg font-bold text-teal-950">
                {label} · {t.pickupCount(g.count, g.bookings)}
              </h2>
            )}
            <ManifestTable label={onlyNoPickup ? t.travellersOn(f.date(d.date)) : t.travellersAt(label)} rows={rowsOfGroup(manifest, g)} />
          </section>
        );
      })}
      {cancelledRows.length ? (
        <section className="mb-6">
          <h2 className="mb-2 font-display text-lg font-bold text-teal-950">{t.cancelledBookings}</h2>
          <ManifestTable label={t.cancelledBookings} rows={cancelledRows} />
        </section>
      ) : null}
      <p className="mt-4 hidden text-xs text-ink-muted print:block">{t.printed(d._id)}</p>
    </>
  );
}
