import { describe, expect, it } from 'vitest';
import { inEnglish } from './i18n/coded-messages.ts';
import {
  ageFits,
  ageOn,
  categoriesError,
  categoriesOnDeparture,
  discountOf,
  partyError,
  priceParty,
  pricePartyBooking,
  seatsOf,
  type PriceCategory,
} from './party.ts';
import { amountDueAtBooking, cancellationCharge } from './policy.ts';

const family: PriceCategory[] = [
  { code: 'infant', price: 500, maxAge: 2 },
  { code: 'adult', price: 10_000 },
  { code: 'child', price: 6_000, minAge: 3, maxAge: 11 },
];
const source = { categories: family, groupSize: 8, infantsTakeSeat: false };

describe('price categories', () => {
  it('need an adult price; child and infant are optional', () => {
    expect(categoriesError(family)).toBeNull();
    expect(categoriesError([{ code: 'adult', price: 9_000 }])).toBeNull();
    expect(inEnglish(categoriesError([{ code: 'child', price: 1, minAge: 3, maxAge: 11 }]))).toBe('A package needs an adult price');
  });
  it('refuse a category twice, a price that is not whole Taka, bad or overlapping ages', () => {
    expect(inEnglish(categoriesError([...family, { code: 'child', price: 1, minAge: 3, maxAge: 5 }]))).toBe('The child price is given twice');
    expect(inEnglish(categoriesError([{ code: 'adult', price: 99.5 }]))).toBe('The adult price must be whole Taka, 0 or more');
    expect(
      inEnglish(
        categoriesError([
          { code: 'adult', price: 1 },
          { code: 'child', price: 1, minAge: 12, maxAge: 3 },
        ]),
      ),
    ).toMatch(/youngest and an oldest/);
    expect(
      inEnglish(
        categoriesError([
          { code: 'adult', price: 1 },
          { code: 'infant', price: 0 },
        ]),
      ),
    ).toMatch(/oldest age/);
    expect(
      inEnglish(
        categoriesError([
          { code: 'adult', price: 1 },
          { code: 'child', price: 1, minAge: 2, maxAge: 11 },
          { code: 'infant', price: 0, maxAge: 2 },
        ]),
      ),
    ).toBe("Infants' oldest age must be below the children's youngest age");
  });
});

describe('a party', () => {
  it('needs at least one adult, whole counts, categories the package prices, at most the group size', () => {
    expect(partyError({ adult: 2, child: 1, infant: 1 }, family, 8)).toBeNull();
    expect(inEnglish(partyError({ adult: 0, child: 2, infant: 0 }, family, 8))).toBe('At least one adult must travel');
    expect(inEnglish(partyError({ adult: 1.5, child: 0, infant: 0 }, family, 8))).toMatch(/whole number/);
    expect(inEnglish(partyError({ adult: 1, child: -1, infant: 0 }, family, 8))).toMatch(/whole number/);
    expect(inEnglish(partyError({ adult: 1, child: 1, infant: 0 }, [{ code: 'adult', price: 1 }], 8))).toBe('This tour has no child price');
    expect(inEnglish(partyError({ adult: 4, child: 4, infant: 1 }, family, 8))).toBe('Travellers must be at most 8 (the group size)');
  });
  it('takes seats for adults and children, and for infants when the package says so', () => {
    expect(seatsOf({ adult: 2, child: 1, infant: 1 }, false)).toBe(3);
    expect(seatsOf({ adult: 2, child: 1, infant: 1 }, true)).toBe(4);
  });
  it('is priced per category, one line each, adult first', () => {
    expect(priceParty(family, { adult: 2, child: 1, infant: 0 })).toEqual([
      { code: 'adult', count: 2, unitPrice: 10_000, amount: 20_000 },
      { code: 'child', count: 1, unitPrice: 6_000, amount: 6_000 },
    ]);
  });
});

