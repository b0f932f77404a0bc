import { describe, expect, it } from 'vitest';
import { seedPackages } from '../packages.ts';
import { packagesBn } from './packages.ts';

const BENGALI_LETTER = /[\u0985-\u09B9\u09CE\u09DC-\u09DF]/;

function strings(p: (typeof packagesBn)[string]): string[] {
  return [p.name, p.packageName, p.region, p.overview, ...p.plan, ...p.captions, ...p.searchTerms];
}

describe('packagesBn', () => {
  it('has a Bangla entry for every English package and no other', () => {
    expect(Object.keys(packagesBn).sort()).toEqual(seedPackages.map((p) => p.slug).sort());
  });

  it('has one plan entry per day of the English plan and four captions', () => {
    for (const p of seedPackages) {
      const bn = packagesBn[p.slug];
      expect(bn?.plan, p.slug).toHaveLength(p.tourPlanDays.length);
      expect(bn?.captions, p.slug).toHaveLength(4);
    }
  });

  it('has no empty field', () => {
    for (const [slug, p] of Object.entries(packagesBn)) {
      expect(p.searchTerms.length, slug).toBeGreaterThan(0);
      for (const s of strings(p)) expect(s.trim(), slug).not.toBe('');
    }
  });

  it('is in Unicode NFC', () => {
    for (const [slug, p] of Object.entries(packagesBn)) {
      for (const s of strings(p)) expect(s === s.normalize('NFC'), `${slug}: ${s}`).toBe(true);
    }
  });

  it('writes every overview in Bangla, in 2 or 3 paragraphs', () => {
    for (const [slug, p] of Object.entries(packagesBn)) {
      expect(p.overview, slug).toMatch(BENGALI_LETTER);
      const paragraphs = p.overview.split('\n\n');
      expect(paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, slug).toBeLessThanOrEqual(3);
    }
  });
});
