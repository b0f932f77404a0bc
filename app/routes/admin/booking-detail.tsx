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
import { Button, cn, FieldError, inputClasses, Notice } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { failureOf } from '../../lib/forms.ts';
import { loadOr404 } from '../../lib/forms.server.ts';
import type { Route } from './+types/booking-detail';
import { admin } from './admin.server.ts';
import { bookingDetailText } from './booking-detail.text.ts';
import { bookingAction, moveBookingAction, moveTargets } from './bookings.server.ts';
import { providerName, statusName } from './status.text.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const t = bookingDetailText[langFrom(matches)];
  return [{ title: t.metaTitle(data?.booking.fullName ?? t.booking) }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = admin(context, request);
  const booking = await loadOr404(ctx.services.bookings.get(params.id));
  return { booking, moveTo: await moveTargets(ctx, booking) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = admin(context, request);
  const form = await request.formData();
  const { lang } = appFrom(context);
  if (form.get('intent') === 'move') return moveBookingAction(ctx, form, lang);
  return bookingAction(ctx, form, lang, href('/manageBooking'));
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
  const t = useText(bookingDetailText);
  const f = useFormat();
  const contactFailure = failureOf(actionData, 'contact');
  const moveFailure = failureOf(actionData, 'move');
  // The field's own message, unless the notice above already says the same.
  const moveError = moveFailure?.fieldErrors.departureId !== moveFailure?.formError ? moveFailure?.fieldErrors.departureId : undefined;
  const contactErrors = contactFailure ? Object.fromEntries(Object.entries(contactFailure.fieldErrors).map(([k, v]) => [k, f.message(v)])) : undefined;
  const navigation = useNavigation();
  const savingContact = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'contact';
  const contactValues = contactFailure?.values ?? { fullName: b.fullName, email: b.email, phone: b.phone, address: b.address, city: b.city };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageBooking')} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={<Theirs>{`${b.fullName}: ${b.name}`}</Theirs>} lead={t.lead(f.date(b.createdAt), b._id)}>
        <ConfirmAction intent="archive" id={b._id} label={t.remove} title={t.removeTitle} message={t.removeMessage(b.fullName)} />
      </AdminTitle>
      <ActionNotices reply={actionData} formError={!(moveTo && actionData?.ok === false && actionData.intent === 'move')} />
      <section aria-label={t.status} className="mb-6 rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="mb-3 text-lg font-semibold">{t.status}</h2>
        <StatusForm id={b._id} status={b.status} label={t.thisBooking} withNote />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts
          title={t.tour}
          rows={[
            [
              t.place,
              <span className="flex items-center gap-3">
                <Thumb src={b.displayPhoto} alt="" /> <Theirs>{b.name}</Theirs>
              </span>,
            ],
            [t.package, b.packageName ? <Theirs>{b.packageName}</Theirs> : '—'],
            [t.travelDate, f.date(b.travelDate)],
            [t.length, t.days(b.totalDays)],
            [t.travellers, t.travellersOfGroup(b.travellers, b.groupSize)],
            [t.pricePerPerson, f.money(b.packagePresentPrice)],
          ]}
        />
        <Facts
          title={t.payment}
          rows={[
            [t.total, f.money(b.totalPrice)],
            [t.advanceDue, f.money(b.advanceDue)],
            ...((b.paymentMethod === 'online'
              ? [
                  [t.paidOnline, f.money(b.paidAmount)],
                  [t.refunds, b.refunds.length ? b.refunds.map((r) => t.refundLine(f.money(r.amount), statusName(f.lang, r.status))).join(', ') : '—'],
                ]
              : [
                  [t.card, `${b.cardBrand} •••• •••• •••• ${b.cardLast4}`],
                  [t.cardholder, b.cardName],
                  [t.expires, b.expireDate],
                ]) as [string, string][]),
            ...(b.cancellationCharge !== null
              ? ([
                  [t.cancellationCharge, f.money(b.cancellationCharge)],
                  [t.refund, f.money(b.refundAmount ?? 0)],
                ] as [string, string][])
              : []),
          ]}
        />
        <Facts
          title={t.client}
          rows={[
            [t.name, <Theirs>{b.fullName}</Theirs>],
            [t.email, b.email],
            [t.phone, b.phone],
            [t.address, b.address],
            [t.city, b.city],
            [t.account, b.logInEmail],
          ]}
        />
        {b.paymentMethod === 'online' ? (
          <section aria-label={t.payments} className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-lg font-semibold">{t.payments}</h2>
            {b.payments.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {b.payments.map((p) => (
                  <li key={p._id}>
                    {t.paymentLine(f.money(p.amount), t[p.purpose], providerName[p.provider])}
                    <strong>{statusName(f.lang, p.status)}</strong>
                    {p.paidAt ? t.paidOn(f.date(p.paidAt)) : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{t.nothingPaid}</p>
            )}
            <Link to={`${href('/managePayments')}?q=${b._id}`} className="mt-3 inline-block text-sm font-semibold">
              {t.references}
            </Link>
          </section>
        ) : null}
        <section aria-label={t.history} className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">{t.history}</h2>
          <ol className="flex flex-col gap-3 text-sm">
            {b.history.map((h, i) => (
              <li key={i} className="flex flex-wrap items-baseline gap-2">
                <time className="text-ink-muted" dateTime={h.changedAt}>
                  {f.date(h.changedAt)}
                </time>
                {h.fromStatus ? (
                  <>
                    <StatusBadge status={h.fromStatus as 'Pending'} /> →
                  </>
                ) : null}
                <StatusBadge status={h.toStatus as 'Pending'} />
                {h.note ? <span className="text-ink-muted">{f.message(h.note)}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {moveTo ? (
        <section id="move-departure" aria-labelledby="move-departure-title" className="mt-6 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="move-departure-title" className="mb-1 text-lg font-semibold">
            {t.move}
          </h2>
          <p className="mb-4 text-sm text-ink-muted">{t.moveLead(f.date(b.travelDate), b.travellers)}</p>
          {moveFailure?.formError ? (
            <Notice tone="error" className="mb-4" id="move-error">
              {f.message(moveFailure.formError)}
            </Notice>
          ) : null}
          {moveTo.length === 0 ? (
            <p className="text-sm">
              {t.noMove(b.travellers)}{' '}
              {b.packageId ? (
                <Link to={href('/managePackage/:id/departures', { id: b.packageId })} className="font-semibold text-teal-800 underline">
                  {t.packageDepartures}
                </Link>
              ) : null}
            </p>
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-3" key={actionData?.ok ? actionData.message : 'move'}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="id" value={b._id} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
                <label htmlFor="move-to" className="text-sm font-semibold">
                  {t.newDeparture}
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
                      {t.departureOption(f.date(d.date), d.seatsLeft)}
                    </option>
                  ))}
                </select>
                <FieldError id="move-to-error" message={moveError ? f.message(moveError) : moveError} />
              </div>
              <Button type="submit" busy={movingBusy(navigation)}>
                {t.moveBooking}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
      <section id="edit-contact" aria-labelledby="edit-contact-title" className="mt-6 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="edit-contact-title" className="mb-4 text-lg font-semibold">
          {t.editContact}
        </h2>
        <Form method="post" noValidate className="grid gap-5 sm:grid-cols-2" key={actionData?.ok ? actionData.message : 'contact'}>
          <input type="hidden" name="intent" value="contact" />
          <input type="hidden" name="id" value={b._id} />
          <FormField values={contactValues} errors={contactErrors} name="fullName" label={t.fullName} requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="email" label={t.email} type="email" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="phone" label={t.phone} type="tel" requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="city" label={t.city} requiredMark />
          <FormField values={contactValues} errors={contactErrors} name="address" label={t.address} requiredMark className="sm:col-span-2" />
          <div>
            <Button type="submit" busy={savingContact}>
              {t.saveContact}
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
