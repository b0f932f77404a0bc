import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActionReply } from '../../lib/forms.ts';
import { Field, Notice } from '../ui/index.ts';

/** The e-mail input of the account forms. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={defaultValue ?? ''} error={error} requiredMark />;
}

/** A new password and its re-typed copy (sign-up and the reset page). */
export function NewPasswordFields({ errors, label = 'Password' }: { errors: Record<string, string>; label?: string }) {
  return (
    <>
      <Field label={label} name="password" type="password" autoComplete="new-password" hint="At least 6 characters." error={errors.password} requiredMark />
      <Field
        label="Re-type password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword ?? errors.token}
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
  if (reply?.ok && reply.message) {
    return (
      <Notice tone="success" className="mt-4">
        {reply.message}
      </Notice>
    );
  }
  if (reply && !reply.ok && reply.formError) {
    return (
      <Notice tone="error" className="mt-4">
        {reply.formError}
      </Notice>
    );
  }
  return null;
}
