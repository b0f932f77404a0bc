/**
 * /bookNow: the four-step booking wizard (the product specification, section 2, and its decisions on bookings and payments;
 * its steps are app/components/booking/wizard/). The package or event is in the URL
 * (?package=<id> or ?event=<id>), so a reload keeps it. What can be booked, and the booking
 * itself, are the booking service's: the loader asks it, the action hands it the booking.
 */
import { href, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { codedMessage, translateMessage } from '../../../shared/i18n/coded-messages.ts';
import { dhakaDate } from '../../../shared/policy.ts';
import { bookingReference } from '../../../shared/schemas/booking-dto.ts';
import { bookingRequestSchema, idempotencyKeyHeader } from '../../../shared/schemas/booking.ts';
import type { BookingReply, WizardDepartures } from '../../components/booking/wizard/fields.ts';
import { Wizard } from '../../components/booking/wizard/Wizard.tsx';
import { langFrom } from '../../components/seo.tsx';
import { ButtonLink, Container, EmptyState, Notice, PageHeader } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { domainRefusalOf, fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import { failureOf } from '../../lib/forms.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import type { Route } from './+types/book-now';
import { bookNowText } from './book-now.text.ts';
import { bookableFrom, departuresOf } from './booking.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${bookNowText[langFrom(matches)].title} | Travelez` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const url = new URL(request.url);
  const { item, problem } = await bookableFrom(services, url, lang);
  const offered = item ? await departuresOf(services, item) : { departures: [], sellsDepartures: false };
  const departures: WizardDepartures = { sells: offered.sellsDepartures, open: offered.departures, requested: url.searchParams.get('departure') };
  return { item, problem, departures, account: { name: viewer.name, email: viewer.email }, today: dhakaDate(), providers: services.payments.available() };
}

/**
 * No reload of the page data after the booking is sent: the wizard keeps what it shows (a package
 * removed meanwhile must not wipe the form; the answer says what happened). When the seats went
 * meanwhile, the wizard asks for the departures again itself (useRevalidator, a GET).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

/** What the wizard sends (use-booking-wizard.ts): every step's fields, the item and the idempotency key. */
const sentFields = [
  'intent',
  'kind',
  'itemId',
  'idempotencyKey',
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'departureId',
  'travelDate',
  'travellers',
  'child',
  'infant',
  'promoCode',
  'pickupPointId',
  'cardName',
  'cardNumber',
  'cvc',
  'expireDate',
  'provider',
] as const;

/** The party a form names: of `travellers`, `child` children and `infant` infants; undefined when none are (all adults). */
function partyFrom(travellers: string | undefined, child: string | undefined, infant: string | undefined) {
  const count = (v: string | undefined) => (/^\d+$/.test(v ?? '') ? Number(v) : 0);
  const children = count(child);
  const infants = count(infant);
  if (children + infants === 0) return undefined;
  return { adult: count(travellers) - children - infants, child: children, infant: infants };
}

/*
 * A failure sends nothing typed back (`values` stays empty): the wizard still has it, and the card
 * number goes over the wire once. With a payment provider configured no card field comes at all:
 * the booking is saved, then the customer is sent to the provider's page to pay the advance.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const t = bookNowText[lang];
  const {
    intent,
    kind,
    itemId,
    idempotencyKey,
    departureId,
    travelDate,
    provider,
    cardName,
    cardNumber,
    cvc,
    expireDate,
    child,
    infant,
    promoCode,
    pickupPointId,
    ...typed
  } = formText(await request.formData(), sentFields);
  const online = services.payments.available().length > 0;
  // Every booking carries the wizard's key: a retry (a double click, a lost answer) is the same booking.
  const key = idempotencyKeyHeader.safeParse(idempotencyKey);
  if (intent !== 'confirm' || !key.success) return fail({ formError: t.notReady });
  const parsed = parseForm(bookingRequestSchema({ payment: online ? 'online' : 'card' }), {
    ...typed,
    ...(online ? {} : { cardName, cardNumber, cvc, expireDate }),
    packageId: kind === 'package' ? itemId : undefined,
    eventId: kind === 'event' ? itemId : undefined,
    // A departure sets the date; a free date only for a package without departures.
    departureId: departureId || undefined,
    travelDate: kind === 'event' || departureId ? undefined : travelDate,
    // Who travels: of the travellers, children and infants (the rest adults); none: all adults.
    party: partyFrom(typed.travellers, child, infant),
    promoCode: promoCode?.trim() || undefined,
    pickupPointId: pickupPointId || undefined,
  });
  if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, formError: t.checkDetails(translateMessage(lang, parsed.failure.formError ?? '')) });
  try {
    const { booking } = await services.bookings.create(viewer, parsed.data, key.data, { language: lang });
    const saved = { bookingId: booking._id, reference: bookingReference(booking._id) };
    if (!online) return succeed(saved);
    // Online: on to the provider's page (a retry of the same booking that is paid already shows it).
    try {
      const { redirectUrl } = await services.payments.start(viewer, booking._id, provider);
      return redirect(redirectUrl);
    } catch (error) {
      const refusal = domainRefusalOf(error);
      if (!refusal) throw error;
      return succeed({ ...saved, paymentProblem: codedMessage(refusal.ref) });
    }
  } catch (error) {
    const refusal = domainRefusalOf(error);
    if (refusal && refusal.status < 500) {
      const fieldErrors = Object.fromEntries(refusal.issues.map((i) => [i.path, codedMessage(i.ref)]));
      return fail({ formError: codedMessage(refusal.ref), fieldErrors }, refusal.status);
    }
    // The error names no card data (the card number never goes past the service's first lines).
    console.error('[bookNow] booking failed', error);
    return fail({ formError: t.ourSide }, 500);
  }
}

/**
 * In the browser: a lost connection becomes a message on step 3 (the wizard and everything typed
 * stay), never the error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<BookingReply> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (signed out meanwhile) still happens.
    if (error instanceof Response) throw error;
    const t = bookNowText[langOfPath(new URL(request.url).pathname)];
    return { ok: false, fieldErrors: {}, formError: t.offline, values: {} };
  }
}

export default function BookNow({ loaderData, actionData }: Route.ComponentProps) {
  const { item, problem, departures, account, today, providers } = loaderData;
  // A form sent by the browser itself (before the page's code ran, or without it): the wizard
  // sends through a fetcher and shows its own replies, so the page shows this one.
  const pageFailure = failureOf(actionData);
  const tours = href('/tour');
  const t = useText(bookNowText);
  const tr = useTranslateMessage();
  return (
    <main>
      <PageHeader
        title={t.title}
        subtitle={item ? `${item.name}${item.subtitle ? ` · ${item.subtitle}` : ''}` : undefined}
        crumbs={[{ label: t.tours, to: tours }, { label: t.title }]}
      />
      <Container className="py-10 sm:py-14">
        {pageFailure?.formError ? (
          <Notice tone="error" className="mb-6">
            {tr(pageFailure.formError)}
          </Notice>
        ) : null}
        {item ? (
          <Wizard key={`${item.kind}:${item.id}`} item={item} departures={departures} account={account} today={today} providers={providers} />
        ) : (
          <EmptyState
            title={problem ? t.cannotBook : t.chooseFirst}
            action={
              <ButtonLink to={tours} variant="accent">
                {t.browseTours}
              </ButtonLink>
            }
          >
            {problem ? (
              tr(problem)
            ) : (
              <>
                {t.chooseBefore}
                <Link to={tours}>{t.chooseLink}</Link>
                {t.chooseAfter}
              </>
            )}
          </EmptyState>
        )}
      </Container>
    </main>
  );
}
