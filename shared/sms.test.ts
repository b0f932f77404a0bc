import { describe, expect, it } from 'vitest';
import { composeSms, type SmsMessage } from './sms.ts';
import { smsSize } from './sms-segments.ts';

const longTour = 'Saint Martin’s Island – Coral, Sea and Stars: 3 days with Teknaf, Shah Porir Dwip and Chera Dwip';
const longPlace = 'Hotel Sea Crown lobby, Marine Drive, Kolatoli, Cox’s Bazar (opposite the Sugandha beach point)';
const reference = 'TZ-AB12CD34';

const messages: SmsMessage[] = [
  { kind: 'code', code: '482913' },
  { kind: 'bookingReceived', reference, tour: longTour, date: '2027-01-15' },
  { kind: 'paymentReceived', reference, amount: 125000 },
  { kind: 'holdEnding', reference, minutes: 10 },
  { kind: 'balanceDue', reference, amount: 125000, dueDate: '2027-01-01' },
  { kind: 'departureReminder', reference, date: '2027-01-15', time: '06:30', place: longPlace, phone: '+8801712345678' },
  { kind: 'departureReminder', reference, date: '2027-01-15', time: '06:30', place: null, phone: '+8801712345678' },
  { kind: 'departureChanged', reference, tour: longTour, date: '2027-02-01' },
  { kind: 'departureCancelled', reference, tour: longTour },
  { kind: 'refundMade', reference, amount: 7500 },
];
/** The account's messages (no booking, so no reference): the operator's phone instead. */
const accountMessages: SmsMessage[] = [
  { kind: 'passwordChanged', phone: '+8801712345678' },
  { kind: 'phoneChanged', phone: '+8801712345678' },
];

describe('composeSms', () => {
  it.each(messages.map((m) => [m.kind, m] as const))('%s: Bangla in Unicode, at most 2 parts, with the reference', (_kind, message) => {
    const text = composeSms('bn', message);
    const size = smsSize(text);
    expect(size.encoding).toBe('UCS-2');
    expect(size.parts).toBeLessThanOrEqual(2);
    if (message.kind !== 'code') expect(text).toContain(reference);
    else expect(text).toContain('482913');
  });

  it.each(messages.map((m) => [m.kind, m] as const))('%s: English in GSM-7, one part, with the reference', (_kind, message) => {
    const text = composeSms('en', message);
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    if (message.kind !== 'code') expect(text).toContain(reference);
  });

  it.each(accountMessages.map((m) => [m.kind, m] as const))('%s: Bangla at most 2 Unicode parts, English one GSM-7 part, with the phone', (_kind, message) => {
    const bn = composeSms('bn', message);
    expect(smsSize(bn).encoding).toBe('UCS-2');
    expect(smsSize(bn).parts).toBeLessThanOrEqual(2);
    expect(bn).toContain('+8801712345678');
    const en = composeSms('en', message);
    expect(smsSize(en)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(en).toContain('+8801712345678');
  });

  it('keeps the facts and shortens only the free text', () => {
    const en = composeSms('en', messages[5]!);
    expect(en).toContain('15 Jan 2027');
    expect(en).toContain('06:30');
    expect(en).toContain('+8801712345678');
    expect(en).toContain('Hotel Sea Crown');
    expect(en).toContain('...');
    const bn = composeSms('bn', messages[1]!);
    expect(bn).toContain('১৫ জানু');
    expect(bn).toContain('Saint Martin');
    const short = composeSms('en', { kind: 'bookingReceived', reference, tour: 'Sylhet Tea Trail', date: '2027-01-15' });
    expect(short).toBe('Travelez: booking TZ-AB12CD34 received: Sylhet Tea Trail, 15 Jan 2027. We will confirm it soon.');
  });

  it('writes amounts in the language', () => {
    expect(composeSms('en', messages[2]!)).toContain('Tk 125,000');
    expect(composeSms('bn', messages[2]!)).toContain('১,২৫,০০০');
  });
});
