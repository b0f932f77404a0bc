import { href } from 'react-router';
import { Counter } from '../../components/Counter.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { Faq, type FaqItem } from '../../components/Faq.tsx';
import { langFrom, seo } from '../../components/seo.tsx';
import { companyText, digitsIn } from '../../components/company.text.ts';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { Container, SectionHeading } from '../../components/ui/Section.tsx';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { ADVANCE_PERCENT, policyTextsIn, SECOND_INSTALMENT_PERCENT } from '../../../shared/policy.ts';
import { appFrom } from '../../context.ts';
import { useFormat, useLang, useText } from '../../lib/i18n.ts';
import { aboutText } from './about.text.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/about';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = aboutText[langFrom(matches)];
  return seo(matches, {
    title: t.title,
    description: t.metaDescription,
    path: href('/about'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = appFrom(context);
  const packages = await services.packages.list(lang);
  const saintMartin = packages.find((p) => /saint martin/i.test(p.name));
  const header = packages.find((p) => /sundarban/i.test(p.name)) ?? packages[1] ?? packages[0];
  return {
    headerImage: header ? header.slider2 || header.displayPhoto : '',
    storyImage: packages[2]?.slider3 || packages[2]?.displayPhoto || '',
    saintMartin: saintMartin ? { id: saintMartin._id, photo: saintMartin.slider1 || saintMartin.displayPhoto } : null,
  };
}

/** The year Travelez started, and the year of the guest count. */
const foundedIn = 2012;
const guestsYear = 2019;
/** Instalments for credit-card holders, in months. */
const instalmentMonths = { from: 6, to: 12 };
/** The newly-weds' discount on Saint Martin Island, in percent. */
const newlyWedsDiscount = 25;

/** Spec section 9's facts, in a language. */
export function faqItems(lang: Lang): FaqItem[] {
  const t = aboutText[lang];
  return [
    { id: 'money-back', question: t.moneyBackQ, answer: t.moneyBackA(7, 2, 7) },
    { id: 'instalments', question: t.instalmentsQ, answer: t.instalmentsA(instalmentMonths.from, instalmentMonths.to) },
    { id: 'taxes', question: t.taxesQ, answer: t.taxesA },
    { id: 'advance', question: t.advanceQ, answer: t.advanceA(ADVANCE_PERCENT, SECOND_INSTALMENT_PERCENT) },
    { id: 'hotel-times', question: t.hotelQ, answer: t.hotelA(12, 15, 10, 12) },
  ];
}

/** Spec: four animated counters. (The spec's 'mounting' and 'Iceland' are typos for mountain and island.) */
export const aboutCounters = [
  { target: 37, label: 'mountainTours' },
  { target: 22, label: 'islandTours' },
  { target: 49, label: 'photosClicked' },
  { target: 57, label: 'shipTours' },
] as const;

const steps = [
  { title: 'chooseTitle', text: 'chooseText' },
  { title: 'bookTitle', text: 'bookText' },
  { title: 'confirmTitle', text: 'confirmText' },
  { title: 'travelTitle', text: 'travelText' },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { headerImage, storyImage, saintMartin } = loaderData;
  const t = useText(aboutText);
  const c = useText(companyText);
  const f = useFormat();
  const policy = policyTextsIn(f.lang);
  const lang = useLang();
  const faq = faqItems(lang);
  return (
    <main>
      <PageHeader title={t.title} subtitle={t.subtitle} image={headerImage} crumbs={[{ label: t.title }]} />

      <section aria-labelledby="know-us" className="py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="know-us" eyebrow={t.knowUs} title={t.knowTitle(digitsIn(lang, foundedIn))} />
            <div className="mt-5 space-y-4 text-lg text-ink-muted">
              <p>{t.know1}</p>
              <p>{t.know2(c.hours, digitsIn(lang, guestsYear), c.guestsPerYear)}</p>
            </div>
          </div>
          {storyImage ? (
            <ResponsiveImage src={storyImage} alt={t.storyPicture} width={1600} height={1000} sizes="(min-width: 1024px) 560px, 100vw" className="aspect-[4/3] w-full rounded-[2rem] shadow-[var(--shadow-lift)]" />
          ) : null}
        </Container>
      </section>

      {/* Counters */}
      <section aria-label={t.inNumbers} className="bg-teal-900 py-16" data-testid="counters">
        <Container className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {aboutCounters.map((c) => (
            <Counter key={c.label} target={c.target} label={t[c.label]} />
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
            <p className="inline-block rounded-full bg-marigold-400 px-4 py-1 text-sm font-bold text-teal-950">{t.newlyMarried}</p>
            <h2 id="offer-title" className="mt-4 max-w-xl text-3xl font-bold sm:text-5xl">
              {t.offerTitle(f.number(newlyWedsDiscount))}
            </h2>
            <p className="mt-3 max-w-lg text-lg text-white/95">{t.offerText}</p>
            <ButtonLink to={saintMartin ? href('/singleTour/:id', { id: saintMartin.id }) : href('/tour')} variant="light" size="lg" className="mt-7">
              {t.seeSaintMartin}
            </ButtonLink>
          </div>
        </Container>
      </section>

      {/* How it works */}
      <section id="how-it-works" aria-labelledby="how-title" className="bg-sand-100 py-20">
        <Container>
          <SectionHeading id="how-title" eyebrow={t.howItWorks} title={t.howTitle} align="center" />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line">
                <span className="flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white">{f.number(i + 1)}</span>
                <h3 className="mt-4 font-sans text-lg font-bold text-teal-950">{t[s.title]}</h3>
                <p className="mt-1 text-ink-muted">{s.text === 'bookText' ? t.bookText(f.number(ADVANCE_PERCENT)) : t[s.text]}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* FAQ */}
      <section id="faq" aria-labelledby="faq-title" className="py-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="faq-title" eyebrow={t.faq} title={t.faqTitle} lead={t.faqLead} />
          <Faq items={faq} />
        </Container>
      </section>

      {/* Policies */}
      <section id="payment" aria-labelledby="payment-title" className="pb-8">
        <Container className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 id="payment-title" className="text-2xl font-bold text-teal-950">
              {t.paymentTitle}
            </h2>
            <p className="mt-2 text-ink-muted">{t.paymentLead(f.number(instalmentMonths.from), f.number(instalmentMonths.to))}</p>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink">
              {policy.payment.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">{t.cancellationTitle}</h2>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink">
              {policy.cancellation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div id="terms" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">{t.termsTitle}</h2>
            <p className="mt-3 text-ink-muted">{t.termsText}</p>
          </div>
          <div id="privacy" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
            <h2 className="text-2xl font-bold text-teal-950">{t.privacyTitle}</h2>
            <p className="mt-3 text-ink-muted">{t.privacyText(company.email)}</p>
          </div>
        </Container>
      </section>
    </main>
  );
}
