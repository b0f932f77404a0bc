import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { confusablesModule, lookAlikesByPrototype, mapFile } from './make-confusables.ts';

describe('shared/confusables-map.ts', () => {
  it('is what scripts/make-confusables.ts writes from the installed confusables data', async () => {
    expect(await readFile(mapFile, 'utf8')).toBe(await confusablesModule());
  });

  it('keeps single characters drawn as ASCII letters or digits, and the small capitals the data lacks', () => {
    const map = lookAlikesByPrototype({ ɑ: 'a', m: 'rn', ꜳ: 'aa', ł: 'l̵', ｍ: 'm', ᴋ: 'ĸ', ab: 'x' });
    expect(map).toMatchObject({ a: 'ɑ', A: 'ᴀ', aa: 'ꜳ', K: 'ᴋ', T: 'ᴛ' });
    // ASCII itself, a prototype with a mark, what NFKC already folds, more than one character: left out.
    expect(Object.values(map).join('')).not.toMatch(/[młｍ]|ab/);
  });
});
