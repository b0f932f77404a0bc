/**
 * Sign-in with a phone number (issue 37), against SMS pumping and guessing whatever `RATE_LIMIT`
 * says (these limits are about the operator's SMS bill): at most 3 codes per 10 minutes and 10 a
 * day for each number, each client address and each session. A code lives 5 minutes and 5 wrong
 * tries end it (better-auth's phone-number plugin, configured in better-auth.server.ts). The answer to
 * `send-otp` is the same whether an account has the number or not.
 */
import { normalisePhone, type SmsCountry } from '../../shared/phone.ts';
import type { RateLimitService } from '../services/rate-limits.server.ts';

export const otpSettings = { length: 6, lifeSeconds: 5 * 60, allowedAttempts: 5 } as const;

export const otpLimits = [
  { windowMs: 10 * 60_000, max: 3 },
  { windowMs: 24 * 60 * 60_000, max: 10 },
] as const;

export interface OtpClient {
  /** E.164. */
  phone: string;
  ip: string | null | undefined;
  /** The session cookie's value, when the visitor has one. */
  session: string | null | undefined;
}

/**
 * Counts one code asked for; false when any of the number's, the address's or the session's
 * windows is full. Every window is counted, so hammering one key does not spare the others.
 */
export async function underOtpLimits(rateLimits: RateLimitService, client: OtpClient): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const keys = [`otp:phone:${client.phone}`, ...(client.ip ? [`otp:ip:${client.ip}`] : []), ...(client.session ? [`otp:session:${client.session}`] : [])];
  let allowed = true;
  let retryAfter = 0;
  for (const key of keys) {
    for (const { windowMs, max } of otpLimits) {
      const { count, resetAt } = await rateLimits.hit(`${key}:${windowMs}`, windowMs);
      if (count > max) {
        allowed = false;
        retryAfter = Math.max(retryAfter, Math.ceil((resetAt - Date.now()) / 1000));
      }
    }
  }
  return { allowed, retryAfterSeconds: retryAfter };
}

/** The E.164 number of a request body's `phoneNumber`, or null (not a mobile of the countries texted). */
export function phoneOfBody(body: unknown, countries: readonly SmsCountry[]): string | null {
  const raw = (body as { phoneNumber?: unknown } | null)?.phoneNumber;
  return typeof raw === 'string' ? normalisePhone(raw, countries) : null;
}

/** The better-auth session cookie's value in a Cookie header (per-session limits), if any. */
export function sessionTokenOf(cookie: string | null | undefined): string | undefined {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/.exec(cookie ?? '')?.[1];
}

/** The address a phone-only account carries (better-auth needs one; it can never receive mail). */
export const phoneOnlyEmail = (e164: string) => `${e164.replace(/^\+/, '')}@phone.travelez.invalid`;
