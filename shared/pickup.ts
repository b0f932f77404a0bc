/**
 * Pickup points of a departure (issue 36): where a coach collects travellers on its way out of
 * Dhaka (Sayedabad, Arambagh, Kalyanpur...), each with its time; a booking chooses one.
 */
import { z } from 'zod';
import { issueMessage } from './i18n/coded-messages.ts';

export interface PickupPoint {
  id: string;
  name: string;
  /** The name in Bangla (the Bangla pages show it; else `name`). */
  nameBn?: string;
  /** 'HH:MM', Bangladesh time, on the departure day. */
  time: string;
}

export const pickupPointSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z
    .string()
    .trim()
    .min(1, issueMessage('required', 'Name'))
    .max(100, issueMessage('tooManyCharacters', 'Name', 100)),
  nameBn: z.string().trim().max(100).optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});

/** A pickup point's name in a language. */
export const pickupName = (p: Pick<PickupPoint, 'name' | 'nameBn'>, lang: 'en' | 'bn'): string => (lang === 'bn' && p.nameBn ? p.nameBn : p.name);
