import { describe, expect, it } from 'vitest';
import { pageRedirectTarget, safeRedirectTarget } from './redirect.ts';

/** What a Location header can carry (the Headers class throws on anything else). */
function usableInLocation(path: string) {
  expect(() => new Headers({ location: path })).not.toThrow();
  expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(path, 'https://travelez.test').origin).toBe('https://travelez.test');
}

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/')).toBe('/');
    expect(safeRedirectTarget('/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/dashboard?x=1#y')).toBe('/dashboard?x=1#y');
    expect(safeRedirectTarget('/singleTour/abc123?from=home&page=2')).toBe('/singleTour/abc123?from=home&page=2');
    expect(safeRedirectTarget('/bookNow?package=abc')).toBe('/bookNow?package=abc');
  });

  it('percent-encodes what is not plain ASCII, so it stays a path on this site', () => {
    // The audit's case: the query parameter decodes to the raw ideographic full stop.
    expect(safeRedirectTarget('/%E3%80%82evil.com')).toBe('/%E3%80%82evil.com');
    expect(safeRedirectTarget('/。evil.com')).toBe('/%E3%80%82evil.com');
    expect(safeRedirectTarget('/／evil.com')).toBe('/%EF%BC%8Fevil.com');
    expect(safeRedirectTarget('/tour?q=সুন্দরবন')).toBe('/tour?q=%E0%A6%B8%E0%A7%81%E0%A6%A8%E0%A7%8D%E0%A6%A6%E0%A6%B0%E0%A6%AC%E0%A6%A8');
    expect(safeRedirectTarget('/a b?c d#e f')).toBe('/a%20b?c%20d#e%20f');
    expect(safeRedirectTarget('/x?"<>')).toBe('/x?%22%3C%3E');
    for (const t of ['/%E3%80%82evil.com', '/。evil.com', '/／evil.com', '/tour?q=সুন্দরবন', '/a b?c d#e f', '/x?"<>']) {
      usableInLocation(safeRedirectTarget(t));
    }
  });

  it.each([
    ['another host', '//evil.com'],
    ['another host with a path', '//evil.com/steal'],
    ['a backslash host', '/\\evil.com'],
    ['a backslash host, doubled', '/\\\\evil.com'],
    ['a backslash later on', '/a\\b'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL on this scheme', 'http://x.invalid/dashboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['no leading slash', 'dashboard'],
    ['a leading space', ' /x'],
    ['leading and trailing spaces', '  /x  '],
    ['NUL', '/\u0000x'],
    ['a tab inside', '/\t/evil.com'],
    ['a tab after the slash', '/dash\tboard'],
    ['a newline inside', '/x\nLocation: //evil.com'],
    ['a carriage return', '/x\r\n'],
    ['DEL', '/x\u007f'],
    ['a C1 control', '/x\u0085'],
    ['dot segments back to //', '/..//evil.com'],
    ['a dot segment to //', '/.//evil.com'],
    ['encoded dot segments back to //', '/%2e%2e//evil.com'],
    ['empty', ''],
  ])('refuses %s', (_why, target) => {
    expect(safeRedirectTarget(target)).toBe('/');
  });

  it('refuses what is not a string, and answers the given fallback', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(42)).toBe('/');
    expect(safeRedirectTarget(['/x'])).toBe('/');
    expect(safeRedirectTarget('//evil.com', '/dashboard')).toBe('/dashboard');
  });

  it('keeps dot segments that stay on the site, resolved', () => {
    expect(safeRedirectTarget('/a/../dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/../../dashboard')).toBe('/dashboard');
  });

  it('keeps encoded slashes and backslashes encoded (they are not separators in a Location)', () => {
    expect(safeRedirectTarget('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(safeRedirectTarget('/%5Cevil.com')).toBe('/%5Cevil.com');
  });

  it('answers the same path again for its own answer (the sign-in form sends it back)', () => {
    for (const t of ['/dashboard?x=1#y', '/。evil.com', '/a b?c d#e f', '/tour?q=সুন্দরবন', '/x?"<>', '//evil.com']) {
      const once = safeRedirectTarget(t);
      expect(safeRedirectTarget(once)).toBe(once);
    }
  });

  it('refuses an absurdly long target', () => {
    expect(safeRedirectTarget(`/${'a'.repeat(5000)}`)).toBe('/');
  });
});

describe('pageRedirectTarget', () => {
  it("leaves out the page's own language prefix, which React Router puts back (one '/bn', never two)", () => {
    expect(pageRedirectTarget('/bn/dashboard', 'bn')).toBe('/dashboard');
    expect(pageRedirectTarget('/bn/dashboard?x=1#y', 'bn')).toBe('/dashboard?x=1#y');
    expect(pageRedirectTarget('/bn', 'bn')).toBe('/');
    expect(pageRedirectTarget('/bn?x=1', 'bn')).toBe('/?x=1');
    expect(pageRedirectTarget('/dashboard', 'bn')).toBe('/dashboard');
  });

  it('keeps a path of the other language and paths that only start like the prefix', () => {
    expect(pageRedirectTarget('/bn/dashboard', 'en')).toBe('/bn/dashboard');
    expect(pageRedirectTarget('/bnx/dashboard', 'bn')).toBe('/bnx/dashboard');
  });

  it('stays on this site', () => {
    expect(pageRedirectTarget('/bn//evil.example', 'bn')).toBe('/evil.example');
    expect(pageRedirectTarget('//evil.example', 'bn')).toBe('/');
    expect(pageRedirectTarget(undefined, 'bn', '/tour')).toBe('/tour');
  });
});
