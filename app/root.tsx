import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { LanguageLinks } from './components/seo.tsx';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import { appFrom } from './context.ts';
import siteCssHref from './app.css?url';
import faviconSvg from '../public/favicon.svg?raw';
// The same files app.css declares (Vite gives both the one hashed name).
import interLatinHref from './fonts/inter-latin-400-700.woff2?url';
import playfairLatinHref from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import bengaliFontHref from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import { useLang } from './lib/i18n.ts';
import { htmlLang } from '../shared/i18n/lang.ts';
import { RootError } from './components/RootError.tsx';
import { AppUpdate } from './pwa/AppUpdate.tsx';
import { skipRevalidationAfterFailure } from './components/forms/client-action.ts';
import { SiteLayout } from './routes/site-layout.tsx';

/** A form that failed changed nothing: the viewer is not fetched again (nor fails the page offline). */
export const shouldRevalidate = skipRevalidationAfterFailure;

const faviconDataUrl = `data:image/svg+xml,${faviconSvg.trim().replaceAll('"', "'").replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E')}`;

export const links: Route.LinksFunction = () => [
  // The two font files every page's first screen uses (Inter's Latin part, Playfair Display bold for
  // the headings), asked for with the document instead of after the first style pass. A preloaded
  // font is fetched at high (not highest) priority, next to the first screen's image.
  { rel: 'preload', href: interLatinHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: playfairLatinHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // The icon travels inside the page (286 bytes): one request fewer while the first screen loads,
  // on a phone's slow link a connection fewer before the largest image. /favicon.svg stays for
  // everything else that asks for it.
  { rel: 'icon', href: faviconDataUrl, type: 'image/svg+xml' },
  // Installable (issue 27): the web app manifest and the home-screen icon (public/icons).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
  // The site's stylesheet, a hashed file the browser keeps a year.
  { rel: 'stylesheet', href: siteCssHref },
];

export function loader({ context }: Route.LoaderArgs) {
  const { viewer, nonce, config, lang } = appFrom(context);
  return {
    lang,
    viewer: viewer ? { name: viewer.name, email: viewer.email, emailVerified: viewer.emailVerified, isAdmin: viewer.isAdmin, image: viewer.image } : null,
    nonce,
    googleEnabled: config.googleEnabled,
    baseUrl: config.baseUrl,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  const lang = useLang();
  const { pathname } = useLocation();
  // An error page (a 404, a refusal) is not the page at its address: it names no canonical.
  const error = useRouteError();
  // `<html data-hydrated>` once React has taken over the page: a browser test waits for this
  // before it types.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A Bangla page's text is in Noto Sans Bengali (app.css): asked for with the document. */}
        {lang === 'bn' ? <link rel="preload" href={bengaliFontHref} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <meta name="theme-color" content="#0b4a50" />
        <Meta />
        {data && !error ? <LanguageLinks baseUrl={data.baseUrl} lang={lang} path={pathname} /> : null}
        <Links />
      </head>
      <body className="min-h-dvh bg-sand-50 font-sans text-ink antialiased">
        <AppUpdate viewer={data?.viewer?.email ?? ''} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The admin pages have their own frame (routes/admin/layout.tsx); every other page has the site's. */
const adminLayoutId = 'routes/admin/layout';

export default function App() {
  const matches = useMatches();
  return matches.some((m) => m.id === adminLayoutId) ? <Outlet /> : <SiteLayout />;
}

/** A failure outside every page's own boundary (RootError.tsx). */
export const ErrorBoundary = RootError;
