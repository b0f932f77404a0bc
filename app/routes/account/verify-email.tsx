import { Form, redirect, useNavigation } from 'react-router';
import { emailOnlyInput, fieldErrors } from '../../../shared/schemas/accounts.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, ResultNotices, type AccountActionData } from '../../components/account/AccountFields.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import type { Route } from './+types/verify-email';
import { accountsFrom, formError, formFields } from './account.server.ts';

export function meta() {
  return [{ title: 'Verify your email | Travelez' }];
}

/** The link from the verification e-mail lands here: a good one goes on to /signin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { problem: 'missing' as const };
  const { ops } = accountsFrom(context);
  const result = await ops.verifyEmail(request, token);
  if (result.ok) throw redirect('/signin?notice=verified');
  return { problem: result.code === 'TOKEN_EXPIRED' ? ('expired' as const) : ('invalid' as const) };
}

type ActionData = AccountActionData;

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const fields = await formFields(request, ['email'] as const);
  const values = { email: fields.email };
  const parsed = emailOnlyInput.safeParse(fields);
  if (!parsed.success) return formError<ActionData>({ values, errors: fieldErrors(parsed.error) });
  const result = await ops.resendVerification(request, client, parsed.data.email);
  if (!result.ok) {
    return formError<ActionData>(
      { values, formError: result.status === 429 ? result.message : 'We could not send the e-mail. Please try again.' },
      result.status === 429 ? 429 : 502,
    );
  }
  return { values, notice: `We sent a new verification link to ${parsed.data.email}. Please check your inbox.` } satisfies ActionData;
}

const explanations = {
  missing: 'This verification link is not complete. Please open the whole link from the e-mail, or ask for a new one.',
  expired: 'This verification link has expired. Ask for a new one below: it works for 24 hours.',
  invalid: 'This verification link is not valid or was already used. If your email is verified, just sign in; otherwise ask for a new link below.',
};

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ActionData | undefined;
  return (
    <AuthCard
      title="This link does not work any more"
      footer={
        <AccountSwitch question="Already verified?" to="/signin">
          Sign In
        </AccountSwitch>
      }
    >
      <Notice tone="warning">{explanations[loaderData.problem]}</Notice>
      <ResultNotices result={result} />
      <Form method="post" noValidate className="mt-6 space-y-5">
        <EmailField defaultValue={result?.values.email} error={result?.errors?.email} />
        <Button type="submit" size="lg" className="w-full" busy={navigation.state === 'submitting'}>
          Send a new verification link
        </Button>
      </Form>
    </AuthCard>
  );
}
