/**
 * Every customer e-mail in both languages: the Bangla one is Bangla throughout (no English words
 * of ours left, Bengali digits, the Taka sign, links into /bn, `<html lang="bn">`), the English one
 * keeps its words and links.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/domain.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import type { MailMessage } from '../mailer.server.ts';
import { accountLink, existingAccountMail, resetPasswordMail, verificationMail } from './auth.server.ts';
import { bookingCancelledMail, bookingConfirmationMail, bookingStatusMail, reviewInviteMail } from './bookings.server.ts';
import { bookingMovedMail, departureCancelledMail, seatsFreeMail } from './departures.server.ts';
import { balanceReminderMail, holdExpiredMail, paymentReceiptMail, refundDoneMail } from './payments.server.ts';
import { departureReminderMail, withTicket } from './trip.server.ts';

const base = 'https://travelez.test';
const booking: Booking = {
  _id: 'abcd1234efgh5678ijkl',
  status: 'Confirmed',
  fullName: 'Nadia Islam',
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
  name: 'Sajek Valley',
  packageName: 'Cloud Walk',
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
  cancellationCharge: 2_500,
  refundAmount: 5_000,
  cancelledAt: null,
  createdAt: '2026-11-22T03:00:00.000Z',
  history: [],
  paymentMethod: 'online',
  paidAmount: 7_500,
  holdUntil: '2026-11-22T03:30:00.000Z',
  payments: [],
  refunds: [],
};

function allMails(lang: Lang): Record<string, MailMessage> {
  const b = booking;
  return {
    confirmation: withTicket(lang, bookingConfirmationMail(lang, b, base), 'TICKET-CODE'),
    status: bookingStatusMail(lang, b, 'Pending', base),
    cancelled: bookingCancelledMail(lang, b, b.logInEmail, base),
    review: reviewInviteMail(lang, b, base),
    receipt: paymentReceiptMail(
      lang,
      b,
      { provider: 'bkash', purpose: 'advance', amount: 7_500, transactionId: 'TX1', paidAt: '2026-11-22T03:10:00.000Z' },
      base,
    ),
    expired: holdExpiredMail(lang, b, base),
    balance: balanceReminderMail(lang, b, '2027-03-08', base),
    refund: refundDoneMail(lang, b, { amount: 5_000, provider: 'sslcommerz' }, base),
    departureCancelled: departureCancelledMail(lang, b, base, ''),
    moved: bookingMovedMail(lang, b, '2027-03-01', base),
    seatsFree: seatsFreeMail(
      lang,
      { to: 'w@example.com', tourName: 'Sajek Valley', date: '2027-03-15', seatsLeft: 2, bookPath: '/bookNow?event=e1', leavePath: '/leaveWaitlist?token=t1' },
      base,
    ),
    reminder: departureReminderMail(lang, b, 'TICKET-CODE', { meetingPoint: '', operatorPhone: '+880 1712-345678' }, base, 3),
    verification: verificationMail(lang, { email: 'n@example.com' }, accountLink(base, lang, '/verify-email', 'tok')),
    reset: resetPasswordMail(lang, { email: 'n@example.com', name: 'Nadia' }, accountLink(base, lang, '/reset-password', 'tok')),
    existing: existingAccountMail(lang, { email: 'n@example.com' }, base),
  };
}

/** What the Bangla e-mails may keep in Latin letters: names, brands, references, codes, addresses. */
const allowedLatin = new Set([
  'Travelez',
  'Nadia',
  'Islam',
  'Sajek',
  'Valley',
  'Cloud',
  'Walk',
  'Visa',
  'bKash',
  'SSLCommerz',
  'QR',
  'TICKET',
  'CODE',
  'TX',
  'AM',
  'PM',
]);

describe('every customer e-mail in Bangla', () => {
  for (const [name, mail] of Object.entries(allMails('bn'))) {
    it(`${name}: Bangla words, Bengali digits, /bn links, <html lang="bn">`, () => {
      expect(mail.html).toContain('<html lang="bn">');
      const links = [...mail.text.matchAll(/https:\/\/travelez\.test\S*/g)].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/travelez\.test\/bn\//);
      const words = `${mail.subject}\n${mail.text}`
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '')
        .replace(/TZ-[A-Z0-9]+/g, '')
        .match(/[A-Za-z]+/g);
      expect((words ?? []).filter((w) => !allowedLatin.has(w))).toEqual([]);
      // Numbers of ours in Bengali digits (a phone number, a card's last digits and codes stay as typed).
      const digits = `${mail.subject}\n${mail.text}`
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\+880[\d -]+/g, '')
        .replace(/TZ-[A-Z0-9]+|TX1|4242/g, '')
        .match(/\d/g);
      expect(digits).toBeNull();
    });
  }
});

describe('every customer e-mail in English', () => {
  for (const [name, mail] of Object.entries(allMails('en'))) {
    it(`${name}: <html lang="en">, links without /bn`, () => {
      expect(mail.html).toContain('<html lang="en">');
      for (const [link] of mail.text.matchAll(/https:\/\/travelez\.test\S*/g)) expect(link).not.toContain('/bn/');
      expect(mail.text).not.toMatch(/[\u0980-\u09FF]/);
    });
  }
});
