import { Form } from 'react-router';
import { BlogCard, blogSummary } from '../../components/cards/BlogCard.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { safeFormAction, skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { eventSummary } from '../../components/cards/EventCard.tsx';
import { IconPeople, IconPin, PackageCard, packageSummary } from '../../components/cards/PackageCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EventsCarousel } from '../../components/carousel/EventsCarousel.tsx';
import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { NewsletterBox } from '../../components/NewsletterBox.tsx';
import { BusIllustration } from '../../components/illustrations.tsx';
import { JsonLd, seo } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container, EmptyState, SectionHeading } from '../../components/ui/Section.tsx';
import { srcSetFor } from '../../../shared/images.ts';
import { getInTouchRules } from '../../../shared/schemas/public-forms.ts';
import { appFrom } from '../../context.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/home';
import { handlePublicForm } from './forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(matches, {
    title: 'Travelez | Tours across Bangladesh',
    description:
      "Lifelong memories just a few seconds away: tour packages to Saint Martin Island, Cox's Bazar, the Sundarbans, Sajek Valley and more, with upcoming group events and travel tips.",
    path: '/',
    image: loaderData?.heroImage,
  });
}

/** Spec: Home shows packages 1-6 and blogs 1-3. */
export const homePackageCount = 6;
export const homeBlogCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = appFrom(context);
  const [packages, events, blogs] = await Promise.all([services.packages.list(), services.events.list(), services.blogs.list()]);
  const first = packages[0];
  return {
    packages: packages.slice(0, homePackageCount).map(packageSummary),
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

const strip = [
  {
    title: 'Top Destinations',
    text: 'Coral islands, mangrove forests, tea gardens and cloud-topped hills, all across Bangladesh.',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  },
  {
    title: 'The Best Prices',
    text: 'Clear prices per person in Taka, with no hidden taxes and instalments for card holders.',
    icon: 'M20.6 12.6 12.6 20.6a2 2 0 0 1-2.8 0L3 13.8V3h10.8l6.8 6.8a2 2 0 0 1 0 2.8ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  },
  {
    title: 'Amazing Services',
    text: 'Local guides, safe transport and hotels we know, with a team in Dhaka on call for you.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.3 14.2-3.9-3.9 1.4-1.4 2.5 2.5 5.3-5.3 1.4 1.4-6.7 6.7Z',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { packages, events, blogs, heroImage } = loaderData;
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TravelAgency',
          name: 'Travelez',
          description: company.tagline,
          telephone: company.phone,
          email: company.email,
          address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'BD' },
          openingHours: 'Su-Th 09:00-17:00',
        }}
      />
      {/* Hero */}
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-teal-950 text-white" aria-labelledby="hero-title">
        {heroImage ? (
          <img
            src={heroImage}
            srcSet={srcSetFor(heroImage)}
            sizes="100vw"
            alt=""
            width={1600}
            height={1000}
            fetchPriority="high"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-teal-950 via-teal-950/55 to-teal-950/30" />
        <Container className="pt-32 pb-28 sm:pb-36">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur">
            <span className="size-2 rounded-full bg-marigold-400" aria-hidden="true" />
            {company.guestsPerYear} guests a year travel with us
          </p>
          <h1 id="hero-title" className="mt-5 max-w-3xl text-[2.6rem] leading-[1.08] font-bold sm:text-6xl lg:text-7xl">
            Lifelong memories just a few seconds away
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">Let's start your journey with us, your dream will come true</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/tour" variant="accent" size="lg">
              Explore Tour
            </ButtonLink>
            <ButtonLink to="/about" variant="light" size="lg" className="bg-white/90">
              Why Travelez
            </ButtonLink>
          </div>
          <Form
            method="get"
            action="/tour"
            role="search"
            aria-label="Quick tour search"
            className="mt-8 flex max-w-2xl flex-col gap-2 rounded-3xl bg-white p-2 shadow-[var(--shadow-lift)] sm:flex-row sm:items-center sm:rounded-full"
          >
            <label className="flex flex-1 items-center gap-2 rounded-full px-4 text-ink focus-within:ring-3 focus-within:ring-marigold-500">
              <span className="sr-only">Where</span>
              <IconPin className="size-5 shrink-0 text-teal-700" />
              <input name="where" type="search" placeholder="Where to? Sylhet, beach, hills…" maxLength={100} className="min-h-11 w-full bg-transparent text-base placeholder:text-ink-muted focus:outline-none" />
            </label>
            <label className="flex items-center gap-2 rounded-full px-4 text-ink focus-within:ring-3 focus-within:ring-marigold-500 sm:w-36 sm:border-l sm:border-line">
              <span className="sr-only">Guest number</span>
              <IconPeople className="size-5 shrink-0 text-teal-700" />
              <input name="guests" type="number" min={1} max={50} inputMode="numeric" placeholder="Guests" className="min-h-11 w-full bg-transparent text-base placeholder:text-ink-muted focus:outline-none" />
            </label>
            <Button type="submit" variant="primary" size="md">
              Find your tour
            </Button>
          </Form>
        </Container>
      </section>

      {/* Info strip */}
      <Container className="relative z-10 -mt-16">
        <ul className="grid gap-4 md:grid-cols-3">
          {strip.map((s) => (
            <li key={s.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)] ring-1 ring-line md:flex-col lg:flex-row">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
                <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
                  <path d={s.icon} />
                </svg>
              </span>
              <div>
                <h2 className="font-sans text-lg font-bold text-teal-950">{s.title}</h2>
                <p className="mt-1 text-[0.95rem] text-ink-muted">{s.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>

      {/* Our Story */}
      <section aria-labelledby="story-title" className="py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="Since 2012"
              title="Our Story"
              lead="We started with one rented minibus and a dream: to show travellers the Bangladesh we grew up in."
            />
            <div className="mt-5 space-y-4 text-ink-muted">
              <p>
                From the coral shores of Saint Martin Island to the tea terraces of Srimangal, our guides are locals who know the tides,
                the trails and the best fish curry in town. Every trip is planned in Dhaka by people who have made it themselves.
              </p>
              <p>
                Today more than {company.guestsPerYear} guests a year travel with us, and many come back with their families. Small
                groups, fair prices and a phone that is always answered: that is the Travelez promise.
              </p>
            </div>
            <ButtonLink to="/about" variant="secondary" className="mt-7">
              Know more about us
            </ButtonLink>
          </div>
          <BusIllustration />
        </Container>
      </section>

      {/* Upcoming events */}
      <section aria-labelledby="events-title" className="bg-sand-100 py-20 sm:py-24">
        <Container>
          <SectionHeading id="events-title" eyebrow="Join a group" title="Upcoming Events" lead="Fixed-date group trips with guides, transport and stays arranged." />
          <div className="mt-10">
            {events.length > 0 ? (
              <EventsCarousel events={events} />
            ) : (
              <EmptyState title="No upcoming events right now">New group trips are added every month. Meanwhile, explore our tours.</EmptyState>
            )}
          </div>
        </Container>
      </section>

      {/* Popular destinations */}
      <section aria-labelledby="popular-title" className="py-20 sm:py-24">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="popular-title" eyebrow="Popular destinations" title="Where our travellers go" />
            <ButtonLink to="/tour" variant="secondary">
              See all tours
            </ButtonLink>
          </div>
          {packages.length > 0 ? (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-packages">
              {packages.map((p) => (
                <li key={p._id}>
                  <PackageCard pkg={p} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10">
              <EmptyState title="No tours yet">Our team is preparing new tours. Please check back soon.</EmptyState>
            </div>
          )}
        </Container>
      </section>

      {/* Recent blogs */}
      <section aria-labelledby="blogs-title" className="bg-white py-20 sm:py-24">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="blogs-title" eyebrow="Recent blog tips" title="Travel tips from the road" />
            <ButtonLink to="/blog" variant="secondary">
              Read the blog
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="home-blogs">
            {blogs.map((b) => (
              <li key={b._id}>
                <BlogCard blog={b} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Newsletter */}
      <section aria-labelledby="newsletter-title" className="py-20">
        <Container>
          <NewsletterBox headingId="newsletter-title" />
        </Container>
      </section>

      {/* Get in touch */}
      <section aria-labelledby="touch-title" className="pb-24">
        <Container className="grid gap-10 overflow-hidden rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading id="touch-title" eyebrow="GET IN TOUCH" title="Your Journey Starts Here" />
            <p className="mt-4 text-ink-muted">
              Tell us where you would like to go, when, and with whom. A travel planner answers within one working day ({company.hours}).
            </p>
            <dl className="mt-6 space-y-3 text-ink">
              <div>
                <dt className="text-sm font-semibold text-ink-muted">Call us</dt>
                <dd>
                  <a href={company.phoneHref} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
                    {company.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">Write to us</dt>
                <dd>
                  <a href={`mailto:${company.email}`} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
                    {company.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
          <LiveForm
            intent="touch"
            label="GET IN TOUCH"
            rules={getInTouchRules}
            submitLabel="GET IN TOUCH"
            fieldsClassName="sm:grid-cols-2"
            fields={[
              { name: 'name', label: 'Name', autoComplete: 'name' },
              { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
              { name: 'subject', label: 'Subject', className: 'sm:col-span-2' },
              { name: 'message', label: 'Message', multiline: true, className: 'sm:col-span-2' },
            ]}
          />
        </Container>
      </section>
    </main>
  );
}
