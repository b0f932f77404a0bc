import { Form, href, redirect, useNavigation } from 'react-router';
import { isVerifiedUser } from '../../../shared/access.ts';
import { signUpInput } from '../../../shared/schemas/accounts.ts';
import { accountText } from '../../components/account/account.text.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { AccountSwitch, EmailField, NewPasswordFields } from '../../components/account/AccountFields.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, Field, Notice } from '../../components/ui/index.ts';
import { appFrom } from '../../context.ts';
import { failureOf, typedValues } from '../../lib/forms.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { fail, formText, parseForm } from '../../lib/forms.server.ts';
import type { Route } from './+types/signup';
import { accountsFrom, phoneAction, redirectTarget } from './account.server.ts';
import { PhoneSignIn } from '../../components/account/PhoneSignIn.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${accountText[langFrom(matches)].signUpTitle} | Travelez` }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = redirectTarget(context, request);
  if (isVerifiedUser(appFrom(context).viewer)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ops, client, lang } = accountsFrom(context);
  const t = accountText[lang];
  const fields = formText(await request.formData(), ['intent', 'name', 'email', 'password', 'confirmPassword', 'redirectTo', 'phone', 'code']);
  // A mobile number instead: the first verified code makes the account.
  if (fields.intent === 'phone-code' || fields.intent === 'phone-verify') {
    return phoneAction(context, request, fields, redirectTarget(context, request, fields.redirectTo));
  }
  // Name and e-mail go back to the page: never the passwords.
  const values = { name: fields.name, email: fields.email };
  const parsed = parseForm(signUpInput, fields);
  if (!parsed.ok) return fail({ fieldErrors: parsed.failure.fieldErrors, values });
  const result = await ops.signUp(request, client, { ...parsed.data, lang });
  if (!result.ok) {
    if (result.status === 429) return fail({ formError: result.message, values }, 429);
    if (result.code === 'PASSWORD_TOO_SHORT' || result.code === 'PASSWORD_TOO_LONG' || result.code === 'INVALID_EMAIL') {
      return fail({ formError: result.message, values }, 400);
    }
    if (result.code === 'USER_ALREADY_EXISTS' || result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return fail({ fieldErrors: { email: t.emailTaken }, values }, 409);
    }
    return fail({ formError: t.signUpFailed, values }, 500);
  }
  const target = redirectTarget(context, request, fields.redirectTo);
  const back = target !== href('/') ? `&redirectTo=${encodeURIComponent(target)}` : '';
  return redirect(`${href('/signin')}?notice=signed-up${back}`);
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(accountText);
  const tr = useTranslateMessage();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith(href('/signup')) === true;
  const busyIntent = busy ? navigation.formData?.get('intent') : null;
  const failure = failureOf(actionData);
  const errors = failure?.fieldErrors ?? {};
  const typed = typedValues(actionData);
  const signInHref = loaderData.redirectTo !== href('/') ? `${href('/signin')}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : href('/signin');
  return (
    <AuthCard
      title={t.signUpTitle}
      lead={t.signUpLead}
      footer={
        <AccountSwitch question={t.haveAccount} to={signInHref}>
          {t.signIn}
        </AccountSwitch>
      }
    >
      {failure?.formError ? <Notice tone="error">{tr(failure.formError)}</Notice> : null}
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field label={t.name} name="name" autoComplete="name" defaultValue={typed.name ?? ''} error={tr(errors.name)} requiredMark />
        <EmailField defaultValue={typed.email} error={errors.email} />
        <NewPasswordFields errors={errors} />
        <Button type="submit" name="intent" value="signup" size="lg" className="w-full" busy={busyIntent === 'signup'}>
          {t.signUp}
        </Button>
      </Form>
      <PhoneSignIn phone={typed.phone} codeSentTo={typed.codeSentTo} errors={errors} busyIntent={busyIntent} redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
