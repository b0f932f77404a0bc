import { describe, expect, it } from 'vitest';
import { bookingStatusValues, canChangeStatus, isCancellable, nextStatuses, statusChangeError } from './booking-status.ts';

describe('booking status changes', () => {
  it('allows exactly the listed moves', () => {
    const allowed = bookingStatusValues.flatMap((from) => bookingStatusValues.filter((to) => canChangeStatus(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['Pending->Confirmed', 'Pending->Cancelled', 'Confirmed->Completed', 'Confirmed->Cancelled']);
  });
  it('explains a refusal', () => {
    expect(statusChangeError('Pending', 'Confirmed')).toBeNull();
    expect(statusChangeError('Pending', 'Pending')).toBe('The booking is already Pending');
    expect(statusChangeError('Pending', 'Completed')).toBe('A Pending booking can become Confirmed or Cancelled, not Completed');
    expect(statusChangeError('Cancelled', 'Confirmed')).toBe('A Cancelled booking cannot change any more');
    expect(nextStatuses('Completed')).toEqual([]);
  });
  it('lets Pending and Confirmed bookings be cancelled', () => {
    expect(bookingStatusValues.filter(isCancellable)).toEqual(['Pending', 'Confirmed']);
  });
});
