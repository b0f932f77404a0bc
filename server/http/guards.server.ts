/**
 * Access guards for the JSON API. Every admin-only endpoint goes through `requireAdmin`, every
 * customer-only endpoint through `requireUser`: both are answered here, once.
 */
import { createMiddleware } from 'hono/factory';
import { isAdmin, isVerifiedUser } from '../../shared/access.ts';
import type { Actor } from '../services/audit.server.ts';
import type { AppBindings } from './types.server.ts';

export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  const viewer = c.get('viewer');
  if (!viewer) return c.json({ error: 'Sign in to continue', code: 'signInToContinue' }, 401);
  if (!isVerifiedUser(viewer)) return c.json({ error: 'Check Email! Verify First', code: 'verifyEmailFirst' }, 403);
  await next();
});

export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const viewer = c.get('viewer');
  if (!viewer) return c.json({ error: 'Sign in to continue', code: 'signInToContinue' }, 401);
  if (!isAdmin(viewer)) return c.json({ error: 'Admins only', code: 'adminsOnly' }, 403);
  await next();
});

/** The admin behind an admin request, for the audit trail. */
export function actorOf(c: { get(key: 'viewer'): AppBindings['Variables']['viewer'] }): Actor {
  const viewer = c.get('viewer');
  return { userId: viewer?.userId ?? null, email: viewer?.email ?? 'system' };
}
