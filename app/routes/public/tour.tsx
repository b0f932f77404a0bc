import { Form, href, useNavigation } from 'react-router';
import { RouteError } from '../../components/RouteError.tsx';
import { useEffect, useRef, useState } from 'react';
import { valuesTypedBeforeHydration } from '../../components/forms/typed-before-hydration.ts';
import { PackageCard, packageCardData, type PackageCardData } from '../../components/cards/PackageCard.tsx';
import { JsonLd, langFrom, seo } from '../../components/seo.tsx';
import { inLanguage } from '../../components/tour/json-ld.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { Container, EmptyState, SectionHeading } from '../../components/ui/Section.tsx';
import { dhakaDate } from '../../../shared/policy.ts';
import { pathIn } from '../../../shared/i18n/lang.ts';
import { checkForm, findTourRules } from '../../../shared/schemas/public-forms.ts';
import { findTourQuery, type FindTourQuery } from '../../../shared/schemas/search.ts';
import { appFrom } from '../../context.ts';
import { fieldErrorsOf, type FieldErrors } from '../../lib/forms.ts';
import { useLang, useText, useTranslateMessage } from '../../lib/i18n.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/tour';
import { searchesDepartures, searchSummary } from './tour-search.ts';
import { tourText } from './tour.text.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

/** Spec: /tour shows items 6 to 14 of the package list (slice(6, 14)), two per row. */
export const tourSlice = [6, 14] as const;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = tourText[langFrom(matches)];
  return seo(matches, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: href('/tour'),
    image: loaderData?.headerImage,
  });
}

const searchFields = ['where', 'checkIn', 'checkOut', 'guests'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, config, lang } = appFrom(context);
  const url = new URL(request.url);
  const values = Object.fromEntries(searchFields.map((f) => [f, (url.searchParams.get(f) ?? '').slice(0, 200)]));
  const searched = searchFields.some((f) => url.searchParams.has(f));
  const [all, next] = await Promise.all([services.packages.list(lang), services.search.nextDepartures()]);
  const today = dhakaDate();
  let results: PackageCardData[] | null = null;
  let query: FindTourQuery = {};
  let errors: FieldErrors = {};
  if (searched) {
    errors = checkForm(findTourRules(today), values);
    if (Object.keys(errors).length === 0) {
      const parsed = findTourQuery.safeParse(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')));
      if (parsed.success) {
        query = parsed.data;
        // Dates or guests: each card shows the first departure that fits; else the package's next one.
        results = (await services.search.findTourMatches(query, lang)).map((m) => packageCardData(m.pkg, m.departure ?? next.get(m.pkg._id)));
      } else errors = fieldErrorsOf(parsed.error);
    }
  }
  const gallery = all.slice(0, 8).map((p) => ({ src: p.slider2 || p.displayPhoto, alt: p.caption2 || p.name }));
  return {
    packages: all.slice(...tourSlice).map((p) => packageCardData(p, next.get(p._id))),
    results,
    query,
    values,
    errors,
    today,
    gallery,
    headerImage: all[3]?.slider1 || all[0]?.displayPhoto || '',
    baseUrl: config.baseUrl,
  };
}

