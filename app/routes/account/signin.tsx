import { Form, href, redirect, useNavigation } from 'react-router';
import { isVerifiedUser } from '../../../shared/access.ts';
import { accountMessages, emailOnlyInput, signInInput } from '../../../shared/schemas/accounts.ts';
import { accountText } from '../../components/account/account.text.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField } from '../../components/account/AccountFields.tsx';
import { IconGoogle } from '../../components/icons.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, Field, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/signin';
import { accountsFrom, phoneAction, redirectTarget, redirectWith } from './account.server.ts';
import { PhoneSignIn } from '../../components/account/PhoneSignIn.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${accountText[langFrom(matches)].signInTitle} | Travelez` }];
}

/** Notices other pages send here with ?notice=... (the sign-up one is the schemas' message, translated on the page). */
function noticesIn(t: (typeof accountText)[keyof typeof accountText]): Record<string, { tone: 'success' | 'info'; text: string }> {
  return {
    'signed-up': { tone: 'success', text: accountMessages.signedUp },
    verified: { tone: 'success', text: t.noticeVerified },
    'password-reset': { tone: 'success', text: t.noticePasswordReset },
    'signed-out': { tone: 'info', text: t.noticeSignedOut },
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, config, lang } = appFrom(context);
  const t = accountText[lang];
  const url = new URL(request.url);
  const redirectTo = redirectTarget(context, request);
  if (isVerifiedUser(viewer)) throw redirect(redirectTo);
  const notice = noticesIn(t)[url.searchParams.get('notice') ?? ''] ?? null;
  const googleError = url.searchParams.get('error') ? t.googleFailed : null;
  return { notice, googleError, googleEnabled: config.googleEnabled, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client, lang } = accountsFrom(context);
  const t = accountText[lang];
  const fields = formText(await request.formData(), ['intent', 'email', 'password', 'redirectTo', 'phone', 'code']);
  const target = redirectTarget(context, request, fields.redirectTo);
  if (fields.intent === 'phone-code' || fields.intent === 'phone-verify') return phoneAction(context, request, fields, target);
  // Only the e-mail goes back to the page: never the password.
  const values = { email: fields.email };

  if (fields.intent === 'google') {
    const started = await ops.googleSignIn(request, client, target);
    if (!started.ok || !started.redirectTo) {
      return fail({ formError: started.ok ? t.googleUnavailable : started.message, values }, started.ok ? 503 : started.status);
    }
    return redirectWith(started.redirectTo, started);
  }

  if (fields.intent === 'reset' || fields.intent === 'resend') {
    const parsed = parseForm(emailOnlyInput, values);
    if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, values });
    const email = parsed.data.email;
    const result = fields.intent === 'reset' ? await ops.requestReset(request, client, email) : await ops.resendVerification(request, client, email);
    if (!result.ok) {
      return fail({ formError: result.status === 429 ? result.message : t.sendFailed, values }, result.status === 429 ? 429 : 502);
    }
    const message = fields.intent === 'reset' ? accountMessages.resetSent : t.verificationSent(email);
    return succeed({ message, values });
  }

  const parsed = parseForm(signInInput, { email: fields.email, password: fields.password });
  if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, values });
  const result = await ops.signIn(request, client, { ...parsed.data, lang });
  if (result.ok) return redirectWith(target, result);
  if (result.code === 'EMAIL_NOT_VERIFIED') {
    // The notice offers to resend the link to this address (see the page).
    return fail({ formError: accountMessages.verifyFirst, values: { ...values, unverifiedEmail: parsed.data.email } }, 403);
  }
  if (result.status === 429) return fail({ formError: result.message, values }, 429);
  if (result.status === 401 || result.status === 400) return fail({ formError: accountMessages.wrongCredentials, values }, 401);
  return fail({ formError: t.signInFailed, values }, 500);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(accountText);
  const tr = useTranslateMessage();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith(href('/signin')) === true;
  const busyIntent = busy ? navigation.formData?.get('intent') : null;
  const reply = actionData;
  const failure = failureOf(reply);
  const errors = failure?.fieldErrors ?? {};
  const typed = typedValues(reply);
  const signUpHref = loaderData.redirectTo !== href('/') ? `${href('/signup')}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : href('/signup');
  return (
    <AuthCard
      title={t.signInTitle}
      lead={t.signInLead}
      footer={
        <AccountSwitch question={t.noAccount} to={signUpHref}>
          {t.signUp}
        </AccountSwitch>
      }
    >
      <div className="space-y-3" aria-live="polite">
        {loaderData.notice && !reply ? <Notice tone={loaderData.notice.tone}>{tr(loaderData.notice.text)}</Notice> : null}
        {loaderData.googleError && !reply ? <Notice tone="error">{tr(loaderData.googleError)}</Notice> : null}
        {reply?.ok && reply.message ? <Notice tone="success">{tr(reply.message)}</Notice> : null}
        {failure?.formError ? (
          <Notice tone="error" title={tr(failure.formError)}>
            {typed.unverifiedEmail ? (
              <Form method="post" className="mt-1">
                <input type="hidden" name="email" value={typed.unverifiedEmail} />
                <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
                <span>{t.signedUpLink}</span>
                <button type="submit" name="intent" value="resend" className="font-semibold underline underline-offset-4 hover:no-underline">
                  {t.resendVerification}
                </button>
              </Form>
            ) : null}
          </Notice>
        ) : null}
      </div>

      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={typed.email} error={errors.email} />
        <Field label={t.password} name="password" type="password" autoComplete="current-password" error={tr(errors.password)} requiredMark />
        <div className="flex justify-end">
          <button
            type="submit"
            name="intent"
            value="reset"
            formNoValidate
            className="text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            {t.forgotPassword}
          </button>
        </div>
        <Button type="submit" name="intent" value="signin" size="lg" className="w-full" busy={busyIntent === 'signin'}>
          {t.signIn}
        </Button>
      </Form>

      <PhoneSignIn phone={typed.phone} codeSentTo={typed.codeSentTo} errors={errors} busyIntent={busyIntent} redirectTo={loaderData.redirectTo} />

      {loaderData.googleEnabled ? (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t.or}
            <span className="h-px flex-1 bg-line" />
          </div>
          <Form method="post" reloadDocument>
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <Button type="submit" name="intent" value="google" variant="secondary" size="lg" className="w-full">
              <IconGoogle className="size-5" />
              {t.signInWithGoogle}
            </Button>
          </Form>
        </>
      ) : null}
    </AuthCard>
  );
}
