import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/domain.ts';
import { adminNewBookingMail, bookingCancelledMail, bookingConfirmationMail, bookingReference, bookingStatusMail } from './bookings.server.ts';

const booking: Booking = {
  _id: 'abcd1234efgh5678ijkl',
  status: 'Pending',
  fullName: 'Nadia <b>Islam</b>',
  email: 'nadia@example.com',
  phone: '+880 1711 000111',
  address: 'House 1',
  city: 'Dhaka',
  cardName: 'NADIA ISLAM',
  cardBrand: 'Visa',
  cardLast4: '4242',
  expireDate: '12/30',
  logInEmail: 'nadia@example.com',
  displayPhoto: '',
  name: "Cox's Bazar",
  packageName: 'Sea Breeze',
  packageId: 'p'.repeat(20),
  eventId: null,
  groupSize: 6,
  packagePresentPrice: 12_500,
  totalDays: 3,
  travelDate: '2027-03-15',
  travellers: 2,
  totalPrice: 25_000,
  advanceDue: 7_500,
  cancellationCharge: null,
  refundAmount: null,
  cancelledAt: null,
  createdAt: '2026-11-22T03:00:00.000Z',
  history: [],
  paymentMethod: 'card',
  paidAmount: 0,
  holdUntil: null,
  payments: [],
  refunds: [],
};

describe('booking e-mails', () => {
  it('confirmation: summary, reference, advance due, cancellation terms, link', () => {
    const m = bookingConfirmationMail(booking, 'https://travelez.test');
    expect(m.to).toBe('nadia@example.com');
    expect(m.subject).toContain(bookingReference(booking._id));
    expect(bookingReference(booking._id)).toBe('TZ-ABCD1234');
    for (const part of [m.text, m.html]) {
      expect(part).toContain('Tk 25,000');
      expect(part).toContain('Tk 7,500');
      expect(part).toContain('Visa ending in 4242');
      expect(part).toContain('50% of the tour cost at 59-30 days before departure.');
      expect(part).toContain('https://travelez.test/detailsPackage/abcd1234efgh5678ijkl');
    }
    // Customer text is escaped in HTML.
    expect(m.html).toContain('Nadia &lt;b&gt;Islam&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Islam</b>');
  });
  it('admin notice goes to the admins and links the back office', () => {
    const m = adminNewBookingMail(booking, ['a@travelez.test', 'b@travelez.test'], 'https://travelez.test');
    expect(m.to).toEqual(['a@travelez.test', 'b@travelez.test']);
    expect(m.text).toContain('https://travelez.test/bookDetails/abcd1234efgh5678ijkl');
  });
  it('status change and cancellation say what changed', () => {
    const confirmed = bookingStatusMail({ ...booking, status: 'Confirmed' }, 'Pending', 'https://travelez.test');
    expect(confirmed.subject).toBe('Your Travelez booking TZ-ABCD1234 is Confirmed');
    expect(confirmed.text).toContain('changed from Pending to Confirmed');
    expect(confirmed.text).toContain('second instalment');
    const cancelled = bookingCancelledMail(
      { ...booking, status: 'Cancelled', cancellationCharge: 2_500, refundAmount: 5_000 },
      booking.email,
      'https://travelez.test',
    );
    expect(cancelled.text).toContain('Cancellation charge: Tk 2,500');
    expect(cancelled.text).toContain('Refund: Tk 5,000');
    expect(cancelled.text).toContain('Refund takes 2 to 7 weeks.');
  });
});
