import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { minPasswordLength } from '../../../shared/password.ts';
import type { ActionReply } from '../../lib/forms.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { Field, Notice } from '../ui/index.ts';
import { accountText } from './account.text.ts';

/** The e-mail input of the account forms. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const t = useText(accountText);
  const tr = useTranslateMessage();
  return <Field label={t.email} name="email" type="email" autoComplete="email" defaultValue={defaultValue ?? ''} error={tr(error)} requiredMark />;
}

/** A new password and its re-typed copy (sign-up and the reset page). */
export function NewPasswordFields({ errors, label }: { errors: Record<string, string>; label?: string }) {
  const t = useText(accountText);
  const tr = useTranslateMessage();
  return (
    <>
      <Field
        label={label ?? t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint(minPasswordLength)}
        error={tr(errors.password)}
        requiredMark
      />
      <Field
        label={t.retypePassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={tr(errors.confirmPassword ?? errors.token)}
        requiredMark
      />
    </>
  );
}

/** The line under an account card: "Already have an account? Sign In". */
export function AccountSwitch({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950">
        {children}
      </Link>
    </p>
  );
}

/** An action's answer (app/lib/forms.ts) as a notice: a success's message, or a failure's form-wide error. */
export function ResultNotices({ reply }: { reply: ActionReply | undefined }) {
  const tr = useTranslateMessage();
  if (reply?.ok && reply.message) {
    return (
      <Notice tone="success" className="mt-4">
        {tr(reply.message)}
      </Notice>
    );
  }
  if (reply && !reply.ok && reply.formError) {
    return (
      <Notice tone="error" className="mt-4">
        {tr(reply.formError)}
      </Notice>
    );
  }
  return null;
}
