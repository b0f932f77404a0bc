import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardNumberError, cvcError, expiryError } from '../card.ts';
import {
  codedMessage,
  issueMessage,
  messageRefOf,
  messageText,
  msg,
  translateMessage,
  type MessageKey,
  type MessageParams,
  type MessageRef,
} from './coded-messages.ts';
import { codedText, fieldLabelText } from './coded-messages.text.ts';

type KeysWithParams = { [K in MessageKey]: MessageParams<K> extends [] ? never : K }[MessageKey];

/** Parameters for every message that takes some (the type checker asks for a new one). */
const samples: { [K in KeysWithParams]: MessageParams<K> } = {
  invalidInput: ['Invalid input: expected string, received number'],
  advanceDueBeforeCheckin: [1500],
  waitlistJoinsPerHour: [3],
  eventHasBookings: [2],
  packageHasBookings: [1],
  atLeastSeatsBooked: [4],
  atLeastBooked: [4],
  starLabelRequired: ['Card Name'],
  required: ['Name'],
  tooManyCharacters: ['Subject', 200],
  notText: ['Region'],
  tooLong: ['Email'],
  notEmail: ['Admin e-mail'],
  notWholeNumber: ['Group size'],
  atLeast: ['Seats', 1],
  atMost: ['Discount', 100],
  notDate: ['Start date'],
  notRealDate: ['End date'],
  notUploadedImage: ['Photo'],
  controlCharactersInLine: ['Title'],
  controlCharactersInText: ['Overview'],
  travellersOverGroup: [12],
  travellersOverSeats: [1, '2027-01-14'],
  onlySeatsLeft: [2, '2027-01-14'],
  departureSoldOut: ['2027-01-14'],
  departureClosed: ['2027-01-14'],
  departureOnDateTaken: ['2027-01-14'],
  seatsAlreadyBooked: [5],
  peopleAlreadyBooked: [5],
  bookingsPerHour: [10],
  reviewEditWindow: [30],
  providerDown: ['bKash'],
  providerFailed: ['bKash', 'timeout'],
  providerNotConfigured: ['bkash'],
  bookingNotCancellable: ['Completed'],
  bookingCannotMove: ['Cancelled'],
  bookingHasNoTicket: ['Pending'],
  bookingTakesNoPayment: ['Completed'],
  bookingNotCheckable: ['Pending'],
  bookingAlreadyInStatus: ['Confirmed'],
  bookingStatusFinal: ['Cancelled'],
  bookingStatusNotNext: ['Pending', ['Confirmed', 'Cancelled'], 'Completed'],
  alreadyCheckedIn: ['14 Jan 2027, 09:30', 'admin@travelez.test'],
  cardNumberDigits: ['American Express', [15]],
  tooManyAttempts: [120],
  seriesTooLong: [366],
  alreadyAdmin: ['admin@travelez.test'],
  uploadNotImage: ['html'],
  imageTooLarge: [8],
  imageTooManyPixels: [9000, 9000, 50],
  historyAdvancePaid: ['sslcommerz'],
  historyBalancePaid: ['bkash'],
  historyPaid: ['bkash'],
  historyPaymentHeld: [1500],
  historyHeldReleased: [3000, 900, 2100],
  refundPaidAfterClosed: ['Completed'],
  requestTooLarge: [65536],
  controlCharacter: ['field', 'fullName'],
  historyCancelledBy: ['admin@travelez.test'],
  historyChangedBy: ['admin@travelez.test'],
  historyDepartureCancelledWhy: ['storm'],
  historyMoved: ['2027-01-14', '2027-02-01'],
  categoryTwice: ['child'],
  categoryPriceNotWhole: ['infant'],
  categoryNotOffered: ['infant'],
  promoUnknown: ['EID25'],
  promoNotYetValid: ['EID25', '2027-03-01'],
  promoExpired: ['EID25'],
  promoInactive: ['EID25'],
  promoNotForTour: ['EID25'],
  promoMinTravellers: ['FAMILY', 3],
  promoUsedByYou: ['EID25'],
  promoUsedUp: ['EID25'],
  promoCodeTaken: ['EID25'],
  travellersDoNotMatchParty: [2, 1, 0],
  ageNotInCategory: ['child', 13],
  bookingTakesNoTravellers: ['Cancelled'],
  travellerDetailsClosed: ['2027-01-14'],
  pickupPointInUse: ['Sayedabad', 2],
  partyTotalMismatch: [3],
};

const keys = Object.keys(codedText.en) as MessageKey[];
/** The key's message with its sample parameters (none for a plain sentence). */
const refOf = (key: MessageKey): MessageRef => ({ key, params: (samples as Record<string, unknown[]>)[key] ?? [] }) as unknown as MessageRef;

/** Labels and texts that read the same in both languages (names, codes, the status words the site keeps in English). */
const sameInBoth = new Set<string>();

