/**
 * POST /signout: ends the session (the navigation bar's SignOut button posts here) and goes home.
 * A plain GET just goes home: signing out only ever happens on a POST from the site itself.
 */
import { href, redirect } from 'react-router';
import type { Route } from './+types/signout';
import { accountsFrom } from './account.server.ts';

export function loader() {
  return redirect(href('/'));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ops } = accountsFrom(context);
  const result = await ops.signOut(request);
  return redirect(href('/'), { headers: result.ok ? result.headers : undefined });
}
