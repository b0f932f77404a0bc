import { href } from 'react-router';
import { Counter } from '../../components/Counter.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { Faq, type FaqItem } from '../../components/Faq.tsx';
import { seo } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { Container, SectionHeading } from '../../components/ui/Section.tsx';
import { cancellationPolicyTexts, paymentPolicyTexts } from '../../../shared/policy.ts';
import { appFrom } from '../../context.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/about';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(matches, {
    title: 'About Us',
    description:
      'Travelez is a Dhaka tour operator: local guides, small groups, fair prices in Taka. Read our FAQ on refunds, instalments and hotel times.',
    path: href('/about'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = appFrom(context);
  const packages = await services.packages.list();
  const saintMartin = packages.find((p) => /saint martin/i.test(p.name));
  const header = packages.find((p) => /sundarban/i.test(p.name)) ?? packages[1] ?? packages[0];
  return {
    headerImage: header ? header.slider2 || header.displayPhoto : '',
    storyImage: packages[2]?.slider3 || packages[2]?.displayPhoto || '',
    saintMartin: saintMartin ? { id: saintMartin._id, photo: saintMartin.slider1 || saintMartin.displayPhoto } : null,
  };
}

/** Spec section 9's facts. */
export const faqItems: FaqItem[] = [
  {
    id: 'money-back',
    question: 'Can I get my money back if I cannot travel?',
    answer:
      'Yes. Tell us at least 7 days before the tour and we return your money under our cancellation policy. A refund takes 2 to 7 weeks to reach you.',
  },
  {
    id: 'instalments',
    question: 'Can I pay in instalments?',
    answer: 'Credit-card holders can pay in instalments of 6 to 12 months. Ask our team when you book.',
  },
  {
    id: 'taxes',
    question: 'Are there any hidden taxes or charges?',
    answer: 'No. There are no hidden taxes: the price you see per person is the price you pay.',
  },
  {
    id: 'advance',
    question: 'How much do I pay when I book?',
    answer: 'An advance of 30% of the tour cost at booking, and a second 30% after we e-mail you the reservation status.',
  },
  {
    id: 'hotel-times',
    question: 'What are the hotel check-in and check-out times?',
    answer: 'Hotel check-in is between 12:00 and 15:00, and check-out between 10:00 and 12:00.',
  },
];

/** Spec: four animated counters. (The spec's 'mounting' and 'Iceland' are typos for mountain and island.) */
export const aboutCounters = [
  { target: 37, label: 'Mountain Tours' },
  { target: 22, label: 'Island Tours' },
  { target: 49, label: 'Photos Clicked' },
  { target: 57, label: 'Ship Tours' },
];

const steps = [
  { title: 'Choose a tour', text: 'Browse tours and group events, compare days, group sizes and prices.' },
  { title: 'Book online', text: 'Sign in, pick your date and travellers, and pay the 30% advance by card.' },
  { title: 'We confirm', text: 'Our team e-mails your reservation status and the next steps.' },
  { title: 'Travel', text: 'Meet your guide. Transport, stays and meals are arranged for you.' },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { headerImage, storyImage, saintMartin } = loaderData;
  return (
    <main>
      <PageHeader title="About Us" subtitle="Local travellers, showing you the Bangladesh we love." image={headerImage} crumbs={[{ label: 'About Us' }]} />

      <section aria-labelledby="know-us" className="py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="know-us" eyebrow="Know us" title="A Dhaka tour operator since 2012" />
            <div className="mt-5 space-y-4 text-lg text-ink-muted">
              <p>
                Travelez plans trips across Bangladesh for families, friends and solo travellers: the coral beaches of Saint Martin Island,
                the long surf of Cox's Bazar, the mangrove channels of the Sundarbans, and the cloud-topped ridges of Sajek and Bandarban.
              </p>
              <p>
                Our guides are from the places we visit. We keep groups small, choose hotels we have stayed in ourselves, and answer the
                phone {company.hours}. In 2019 alone, {company.guestsPerYear} guests travelled with us.
              </p>
            </div>
          </div>
          {storyImage ? (
            <ResponsiveImage src={storyImage} alt="Travellers on a Travelez tour" width={1600} height={1000} sizes="(min-width: 1024px) 560px, 100vw" className="aspect-[4/3] w-full rounded-[2rem] shadow-[var(--shadow-lift)]" />
          ) : null}
        </Container>
      </section>

      {/* Counters */}
      <section aria-label="Travelez in numbers" className="bg-teal-900 py-16" data-testid="counters">
        <Container className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {aboutCounters.map((c) => (
            <Counter key={c.label} target={c.target} label={c.label} />
          ))}
        </Container>
      </section>

      {/* Offer */}
      <section aria-labelledby="offer-title" className="py-20">
        <Container>
          <div className="relative isolate overflow-hidden rounded-[2rem] bg-coral-700 px-6 py-12 text-white sm:px-12">
            {saintMartin?.photo ? (
              <ResponsiveImage src={saintMartin.photo} alt="" width={1600} height={1000} sizes="100vw" className="absolute inset-0 -z-20 size-full" />
            ) : null}
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-coral-700 via-coral-700/90 to-coral-700/40" />
            <p className="inline-block rounded-full bg-marigold-400 px-4 py-1 text-sm font-bold text-teal-950">Newly married?</p>
            <h2 id="offer-title" className="mt-4 max-w-xl text-3xl font-bold sm:text-5xl">
              25% discount for the newly married on Saint Martin Island
            </h2>
            <p className="mt-3 max-w-lg text-lg text-white/95">Celebrate on the coral island: sunsets, fresh coconuts and a beach to yourselves.</p>
            <ButtonLink to={saintMartin ? href('/singleTour/:id', { id: saintMartin.id }) : href('/tour')} variant="light" size="lg" className="mt-7">
              See the Saint Martin tour
            </ButtonLink>
          </div>
        </Container>
      </section>

      {/* How it works */}
      <section id="how-it-works" aria-labelledby="how-title" className="bg-sand-100 py-20">
        <Container>
          <SectionHeading id="how-title" eyebrow="How it works" title="From idea to island in four steps" align="center" />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line">
                <span className="flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white">{i + 1}</span>
                <h3 className="mt-4 font-sans text-lg font-bold text-teal-950">{s.title}</h3>
                <p className="mt-1 text-ink-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* FAQ */}
      <section id="faq" aria-labelledby="faq-title" className="py-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" lead="Still curious? Our team answers every message within one working day." />
          <Faq items={faqItems} />
        </Container>
      </section>

      {/* Policies */}
      <section id="payment" aria-labelledby="payment-title" className="pb-8">
        <Container className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 id="payment-title" className="text-2xl font-bold text-teal-950">
              Payment Options
            </h2>
            <p className="mt-2 text-ink-muted">Pay by card online; credit-card holders can spread the cost over 6 to 12 months.</p>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink">
              {paymentPolicyTexts.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">Cancellation charges</h2>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink">
              {cancellationPolicyTexts.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
          <div id="terms" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">Terms and Condition</h2>
            <p className="mt-3 text-ink-muted">
              Prices are per person in Taka and include what each tour lists. Itineraries may change for weather or safety; we always
              offer an equal alternative. Travellers carry a valid national ID or passport.
            </p>
          </div>
          <div id="privacy" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">Privacy and Policy</h2>
            <p className="mt-3 text-ink-muted">
              We keep only what we need to run your trip. We never store your full card number or CVC, and we never sell your data. Write
              to {company.email} to see or delete what we hold.
            </p>
          </div>
        </Container>
      </section>
    </main>
  );
}
