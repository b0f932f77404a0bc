import { Form, href, redirect, useNavigation } from 'react-router';
import { accountMessages, emailOnlyInput, newPasswordInput } from '../../../shared/schemas/accounts.ts';
import { accountText } from '../../components/account/account.text.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, NewPasswordFields, ResultNotices } from '../../components/account/AccountFields.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { fail, formText, parseForm, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/reset-password';
import { accountsFrom } from './account.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${accountText[langFrom(matches)].resetTitle} | Travelez` }];
}

/** The link from the reset e-mail lands here with ?token=... */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { token, valid: false };
  const { ops } = accountsFrom(context);
  return { token, valid: await ops.resetTokenIsValid(token) };
}

/**
 * The page's two forms answer with their intent: 'request' (a new link, on the 'link does not
 * work' view) and 'reset' (the new password). A dead token answers as 'request': the page then
 * shows that view.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client } = accountsFrom(context);
  const t = accountText[appFrom(context).lang];
  const fields = formText(await request.formData(), ['intent', 'token', 'password', 'confirmPassword', 'email']);
  // Only the e-mail goes back to the page: never the passwords.
  const values = { email: fields.email };

  if (fields.intent === 'request') {
    const intent = 'request';
    const parsed = parseForm(emailOnlyInput, values);
    if (!parsed.ok) return fail({ intent, fieldErrors: parsed.failure.fieldErrors, values });
    const result = await ops.requestReset(request, client, parsed.data.email);
    if (!result.ok) {
      const message = result.status === 429 ? result.message : t.sendFailed;
      return fail({ intent, formError: message, values }, result.status === 429 ? 429 : 502);
    }
    return succeed({ intent, message: accountMessages.resetSent, values });
  }

  const intent = 'reset';
  const parsed = parseForm(newPasswordInput, fields);
  if (!parsed.ok) return fail({ intent, fieldErrors: parsed.failure.fieldErrors, values });
  const result = await ops.resetPassword(request, client, { token: parsed.data.token, password: parsed.data.password });
  if (result.ok) return redirect(`${href('/signin')}?notice=password-reset`);
  if (result.status === 429) return fail({ intent, formError: result.message, values }, 429);
  if (result.code === 'INVALID_TOKEN' || result.code === 'TOKEN_EXPIRED') return fail({ intent: 'request', values }, 400);
  return fail({ intent, formError: result.message || t.resetFailed, values });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useText(accountText);
  const tr = useTranslateMessage();
  const busy = navigation.state === 'submitting';
  const failure = failureOf(actionData);
  const errors = failure?.fieldErrors ?? {};
  const expired = !loaderData.valid || actionData?.intent === 'request';
  const footer = (
    <AccountSwitch question={t.remembered} to={href('/signin')}>
      {t.signIn}
    </AccountSwitch>
  );

  if (expired) {
    return (
      <AuthCard title={t.linkDead} footer={footer}>
        <Notice tone="warning">{t.resetExpired}</Notice>
        <ResultNotices reply={actionData} />
        <Form method="post" noValidate className="mt-6 space-y-5">
          <EmailField defaultValue={typedValues(actionData).email} error={errors.email} />
          <Button type="submit" name="intent" value="request" size="lg" className="w-full" busy={busy}>
            {t.sendReset}
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.resetTitle} lead={t.resetLead} footer={footer}>
      {failure?.formError ? <Notice tone="error">{tr(failure.formError)}</Notice> : null}
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={errors} label={t.newPassword} />
        <Button type="submit" name="intent" value="reset" size="lg" className="w-full" busy={busy}>
          {t.saveNewPassword}
        </Button>
      </Form>
    </AuthCard>
  );
}
