/**
 * /dashboard: a customer's 'My orders' (spec: '<display name> Ordering Packages' or 'Your Ordering
 * Packages', a card per booking with image, name, status and 'Go Details'; 'Review this trip' on a
 * Completed trip that has ended and has no review yet), the waitlists they are on (with 'Leave');
 * an admin's bookings overview (counts by status, the latest bookings).
 */
import { Form, href, Link, useNavigation } from 'react-router';
import { reviewRefusal } from '../../../shared/reviews.ts';
import { nextPaymentDue, purposeLabelIn } from '../../../shared/payments.ts';
import { bookingText, statusName } from '../../components/booking/booking.text.ts';
import { StatusBadge } from '../../components/booking/StatusBadge.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, ButtonLink, Container, EmptyState, Notice, PageHeader, ResponsiveImage } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { bookingsNamedIn } from './booking.server.ts';
import { phoneAction } from '../account/account.server.ts';
import { PhoneCodeForm } from '../../components/account/PhoneSignIn.tsx';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { fail, formText, succeed } from '../../lib/forms.server.ts';
import { dhakaDate } from '../../../shared/policy.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import type { Route } from './+types/dashboard';
import { dashboardText } from './dashboard.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${dashboardText[langFrom(matches)].title} | Travelez` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const short = (b: Awaited<ReturnType<typeof services.bookings.listForUser>>[number]) => ({
    _id: b._id,
    name: b.name,
    packageName: b.packageName,
    displayPhoto: b.displayPhoto,
    status: b.status,
    travelDate: b.travelDate,
    travellers: b.travellers,
    totalPrice: b.totalPrice,
    fullName: b.fullName,
    createdAt: b.createdAt,
    // Paid online: what is due next (the booking page has its Pay button).
    due: b.paymentMethod === 'online' && (b.status === 'Pending' || b.status === 'Confirmed') ? nextPaymentDue(b, b.paidAmount) : null,
  });
  const own = await bookingsNamedIn(services, lang, await services.bookings.listForUser(viewer.userId));
  const today = dhakaDate();
  // 'Review this trip': Completed, ended, and not reviewed yet.
  const reviewable = new Set<string>();
  await Promise.all(
    own
      .filter((b) => reviewRefusal(b, today) === null)
      .map(async (b) => {
        if (!(await services.reviews.forBooking(viewer, b._id))) reviewable.add(b._id);
      }),
  );
  const mine = own.map((b) => ({ ...short(b), reviewable: reviewable.has(b._id) }));
  const waitlist = (await services.departures.waitlistOf(viewer)).map((d) => ({ _id: d._id, name: d.name, date: d.date, seatsLeft: d.seatsLeft }));
  if (viewer.isAdmin) {
    const [counts, all] = await Promise.all([services.bookings.countByStatus(), services.bookings.listAll()]);
    return {
      view: 'admin' as const,
      displayName: viewer.name,
      mine,
      waitlist,
      counts,
      latest: all.slice(0, 8).map(short),
      sms: await services.smsPreferences.of(viewer.userId),
      accountPhone: await services.smsPreferences.accountPhone(viewer.userId),
    };
  }
  return {
    view: 'customer' as const,
    displayName: viewer.name,
    mine,
    waitlist,
    counts: null,
    latest: [],
    sms: await services.smsPreferences.of(viewer.userId),
    accountPhone: await services.smsPreferences.accountPhone(viewer.userId),
  };
}

