import { describe, expect, it } from 'vitest';
import { pathIn, pathWithoutLang } from './lang.ts';

describe('pathIn', () => {
  it('puts a path in each language', () => {
    expect(pathIn('en', '/tour')).toBe('/tour');
    expect(pathIn('bn', '/tour')).toBe('/bn/tour');
    expect(pathIn('bn', '/')).toBe('/bn');
    expect(pathIn('bn', 'tour')).toBe('/bn/tour');
  });

  it('never makes a link to another host: leading slashes and backslashes collapse', () => {
    // '/bn//evil.example' without its language is '//evil.example': the English switch must stay here.
    const stray = pathWithoutLang('/bn//evil.example');
    for (const lang of ['en', 'bn'] as const) {
      for (const path of [stray, '/\\evil.example', '\\\\evil.example', '///evil.example', '/\\/evil.example']) {
        const link = pathIn(lang, path);
        expect(link, `${lang} ${path}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(link, 'https://travelez.test').host, `${lang} ${path}`).toBe('travelez.test');
      }
    }
    expect(pathIn('en', stray)).toBe('/evil.example');
    expect(pathIn('bn', stray)).toBe('/bn/evil.example');
  });
});
