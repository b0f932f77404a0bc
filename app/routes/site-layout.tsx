import { Outlet, useMatches, useRouteLoaderData } from 'react-router';
import { SiteFooter } from '../components/layout/SiteFooter.tsx';
import { SiteNav } from '../components/layout/SiteNav.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { useText } from '../lib/i18n.ts';
import { layoutText } from '../components/layout/layout.text.ts';
import { LanguageSuggestion } from '../components/layout/LanguageSuggestion.tsx';

/** A route's `handle` may set `navOverlay: true` when its page starts with a photo header. */
export interface SiteHandle {
  navOverlay?: boolean;
}

/**
 * Header and footer around every public, account and booking page. Rendered by root.tsx (not a
 * route of its own, which would be one more script for every page to load).
 */
export function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const matches = useMatches();
  const overlay = matches.some((m) => (m.handle as SiteHandle | undefined)?.navOverlay === true);
  const signedIn = !!root?.viewer?.emailVerified;
  const t = useText(layoutText);
  return (
    <div className="group/site flex min-h-dvh flex-col" data-nav-overlay={overlay ? 'true' : 'false'}>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-marigold-400 px-4 py-2 font-semibold text-teal-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToContent}
      </a>
      <SiteNav signedIn={signedIn} overlay={overlay} />
      <div id="main" className="flex-1 pb-16">
        <Outlet />
      </div>
      <SiteFooter />
      <LanguageSuggestion />
    </div>
  );
}
