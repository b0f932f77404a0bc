import { appFrom } from '../../context.ts';
import type { Route } from './+types/robots';

/** /robots.txt: crawl the public site, not the account, booking and admin screens. */
export function loader({ context }: Route.LoaderArgs) {
  const base = appFrom(context).config.baseUrl;
  const disallow = [
    '/api/',
    '/signin',
    '/signup',
    '/dashboard',
    '/bookNow',
    '/detailsPackage/',
    '/manageAdmins',
    '/manageEvents',
    '/manageEventDetail/',
    '/manageBooking',
    '/bookDetails/',
    '/manageMessage',
    '/messageView/',
    '/touchMessageView/',
    '/managePackage',
    '/manageBlogs',
  ];
  const body = ['User-agent: *', 'Allow: /', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
