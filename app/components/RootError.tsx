import { href, isRouteErrorResponse } from 'react-router';
import { useFormat, useText, useTranslateMessage } from '../lib/i18n.ts';
import { errorsText } from './errors.text.ts';
import { ButtonLink } from './ui/Button.tsx';

/** The root error boundary: a failure that no page's own boundary caught (root.tsx). */
export function RootError({ error }: { error: unknown }) {
  const t = useText(errorsText);
  const f = useFormat();
  const translate = useTranslateMessage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The response's own message (English, like the API's) in the page's language.
  const message = isRouteErrorResponse(error) ? translate(typeof error.data === 'string' && error.data ? error.data : error.statusText) : t.ourFault;
  const code = f.number(status);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <title>{`${code} | Travelez`}</title>
      <p className="font-display text-7xl font-bold text-teal-700">{code}</p>
      <h1 className="mt-4 text-3xl font-bold text-teal-950">{status === 403 ? t.adminsOnly : status === 404 ? t.pageNotFound : t.sorry}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      <ButtonLink to={href('/')} reloadDocument className="mt-8" variant="primary">
        {t.backHome}
      </ButtonLink>
    </main>
  );
}
