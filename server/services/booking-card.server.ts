/**
 * Card data (the booking wizard's step 2, when no payment provider is configured): the full number
 * and the CVC end here. They are reduced to brand + last 4 before anything is stored, and never
 * logged or returned. Part of the booking service (bookings.server.ts).
 */
import { cardBrand, formatExpiry, last4, parseExpiry } from '../../shared/card.ts';
import { bookingStep2Schema, cardFieldNames, cardNotTakenMessage, type BookingRequest } from '../../shared/schemas/booking.ts';
import { DomainError, invalid, zodRefusal } from './errors.server.ts';

/** Step 2's card rules (the expiry compared with the time of each parse). */
const cardSchema = bookingStep2Schema();

/**
 * What a booking keeps of the card: brand, last 4 and expiry when the site takes the card fields
 * (no provider configured); nothing at all when it is paid online, where card fields are refused.
 */
export function cardKept(input: BookingRequest, online: boolean): { cardName: string; cardBrand: string; cardLast4: string; cardExpiry: string } {
  const sent = cardFieldNames.filter((name) => input[name] !== undefined);
  if (online) {
    if (sent.length)
      throw new DomainError(
        400,
        cardNotTakenMessage,
        sent.map((path) => ({ path, ref: cardNotTakenMessage })),
      );
    return { cardName: '', cardBrand: '', cardLast4: '', cardExpiry: '' };
  }
  // The card fields alone, by the wizard's step 2 rules (a missing one says it is required).
  const card = cardSchema.safeParse({ cardName: input.cardName, cardNumber: input.cardNumber, cvc: input.cvc, expireDate: input.expireDate });
  if (!card.success) {
    throw zodRefusal(card.error);
  }
  const { cardName, cardNumber, expireDate } = card.data;
  const expiry = parseExpiry(expireDate);
  if (!expiry) throw invalid('expireDateFormat').on('expireDate');
  return { cardName, cardBrand: cardBrand(cardNumber), cardLast4: last4(cardNumber), cardExpiry: formatExpiry(expiry) };
}
