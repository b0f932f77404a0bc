import { href, isRouteErrorResponse, useRouteError } from 'react-router';
import { LostPicture } from './RouteError.tsx';
import { ButtonLink } from './ui/Button.tsx';
import { Container } from './ui/Container.tsx';

/**
 * An error boundary for pages inside the site layout: a missing item shows the not-found picture
 * (with the nav and footer still there); other failures say so plainly.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : status === 404
        ? 'We could not find that page.'
        : 'Something went wrong on our side. Please try again.';
  return (
    <main className="pt-24 pb-12">
      <title>{`${status === 404 ? 'Not found' : 'Sorry'} | Travelez`}</title>
      <Container className="flex flex-col items-center py-10 text-center">
        {status === 404 ? <LostPicture /> : null}
        <h1 className="mt-8 text-4xl font-bold text-teal-950">{status === 404 ? 'Not found' : 'Sorry'}</h1>
        <p className="mt-4 max-w-lg text-lg text-ink-muted">{message}</p>
        <ButtonLink to={href('/')} variant="primary" className="mt-8">
          Back to Home
        </ButtonLink>
      </Container>
    </main>
  );
}
