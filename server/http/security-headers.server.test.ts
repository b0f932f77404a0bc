import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers.server.ts';

const headersFor = securityHeaderList({ production: true });
const policyOf = (pathname: string, contentType = 'text/html; charset=utf-8') =>
  new Map(headersFor(contentType, "'nonce-abc'", pathname)).get('Content-Security-Policy') ?? '';

describe('the Content-Security-Policy', () => {
  it('lets only the check-in page (its QR decoder) compile WebAssembly, in both languages', () => {
    expect(policyOf('/checkin')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(policyOf('/bn/checkin')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    for (const path of ['/', '/bn', '/tour', '/dashboard', '/manageBooking', '/bn/checkin/x', '/checkinx']) {
      expect(policyOf(path), path).not.toContain('wasm-unsafe-eval');
      expect(policyOf(path), path).toContain("script-src 'self' 'nonce-abc'");
    }
  });

  it('runs nothing in answers that are not pages, /checkin’s data included', () => {
    expect(policyOf('/checkin.data', 'text/x-script')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });
});
