/**
 * The SMS about a booking, to the booking's phone (when it is a mobile of a country the site texts),
 * in the booking's language (the account's, as it booked), stored in the transaction of the change
 * that causes it, once per booking and event (the queue's dedupe key). Services call `send` next to
 * the matching e-mail; without a queue (tests that make services alone) nothing is sent.
 */
import type { Database } from '../../db/client.server.ts';
import type { Booking } from '../../shared/domain.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { normalisePhone, type SmsCountry } from '../../shared/phone.ts';
import type { SmsMessage } from '../../shared/sms.ts';
import { bookingReference } from '../mail/templates/bookings.server.ts';
import type { SmsQueue } from './queue.server.ts';

/** A booking's SMS: its message without the reference, which is the booking's. */
export type BookingSms = SmsMessage extends infer M ? (M extends { reference: string } ? Omit<M, 'reference'> : never) : never;

export interface BookingTexts {
  /** Stores the SMS in `tx`; `once` names the event (`paid:<paymentId>`): a second call with it stores nothing. */
  send(tx: Database, booking: Pick<Booking, '_id' | 'phone'>, lang: Lang, message: BookingSms, once: string, options?: { expiresAt?: Date }): Promise<void>;
}

export function bookingTexts(queue: SmsQueue | null | undefined, countries: readonly SmsCountry[]): BookingTexts {
  return {
    async send(tx, booking, lang, message, once, options) {
      if (!queue) return;
      const to = normalisePhone(booking.phone, countries);
      if (!to) return;
      await queue.enqueue(
        {
          to,
          lang,
          message: { ...message, reference: bookingReference(booking._id) } as SmsMessage,
          dedupeKey: `${once}:${booking._id}`,
          expiresAt: options?.expiresAt,
        },
        tx,
      );
    },
  };
}
