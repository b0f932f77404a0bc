import { Form, href, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { appFrom } from '../../context.ts';
import { failureOf, type ActionReply } from '../../lib/forms.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/leave-waitlist';

export const ErrorBoundary = RouteError;

export function meta() {
  return [
    { title: 'Leave the waitlist | Travelez' },
    { name: 'description', content: 'Stop the e-mails about seats coming free on a sold-out Travelez departure.' },
    { name: 'robots', content: 'noindex' },
  ];
}

const invalidLink = 'This link is not complete. Please open the link from your e-mail again, or copy all of it into the address bar.';
const usedLink =
  'This link has already been used, or it is no longer valid: you are not on that waitlist. To check, sign in and open the tour: a sold-out date says whether you are waiting for it.';

/** The token of the e-mail's link (server/services/departures.server.ts makes them). */
const leaveForm = z.object({
  token: z
    .string({ error: invalidLink })
    .trim()
    .regex(/^[\w-]{10,64}$/, invalidLink),
});

/** A GET changes nothing: it shows the button (a POST form) when the link has a token of the right shape. */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = leaveForm.safeParse({ token: (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200) });
  return parsed.success ? { token: parsed.data.token, problem: null } : { token: '', problem: invalidLink };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

/** No sign-in needed: the token itself is the permission (one person's place on one waitlist). */
export async function action({ context, request }: Route.ActionArgs) {
  const values = formText(await request.formData(), ['token']);
  const checked = parseForm(leaveForm, { token: values.token.slice(0, 200) }, { intent: 'leave' });
  if (!checked.ok) return fail(checked.failure);
  const left = await appFrom(context).services.departures.leaveWaitlistByToken(checked.data.token);
  if (!left) return fail({ intent: 'leave', formError: usedLink, values: {} }, 404);
  return succeed({ intent: 'leave', message: 'You left the waitlist. We will not e-mail you about seats on that date again.' });
}

export default function LeaveWaitlist({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<ActionReply>();
  const navigation = useNavigation();
  const failure = failureOf(reply);
  const done = reply?.ok === true;
  const busy = navigation.state === 'submitting';
  return (
    <main className="bg-sand-50">
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10">
          <p className="text-sm font-semibold tracking-[0.16em] text-coral-700 uppercase">Waitlist</p>
          <h1 className="mt-2 text-3xl font-bold text-teal-950 sm:text-4xl">{done ? 'You left the waitlist' : 'Leave the waitlist'}</h1>
          {done ? (
            <>
              <Notice tone="success" className="mt-6">
                {reply.message}
              </Notice>
              <p className="mt-4 text-ink-muted">Changed your mind? The tour page shows every date with free seats, and its waitlist when a date is full.</p>
            </>
          ) : loaderData.problem ? (
            <Notice tone="warning" className="mt-6">
              {loaderData.problem}
            </Notice>
          ) : (
            <>
              <p className="mt-3 text-lg text-ink-muted">
                You asked us to e-mail you when seats come free on a sold-out departure. Leave its waitlist to stop those e-mails.
              </p>
              {failure?.formError ? (
                <Notice tone="warning" className="mt-6">
                  {failure.formError}
                </Notice>
              ) : (
                <Form method="post" className="mt-6" aria-label="Leave the waitlist">
                  <input type="hidden" name="token" value={loaderData.token} />
                  <Button type="submit" variant="primary" size="lg" busy={busy} className="w-full sm:w-auto">
                    Leave the waitlist
                  </Button>
                </Form>
              )}
            </>
          )}
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            <ButtonLink to={href('/tour')} variant="secondary">
              Browse tours
            </ButtonLink>
            <ButtonLink to={href('/')} variant="ghost">
              Back to Home
            </ButtonLink>
          </div>
        </div>
      </Container>
    </main>
  );
}
