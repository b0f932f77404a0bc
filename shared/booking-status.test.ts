import { inEnglish } from './i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { bookingStatusValues, canChangeStatus, isCancellable, nextStatuses, statusChangeError } from './booking-status.ts';

describe('booking status changes', () => {
  it('allows exactly the listed moves', () => {
    const allowed = bookingStatusValues.flatMap((from) => bookingStatusValues.filter((to) => canChangeStatus(from, to)).map((to) => `${from}->${to}`));
    expect(inEnglish(allowed)).toEqual(['Pending->Confirmed', 'Pending->Cancelled', 'Confirmed->Completed', 'Confirmed->Cancelled']);
  });
  it('explains a refusal', () => {
    expect(inEnglish(statusChangeError('Pending', 'Confirmed'))).toBeNull();
    expect(inEnglish(statusChangeError('Pending', 'Pending'))).toBe('The booking is already Pending');
    expect(inEnglish(statusChangeError('Pending', 'Completed'))).toBe('A Pending booking can become Confirmed or Cancelled, not Completed');
    expect(inEnglish(statusChangeError('Cancelled', 'Confirmed'))).toBe('A Cancelled booking cannot change any more');
    expect(inEnglish(nextStatuses('Completed'))).toEqual([]);
  });
  it('lets Pending and Confirmed bookings be cancelled', () => {
    expect(inEnglish(bookingStatusValues.filter(isCancellable))).toEqual(['Pending', 'Confirmed']);
  });
});