export default function Tours({ loaderData }: Route.ComponentProps) {
  const { packages, results, query, values, errors: serverErrors, today, gallery, headerImage, baseUrl } = loaderData;
  const lang = useLang();
  const t = tourText[lang];
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t.listName,
          ...inLanguage(lang),
          itemListElement: packages.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: `${baseUrl}${pathIn(lang, href('/singleTour/:id', { id: p._id }))}`,
            name: `${p.name}: ${p.packageName}`,
          })),
        }}
      />
      <PageHeader title={t.title} subtitle={t.subtitle} image={headerImage} crumbs={[{ label: t.title }]} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {results ? <SearchResults results={results} query={query} /> : null}
          <section aria-labelledby="all-tours">
            <SectionHeading id="all-tours" eyebrow={t.ourPackages} title={t.chooseTrip} />
            {packages.length > 0 ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2" data-testid="tour-packages">
                {packages.map((p) => (
                  <li key={p._id}>
                    <PackageCard pkg={p} departure={p.next} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-8">
                <EmptyState title={t.moreOnTheWay}>{t.moreOnTheWayHelp}</EmptyState>
              </div>
            )}
          </section>
        </div>
        <aside className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
          <FindYourTour values={values} serverErrors={serverErrors} today={today} />
        </aside>
      </Container>
      <section aria-labelledby="gallery-title" className="bg-sand-100 py-16">
        <Container>
          <SectionHeading id="gallery-title" eyebrow={t.galleryEyebrow} title={t.galleryTitle} />
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {gallery.map((g, i) => (
              <li key={i} className={i === 0 || i === 5 ? 'md:col-span-2 md:row-span-2' : undefined}>
                <ResponsiveImage src={g.src} alt={g.alt} width={960} height={600} sizes="(min-width: 768px) 25vw, 50vw" className="size-full min-h-32 rounded-2xl" />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </main>
  );
}

function SearchResults({ results, query }: { results: PackageCardData[]; query: FindTourQuery }) {
  const lang = useLang();
  const t = tourText[lang];
  const dated = searchesDepartures(query);
  return (
    <section aria-labelledby="results-title" className="mb-16" data-testid="search-results">
      <h2 id="results-title" className="text-2xl font-bold text-teal-950 sm:text-3xl">
        {t.searchResults}
      </h2>
      <Notice tone={results.length ? 'success' : 'info'} className="mt-4">
        {searchSummary(results.length, query, lang)}
      </Notice>
      {results.length ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {results.map((p) => (
            <li key={p._id}>
              <PackageCard pkg={p} departure={p.next} departureLabel={dated ? t.firstDateThatFits : t.nextDate} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** 'Find your tour': a GET form, so results have a shareable address and work without JavaScript. */
function FindYourTour({ values, serverErrors, today }: { values: Record<string, string>; serverErrors: FieldErrors; today: string }) {
  const t = useText(tourText);
  const tm = useTranslateMessage();
  const [state, setState] = useState(values);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === href('/tour');
  const rules = findTourRules(today);
  const change = (name: string, value: string) => {
    const next = { ...state, [name]: value };
    setState(next);
    setErrors(checkForm(rules, next));
  };
  const formRef = useRef<HTMLFormElement>(null);
  // Keep what was typed before the page's code took over (see valuesTypedBeforeHydration).
  useEffect(() => {
    const early = valuesTypedBeforeHydration(formRef.current, ['where', 'checkIn', 'checkOut', 'guests'], state);
    if (Object.keys(early).length === 0) return;
    const next = { ...state, ...early };
    setState(next);
    setErrors(checkForm(rules, next));
    // Once, when the form first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form
      ref={formRef}
      method="get"
      action={href('/tour')}
      noValidate
      aria-labelledby="find-title"
      preventScrollReset
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line"
      onSubmit={(e) => {
        const all = checkForm(rules, state);
        if (Object.keys(all).length) {
          e.preventDefault();
          setErrors(all);
        }
      }}
    >
      <h2 id="find-title" className="text-2xl font-bold text-teal-950">
        {t.findTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.findHelp}</p>
      <div className="mt-5 grid gap-4">
        <Field
          label={t.where}
          name="where"
          type="search"
          placeholder={t.wherePlaceholder}
          value={state.where ?? ''}
          onChange={(e) => change('where', e.target.value)}
          error={tm(errors.where)}
        />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
           <Field label={t.checkIn} name="checkIn" type="date" inputClassName="px-3!" min={today} value={state.checkIn ?? ''} onChange={(e) => change('checkIn', e.target.value)} error={tm(errors.checkIn)} />
          <Field label={t.checkOut} name="checkOut" type="date" inputClassName="px-3!" min={state.checkIn || today} value={state.checkOut ?? ''} onChange={(e) => change('checkOut', e.target.value)} error={tm(errors.checkOut)} />
        </div>
        <Field label={t.guests} name="guests" type="number" inputMode="numeric" min={1} max={50} value={state.guests ?? ''} onChange={(e) => change('guests', e.target.value)} error={tm(errors.guests)} />
        <Button type="submit" variant="accent" size="lg" busy={busy} className="w-full">
          {t.searchTours}
        </Button>
      </div>
    </Form>
  );
}
