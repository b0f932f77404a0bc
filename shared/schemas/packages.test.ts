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

describe('packageInput', () => {
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

  it('turns form text into numbers', () => {
    const p = packageInput.parse(valid);
    expect(inEnglish(p.packagePresentPrice)).toBe(9000);
    expect(inEnglish(p.rating)).toBe(4.8);
  });

  it('refuses more nights than days, an unknown status and a photo that is not ours', () => {
    const issues = (v: object) => packageInput.safeParse({ ...valid, ...v }).error?.issues.map((i) => `${i.path.join('.')}: ${inEnglish(i.message)}`);
    expect(inEnglish(issues({ stayPlanNight: '4' }))).toEqual(['stayPlanNight: Nights cannot be more than days']);
    expect(inEnglish(issues({ status: 'Maybe' })?.[0])).toMatch(/^status: Status must be one of/);
    expect(inEnglish(issues({ displayPhoto: 'javascript:alert(1)' }))).toEqual(['displayPhoto: Display photo must be an uploaded image']);
    expect(inEnglish(issues({ displayPhoto: '' }))).toEqual(['displayPhoto: Display photo is required']);
  });
});
