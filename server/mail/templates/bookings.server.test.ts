import { describe, expect, it } from 'vitest';
import { policyTextsIn } from '../../../shared/policy.ts';
import type { Booking } from '../../../shared/domain.ts';
import { cancellationPolicyTexts, paymentPolicyTexts } from '../../../shared/policy.ts';
import {
  adminBookingCancelledMail,
  adminNewBookingMail,
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReference,
  bookingStatusMail,
  mailFormats,
  policySections,
  reviewInviteMail,
} from './bookings.server.ts';

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
  party: { adult: 2, child: 0, infant: 0 },
  priceBreakdown: [{ code: 'adult', count: 2, unitPrice: 12500, amount: 25000 }],
  discount: 0,
  promoCode: null,
  pickupPoint: null,
  travellerDetails: [],
  travellerDetailsDue: null,
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
    const m = bookingConfirmationMail('en', booking, 'https://travelez.test');
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
    const confirmed = bookingStatusMail('en', { ...booking, status: 'Confirmed' }, 'Pending', 'https://travelez.test');
    expect(confirmed.subject).toBe('Your Travelez booking TZ-ABCD1234 is Confirmed');
    expect(confirmed.text).toContain('changed from Pending to Confirmed');
    expect(confirmed.text).toContain('second instalment');
    const cancelled = bookingCancelledMail(
      'en',
      { ...booking, status: 'Cancelled', cancellationCharge: 2_500, refundAmount: 5_000 },
      booking.email,
      'https://travelez.test',
    );
    expect(cancelled.text).toContain('Cancellation charge: Tk 2,500');
    expect(cancelled.text).toContain('Refund: Tk 5,000');
    expect(cancelled.text).toContain('Refund takes 2 to 7 weeks.');
  });
  it('admins hear of a cancellation in English, with the back-office link', () => {
    const m = adminBookingCancelledMail({ ...booking, status: 'Cancelled' }, ['a@travelez.test'], 'https://travelez.test');
    expect(m.subject).toBe("Booking cancelled: TZ-ABCD1234 Cox's Bazar");
    expect(m.text).toContain('Nadia <b>Islam</b> cancelled a booking');
    expect(m.text).toContain("cancelled the booking for Cox's Bazar on 2027-03-15.");
    expect(m.text).toContain('https://travelez.test/bookDetails/abcd1234efgh5678ijkl');
  });
});

describe('booking e-mails in Bangla', () => {
  it('the policy lines in English are shared/policy.ts word for word', () => {
    const [payment, cancellation] = policySections(mailFormats('en'));
    expect(payment!.lines).toEqual(paymentPolicyTexts);
    expect(cancellation!.lines).toEqual(cancellationPolicyTexts);
  });
  it('confirmation: Bangla words, Bengali digits, Taka sign, the /bn link, <html lang="bn">', () => {
    const m = bookingConfirmationMail('bn', booking, 'https://travelez.test');
    expect(m.subject).toBe("আপনার Travelez বুকিং TZ-ABCD1234: Cox's Bazar");
    expect(m.html).toContain('<html lang="bn">');
    for (const part of [m.text, m.html]) {
      expect(part).toContain('প্রিয় Nadia');
      expect(part).toContain('২৫,০০০৳');
      expect(part).toContain('৭,৫০০৳');
      expect(part).toContain('১৫ মার্চ, ২০২৭');
      expect(part).toContain('Visa কার্ড, শেষ চার অঙ্ক 4242');
      expect(part).toContain('https://travelez.test/bn/detailsPackage/abcd1234efgh5678ijkl');
      // The site's own Bangla policy, line for line.
      for (const line of policyTextsIn('bn').cancellation) expect(part).toContain(line);
      expect(part).not.toContain('Tk ');
    }
    expect(m.text).toContain('রেফারেন্স: TZ-ABCD1234');
    expect(m.text).toContain('অবস্থা: অপেক্ষমাণ');
  });
  it('online booking: the hold in Bangladesh time, in Bangla', () => {
    const m = bookingConfirmationMail('bn', { ...booking, paymentMethod: 'online', holdUntil: '2026-11-22T03:30:00.000Z' }, 'https://travelez.test');
    expect(m.text).toContain('(বাংলাদেশ সময়) পর্যন্ত রাখা আছে');
    expect(m.text).toContain('এ পর্যন্ত পরিশোধ: ০৳');
  });
  it('status change, cancellation and review invitation in Bangla', () => {
    const confirmed = bookingStatusMail('bn', { ...booking, status: 'Confirmed' }, 'Pending', 'https://travelez.test');
    expect(confirmed.subject).toBe('আপনার Travelez বুকিং TZ-ABCD1234: নিশ্চিত');
    expect(confirmed.text).toContain('"অপেক্ষমাণ" থেকে বদলে "নিশ্চিত" হয়েছে');
    expect(confirmed.text).toContain('৩০% দ্বিতীয় কিস্তি');
    const cancelled = bookingCancelledMail(
      'bn',
      { ...booking, status: 'Cancelled', cancellationCharge: 2_500, refundAmount: 5_000 },
      booking.email,
      'https://travelez.test',
    );
    expect(cancelled.text).toContain('বাতিলের চার্জ: ২,৫০০৳');
    expect(cancelled.text).toContain('ফেরত: ৫,০০০৳');
    expect(cancelled.text).toContain(policyTextsIn('bn').refund);
    expect(policyTextsIn('bn').refund).toMatch(/২ থেকে ৭ সপ্তাহ/);
    const review = reviewInviteMail('bn', { ...booking, status: 'Completed' }, 'https://travelez.test');
    expect(review.text).toContain('https://travelez.test/bn/detailsPackage/abcd1234efgh5678ijkl#review');
    expect(review.text).toContain('৩০ দিন পর্যন্ত');
  });
});
