import { href, Link } from 'react-router';
import { AccountAction, Logo, NavLinkItems, PhoneMenu, useNavBar } from '../layout/SiteNav.tsx';
import { cn } from '../ui/cn.ts';

/** The admin navigation bar of the spec (section 2), plus reviews, reports and the audit trail. */
export const adminLinks = [
  { to: href('/'), label: 'Home' },
  { to: href('/manageBooking'), label: 'All Booking' },
  { to: href('/managePayments'), label: 'Payments' },
  { to: href('/checkin'), label: 'Check-in' },
  { to: href('/managePackage'), label: 'Manage Packages' },
  { to: href('/manageBlogs'), label: 'Manage Blogs' },
  { to: href('/manageEvents'), label: 'Upcoming Events' },
  { to: href('/manageMessage'), label: 'Messages' },
  { to: href('/manageReviews'), label: 'Reviews' },
  { to: href('/manageReports'), label: 'Reports' },
  { to: href('/manageAdmins'), label: 'Admin' },
  { to: href('/manageAudit'), label: 'Audit Trail' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // At xl the twelve links share one row with the logo and SignOut: a little tighter there.
    'block whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold transition-colors xl:px-1 xl:text-[0.8125rem]',
    isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
  );

/** Fixed at the top once the page is scrolled 100 px (as the public nav); a menu on phones. */
export function AdminNav({ signedIn }: { signedIn: boolean }) {
  const { fixed, menuRef } = useNavBar();
  const account = <AccountAction signedIn={signedIn} padding="px-4" />;
  const links = <NavLinkItems links={adminLinks} className={linkClass} />;

  return (
    <>
      {fixed ? <div aria-hidden="true" className="h-16 print:hidden" /> : null}
      <header
        data-testid="admin-nav"
        data-fixed={fixed ? 'true' : 'false'}
        className={cn('inset-x-0 top-0 z-50 bg-teal-950 print:hidden', fixed ? 'fixed shadow-lg' : 'relative')}
      >
        <nav aria-label="Admin" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <Link to={href('/manageBooking')} className="flex shrink-0 items-center gap-2">
            <Logo />
            <span className="rounded-full bg-marigold-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-teal-950">Admin</span>
          </Link>
          <ul className="hidden items-center xl:flex">{links}</ul>
          <div className="hidden xl:block">{account}</div>
          <PhoneMenu menuRef={menuRef} className="xl:hidden" links={links} account={account} />
        </nav>
      </header>
    </>
  );
}
