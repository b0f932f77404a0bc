/**
 * /manageBooking: every booking (archived ones aside) with Status, Detail, Edit and Remove;
 * filter by status, search by client or place, CSV export of what is shown. The admin's first
 * screen (the logo leads here), so it also links the office's other screens.
 */
import { Form, href, Link } from 'react-router';
import { bookingStatusValues } from '../../../shared/booking-status.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { StatusForm } from '../../components/admin/StatusForm.tsx';
import { Button, buttonClasses, cn, formatDate, formatTk, inputClasses } from '../../components/ui/index.ts';
import type { Route } from './+types/bookings';
import { admin } from './admin.server.ts';
import { bookingAction, bookingFilter } from './bookings.server.ts';

export function meta() {
  return [{ title: 'All Booking | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const filter = bookingFilter(request);
  const [bookings, counts] = await Promise.all([services.bookings.listAll(filter), services.bookings.countByStatus()]);
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  return { bookings, counts, filter, exportHref: `${href('/manageBooking/export.csv')}${query.size ? `?${query}` : ''}` };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = admin(context, request);
  return bookingAction(ctx, await request.formData());
}

export default function ManageBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings, counts, filter } = loaderData;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <AdminTitle
        title="All Booking"
        lead={`${total} ${total === 1 ? 'booking' : 'bookings'}: ${bookingStatusValues.map((s) => `${counts[s]} ${s}`).join(' · ')}`}
      >
        <a href={loaderData.exportHref} download className={buttonClasses('secondary', 'md')}>
          Export CSV
        </a>
      </AdminTitle>
      <nav aria-label="Office" className="mb-6 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink-muted">Also:</span>
        <Link to={href('/manageReports')} className={buttonClasses('ghost', 'sm')}>
          Reports
        </Link>
        <Link to={href('/manageReviews')} className={buttonClasses('ghost', 'sm')}>
          Reviews
        </Link>
        <Link to={href('/manageMail')} className={buttonClasses('ghost', 'sm')}>
          Mail
        </Link>
      </nav>
      <ActionNotices reply={actionData} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
          Search by client or place
          <input type="search" name="q" defaultValue={filter.q} placeholder="Name, e-mail, place or city" className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Status
          <select name="status" defaultValue={filter.status ?? ''} className={cn(inputClasses, 'w-44')}>
            <option value="">All</option>
            {bookingStatusValues.map((s) => (
              <option key={s} value={s}>
                {s} ({counts[s]})
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary">
          Show
        </Button>
        {filter.q || filter.status ? (
          <Link to={href('/manageBooking')} className={buttonClasses('ghost', 'md')}>
            Clear
          </Link>
        ) : null}
      </Form>
      <AdminTable
        caption="Bookings"
        rows={bookings}
        rowKey={(b) => b._id}
        empty={filter.q || filter.status ? 'No booking matches.' : 'No bookings yet.'}
        columns={[
          { label: 'Image', cell: (b) => <Thumb src={b.displayPhoto} alt="" /> },
          {
            label: 'Place',
            cell: (b) => (
              <span>
                <span className="block font-semibold">{b.name}</span>
                <span className="text-ink-muted">
                  {formatDate(b.travelDate)} · {formatTk(b.totalPrice)}
                </span>
              </span>
            ),
          },
          {
            label: 'Client name',
            cell: (b) => (
              <span>
                <span className="block">{b.fullName}</span>
                <span className="break-all text-ink-muted">{b.email}</span>
              </span>
            ),
          },
          { label: 'Status', cell: (b) => <StatusForm id={b._id} status={b.status} label={`${b.fullName}'s booking`} /> },
          {
            label: 'Actions',
            cell: (b) => (
              <span className="flex flex-wrap gap-2">
                <Link
                  to={href('/bookDetails/:id', { id: b._id })}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Detail of ${b.fullName}'s booking`}
                >
                  Detail
                </Link>
                <Link
                  to={`${href('/bookDetails/:id', { id: b._id })}#edit-contact`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={`Edit ${b.fullName}'s contact details`}
                >
                  Edit
                </Link>
                <ConfirmAction
                  intent="archive"
                  id={b._id}
                  label="Remove"
                  accessibleLabel={`Remove ${b.fullName}'s booking`}
                  title="Remove this booking?"
                  message={`${b.fullName}'s booking (${b.name}) leaves the list. It is archived for the records, not destroyed.`}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
