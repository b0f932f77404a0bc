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

export default function ManifestPage({ loaderData }: Route.ComponentProps) {
  const { manifest, packageId } = loaderData;
  const t = useText(manifestText);
  const f = useFormat();
  const d = manifest.departure;
  const active = manifest.rows.filter((r) => r.status !== 'Cancelled');
  const cancelled = manifest.rows.length - active.length;
  const checkedIn = active.filter((r) => r.checkedInAt).length;
  const csv = href('/managePackage/:id/departures/:departureId/manifest.csv', { id: packageId, departureId: d._id });
  const facts: [string, ReactNode][] = [
    [t.status, <DepartureStatusBadge key="s" departure={d} />],
    [t.seats, t.seatsFact(d.seats, d.seatsTaken, d.status === 'cancelled' ? 0 : d.seatsLeft)],
    [t.travellers, f.number(manifest.travellers)],
    [t.bookings, t.bookingsFact(active.length, cancelled)],
    [t.pricePerPerson, f.money(d.price)],
    [t.checkedIn, t.checkedInFact(checkedIn, active.length)],
  ];
  if (d.note) facts.push([t.note, d.note]);
  return (
    <>
      <p className="mb-2 text-sm print:hidden">
        <Link to={href('/managePackage/:id/departures', { id: packageId })} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={t.title(f.date(d.date))} lead={manifest.name}>
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
          facts.length > 6 ? 'lg:grid-cols-7 print:grid-cols-7' : 'lg:grid-cols-6 print:grid-cols-6',
        )}
      >
        {facts.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-white p-3 shadow-sm print:p-1 print:shadow-none">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{k}</dt>
            <dd className="mt-1 font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <ScrollTable
        label={t.travellersOn(f.date(d.date))}
        rows={manifest.rows}
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
                {r.fullName}
                {r.pickupPoint ? (
                  <span className="block text-xs text-ink-muted">
                    {t.pickup(f.lang === 'bn' && r.pickupPoint.nameBn ? r.pickupPoint.nameBn : r.pickupPoint.name, r.pickupPoint.time)}
                  </span>
                ) : null}
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
        footer={
          <tr>
            <th scope="row" className="px-3 py-2 text-left" colSpan={3}>
              {t.travelling}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{f.number(manifest.travellers)}</td>
            <td className="px-3 py-2" colSpan={3} />
          </tr>
        }
      />
      <p className="mt-4 hidden text-xs text-ink-muted print:block">{t.printed(d._id)}</p>
    </>
  );
}
