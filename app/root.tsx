import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { appFrom } from './context.ts';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/playfair-display/latin-700.css';
import './app.css';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import playfairBold from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import { ButtonLink } from './components/ui/Button.tsx';
import { skipRevalidationAfterFailure } from './components/forms/client-action.ts';

/** A form that failed changed nothing: the viewer is not fetched again (nor fails the page offline). */
export const shouldRevalidate = skipRevalidationAfterFailure;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The body face and the headline face are on every first screen: fetch them early.
  { rel: 'preload', href: interRegular, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: playfairBold, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function loader({ context }: Route.LoaderArgs) {
  const { viewer, nonce, config } = appFrom(context);
  return {
    viewer: viewer
      ? { name: viewer.name, email: viewer.email, emailVerified: viewer.emailVerified, isAdmin: viewer.isAdmin, image: viewer.image }
      : null,
    nonce,
    googleEnabled: config.googleEnabled,
    baseUrl: config.baseUrl,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4a50" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-sand-50 font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : error.statusText
    : 'Something went wrong on our side. Please try again.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <title>{`${status} | Travelez`}</title>
      <p className="font-display text-7xl font-bold text-teal-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-teal-950">
        {status === 403 ? 'Admins only' : status === 404 ? 'Page not found' : 'Sorry'}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      <ButtonLink to="/" reloadDocument className="mt-8" variant="primary">
        Back to Home
      </ButtonLink>
    </main>
  );
}
