/**
 * On the trip (issue 27): the QR ticket inside e-mails, and the reminder 3 days before departure.
 *
 * Why the QR is an HTML table and not an image: mail clients block remote images until asked,
 * and Gmail and Outlook drop `data:` images (and SVG) altogether. A table of black and white cells
 * draws in every client with images off; runs of one colour in a row are one cell (colspan), which
 * keeps the code (45x45 cells with its quiet zone) around 35 KB, well under the 102 KB at which
 * Gmail clips a message. The code is printed under it for staff to type. The words are the
 * booking's language (trip.text.ts).
 */
import { encode } from 'uqr';
import type { Booking } from '../../../shared/domain.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { pickupName } from '../../../shared/pickup.ts';
import { bookingReference } from '../../../shared/schemas/booking-dto.ts';
import type { MailMessage } from '../mailer.server.ts';
import { mailFormats, render } from './bookings.server.ts';
import { mailText } from './bookings.text.ts';
import { tripMailText } from './trip.text.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The QR code of `code` as a table of 4-pixel cells. */
export function qrTableHtml(code: string, cell = 4, label = tripMailText.en.qrLabel): string {
  const { data, size } = encode(code, { ecc: 'M', border: 4 });
  const rows = data.map((row) => {
    let html = '';
    let x = 0;
    while (x < size) {
      const dark = row[x];
      const start = x;
      while (x < size && row[x] === dark) x++;
      const span = x - start;
      html += `<td${span > 1 ? ` colspan="${span}"` : ''} width="${span * cell}" height="${cell}" bgcolor="${dark ? '#000000' : '#ffffff'}"></td>`;
    }
    return `<tr>${html}</tr>`;
  });
  return (
    `<table role="img" aria-label="${esc(label)}" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;line-height:0;font-size:0;margin:0 auto">` +
    `${rows.join('')}</table>`
  );
}

/** The ticket's block, added to a booking e-mail before its last closing tags (and to its text). */
export function withTicket(lang: Lang, message: MailMessage, code: string | null): MailMessage {
  if (!code) return message;
  const t = tripMailText[lang];
  const block =
    `<div style="padding:0 28px 28px;text-align:center"><h2 style="font-size:16px;margin:0 0 8px">${esc(t.ticketHeading)}</h2>` +
    `<p style="margin:0 0 12px;color:#555">${esc(t.ticketHelp)}</p>${qrTableHtml(code, 4, t.qrLabel)}` +
    `<p style="margin:8px 0 0;font-family:monospace;font-size:11px;word-break:break-all;color:#555">${esc(code)}</p></div>`;
  const at = message.html.lastIndexOf('</div></div></body>');
  const html = at < 0 ? message.html + block : `${message.html.slice(0, at)}${block}${message.html.slice(at)}`;
  const text = message.text.replace(/\n+Travelez\s*$/, '') + `\n\n${t.ticketCode(code)}\n\nTravelez`;
  return { ...message, html, text };
}

export interface TripFacts {
  meetingPoint: string;
  operatorPhone: string;
}

/** The rows every trip e-mail starts with: the booking's reference and its tour. */
function bookingRows(lang: Lang, b: Booking): [string, string][] {
  const l = mailText[lang];
  return [
    [l.reference, bookingReference(b._id)],
    [l.tour, b.packageName ? `${b.name} - ${b.packageName}` : b.name],
  ];
}

/** The pickup point's row, in the booking's language (its Bangla name on a Bangla e-mail). */
function pickupRow(lang: Lang, b: Booking): [string, string][] {
  if (!b.pickupPoint) return [];
  const t = tripMailText[lang];
  return [[t.pickupPoint, t.pickupAt(pickupName(b.pickupPoint, lang), b.pickupPoint.time)]];
}

/** The reminder `daysBefore` days before departure: when, where to meet (the pickup point chosen), whom to call, and the ticket. */
export function departureReminderMail(lang: Lang, b: Booking, code: string, facts: TripFacts, baseUrl: string, daysBefore = 3): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = tripMailText[lang];
  const l = mailText[lang];
  const date = f.isoDay(b.travelDate);
  return withTicket(
    lang,
    render({
      lang,
      to: b.logInEmail,
      subject: t.reminderSubject(b.name, date),
      title: t.reminderTitle(date),
      intro: [l.hello(b.fullName), t.reminderBody(b.name, f.number(daysBefore))],
      rows: [
        ...bookingRows(lang, b),
        [t.departure, date],
        [l.days, f.number(b.totalDays)],
        [l.travellers, f.number(b.travellers)],
        ...pickupRow(lang, b),
        [t.meetingPoint, facts.meetingPoint || t.meetingPointLater],
        [t.operatorPhone, facts.operatorPhone],
      ],
      link: { label: t.openBooking, url: f.url(`/detailsPackage/${b._id}`) },
    }),
    code,
  );
}

/** The reminder that the travellers' details are still missing, `daysLeft` days before their deadline `due`. */
export function travellerDetailsReminderMail(lang: Lang, b: Booking, due: string, daysLeft: number, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = tripMailText[lang];
  const l = mailText[lang];
  const last = f.isoDay(due);
  return render({
    lang,
    to: b.logInEmail,
    subject: t.detailsSubject(b.name, last),
    title: t.detailsTitle(last),
    intro: [l.hello(b.fullName), t.detailsBody(b.name, f.number(daysLeft))],
    rows: [...bookingRows(lang, b), [t.departure, f.isoDay(b.travelDate)], [l.travellers, f.number(b.travellers)], [t.detailsDeadline, last]],
    link: { label: t.giveDetails, url: f.url(`/detailsPackage/${b._id}#travellers`) },
  });
}
