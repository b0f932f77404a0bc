import { href } from 'react-router';
import { z } from 'zod';
import { IconBus, IconCalendar, IconClock, IconEye, IconHotel, IconMeals, IconPeople, IconPerson, IconPin } from '../../components/icons.tsx';
import { TourGallery } from '../../components/carousel/TourGallery.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { MobileBookBar } from '../../components/MobileBookBar.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { JsonLd, describe, langFrom, seo } from '../../components/seo.tsx';
import { AvailabilityBadge, Departures } from '../../components/tour/Departures.tsx';
import { bookDepartureHref, nextBookable, offerAvailability, type DepartureView } from '../../components/tour/departures.ts';
import { inLanguage, reviewsJsonLd } from '../../components/tour/json-ld.ts';
import { Reviews, type ReviewsView } from '../../components/tour/Reviews.tsx';
import { parseReviewsPage, REVIEWS_PARAM } from '../../components/tour/reviews-page.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { DiscountBadge, Price } from '../../components/ui/Price.tsx';
import { Rating } from '../../components/ui/Rating.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { ADVANCE_PERCENT, policyTextsIn } from '../../../shared/policy.ts';
import { daysNights, formatDate } from '../../../shared/i18n/format.ts';
import { pathIn, type Lang } from '../../../shared/i18n/lang.ts';
import { waitlistInput } from '../../../shared/schemas/departures.ts';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/single-tour';
import { Fact } from './detail-bits.tsx';
import { MONEY_BACK_NOTICE_DAYS, singleTourText } from './single-tour.text.ts';
import { domainRefusalOf, fail, formText, loadOr404, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = singleTourText[lang];
  if (!loaderData) return [{ title: t.metaFallback }];
  const p = loaderData.pkg;
  return seo(matches, {
    title: `${p.name}: ${p.packageName}`,
    description: describe(t.metaDescription(daysNights(lang, p.stayPlanDays, p.stayPlanNight), p.packagePresentPrice, p.overview)),
    path: href('/singleTour/:id', { id: p._id }),
    image: p.displayPhoto,
    type: 'product',
  });
}

/**
 * Login required (spec section 2): a verified user, else /signin and back. With the package: its
 * open departures (seats from the database), a page of its reviews (`?reviews=N`) and the
 * departures the visitor waits for.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, config, lang } = appFrom(context);
  const reviewsPage = parseReviewsPage(new URL(request.url).searchParams.get(REVIEWS_PARAM), lang);
  const pkg = await loadOr404(() => services.packages.get(params.id, lang));
  const [departures, reviews, waitlist, priceCategories] = await Promise.all([
    services.departures.list({ packageId: pkg._id }),
    services.reviews.forPackage(pkg._id, reviewsPage.page),
    services.departures.waitlistOf(viewer),
    // The child and infant prices (issue 36): what a booking of it would be priced by (none when it cannot be booked).
    services.bookings.bookable({ packageId: pkg._id }).then(
      (b) => b.priceCategories.filter((c) => c.code !== 'adult'),
      () => [],
    ),
  ]);
  return {
    pkg,
    priceCategories,
    baseUrl: config.baseUrl,
    departures: departures.map(
      (d): DepartureView => ({ _id: d._id, date: d.date, seats: d.seats, seatsLeft: d.seatsLeft, price: d.price, availability: d.availability, note: d.note }),
    ),
    waiting: waitlist.filter((w) => w.packageId === pkg._id).map((w) => w._id),
    reviews: {
      average: reviews.average,
      count: reviews.count,
      breakdown: reviews.breakdown,
      page: reviews.page,
      pages: reviews.pages,
      reviews: reviews.reviews.map((r) => ({
        _id: r._id,
        firstName: r.firstName,
        travelledMonth: r.travelledMonth,
        rating: r.rating,
        text: r.text,
        reply: r.reply,
        createdAt: r.createdAt,
      })),
    } satisfies ReviewsView,
    reviewsPageError: reviewsPage.error,
  };
}

/** The waitlist forms of sold-out departures: join (with how many travellers, as the API) or leave; their messages in each language. */
const waitlistFormIn = (lang: Lang) =>
  waitlistInput.extend({
    intent: z.enum(['waitlist', 'leave-waitlist'], { error: singleTourText[lang].unknownForm }),
    departureId: z.string().regex(/^[0-9a-z]{20}$/, singleTourText[lang].unknownDate),
  });
