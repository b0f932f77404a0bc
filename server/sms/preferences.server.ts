/**
 * A customer's SMS switch on the dashboard: the mobile numbers of their bookings (those the site
 * texts) and their account's verified phone, and whether they still hear by SMS. Turning SMS off opts every one of those numbers out
 * (`sms_opt_outs`, as STOP does); sign-in codes still go, as they are asked for.
 */
import { normalisePhone, type SmsCountry } from '../../shared/phone.ts';
import type { SmsQueue } from './queue.server.ts';

export interface SmsPreferences {
  /** The numbers the account's bookings are texted at, and whether all of them are opted out. */
  of(userId: string): Promise<{ phones: string[]; off: boolean }>;
  set(userId: string, off: boolean): Promise<{ phones: string[]; off: boolean }>;
  /** The account's own phone (E.164) and whether a code verified it; null when it has none. */
  accountPhone(userId: string): Promise<{ phone: string; verified: boolean } | null>;
  /** Whether `typed` (any written form) is already the account's verified phone. */
  isAccountPhone(userId: string, typed: string): Promise<boolean>;
}

export function createSmsPreferences(deps: {
  queue: SmsQueue | null;
  countries: readonly SmsCountry[];
  bookingPhones: (userId: string) => Promise<string[]>;
  accountPhone: (userId: string) => Promise<{ phone: string; verified: boolean } | null>;
}): SmsPreferences {
  // The bookings' numbers and the account's verified phone (its account messages).
  const phonesOf = async (userId: string) => {
    const own = await deps.accountPhone(userId);
    const all = [...(await deps.bookingPhones(userId)), ...(own?.verified ? [own.phone] : [])];
    return [...new Set(all.map((p) => normalisePhone(p, deps.countries)).filter((p): p is string => p !== null))];
  };
  const of = async (userId: string) => {
    const phones = await phonesOf(userId);
    const queue = deps.queue;
    if (!queue || phones.length === 0) return { phones, off: false };
    const states = await Promise.all(phones.map((p) => queue.isOptedOut(p)));
    return { phones, off: states.every(Boolean) };
  };
  return {
    of,
    accountPhone: deps.accountPhone,
    async isAccountPhone(userId, typed) {
      const own = await deps.accountPhone(userId);
      return Boolean(own?.verified && normalisePhone(typed, deps.countries) === own.phone);
    },
    async set(userId, off) {
      const queue = deps.queue;
      if (queue) {
        for (const phone of await phonesOf(userId)) {
          if (off) await queue.optOut(phone, 'dashboard');
          else await queue.optIn(phone);
        }
      }
      return of(userId);
    },
  };
}
