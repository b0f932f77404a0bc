import { inEnglish } from '../i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { accountMessages as m, fieldErrors, newPasswordInput, signInInput, signUpInput } from './accounts.ts';

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]));

const english = inEnglish(m);

describe('sign-in form', () => {
  it('requires both fields, each with its own message', () => {
    expect(inEnglish(errorsOf(signInInput.safeParse({ email: '', password: '' })))).toEqual({
      email: english.emailRequired,
      password: english.passwordRequired,
    });
  });
  it('lower-cases and trims the e-mail', () => {
    expect(inEnglish(signInInput.parse({ email: ' Ana@Example.COM ', password: 'x' }).email)).toBe('ana@example.com');
  });
  it('rejects a malformed e-mail', () => {
    expect(inEnglish(errorsOf(signInInput.safeParse({ email: 'ana@', password: 'x' })).email)).toBe(english.emailInvalid);
  });
});

describe('sign-up form', () => {
  const ok = { name: 'Ana', email: 'ana@example.com', password: 'secret', confirmPassword: 'secret' };
  it('accepts a complete form', () => expect(inEnglish(signUpInput.safeParse(ok).success)).toBe(true));
  it('requires all four fields', () => {
    expect(inEnglish(errorsOf(signUpInput.safeParse({ name: ' ', email: '', password: '', confirmPassword: '' })))).toEqual({
      name: english.nameRequired,
      email: english.emailRequired,
      password: english.passwordRequired,
      confirmPassword: english.confirmRequired,
    });
  });
  it('applies the 6-character minimum to both password fields', () => {
    expect(inEnglish(errorsOf(signUpInput.safeParse({ ...ok, password: 'abc', confirmPassword: 'abc' })))).toEqual({
      password: english.passwordShort,
      confirmPassword: english.passwordShort,
    });
    expect(inEnglish(errorsOf(signUpInput.safeParse({ ...ok, confirmPassword: 'abc' })).confirmPassword)).toBe(english.passwordShort);
  });
  it("says 'Password not match' when the copies differ", () => {
    expect(inEnglish(errorsOf(signUpInput.safeParse({ ...ok, confirmPassword: 'secreT' })))).toEqual({ confirmPassword: english.passwordMismatch });
  });
});

describe('new password form', () => {
  it('uses the same rules and needs the token', () => {
    expect(inEnglish(errorsOf(newPasswordInput.safeParse({ token: '', password: 'abcdef', confirmPassword: 'abcdeg' })))).toEqual({
      token: 'This link is not complete.',
      confirmPassword: english.passwordMismatch,
    });
  });
});
