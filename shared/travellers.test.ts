import { describe, expect, it } from 'vitest';
import { inEnglish } from './i18n/coded-messages.ts';
import type { PriceCategory } from './party.ts';
import {
  documentError,
  maskDocumentNumber,
  normalizeDocumentNumber,
  travellerDetailsDeadline,
  travellerDetailsOpen,
  travellersIssues,
  type TravellerDetails,
  type TravellerDetailsState,
} from './travellers.ts';

const categories: PriceCategory[] = [
  { code: 'adult', price: 10_000 },
  { code: 'child', price: 6_000, minAge: 3, maxAge: 11 },
  { code: 'infant', price: 0, maxAge: 2 },
];
const adult = (fullName: string, number = '1234567890'): TravellerDetails => ({
  category: 'adult',
  fullName,
  dateOfBirth: '1990-01-15',
  gender: 'female',
  document: { type: 'nid', number },
});
const child: TravellerDetails = {
  category: 'child',
  fullName: 'Ayan',
  dateOfBirth: '2019-05-01',
  gender: 'male',
  document: { type: 'birth', number: '20190123456789012' },
};

describe('identity documents', () => {
  it('an NID has 10, 13 or 17 digits; a passport 1-2 letters and 7-8 digits; a birth registration 17 digits', () => {
    for (const n of ['1234567890', '1234567890123', '12345678901234567', '123 456 7890']) expect(documentError('nid', n)).toBeNull();
    expect(inEnglish(documentError('nid', '12345678901'))).toBe('An NID number has 10, 13 or 17 digits');
    expect(documentError('passport', 'bx0123456')).toBeNull();
    expect(documentError('passport', 'A00123456')).toBeNull();
    expect(inEnglish(documentError('passport', '123456789'))).toMatch(/passport number/);
    expect(inEnglish(documentError('birth', '1234'))).toMatch(/17 digits/);
    expect(normalizeDocumentNumber('bx-012 3456')).toBe('BX0123456');
  });
  it('are masked to their last four', () => {
    expect(maskDocumentNumber('1234566789')).toBe('••••6789');
    expect(maskDocumentNumber('')).toBe('');
  });
});

describe("a booking's travellers", () => {
  const party = { adult: 2, child: 1, infant: 0 };
  it('match the party and the ages on the travel date', () => {
    expect(travellersIssues([adult('Rina'), adult('Karim'), child], party, categories, '2027-06-30')).toEqual([]);
  });
  it('are refused when the count or the categories differ from the party', () => {
    const issues = travellersIssues([adult('Rina'), adult('Karim'), adult('Ayan')], party, categories, '2027-06-30');
    expect(inEnglish(issues[0]!.ref)).toBe('Give one entry per traveller: 2 adults, 1 child, 0 infants');
  });
  it('name the entry whose age does not fit or whose document is wrong', () => {
    const old = { ...child, dateOfBirth: '2014-01-01' };
    const issues = travellersIssues([adult('Rina'), adult('Karim', '12'), old], party, categories, '2027-06-30');
    expect(issues.map((i) => [i.index, i.field, inEnglish(i.ref)])).toEqual([
      [1, 'document.number', 'An NID number has 10, 13 or 17 digits'],
      [2, 'dateOfBirth', '13 years on the travel date is not the child age of this tour'],
    ]);
  });
});

describe("the deadline for the travellers' details", () => {
  const booking = (over: Partial<TravellerDetailsState> = {}): TravellerDetailsState => ({
    status: 'Confirmed',
    travelDate: '2027-03-20',
    travellerDetailsDue: '2027-03-10',
    travellerDetails: [],
    ...over,
  });
  it('is the number of days before departure', () => {
    expect(travellerDetailsDeadline('2027-03-20', 10)).toBe('2027-03-10');
    expect(travellerDetailsDeadline('2027-03-01', 7)).toBe('2027-02-22');
  });
  it('leaves the details open until it, after it only while missing, never from the travel date or for a closed booking', () => {
    expect(travellerDetailsOpen(booking(), '2027-03-10')).toBe(true);
    expect(travellerDetailsOpen(booking({ travellerDetails: [{}] }), '2027-03-10')).toBe(true);
    expect(travellerDetailsOpen(booking({ travellerDetails: [{}] }), '2027-03-11')).toBe(false);
    expect(travellerDetailsOpen(booking(), '2027-03-11')).toBe(true);
    expect(travellerDetailsOpen(booking(), '2027-03-20')).toBe(false);
    expect(travellerDetailsOpen(booking({ travellerDetailsDue: null, travellerDetails: [{}] }), '2027-03-19')).toBe(true);
    expect(travellerDetailsOpen(booking({ status: 'Cancelled' }), '2027-03-01')).toBe(false);
  });
});
