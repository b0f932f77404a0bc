/**
 * The departure e-mails: a booking cancelled because the operator cancelled its departure, a
 * booking moved to another departure, and "seats are free again" to a departure's waitlist.
 */
import { formatTk } from '../../../shared/pricing.ts';
import type { Booking } from '../../../shared/domain.ts';
import { formatDay } from '../../../shared/seats.ts';
import type { MailMessage } from '../mailer.server.ts';
import { bookingReference, render } from './bookings.server.ts';

export function departureCancelledMail(b: Booking, baseUrl: string, note: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `Your Travelez booking ${bookingReference(b._id)} is cancelled: the departure does not run`,
    title: 'Your departure is cancelled',
    intro: [
      `Hello ${b.fullName},`,
      `We are sorry: the departure of ${b.name} on ${formatDay(b.travelDate)} does not run, so your booking is cancelled at no charge.`,
      ...(note ? [note] : []),
      'What you paid is refunded in full. Refund takes 2 to 7 weeks.',
    ],
    rows: [
      ['Reference', bookingReference(b._id)],
      ['Tour', b.name],
      ['Travel date', formatDay(b.travelDate)],
      ['Travellers', String(b.travellers)],
      ['Refund', formatTk(b.refundAmount ?? 0)],
    ],
    link: { label: 'Choose another date', url: `${baseUrl}/singleTour/${b.packageId ?? ''}` },
  });
}

/** The operator moved a booking to another date of its tour (`from`: the date it had). */
export function bookingMovedMail(b: Booking, from: string, baseUrl: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `Your Travelez booking ${bookingReference(b._id)} now travels on ${formatDay(b.travelDate)}`,
    title: 'Your travel date changed',
    intro: [
      `Hello ${b.fullName},`,
      `Your booking for ${b.name} moved from ${formatDay(from)} to ${formatDay(b.travelDate)}. The price stays as booked.`,
      'If the new date does not suit you, reply to this e-mail or cancel the booking from your dashboard.',
    ],
    rows: [
      ['Reference', bookingReference(b._id)],
      ['Tour', b.name],
      ['Travel date', formatDay(b.travelDate)],
      ['Travellers', String(b.travellers)],
    ],
    link: { label: 'See your booking', url: `${baseUrl}/detailsPackage/${b._id}` },
  });
}

interface SeatsFreeNotice {
  to: string;
  tourName: string;
  date: string;
  seatsLeft: number;
  bookUrl: string;
  leaveUrl: string;
}

export function seatsFreeMail(n: SeatsFreeNotice): MailMessage {
  return render({
    to: n.to,
    subject: `Seats are free on ${n.tourName}, ${formatDay(n.date)}`,
    title: 'Seats are free again',
    intro: [
      `You asked us to tell you when seats come free on ${n.tourName} on ${formatDay(n.date)}.`,
      `${n.seatsLeft} ${n.seatsLeft === 1 ? 'seat is' : 'seats are'} free now. Seats go to whoever books first.`,
      `No longer interested? Leave the waitlist: ${n.leaveUrl}`,
    ],
    rows: [
      ['Tour', n.tourName],
      ['Date', formatDay(n.date)],
      ['Seats free', String(n.seatsLeft)],
    ],
    link: { label: 'Book now', url: n.bookUrl },
  });
}
