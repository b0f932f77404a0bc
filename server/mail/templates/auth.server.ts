/**
 * The account e-mails (verification, password reset), each with an HTML and a plain-text body, in
 * the account's language (auth.text.ts). They go out through the one mailer (server/mail/mailer.server.ts).
 *
 * Anyone can type someone else's address into a form, so a mail to an address nobody has verified
 * carries no text the requester chose: no name, only our own words and our own link. A name is
 * used only when the address behind it has been verified (`name` is then passed).
 */
import { formatNumber } from '../../../shared/i18n/format.ts';
import { htmlLang, pathIn, type Lang } from '../../../shared/i18n/lang.ts';
import type { MailMessage } from '../mailer.server.ts';
import { authMailText } from './auth.text.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function layout(lang: Lang, title: string, greeting: string, lines: string[], action: { label: string; url: string }, footer: string) {
  const url = escapeHtml(action.url);
  return `<!doctype html>
<html lang="${htmlLang[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf8f2;font-family:Arial,Helvetica,sans-serif;color:#1c2326">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b4a50;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold">Travelez</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(authMailText[lang].linkFallback)} <a href="${url}" style="color:#0f6b72">${url}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** 'Hello Nadia,' for a verified owner's name; 'Hello,' otherwise. */
const greet = (lang: Lang, name: string | undefined) => (name?.trim() ? authMailText[lang].hello(name.trim()) : authMailText[lang].helloNoName);

/** The address of a page of the site, with a token, in a language: `${baseUrl}/bn/verify-email?token=...`. */
export function accountLink(baseUrl: string, lang: Lang, path: string, token: string): string {
  return `${baseUrl}${pathIn(lang, path)}?token=${encodeURIComponent(token)}`;
}

/** `hours`: how long the link works (24). */
export function verificationMail(lang: Lang, to: { email: string }, url: string, hours = 24): MailMessage {
  const t = authMailText[lang];
  const greeting = t.helloNoName;
  const lines = [t.verifyBody];
  const footer = t.verifyFooter(formatNumber(lang, hours));
  return {
    to: to.email,
    subject: t.verifySubject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${t.verifyTextAction}: ${url}\n\n${footer}\n\nTravelez\n`,
    html: layout(lang, t.verifyTitle, greeting, lines, { label: t.verifyButton, url }, footer),
  };
}

export function resetPasswordMail(lang: Lang, to: { email: string; name?: string | undefined }, url: string): MailMessage {
  const t = authMailText[lang];
  const greeting = greet(lang, to.name);
  const lines = [t.resetBody];
  return {
    to: to.email,
    subject: t.resetSubject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${t.resetAction}: ${url}\n\n${t.resetFooter}\n\nTravelez\n`,
    html: layout(lang, t.resetTitle, greeting, lines, { label: t.resetAction, url }, t.resetFooter),
  };
}

/** Someone signed up with an address that already has an account (the sign-up answer does not say so). */
export function existingAccountMail(lang: Lang, to: { email: string; name?: string | undefined }, baseUrl: string): MailMessage {
  const t = authMailText[lang];
  const greeting = greet(lang, to.name);
  const lines = [t.existingBody, t.existingHelp];
  const url = `${baseUrl}${pathIn(lang, '/signin')}`;
  return {
    to: to.email,
    subject: t.existingSubject,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${t.signIn}: ${url}\n\n${t.existingFooter}\n\nTravelez\n`,
    html: layout(lang, t.existingTitle, greeting, lines, { label: t.signIn, url }, t.existingFooter),
  };
}
