/**
 * Accounts: better-auth on the project's Drizzle schema, mounted at /api/auth.
 *
 *  - e-mail + password with verification (mails through the one mailer), 6-character minimum
 *  - sessions in the database, HttpOnly SameSite=Lax cookies (Secure when the site runs on https)
 *  - Google as OpenID Connect through the generic OAuth plugin (discovery from GOOGLE_ISSUER, PKCE)
 *  - password reset that signs out every session of the account
 *  - the account's language (`users.language`): set at sign-up from the page (else the visitor's
 *    language cookie), updated at each sign-in; the account e-mails go out in it, their links
 *    open the pages in it
 *
 * `createAccounts` returns the `AuthGateway` the HTTP server uses, the account operations the
 * pages' actions call (same rules, same rate limits as the API) and the start-up admin.
 */
import { codedMessage, messageText, msg, translateMessage } from '../../shared/i18n/coded-messages.ts';
import { betterAuth } from 'better-auth/minimal';
import { sql } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { otpSettings, phoneOfBody, phoneOnlyEmail, sessionTokenOf, underOtpLimits } from './phone-otp.server.ts';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { displayName, type Viewer } from '../../shared/access.ts';
import { asLang, isLang, langCookie, langOfPath, pathIn, type Lang } from '../../shared/i18n/lang.ts';
import { accountName } from '../../shared/schemas/accounts.ts';
import type { AppConfig } from '../config.server.ts';
import { checkLimit, tooManyMessage, type LimitName } from '../http/rate-limit.server.ts';
import type { Logger } from '../logger.server.ts';
import { cookieSecurityFor } from './cookie-security.server.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { accountLink, existingAccountMail, resetPasswordMail, verificationMail } from '../mail/templates/auth.server.ts';
import { announceCommitted } from '../services/changes.server.ts';
import { accountTexts } from '../sms/account-sms.server.ts';
import type { Services } from '../services/index.server.ts';
import type { AccountOperations, AccountResult, AuthGateway } from './types.server.ts';
import { cookieValue, createViewerCache } from './viewer-cache.server.ts';
import { minPasswordLength } from '../../shared/password.ts';

interface AccountsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  services: Services;
  logger: Logger;
}

/** The display-name rule lives in shared/access.ts (the pages use it too); exported here as before. */
export { displayName };

/** better-auth endpoints after which every session a process knows is still what it was. */
const sessionPreserving = new Set([
  '/get-session',
  '/sign-in/email',
  '/sign-up/email',
  '/ok',
  '/error',
  '/list-sessions',
  '/list-accounts',
  '/send-verification-email',
  '/request-password-reset',
  '/forget-password',
  '/sign-in/oauth2',
  '/sign-in/social',
]);

/** Verification links stay valid this long (seconds). */
const verificationTtl = 24 * 60 * 60;

/** The language stored on a better-auth user ('en' when it has none). */
const languageOf = (user: object): Lang => asLang((user as { language?: unknown }).language);

/** The visitor's remembered language (the language switch's cookie), if any. */
function cookieLang(headers: Headers | undefined): Lang | undefined {
  const value = cookieValue(headers?.get('cookie') ?? '', langCookie);
  return isLang(value) ? value : undefined;
}

