/**
 * The booking e-mails: confirmation to the customer, notice to the admins, status change and
 * cancellation. Each has an HTML and a plain-text body, and goes out through the one mailer.
 * Card data in them: brand and last 4 digits only.
 */
import type { Booking } from '../../../shared/domain.ts';
import { cancellationPolicyTexts, paymentPolicyTexts } from '../../../shared/policy.ts';
import { formatTk } from '../../../shared/pricing.ts';
import type { MailMessage } from '../mailer.server.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Row = [label: string, value: string];

/** '14:05, 3 Mar 2027' in Bangladesh time. */
export function dhakaTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** A reference people can read out on the phone: the first 8 characters of the id, upper case. */
export const bookingReference = (id: string) => `TZ-${id.slice(0, 8).toUpperCase()}`;

function summaryRows(b: Booking): Row[] {
  return [
    ['Reference', bookingReference(b._id)],
    ['Tour', b.packageName ? `${b.name} - ${b.packageName}` : b.name],
    ['Travel date', b.travelDate],
    ['Days', String(b.totalDays)],
    ['Travellers', String(b.travellers)],
    ['Price per person', formatTk(b.packagePresentPrice)],
    ['Total', formatTk(b.totalPrice)],
    ['Advance due now', formatTk(b.advanceDue)],
    b.paymentMethod === 'online' ? ['Paid so far', formatTk(b.paidAmount)] : ['Card', `${b.cardBrand} ending in ${b.cardLast4}`],
    ['Status', b.status],
  ];
}

interface MailContent {
  to: string | string[];
  subject: string;
  title: string;
  intro: string[];
  rows: Row[];
  sections?: { heading: string; lines: readonly string[] }[];
  link?: { label: string; url: string };
}

