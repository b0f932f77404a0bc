import { href, Link } from 'react-router';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../lib/i18n.ts';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';
import { AccountAction, Logo, NavLinkItems, PhoneMenu, useNavBar } from '../layout/SiteNav.tsx';
import { cn } from '../ui/cn.ts';
import { adminPartsText } from './adminParts.text.ts';

/** The admin navigation bar of the spec (section 2), plus reviews, reports and the audit trail (labels: keys of adminPartsText). */
export const adminLinks = [
  { to: href('/'), label: 'navHome' },
  { to: href('/manageBooking'), label: 'navBookings' },
  { to: href('/managePayments'), label: 'navPayments' },
  // Loaded as a whole page: its own Content-Security-Policy lets its QR decoder (WebAssembly) compile.
  { to: href('/checkin'), label: 'navCheckin', reloadDocument: true },
  { to: href('/managePackage'), label: 'navPackages' },
  { to: href('/managePromoCodes'), label: 'navPromoCodes' },
  { to: href('/manageBlogs'), label: 'navBlogs' },
  { to: href('/manageEvents'), label: 'navEvents' },
  { to: href('/manageMessage'), label: 'navMessages' },
  { to: href('/manageReviews'), label: 'navReviews' },
  { to: href('/manageReports'), label: 'navReports' },
  { to: href('/manageAdmins'), label: 'navAdmins' },
  { to: href('/manageAudit'), label: 'navAudit' },
] as const;

/*
 * At xl the thirteen links share one row with the logo, the language switch and SignOut: a little
 * tighter there. The English labels are long (twelve took 1221 of the 1233 px left beside a scroll
 * bar at 1280 px, measured in Chromium), so they are set a size smaller (the thirteenth, promo
 * codes, is 'Promos'); the short Bangla ones keep their size. Below 2xl the wordmark beside the
 * mark is left to screen readers, so that 6 px a side part the links: with 2 px, "Manage Packages
 * Promos Manage Blogs" read as one run of words.
 */
const linkClasses: Record<Lang, string> = { en: 'xl:text-xs', bn: 'xl:text-[0.8125rem]' };

const linkClass =
  (lang: Lang) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      'block whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold transition-colors xl:px-1.5',
      linkClasses[lang],
      isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
    );

/** Fixed at the top once the page is scrolled 100 px (as the public nav); a menu on phones. */
export function AdminNav({ signedIn }: { signedIn: boolean }) {
  const { fixed, menuRef } = useNavBar();
  const lang = useLang();
  const t = adminPartsText[lang];
  const account = (
    <div className="flex items-center gap-2">
      <LanguageSwitch className="xl:px-2.5" />
      <AccountAction signedIn={signedIn} padding="px-4" />
    </div>
  );
  const links = (
    <NavLinkItems
      links={adminLinks.map((l) => ({ to: l.to, label: t[l.label], reloadDocument: 'reloadDocument' in l && l.reloadDocument }))}
      className={linkClass(lang)}
    />
  );

  return (
    <>
      {fixed ? <div aria-hidden="true" className="h-16 print:hidden" /> : null}
      <header
        data-testid="admin-nav"
        data-fixed={fixed ? 'true' : 'false'}
        className={cn('inset-x-0 top-0 z-50 bg-teal-950 print:hidden', fixed ? 'fixed shadow-lg' : 'relative')}
      >
        <nav aria-label={t.adminNav} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 xl:gap-2">
          <Link to={href('/manageBooking')} className="flex shrink-0 items-center gap-2">
            <Logo wordClassName="xl:max-2xl:sr-only" />
            <span className="rounded-full bg-marigold-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-teal-950">{t.adminBadge}</span>
          </Link>
          <ul className="hidden items-center xl:flex">{links}</ul>
          <div className="hidden xl:block">{account}</div>
          <PhoneMenu menuRef={menuRef} className="xl:hidden" links={links} account={account} />
        </nav>
      </header>
    </>
  );
}
