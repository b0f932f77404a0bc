/**
 * /bookDetails/{id}: the booking's tour, payment (card masked), client information and status
 * history; status change, contact edit, Remove (archive), and the move to another departure of
 * the same package (one that is open and has the seats) from here too.
 */
import { Form, href, Link, useNavigation } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { FormField } from '../../components/admin/FormParts.tsx';
import { StatusBadge, StatusForm } from '../../components/admin/StatusForm.tsx';
import { formatDay } from '../../../shared/seats.ts';
import { Button, cn, FieldError, formatDate, formatTk, inputClasses, Notice } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import type { Route } from './+types/booking-detail';
import { admin } from './admin.server.ts';
import { bookingAction, moveBookingAction, moveTargets } from './bookings.server.ts';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.booking.fullName ?? 'Booking'} | Travelez admin` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = admin(context, request);
  const booking = await loadOr404(ctx.services.bookings.get(params.id));
  return { booking, moveTo: await moveTargets(ctx, booking) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'move') return moveBookingAction(ctx, form);
  return bookingAction(ctx, form, href('/manageBooking'));
}

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-ink-muted">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const movingBusy = (navigation: ReturnType<typeof useNavigation>) => navigation.state === 'submitting' && navigation.formData?.get('intent') === 'move';

export default function BookingDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking: b, moveTo } = loaderData;
  const contactFailure = failureOf(actionData, 'contact');
  const moveFailure = failureOf(actionData, 'move');
  // The field's own message, unless the notice above already says the same.
  const moveError = moveFailure?.fieldErrors.departureId !== moveFailure?.formError ? moveFailure?.fieldErrors.departureId : undefined;
  const navigation = useNavigation();
  const savingContact = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'contact';
  const contactValues = contactFailure?.values ?? { fullName: b.fullName, email: b.email, phone: b.phone, address: b.address, city: b.city };
  const contactErrors = contactFailure?.fieldErrors;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageBooking')} className="font-semibold text-teal-800 underline">
          ← All Booking
        </Link>
      </p>
      <AdminTitle title={`${b.fullName}: ${b.name}`} lead={`Booked ${formatDate(b.createdAt)} · ${b._id}`}>
        <ConfirmAction
          intent="archive"
          id={b._id}
          label="Remove"
          title="Remove this booking?"
          message={`${b.fullName}'s booking leaves the list. It is archived for the records, not destroyed.`}
        />
      </AdminTitle>
      <ActionNotices reply={actionData} formError={!(moveTo && actionData?.ok === false && actionData.intent === 'move')} />
      <section aria-label="Status" className="mb-6 rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="mb-3 text-lg font-semibold">Status</h2>
        <StatusForm id={b._id} status={b.status} label="this booking" withNote />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts
          title="Tour"
          rows={[
            [
              'Place',
              <span className="flex items-center gap-3">
                <Thumb src={b.displayPhoto} alt="" /> {b.name}
              </span>,
            ],
            ['Package', b.packageName || '—'],
            ['Travel date', formatDate(b.travelDate)],
            ['Length', `${b.totalDays} ${b.totalDays === 1 ? 'day' : 'days'}`],
            ['Travellers', `${b.travellers} (group up to ${b.groupSize})`],
            ['Price per person', formatTk(b.packagePresentPrice)],
          ]}
        />
        <Facts
          title="Payment"
          rows={[
            ['Total', formatTk(b.totalPrice)],
            ['Advance due', formatTk(b.advanceDue)],
            ...((b.paymentMethod === 'online'
              ? [
                  ['Paid online', formatTk(b.paidAmount)],
                  ['Refunds', b.refunds.length ? b.refunds.map((r) => `${formatTk(r.amount)} ${r.status}`).join(', ') : '—'],
                ]
              : [
                  ['Card', `${b.cardBrand} •••• •••• •••• ${b.cardLast4}`],
                  ['Cardholder', b.cardName],
                  ['Expires', b.expireDate],
                ]) as [string, string][]),
            ...(b.cancellationCharge !== null
              ? ([
                  ['Cancellation charge', formatTk(b.cancellationCharge)],
                  ['Refund', formatTk(b.refundAmount ?? 0)],
                ] as [string, string][])
              : []),
          ]}
        />
        <Facts
          title="Client information"
          rows={[
            ['Name', b.fullName],
            ['E-mail', b.email],
            ['Phone', b.phone],
            ['Address', b.address],
            ['City', b.city],
            ['Account', b.logInEmail],
          ]}
        />
        {b.paymentMethod === 'online' ? (
          <section aria-label="Payments" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-lg font-semibold">Payments</h2>
            {b.payments.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {b.payments.map((p) => (
                  <li key={p._id}>
                    {formatTk(p.amount)} {p.purpose} via {p.provider === 'bkash' ? 'bKash' : 'SSLCommerz'}: <strong>{p.status}</strong>
                    {p.paidAt ? ` on ${formatDate(p.paidAt)}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">Nothing paid yet.</p>
            )}
            <Link to={`${href('/managePayments')}?q=${b._id}`} className="mt-3 inline-block text-sm font-semibold">
              Provider references and reconciliation
            </Link>
          </section>
        ) : null}
        <section aria-label="History" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">History</h2>
          <ol className="flex flex-col gap-3 text-sm">
            {b.history.map((h, i) => (
              <li key={i} className="flex flex-wrap items-baseline gap-2">
                <time className="text-ink-muted" dateTime={h.changedAt}>
                  {formatDate(h.changedAt)}
                </time>
                {h.fromStatus ? (
                  <>
                    <StatusBadge status={h.fromStatus as 'Pending'} /> →
                  </>
                ) : null}
                <StatusBadge status={h.toStatus as 'Pending'} />
                {h.note ? <span className="text-ink-muted">{h.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {moveTo ? (
        <section id="move-departure" aria-labelledby="move-departure-title" className="mt-6 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="move-departure-title" className="mb-1 text-lg font-semibold">
            Move to another departure
          </h2>
          <p className="mb-4 text-sm text-ink-muted">
            Travelling on {formatDate(b.travelDate)}. The other open dates of this package with {b.travellers} {b.travellers === 1 ? 'seat' : 'seats'} free; the
            price stays as booked.
          </p>
          {moveFailure?.formError ? (
            <Notice tone="error" className="mb-4" id="move-error">
              {moveFailure.formError}
            </Notice>
          ) : null}
          {moveTo.length === 0 ? (
            <p className="text-sm">
              No other open departure has {b.travellers} {b.travellers === 1 ? 'seat' : 'seats'} free.{' '}
              {b.packageId ? (
                <Link to={href('/managePackage/:id/departures', { id: b.packageId })} className="font-semibold text-teal-800 underline">
                  The package's departures
                </Link>
              ) : null}
            </p>
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-3" key={actionData?.ok ? actionData.message : 'move'}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="id" value={b._id} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
                <label htmlFor="move-to" className="text-sm font-semibold">
                  New departure
                </label>
                <select
                  id="move-to"
                  name="departureId"
                  className={cn(inputClasses, 'w-full')}
                  defaultValue={typeof moveFailure?.values.departureId === 'string' ? moveFailure.values.departureId : moveTo[0]!._id}
                  aria-invalid={moveFailure?.fieldErrors.departureId ? true : undefined}
                  aria-describedby={moveError ? 'move-to-error' : moveFailure?.formError ? 'move-error' : undefined}
                >
                  {moveTo.map((d) => (
                    <option key={d._id} value={d._id}>
                      {formatDay(d.date)} · {d.seatsLeft} {d.seatsLeft === 1 ? 'seat' : 'seats'} left
                    </option>
                  ))}
                </select>
                <FieldError id="move-to-error" message={moveError} />
              </div>
              <Button type="submit" busy={movingBusy(navigation)}>
                Move booking
              </Button>
            </Form>
          )}
        </section>
      ) : null}
      <section id="edit-contact" aria-labelledby="edit-contact-title" className="mt-6 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="edit-contact-title" className="mb-4 text-lg font-semibold">
          Edit contact details
        </h2>
        <Form method="post" noValidate className="grid gap-5 sm:grid-cols-2" key={actionData?.ok ? actionData.message : 'contact'}>
          <input type="hidden" name="intent" value="contact" />
          <input type="hidden" name="id" value={b._id} />
          <FormField values={contactValues} errors={contactErrors} name="fullName" label="Full name" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="email" label="E-mail" type="email" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="phone" label="Phone" type="tel" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="city" label="City" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="address" label="Address" requiredMark className="sm:col-span-2" />
          <div>
            <Button type="submit" busy={savingContact}>
              Save contact details
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