function buildAuth({ db, config, mailer, logger, services }: AccountsDeps) {
  // openRuntime fills it from DATA_DIR/auth-secret when AUTH_SECRET is not set.
  if (!config.authSecret) throw new Error('AUTH_SECRET must be set (32+ characters)');
  // Secure cookies exactly when the site is on https: a browser drops a Secure cookie a plain-http
  // page sets (http://192.168.x.x), and nobody could sign in.
  const { secure, warning } = cookieSecurityFor(config.baseUrl);
  if (warning) logger.warn(warning);
  const google = config.google;
  const texts = accountTexts(db, services.smsQueue);
  /** An account SMS never fails the change that causes it (the change is made; the SMS is a notice). */
  const notify = (what: string, send: () => Promise<void>) =>
    send().catch((error: unknown) => logger.warn(`[auth] the ${what} SMS could not be queued: ${(error as Error)?.message ?? error}`));
  return betterAuth({
    appName: 'Travelez',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      additionalFields: {
        // 'en' or 'bn' (anything else is 'en'); the account pages pass the page's language.
        language: { type: 'string', required: false, input: true, returned: false, transform: { input: (value) => asLang(value) } },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Signed up without a language (Google, the bare API): the visitor's chosen language, else English.
          before: async (user, ctx) => {
            if (isLang(user.language)) return;
            return { data: { ...user, language: cookieLang(ctx?.headers) ?? 'en' } };
          },
        },
      },
    },
    // Our own limiter (server/http/rate-limit.server.ts) covers the auth endpoints and the forms.
    rateLimit: { enabled: false },
    hooks: {
      // A name is held to the same rules as on the sign-up form, whichever way it arrives.
      before: createAuthMiddleware(async (ctx) => {
        // A phone number in any of its written forms (01711…, +8801711…, 8801711…) is one E.164 number;
        // anything that is not a mobile of the countries the site texts is refused, the same for all.
        if (ctx.path === '/phone-number/send-otp' || ctx.path === '/phone-number/verify') {
          const phone = phoneOfBody(ctx.body, config.sms.countries);
          if (!phone) throw new APIError('BAD_REQUEST', { code: 'INVALID_PHONE_NUMBER', message: messageText('en', msg('invalidPhoneNumber')) });
          // A signed-in account verifying a new phone: the number it had hears that it changed (after hook).
          let previousPhone: { phone: string; lang: Lang } | null = null;
          if (ctx.path === '/phone-number/verify' && (ctx.body as { updatePhoneNumber?: unknown }).updatePhoneNumber === true) {
            const session = await getSessionFromCtx(ctx);
            previousPhone = session ? await texts.verifiedPhoneOf(session.user.id) : null;
          }
          return { context: { body: { ...(ctx.body as object), phoneNumber: phone }, previousPhone } };
        }
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
        const name = (ctx.body as { name?: unknown } | undefined)?.name;
        if (name === undefined && ctx.path === '/update-user') return;
        const checked = accountName.safeParse(name);
        if (!checked.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_NAME',
            message: translateMessage('en', checked.error.issues[0]?.message ?? 'Name is not valid.'),
          });
        }
        return { context: { body: { ...(ctx.body as object), name: checked.data } } };
      }),
      // Anything that may have ended a session or changed a user (sign-out, revocation, password
      // reset or change, verification, profile): every instance forgets the sessions it knows
      // (server/auth/viewer-cache.server.ts). Reads and new sign-ins change no existing session.
      after: createAuthMiddleware(async (ctx) => {
        if (sessionPreserving.has(ctx.path)) return;
        const returned = ctx.context.returned as { user?: { id?: string; phoneNumber?: string } } | undefined;
        const done = returned !== undefined && !isAPIError(returned);
        // Account messages to the account's verified phone (the password reset's: onPasswordReset).
        if (done && ctx.path === '/change-password' && returned.user?.id) {
          const userId = returned.user.id;
          await notify('password changed', () => texts.passwordChanged(userId));
        }
        const previous = (ctx as { previousPhone?: { phone: string; lang: Lang } | null }).previousPhone;
        if (done && ctx.path === '/phone-number/verify' && previous && previous.phone !== returned.user?.phoneNumber) {
          await notify('phone changed', () => texts.phoneChanged(previous.phone, previous.lang));
        }
        await announceCommitted(db, services.changes, 'accounts');
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      database: { generateId: () => newId() },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The account's verified phone hears of it too (a security notice, in the account's language).
      onPasswordReset: async ({ user }) => void (await notify('password reset', () => texts.passwordChanged(user.id))),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const lang = languageOf(user);
        const url = accountLink(config.baseUrl, lang, '/reset-password', token);
        await mailer.send(resetPasswordMail(lang, { email: user.email, name: user.emailVerified ? user.name : undefined }, url));
      },
      // The sign-up answer looks the same either way (no account enumeration); the owner is told, in the account's language.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(languageOf(user), { email: user.email, name: user.emailVerified ? user.name : undefined }, config.baseUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: verificationTtl,
      sendVerificationEmail: async ({ user, token }) => {
        const lang = languageOf(user);
        const url = accountLink(config.baseUrl, lang, '/verify-email', token);
        await mailer.send(verificationMail(lang, { email: user.email }, url, verificationTtl / 3600));
      },
    },
    plugins: [
      phoneNumber({
        otpLength: otpSettings.length,
        expiresIn: otpSettings.lifeSeconds,
        allowedAttempts: otpSettings.allowedAttempts,
        phoneNumberValidator: (phone) => phoneOfBody({ phoneNumber: phone }, config.sms.countries) === phone,
        // The code goes through the durable SMS queue at once (codes ignore quiet hours, caps and opt-outs),
        // in the visitor's language. The answer is the same whether an account has the number or not.
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
          const queue = services.smsQueue;
          if (!queue) throw new Error('no SMS queue');
          await queue.enqueue({ to: phone, lang: cookieLang(ctx?.headers) ?? 'en', message: { kind: 'code', code } });
        },
        // A first verified code makes the account: a name and an address better-auth needs, the
        // number as its name until the traveller gives one; the address can never receive mail.
        signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: (phone) => phone },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    logger: {
      level: 'error',
      log: (level, message) => {
        if (level === 'error') logger.error(`[auth] ${message}`);
      },
    },
  });
}

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
