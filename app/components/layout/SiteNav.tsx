import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, href, Link, NavLink, useLocation, type NavLinkProps } from 'react-router';
import { cn } from '../ui/cn.ts';
import { mainLinks } from '../site.ts';
import { useText } from '../../lib/i18n.ts';
import { layoutText } from './layout.text.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The nav becomes fixed at the top once the page is scrolled this far (spec section 9). */
export const fixedNavOffset = 100;

/** The mark and the wordmark; `wordClassName` styles the wordmark (e.g. read only by screen readers where the bar is short of room). */
export function Logo({ className, wordClassName, light = true }: { className?: string; wordClassName?: string; light?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#0b4a50'} fillOpacity={light ? 0.14 : 1} />
        <circle cx="44" cy="20" r="7" fill="#f4b63f" />
        <path d="M6 46 22 28l10 10 8-7 18 15v6H6z" fill="#1c9aa3" />
        <path d="M6 50c8-4 16-4 26 0s18 4 26 0v8H6z" fill="#d7f0f1" />
      </svg>
      <span className={cn('font-display text-2xl font-bold tracking-tight', light ? 'text-white' : 'text-teal-950', wordClassName)}>
        Travel<span className="text-marigold-400">ez</span>
      </span>
    </span>
  );
}

/*
 * The parts the site's nav and the admin nav (components/admin/AdminNav.tsx) share: fixed once
 * scrolled, the links, the account action and the phone menu.
 */

/**
 * The state of a nav bar: `fixed` once the page is scrolled `fixedNavOffset`, and the phone menu
 * (`menuRef`, a <details>) closed again after each navigation.
 */
export function useNavBar(): { fixed: boolean; menuRef: RefObject<HTMLDetailsElement | null> } {
  const [fixed, setFixed] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    const update = () => setFixed(window.scrollY >= fixedNavOffset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Close the phone menu after a navigation.
  useEffect(() => {
    menuRef.current?.removeAttribute('open');
  }, [location.pathname]);

  return { fixed, menuRef };
}

/** The list items of a nav's links ('/' is active on the home page only). */
export function NavLinkItems({
  links,
  className,
}: {
  links: readonly { to: string; label: string; reloadDocument?: boolean }[];
  className: NavLinkProps['className'];
}) {
  return links.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.to === '/'} reloadDocument={l.reloadDocument} className={className}>
        {l.label}
      </NavLink>
    </li>
  ));
}

/** SignOut (a form: it works without JavaScript) for a signed-in person, SignIn for a visitor. */
export function AccountAction({ signedIn, padding }: { signedIn: boolean; padding: 'px-4' | 'px-5' }) {
  const t = useText(layoutText);
  return signedIn ? (
    <Form method="post" action={href('/signout')} reloadDocument>
      <button
        type="submit"
        className={cn(
          'inline-flex min-h-10 items-center rounded-full border-2 border-white/70',
          padding,
          'text-sm font-semibold text-white hover:bg-white hover:text-teal-900',
        )}
      >
        {t.signOut}
      </button>
    </Form>
  ) : (
    <Link
      to={href('/signin')}
      className={cn('inline-flex min-h-10 items-center rounded-full bg-marigold-400', padding, 'text-sm font-bold text-teal-950 hover:bg-marigold-500')}
    >
      {t.signIn}
    </Link>
  );
}

/**
 * The menu of narrow screens: a Menu button (bars, a cross when open) that shows the links and
 * the account action below it. `className` hides it from the width where the bar shows them.
 */
export function PhoneMenu({
  menuRef,
  className,
  links,
  account,
}: {
  menuRef: RefObject<HTMLDetailsElement | null>;
  className: string;
  links: ReactNode;
  account: ReactNode;
}) {
  const t = useText(layoutText);
  return (
    <details ref={menuRef} className={cn('group relative', className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-white/40 px-4 text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          <path className="hidden group-open:block" d="m6 6 12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
        {t.menu}
      </summary>
      <div className="absolute right-0 mt-3 w-64 rounded-2xl bg-teal-950 p-3 shadow-2xl ring-1 ring-white/10">
        <ul className="flex flex-col">{links}</ul>
        <div className="mt-3 border-t border-white/10 pt-3">{account}</div>
      </div>
    </details>
  );
}

/**
 * The site's navigation bar. Over a page's photo header it starts transparent (`overlay`); once
 * the page is scrolled 100 px it becomes fixed at the top with a solid background.
 */
export function SiteNav({ signedIn, overlay }: { signedIn: boolean; overlay: boolean }) {
  const { fixed, menuRef } = useNavBar();
  const solid = fixed || !overlay;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full px-3.5 py-2 text-[0.95rem] font-semibold transition-colors',
      isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white',
    );
  const t = useText(layoutText);
  const links = mainLinks.map((l) => ({ to: l.to, label: t[l.label] }));
  const account = (
    <div className="flex items-center gap-2">
      <LanguageSwitch />
      <AccountAction signedIn={signedIn} padding="px-5" />
    </div>
  );

  return (
    <>
      {/* Keeps the page from jumping when a non-overlay nav leaves the flow. */}
      {fixed && !overlay ? <div aria-hidden="true" className="h-[4.5rem]" /> : null}
      <header
        data-fixed={fixed ? 'true' : 'false'}
        data-testid="site-nav"
        className={cn(
          'inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
          fixed ? 'fixed animate-[navdown_0.3s_ease-out] bg-teal-950/95 shadow-lg backdrop-blur' : overlay ? 'absolute' : 'relative',
          solid ? 'bg-teal-950' : 'bg-gradient-to-b from-teal-950/70 to-transparent',
        )}
      >
        <nav aria-label={t.mainNav} className="mx-auto flex h-[4.5rem] max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={href('/')} aria-label={t.logoLabel} className="shrink-0">
            <Logo />
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">
            <NavLinkItems links={links} className={linkClass} />
          </ul>
          <div className="hidden lg:block">{account}</div>
          <PhoneMenu
            menuRef={menuRef}
            className="lg:hidden"
            links={<NavLinkItems links={links} className={(s) => cn(linkClass(s), 'block')} />}
            account={account}
          />
        </nav>
      </header>
    </>
  );
}
