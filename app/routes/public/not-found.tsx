import { data, href } from 'react-router';
import { errorsText } from '../../components/errors.text.ts';
import { LostIllustration } from '../../components/LostIllustration.tsx';
import { langFrom } from '../../components/seo.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/not-found';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${errorsText[langFrom(matches)].pageNotFound} | Travelez` }, { name: 'robots', content: 'noindex' }];
}

/** Any unknown path: the not-found picture, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404, statusText: 'Not Found' });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = useText(errorsText);
  const f = useFormat();
  return (
    <main className="bg-sand-50 pt-8 pb-12">
      <Container className="flex flex-col items-center py-12 text-center">
        <LostIllustration />
        <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-coral-700 uppercase">{t.errorCode(f.number(404))}</p>
        <h1 className="mt-2 text-4xl font-bold text-teal-950 sm:text-5xl">{t.cannotFindTitle}</h1>
        <p className="mt-4 max-w-lg text-lg text-ink-muted [overflow-wrap:anywhere]">
          {t.nothingAtBefore}
          <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink [overflow-wrap:anywhere]">{loaderData.path}</code>
          {t.nothingAtAfter}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={href('/')} variant="primary">
            {t.backHome}
          </ButtonLink>
          <ButtonLink to={href('/tour')} variant="secondary">
            {t.browseTours}
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
