import { describe, expect, it } from 'vitest';
import { maskPhone, msisdnOf, normalisePhone, parseSmsCountries } from './phone.ts';

describe('normalisePhone', () => {
  it('reads the ways a Bangladeshi mobile is written as one number', () => {
    for (const written of [
      '01711234567',
      '+8801711234567',
      '8801711234567',
      '008801711234567',
      '+880 1711-234567',
      '(+880) 1711 234 567',
      '0171 123 4567',
      '+880 01711234567',
      '০১৭১১-২৩৪৫৬৭',
      '+৮৮০১৭১১২৩৪৫৬৭',
    ])
      expect(normalisePhone(written), written).toBe('+8801711234567');
  });

  it('accepts every Bangladeshi operator prefix (013 to 019)', () => {
    for (const p of ['13', '14', '15', '16', '17', '18', '19']) expect(normalisePhone(`0${p}11234567`)).toBe(`+880${p}11234567`);
  });

  it('refuses what is not a Bangladeshi mobile by default', () => {
    for (const bad of [
      '',
      '12345',
      '01211234567',
      '0171123456',
      '017112345678',
      '+88021234567',
      '029123456',
      '+919876543210',
      '+447700900123',
      '0171123456a',
      '+880171123456789',
      'ten digits',
    ])
      expect(normalisePhone(bad), bad).toBeNull();
  });

  it('accepts other countries only when SMS_COUNTRIES names them', () => {
    const countries = parseSmsCountries('BD, IN,GB');
    expect(normalisePhone('+91 98765 43210', countries)).toBe('+919876543210');
    expect(normalisePhone('00447700900123', countries)).toBe('+447700900123');
    expect(normalisePhone('+44 07700 900123', countries)).toBe('+447700900123');
    // A national number is read in the first country.
    expect(normalisePhone('01711234567', countries)).toBe('+8801711234567');
    expect(normalisePhone('+9779812345678', countries)).toBeNull();
  });

  it('SMS_COUNTRIES defaults to Bangladesh and refuses an unknown code', () => {
    expect(parseSmsCountries(undefined)).toEqual(['BD']);
    expect(parseSmsCountries(' ')).toEqual(['BD']);
    expect(() => parseSmsCountries('BD,XX')).toThrow(/unknown country "XX"/);
  });
});

describe('msisdnOf and maskPhone', () => {
  it('writes the gateway form and a masked form', () => {
    expect(msisdnOf('+8801711234567')).toBe('8801711234567');
    expect(maskPhone('+8801711234567')).toMatch(/^\+88017•+567$/);
  });
});
