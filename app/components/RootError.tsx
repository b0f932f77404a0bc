import { href, isRouteErrorResponse } from 'react-router';
import { ButtonLink } from './ui/Button.tsx';

/** The root error boundary: a failure that no page's own boundary caught (root.tsx). */
export function RootError({ error }: { error: unknown }) {
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
      <h1 className="mt-4 text-3xl font-bold text-teal-950">{status === 403 ? 'Admins only' : status === 404 ? 'Page not found' : 'Sorry'}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      <ButtonLink to={href('/')} reloadDocument className="mt-8" variant="primary">
        Back to Home
      </ButtonLink>
    </main>
  );
}
