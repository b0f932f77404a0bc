/**
 * Accounts: what the site does with better-auth (configured in better-auth.server.ts).
 *
 * `createAccounts` returns:
 *  - the `AuthGateway` the HTTP server uses: better-auth's handler at /api/auth, and the viewer of
 *    a request (its session, cached per instance until an account changes anywhere);
 *  - the account operations the pages' actions call (sign-up, sign-in, phone codes, resets, Google),
 *    with the same rules and rate limits as the API; signing in from a page sets the account's
 *    language to the page's;
 *  - the start-up admin (ADMIN_EMAIL, ADMIN_PASSWORD).
 */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { displayName, type Viewer } from '../../shared/access.ts';
import { codedMessage, msg } from '../../shared/i18n/coded-messages.ts';
import { langCookie, langOfPath, pathIn, type Lang } from '../../shared/i18n/lang.ts';
import { checkLimit, tooManyMessage, type LimitName } from '../http/rate-limit.server.ts';
import { buildAuth, type AccountsDeps } from './better-auth.server.ts';
import { phoneOfBody, sessionTokenOf, underOtpLimits } from './phone-otp.server.ts';
import type { AccountOperations, AccountResult, AuthGateway } from './types.server.ts';
import { cookieValue, createViewerCache } from './viewer-cache.server.ts';

/** The display-name rule lives in shared/access.ts (the pages use it too); exported here as before. */
export { displayName };

/** Reads better-auth's JSON error `{ code, message }` from a response. */
async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await response.clone().json()) as { code?: string; message?: string };
    return { code: body.code ?? '', message: body.message ?? '' };
  } catch {
    return { code: '', message: '' };
  }
}

/** The Set-Cookie headers of an answer, to pass on to the browser. */
function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