/** One booking-style e-mail: title, intro lines, a table of facts, optional sections and a button. */
export function render(c: MailContent): MailMessage {
  const textRows = c.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const textSections = (c.sections ?? []).map((s) => `${s.heading}\n${s.lines.map((l) => `- ${l}`).join('\n')}`).join('\n\n');
  const text = [c.title, '', ...c.intro, '', textRows, '', textSections, c.link ? `${c.link.label}: ${c.link.url}` : '', '', 'Travelez']
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const htmlRows = c.rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#555;font-weight:normal">${esc(k)}</th><td style="padding:6px 0;font-weight:bold">${esc(v)}</td></tr>`,
    )
    .join('');
  const htmlSections = (c.sections ?? [])
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${esc(s.heading)}</h2><ul style="margin:0;padding-left:20px">${s.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
    )
    .join('');
  const link = c.link
    ? `<p style="margin:24px 0"><a href="${esc(c.link.url)}" style="background:#c2410c;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold">${esc(c.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(c.title)}</title></head>
<body style="margin:0;background:#fbf8f2;font-family:Arial,Helvetica,sans-serif;color:#1c2326">
<div style="max-width:560px;margin:32px auto;background:#fff;border-radius:12px;overflow:hidden">
<div style="background:#0b4a50;color:#fff;padding:20px 28px;font-size:22px;font-weight:bold">Travelez</div>
<div style="padding:28px"><h1 style="margin:0 0 16px;font-size:20px">${esc(c.title)}</h1>
${c.intro.map((l) => `<p style="margin:0 0 12px">${esc(l)}</p>`).join('')}
<table role="presentation" cellpadding="0" cellspacing="0">${htmlRows}</table>${htmlSections}${link}</div></div></body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

const policySections = [
  { heading: 'Payment policy', lines: paymentPolicyTexts },
  { heading: 'Cancellation charges', lines: cancellationPolicyTexts },
];

export function bookingConfirmationMail(b: Booking, baseUrl: string): MailMessage {
  return render({
    // The account's verified address only: the contact e-mail typed in the form is shown, never mailed.
    to: b.logInEmail,
    subject: `Your Travelez booking ${bookingReference(b._id)}: ${b.name}`,
    title: 'Your Order Successfully Done.',
    intro: [
      `Hello ${b.fullName},`,
      b.paymentMethod === 'online' && b.holdUntil
        ? `Thank you for booking with Travelez. Your seats are held until ${dhakaTime(b.holdUntil)} (Bangladesh time): pay the advance of ${formatTk(b.advanceDue)} by then to confirm the booking. If the payment page was closed, the button below takes you back to it.`
        : "Thank you for booking with Travelez. We'll notify you as soon as possible when your reservation is confirmed.",
    ],
    rows: summaryRows(b),
    sections: policySections,
    link: { label: 'See your booking', url: `${baseUrl}/detailsPackage/${b._id}` },
  });
}

export function adminNewBookingMail(b: Booking, admins: string[], baseUrl: string): MailMessage {
  return render({
    to: admins,
    subject: `New booking ${bookingReference(b._id)}: ${b.name} by ${b.fullName}`,
    title: 'New booking',
    intro: [`${b.fullName} (${b.email}, ${b.phone}, ${b.city}) booked ${b.name}.`],
    rows: summaryRows(b),
    link: { label: 'Open the booking', url: `${baseUrl}/bookDetails/${b._id}` },
  });
}

export function bookingStatusMail(b: Booking, from: string, baseUrl: string, note?: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `Your Travelez booking ${bookingReference(b._id)} is ${b.status}`,
    title: `Your booking is ${b.status}`,
    intro: [
      `Hello ${b.fullName},`,
      `The status of your booking for ${b.name} changed from ${from} to ${b.status}.`,
      ...(b.status === 'Confirmed' ? ['The second instalment of 30% of the tour cost is now due.'] : []),
      ...(note ? [note] : []),
    ],
    rows: summaryRows(b),
    link: { label: 'See your booking', url: `${baseUrl}/detailsPackage/${b._id}` },
  });
}

export function bookingCancelledMail(b: Booking, to: string | string[], baseUrl: string, forAdmins = false): MailMessage {
  const rows: Row[] = [...summaryRows(b), ['Cancellation charge', formatTk(b.cancellationCharge ?? 0)], ['Refund', formatTk(b.refundAmount ?? 0)]];
  return render({
    to,
    subject: `${forAdmins ? 'Booking cancelled' : 'Your Travelez booking is cancelled'}: ${bookingReference(b._id)} ${b.name}`,
    title: forAdmins ? `${b.fullName} cancelled a booking` : 'Your booking is cancelled',
    intro: forAdmins
      ? [`${b.fullName} (${b.email}) cancelled the booking for ${b.name} on ${b.travelDate}.`]
      : [`Hello ${b.fullName},`, `Your booking for ${b.name} on ${b.travelDate} is cancelled.`, 'Refund takes 2 to 7 weeks.'],
    rows,
    link: forAdmins
      ? { label: 'Open the booking', url: `${baseUrl}/bookDetails/${b._id}` }
      : { label: 'See your booking', url: `${baseUrl}/detailsPackage/${b._id}` },
  });
}

/** After the trip: the traveller is asked to review it (the link opens the booking's review form). */
export function reviewInviteMail(b: Booking, baseUrl: string): MailMessage {
  return render({
    to: b.logInEmail,
    subject: `How was ${b.name}? Review your trip`,
    title: 'How was your trip?',
    intro: [
      `Hello ${b.fullName},`,
      `Thank you for travelling to ${b.name} with Travelez. Would you tell other travellers how it was? It takes a minute: stars and a few words.`,
      'Only travellers who went can review a tour, so your review counts. You can change it for 30 days.',
    ],
    rows: [
      ['Reference', bookingReference(b._id)],
      ['Tour', b.name],
      ['Travel date', b.travelDate],
    ],
    link: { label: 'Review the trip', url: `${baseUrl}/detailsPackage/${b._id}#review` },
  });
}
