import { Form, href, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { useFormMessage } from '../../components/forms/form-message.ts';
import { langFrom } from '../../components/seo.tsx';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { appFrom } from '../../context.ts';
import { useText } from '../../lib/i18n.ts';
import { failureOf, type ActionReply } from '../../lib/forms.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/leave-waitlist';
import { leaveWaitlistText } from './leave-waitlist.text.ts';

export const ErrorBoundary = RouteError;

export function meta({ matches }: Route.MetaArgs) {
  const t = leaveWaitlistText[langFrom(matches)];
  return [{ title: t.metaTitle }, { name: 'description', content: t.metaDescription }, { name: 'robots', content: 'noindex' }];
}

/** The token of the e-mail's link (server/services/departures.server.ts makes them), its message in a language. */
function leaveForm(lang: Lang) {
  const invalidLink = leaveWaitlistText[lang].invalidLink;
  return z.object({
    token: z
      .string({ error: invalidLink })
      .trim()
      .regex(/^[\w-]{10,64}$/, invalidLink),
  });
}

/** A GET changes nothing: it shows the button (a POST form) when the link has a token of the right shape. */
export function loader({ context, request }: Route.LoaderArgs) {
  const lang = appFrom(context).lang;
  const parsed = leaveForm(lang).safeParse({ token: (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200) });
  return parsed.success ? { token: parsed.data.token, problem: null } : { token: '', problem: leaveWaitlistText[lang].invalidLink };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

/** No sign-in needed: the token itself is the permission (one person's place on one waitlist). */
export async function action({ context, request }: Route.ActionArgs) {
  const { lang, services } = appFrom(context);
  const t = leaveWaitlistText[lang];
  const values = formText(await request.formData(), ['token']);
  const checked = parseForm(leaveForm(lang), { token: values.token.slice(0, 200) }, { intent: 'leave' });
  if (!checked.ok) return fail(checked.failure);
  const left = await services.departures.leaveWaitlistByToken(checked.data.token);
  if (!left) return fail({ intent: 'leave', formError: t.usedLink, values: {} }, 404);
  return succeed({ intent: 'leave', message: t.left });
}

export default function LeaveWaitlist({ loaderData }: Route.ComponentProps) {
  const t = useText(leaveWaitlistText);
  // The action answers in the page's language; safeFormAction (no connection, a server error) in English.
  const message = useFormMessage();
  const reply = useActionData<ActionReply>();
  const navigation = useNavigation();
  const failure = failureOf(reply);
  const done = reply?.ok === true;
  const busy = navigation.state === 'submitting';
  return (
    <main className="bg-sand-50">
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10">
          <p className="text-sm font-semibold tracking-[0.16em] text-coral-700 uppercase">{t.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold text-teal-950 sm:text-4xl">{done ? t.doneTitle : t.title}</h1>
          {done ? (
            <>
              <Notice tone="success" className="mt-6">
                {message(reply.message)}
              </Notice>
              <p className="mt-4 text-ink-muted">{t.changedMind}</p>
            </>
          ) : loaderData.problem ? (
            <Notice tone="warning" className="mt-6">
              {loaderData.problem}
            </Notice>
          ) : (
            <>
              <p className="mt-3 text-lg text-ink-muted">
                {t.intro}
              </p>
              {failure?.formError ? (
                <Notice tone="warning" className="mt-6">
                  {message(failure.formError)}
                </Notice>
              ) : (
                <Form method="post" className="mt-6" aria-label={t.leave}>
                  <input type="hidden" name="token" value={loaderData.token} />
                  <Button type="submit" variant="primary" size="lg" busy={busy} className="w-full sm:w-auto">
                    {t.leave}
                  </Button>
                </Form>
              )}
            </>
          )}
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            <ButtonLink to={href('/tour')} variant="secondary">
              {t.browseTours}
            </ButtonLink>
            <ButtonLink to={href('/')} variant="ghost">
              {t.backHome}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </main>
  );
}
