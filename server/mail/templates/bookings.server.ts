/**
 * The booking e-mails: confirmation to the customer, notice to the admins, status change and
 * cancellation. Each has an HTML and a plain-text body, and goes out through the one mailer.
 * Card data in them: brand and last 4 digits only. A customer's e-mail is written in the booking's
 * language (its words in bookings.text.ts); the admins' notices stay in English.
 */
import type { Booking } from '../../../shared/domain.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../shared/i18n/format.ts';
import { htmlLang, pathIn, type Lang } from '../../../shared/i18n/lang.ts';
import { policyTextsIn, SECOND_INSTALMENT_PERCENT } from '../../../shared/policy.ts';
import type { MailMessage } from '../mailer.server.ts';
import { bookingMailText, mailText, policyText } from './bookings.text.ts';

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

/**
 * How an e-mail writes money, numbers, dates and site links in its language. English keeps what
 * the e-mails always said (a travel date as '2027-03-15', times as dhakaTime); Bangla goes through
 * shared/i18n/format.ts.
 */
export function mailFormats(lang: Lang, baseUrl = '') {
  return {
    lang,
    money: (amount: number) => formatMoney(lang, amount),
    number: (n: number) => formatNumber(lang, n),
    /** A stored 'YYYY-MM-DD' date as the booking e-mails show it. */
    isoDay: (day: string) => (lang === 'en' ? day : formatDate(lang, day)),
    /** A 'YYYY-MM-DD' date written out: '14 January 2027'. */
    day: (day: string) => formatDate(lang, day),
    /** An instant in Bangladesh time. */
    time: (iso: string) => (lang === 'en' ? dhakaTime(iso) : formatDateTime(lang, iso)),
    /** An absolute link to a page of the site in this language. */
    url: (path: string) => `${baseUrl}${pathIn(lang, path)}`,
  };
}
export type MailFormats = ReturnType<typeof mailFormats>;

/** A reference people can read out on the phone: the first 8 characters of the id, upper case. */
export const bookingReference = (id: string) => `TZ-${id.slice(0, 8).toUpperCase()}`;

/** A booking's status in the e-mail's language. */
export const statusIn = (lang: Lang, status: string) => ((mailText[lang] as Record<string, unknown>)[status] as string | undefined) ?? status;

function summaryRows(b: Booking, f: MailFormats): Row[] {
  const t = mailText[f.lang];
  return [
    [t.reference, bookingReference(b._id)],
    [t.tour, b.packageName ? `${b.name} - ${b.packageName}` : b.name],
    [t.travelDate, f.isoDay(b.travelDate)],
    [t.days, f.number(b.totalDays)],
    [t.travellers, f.number(b.travellers)],
    [t.pricePerPerson, f.money(b.packagePresentPrice)],
    [t.total, f.money(b.totalPrice)],
    [t.advanceDueNow, f.money(b.advanceDue)],
    b.paymentMethod === 'online' ? [t.paidSoFar, f.money(b.paidAmount)] : [t.card, t.cardEnding(b.cardBrand, b.cardLast4)],
    [t.status, statusIn(f.lang, b.status)],
  ];
}

