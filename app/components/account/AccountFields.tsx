import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Field, Notice } from '../ui/index.ts';

/** What the account pages' actions answer: the typed values back, and the messages to show. */
export interface AccountActionData {
  values: { email: string; name?: string };
  errors?: Record<string, string>;
  formError?: string;
  notice?: string;
}

/** The e-mail input of the account forms. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue ?? ''}
      error={error}
      requiredMark
    />
  );
}

/** A new password and its re-typed copy (sign-up and the reset page). */
export function NewPasswordFields({ errors, label = 'Password' }: { errors: Record<string, string>; label?: string }) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password}
        requiredMark
      />
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

/** An action's answer as notices: its success message, then its error. */
export function ResultNotices({ result }: { result: AccountActionData | undefined }) {
  return (
    <>
      {result?.notice ? (
        <Notice tone="success" className="mt-4">
          {result.notice}
        </Notice>
      ) : null}
      {result?.formError ? (
        <Notice tone="error" className="mt-4">
          {result.formError}
        </Notice>
      ) : null}
    </>
  );
}
