import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { Button, Field } from '../ui/index.ts';
import { accountText } from './account.text.ts';

/**
 * Sign-in (or sign-up: the first code makes the account) with a mobile number: the number, then
 * the code the SMS brings. The page's action answers the intents `phone-code` and `phone-verify`
 * (app/routes/account/account.server.ts `phoneAction`).
 */
export function PhoneSignIn({
  phone,
  codeSentTo,
  errors,
  busyIntent,
  redirectTo,
}: {
  phone?: string;
  codeSentTo?: string;
  errors: Record<string, string>;
  busyIntent: FormDataEntryValue | null | undefined;
  redirectTo: string;
}) {
  const t = useText(accountText);
  return (
    <section aria-labelledby="phone-heading" className="mt-6">
      <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t.or}
        <span className="h-px flex-1 bg-line" />
      </div>
      <h2 id="phone-heading" className="mb-3 font-semibold">
        {t.phoneHeading}
      </h2>
      <PhoneCodeForm phone={phone} codeSentTo={codeSentTo} errors={errors} busyIntent={busyIntent} verifyLabel={t.useCode}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </PhoneCodeForm>
    </section>
  );
}

/**
 * The number, then (once a code is sent) the code: intents `phone-code` and `phone-verify`. The
 * sign-in pages' form, and the dashboard's "add your phone" (its `children`: hidden fields).
 */
export function PhoneCodeForm({
  phone,
  codeSentTo,
  errors,
  busyIntent,
  verifyLabel,
  children,
}: {
  phone?: string;
  codeSentTo?: string;
  errors: Record<string, string>;
  busyIntent: FormDataEntryValue | null | undefined;
  verifyLabel: string;
  children?: ReactNode;
}) {
  const t = useText(accountText);
  const tr = useTranslateMessage();
  return (
    <Form method="post" noValidate className="space-y-4">
      {children}
      <Field
        label={t.phoneLabel}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        defaultValue={phone ?? ''}
        hint={t.phoneHint}
        error={tr(errors.phone)}
        requiredMark
      />
      {codeSentTo ? (
        <Field
          label={t.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          hint={t.codeSent(codeSentTo)}
          error={tr(errors.code)}
          requiredMark
        />
      ) : null}
      {codeSentTo ? (
        <Button type="submit" name="intent" value="phone-verify" size="lg" className="w-full" busy={busyIntent === 'phone-verify'}>
          {verifyLabel}
        </Button>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="phone-code"
        variant={codeSentTo ? 'secondary' : 'primary'}
        size="lg"
        className="w-full"
        busy={busyIntent === 'phone-code'}
      >
        {t.sendCode}
      </Button>
    </Form>
  );
}
