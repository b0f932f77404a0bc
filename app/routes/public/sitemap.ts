import { href } from 'react-router';
import { appFrom } from '../../context.ts';
import { htmlLang, languages, pathIn } from '../../../shared/i18n/lang.ts';
import type { Route } from './+types/sitemap';

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * /sitemap.xml: the public pages, every tour, blog post and upcoming event, in English and in
 * Bangla; each address names its other language's (xhtml:link hreflang), as the pages do.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, config } = appFrom(context);
  const [packages, blogs, events] = await Promise.all([services.packages.list(), services.blogs.list(), services.events.list()]);
  const base = config.baseUrl;
  const entries: { loc: string; priority: string; lastmod?: string }[] = [
    { loc: href('/'), priority: '1.0' },
    { loc: href('/tour'), priority: '0.9' },
    { loc: href('/blog'), priority: '0.8' },
    { loc: href('/about'), priority: '0.6' },
    { loc: href('/contact'), priority: '0.6' },
    { loc: href('/host'), priority: '0.5' },
    ...events.map((e) => ({ loc: href('/upComingEventDetails/:id', { id: e._id }), priority: '0.8' })),
    ...packages.map((p) => ({ loc: href('/singleTour/:id', { id: p._id }), priority: '0.7' })),
    ...blogs.map((b) => ({ loc: href('/singleBlog/:id', { id: b._id }), priority: '0.6', lastmod: b.date })),
  ];
  const alternates = (path: string) =>
    [...languages.map((l) => [htmlLang[l], pathIn(l, path)]), ['x-default', path]]
      .map(([hreflang, loc]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(base + loc)}"/>`)
      .join('');
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries
      .flatMap((e) =>
        languages.map(
          (l) =>
            `  <url><loc>${xmlEscape(base + pathIn(l, e.loc))}</loc>${alternates(e.loc)}${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}<priority>${e.priority}</priority></url>`,
        ),
      )
      .join('\n') +
    '\n</urlset>\n';
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
