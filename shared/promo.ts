/**
 * Promo codes (issue 36): when a code may be used. Pure; the bookings service asks it in the
 * booking's transaction, with the code's row locked and its uses counted there, so a code with one
 * use left is used once whatever the concurrency.
 */
import { msg, type MessageRef } from './i18n/coded-messages.ts';
import type { Promo } from './party.ts';

export interface PromoRule extends Promo {
  code: string;
  /** 'YYYY-MM-DD', Bangladesh days, inclusive. */
  validFrom: string | null;
  validTo: string | null;
  /** Uses in all, or null for no limit. */
  maxUses: number | null;
  /** Uses per customer, or null for no limit. */
  perCustomer: number | null;
  /** The packages it applies to; empty: every package. */
  packageIds: readonly string[];
  minTravellers: number | null;
  /** False once an admin has stopped it (absent: active). */
  active?: boolean;
}

export interface PromoUse {
  today: string;
  packageId: string | null;
  travellers: number;
  /** Uses so far by every customer (cancelled bookings gave theirs back). */
  used: number;
  /** Uses so far by this customer. */
  usedByCustomer: number;
}

/** A code as typed, the way it is stored: trimmed, upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export const promoCodePattern = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/** Why a code may not be used on this booking, or null when it may. */
export function promoRefusal(rule: PromoRule, use: PromoUse): MessageRef | null {
  if (rule.active === false) return msg('promoInactive', rule.code);
  if (rule.validFrom && use.today < rule.validFrom) return msg('promoNotYetValid', rule.code, rule.validFrom);
  if (rule.validTo && use.today > rule.validTo) return msg('promoExpired', rule.code);
  if (rule.packageIds.length > 0 && !(use.packageId && rule.packageIds.includes(use.packageId))) return msg('promoNotForTour', rule.code);
  if (rule.minTravellers != null && use.travellers < rule.minTravellers) return msg('promoMinTravellers', rule.code, rule.minTravellers);
  if (rule.perCustomer != null && use.usedByCustomer >= rule.perCustomer) return msg('promoUsedByYou', rule.code);
  if (rule.maxUses != null && use.used >= rule.maxUses) return msg('promoUsedUp', rule.code);
  return null;
}
