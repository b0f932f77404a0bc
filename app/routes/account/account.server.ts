/**
 * What the account pages' loaders and actions share: the account operations from the router
 * context and redirects that carry the session cookie. Forms are read and answered with the page
 * helpers of app/lib/forms.server.ts, like every page.
 */
import { href, redirect, type RouterContextProvider } from 'react-router';
import type { AccountResult } from '../../../server/auth/types.server.ts';
import { pageRedirectTarget } from '../../../shared/redirect.ts';
import { accountText } from '../../components/account/account.text.ts';
import { appFrom } from '../../context.ts';
import { fail, succeed } from '../../lib/forms.server.ts';

export function accountsFrom(context: Readonly<RouterContextProvider>) {
  const { auth, clientIp, lang } = appFrom(context);
  if (!auth.accounts) throw new Response(accountText[lang].accountsUnavailable, { status: 503 });
  return { ops: auth.accounts, client: clientIp, lang };
}

/** A redirect that passes on better-auth's Set-Cookie lines. */
export function redirectWith(to: string, result: Extract<AccountResult, { ok: true }>) {
  return redirect(to, { headers: result.headers });
}

/**
 * Where to go after signing in: the remembered same-site path (from the form, else the query),
 * percent-encoded so that it fits a Location header; else '/'. As the page's redirects name it:
 * without its language prefix (React Router adds it back), so a Bangla sign-in keeps one '/bn'.
 */
export function redirectTarget(context: Readonly<RouterContextProvider>, request: Request, submitted?: string) {
  return pageRedirectTarget(submitted || new URL(request.url).searchParams.get('redirectTo'), appFrom(context).lang, href('/'));
}

/**
 * The mobile-number form of /signin and /signup (app/components/account/PhoneSignIn.tsx): `phone-code`
 * texts a code (the answer is the same whether an account has the number), `phone-verify` signs in
 * with it, making the account on its first verified code, and goes to `target`. With `addToAccount`
 * (the dashboard), the code makes the number the signed-in account's verified phone instead.
 */
export async function phoneAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fields: { intent: string; phone: string; code: string },
  target: string | { addToAccount: true },
) {
  const { ops, client, lang } = accountsFrom(context);
  const t = accountText[lang];
  const values = { phone: fields.phone };
  if (fields.intent === 'phone-code') {
    const sent = await ops.sendPhoneCode(request, client, fields.phone);
    if (sent.ok) return succeed({ intent: 'phone', values: { ...values, codeSentTo: fields.phone.trim() } });
    if (sent.code === 'INVALID_PHONE_NUMBER') return fail({ intent: 'phone', fieldErrors: { phone: sent.message }, values }, 400);
    if (sent.status === 429) return fail({ intent: 'phone', formError: sent.message, values }, 429);
    return fail({ intent: 'phone', formError: t.codeFailed, values }, 502);
  }
  const code = fields.code.replace(/\s/g, '');
  const again = { ...values, codeSentTo: fields.phone.trim() };
  if (!/^\d{6}$/.test(code)) return fail({ intent: 'phone', fieldErrors: { code: t.wrongCode }, values: again }, 400);
  const addToAccount = typeof target !== 'string';
  const result = await ops.verifyPhoneCode(request, client, { phone: fields.phone, code, addToAccount });
  if (result.ok) return addToAccount ? succeed({ intent: 'phone', message: t.phoneAdded(fields.phone.trim()) }) : redirectWith(target, result);
  if (result.code === 'PHONE_NUMBER_EXIST') return fail({ intent: 'phone', fieldErrors: { phone: t.phoneTaken }, values }, 409);
  if (result.status === 429) return fail({ intent: 'phone', formError: result.message, values: again }, 429);
  return fail({ intent: 'phone', fieldErrors: { code: t.wrongCode }, values: again }, 400);
}
