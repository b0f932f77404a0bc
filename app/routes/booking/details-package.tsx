/**
 * /detailsPackage/{id}: the viewer's booking card with all its details, the payment schedule, a
 * back button to /dashboard, and 'Cancel booking' (Pending or Confirmed) with the charge from the
 * policy module and a confirmation dialog. Another user's booking answers 404.
 *
 * Who travels (#travellers, app/components/booking/TravellerDetails.tsx): every traveller's details,
 * asked for while missing and changed until the deadline (shared/travellers.ts); this route's action
 * saves them (intent 'travellers') through the booking service, which checks them again.
 *
 * The review section (#review, app/components/booking/TripReview.tsx): a Completed booking whose
 * trip has ended is reviewed here (stars and text, shared/reviews.ts), and its review changed for
 * 30 days; this route's action saves it. A refusal is a notice above the form, which keeps what
 * was typed.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { href, redirect, useFetcher, useLocation, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Viewer } from '../../../shared/access.ts';
import { isCancellable } from '../../../shared/booking-status.ts';
import type { BookingPayment, TourPlanDay } from '../../../shared/domain.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { codedMessage } from '../../../shared/i18n/coded-messages.ts';
import { paidForCancellation } from '../../../shared/payments.ts';
import { cancellationCharge, dhakaDate, policyTextsIn } from '../../../shared/policy.ts';
import { reviewEditable, reviewRefusal } from '../../../shared/reviews.ts';
import { bookingReference } from '../../../shared/schemas/booking-dto.ts';
import { reviewInput } from '../../../shared/schemas/reviews.ts';
import { BookingPayments, PaymentOutcome } from '../../components/booking/BookingPayments.tsx';
import { CancellationTable, PaymentScheduleTable } from '../../components/booking/PolicyTables.tsx';
import { bookingText, statusName } from '../../components/booking/booking.text.ts';
import { StatusBadge } from '../../components/booking/StatusBadge.tsx';
import { ReviewSection, reviewEditParam } from '../../components/booking/TripReview.tsx';
import { TripTicket } from '../../components/booking/TripTicket.tsx';
import { TravellerDetails, travellersEditParam } from '../../components/booking/TravellerDetails.tsx';
import { travellerDetailsText } from '../../components/booking/traveller-details.text.ts';
import { pickupName } from '../../../shared/pickup.ts';
import { travellersFromForm, travellersInput } from '../../../shared/schemas/travellers.ts';
import { travellerDetailsOpen } from '../../../shared/travellers.ts';
import { langFrom } from '../../components/seo.tsx';
import { Button, ButtonLink, Container, Notice, PageHeader, ResponsiveImage } from '../../components/ui/index.ts';
import { customerPaymentStatus } from '../../../shared/payment-status.ts';
import { appFrom } from '../../context.ts';
import { bookingsNamedIn, itineraryIn, ticketNamedIn } from './booking.server.ts';
import { failureOf, fieldErrorsOf, type ActionFailure, type ActionReply } from '../../lib/forms.ts';
import { fail, formText, loadOr404, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import type { Route } from './+types/details-package';
import { detailsText } from './details-package.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${detailsText[langFrom(matches)].title} | Travelez` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const booking = await loadOr404(services.bookings.getForViewer(viewer, params.id));
  const today = dhakaDate();
  const own = booking.logInEmail.toLowerCase() === viewer.email.toLowerCase();
  const review = own ? await services.reviews.forBooking(viewer, booking._id) : null;
  // Why it cannot be reviewed yet (null: it can), for the owner's review section.
  const refusal = own ? reviewRefusal(booking, today) : null;
  const editable = review ? reviewEditable(new Date(review.createdAt)) : false;
  // Back from a provider's page (?payment=): the payment as the provider answers it now.
  const paymentId = new URL(request.url).searchParams.get('payment');
  const returned = paymentId ? await paymentOutcome(services, viewer, booking._id, paymentId) : null;
  const current = returned?.changed ? await services.bookings.getForViewer(viewer, params.id) : booking;
  const ticket = own ? await ticketNamedIn(services, lang, await services.tickets.ticketOf(current), current.packageId) : null;
  const [named] = await bookingsNamedIn(services, lang, [current]);
  return {
    booking: named!,
    itinerary: await itineraryIn(services, lang, current.packageId),
    today,
    own,
    review,
    reviewRefusal: refusal ? codedMessage(refusal) : null,
    reviewEditable: editable,
    providers: services.payments.available(),
    returned: returned?.payment ?? null,
    ticket,
    travellersOpen: own && travellerDetailsOpen(current, today),
  };
}

/** The payment the customer came back from; one still waiting is asked about once more. */
async function paymentOutcome(services: ReturnType<typeof appFrom>['services'], viewer: Viewer, bookingId: string, paymentId: string) {
  try {
    const p = await services.payments.forViewer(viewer, paymentId);
    if (p.bookingId !== bookingId) return null;
    const now = p.status === 'Initiated' ? await services.payments.returned(p.provider, p.id, {}) : p;
    const payment: BookingPayment = {
      _id: now.id,
      provider: now.provider,
      purpose: now.purpose,
      amount: now.amount,
      status: customerPaymentStatus(now.status),
      paidAt: now.paidAt?.toISOString() ?? null,
    };
    return { payment, changed: now.status !== p.status };
  } catch {
    return null;
  }
}