interface MailContent {
  /** The language of the e-mail (its `<html lang>`). */
  lang: Lang;
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
  const html = `<!doctype html><html lang="${htmlLang[c.lang]}"><head><meta charset="utf-8"><title>${esc(c.title)}</title></head>
<body style="margin:0;background:#fbf8f2;font-family:Arial,Helvetica,sans-serif;color:#1c2326">
<div style="max-width:560px;margin:32px auto;background:#fff;border-radius:12px;overflow:hidden">
<div style="background:#0b4a50;color:#fff;padding:20px 28px;font-size:22px;font-weight:bold">Travelez</div>
<div style="padding:28px"><h1 style="margin:0 0 16px;font-size:20px">${esc(c.title)}</h1>
${c.intro.map((l) => `<p style="margin:0 0 12px">${esc(l)}</p>`).join('')}
<table role="presentation" cellpadding="0" cellspacing="0">${htmlRows}</table>${htmlSections}${link}</div></div></body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

/** How long a refund takes, in the e-mail's language ('Refund takes 2 to 7 weeks.'). */
export const refundTime = (f: MailFormats) => policyTextsIn(f.lang).refund;

/** The policy lines of the confirmation e-mail: the site's own (shared/policy.ts), in the e-mail's language. */
export function policySections(f: MailFormats) {
  const t = policyText[f.lang];
  const policy = policyTextsIn(f.lang);
  return [
    { heading: t.paymentHeading, lines: policy.payment },
    { heading: t.cancellationHeading, lines: policy.cancellation },
  ];
}

const bookingLink = (b: Booking, f: MailFormats) => ({ label: mailText[f.lang].seeBooking, url: f.url(`/detailsPackage/${b._id}`) });

export function bookingConfirmationMail(lang: Lang, b: Booking, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = bookingMailText[lang];
  return render({
    lang,
    // The account's verified address only: the contact e-mail typed in the form is shown, never mailed.
    to: b.logInEmail,
    subject: t.confirmationSubject(bookingReference(b._id), b.name),
    title: t.confirmationTitle,
    intro: [
      mailText[lang].hello(b.fullName),
      b.paymentMethod === 'online' && b.holdUntil ? t.heldIntro(mailText[lang].bangladeshTime(f.time(b.holdUntil)), f.money(b.advanceDue)) : t.cardIntro,
    ],
    rows: summaryRows(b, f),
    sections: policySections(f),
    link: bookingLink(b, f),
  });
}

/** The admins' notice of a new booking (in English, like the back office). */
export function adminNewBookingMail(b: Booking, admins: string[], baseUrl: string): MailMessage {
  return render({
    lang: 'en',
    to: admins,
    subject: `New booking ${bookingReference(b._id)}: ${b.name} by ${b.fullName}`,
    title: 'New booking',
    intro: [`${b.fullName} (${b.email}, ${b.phone}, ${b.city}) booked ${b.name}.`],
    rows: summaryRows(b, mailFormats('en', baseUrl)),
    link: { label: 'Open the booking', url: `${baseUrl}/bookDetails/${b._id}` },
  });
}

export function bookingStatusMail(lang: Lang, b: Booking, from: string, baseUrl: string, note?: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = bookingMailText[lang];
  const status = statusIn(lang, b.status);
  return render({
    lang,
    to: b.logInEmail,
    subject: t.statusSubject(bookingReference(b._id), status),
    title: t.statusTitle(status),
    intro: [
      mailText[lang].hello(b.fullName),
      t.statusChanged(b.name, statusIn(lang, from), status),
      ...(b.status === 'Confirmed' ? [t.secondInstalment(f.number(SECOND_INSTALMENT_PERCENT))] : []),
      ...(note ? [note] : []),
    ],
    rows: summaryRows(b, f),
    link: bookingLink(b, f),
  });
}

/** The customer's e-mail of a cancelled booking (in the booking's language). */
export function bookingCancelledMail(lang: Lang, b: Booking, to: string | string[], baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = bookingMailText[lang];
  return render({
    lang,
    to,
    subject: t.cancelledSubject(bookingReference(b._id), b.name),
    title: t.cancelledTitle,
    intro: [mailText[lang].hello(b.fullName), t.cancelledBody(b.name, f.isoDay(b.travelDate)), refundTime(f)],
    rows: cancelledRows(b, f),
    link: bookingLink(b, f),
  });
}

function cancelledRows(b: Booking, f: MailFormats): Row[] {
  const t = mailText[f.lang];
  return [...summaryRows(b, f), [t.cancellationCharge, f.money(b.cancellationCharge ?? 0)], [t.refund, f.money(b.refundAmount ?? 0)]];
}

/** The admins' notice of a booking its customer cancelled (in English). */
export function adminBookingCancelledMail(b: Booking, admins: string[], baseUrl: string): MailMessage {
  return render({
    lang: 'en',
    to: admins,
    subject: `Booking cancelled: ${bookingReference(b._id)} ${b.name}`,
    title: `${b.fullName} cancelled a booking`,
    intro: [`${b.fullName} (${b.email}) cancelled the booking for ${b.name} on ${b.travelDate}.`],
    rows: cancelledRows(b, mailFormats('en', baseUrl)),
    link: { label: 'Open the booking', url: `${baseUrl}/bookDetails/${b._id}` },
  });
}

/** After the trip: the traveller is asked to review it (the link opens the booking's review form). */
export function reviewInviteMail(lang: Lang, b: Booking, baseUrl: string): MailMessage {
  const f = mailFormats(lang, baseUrl);
  const t = bookingMailText[lang];
  const l = mailText[lang];
  return render({
    lang,
    to: b.logInEmail,
    subject: t.reviewSubject(b.name),
    title: t.reviewTitle,
    intro: [l.hello(b.fullName), t.reviewThanks(b.name), t.reviewCounts(f.number(30))],
    rows: [
      [l.reference, bookingReference(b._id)],
      [l.tour, b.name],
      [l.travelDate, f.isoDay(b.travelDate)],
    ],
    link: { label: t.reviewLink, url: f.url(`/detailsPackage/${b._id}#review`) },
  });
}
