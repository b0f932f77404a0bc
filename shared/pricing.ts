/**
 * Booking prices. A package's present price is per person; the total is
 * price x travellers, travellers from 1 to the package's group size. Whole Taka throughout: prices
 * are whole, so the total is exact; the 30% advance is rounded to the nearest Taka, halves up
 * (`percentOf` in the policy module). The browser shows these; the server recomputes them from its
 * own package or event and never trusts a price sent by a client.
 */
import { formatMoney } from './i18n/format.ts';
import { ADVANCE_PERCENT, amountDueAtBooking, percentOf } from './policy.ts';
import { messageText, msg, type MessageRef } from './i18n/coded-messages.ts';

export interface PriceSource {
  /** Tk per person. */
  packagePresentPrice: number;
  /** Group size: the most travellers one booking may have. */
  groupSize: number;
}

export interface BookingPrice {
  travellers: number;
  unitPrice: number;
  totalPrice: number;
  /** The 30% advance. */
  advance: number;
  /** What is due at booking: the advance, or more when the booking-fee band asks for more. */
  dueNow: number;
}

export function travellersError(travellers: number, groupSize: number): MessageRef | null {
  if (!Number.isInteger(travellers) || travellers < 1) return msg('travellersAtLeastOne');
  if (travellers > groupSize) return msg('travellersOverGroup', groupSize);
  return null;
}

export function advanceOf(totalPrice: number): number {
  return percentOf(totalPrice, ADVANCE_PERCENT);
}

/** Price of a booking; throws RangeError for a travellers count outside 1..group size. */
export function priceBooking(source: PriceSource, travellers: number, travelDate: string, bookedOn: string | Date): BookingPrice {
  const error = travellersError(travellers, source.groupSize);
  if (error) throw new RangeError(messageText('en', error));
  const totalPrice = source.packagePresentPrice * travellers;
  return {
    travellers,
    unitPrice: source.packagePresentPrice,
    totalPrice,
    advance: advanceOf(totalPrice),
    dueNow: amountDueAtBooking(totalPrice, travelDate, bookedOn),
  };
}

/** A price as the English site writes it: 'Tk 12,500' (any language: `formatMoney` of shared/i18n/format.ts). */
export function formatTk(amount: number): string {
  return formatMoney('en', amount);
}