/** Cancel, or write / change the review: done, or why not (a booking that is not the viewer's is the 404 page). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const t = detailsText[lang];
  const form = await request.formData();
  if (form.get('intent') === 'review') {
    const { rating, text, reviewId } = formText(form, ['rating', 'text', 'reviewId']);
    const values = { rating, text };
    const parsed = parseForm(reviewInput, values, { intent: 'review', formError: t.checkReview });
    if (!parsed.ok) return fail(parsed.failure);
    try {
      if (reviewId) await services.reviews.update(viewer, reviewId, parsed.data);
      else await services.reviews.create(viewer, params.id, parsed.data);
      return succeed({ intent: 'review', message: reviewId ? t.reviewChanged : t.reviewPublished });
    } catch (error) {
      return refusalReply(error, values, 'review');
    }
  }
  if (form.get('intent') === 'travellers') {
    // The blocks' fields ('0.fullName', '0.document.number'...), checked by the shared schema, then by the service.
    const values = Object.fromEntries([...form].filter((e): e is [string, string] => /^\d+\./.test(e[0]) && typeof e[1] === 'string'));
    const parsed = travellersInput.safeParse(travellersFromForm(values));
    if (!parsed.success)
      return fail({ intent: 'travellers', fieldErrors: fieldErrorsOf(parsed.error), formError: travellerDetailsText[lang].checkForm, values });
    try {
      await services.bookings.setTravellers(viewer, params.id, parsed.data);
      return succeed({ intent: 'travellers', travellersSaved: true });
    } catch (error) {
      return refusalReply(error, values, 'travellers');
    }
  }
  if (form.get('intent') === 'pay') {
    // A plain form: the owner goes to the provider's page, or back here with the reason.
    try {
      const { redirectUrl } = await services.payments.start(viewer, params.id, String(form.get('provider') ?? ''));
      return redirect(redirectUrl);
    } catch (error) {
      return refusalReply(error, {}, 'pay');
    }
  }
  if (form.get('intent') !== 'cancel') return fail({ intent: 'cancel', formError: t.unknownAction });
  try {
    await services.bookings.cancelOwn(viewer, params.id);
    return succeed({ intent: 'cancel' });
  } catch (error) {
    return refusalReply(error, {}, 'cancel');
  }
}

const withoutEdit = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete(reviewEditParam);
  params.delete(travellersEditParam);
  return `${url.pathname}?${params.toString()}`;
};

/** Opening or closing the review form or the travellers' form changes only the query: nothing to load again for it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onlyEdit = !formMethod && currentUrl.href !== nextUrl.href && withoutEdit(currentUrl) === withoutEdit(nextUrl);
  return onlyEdit ? false : defaultShouldRevalidate;
}

/**
 * In the browser: a lost connection becomes a message (in the dialog, or above the review form,
 * which keeps the text), never the error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ActionReply> {
  const sent = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const review = sent.get('intent') === 'review';
    const lang = langOfPath(new URL(request.url).pathname);
    const t = detailsText[lang];
    if (sent.get('intent') === 'travellers') {
      const values = Object.fromEntries([...sent].filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'intent'));
      return { ok: false, intent: 'travellers', fieldErrors: {}, formError: travellerDetailsText[lang].offline, values } satisfies ActionFailure;
    }
    const failure: ActionFailure = {
      ok: false,
      intent: review ? 'review' : 'cancel',
      fieldErrors: {},
      formError: review ? t.reviewOffline : t.cancelOffline,
      values: review ? { rating: sent.get('rating') ?? '', text: sent.get('text') ?? '' } : {},
    };
    return failure;
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 border-t border-sand-200 py-2 first:border-t-0 sm:grid-cols-[11rem_1fr]">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 font-semibold break-words">{children}</dd>
    </div>
  );
}

function CancelDialog({ charge, refund, percent, online }: { charge: number; refund: number; percent: number; online: boolean }) {
  const fetcher = useFetcher<typeof clientAction>();
  const t = useText(detailsText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle' || revalidator.state !== 'idle';
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = failureOf(reply);
  useEffect(() => {
    if (reply?.ok) {
      setOpen(false);
      // Show the booking as it is now (Cancelled, charge and refund).
      void revalidator.revalidate();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No automatic reload: a lost connection must leave the page as it is (reloaded on success).
    void fetcher.submit({ intent: 'cancel' }, { method: 'post', defaultShouldRevalidate: false });
  }
  return (
    <>
      {failure && !open ? (
        <Notice tone="error" className="mb-4">
          {tr(failure.formError)}
        </Notice>
      ) : null}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="danger">{t.cancelBooking}</Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-teal-950/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <Dialog.Title className="font-display text-2xl font-bold text-teal-950">{t.cancelQuestion}</Dialog.Title>
            {failure ? (
              <Notice tone="error" className="mt-3">
                {tr(failure.formError)}
              </Notice>
            ) : null}
            <Dialog.Description className="mt-3">
              {t.costsBefore}
              <strong>{f.money(charge)}</strong>
              {t.costsMiddle(percent)}
              <strong>{f.money(refund)}</strong>
              {t.costsAfter}
              {online ? t.refundOnline : policyTextsIn(f.lang).refund}
            </Dialog.Description>
            <fetcher.Form method="post" onSubmit={submit} className="mt-6 flex flex-wrap justify-end gap-3">
              <input type="hidden" name="intent" value="cancel" />
              <Dialog.Close asChild>
                <Button variant="secondary">{t.keepBooking}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" busy={busy} disabled={busy}>
                {busy ? t.cancelling : t.yesCancel}
              </Button>
            </fetcher.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** The trip's plan, day by day (the package's, in the page's language). */
