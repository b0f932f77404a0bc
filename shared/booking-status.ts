/**
 * Booking status rules. A new booking is 'Pending' (spec); admins move it on:
 *   Pending   -> Confirmed | Cancelled
 *   Confirmed -> Completed | Cancelled
 *   Completed, Cancelled: final.
 * (Pending -> Completed is refused: a tour is confirmed before it is done.) A customer may only
 * cancel, and only a Pending or Confirmed booking.
 */
import { msg, type MessageRef } from './i18n/coded-messages.ts';

export const bookingStatusValues = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type BookingStatusValue = (typeof bookingStatusValues)[number];

const transitions: Record<BookingStatusValue, readonly BookingStatusValue[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export function nextStatuses(from: BookingStatusValue): readonly BookingStatusValue[] {
  return transitions[from];
}

export function canChangeStatus(from: BookingStatusValue, to: BookingStatusValue): boolean {
  return transitions[from].includes(to);
}

/** Why the change is refused, or null. */
export function statusChangeError(from: BookingStatusValue, to: BookingStatusValue): MessageRef | null {
  if (from === to) return msg('bookingAlreadyInStatus', from);
  if (canChangeStatus(from, to)) return null;
  if (transitions[from].length === 0) return msg('bookingStatusFinal', from);
  return msg('bookingStatusNotNext', from, transitions[from], to);
}

export function isCancellable(status: BookingStatusValue): boolean {
  return status === 'Pending' || status === 'Confirmed';
}
