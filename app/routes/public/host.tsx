import { href } from 'react-router';
import { langFrom, seo } from '../../components/seo.tsx';
import { companyText } from '../../components/company.text.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { appFrom } from '../../context.ts';
import { formatsOf, useFormat, useText } from '../../lib/i18n.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/host';
import { hostText } from './host.text.ts';

/** The host's facts. */
const yearsGuiding = 12;
const districtsVisited = 64;
const averageRating = 4.9;

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = hostText[lang];
  return seo(matches, {
    title: t.metaTitle,
    description: t.metaDescription(formatsOf(lang).number(yearsGuiding)),
    path: href('/host'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = appFrom(context);
  const [packages, blogs] = await Promise.all([services.packages.list(lang), services.blogs.list(lang)]);
  return {
    headerImage: packages[5]?.slider1 || packages[0]?.displayPhoto || '',
    portrait: blogs[0]?.authorPhoto ?? '',
  };
}

const facts = [
  { value: yearsGuiding, label: 'yearsGuiding' },
  { value: districtsVisited, label: 'districtsVisited' },
  { value: averageRating, label: 'averageRating' },
] as const;

export default function Host({ loaderData }: Route.ComponentProps) {
  const t = useText(hostText);
  const c = useText(companyText);
  const f = useFormat();
  return (
    <main>
      <PageHeader title={t.title} subtitle={t.subtitle} image={loaderData.headerImage} crumbs={[{ label: t.crumb }]} />
      <Container className="py-16">
        <article className="grid gap-10 rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10 lg:grid-cols-[18rem_1fr]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <ResponsiveImage src={loaderData.portrait} alt={t.portrait} width={480} height={480} sizes="224px" className="size-48 rounded-full ring-8 ring-teal-50 lg:size-56" />
            <h2 className="mt-6 text-3xl font-bold text-teal-950">{t.name}</h2>
            <p className="font-semibold text-coral-700">{t.role}</p>
            <p className="mt-2 text-sm text-ink-muted">{t.speaks}</p>
          </div>
          <div>
            <dl className="grid grid-cols-3 gap-3">
              {facts.map((fact) => (
                <div key={fact.label} className="rounded-2xl bg-sand-100 p-4 text-center">
                  <dt className="text-sm text-ink-muted">{t[fact.label]}</dt>
                  <dd className="order-first font-display text-3xl font-bold text-teal-900">{f.number(fact.value)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 space-y-4 text-lg text-ink-muted">
              <p>{t.bio1}</p>
              <p>{t.bio2(c.hours)}</p>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={href('/tour')} variant="accent" size="lg">
                {t.exploreTours}
              </ButtonLink>
              <ButtonLink to={href('/contact')} variant="secondary" size="lg">
                {t.sendMessage}
              </ButtonLink>
            </div>
          </div>
        </article>
      </Container>
    </main>
  );
}
