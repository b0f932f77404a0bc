/**
 * The account forms' rules (spec section 5): the sign-in, sign-up and
 * new-password forms validate with these, in the browser and on the server.
 */
import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../text.ts';
import { minPasswordLength } from '../password.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

export { minPasswordLength };

export const accountMessages = {
  emailRequired: issueMessage('starEmailRequired'),
  passwordRequired: issueMessage('starPasswordRequired'),
  nameRequired: issueMessage('starNameRequired'),
  confirmRequired: issueMessage('starRetypePasswordRequired'),
  emailInvalid: issueMessage('enterValidEmail'),
  passwordShort: issueMessage('passwordTooShort'),
  passwordMismatch: issueMessage('passwordNotMatch'),
  signedUp: issueMessage('signedUpActivateEmail'),
  resetSent: issueMessage('resetMailSent'),
  verifyFirst: issueMessage('verifyEmailFirst'),
  wrongCredentials: issueMessage('wrongEmailOrPassword'),
} as const;

const email = z
  .string()
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .pipe(z.email(accountMessages.emailInvalid))
  .transform((v) => v.toLowerCase());

const password = z
  .string()
  .min(1, accountMessages.passwordRequired)
  .min(minPasswordLength, accountMessages.passwordShort)
  .max(128, issueMessage('passwordTooLong'));

export const signInInput = z.object({
  email,
  password: z.string().min(1, accountMessages.passwordRequired).max(128, issueMessage('passwordTooLong')),
});

export const emailOnlyInput = z.object({ email });

const newPasswordPair = {
  password,
  confirmPassword: z
    .string()
    .min(1, accountMessages.confirmRequired)
    .min(minPasswordLength, accountMessages.passwordShort)
    .max(128, issueMessage('passwordTooLong')),
};

const matching = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordMismatch });
  }
};

/** An account's name: the sign-up form, better-auth's sign-up and update-user (server/auth). */
export const accountName = z
  .string({ error: accountMessages.nameRequired })
  .trim()
  .min(1, accountMessages.nameRequired)
  .max(100, issueMessage('nameTooLong'))
  .refine((v) => !hasControlCharacters(v), controlCharactersMessage('Name'));

export const signUpInput = z
  .object({
    name: accountName,
    email,
    ...newPasswordPair,
  })
  .superRefine(matching);

export const newPasswordInput = z.object({ token: z.string().min(1, issueMessage('linkIncomplete')).max(500), ...newPasswordPair }).superRefine(matching);

/** The first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
