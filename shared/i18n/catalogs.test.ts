/**
 * Every catalog (`*.text.ts` in app/, shared/ and server/) is complete in both languages: the type
 * checker already refuses a missing key or another argument list; this test refuses what it cannot
 * see: an empty text, or a Bangla text left in English.
 */
import { describe, expect, it } from 'vitest';
import { languages } from './lang.ts';

const modules = {
  ...import.meta.glob<Record<string, unknown>>('../../app/**/*.text.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../shared/**/*.text.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../server/**/*.text.ts', { eager: true }),
};

type Side = Record<string, unknown>;
const isCatalog = (v: unknown): v is Record<'en' | 'bn', Side> =>
  typeof v === 'object' && v !== null && languages.every((l) => typeof (v as Record<string, unknown>)[l] === 'object');

/** Texts that are the same in both languages: brand names, codes, symbols, an e-mail address, a reply's 'Re:'. */
const sameInBoth = /^(Travelez|bKash|SSLCommerz|Google|CSV|PDF|QR|OK|ID|URL|API|Visa|Mastercard|Tk|BDT|[A-Z]{2,4}|[\W\d_]*|[\w.+-]+@[\w.-]+|Re: .*|MM\/YY)$/;

/** A message function's text with sample arguments (numbers; a few take strings, which print too). */
function sample(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') return null;
  try {
    const args = Array.from({ length: message.length }, () => 2);
    const out: unknown = message(...args);
    return typeof out === 'string' ? out : null;
  } catch {
    // Takes an object or a richer value: its keys are still checked.
    return null;
  }
}

const catalogs = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => isCatalog(v))
    .map(([name, v]) => ({ name: `${file.replace(/^(\.\.\/)+/, '')} ${name}`, catalog: v as Record<'en' | 'bn', Side> })),
);

describe('message catalogs', () => {
  it('are found', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  for (const { name, catalog } of catalogs) {
    it(`${name} is complete in Bangla`, () => {
      expect(Object.keys(catalog.bn).sort()).toEqual(Object.keys(catalog.en).sort());
      const problems: string[] = [];
      for (const key of Object.keys(catalog.en)) {
        const en = sample(catalog.en[key]);
        const bn = sample(catalog.bn[key]);
        if (typeof catalog.en[key] !== typeof catalog.bn[key]) problems.push(`${key}: not the same kind of message`);
        if (en === null || bn === null) continue;
        // A fragment around a link ('Choose ' + link) may be empty where Bangla orders the sentence otherwise.
        const fragment = en !== en.trim();
        if (en.trim() !== '' && bn.trim() === '' && !fragment) problems.push(`${key}: empty in Bangla`);
        // Latin letters and no Bengali one: left in English (unless a name that stays as it is).
        if (/[A-Za-z]/.test(bn) && !/[\u0980-\u09FF]/.test(bn) && !sameInBoth.test(bn.trim()) && bn === en) problems.push(`${key}: "${bn}" is English`);
      }
      expect(problems).toEqual([]);
    });
  }
});
