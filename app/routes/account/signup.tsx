import { Form, redirect, useNavigation } from 'react-router';
import { isVerifiedUser } from '../../../shared/access.ts';
import { fieldErrors, signUpInput } from '../../../shared/schemas/accounts.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, NewPasswordFields } from '../../components/account/AccountFields.tsx';
import { Button, Field, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import type { Route } from './+types/signup';
import { accountsFrom, formError, formFields, redirectTarget } from './account.server.ts';

export function meta() {
  return [{ title: 'Sign Up | Travelez' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = redirectTarget(request);
  if (isVerifiedUser(appFrom(context).viewer)) throw redirect(redirectTo);
  return { redirectTo };
}

type ActionData = { values: { name: string; email: string }; errors?: Record<string, string>; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const fields = await formFields(request, ['name', 'email', 'password', 'confirmPassword', 'redirectTo'] as const);
  const values = { name: fields.name, email: fields.email };
  const parsed = signUpInput.safeParse(fields);
  if (!parsed.success) return formError<ActionData>({ values, errors: fieldErrors(parsed.error) });
  const result = await ops.signUp(request, client, parsed.data);
  if (!result.ok) {
    if (result.status === 429) return formError<ActionData>({ values, formError: result.message }, 429);
    if (result.code === 'PASSWORD_TOO_SHORT' || result.code === 'PASSWORD_TOO_LONG' || result.code === 'INVALID_EMAIL') {
      return formError<ActionData>({ values, formError: result.message }, 400);
    }
    if (result.code === 'USER_ALREADY_EXISTS' || result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return formError<ActionData>({ values, errors: { email: 'This email already has an account. Please sign in.' } }, 409);
    }
    return formError<ActionData>({ values, formError: 'Sign-up did not work. Please try again.' }, 500);
  }
  const target = redirectTarget(request, fields.redirectTo);
  const back = target !== '/' ? `&redirectTo=${encodeURIComponent(target)}` : '';
  return redirect(`/signin?notice=signed-up${back}`);
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/signup') === true;
  const result = actionData as ActionData | undefined;
  const errors = result?.errors ?? {};
  const signInHref = loaderData.redirectTo !== '/' ? `/signin?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/signin';
  return (
    <AuthCard
      title="Sign Up"
      lead="Create your Travelez account: we'll e-mail you a link to activate it."
      footer={
        <AccountSwitch question="Already have an account?" to={signInHref}>
          Sign In
        </AccountSwitch>
      }
    >
      {result?.formError ? <Notice tone="error">{result.formError}</Notice> : null}
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field label="Name" name="name" autoComplete="name" defaultValue={result?.values.name ?? ''} error={errors.name} requiredMark />
        <EmailField defaultValue={result?.values.email} error={errors.email} />
        <NewPasswordFields errors={errors} />
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          Sign Up
        </Button>
      </Form>
    </AuthCard>
  );
}
