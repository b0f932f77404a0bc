import { href } from 'react-router';
import { IconCalendar, IconClock, IconPeople } from '../../components/icons.tsx';
import { JsonLd, describe, langFrom, seo } from '../../components/seo.tsx';
import { inLanguage } from '../../components/tour/json-ld.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { DiscountBadge, Price } from '../../components/ui/Price.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { pathIn } from '../../../shared/i18n/lang.ts';
import { ADVANCE_PERCENT } from '../../../shared/policy.ts';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { eventText } from './event-details.text.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/event-details';
import { Fact } from './detail-bits.tsx';
import { loadOr404 } from '../../lib/forms.server.ts';
import { MobileBookBar } from '../../components/MobileBookBar.tsx';
import { RouteError } from '../../components/RouteError.tsx';

export const ErrorBoundary = RouteError;

export const handle: SiteHandle = { navOverlay: true };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: eventText[langFrom(matches)].metaFallback }];
  const e = loaderData.event;
  return seo(matches, {
    title: `${e.name} (${e.eventDate})`,
    description: describe(`${e.message} ${e.shortDescription}`),
    path: href('/upComingEventDetails/:id', { id: e._id }),
    image: e.displayPhoto,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, config, lang } = appFrom(context);
  const event = await loadOr404(() => services.events.get(params.id, lang));
  return { event, baseUrl: config.baseUrl };
}

export default function EventDetails({ loaderData }: Route.ComponentProps) {
  const { event: e, baseUrl } = loaderData;
  const t = useText(eventText);
  const f = useFormat();
  const discount = e.previousPrice > e.presentPrice ? Math.round(((e.previousPrice - e.presentPrice) / e.previousPrice) * 100) : 0;
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: e.name,
          description: e.shortDescription,
          image: e.displayPhoto ? `${baseUrl}${e.displayPhoto}` : undefined,
          ...(e.startDate ? { startDate: e.startDate } : {}),
          ...(e.endDate ? { endDate: e.endDate } : {}),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'Place', name: e.name, address: { '@type': 'PostalAddress', addressCountry: 'BD' } },
          organizer: { '@type': 'Organization', name: 'Travelez', url: baseUrl },
          ...inLanguage(f.lang),
          offers: {
            '@type': 'Offer',
            price: e.presentPrice,
            priceCurrency: 'BDT',
            url: `${baseUrl}${pathIn(f.lang, href('/upComingEventDetails/:id', { id: e._id }))}`,
            availability: 'https://schema.org/InStock',
          },
        }}
      />
      <PageHeader title={e.name} subtitle={e.message} image={e.displayPhoto} crumbs={[{ label: t.upcomingEvents, to: `${href('/')}#events-title` }, { label: e.name }]} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <article className="min-w-0">
          <ResponsiveImage
            src={e.displayPhoto}
            alt={e.name}
            width={1600}
            height={1000}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="aspect-[16/10] w-full rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]"
          />
          <dl className="mt-8 grid gap-3 sm:grid-cols-3">
            <Fact label={t.eventDate} value={e.eventDate} icon={<IconCalendar className="size-5" />} />
            <Fact label={t.daysAndNights} value={f.daysNights(e.days, e.nights)} icon={<IconClock className="size-5" />} />
            <Fact label={t.people} value={t.peopleCount(e.peoples)} icon={<IconPeople className="size-5" />} />
          </dl>
          <h2 className="mt-10 text-3xl font-bold text-teal-950">{t.about}</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink">{e.shortDescription}</p>
          {e.description ? (
            <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
              {e.description.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          ) : null}
        </article>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)] ring-1 ring-line">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-semibold text-ink-muted">{t.startingPrice}</p>
              <DiscountBadge percent={discount} />
            </div>
            <Price present={e.presentPrice} previous={e.previousPrice} per="person" size="lg" className="mt-2" />
            <p className="mt-3 text-sm text-ink-muted">
              {e.eventDate} · {f.daysNights(e.days, e.nights)}
            </p>
            <ButtonLink to={`${href('/bookNow')}?event=${e._id}`} variant="accent" size="lg" className="mt-6 w-full">
              {t.bookNow}
            </ButtonLink>
            <p className="mt-3 text-center text-sm text-ink-muted">{t.advanceNote(ADVANCE_PERCENT)}</p>
          </div>
        </aside>
      </Container>
      <MobileBookBar present={e.presentPrice} previous={e.previousPrice} to={`${href('/bookNow')}?event=${e._id}`} />
    </main>
  );
}
