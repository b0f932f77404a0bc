import { useEffect } from 'react';
import { href } from 'react-router';
import { EventsCarousel } from '../../components/carousel/EventsCarousel.tsx';
import { BlogCard, type BlogSummary } from '../../components/cards/BlogCard.tsx';
import type { EventSummary } from '../../components/cards/EventCard.tsx';
import { PackageCard, type PackageCardData } from '../../components/cards/PackageCard.tsx';
import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { messageFields } from '../../components/forms/message-fields.ts';
import { BusIllustration } from '../../components/illustrations.tsx';
import { NewsletterBox } from '../../components/NewsletterBox.tsx';
import { JsonLd } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container, EmptyState, SectionHeading } from '../../components/ui/Section.tsx';
import { getInTouchRules } from '../../../shared/schemas/public-forms.ts';

/**
 * Home below its first screen: Our Story, the events, the popular packages, the blogs, the
 * newsletter and GET IN TOUCH (and the company's structured data). Its code loads when it comes
 * near the screen (see home.tsx).
 */
export function HomeSections({ events, packages, blogs }: { events: EventSummary[]; packages: PackageCardData[]; blogs: BlogSummary[] }) {
  // home.tsx's clientAction imports this when a form is sent: fetched now, with the forms, so that
  // sending works (and fails gracefully) even when the connection has gone meanwhile.
  useEffect(() => {
    void import('./home-action.ts');
  }, []);
  return (
    <>
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
            <ButtonLink to={href('/about')} variant="secondary" className="mt-7">
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
            <ButtonLink to={href('/tour')} variant="secondary">
              See all tours
            </ButtonLink>
          </div>
          {packages.length > 0 ? (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-packages">
              {packages.map((p) => (
                <li key={p._id}>
                  <PackageCard pkg={p} departure={p.next} />
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
            <ButtonLink to={href('/blog')} variant="secondary">
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
            fields={messageFields}
          />
        </Container>
      </section>
    </>
  );
}
