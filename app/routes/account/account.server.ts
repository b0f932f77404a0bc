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
