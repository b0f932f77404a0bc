import { useRouteLoaderData } from 'react-router';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site's public origin, from the root loader (for absolute Open Graph URLs). */
export function baseUrlFrom(matches: readonly (MetaMatch | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { baseUrl?: string } | undefined;
  return root?.baseUrl ?? '';
}

/**
 * Title, description, canonical link and Open Graph / Twitter tags for a page.
 * `path` is the page's path; `image` a site path such as /uploads/...
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
  const fullTitle = title.includes('Travelez') ? title : `${title} | Travelez`;
  const url = `${base}${path}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: 'Travelez' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type === 'product' ? 'website' : type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image.startsWith('http') ? image : `${base}${image}` });
    tags.push({ name: 'twitter:image', content: image.startsWith('http') ? image : `${base}${image}` });
  }
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return [...tags, { tagName: 'link', rel: 'canonical', href: url }];
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
