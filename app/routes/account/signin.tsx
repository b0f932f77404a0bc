import { Form, redirect, useNavigation } from 'react-router';
import { isVerifiedUser } from '../../../shared/access.ts';
import { accountMessages, emailOnlyInput, fieldErrors, signInInput } from '../../../shared/schemas/accounts.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, type AccountActionData } from '../../components/account/AccountFields.tsx';
import { Button, Field, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import type { Route } from './+types/signin';
import { accountsFrom, formError, formFields, redirectTarget, redirectWith } from './account.server.ts';

export function meta() {
  return [{ title: 'Sign In | Travelez' }];
}

/** Notices other pages send here with ?notice=... */
const notices: Record<string, { tone: 'success' | 'info'; text: string }> = {
  'signed-up': { tone: 'success', text: accountMessages.signedUp },
  verified: { tone: 'success', text: 'Your email is verified. Please sign in.' },
  'password-reset': { tone: 'success', text: 'Your password has been changed. Please sign in with the new one.' },
  'signed-out': { tone: 'info', text: 'You are signed out. See you soon!' },
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, config } = appFrom(context);
  const url = new URL(request.url);
  const redirectTo = redirectTarget(request);
  if (isVerifiedUser(viewer)) throw redirect(redirectTo);
  const notice = notices[url.searchParams.get('notice') ?? ''] ?? null;
  const googleError = url.searchParams.get('error') ? 'Google sign-in did not work. Please try again.' : null;
  return { notice, googleError, googleEnabled: config.googleEnabled, redirectTo };
}

type ActionData = AccountActionData & { unverifiedEmail?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const fields = await formFields(request, ['intent', 'email', 'password', 'redirectTo'] as const);
  const target = redirectTarget(request, fields.redirectTo);
  const values = { email: fields.email };
  const fail = (body: Omit<ActionData, 'values'>, status = 400) => formError<ActionData>({ values, ...body }, status);

  if (fields.intent === 'google') {
    const started = await ops.googleSignIn(request, client, target);
    if (!started.ok || !started.redirectTo) return fail({ formError: started.ok ? 'Google sign-in is not available.' : started.message }, started.ok ? 503 : started.status);
    return redirectWith(started.redirectTo, started);
  }

  if (fields.intent === 'reset' || fields.intent === 'resend') {
    const parsed = emailOnlyInput.safeParse({ email: fields.email });
    if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
    const email = parsed.data.email;
    const result =
      fields.intent === 'reset' ? await ops.requestReset(request, client, email) : await ops.resendVerification(request, client, email);
    if (!result.ok) {
      return fail(
        { formError: result.status === 429 ? result.message : 'We could not send the e-mail. Please try again.' },
        result.status === 429 ? 429 : 502,
      );
    }
    const notice =
      fields.intent === 'reset'
        ? accountMessages.resetSent
        : `We sent a new verification link to ${email}. Please check your inbox.`;
    return { values, notice } satisfies ActionData;
  }

  const parsed = signInInput.safeParse({ email: fields.email, password: fields.password });
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error) });
  const result = await ops.signIn(request, client, parsed.data);
  if (result.ok) return redirectWith(target, result);
  if (result.code === 'EMAIL_NOT_VERIFIED') {
    return fail({ formError: accountMessages.verifyFirst, unverifiedEmail: parsed.data.email }, 403);
  }
  if (result.status === 429) return fail({ formError: result.message }, 429);
  if (result.status === 401 || result.status === 400) return fail({ formError: accountMessages.wrongCredentials }, 401);
  return fail({ formError: 'Sign-in did not work. Please try again.' }, 500);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/signin') === true;
  const busyIntent = busy ? navigation.formData?.get('intent') : null;
  const result = actionData as ActionData | undefined;
  const errors = result?.errors ?? {};
  const signUpHref = loaderData.redirectTo !== '/' ? `/signup?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/signup';
  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back! Sign in to book tours and see your orders."
      footer={
        <AccountSwitch question="Don't have an account?" to={signUpHref}>
          Sign Up
        </AccountSwitch>
      }
    >
      <div className="space-y-3" aria-live="polite">
        {loaderData.notice && !result ? <Notice tone={loaderData.notice.tone}>{loaderData.notice.text}</Notice> : null}
        {loaderData.googleError && !result ? <Notice tone="error">{loaderData.googleError}</Notice> : null}
        {result?.notice ? <Notice tone="success">{result.notice}</Notice> : null}
        {result?.formError ? (
          <Notice tone="error" title={result.formError}>
            {result.unverifiedEmail ? (
              <Form method="post" className="mt-1">
                <input type="hidden" name="email" value={result.unverifiedEmail} />
                <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
                <span>We sent you a link when you signed up. Didn't get it? </span>
                <button
                  type="submit"
                  name="intent"
                  value="resend"
                  className="font-semibold underline underline-offset-4 hover:no-underline"
                >
                  Resend verification email
                </button>
              </Form>
            ) : null}
          </Notice>
        ) : null}
      </div>

      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={result?.values.email} error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          requiredMark
        />
        <div className="flex justify-end">
          <button
            type="submit"
            name="intent"
            value="reset"
            formNoValidate
            className="text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" name="intent" value="signin" size="lg" className="w-full" busy={busyIntent === 'signin'}>
          Sign In
        </Button>
      </Form>

      {loaderData.googleEnabled ? (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <Form method="post" reloadDocument>
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <Button type="submit" name="intent" value="google" variant="secondary" size="lg" className="w-full">
              <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
                <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z" />
                <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
                <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
                <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
              </svg>
              Sign in with Google
            </Button>
          </Form>
        </>
      ) : null}
    </AuthCard>
  );
}
