import { inEnglish } from '../i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { packageInput, rating } from './packages.ts';

describe('rating', () => {
  it('takes 0 to 5 with one decimal, as a number or as form text', () => {
    expect(inEnglish(rating.parse('4.5'))).toBe(4.5);
    expect(inEnglish(rating.parse(5))).toBe(5);
    expect(inEnglish(rating.safeParse('5.5').success)).toBe(false);
    expect(inEnglish(rating.safeParse(4.55).success)).toBe(false);
    expect(inEnglish(rating.safeParse('four').success)).toBe(false);
  });
});

/** A valid package as the form sends it (text). */
const valid = {
  name: 'Sajek Valley',
  packageName: 'Cloud Walk',
  displayPhoto: '/uploads/abcdef0123456789abcdef01-960.webp',
  totalDays: '3',
  stayPlanDays: '3',
  stayPlanNight: '2',
  groupSize: '10',
  packagePresentPrice: '9000',
  prePackagePrice: '10000',
  discount: '10',
  rating: '4.8',
  status: 'Available',
  overview: 'Clouds.',
  slider1: '',
  slider2: '',
  slider3: '',
  slider4: '',
  caption1: '',
  caption2: '',
  caption3: '',
  caption4: '',
  tourPlanDays: [{ day: 'Day 1', describe: 'Drive up.' }],
};

describe('packageInput', () => {
  it('turns form text into numbers', () => {
    const p = packageInput.parse(valid);
    expect(inEnglish(p.packagePresentPrice)).toBe(9000);
    expect(inEnglish(p.rating)).toBe(4.8);
  });

  it("keeps a textarea's line breaks as LF (a form sends CR LF), so a form saved unchanged changes nothing", () => {
    const p = packageInput.parse({ ...valid, overview: 'Clouds.\r\n\r\nRain.\rSun.', tourPlanDays: [{ day: 'Day 1', describe: 'Drive up.\r\nWalk.' }] });
    expect(p.overview).toBe('Clouds.\n\nRain.\nSun.');
    expect(p.tourPlanDays[0]!.describe).toBe('Drive up.\nWalk.');
    // A single line stays one line: a line break in it is still refused.
    expect(packageInput.safeParse({ ...valid, packageName: 'Sajek\r\nValley' }).success).toBe(false);
  });

  it('refuses more nights than days, an unknown status and a photo that is not ours', () => {
    const issues = (v: object) => packageInput.safeParse({ ...valid, ...v }).error?.issues.map((i) => `${i.path.join('.')}: ${inEnglish(i.message)}`);
    expect(inEnglish(issues({ stayPlanNight: '4' }))).toEqual(['stayPlanNight: Nights cannot be more than days']);
    expect(inEnglish(issues({ status: 'Maybe' })?.[0])).toMatch(/^status: Status must be one of/);
    expect(inEnglish(issues({ displayPhoto: 'javascript:alert(1)' }))).toEqual(['displayPhoto: Display photo must be an uploaded image']);
    expect(inEnglish(issues({ displayPhoto: '' }))).toEqual(['displayPhoto: Display photo is required']);
  });
});

describe('price categories', () => {
  const issues = (priceCategories: object[]) =>
    packageInput.safeParse({ ...valid, priceCategories }).error?.issues.map((i) => `${i.path.join('.')}: ${inEnglish(i.message)}`) ?? [];

  it('takes child and infant prices, with or without the adult one at the present price; absent, nothing is said', () => {
    expect(
      issues([
        { code: 'child', price: '6000', minAge: '3', maxAge: '11' },
        { code: 'infant', price: 0, maxAge: 2 },
      ]),
    ).toEqual([]);
    expect(
      issues([
        { code: 'adult', price: 9000 },
        { code: 'child', price: 6000, minAge: 3, maxAge: 11 },
      ]),
    ).toEqual([]);
    expect(packageInput.parse(valid).priceCategories).toBeUndefined();
  });

  it('marks the field that is wrong: an adult price other than the present price, child ages, an infant age overlapping the children', () => {
    expect(issues([{ code: 'adult', price: 8000 }])).toEqual([
      'priceCategories.0.price: The adult price is the present price (packagePresentPrice): give the same amount or leave the adult category out',
    ]);
    expect(issues([{ code: 'child', price: 6000, maxAge: 11 }])).toEqual([
      'priceCategories.0.minAge: A child price needs a youngest and an oldest age (whole years, the oldest not below the youngest)',
    ]);
    expect(issues([{ code: 'child', price: 6000, minAge: 12, maxAge: 3 }])[0]).toMatch(/^priceCategories\.0\.maxAge: /);
    expect(
      issues([
        { code: 'child', price: 6000, minAge: 2, maxAge: 11 },
        { code: 'infant', price: 0, maxAge: 2 },
      ]),
    ).toEqual(["priceCategories.1.maxAge: Infants' oldest age must be below the children's youngest age"]);
    expect(issues([{ code: 'infant', price: 0 }])).toEqual(['priceCategories.0.maxAge: An infant price needs an oldest age (whole years)']);
    expect(
      issues([
        { code: 'infant', price: 0, maxAge: 2 },
        { code: 'infant', price: 10, maxAge: 1 },
      ]),
    ).toEqual(['priceCategories.1.code: The infant price is given twice']);
    expect(issues([{ code: 'child', price: '-5', minAge: 3, maxAge: 11 }])).toEqual(['priceCategories.0.price: Price must be a whole number']);
  });
});
