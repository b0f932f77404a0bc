import { href } from 'react-router';
import { seo } from '../../components/seo.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { company } from '../../components/site.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { appFrom } from '../../context.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/host';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(matches, {
    title: 'Your host: Rafiq Ahmed',
    description: 'Meet Rafiq Ahmed, founder and lead guide of Travelez: 12 years of guiding travellers across Bangladesh.',
    path: href('/host'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await appFrom(context).services.packages.list();
  const blogs = await appFrom(context).services.blogs.list();
  return {
    headerImage: packages[5]?.slider1 || packages[0]?.displayPhoto || '',
    portrait: blogs[0]?.authorPhoto ?? '',
  };
}

const facts = [
  { value: '12', label: 'years guiding' },
  { value: '64', label: 'districts visited' },
  { value: '4.9', label: 'average rating' },
];

export default function Host({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHeader title="Meet your host" subtitle="The person who answers when you call Travelez." image={loaderData.headerImage} crumbs={[{ label: 'Host' }]} />
      <Container className="py-16">
        <article className="grid gap-10 rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10 lg:grid-cols-[18rem_1fr]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <ResponsiveImage src={loaderData.portrait} alt="Portrait of Rafiq Ahmed" width={480} height={480} sizes="224px" className="size-48 rounded-full ring-8 ring-teal-50 lg:size-56" />
            <h2 className="mt-6 text-3xl font-bold text-teal-950">Rafiq Ahmed</h2>
            <p className="font-semibold text-coral-700">Founder and lead guide</p>
            <p className="mt-2 text-sm text-ink-muted">Speaks Bangla, English and Hindi</p>
          </div>
          <div>
            <dl className="grid grid-cols-3 gap-3">
              {facts.map((f) => (
                <div key={f.label} className="rounded-2xl bg-sand-100 p-4 text-center">
                  <dt className="text-sm text-ink-muted">{f.label}</dt>
                  <dd className="order-first font-display text-3xl font-bold text-teal-900">{f.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 space-y-4 text-lg text-ink-muted">
              <p>
                Rafiq grew up on the banks of the Meghna and took his first group to the Sundarbans at nineteen. He founded Travelez to
                share the country he loves with care: small groups, honest prices, and guides who are from the places they show.
              </p>
              <p>
                He still leads the Saint Martin and Sajek trips himself each season, and reads every message that reaches our office in
                Dhaka ({company.hours}).
              </p>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={href('/tour')} variant="accent" size="lg">
                Explore his tours
              </ButtonLink>
              <ButtonLink to={href('/contact')} variant="secondary" size="lg">
                Send a message
              </ButtonLink>
            </div>
          </div>
        </article>
      </Container>
    </main>
  );
}
