import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers.server.ts';

const headersFor = securityHeaderList({ production: true });
const policyOf = (pathname: string, contentType = 'text/html; charset=utf-8') =>
  new Map(headersFor(contentType, "'nonce-abc'", pathname)).get('Content-Security-Policy') ?? '';

describe('the Content-Security-Policy', () => {
  it('lets only the check-in page (its QR decoder) compile WebAssembly, in both languages', () => {
    expect(policyOf('/checkin')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(policyOf('/bn/checkin')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    // The router shows the same page for these spellings (its paths match in any case, with trailing slashes).
    for (const path of ['/checkin/', '/Checkin', '/CHECKIN', '/checkin//', '/bn/checkin/', '/bn/Checkin'])
      expect(policyOf(path), path).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    // /BN/checkin is not found (the language prefix is matched as written): no decoder there.
    for (const path of ['/', '/bn', '/tour', '/dashboard', '/manageBooking', '/bn/checkin/x', '/checkinx', '/BN/checkin', '/bncheckin']) {
      expect(policyOf(path), path).not.toContain('wasm-unsafe-eval');
      expect(policyOf(path), path).toContain("script-src 'self' 'nonce-abc'");
    }
  });

  it('runs nothing in answers that are not pages, /checkin’s data included', () => {
    expect(policyOf('/checkin.data', 'text/x-script')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });
});
