import { useRouteLoaderData } from 'react-router';
import { htmlLang, languages, ogLocale, pathIn, type Lang } from '../../shared/i18n/lang.ts';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site's public origin, from the root loader (for absolute Open Graph URLs). */
export function baseUrlFrom(matches: readonly (MetaMatch | undefined)[]): string {
  return rootDataOf(matches)?.baseUrl ?? '';
}

/** The page's language, from the root loader. */
export function langFrom(matches: readonly (MetaMatch | undefined)[]): Lang {
  return rootDataOf(matches)?.lang ?? 'en';
}

function rootDataOf(matches: readonly (MetaMatch | undefined)[]) {
  return matches.find((m) => m?.id === 'root')?.loaderData as { baseUrl?: string; lang?: Lang } | undefined;
}

/**
 * Title, description and Open Graph / Twitter tags for a page. `path` is the page's path without the language ('/tour', also on /bn/tour); `image` a
 * site path such as /uploads/...
 */
export function seo(
  matches: readonly (MetaMatch | undefined)[],
  {
    title,
    description,
    path,
    image,
    type = 'website',
    noindex = false,
  }: {
    title: string;
    description: string;
    path: string;
    image?: string;
    type?: 'website' | 'article' | 'product';
    noindex?: boolean;
  },
) {
  const base = baseUrlFrom(matches);
  const lang = langFrom(matches);
  const fullTitle = title.includes('Travelez') ? title : `${title} | Travelez`;
  const url = `${base}${pathIn(lang, path)}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: 'Travelez' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type === 'product' ? 'website' : type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale[lang] },
    { property: 'og:locale:alternate', content: ogLocale[lang === 'en' ? 'bn' : 'en'] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image.startsWith('http') ? image : `${base}${image}` });
    tags.push({ name: 'twitter:image', content: image.startsWith('http') ? image : `${base}${image}` });
  }
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  // The canonical link and the language alternates are every page's: root.tsx writes them.
  return tags;
}

/** Trims text to a meta description (about 155 characters, on a word boundary). */
export function describe(text: string, max = 155): string {
  const clean = text
    .replace(/[#*_>`[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1) > 60 ? clean.lastIndexOf(' ', max - 1) : max - 1)}…`;
}

/** Structured data (schema.org JSON-LD) for search engines, with the request's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const root = useRouteLoaderData('root') as { nonce?: string } | undefined;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Every page's canonical link (itself, in its language, without the query) and its address in each
 * language, English the default: both languages' pages name each other.
 */
export function LanguageLinks({ baseUrl, lang, path }: { baseUrl: string; lang: Lang; path: string }) {
  return (
    <>
      <link rel="canonical" href={`${baseUrl}${pathIn(lang, path)}`} />
      {languages.map((l) => (
        <link key={l} rel="alternate" hrefLang={htmlLang[l]} href={`${baseUrl}${pathIn(l, path)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${baseUrl}${pathIn('en', path)}`} />
    </>
  );
}
