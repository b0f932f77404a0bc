/**
 * The account e-mails (verification, password reset), each with an HTML and a plain-text body.
 * They go out through the one mailer (server/mail/mailer.server.ts).
 *
 * Anyone can type someone else's address into a form, so a mail to an address nobody has verified
 * carries no text the requester chose: no name, only our own words and our own link. A name is
 * used only when the address behind it has been verified (`name` is then passed).
 */
import type { MailMessage } from '../mailer.server.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function layout(title: string, greeting: string, lines: string[], action: { label: string; url: string }, footer: string) {
  const url = escapeHtml(action.url);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf8f2;font-family:Arial,Helvetica,sans-serif;color:#1c2326">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b4a50;color:#ffffff;padding:20px 28px;font-size:22px;font-weight:bold">Travelez</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">If the button does not work, open this link: <a href="${url}" style="color:#0f6b72">${url}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** 'Hello Nadia,' for a verified owner's name; 'Hello,' otherwise. */
const greet = (name: string | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function verificationMail(to: { email: string }, url: string): MailMessage {
  const title = 'Activate your Travelez account';
  const greeting = 'Hello,';
  const lines = ['Thank you for signing up with Travelez. Please confirm your e-mail address to activate your account.'];
  const footer = 'The link works for 24 hours. If you did not sign up, you can ignore this e-mail.';
  return {
    to: to.email,
    subject: 'Verify your e-mail for Travelez',
    text: `${greeting}\n\n${lines.join('\n')}\n\nActivate your account: ${url}\n\n${footer}\n\nTravelez\n`,
    html: layout(title, greeting, lines, { label: 'Verify my e-mail', url }, footer),
  };
}

export function resetPasswordMail(to: { email: string; name?: string | undefined }, url: string): MailMessage {
  const title = 'Reset your Travelez password';
  const greeting = greet(to.name);
  const lines = ['Someone (hopefully you) asked to reset the password of your Travelez account.'];
  const footer = 'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to: to.email,
    subject: 'Reset your Travelez password',
    text: `${greeting}\n\n${lines.join('\n')}\n\nChoose a new password: ${url}\n\n${footer}\n\nTravelez\n`,
    html: layout(title, greeting, lines, { label: 'Choose a new password', url }, footer),
  };
}

/** Someone signed up with an address that already has an account (the sign-up answer does not say so). */
export function existingAccountMail(to: { email: string; name?: string | undefined }, baseUrl: string): MailMessage {
  const title = 'You already have a Travelez account';
  const greeting = greet(to.name);
  const lines = [
    'Someone (hopefully you) tried to sign up with this e-mail address, but it already has a Travelez account.',
    "Sign in with your password. Forgot it? Choose 'Forgot password?' on the sign-in page. Never activated the account? Sign in and ask for a new activation link.",
  ];
  const url = `${baseUrl}/signin`;
  const footer = 'If this was not you, you can ignore this e-mail: nothing has changed.';
  return {
    to: to.email,
    subject: 'You already have a Travelez account',
    text: `${greeting}\n\n${lines.join('\n\n')}\n\nSign in: ${url}\n\n${footer}\n\nTravelez\n`,
    html: layout(title, greeting, lines, { label: 'Sign in', url }, footer),
  };
}
