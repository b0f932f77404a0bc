/**
 * Pickup points of a departure (issue 36): where a coach collects travellers on its way out of
 * Dhaka (Sayedabad, Arambagh, Kalyanpur...), each with its time; a booking chooses one.
 */
import { z } from 'zod';
import { issueMessage } from './i18n/coded-messages.ts';

export interface PickupPoint {
  id: string;
  name: string;
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
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
