/**
 * Page guards, checked on the server in loaders and actions (the JSON API has its own in
 * server/http/guards.server.ts; both use the rules of shared/access.ts).
 */
import { redirect, type RouterContextProvider } from 'react-router';
import { isAdmin, isVerifiedUser, type Viewer } from '../../shared/access.ts';
import { issueMessage, messageText, msg } from '../../shared/i18n/coded-messages.ts';
import { pageRedirectTarget } from '../../shared/redirect.ts';
import { appFrom } from '../context.ts';

/**
 * The path (with query) of a request, to come back to after signing in: a safe one, else '/'.
 * Without the page's language prefix: the sign-in page is in the same language and its redirect
 * puts the prefix back.
 */
function originOf(context: Readonly<RouterContextProvider>, request: Request) {
  const url = new URL(request.url);
  return pageRedirectTarget(`${url.pathname}${url.search}`, appFrom(context).lang);
}

function signInRedirect(context: Readonly<RouterContextProvider>, request: Request) {
  const origin = originOf(context, request);
  return redirect(origin === '/' ? '/signin' : `/signin?redirectTo=${encodeURIComponent(origin)}`);
}

/** 'Login required': a signed-in user with a verified e-mail, else off to /signin and back. */
export function requireVerifiedUser(context: Readonly<RouterContextProvider>, request: Request): Viewer {
  const { viewer } = appFrom(context);
  if (!isVerifiedUser(viewer)) throw signInRedirect(context, request);
  return viewer;
}

/** Admin pages: anonymous visitors go to /signin, signed-in non-admins get a 403 page. */
export function requireAdminPage(context: Readonly<RouterContextProvider>, request: Request): Viewer {
  const { viewer } = appFrom(context);
  if (!viewer) throw signInRedirect(context, request);
  // A coded message: the error page writes it in the page's language (RootError).
  if (!isAdmin(viewer)) throw new Response(issueMessage('adminPageOnly'), { status: 403, statusText: 'Forbidden' });
  return viewer;
}

/**
 * `requireAdminPage` for a file the browser downloads (the CSV exports): no error page renders its
 * 403, so the refusal is its own plain text, written here in the page's language.
 */
export function requireAdminDownload(context: Readonly<RouterContextProvider>, request: Request): Viewer {
  const { viewer, lang } = appFrom(context);
  if (viewer && !isAdmin(viewer)) {
    throw new Response(messageText(lang, msg('adminPageOnly')), {
      status: 403,
      statusText: 'Forbidden',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return requireAdminPage(context, request);
}
