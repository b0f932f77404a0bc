import { href, isRouteErrorResponse, useRouteError } from 'react-router';
import { useText, useTranslateMessage } from '../lib/i18n.ts';
import { errorsText } from './errors.text.ts';
import { LostIllustration } from './LostIllustration.tsx';
import { ButtonLink } from './ui/Button.tsx';
import { Container } from './ui/Container.tsx';

/**
 * The error boundary of the pages inside the site layout (every page module names it): a missing
 * item shows the not-found picture (with the nav and footer still there); other failures say so
 * plainly.
 */
export function RouteError() {
  const t = useText(errorsText);
  const translate = useTranslateMessage();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A page's own message (a loader's 404 says what was not found) is written in English: translated.
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? translate(error.data) : status === 404 ? t.cannotFind : t.ourFault;
  const title = status === 404 ? t.notFound : t.sorry;
  return (
    <main className="pt-24 pb-12">
      <title>{`${title} | Travelez`}</title>
      <Container className="flex flex-col items-center py-10 text-center">
        {status === 404 ? <LostIllustration /> : null}
        <h1 className="mt-8 text-4xl font-bold text-teal-950">{title}</h1>
        <p className="mt-4 max-w-lg text-lg text-ink-muted">{message}</p>
        <ButtonLink to={href('/')} variant="primary" className="mt-8">
          {t.backHome}
        </ButtonLink>
      </Container>
    </main>
  );
}
