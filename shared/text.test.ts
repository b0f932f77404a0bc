import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './text.ts';

describe('control characters in text', () => {
  it('a single line takes none, not even a line break or tab', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    expect(hasControlCharacters('Nadia Rahman — ঢাকা ✓')).toBe(false);
  });
  it('longer text keeps line breaks and tabs but no other control character', () => {
    expect(hasControlCharacters('line one\r\nline two\tend', 'multiline')).toBe(false);
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u001bb', 'a\u000bb']) expect(hasControlCharacters(bad, 'multiline'), JSON.stringify(bad)).toBe(true);
  });
});