describe("a departure's own price", () => {
  it('moves every category in proportion, rounded to whole Taka', () => {
    expect(categoriesOnDeparture(family, 12_000).map((c) => [c.code, c.price])).toEqual([
      ['adult', 12_000],
      ['child', 7_200],
      ['infant', 600],
    ]);
    // 6,000 x 9,999 / 10,000 = 5,999.4 -> 5,999; 500 x 9,999 / 10,000 = 499.95 -> 500
    expect(categoriesOnDeparture(family, 9_999).map((c) => c.price)).toEqual([9_999, 5_999, 500]);
    expect(categoriesOnDeparture(family, null)).toEqual(categoriesOnDeparture(family, 10_000));
  });
});

describe('promo discounts', () => {
  it('take a percent (whole Taka, halves up) or an amount, never more than the subtotal', () => {
    expect(discountOf(26_000, { kind: 'percent', value: 10 })).toBe(2_600);
    expect(discountOf(12_345, { kind: 'percent', value: 10 })).toBe(1_235); // 1,234.5
    expect(discountOf(26_000, { kind: 'amount', value: 1_500 })).toBe(1_500);
    expect(discountOf(1_000, { kind: 'amount', value: 1_500 })).toBe(1_000);
    expect(discountOf(1_000, { kind: 'percent', value: 150 })).toBe(1_000);
    expect(discountOf(1_000, null)).toBe(0);
  });
});

describe('a booking of a party', () => {
  it('is the breakdown less the discount; the payment policy applies to the total', () => {
    const price = pricePartyBooking(source, { adult: 2, child: 1, infant: 1 }, { kind: 'percent', value: 10 }, '2027-06-30', '2027-01-01');
    expect(price).toMatchObject({
      party: { adult: 2, child: 1, infant: 1 },
      travellers: 4,
      seats: 3,
      subtotal: 26_500,
      discount: 2_650,
      totalPrice: 23_850,
      advance: 7_155,
      dueNow: 7_155,
    });
    expect(price.priceBreakdown.map((l) => l.code)).toEqual(['adult', 'child', 'infant']);
    // 45 days ahead the booking-fee band asks 60% of the total, after the discount.
    expect(pricePartyBooking(source, { adult: 2, child: 1, infant: 1 }, { kind: 'percent', value: 10 }, '2027-06-30', '2027-05-16').dueNow).toBe(
      amountDueAtBooking(23_850, '2027-06-30', '2027-05-16'),
    );
    expect(cancellationCharge({ travelDate: '2027-06-30', totalPrice: price.totalPrice, advanceDue: price.dueNow }, '2027-06-20').charge).toBe(23_850);
  });
  it("with a departure's price, and refused for a party the package refuses", () => {
    expect(pricePartyBooking({ ...source, departurePrice: 12_000 }, { adult: 1, child: 1, infant: 0 }, null, '2027-06-30', '2027-01-01').totalPrice).toBe(
      19_200,
    );
    expect(inEnglish(() => pricePartyBooking(source, { adult: 0, child: 1, infant: 0 }, null, '2027-06-30', '2027-01-01'))).toThrow('At least one adult');
  });
  it('as adults only is the present price times travellers (a booking without a party)', () => {
    const adults = { categories: [{ code: 'adult' as const, price: 12_500 }], groupSize: 6, infantsTakeSeat: false };
    expect(pricePartyBooking(adults, { adult: 3, child: 0, infant: 0 }, null, '2027-06-30', '2027-01-01')).toMatchObject({
      totalPrice: 37_500,
      dueNow: 11_250,
      seats: 3,
    });
  });
});

describe('ages', () => {
  it('are whole years on the travel date', () => {
    expect(ageOn('2016-07-01', '2027-06-30')).toBe(10);
    expect(ageOn('2016-06-30', '2027-06-30')).toBe(11);
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
  });
  it('fit a category: a child 3-11, an infant up to 2, an adult above both', () => {
    expect(ageFits(family, 'child', 3)).toBe(true);
    expect(ageFits(family, 'child', 12)).toBe(false);
    expect(ageFits(family, 'infant', 2)).toBe(true);
    expect(ageFits(family, 'adult', 11)).toBe(false);
    expect(ageFits(family, 'adult', 12)).toBe(true);
    expect(ageFits([{ code: 'adult', price: 1 }], 'adult', 0)).toBe(true);
  });
});
