import { Form, href } from 'react-router';
import { blogSummary } from '../../components/cards/BlogCard.tsx';
import { eventSummary } from '../../components/cards/EventCard.tsx';
import { packageCardData } from '../../components/cards/PackageCard.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { IconPeople, IconPin } from '../../components/icons.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { langFrom, seo } from '../../components/seo.tsx';
import { companyText } from '../../components/company.text.ts';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { HeroImage } from '../../components/ui/HeroImage.tsx';
import { appFrom } from '../../context.ts';
import { useText } from '../../lib/i18n.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/home';
import { handlePublicForm } from './forms.server.ts';
import { HomeSections } from './home-sections.tsx';
import { HomeStrip } from './home-strip.tsx';
import { homeText } from './home.text.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = homeText[langFrom(matches)];
  return seo(matches, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: href('/'),
    image: loaderData?.heroImage,
  });
}

/** Spec: Home shows packages 1-6 and blogs 1-3. */
export const homePackageCount = 6;
export const homeBlogCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = appFrom(context);
  const [packages, events, blogs, next] = await Promise.all([
    services.packages.list(lang),
    services.events.list(lang),
    services.blogs.list(lang),
    services.search.nextDepartures(),
  ]);
  const first = packages[0];
  return {
    packages: packages.slice(0, homePackageCount).map((p) => packageCardData(p, next.get(p._id))),
    events: events.map(eventSummary),
    blogs: blogs.slice(0, homeBlogCount).map(blogSummary),
    heroImage: first ? first.slider1 || first.displayPhoto : '',
  };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, request }: Route.ActionArgs) {
  return handlePublicForm(appFrom(context).services, request);
}


export default function Home({ loaderData }: Route.ComponentProps) {
  const { packages, events, blogs, heroImage } = loaderData;
  const t = useText(homeText);
  const c = useText(companyText);
  return (
    <main>
      {/* Hero */}
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-teal-950 text-white" aria-labelledby="hero-title">
        {heroImage ? <HeroImage src={heroImage} className="absolute inset-0 -z-20 size-full object-cover" /> : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-teal-950 via-teal-950/55 to-teal-950/30" />
        <Container className="pt-32 pb-28 sm:pb-36">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur">
            <span className="size-2 rounded-full bg-marigold-400" aria-hidden="true" />
            {t.guestsAYear(c.guestsPerYear)}
          </p>
          <h1 id="hero-title" className="mt-5 max-w-3xl text-[2.6rem] leading-[1.08] font-bold sm:text-6xl lg:text-7xl">
            {t.heroTitle}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">{t.heroLead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={href('/tour')} variant="accent" size="lg">
              {t.exploreTour}
            </ButtonLink>
            <ButtonLink to={href('/about')} variant="light" size="lg" className="bg-white/90">
              {t.whyTravelez}
            </ButtonLink>
          </div>
          <Form
            method="get"
            action={href('/tour')}
            role="search"
            aria-label={t.searchLabel}
            className="mt-8 flex max-w-2xl flex-col gap-2 rounded-3xl bg-white p-2 shadow-[var(--shadow-lift)] sm:flex-row sm:items-center sm:rounded-full"
          >
            <label className="flex flex-1 items-center gap-2 rounded-full px-4 text-ink focus-within:ring-3 focus-within:ring-marigold-500">
              <span className="sr-only">{t.where}</span>
              <IconPin className="size-5 shrink-0 text-teal-700" />
              <input name="where" type="search" placeholder={t.wherePlaceholder} maxLength={100} className="min-h-11 w-full bg-transparent text-base placeholder:text-ink-muted focus:outline-none" />
            </label>
            <label className="flex items-center gap-2 rounded-full px-4 text-ink focus-within:ring-3 focus-within:ring-marigold-500 sm:w-36 sm:border-l sm:border-line">
              <span className="sr-only">{t.guestNumber}</span>
              <IconPeople className="size-5 shrink-0 text-teal-700" />
              <input name="guests" type="number" min={1} max={50} inputMode="numeric" placeholder={t.guestsPlaceholder} className="min-h-11 w-full bg-transparent text-base placeholder:text-ink-muted focus:outline-none" />
            </label>
            <Button type="submit" variant="primary" size="md">
              {t.findTour}
            </Button>
          </Form>
        </Container>
      </section>

      <HomeStrip />

      <HomeSections events={events} packages={packages} blogs={blogs} />
    </main>
  );
}
