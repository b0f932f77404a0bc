import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(
      toCsv([
        ['Name', 'Phone'],
        ['Nadia "N"', '+880 1711'],
        ['=HYPERLINK("x")', null],
      ]),
    ).toBe('"Name","Phone"\r\n"Nadia ""N""","\'+880 1711"\r\n"\'=HYPERLINK(""x"")",""\r\n');
  });
});
