import { Form, redirect, useNavigation } from 'react-router';
import { accountMessages, emailOnlyInput, fieldErrors, newPasswordInput } from '../../../shared/schemas/accounts.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, NewPasswordFields, ResultNotices, type AccountActionData } from '../../components/account/AccountFields.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import type { Route } from './+types/reset-password';
import { accountsFrom, formError, formFields } from './account.server.ts';

export function meta() {
  return [{ title: 'Choose a new password | Travelez' }];
}

/** The link from the reset e-mail lands here with ?token=... */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { token, valid: false };
  const { ops } = accountsFrom(context);
  return { token, valid: await ops.resetTokenIsValid(token) };
}

type ActionData = AccountActionData & { expired?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const fields = await formFields(request, ['intent', 'token', 'password', 'confirmPassword', 'email'] as const);
  const values = { email: fields.email };

  if (fields.intent === 'request') {
    const parsed = emailOnlyInput.safeParse(fields);
    if (!parsed.success) return formError<ActionData>({ values, expired: true, errors: fieldErrors(parsed.error) });
    const result = await ops.requestReset(request, client, parsed.data.email);
    if (!result.ok) {
      const message = result.status === 429 ? result.message : 'We could not send the e-mail. Please try again.';
      return formError<ActionData>({ values, expired: true, formError: message }, result.status === 429 ? 429 : 502);
    }
    return { values, expired: true, notice: accountMessages.resetSent } satisfies ActionData;
  }

  const parsed = newPasswordInput.safeParse(fields);
  if (!parsed.success) return formError<ActionData>({ values, errors: fieldErrors(parsed.error) });
  const result = await ops.resetPassword(request, client, { token: parsed.data.token, password: parsed.data.password });
  if (result.ok) return redirect('/signin?notice=password-reset');
  if (result.status === 429) return formError<ActionData>({ values, formError: result.message }, 429);
  if (result.code === 'INVALID_TOKEN' || result.code === 'TOKEN_EXPIRED') return formError<ActionData>({ values, expired: true }, 400);
  return formError<ActionData>({ values, formError: result.message || 'The password could not be changed. Please try again.' });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const result = actionData as ActionData | undefined;
  const errors = result?.errors ?? {};
  const expired = !loaderData.valid || result?.expired;
  const footer = (
    <AccountSwitch question="Remembered it?" to="/signin">
      Sign In
    </AccountSwitch>
  );

  if (expired) {
    return (
      <AuthCard title="This link does not work any more" footer={footer}>
        <Notice tone="warning">
          This password-reset link has expired or was already used. Enter your email and we'll send you a new one.
        </Notice>
        <ResultNotices result={result} />
        <Form method="post" noValidate className="mt-6 space-y-5">
          <EmailField defaultValue={result?.values.email} error={errors.email} />
          <Button type="submit" name="intent" value="request" size="lg" className="w-full" busy={busy}>
            Send a new reset link
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" lead="After the change, every device signed in to your account is signed out." footer={footer}>
      {result?.formError ? <Notice tone="error">{result.formError}</Notice> : null}
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={errors} label="New password" />
        <Button type="submit" name="intent" value="reset" size="lg" className="w-full" busy={busy}>
          Save new password
        </Button>
      </Form>
    </AuthCard>
  );
}
