import { Form, href, redirect, useNavigation } from 'react-router';
import { emailOnlyInput } from '../../../shared/schemas/accounts.ts';
import { accountText } from '../../components/account/account.text.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, ResultNotices } from '../../components/account/AccountFields.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { useText } from '../../lib/i18n.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/verify-email';
import { accountsFrom } from './account.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${accountText[langFrom(matches)].verifyTitle} | Travelez` }];
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
  const t = accountText[appFrom(context).lang];
  const values = formText(await request.formData(), ['email']);
  const parsed = parseForm(emailOnlyInput, values);
  if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, values });
  const result = await ops.resendVerification(request, client, parsed.data.email);
  if (!result.ok) {
    return fail({ formError: result.status === 429 ? result.message : t.sendFailed, values }, result.status === 429 ? 429 : 502);
  }
  return succeed({ message: t.verificationSent(parsed.data.email), values });
}

/** How long a verification link works (the auth service's setting). */
const linkHours = 24;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useText(accountText);
  const explanations = { missing: t.linkMissing, expired: t.linkExpired(linkHours), invalid: t.linkInvalid };
  return (
    <AuthCard
      title={t.linkDead}
      footer={
        <AccountSwitch question={t.alreadyVerified} to={href('/signin')}>
          {t.signIn}
        </AccountSwitch>
      }
    >
      <Notice tone="warning">{explanations[loaderData.problem]}</Notice>
      <ResultNotices reply={actionData} />
      <Form method="post" noValidate className="mt-6 space-y-5">
        <EmailField defaultValue={typedValues(actionData).email} error={failureOf(actionData)?.fieldErrors.email} />
        <Button type="submit" size="lg" className="w-full" busy={navigation.state === 'submitting'}>
          {t.sendVerification}
        </Button>
      </Form>
    </AuthCard>
  );
}
