import { href } from 'react-router';
import { EventsCarousel } from '../../components/carousel/EventsCarousel.tsx';
import { BlogCard, type BlogSummary } from '../../components/cards/BlogCard.tsx';
import type { EventSummary } from '../../components/cards/EventCard.tsx';
import { PackageCard, type PackageCardData } from '../../components/cards/PackageCard.tsx';
import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { useMessageFields } from '../../components/forms/message-fields.ts';
import { companyText, digitsIn } from '../../components/company.text.ts';
import { BusIllustration } from '../../components/illustrations.tsx';
import { NewsletterBox } from '../../components/NewsletterBox.tsx';
import { JsonLd } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container, EmptyState, SectionHeading } from '../../components/ui/Section.tsx';
import { getInTouchRules } from '../../../shared/schemas/public-forms.ts';
import { useLang, useText } from '../../lib/i18n.ts';
import { homeText } from './home.text.ts';

/** The year Travelez started. */
const foundedIn = 2012;

/**
 * Home below its first screen: Our Story, the events, the popular packages, the blogs, the
 * newsletter and GET IN TOUCH (and the company's structured data). Each section is `below-fold`
 * with about its content's height (its padding comes on top) at 375 and 1280 px: the browser lays out only the ones near the window.
 * (One wrapper around them all was near the window on a phone, so all 3,000+ px of them were laid
 * out before the first paint.)
 */
export function HomeSections({ events, packages, blogs }: { events: EventSummary[]; packages: PackageCardData[]; blogs: BlogSummary[] }) {
  const t = useText(homeText);
  const c = useText(companyText);
  const lang = useLang();
  const messageFields = useMessageFields();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TravelAgency',
          name: 'Travelez',
          description: c.tagline,
          telephone: company.phone,
          email: company.email,
          address: { '@type': 'PostalAddress', streetAddress: c.address, addressCountry: 'BD' },
          openingHours: 'Su-Th 09:00-17:00',
        }}
      />
      {/* Our Story */}
      <section aria-labelledby="story-title" className="py-20 sm:py-24 below-fold [--fold-height:50rem] [--fold-height-wide:26rem]">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow={t.since(digitsIn(lang, foundedIn))}
              title={t.ourStory}
              lead={t.storyLead}
            />
            <div className="mt-5 space-y-4 text-ink-muted">
              <p>{t.story1}</p>
              <p>{t.story2(c.guestsPerYear)}</p>
            </div>
            <ButtonLink to={href('/about')} variant="secondary" className="mt-7">
              {t.knowMore}
            </ButtonLink>
          </div>
          <BusIllustration />
        </Container>
      </section>

      {/* Upcoming events */}
      <section aria-labelledby="events-title" className="bg-sand-100 py-20 sm:py-24 below-fold [--fold-height:43rem] [--fold-height-wide:42rem]">
        <Container>
          <SectionHeading id="events-title" eyebrow={t.joinGroup} title={t.upcomingEvents} lead={t.eventsLead} />
          <div className="mt-10">
            {events.length > 0 ? (
              <EventsCarousel events={events} />
            ) : (
              <EmptyState title={t.noEvents}>{t.noEventsText}</EmptyState>
            )}
          </div>
        </Container>
      </section>

      {/* Popular destinations */}
      <section aria-labelledby="popular-title" className="py-20 sm:py-24 below-fold [--fold-height:198rem] [--fold-height-wide:69.5rem]">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="popular-title" eyebrow={t.popular} title={t.popularTitle} />
            <ButtonLink to={href('/tour')} variant="secondary">
              {t.seeAllTours}
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
              <EmptyState title={t.noTours}>{t.noToursText}</EmptyState>
            </div>
          )}
        </Container>
      </section>

      {/* Recent blogs */}
      <section aria-labelledby="blogs-title" className="bg-white py-20 sm:py-24 below-fold [--fold-height:115rem] [--fold-height-wide:41.5rem]">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="blogs-title" eyebrow={t.blogTips} title={t.blogTitle} />
            <ButtonLink to={href('/blog')} variant="secondary">
              {t.readBlog}
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
      <section aria-labelledby="newsletter-title" className="py-20 below-fold [--fold-height:24rem] [--fold-height-wide:14.5rem]">
        <Container>
          <NewsletterBox headingId="newsletter-title" />
        </Container>
      </section>

      {/* Get in touch */}
      <section aria-labelledby="touch-title" className="pb-24 below-fold [--fold-height:56rem] [--fold-height-wide:31rem]">
        <Container className="grid gap-10 overflow-hidden rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading id="touch-title" eyebrow={t.getInTouch} title={t.journeyStarts} />
            <p className="mt-4 text-ink-muted">{t.touchLead(c.hours)}</p>
            <dl className="mt-6 space-y-3 text-ink">
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t.callUs}</dt>
                <dd>
                  <a href={company.phoneHref} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
                    {company.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t.writeToUs}</dt>
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
            label={t.getInTouch}
            rules={getInTouchRules}
            submitLabel={t.getInTouch}
            fieldsClassName="sm:grid-cols-2"
            fields={messageFields}
          />
        </Container>
      </section>
    </>
  );
}
