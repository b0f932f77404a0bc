import { inEnglish } from '../i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, bookingStep1Schema, bookingStep2Schema, fieldErrors } from './booking.ts';

const today = '2026-11-22';
const now = new Date('2026-11-22T10:00:00Z');
const step1 = {
  fullName: 'Nadia',
  email: 'nadia@example.com',
  phone: '+880 1711 000111',
  address: 'House 1',
  city: 'Dhaka',
  travelDate: '2027-01-10',
  travellers: '2',
};
const step2 = { cardName: 'NADIA', cardNumber: '4242 4242 4242 4242', cvc: '123', expireDate: '12/2030' };

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as never));

describe('booking step 1', () => {
  it("says '* <Field> field is required' for each empty field", () => {
    const r = bookingStep1Schema({ today }).safeParse({ fullName: '', email: '', phone: '', address: ' ', city: '', travelDate: '', travellers: '' });
    expect(inEnglish(errorsOf(r))).toEqual({
      fullName: '* Full Name field is required',
      email: '* Email field is required',
      phone: '* Phone field is required',
      address: '* Address field is required',
      city: '* City field is required',
      travelDate: '* Travel Date field is required',
      travellers: '* Travellers field is required',
    });
  });
  it('checks the date and the group size', () => {
    const s = bookingStep1Schema({ today, groupSize: 4 });
    expect(inEnglish(s.safeParse(step1).success)).toBe(true);
    expect(inEnglish(errorsOf(s.safeParse({ ...step1, travelDate: today })))).toEqual({ travelDate: 'Travel date must be after today' });
    expect(inEnglish(errorsOf(s.safeParse({ ...step1, travelDate: '2027-02-30' })))).toEqual({ travelDate: 'Travel date must be a real date' });
    expect(inEnglish(errorsOf(s.safeParse({ ...step1, travelDate: '2029-01-01' })))).toEqual({ travelDate: 'Travel date must be within two years' });
    expect(inEnglish(errorsOf(s.safeParse({ ...step1, travellers: '5' })))).toEqual({ travellers: 'Travellers must be at most 4 (the group size)' });
    expect(inEnglish(errorsOf(s.safeParse({ ...step1, email: 'nope' })))).toEqual({ email: 'Email must be a valid e-mail address' });
  });
});

describe('booking step 1 with departures', () => {
  const departures = [
    { _id: 'd1', date: '2027-01-14', seatsLeft: 0 },
    { _id: 'd2', date: '2027-01-21', seatsLeft: 2 },
    { _id: 'd3', date: '2027-01-28', seatsLeft: 1 },
  ];
  const s = bookingStep1Schema({ today, groupSize: 4, departures });
  const { travelDate, ...customer } = step1;
  void travelDate;
  it('asks for a departure instead of a travel date', () => {
    expect(inEnglish(s.safeParse({ ...customer, departureId: 'd2', travellers: '2' }).success)).toBe(true);
    expect(inEnglish(s.parse({ ...customer, departureId: 'd2', travellers: '2' }))).not.toHaveProperty('travelDate');
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: '', travellers: '1' })))).toEqual({ departureId: '* Departure Date field is required' });
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: 'elsewhere', travellers: '1' })))).toEqual({
      departureId: 'Choose one of the dates offered',
    });
  });
  it('refuses a sold-out departure and more travellers than its seats left', () => {
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: 'd1', travellers: '1' })))).toEqual({
      departureId: 'The departure on 14 January 2027 is sold out. Please choose another date.',
    });
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: 'd2', travellers: '3' })))).toEqual({
      travellers: 'Travellers must be at most 2 (seats left on 21 January 2027)',
    });
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: 'd3', travellers: '2' })))).toEqual({
      travellers: 'Travellers must be at most 1 (seat left on 28 January 2027)',
    });
    // The group size still comes first.
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, departureId: 'd2', travellers: '5' })))).toEqual({
      travellers: 'Travellers must be at most 4 (the group size)',
    });
  });
  it('checks the departure while other fields are still empty (the wizard checks on every change)', () => {
    expect(inEnglish(errorsOf(s.safeParse({ ...customer, fullName: '', departureId: 'd2', travellers: '3' })))).toEqual({
      fullName: '* Full Name field is required',
      travellers: 'Travellers must be at most 2 (seats left on 21 January 2027)',
    });
  });
});

describe('booking step 2', () => {
  it('requires every card field with the spec-style messages', () => {
    expect(inEnglish(errorsOf(bookingStep2Schema(now).safeParse({ cardName: '', cardNumber: '', cvc: '', expireDate: '' })))).toEqual({
      cardName: '* Card Name field is required',
      cardNumber: '* Card Number field is required',
      cvc: '* CVC field is required',
      expireDate: '* Expire Date field is required',
    });
  });
  it('normalises the card number to digits', () => {
    const r = bookingStep2Schema(now).parse(step2);
    expect(inEnglish(r.cardNumber)).toBe('4242424242424242');
  });
});

describe('POST /api/bookTour body', () => {
  const schema = bookingRequestSchema({ today, now });
  it('needs exactly one of packageId and eventId', () => {
    expect(inEnglish(schema.safeParse({ ...step1, ...step2, packageId: 'a'.repeat(20) }).success)).toBe(true);
    expect(inEnglish(schema.safeParse({ ...step1, ...step2, eventId: 'a'.repeat(20), travelDate: undefined }).success)).toBe(true);
    expect(inEnglish(errorsOf(schema.safeParse({ ...step1, ...step2 })).packageId)).toBe('Choose a package (packageId) or an event (eventId), not both');
    expect(inEnglish(errorsOf(schema.safeParse({ ...step1, ...step2, packageId: 'a', eventId: 'b' })).packageId)).toBeDefined();
    expect(inEnglish(errorsOf(schema.safeParse({ ...step1, ...step2, packageId: 'a'.repeat(20), travelDate: undefined })).travelDate)).toBe(
      '* Travel Date field is required',
    );
  });
  it('drops fields it does not know (client prices)', () => {
    const r = schema.parse({ ...step1, ...step2, packageId: 'a'.repeat(20), totalPrice: 1, packagePresentPrice: 1 });
    expect(inEnglish(r)).not.toHaveProperty('totalPrice');
    expect(inEnglish(r)).not.toHaveProperty('packagePresentPrice');
  });
});