describe('the coded messages', () => {
  it('have sample parameters for every message that takes some', () => {
    for (const key of keys) {
      if (typeof codedText.en[key] === 'function' && codedText.en[key].length > 0) expect(samples, key).toHaveProperty(key);
    }
  });

  for (const key of keys) {
    it(`${key} is written in both languages`, () => {
      const ref = refOf(key);
      const en = messageText('en', ref);
      const bn = messageText('bn', ref);
      expect(en.trim()).not.toBe('');
      expect(bn.trim()).not.toBe('');
      expect(en).not.toMatch(/undefined|\[object/);
      expect(bn).not.toMatch(/undefined|\[object/);
      expect(bn).not.toBe(en);
      expect(bn).toMatch(/[\u0980-\u09FF]/);
    });
  }

  it('every field label has its Bangla', () => {
    for (const label of Object.keys(fieldLabelText.en) as (keyof typeof fieldLabelText.en)[]) {
      const bn = fieldLabelText.bn[label];
      expect(bn.trim(), label).not.toBe('');
      if (!sameInBoth.has(label)) expect(bn, label).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('writes the parameters in each language', () => {
    expect(messageText('en', msg('tooManyCharacters', 'Subject', 200))).toBe('Subject must be at most 200 characters');
    expect(messageText('bn', msg('tooManyCharacters', 'Subject', 200))).toBe('বিষয় সর্বোচ্চ ২০০ অক্ষরের হতে পারে');
    expect(messageText('en', msg('departureSoldOut', '2027-01-14'))).toBe('The departure on 14 January 2027 is sold out. Please choose another date.');
    expect(messageText('en', msg('historyHeldReleased', 3000, 900, 2100))).toBe(
      'A held payment of 3000 Tk was released after the cancellation: 900 Tk kept as the cancellation charge, 2100 Tk refunded',
    );
    // A provider by its name, as the payment step names it.
    expect(messageText('en', msg('historyAdvancePaid', 'sslcommerz'))).toBe(
      'Advance paid online (Card, bKash, Nagad, Rocket or internet banking (SSLCommerz))',
    );
    expect(messageText('bn', msg('historyAdvancePaid', 'bkash'))).toBe('অগ্রিম অনলাইনে পরিশোধ হয়েছে (bKash)');
  });

  it('reads back a reference written as text, and leaves any other text as it is', () => {
    const ref = msg('travellersOverSeats', 1, '2027-01-14');
    expect(messageRefOf(codedMessage(ref))).toEqual(ref);
    expect(translateMessage('en', codedMessage(ref))).toBe('Travellers must be at most 1 (seat left on 14 January 2027)');
    for (const typed of ['Booked', 'Travellers must be at most 1', '["required","Name"]', '\u2063msg["noSuchKey"]', '\u2063msg{oops'])
      expect(translateMessage('bn', typed)).toBe(typed);
  });
});

const schemaModules = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], { eager: true });

/** Bad values a form or an API client may send. */
const badValues: unknown[] = [
  undefined,
  '',
  '   ',
  'x'.repeat(60_000),
  'a\u0007b',
  'line\nbreak',
  -5,
  10_000_000_000,
  1.5,
  'not-a-date',
  '2027-02-30',
  'abc',
  [],
  {},
];

/** Every message a schema answers to bad input, field by field. */
function messagesOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const fields = shape ? Object.keys(shape) : [];
  const inputs: unknown[] = [undefined, {}, ...badValues];
  for (const bad of badValues) inputs.push(Object.fromEntries(fields.map((k) => [k, bad])));
  const messages = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  }
  return [...messages];
}

describe('every message of the shared schemas carries a key', () => {
  const schemas = Object.entries(schemaModules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ name: `${file.replace('../schemas/', '')} ${name}`, schema })),
  );

  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  for (const { name, schema } of schemas) {
    it(name, () => {
      // zod's own checks without a message of ours ('Invalid input: expected object') are answered as `invalidInput`.
      const english = messagesOf(schema).filter((m) => messageRefOf(m) === null && !/^(Invalid|Expected|Too (big|small))/.test(m));
      expect(english).toEqual([]);
    });
  }

  it('the card checks', () => {
    const messages = [
      cardNumberError(''),
      cardNumberError('abcd'),
      cardNumberError('1234'),
      cardNumberError('9999 9999 9999 9999'),
      cardNumberError('4242 4242 4242 4241'),
      cardNumberError('4242 4242 4242 42'),
      expiryError(''),
      expiryError('13/99'),
      expiryError('01/20'),
      expiryError('01/2090'),
      cvcError(''),
      cvcError('12'),
    ].filter((m): m is string => m !== null);
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((m) => messageRefOf(m) === null)).toEqual([]);
    expect(translateMessage('en', cardNumberError('4242 4242 4242 42'))).toBe('A Visa card number has 13, 16 or 19 digits');
  });

  it('a schema issue gives its key and parameters', () => {
    const result = z.object({ name: z.string().max(3, issueMessage('tooManyCharacters', 'Name', 3)) }).safeParse({ name: 'abcd' });
    expect(result.success).toBe(false);
    expect(messageRefOf(result.error!.issues[0]!.message)).toEqual(msg('tooManyCharacters', 'Name', 3));
  });
});
