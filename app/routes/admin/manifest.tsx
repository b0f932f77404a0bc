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
import { formatDay } from '../../../shared/seats.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { DepartureStatusBadge } from '../../components/admin/DepartureParts.tsx';
import { ScrollTable } from '../../components/admin/ScrollTable.tsx';
import { StatusBadge } from '../../components/admin/StatusForm.tsx';
import { Button, buttonClasses, cn, formatTk } from '../../components/ui/index.ts';
import type { Route } from './+types/manifest';
import { admin } from './admin.server.ts';
import { packageManifest } from './manifest.server.ts';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data ? `Manifest ${formatDay(data.manifest.departure.date)}` : 'Manifest'} | Travelez admin` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = admin(context, request);
  const manifest = await packageManifest(ctx, params.id, params.departureId);
  // Who has checked in at the meeting point (the /checkin page): booking id -> when and by whom.
  const checkins = Object.fromEntries(await ctx.services.tickets.checkinsOf(manifest.rows.map((r) => r.bookingId)));
  return { manifest, packageId: params.id, checkins };
}

/** Printing needs JavaScript: the button appears once the page runs it (the browser's menu prints too). */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      Print
    </Button>
  );
}

export default function ManifestPage({ loaderData }: Route.ComponentProps) {
  const { manifest, packageId, checkins } = loaderData;
  const d = manifest.departure;
  const active = manifest.rows.filter((r) => r.status !== 'Cancelled');
  const cancelled = manifest.rows.length - active.length;
  const checkedIn = active.filter((r) => checkins[r.bookingId]).length;
  const csv = href('/managePackage/:id/departures/:departureId/manifest.csv', { id: packageId, departureId: d._id });
  const facts: [string, ReactNode][] = [
    ['Status', <DepartureStatusBadge key="s" departure={d} />],
    ['Seats', `${d.seats} (${d.seatsTaken} taken, ${d.status === 'cancelled' ? 0 : d.seatsLeft} left)`],
    ['Travellers', manifest.travellers],
    ['Bookings', `${active.length}${cancelled ? ` (and ${cancelled} cancelled)` : ''}`],
    ['Price per person', formatTk(d.price)],
    ['Checked in', `${checkedIn} of ${active.length} bookings`],
  ];
  if (d.note) facts.push(['Note', d.note]);
  return (
    <>
      <p className="mb-2 text-sm print:hidden">
        <Link to={href('/managePackage/:id/departures', { id: packageId })} className="font-semibold text-teal-800 underline">
          ← Departures
        </Link>
      </p>
      <AdminTitle title={`Manifest: ${formatDay(d.date)}`} lead={manifest.name}>
        <span className="flex flex-wrap gap-2 print:hidden">
          <a href={csv} download className={buttonClasses('secondary', 'md')}>
            Download CSV
          </a>
          <a href={`/api/departures/${d._id}/calendar.ics`} download className={buttonClasses('secondary', 'md')}>
            Calendar
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
        label={`Travellers on ${formatDay(d.date)}`}
        rows={manifest.rows}
        rowKey={(r) => r.bookingId}
        empty="No one is booked on this departure."
        columns={[
          { label: 'Name', cell: (r) => r.fullName, className: 'min-w-36' },
          { label: 'Phone', cell: (r) => <span className="whitespace-nowrap">{r.phone}</span> },
          { label: 'E-mail', cell: (r) => <span className="whitespace-nowrap">{r.email}</span> },
          { label: 'Travellers', cell: (r) => r.travellers, numeric: true },
          { label: 'Status', cell: (r) => <StatusBadge status={r.status as BookingStatusValue} /> },
          {
            label: 'Checked in',
            cell: (r) => {
              const c = checkins[r.bookingId];
              return c ? (
                <span className="whitespace-nowrap" title={c.by ? `by ${c.by}` : undefined}>
                  ✓ {new Date(c.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dhaka' })}
                  {c.by ? <span className="block text-xs text-ink-muted">{c.by}</span> : null}
                </span>
              ) : (
                <span className="text-ink-muted">—</span>
              );
            },
          },
          {
            label: 'Booking',
            className: 'print:hidden',
            cell: (r) => (
              <Link
                to={href('/bookDetails/:id', { id: r.bookingId })}
                className="font-semibold text-teal-800 underline"
                aria-label={`Detail of ${r.fullName}'s booking`}
              >
                Detail
              </Link>
            ),
          },
        ]}
        footer={
          <tr>
            <th scope="row" className="px-3 py-2 text-left" colSpan={3}>
              Travelling (not cancelled)
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{manifest.travellers}</td>
            <td className="px-3 py-2" colSpan={3} />
          </tr>
        }
      />
      <p className="mt-4 hidden text-xs text-ink-muted print:block">Printed from Travelez admin · departure {d._id}</p>
    </>
  );
}
