/**
 * better-auth's configuration for Travelez: on the project's Drizzle schema, mounted at /api/auth.
 * `createAccounts` (auth.server.ts) builds it once and calls it for the pages and the API.
 *
 *  - e-mail + password with verification (mails through the one mailer), 6-character minimum
 *  - sessions in the database, HttpOnly SameSite=Lax cookies (Secure when the site runs on https)
 *  - Google as OpenID Connect through the generic OAuth plugin (discovery from GOOGLE_ISSUER, PKCE)
 *  - sign-in by a code sent to a phone (the phone-number plugin; its limits: phone-otp.server.ts)
 *  - password reset that signs out every session of the account
 *  - the account's language (`users.language`): set at sign-up from the page (else the visitor's
 *    language cookie); the account e-mails go out in it, their links open the pages in it
 *  - a name is held to the sign-up form's rules however it arrives; anything that may end a
 *    session tells every instance to forget the sessions it knows
 */
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { messageText, msg, translateMessage } from '../../shared/i18n/coded-messages.ts';
import { asLang, isLang, langCookie, type Lang } from '../../shared/i18n/lang.ts';
import { minPasswordLength } from '../../shared/password.ts';
import { accountName } from '../../shared/schemas/accounts.ts';
import type { AppConfig } from '../config.server.ts';
import type { Logger } from '../logger.server.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { accountLink, existingAccountMail, resetPasswordMail, verificationMail } from '../mail/templates/auth.server.ts';
import { announceCommitted } from '../services/changes.server.ts';
import type { Services } from '../services/index.server.ts';
import { accountTexts } from '../sms/account-sms.server.ts';
import { cookieSecurityFor } from './cookie-security.server.ts';
import { otpSettings, phoneOfBody, phoneOnlyEmail } from './phone-otp.server.ts';
import { cookieValue } from './viewer-cache.server.ts';

export interface AccountsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  services: Services;
  logger: Logger;
}

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

export function buildAuth({ db, config, mailer, logger, services }: AccountsDeps) {
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