const waitlistForms = { en: waitlistFormIn('en'), bn: waitlistFormIn('bn') };

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, params, request }: Route.ActionArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const t = singleTourText[lang];
  const values = formText(await request.formData(), ['intent', 'departureId', 'travellers']);
  const intent = values.intent === 'leave-waitlist' ? 'leave-waitlist' : 'waitlist';
  // An empty Travellers field means one traveller.
  const checked = parseForm(waitlistForms[lang], { ...values, travellers: values.travellers.trim() || undefined }, { intent });
  if (!checked.ok) return fail({ ...checked.failure, values });
  const { departureId, travellers = 1 } = checked.data;
  const pkg = await loadOr404(() => services.packages.get(params.id, lang));
  if (checked.data.intent === 'leave-waitlist') {
    try {
      const left = await services.departures.leaveWaitlist(viewer, departureId);
      return succeed({ intent, departureId, message: left ? t.leftWaitlist : t.notOnWaitlist });
    } catch (error) {
      return refusalReply(error, values, intent);
    }
  }
  if (travellers > pkg.groupSize) {
    const message = `Travellers must be at most ${pkg.groupSize} (the group size)`;
    return fail({ intent, formError: message, fieldErrors: { travellers: message }, values });
  }
  // A date removed meanwhile, or one of another tour: a notice on the page, not the 404 page.
  const departure = await services.departures.get(departureId).catch((error: unknown) => {
    if (domainRefusalOf(error)?.status === 404) return null;
    throw error;
  });
  if (!departure || departure.packageId !== pkg._id) {
    return fail({ intent, formError: t.notThisTour, values }, 404);
  }
  try {
    const { joined } = await services.departures.joinWaitlist(viewer, departureId, travellers);
    return succeed({
      intent,
      departureId,
      message: joined ? t.joined(formatDate(lang, departure.date)) : t.alreadyWaiting(formatDate(lang, departure.date)),
    });
  } catch (error) {
    return refusalReply(error, values, intent);
  }
}

/** The spec's static inclusions, themes, inclusions and exclusions lists (keys of the page's texts). */
const inclusionIcons = [
  { label: 'hotel', Icon: IconHotel },
  { label: 'transport', Icon: IconBus },
  { label: 'meals', Icon: IconMeals },
  { label: 'sightseeing', Icon: IconEye },
  { label: 'guide', Icon: IconPerson },
] as const;
const themes = ['nature', 'adventure', 'family', 'photography'] as const;
const included = ['included1', 'included2', 'included3', 'included4', 'included5'] as const;
const excluded = ['excluded1', 'excluded2', 'excluded3', 'excluded4'] as const;

