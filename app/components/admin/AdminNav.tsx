import { useEffect, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { Logo, fixedNavOffset } from '../layout/SiteNav.tsx';
import { cn } from '../ui/cn.ts';

/** The admin navigation bar of the spec (section 2), plus the audit trail. */
export const adminLinks = [
  { to: '/', label: 'Home' },
  { to: '/manageBooking', label: 'All Booking' },
  { to: '/managePackage', label: 'Manage Packages' },
  { to: '/manageBlogs', label: 'Manage Blogs' },
  { to: '/manageEvents', label: 'Upcoming Events' },
  { to: '/manageMessage', label: 'Messages' },
  { to: '/manageAdmins', label: 'Admin' },
  { to: '/manageAudit', label: 'Audit Trail' },
] as const;

/** Fixed at the top once the page is scrolled 100 px (as the public nav); a menu on phones. */
export function AdminNav({ signedIn }: { signedIn: boolean }) {
  const [fixed, setFixed] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    const update = () => setFixed(window.scrollY >= fixedNavOffset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  useEffect(() => {
    menuRef.current?.removeAttribute('open');
  }, [location.pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-full px-3 py-2 text-sm font-semibold transition-colors',
      isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
    );
  const account = signedIn ? (
    <Form method="post" action="/signout" reloadDocument>
      <button
        type="submit"
        className="inline-flex min-h-10 items-center rounded-full border-2 border-white/70 px-4 text-sm font-semibold text-white hover:bg-white hover:text-teal-900"
      >
        SignOut
      </button>
    </Form>
  ) : (
    <Link
      to="/signin"
      className="inline-flex min-h-10 items-center rounded-full bg-marigold-400 px-4 text-sm font-bold text-teal-950 hover:bg-marigold-500"
    >
      SignIn
    </Link>
  );
  const links = (
    <>
      {adminLinks.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.to === '/'} className={linkClass}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </>
  );

  return (
    <>
      {fixed ? <div aria-hidden="true" className="h-16" /> : null}
      <header
        data-testid="admin-nav"
        data-fixed={fixed ? 'true' : 'false'}
        className={cn('inset-x-0 top-0 z-50 bg-teal-950', fixed ? 'fixed shadow-lg' : 'relative')}
      >
        <nav aria-label="Admin" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <Link to="/manageBooking" className="flex shrink-0 items-center gap-2">
            <Logo />
            <span className="rounded-full bg-marigold-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-teal-950">
              Admin
            </span>
          </Link>
          <ul className="hidden items-center gap-0.5 xl:flex">{links}</ul>
          <div className="hidden xl:block">{account}</div>
          <details ref={menuRef} className="group relative xl:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-white/40 px-4 text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
                <path className="hidden group-open:block" d="m6 6 12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
              Menu
            </summary>
            <div className="absolute right-0 mt-3 w-64 rounded-2xl bg-teal-950 p-3 shadow-2xl ring-1 ring-white/10">
              <ul className="flex flex-col">{links}</ul>
              <div className="mt-3 border-t border-white/10 pt-3">{account}</div>
            </div>
          </details>
        </nav>
      </header>
    </>
  );
}
