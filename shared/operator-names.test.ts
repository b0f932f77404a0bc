import { describe, expect, it } from 'vitest';
import { claimsOperator } from './operator-names.ts';

describe('claimsOperator', () => {
  it('refuses the brand and the reserved words, whatever the case, spacing or punctuation', () => {
    for (const name of [
      'Travelez Admin',
      'travelez',
      'TRAVELEZ team',
      'T r a v e l e z',
      'TravelezTeam',
      'Admin',
      'the administrator',
      'Customer Support',
      'staff',
      'Moderator.',
      'a d m i n',
      'Site-Admin',
    ]) {
      expect(claimsOperator(name), name).toBe(true);
    }
  });

  it('sees through look-alike letters NFKC folds (fullwidth, styled)', () => {
    for (const name of ['ＡＤＭＩＮ', 'Ｔｒａｖｅｌｅｚ', '𝐒𝐮𝐩𝐩𝐨𝐫𝐭', 'ᵃdmin'.replace('ᵃ', 'a')]) expect(claimsOperator(name), name).toBe(true);
  });

  it("refuses an admin's name, not only its exact spelling", () => {
    const admins = ['Nusrat Jahan'];
    for (const name of ['Nusrat Jahan', 'nusrat  jahan', 'NusratJahan', 'ＮＵＳＲＡＴ ＪＡＨＡＮ']) expect(claimsOperator(name, admins), name).toBe(true);
    expect(claimsOperator('Nusrat', admins)).toBe(false);
  });

  it('lets ordinary names through, also ones that only contain a reserved word', () => {
    for (const name of ['Rahim Uddin', 'Staffan Larsson', 'Adminah Noor', 'Supporter of Sylhet', 'Anika'])
      expect(claimsOperator(name, ['Nusrat Jahan']), name).toBe(false);
  });
});