export default function SingleTour({ loaderData }: Route.ComponentProps) {
  const { pkg: p, baseUrl, departures, waiting, reviews, reviewsPageError, priceCategories } = loaderData;
  const t = useText(singleTourText);
  const f = useFormat();
  const { lang } = f;
  const policy = policyTextsIn(lang);
  const next = nextBookable(departures);
  const slides = ([1, 2, 3, 4] as const).map((i) => ({ src: p[`slider${i}`] || p.displayPhoto, caption: p[`caption${i}`] }));
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': ['Product', 'TouristTrip'],
          name: `${p.name}: ${p.packageName}`,
          description: p.overview,
          image: [p.displayPhoto, p.slider1, p.slider2, p.slider3, p.slider4].filter(Boolean).map((s) => `${baseUrl}${s}`),
          touristType: themes.map((k) => t[k]),
          itinerary: {
            '@type': 'ItemList',
            itemListElement: p.tourPlanDays.map((d, i) => ({ '@type': 'ListItem', position: i + 1, name: d.day, description: d.describe })),
          },
          offers: {
            '@type': 'Offer',
            price: p.packagePresentPrice,
            priceCurrency: 'BDT',
            availability: offerAvailability(departures),
            ...(next ? { availabilityStarts: next.date } : {}),
            url: `${baseUrl}${pathIn(lang, href('/singleTour/:id', { id: p._id }))}`,
          },
          provider: { '@type': 'TravelAgency', name: 'Travelez', url: baseUrl },
          ...inLanguage(lang),
          ...reviewsJsonLd(reviews, lang),
        }}
      />
      <PageHeader
        title={p.name}
        subtitle={p.packageName}
        image={p.displayPhoto}
        crumbs={[{ label: t.tours, to: href('/tour') }, { label: p.name }]}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <Price present={p.packagePresentPrice} previous={p.prePackagePrice} per="person" size="lg" tone="light" />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`${href('/bookNow')}?package=${p._id}`} variant="accent" size="lg">
              {t.bookNow}
            </ButtonLink>
            <ButtonLink to={href('/host')} variant="light" size="lg">
              {t.contactHost}
            </ButtonLink>
          </div>
        </div>
      </PageHeader>

      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <TourGallery slides={slides} title={p.name} />

          <dl className="mt-8 grid gap-3 sm:grid-cols-2">
            <Fact label={t.daysAndNights} value={f.daysNights(p.stayPlanDays, p.stayPlanNight)} icon={<IconClock className="size-5" />} />
            <Fact label={t.groupSize} value={t.upTo(p.groupSize)} icon={<IconPeople className="size-5" />} />
            <Fact label={t.discount} value={p.discount > 0 ? t.percentOff(p.discount) : t.bestPrice} icon={<span className="font-bold">%</span>} />
            <Fact label={t.region} value={p.region || t.bangladesh} icon={<IconPin className="size-5" />} />
          </dl>

          <Departures packageId={p._id} departures={departures} waiting={waiting} groupSize={p.groupSize} />

          <section aria-labelledby="incl-title" className="mt-12">
            <h2 id="incl-title" className="text-2xl font-bold text-teal-950">
              {t.inclusionsAndThemes}
            </h2>
            <ul className="mt-5 flex flex-wrap gap-3">
              {inclusionIcons.map((i) => (
                <li key={i.label} className="flex items-center gap-2 rounded-full bg-teal-50 px-4 py-2 font-semibold text-teal-900">
                  <i.Icon className="size-5" />
                  {t[i.label]}
                </li>
              ))}
            </ul>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.themes}>
              {themes.map((k) => (
                <li key={k} className="rounded-full border border-sand-300 px-3.5 py-1.5 text-sm font-semibold text-ink">
                  {t[k]}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="overview-title" className="mt-12 below-fold">
            <h2 id="overview-title" className="text-2xl font-bold text-teal-950">
              {t.overview}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              {p.overview.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          </section>

          <section aria-labelledby="plan-title" className="mt-12">
            <h2 id="plan-title" className="text-2xl font-bold text-teal-950">
              {t.itinerary}
            </h2>
            <ol className="relative mt-6 space-y-6 border-l-2 border-teal-100 pl-8">
              {p.tourPlanDays.map((d, i) => (
                <li key={i} className="relative">
                  <span className="absolute top-0 -left-[2.85rem] flex size-9 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white ring-4 ring-sand-50">
                    {f.number(i + 1)}
                  </span>
                  <h3 className="font-sans text-lg font-bold text-teal-950">{d.day}</h3>
                  <p className="mt-1 text-ink-muted">{d.describe}</p>
                </li>
              ))}
            </ol>
          </section>

          <Reviews data={reviews} pageError={reviewsPageError} />

          <section aria-labelledby="inex-title" className="mt-12">
            <h2 id="inex-title" className="text-2xl font-bold text-teal-950">
              {t.inclusionsAndExclusions}
            </h2>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <div className="rounded-[var(--radius-card)] bg-leaf-50 p-5 ring-1 ring-leaf-100">
                <h3 className="font-sans font-bold text-leaf-800">{t.included}</h3>
                <ul className="mt-3 space-y-2">
                  {included.map((k) => (
                    <li key={k} className="flex gap-2 text-ink">
                      <span className="font-bold text-leaf-700" aria-hidden="true">✓</span>
                      {t[k]}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-[var(--radius-card)] bg-coral-50 p-5 ring-1 ring-coral-100">
                <h3 className="font-sans font-bold text-coral-700">{t.notIncluded}</h3>
                <ul className="mt-3 space-y-2">
                  {excluded.map((k) => (
                    <li key={k} className="flex gap-2 text-ink">
                      <span className="font-bold text-coral-700" aria-hidden="true">✕</span>
                      {t[k]}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section aria-labelledby="payment-title" className="mt-12 below-fold">
            <h2 id="payment-title" className="text-2xl font-bold text-teal-950">
              {t.paymentPolicy}
            </h2>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink" data-testid="payment-policy">
              {policy.payment.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="cancel-title" className="mt-10 below-fold">
            <h2 id="cancel-title" className="text-2xl font-bold text-teal-950">
              {t.cancellationPolicy}
            </h2>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink" data-testid="cancellation-policy">
              {policy.cancellation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="terms-title" className="mt-10 below-fold">
            <h2 id="terms-title" className="text-2xl font-bold text-teal-950">
              {t.terms}
            </h2>
            <div className="mt-4 space-y-3 text-ink-muted">
              <p>{t.terms1(policy.refund)}</p>
              <p>{t.terms2(MONEY_BACK_NOTICE_DAYS)}</p>
            </div>
          </section>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)] ring-1 ring-line">
            <div className="flex items-center justify-between gap-3">
              {reviews.count > 0 ? (
                <a href="#reviews" className="rounded-md underline-offset-4 hover:underline">
                  <Rating value={reviews.average} count={reviews.count} />
                  <span className="sr-only">{t.readReviews}</span>
                </a>
              ) : (
                <Rating value={p.rating} />
              )}
              <DiscountBadge percent={p.discount} />
            </div>
            <Price present={p.packagePresentPrice} previous={p.prePackagePrice} per="person" size="lg" className="mt-3" />
            {priceCategories.length > 0 ? (
              <ul className="mt-2 text-sm text-ink" data-testid="price-categories">
                {priceCategories.map((c) => (
                  <li key={c.code}>
                    {c.code === 'child'
                      ? t.childPrice(c.minAge ?? 0, c.maxAge ?? 0, f.money(c.price))
                      : c.price === 0
                        ? t.infantFree(c.maxAge ?? 0)
                        : t.infantPrice(c.maxAge ?? 0, f.money(c.price))}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 text-sm text-ink-muted">{t.upToPeople(f.daysNights(p.stayPlanDays, p.stayPlanNight), p.groupSize)}</p>
            <div className="mt-4 rounded-xl bg-sand-50 p-3 text-sm ring-1 ring-line" data-testid="next-departure">
              {next ? (
                <>
                  <p className="flex items-center gap-2 font-semibold text-ink">
                    <IconCalendar className="size-4 text-teal-700" />
                    <span>
                      {t.nextDate}
                      <time dateTime={next.date}>{f.date(next.date)}</time>
                    </span>
                  </p>
                  <p className="mt-1.5 flex flex-wrap items-center gap-2">
                    <AvailabilityBadge availability={next.availability} />
                    <a href="#departures" className="font-semibold text-teal-800 underline underline-offset-4">
                      {t.allDates(departures.length)}
                    </a>
                  </p>
                </>
              ) : (
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <IconCalendar className="size-4 text-teal-700" />
                  {departures.length ? t.allSoldOut : t.noDates}
                </p>
              )}
            </div>
            {next ? (
              <ButtonLink to={bookDepartureHref(p._id, next._id)} variant="accent" size="lg" className="mt-5 w-full">
                {t.bookNow}
                <span className="sr-only">{t.forDay(f.date(next.date))}</span>
              </ButtonLink>
            ) : (
              <ButtonLink to={departures.length ? '#departures' : href('/contact')} variant="accent" size="lg" className="mt-5 w-full">
                {departures.length ? t.joinWaitlist : t.askAboutDates}
              </ButtonLink>
            )}
            <ButtonLink to={href('/host')} variant="secondary" className="mt-3 w-full">
              {t.contactHost}
            </ButtonLink>
            <p className="mt-3 text-center text-sm text-ink-muted">{t.advanceNote(ADVANCE_PERCENT)}</p>
          </div>
        </aside>
      </Container>
      <MobileBookBar present={p.packagePresentPrice} previous={p.prePackagePrice} to={`${href('/bookNow')}?package=${p._id}`} />
    </main>
  );
}
