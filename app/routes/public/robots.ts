import { href } from 'react-router';
import { appFrom } from '../../context.ts';
import { pathIn } from '../../../shared/i18n/lang.ts';
import type { Route } from './+types/robots';

/** /robots.txt: crawl the public site, not the account, booking and admin screens. */
export function loader({ context }: Route.LoaderArgs) {
  const base = appFrom(context).config.baseUrl;
  // Pages with an id are listed as their prefix (every id); the JSON API is not a page route.
  const disallow = [
    '/api/',
    href('/signin'),
    href('/signup'),
    href('/dashboard'),
    href('/bookNow'),
    href('/detailsPackage/:id', { id: '' }),
    href('/manageAdmins'),
    href('/manageEvents'),
    href('/manageEventDetail/:id', { id: '' }),
    href('/manageBooking'),
    href('/bookDetails/:id', { id: '' }),
    href('/manageMessage'),
    href('/messageView/:id', { id: '' }),
    href('/touchMessageView/:id', { id: '' }),
    href('/managePackage'),
    href('/manageBlogs'),
    href('/manageReviews'),
    href('/manageReports'),
    href('/managePayments'),
    '/payments/',
    href('/manageAudit'),
    href('/manageMail'),
    href('/managePromoCodes'),
    href('/checkin'),
  ];
  // The same screens of the Bangla site, under /bn.
  const both = [...disallow, ...disallow.filter((d) => d !== '/api/').map((d) => pathIn('bn', d))];
  const body = ['User-agent: *', 'Allow: /', ...both.map((d) => `Disallow: ${d}`), '', `Sitemap: ${base}${href('/sitemap.xml')}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