function Itinerary({ days }: { days: readonly TourPlanDay[] }) {
  const t = useText(detailsText);
  const f = useFormat();
  return (
    <section aria-labelledby="itinerary-title" data-testid="itinerary" className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
      <h3 id="itinerary-title" className="mb-4 font-display text-xl font-bold text-teal-950">
        {t.itinerary}
      </h3>
      <ol className="relative space-y-5 border-l-2 border-teal-100 pl-7">
        {days.map((d, i) => (
          <li key={i} className="relative min-w-0">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[2.55rem] flex size-8 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white ring-4 ring-white"
            >
              {f.number(i + 1)}
            </span>
            <h4 className="font-sans font-bold break-words text-teal-950">
              <span className="sr-only">{t.itineraryDay(i + 1)}: </span>
              {d.day}
            </h4>
            <p className="mt-1 break-words text-ink-muted">{d.describe}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function DetailsPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking: b, today, own, review, reviewRefusal: refusal, reviewEditable: editable, providers, returned } = loaderData;
  const policy = { travelDate: b.travelDate, totalPrice: b.totalPrice, advanceDue: b.advanceDue, bookedOn: b.createdAt.slice(0, 10) };
  // Cancelling gives back from what was really paid (online) or the advance (card, with the office).
  const paid = paidForCancellation(b);
  const fullQuote = cancellationCharge({ ...policy, advanceDue: paid }, today);
  const quote = b.paymentMethod === 'online' ? { ...fullQuote, charge: Math.min(fullQuote.charge, paid) } : fullQuote;
  const payFailure = failureOf(actionData, 'pay');
  const canCancel = own && isCancellable(b.status) && quote.allowed;
  const reference = bookingReference(b._id);
  const dashboard = href('/dashboard');
  const t = useText(detailsText);
  const statuses = useText(bookingText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const refundText = policyTextsIn(f.lang).refund;
  const editing = new URLSearchParams(useLocation().search).get(travellersEditParam) === 'edit';
  return (
    <main>
      <PageHeader title={t.title} subtitle={`${b.name} · ${reference}`} crumbs={[{ label: t.dashboard, to: dashboard }, { label: b.name }]} />
      <Container className="py-10 sm:py-14">
        <ButtonLink to={dashboard} variant="ghost" size="sm" className="mb-6">
          {t.backToDashboard}
        </ButtonLink>
        {returned && b.status !== 'Cancelled' ? <PaymentOutcome payment={returned} /> : null}
        {payFailure ? (
          <Notice tone="error" title={t.paymentNotStarted} className="mb-6">
            {tr(payFailure.formError)}
          </Notice>
        ) : null}
        <article className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm lg:grid lg:grid-cols-[2fr_3fr]">
          <div>
            {b.displayPhoto ? (
              <ResponsiveImage
                src={b.displayPhoto}
                alt=""
                width={960}
                height={600}
                sizes="(min-width: 1024px) 460px, 100vw"
                className="aspect-[16/10] w-full object-cover lg:h-full"
              />
            ) : (
              <div className="aspect-[16/10] bg-teal-100" aria-hidden="true" />
            )}
          </div>
          <div className="p-5 sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="font-display text-3xl font-bold text-teal-950">{b.name}</h2>
                {b.packageName ? <p className="text-ink-muted">{b.packageName}</p> : null}
              </div>
              <StatusBadge status={b.status} className="text-sm" />
            </div>
            <dl className="mt-6 text-[0.95rem]">
              <Row label={t.reference}>{reference}</Row>
              <Row label={t.travelDate}>{f.date(b.travelDate)}</Row>
              <Row label={t.days}>{f.number(b.totalDays)}</Row>
              <Row label={t.travellers}>{t.travellersGroup(b.travellers, b.groupSize)}</Row>
              {b.pickupPoint ? <Row label={t.pickupPoint}>{t.pickupAt(pickupName(b.pickupPoint, f.lang), b.pickupPoint.time)}</Row> : null}
              <Row label={t.pricePerPerson}>{f.money(b.packagePresentPrice)}</Row>
              <Row label={t.total}>{f.money(b.totalPrice)}</Row>
              <Row label={t.advanceDue}>{f.money(b.advanceDue)}</Row>
              <Row label={t.fullName}>{b.fullName}</Row>
              <Row label={t.email}>{b.email}</Row>
              <Row label={t.phone}>{b.phone}</Row>
              <Row label={t.address}>{t.addressLine(b.address, b.city)}</Row>
              {b.paymentMethod === 'online' ? (
                <Row label={t.paidOnline}>{f.money(b.paidAmount)}</Row>
              ) : (
                <Row label={t.card}>{t.cardLine(b.cardName, b.cardBrand, b.cardLast4, b.expireDate)}</Row>
              )}
              <Row label={t.bookedOn}>{f.date(b.createdAt)}</Row>
              {b.status === 'Cancelled' ? (
                <>
                  <Row label={t.cancelledOn}>{b.cancelledAt ? f.date(b.cancelledAt) : '—'}</Row>
                  <Row label={t.cancellationCharge}>{f.money(b.cancellationCharge ?? 0)}</Row>
                  <Row label={t.refund}>
                    {f.money(b.refundAmount ?? 0)}{' '}
                    {b.paymentMethod === 'card' ? <span className="font-normal text-ink-muted">{t.refundNote(refundText)}</span> : null}
                  </Row>
                </>
              ) : null}
            </dl>
          </div>
        </article>
        {own && b.status !== 'Cancelled' ? <TravellerDetails booking={b} open={loaderData.travellersOpen} editing={editing} reply={actionData} /> : null}
        {loaderData.ticket ? <TripTicket ticket={loaderData.ticket} /> : null}
        {loaderData.itinerary.length > 0 ? <Itinerary days={loaderData.itinerary} /> : null}

        {b.paymentMethod === 'online' ? <BookingPayments booking={b} providers={providers} own={own} /> : null}
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="schedule-title" className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
            <h3 id="schedule-title" className="mb-3 font-display text-xl font-bold text-teal-950">
              {t.paymentSchedule}
            </h3>
            <PaymentScheduleTable booking={policy} />
          </section>
          {b.status === 'Cancelled' ? null : (
            <section aria-labelledby="cancel-title" className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
              <h3 id="cancel-title" className="mb-3 font-display text-xl font-bold text-teal-950">
                {t.cancellation}
              </h3>
              {quote.allowed ? (
                <>
                  <p className="mb-3">
                    {t.wouldCostBefore}
                    <strong>{f.money(quote.charge)}</strong>
                    {t.wouldCostMiddle(quote.percent)}
                    <strong>{f.money(quote.refund)}</strong>
                    {t.wouldCostAfter}
                  </p>
                  <CancellationTable booking={policy} today={today} />
                </>
              ) : (
                <p>{t.departed}</p>
              )}
              {canCancel ? (
                <div className="mt-5">
                  <CancelDialog charge={quote.charge} refund={quote.refund} percent={quote.percent} online={b.paymentMethod === 'online'} />
                </div>
              ) : null}
            </section>
          )}
        </div>
        {own && (b.status === 'Completed' || review) ? (
          <ReviewSection key={review?.updatedAt ?? 'new'} review={review} refusal={refusal} editable={editable} reply={actionData} />
        ) : null}
        {b.history.length > 0 ? (
          <section aria-labelledby="history-title" className="mt-8">
            <h3 id="history-title" className="mb-3 font-display text-xl font-bold text-teal-950">
              {t.history}
            </h3>
            <ol className="space-y-1 text-sm">
              {b.history.map((h) => (
                <li key={`${h.changedAt}-${h.toStatus}`}>
                  {f.date(h.changedAt)}: {h.fromStatus ? `${statusName(statuses, h.fromStatus)} → ` : ''}
                  {statusName(statuses, h.toStatus)}
                  {h.note ? ` (${f.message(h.note)})` : ''}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </Container>
    </main>
  );
}