export function createAccounts(deps: AccountsDeps) {
  const { db, config, services, logger } = deps;
  const auth = buildAuth(deps);

  /** The session of a token (one database read of the session and its user, one of the admins list). */
  async function viewerOf(cookieName: string, token: string): Promise<Viewer | null> {
    const session = await auth.api.getSession({ headers: new Headers({ cookie: `${cookieName}=${token}` }) });
    if (!session) return null;
    const { user } = session;
    const admin = user.emailVerified ? await services.admins.isAdminEmail(user.email) : false;
    return {
      userId: user.id,
      name: displayName(user.name),
      email: user.email,
      // A phone verified by a code counts as a verified account (a phone-only account has no real address).
      emailVerified: user.emailVerified || Boolean((user as { phoneNumberVerified?: boolean | null }).phoneNumberVerified),
      image: user.image ?? null,
      isAdmin: admin,
    };
  }
  let sessionCookie: string | undefined;
  const viewers = createViewerCache<Viewer>({
    enabled: config.readCache,
    load: async (token) => viewerOf(sessionCookie!, token),
  });
  services.changes.subscribe((topic) => {
    if (topic === 'accounts' || topic === 'all') viewers.clear();
  });

  async function getViewer(headers: Headers): Promise<Viewer | null> {
    // Only the session cookie matters here (the Origin check is ours, in server/http/origin-check.server.ts).
    sessionCookie ??= (await auth.$context).authCookies.sessionToken.name;
    const token = cookieValue(headers.get('cookie') ?? '', sessionCookie);
    return token ? viewers.get(token) : null;
  }

  /** Headers for an internal call on behalf of a page request (its cookie, our own origin). */
  function forwardHeaders(request: Request): Headers {
    const headers = new Headers({ origin: new URL(config.baseUrl).origin });
    const cookie = request.headers.get('cookie');
    if (cookie) headers.set('cookie', cookie);
    const agent = request.headers.get('user-agent');
    if (agent) headers.set('user-agent', agent);
    return headers;
  }

  async function limited(name: LimitName, client: string): Promise<AccountResult | null> {
    const verdict = await checkLimit(services.rateLimits, config.rateLimit, name, client);
    if (verdict.allowed) return null;
    return { ok: false, status: 429, code: 'RATE_LIMITED', message: tooManyMessage(verdict.retryAfterSeconds) };
  }

  async function call(response: Response): Promise<AccountResult> {
    if (response.ok || (response.status >= 300 && response.status < 400)) {
      return { ok: true, headers: cookiesOf(response) };
    }
    const { code, message } = await errorOf(response);
    return { ok: false, status: response.status, code, message };
  }

  /** The language of the page a request comes from ('/bn/...' is Bangla). */
  const pageLang = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

  /** Headers for a phone call on behalf of a page: its cookie, our origin, the page's language (the SMS's). */
  function phoneHeaders(request: Request): Headers {
    const headers = forwardHeaders(request);
    const cookie = headers.get('cookie');
    headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${langCookie}=${pageLang(request)}`);
    return headers;
  }

  const invalidPhone: AccountResult = { ok: false, status: 400, code: 'INVALID_PHONE_NUMBER', message: codedMessage(msg('invalidPhoneNumber')) };

  const operations: AccountOperations = {
    async sendPhoneCode(request, client, phone) {
      const e164 = phoneOfBody({ phoneNumber: phone }, config.sms.countries);
      if (!e164) return invalidPhone;
      const verdict = await underOtpLimits(services.rateLimits, { phone: e164, ip: client, session: sessionTokenOf(request.headers.get('cookie')) });
      if (!verdict.allowed) return { ok: false, status: 429, code: 'tooManyCodes', message: codedMessage(msg('tooManyCodes')) };
      return call(await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: e164 }, headers: phoneHeaders(request), asResponse: true }));
    },
    async verifyPhoneCode(request, client, input) {
      const e164 = phoneOfBody({ phoneNumber: input.phone }, config.sms.countries);
      if (!e164) return invalidPhone;
      return (
        (await limited('signin', client)) ??
        call(
          await auth.api.verifyPhoneNumber({
            body: { phoneNumber: e164, code: input.code, ...(input.addToAccount ? { updatePhoneNumber: true } : {}) },
            headers: phoneHeaders(request),
            asResponse: true,
          }),
        )
      );
    },
    async signUp(request, client, input) {
      return (
        (await limited('signup', client)) ??
        call(
          await auth.api.signUpEmail({
            body: { name: input.name, email: input.email, password: input.password, language: input.lang ?? pageLang(request), callbackURL: '/signin' },
            headers: forwardHeaders(request),
            asResponse: true,
          }),
        )
      );
    },
    async signIn(request, client, input) {
      const result =
        (await limited('signin', client)) ??
        (await call(
          await auth.api.signInEmail({
            body: { email: input.email, password: input.password, rememberMe: true },
            headers: forwardHeaders(request),
            asResponse: true,
          }),
        ));
      // Signed in from a page: the account's e-mails go out in that page's language from now on.
      if (result.ok) {
        const language = input.lang ?? pageLang(request);
        await db
          .update(users)
          .set({ language })
          .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`);
      }
      return result;
    },
    async signOut(request) {
      return call(await auth.api.signOut({ headers: forwardHeaders(request), asResponse: true }));
    },
    async resendVerification(request, client, email) {
      return (
        (await limited('resend', client)) ??
        call(
          await auth.api.sendVerificationEmail({
            body: { email, callbackURL: '/signin' },
            // Without the session: the resend form is for signed-out visitors.
            headers: new Headers({ origin: new URL(config.baseUrl).origin }),
            asResponse: true,
          }),
        )
      );
    },
    async requestReset(request, client, email) {
      return (
        (await limited('reset', client)) ??
        call(
          await auth.api.requestPasswordReset({
            body: { email, redirectTo: '/reset-password' },
            headers: forwardHeaders(request),
            asResponse: true,
          }),
        )
      );
    },
    async resetPassword(request, client, input) {
      return (
        (await limited('reset', client)) ??
        call(
          await auth.api.resetPassword({
            body: { token: input.token, newPassword: input.password },
            headers: forwardHeaders(request),
            asResponse: true,
          }),
        )
      );
    },
    async verifyEmail(request, token) {
      return call(await auth.api.verifyEmail({ query: { token }, headers: forwardHeaders(request), asResponse: true }));
    },
    async resetTokenIsValid(token) {
      const response = await auth.api.requestPasswordResetCallback({
        params: { token },
        query: { callbackURL: '/reset-password' },
        headers: new Headers({ origin: new URL(config.baseUrl).origin }),
        asResponse: true,
      });
      const location = response.headers.get('location') ?? '';
      return response.status >= 300 && response.status < 400 && !/[?&]error=/.test(location);
    },
    async googleSignIn(request, client, callbackPath) {
      if (!config.google) return { ok: false, status: 404, code: 'NOT_ENABLED', message: 'Google sign-in is not available.' };
      const blocked = await limited('signin', client);
      if (blocked) return blocked;
      const response = await auth.api.signInSocial({
        body: {
          provider: 'google',
          // better-auth sends the browser to these itself: with the page's language prefix.
          callbackURL: pathIn(pageLang(request), callbackPath),
          errorCallbackURL: `${pathIn(pageLang(request), '/signin')}?error=google`,
          disableRedirect: true,
        },
        headers: forwardHeaders(request),
        asResponse: true,
      });
      const result = await call(response);
      if (!result.ok) return result;
      const body = (await response.json()) as { url?: string };
      return { ...result, redirectTo: body.url };
    },
  };

  const gateway: AuthGateway = {
    handler: (request) => auth.handler(request),
    getViewer,
    accounts: operations,
  };

  /** ADMIN_EMAIL / ADMIN_PASSWORD: a verified account for the first admin, created when missing. */
  async function ensureAdminUser(): Promise<void> {
    const email = config.adminEmail;
    const password = config.adminPassword;
    if (!email) return;
    await services.admins.ensure(email);
    if (!password) return;
    const ctx = await auth.$context;
    const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
    if (existing) {
      if (!existing.user.emailVerified) {
        logger.warn(`[auth] ${email} exists but is not verified: it becomes an admin once its owner verifies it`);
      }
      return;
    }
    const user = await ctx.internalAdapter.createUser({ email, name: 'Travelez Admin', emailVerified: true }, { method: 'admin' });
    const hash = await ctx.password.hash(password);
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    logger.info(`[auth] created the admin account ${email}`);
  }

  return { auth, gateway, operations, ensureAdminUser };
}
export type Accounts = ReturnType<typeof createAccounts>;
