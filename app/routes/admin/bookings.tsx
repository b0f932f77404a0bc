/**
 * /manageBooking: every booking (archived ones aside) with Status, Detail, Edit and Remove;
 * filter by status, search by client or place, CSV export of what is shown. The admin's first
 * screen (the logo leads here), so it also links the office's other screens.
 */
import { Form, href, Link } from 'react-router';
import { bookingStatusValues } from '../../../shared/booking-status.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, cellControls, cellControlsAlign, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { StatusForm } from '../../components/admin/StatusForm.tsx';
import { Button, buttonClasses, cn, inputClasses } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/bookings';
import { admin } from './admin.server.ts';
import { bookingAction, bookingFilter } from './bookings.server.ts';
import { bookingsText } from './bookings.text.ts';
import { statusName } from './status.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: bookingsText[langFrom(matches)].metaTitle }];
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
  return bookingAction(ctx, await request.formData(), appFrom(context).lang);
}

export default function ManageBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings, counts, filter } = loaderData;
  const t = useText(bookingsText);
  const f = useFormat();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <AdminTitle title={t.title} lead={`${t.total(total)}: ${bookingStatusValues.map((s) => t.statusCount(counts[s], statusName(f.lang, s))).join(' · ')}`}>
        <a href={loaderData.exportHref} download className={buttonClasses('secondary', 'md')}>
          {t.exportCsv}
        </a>
      </AdminTitle>
      <nav aria-label={t.officeNav} className="mb-6 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink-muted">{t.also}</span>
        <Link to={href('/manageReports')} className={buttonClasses('ghost', 'sm')}>
          {t.reports}
        </Link>
        <Link to={href('/manageReviews')} className={buttonClasses('ghost', 'sm')}>
          {t.reviews}
        </Link>
        <Link to={href('/manageMail')} className={buttonClasses('ghost', 'sm')}>
          {t.mail}
        </Link>
      </nav>
      <ActionNotices reply={actionData} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
          {t.search}
          <input type="search" name="q" defaultValue={filter.q} placeholder={t.searchPlaceholder} className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t.status}
          <select name="status" defaultValue={filter.status ?? ''} className={cn(inputClasses, 'w-44')}>
            <option value="">{t.all}</option>
            {bookingStatusValues.map((s) => (
              <option key={s} value={s}>
                {t.statusOption(statusName(f.lang, s), counts[s])}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary">
          {t.show}
        </Button>
        {filter.q || filter.status ? (
          <Link to={href('/manageBooking')} className={buttonClasses('ghost', 'md')}>
            {t.clear}
          </Link>
        ) : null}
      </Form>
      <AdminTable
        caption={t.caption}
        rows={bookings}
        rowKey={(b) => b._id}
        empty={filter.q || filter.status ? t.noMatch : t.none}
        columns={[
          { label: t.image, cell: (b) => <Thumb src={b.displayPhoto} alt="" /> },
          {
            label: t.place,
            cell: (b) => (
              <span>
                <span className="block font-semibold" data-user-content>
                  {b.name}
                </span>
                <span className="text-ink-muted">
                  {f.date(b.travelDate)} · {f.money(b.totalPrice)}
                </span>
              </span>
            ),
          },
          {
            label: t.clientName,
            cell: (b) => (
              <span>
                <span className="block" data-user-content>
                  {b.fullName}
                </span>
                <span className="break-all text-ink-muted">{b.email}</span>
              </span>
            ),
          },
          {
            label: t.status,
            cell: (b) => <StatusForm id={b._id} status={b.status} label={t.bookingOf(b.fullName)} className={cellControlsAlign} />,
          },
          {
            label: t.actions,
            cell: (b) => (
              <span className={cellControls}>
                <Link to={href('/bookDetails/:id', { id: b._id })} className={buttonClasses('secondary', 'sm')} aria-label={t.detailOf(b.fullName)}>
                  {t.detail}
                </Link>
                <Link
                  to={`${href('/bookDetails/:id', { id: b._id })}#edit-contact`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={t.editContactOf(b.fullName)}
                >
                  {t.edit}
                </Link>
                <ConfirmAction
                  intent="archive"
                  id={b._id}
                  label={t.remove}
                  accessibleLabel={t.removeOf(b.fullName)}
                  title={t.removeTitle}
                  message={t.removeMessage(b.fullName, b.name)}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
