/**
 * On the trip (issue 27): the QR ticket inside e-mails, and the reminder 3 days before departure.
 *
 * Why the QR is an HTML table and not an image: mail clients block remote images until asked,
 * and Gmail and Outlook drop `data:` images (and SVG) altogether. A table of black and white cells
 * draws in every client with images off; runs of one colour in a row are one cell (colspan), which
 * keeps the code (45x45 cells with its quiet zone) around 35 KB, well under the 102 KB at which
 * Gmail clips a message. The code is printed under it for staff to type.
 */
import { encode } from 'uqr';
import type { Booking } from '../../../shared/domain.ts';
import { bookingReference } from '../../../shared/schemas/booking-dto.ts';
import type { MailMessage } from '../mailer.server.ts';
import { render } from './bookings.server.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The QR code of `code` as a table of 4-pixel cells. */
export function qrTableHtml(code: string, cell = 4): string {
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
    `<table role="img" aria-label="QR ticket" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;line-height:0;font-size:0;margin:0 auto">` +
    `${rows.join('')}</table>`
  );
}

/** The ticket's block, added to a booking e-mail before its last closing tags (and to its text). */
export function withTicket(message: MailMessage, code: string | null): MailMessage {
  if (!code) return message;
  const block =
    `<div style="padding:0 28px 28px;text-align:center"><h2 style="font-size:16px;margin:0 0 8px">Your ticket</h2>` +
    `<p style="margin:0 0 12px;color:#555">Show this code at the meeting point; the guide scans it to check you in.</p>${qrTableHtml(code)}` +
    `<p style="margin:8px 0 0;font-family:monospace;font-size:11px;word-break:break-all;color:#555">${esc(code)}</p></div>`;
  const at = message.html.lastIndexOf('</div></div></body>');
  const html = at < 0 ? message.html + block : `${message.html.slice(0, at)}${block}${message.html.slice(at)}`;
  const text = message.text.replace(/\n+Travelez\s*$/, '') + `\n\nYour ticket code (shown as a QR code on your booking's page): ${code}\n\nTravelez`;
  return { ...message, html, text };
}

export interface TripFacts {
  meetingPoint: string;
  operatorPhone: string;
}

/** The reminder 3 days before departure: when, where to meet, whom to call, and the ticket. */
export function departureReminderMail(b: Booking, code: string, facts: TripFacts, baseUrl: string): MailMessage {
  return withTicket(
    render({
      to: b.logInEmail,
      subject: `Your trip to ${b.name} starts on ${b.travelDate}`,
      title: `See you on ${b.travelDate}!`,
      intro: [`Hello ${b.fullName},`, `Your trip to ${b.name} starts in 3 days. Here is what you need on the day.`],
      rows: [
        ['Reference', bookingReference(b._id)],
        ['Tour', b.packageName ? `${b.name} - ${b.packageName}` : b.name],
        ['Departure', b.travelDate],
        ['Days', String(b.totalDays)],
        ['Travellers', String(b.travellers)],
        ['Meeting point', facts.meetingPoint || 'We will call you with the meeting point'],
        ['Operator phone', facts.operatorPhone],
      ],
      link: { label: 'Open your booking', url: `${baseUrl}/detailsPackage/${b._id}` },
    }),
    code,
  );
}
