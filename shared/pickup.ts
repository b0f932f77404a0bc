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
  time: z.string({ error: issueMessage('pickupTimeFormat') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueMessage('pickupTimeFormat')),
});

/** A departure's pickup points as the operator sends them: at most 20, each id once. */
export const pickupPointsSchema = z
  .array(pickupPointSchema)
  .max(20)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, issueMessage('pickupPointTwice'));

/** An id for a new point from its name ('Sayedabad bus terminal' -> 'sayedabad-bus-terminal'), not one of `taken`. */
export function pickupIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34) || 'point';
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

/** A pickup point's name in a language. */
export const pickupName = (p: Pick<PickupPoint, 'name' | 'nameBn'>, lang: 'en' | 'bn'): string => (lang === 'bn' && p.nameBn ? p.nameBn : p.name);
