/**
 * What each SMS says, in the recipient's language, fitted to its parts: a Bangla SMS (Unicode) in
 * at most 2 parts, an English one in one GSM-7 part where the facts allow (at most 2). The facts a
 * traveller needs (the booking reference, dates, amounts, the phone) are never cut; a long tour name
 * or meeting point is shortened until the text fits.
 */
import { formatMoney, formatNumber, formatShortDate } from './i18n/format.ts';
import type { Lang } from './i18n/lang.ts';
import { smsSize, toGsmLookalikes } from './sms-segments.ts';
import { smsText } from './sms.text.ts';

export type SmsMessage =
  | { kind: 'code'; code: string }
  | { kind: 'bookingReceived'; reference: string; tour: string; date: string }
  | { kind: 'paymentReceived'; reference: string; amount: number }
  | { kind: 'holdEnding'; reference: string; minutes: number }
  | { kind: 'balanceDue'; reference: string; amount: number; dueDate: string }
  /** `time`: written in the message's language ('06:30' / '০৬:৩০'), or null when the departure has none. */
  | { kind: 'departureReminder'; reference: string; date: string; time: string | null; place: string | null; phone: string }
  | { kind: 'departureChanged'; reference: string; tour: string; date: string }
  | { kind: 'departureCancelled'; reference: string; tour: string }
  | { kind: 'refundMade'; reference: string; amount: number }
  /** To the account's verified phone when its password was changed or reset; `phone`: the operator's. */
  | { kind: 'passwordChanged'; phone: string }
  /** To the number an account's verified phone was before it was changed to another. */
  | { kind: 'phoneChanged'; phone: string };

export type SmsKind = SmsMessage['kind'];

/** Sent whatever the hour (22:00-08:00 Dhaka is quiet for all else): a code is asked for now. */
export const urgentSmsKinds: readonly SmsKind[] = ['code'];

export const maxParts: Record<Lang, number> = { en: 2, bn: 2 };

/** Shortens `text` to `length` characters (whole code points), marking the cut. */
function shorten(text: string, length: number, lang: Lang): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const mark = lang === 'en' ? '...' : '…';
  return (
    chars
      .slice(0, Math.max(1, length - [...mark].length))
      .join('')
      .trimEnd() + mark
  );
}

/** The text with its one shortenable field (`free`) cut until it fits `parts`; null when nothing fits. */
function fit(lang: Lang, render: (free: string) => string, free: string, parts: number): string | null {
  const clean = (t: string) => (lang === 'en' ? toGsmLookalikes(t) : t);
  for (let length = [...free].length; length >= 4; length = Math.min(length - 1, Math.floor(length * 0.9))) {
    const text = clean(render(shorten(free, length, lang)));
    if (smsSize(text).parts <= parts) return text;
  }
  const bare = clean(render(''));
  return smsSize(bare).parts <= parts ? bare : null;
}

/** The SMS for `message` in `lang`. English tries one part first, then two; Bangla two. */
export function composeSms(lang: Lang, message: SmsMessage): string {
  const t = smsText[lang];
  const date = (d: string) => formatShortDate(lang, d);
  const money = (n: number) => formatMoney(lang, n);
  let render: (free: string) => string;
  let free = '';
  switch (message.kind) {
    case 'code':
      render = () => t.code(message.code);
      break;
    case 'bookingReceived':
      render = (tour) => t.bookingReceived(message.reference, tour, date(message.date));
      free = message.tour;
      break;
    case 'paymentReceived':
      render = () => t.paymentReceived(message.reference, money(message.amount));
      break;
    case 'holdEnding':
      render = () => t.holdEnding(message.reference, formatNumber(lang, message.minutes));
      break;
    case 'balanceDue':
      render = () => t.balanceDue(message.reference, money(message.amount), date(message.dueDate));
      break;
    case 'departureReminder':
      render = (place) =>
        t.departureReminder(message.reference, message.time ? t.dateAtTime(date(message.date), message.time) : date(message.date), place, message.phone);
      free = message.place?.trim() || t.noPickup;
      break;
    case 'departureChanged':
      render = (tour) => t.departureChanged(message.reference, tour, date(message.date));
      free = message.tour;
      break;
    case 'departureCancelled':
      render = (tour) => t.departureCancelled(message.reference, tour);
      free = message.tour;
      break;
    case 'refundMade':
      render = () => t.refundMade(message.reference, money(message.amount));
      break;
    case 'passwordChanged':
      render = () => t.passwordChanged(message.phone);
      break;
    case 'phoneChanged':
      render = () => t.phoneChanged(message.phone);
      break;
  }
  const tries = lang === 'en' ? [1, maxParts.en] : [maxParts.bn];
  for (const parts of tries) {
    // One part only when the shortenable field keeps a useful length (a tour name of 12 letters).
    const text = fit(lang, render, free, parts);
    if (text && (parts === maxParts[lang] || !free || text.includes(free.slice(0, 12)) || toGsmLookalikes(text).includes(toGsmLookalikes(free).slice(0, 12))))
      return text;
  }
  // The facts alone: every kind's facts fit its limit (shared/sms.test.ts).
  return fit(lang, render, '', maxParts[lang]) ?? render('');
}
