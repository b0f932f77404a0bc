import { describe, expect, it } from 'vitest';
import { inEnglish } from './i18n/coded-messages.ts';
import { normalizePromoCode, promoCodePattern, promoRefusal, type PromoRule } from './promo.ts';

const rule: PromoRule = {
  code: 'EID25',
  kind: 'percent',
  value: 25,
  validFrom: '2027-03-01',
  validTo: '2027-03-31',
  maxUses: 10,
  perCustomer: 1,
  packageIds: ['p1'],
  minTravellers: 2,
};
const use = { today: '2027-03-10', packageId: 'p1', travellers: 2, used: 9, usedByCustomer: 0 };

describe('a promo code', () => {
  it('is stored trimmed and upper case', () => {
    expect(normalizePromoCode('  eid25 ')).toBe('EID25');
    expect(promoCodePattern.test('EID25')).toBe(true);
    expect(promoCodePattern.test('E!')).toBe(false);
  });
  it('may be used inside its days, on its tours, for enough travellers, with uses left', () => {
    expect(promoRefusal(rule, use)).toBeNull();
    expect(inEnglish(promoRefusal(rule, { ...use, today: '2027-02-28' }))).toBe('The promo code EID25 can be used from 1 March 2027');
    expect(inEnglish(promoRefusal(rule, { ...use, today: '2027-04-01' }))).toBe('The promo code EID25 has expired');
    expect(inEnglish(promoRefusal(rule, { ...use, packageId: 'p2' }))).toBe('The promo code EID25 is not for this tour');
    expect(inEnglish(promoRefusal(rule, { ...use, travellers: 1 }))).toBe('The promo code EID25 needs at least 2 travellers');
    expect(inEnglish(promoRefusal(rule, { ...use, usedByCustomer: 1 }))).toBe('You have already used the promo code EID25');
    expect(inEnglish(promoRefusal(rule, { ...use, used: 10 }))).toMatch(/^The promo code EID25 has been used up. Nothing was booked/);
    expect(inEnglish(promoRefusal({ ...rule, active: false }, use))).toBe('The promo code EID25 is no longer offered');
    expect(promoRefusal({ ...rule, active: true }, use)).toBeNull();
  });
  it('without limits applies to every tour and any day', () => {
    const open = { ...rule, validFrom: null, validTo: null, maxUses: null, perCustomer: null, packageIds: [], minTravellers: null };
    expect(promoRefusal(open, { ...use, packageId: null, used: 1_000, usedByCustomer: 9 })).toBeNull();
  });
});
