/**
 * The departure e-mails: a booking cancelled because the operator cancelled its departure, a
 * booking moved to another departure, and "seats are free again" to a departure's waitlist. Each
 * in the booking's (or the waiting person's) language: departures.text.ts.
 */
import type { Booking } from '../../../shared/domain.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import type { MailMessage } from '../mailer.server.ts';
import { bookingReference, mailFormats, refundTime, render } from './bookings.server.ts';
import { mailText } from './bookings.text.ts';
import { departureMailText } from './departures.text.ts';

export function departureCancelledMail(lang: Lang, b: Booking, baseUrl: string, note: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = departureMailText[lang];
  const l = mailText[lang];
  return render({
    lang,
    to: b.logInEmail,
    subject: t.cancelledSubject(bookingReference(b._id)),
    title: t.cancelledTitle,
    intro: [l.hello(b.fullName), t.cancelledBody(b.name, f.day(b.travelDate)), ...(note ? [note] : []), t.refundedInFull(refundTime(f))],
    rows: [
      [l.reference, bookingReference(b._id)],
      [l.tour, b.name],
      [l.travelDate, f.day(b.travelDate)],
      [l.travellers, f.number(b.travellers)],
      [l.refund, f.money(b.refundAmount ?? 0)],
    ],
    link: { label: t.chooseAnother, url: f.url(`/singleTour/${b.packageId ?? ''}`) },
  });
}

/** The operator moved a booking to another date of its tour (`from`: the date it had). */
export function bookingMovedMail(lang: Lang, b: Booking, from: string, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = departureMailText[lang];
  const l = mailText[lang];
  return render({
    lang,
    to: b.logInEmail,
    subject: t.movedSubject(bookingReference(b._id), f.day(b.travelDate)),
    title: t.movedTitle,
    intro: [l.hello(b.fullName), t.movedBody(b.name, f.day(from), f.day(b.travelDate)), t.notSuiting],
    rows: [
      [l.reference, bookingReference(b._id)],
      [l.tour, b.name],
      [l.travelDate, f.day(b.travelDate)],
      [l.travellers, f.number(b.travellers)],
    ],
    link: { label: l.seeBooking, url: f.url(`/detailsPackage/${b._id}`) },
  });
}

interface SeatsFreeNotice {
  to: string;
  tourName: string;
  date: string;
  seatsLeft: number;
  /** Site paths (in no language): the e-mail links them in its own. */
  bookPath: string;
  leavePath: string;
}

export function seatsFreeMail(lang: Lang, n: SeatsFreeNotice, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = departureMailText[lang];
  const l = mailText[lang];
  const date = f.day(n.date);
  return render({
    lang,
    to: n.to,
    subject: t.seatsSubject(n.tourName, date),
    title: t.seatsTitle,
    intro: [t.seatsAsked(n.tourName, date), t.seatsNow(n.seatsLeft), t.leave(f.url(n.leavePath))],
    rows: [
      [l.tour, n.tourName],
      [l.date, date],
      [t.seatsFree, f.number(n.seatsLeft)],
    ],
    link: { label: t.bookNow, url: f.url(n.bookPath) },
  });
}