/** 'Leave' a waitlist (intent 'leave-waitlist', the departure's id). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const t = dashboardText[lang];
  const fields = formText(await request.formData(), ['intent', 'departureId', 'phone', 'code']);
  const { intent, departureId } = fields;
  // The account's phone: a code to the number, then the code makes it the account's verified phone.
  if (intent === 'phone-code' || intent === 'phone-verify') {
    // Its own number again: said at once, before a code is spent on it.
    if (await services.smsPreferences.isAccountPhone(viewer.userId, fields.phone)) {
      return fail({ intent: 'phone', fieldErrors: { phone: t.phoneAlreadyYours }, values: { phone: fields.phone } }, 400);
    }
    return phoneAction(context, request, fields, { addToAccount: true });
  }
  // The SMS switch: every mobile number of the account's bookings opted out (as STOP does), or back in.
  if (intent === 'sms-off' || intent === 'sms-on') {
    await services.smsPreferences.set(viewer.userId, intent === 'sms-off');
    return succeed({ intent: 'sms', message: intent === 'sms-off' ? t.smsTurnedOff : t.smsTurnedOn });
  }
  if (intent !== 'leave-waitlist' || !departureId) return fail({ intent: 'leave-waitlist', formError: t.unknownAction });
  const left = await services.departures.leaveWaitlist(viewer, departureId.slice(0, 64));
  return left ? succeed({ intent: 'leave-waitlist', message: t.left }) : fail({ intent: 'leave-waitlist', formError: t.notOnWaitlist }, 404);
}

type Short = Route.ComponentProps['loaderData']['mine'][number];

function OrderCard({ b }: { b: Short }) {
  const t = useText(dashboardText);
  const f = useFormat();
  return (
    <li className="flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm">
      {/* The booked place's photo (a drawn placeholder, named the same, when it has none). */}
      <ResponsiveImage
        src={b.displayPhoto}
        alt={b.packageName ? `${b.name}: ${b.packageName}` : b.name}
        width={960}
        height={600}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-xl font-bold text-teal-950">{b.name}</h3>
          <StatusBadge status={b.status} />
        </div>
        {b.packageName ? <p className="text-sm text-ink-muted">{b.packageName}</p> : null}
        <p className="text-sm">
          {f.date(b.travelDate)} · {t.travellers(b.travellers)} · {f.money(b.totalPrice)}
        </p>
        {b.due ? <p className="text-sm font-semibold text-coral-700">{t.dueToPay(purposeLabelIn(f.lang)[b.due.purpose], f.money(b.due.amount))}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <ButtonLink to={href('/detailsPackage/:id', { id: b._id })} variant="primary" size="sm" aria-label={t.goDetailsLabel(b.name)}>
            {t.goDetails}
          </ButtonLink>
          {b.reviewable ? (
            <ButtonLink to={`${href('/detailsPackage/:id', { id: b._id })}#review`} variant="accent" size="sm" aria-label={t.reviewTripLabel(b.name)}>
              {t.reviewTrip}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </li>
  );
}

type Waiting = Route.ComponentProps['loaderData']['waitlist'][number];

/** The SMS switch: shown once the account has a booking with a mobile number. */
function SmsSettings({ sms, reply }: { sms: { phones: string[]; off: boolean }; reply: Route.ComponentProps['actionData'] }) {
  const navigation = useNavigation();
  const t = useText(dashboardText);
  const tr = useTranslateMessage();
  const done = reply?.ok && reply.intent === 'sms' ? reply.message : null;
  const busy = navigation.formData?.get('intent') === (sms.off ? 'sms-on' : 'sms-off');
  if (sms.phones.length === 0) return null;
  const phones = sms.phones.join(', ');
  return (
    <section aria-labelledby="sms-title" className="mt-14">
      <h2 id="sms-title" className="mb-2 font-display text-3xl font-bold text-teal-950">
        {t.smsTitle}
      </h2>
      {done ? (
        <Notice tone="success" className="mb-4">
          {tr(done)}
        </Notice>
      ) : null}
      <p className="mb-4 text-ink-muted">{sms.off ? t.smsOffLead(phones) : t.smsOnLead(phones)}</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={sms.off ? 'sms-on' : 'sms-off'} />
        <Button type="submit" variant="secondary" size="sm" busy={busy} disabled={busy}>
          {sms.off ? t.smsTurnOn : t.smsTurnOff}
        </Button>
      </Form>
    </section>
  );
}

/** The account's own mobile number: shown verified, added or changed with a code by SMS. */
function PhoneSettings({ accountPhone, reply }: { accountPhone: { phone: string; verified: boolean } | null; reply: Route.ComponentProps['actionData'] }) {
  const navigation = useNavigation();
  const t = useText(dashboardText);
  const tr = useTranslateMessage();
  const failure = failureOf(reply, 'phone');
  const mine = reply?.intent === 'phone';
  const typed = mine ? typedValues(reply) : {};
  const added = mine && reply?.ok ? reply.message : null;
  const verified = accountPhone?.verified ? accountPhone.phone : null;
  return (
    <section aria-labelledby="phone-title" className="mt-14 max-w-xl">
      <h2 id="phone-title" className="mb-2 font-display text-3xl font-bold text-teal-950">
        {t.phoneTitle}
      </h2>
      <div aria-live="polite">
        {added ? (
          <Notice tone="success" className="mb-4">
            {tr(added)}
          </Notice>
        ) : null}
        {failure?.formError ? (
          <Notice tone="error" className="mb-4">
            {tr(failure.formError)}
          </Notice>
        ) : null}
      </div>
      <p className="mb-4 text-ink-muted">{verified ? t.phoneVerifiedLead(verified) : t.phoneAddLead}</p>
      {verified ? <h3 className="mb-3 font-semibold text-teal-950">{t.phoneChange}</h3> : null}
      <PhoneCodeForm
        phone={typed.phone}
        codeSentTo={typed.codeSentTo}
        errors={failure?.fieldErrors ?? {}}
        busyIntent={navigation.formData?.get('intent')}
        verifyLabel={t.phoneVerify}
      />
    </section>
  );
}

/** The waitlists the customer is on: a 'Leave' button each (a plain form: works without JavaScript). */
function Waitlists({ waitlist, reply }: { waitlist: Waiting[]; reply: Route.ComponentProps['actionData'] }) {
  const navigation = useNavigation();
  const t = useText(dashboardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const leaving = navigation.formData?.get('intent') === 'leave-waitlist' ? navigation.formData.get('departureId') : null;
  const failure = failureOf(reply, 'leave-waitlist');
  const left = reply?.ok && reply.intent === 'leave-waitlist' ? reply.message : null;
  if (waitlist.length === 0 && !failure && !left) return null;
  return (
    <section aria-labelledby="waitlist-title" className="mt-14">
      <h2 id="waitlist-title" className="mb-2 font-display text-3xl font-bold text-teal-950">
        {t.waitlists}
      </h2>
      <p className="mb-5 text-ink-muted">{t.waitlistsLead}</p>
      {failure ? (
        <Notice tone="error" className="mb-4">
          {tr(failure.formError)}
        </Notice>
      ) : null}
      {left ? (
        <Notice tone="success" className="mb-4">
          {tr(left)}
        </Notice>
      ) : null}
      {waitlist.length === 0 ? (
        <p className="text-ink-muted">{t.noWaitlist}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {waitlist.map((w) => (
            <li key={w._id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm">
              <div>
                <p className="font-semibold text-teal-950">{w.name}</p>
                <p className="text-sm text-ink-muted">
                  {f.date(w.date)} · {w.seatsLeft > 0 ? t.seatsLeft(w.seatsLeft) : t.soldOut}
                </p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="leave-waitlist" />
                <input type="hidden" name="departureId" value={w._id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  busy={leaving === w._id}
                  disabled={leaving === w._id}
                  aria-label={t.leaveLabel(w.name, f.date(w.date))}
                >
                  {t.leave}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { view, displayName, mine, waitlist, counts, latest } = loaderData;
  const t = useText(dashboardText);
  const statuses = useText(bookingText);
  const f = useFormat();
  const title = displayName && displayName !== 'To Travelez' ? t.ordersOf(displayName) : t.yourOrders;
  return (
    <main>
      <PageHeader title={t.title} crumbs={[{ label: t.title }]} />
      <Container className="py-10 sm:py-14">
        {view === 'admin' && counts ? (
          <section aria-labelledby="overview-title" className="mb-14">
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
              <h2 id="overview-title" className="font-display text-3xl font-bold text-teal-950">
                {t.overview}
              </h2>
              <ButtonLink to={href('/manageBooking')} variant="secondary" size="sm">
                {t.allBooking}
              </ButtonLink>
            </div>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Object.entries(counts).map(([status, n]) => (
                <li key={status} className="rounded-xl bg-white p-4 shadow-sm">
                  <p className="text-3xl font-bold tabular-nums text-teal-900">{f.number(n)}</p>
                  <p className="text-sm text-ink-muted">{statusName(statuses, status)}</p>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 mb-3 font-semibold text-teal-950">{t.latest}</h3>
            {latest.length === 0 ? (
              <p className="text-ink-muted">{t.noBookings}</p>
            ) : (
              <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
                <table className="w-full text-left text-sm">
                  <thead className="bg-sand-100 text-ink-muted">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        {t.place}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t.client}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t.travelDate}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t.status}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        <span className="sr-only">{t.detail}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {latest.map((b) => (
                      <tr key={b._id} className="border-t border-sand-200">
                        <td className="px-4 py-3 font-semibold">{b.name}</td>
                        <td className="px-4 py-3">{b.fullName}</td>
                        <td className="px-4 py-3 whitespace-nowrap">{f.date(b.travelDate)}</td>
                        <td className="px-4 py-3">
                          <StatusBadge status={b.status} />
                        </td>
                        <td className="px-4 py-3 text-right">
                          <Link to={href('/bookDetails/:id', { id: b._id })} aria-label={t.detailLabel(b.name, b.fullName)}>
                            {t.detail}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ) : null}
        <section aria-labelledby="orders-title">
          <h2 id="orders-title" className="mb-6 font-display text-3xl font-bold text-teal-950">
            {title}
          </h2>
          {mine.length === 0 ? (
            <EmptyState
              title={t.emptyTitle}
              action={
                <ButtonLink to={href('/tour')} variant="accent">
                  {t.exploreTour}
                </ButtonLink>
              }
            >
              {t.emptyText}
            </EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {mine.map((b) => (
                <OrderCard key={b._id} b={b} />
              ))}
            </ul>
          )}
        </section>
        <Waitlists waitlist={waitlist} reply={actionData} />
        <PhoneSettings accountPhone={loaderData.accountPhone} reply={actionData} />
        <SmsSettings sms={loaderData.sms} reply={actionData} />
      </Container>
    </main>
  );
}
