import type { Viewer } from '../../shared/access.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
/**
 * The account operations the pages' actions call (through the router context's `auth`). Each
 * counts against the same rate limits as its /api/auth endpoint and answers a plain result the
 * page turns into a notice; `headers` carries the Set-Cookie lines to pass on to the browser.
 */
export type AccountResult = { ok: true; headers: Headers; redirectTo?: string } | { ok: false; status: number; code: string; message: string };

export interface AccountOperations {
  /** `lang`: the page's language, the account's from now on (its e-mails go out in it); default: the request's page. */
  signUp(request: Request, client: string, input: { name: string; email: string; password: string; lang?: Lang }): Promise<AccountResult>;
  /** A successful sign-in sets the account's language to `lang` (default: the request's page). */
  signIn(request: Request, client: string, input: { email: string; password: string; lang?: Lang }): Promise<AccountResult>;
  signOut(request: Request): Promise<AccountResult>;
  /**
   * Sends a sign-in code by SMS to `phone` (any written form of a mobile the site texts), in the
   * page's language, within the code limits (server/auth/phone-otp.server.ts). The same answer
   * whether an account has the number or not.
   */
  sendPhoneCode(request: Request, client: string, phone: string): Promise<AccountResult>;
  /**
   * Signs in with the code (the first verified code makes the account); with `addToAccount`, the
   * signed-in account of the request gets the number as its verified phone instead (the dashboard):
   * `PHONE_NUMBER_EXIST` when another account has it.
   */
  verifyPhoneCode(request: Request, client: string, input: { phone: string; code: string; addToAccount?: boolean }): Promise<AccountResult>;
  resendVerification(request: Request, client: string, email: string): Promise<AccountResult>;
  requestReset(request: Request, client: string, email: string): Promise<AccountResult>;
  resetPassword(request: Request, client: string, input: { token: string; password: string }): Promise<AccountResult>;
  verifyEmail(request: Request, token: string): Promise<AccountResult>;
  /** Whether a password-reset link is still good (unused, not expired). */
  resetTokenIsValid(token: string): Promise<boolean>;
  /**
   * Starts Google sign-in; `redirectTo` is the provider's authorization URL. `callbackPath` is
   * where to land after it, without a language prefix: the request's page language is put on it.
   */
  googleSignIn(request: Request, client: string, callbackPath: string): Promise<AccountResult>;
}

/** What the accounts module provides to the server. */
export interface AuthGateway {
  /** better-auth's handler for /api/auth/*. */
  handler(request: Request): Promise<Response>;
  /** The signed-in person behind a request, or null. */
  getViewer(headers: Headers): Promise<Viewer | null>;
  /** The account operations the account pages' actions call (absent without accounts). */
  accounts?: AccountOperations;
}
