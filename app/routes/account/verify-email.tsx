import { Form, href, redirect, useNavigation } from 'react-router';
import { emailOnlyInput } from '../../../shared/schemas/accounts.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, ResultNotices } from '../../components/account/AccountFields.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/verify-email';
import { accountsFrom } from './account.server.ts';

export function meta() {
  return [{ title: 'Verify your email | Travelez' }];
}

/** The link from the verification e-mail lands here: a good one goes on to /signin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { problem: 'missing' as const };
  const { ops } = accountsFrom(context);
  const result = await ops.verifyEmail(request, token);
  if (result.ok) throw redirect(`${href('/signin')}?notice=verified`);
  return { problem: result.code === 'TOKEN_EXPIRED' ? ('expired' as const) : ('invalid' as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const values = formText(await request.formData(), ['email']);
  const parsed = parseForm(emailOnlyInput, values);
  if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, values });
  const result = await ops.resendVerification(request, client, parsed.data.email);
  if (!result.ok) {
    return fail(
      { formError: result.status === 429 ? result.message : 'We could not send the e-mail. Please try again.', values },
      result.status === 429 ? 429 : 502,
    );
  }
  return succeed({ message: `We sent a new verification link to ${parsed.data.email}. Please check your inbox.`, values });
}

const explanations = {
  missing: 'This verification link is not complete. Please open the whole link from the e-mail, or ask for a new one.',
  expired: 'This verification link has expired. Ask for a new one below: it works for 24 hours.',
  invalid: 'This verification link is not valid or was already used. If your email is verified, just sign in; otherwise ask for a new link below.',
};

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard
      title="This link does not work any more"
      footer={
        <AccountSwitch question="Already verified?" to={href('/signin')}>
          Sign In
        </AccountSwitch>
      }
    >
      <Notice tone="warning">{explanations[loaderData.problem]}</Notice>
      <ResultNotices reply={actionData} />
      <Form method="post" noValidate className="mt-6 space-y-5">
        <EmailField defaultValue={typedValues(actionData).email} error={failureOf(actionData)?.fieldErrors.email} />
        <Button type="submit" size="lg" className="w-full" busy={navigation.state === 'submitting'}>
          Send a new verification link
        </Button>
      </Form>
    </AuthCard>
  );
}
