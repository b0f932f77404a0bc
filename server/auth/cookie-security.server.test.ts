import { describe, expect, it } from 'vitest';
import { cookieSecurityFor } from './cookie-security.server.ts';

describe('cookieSecurityFor', () => {
  it('marks the session cookie Secure exactly when BASE_URL is https', () => {
    expect(cookieSecurityFor('https://travelez.example').secure).toBe(true);
    expect(cookieSecurityFor('https://192.168.1.20:8443').secure).toBe(true);
    expect(cookieSecurityFor('http://192.168.1.20:3000').secure).toBe(false);
    expect(cookieSecurityFor('http://localhost:3000').secure).toBe(false);
  });

  it('says once that a plain-http site other machines reach sends its cookies unencrypted', () => {
    expect(cookieSecurityFor('http://192.168.1.20:3000').warning).toMatch(/^\[auth\] BASE_URL http:\/\/192\.168\.1\.20:3000 is plain http/);
    expect(cookieSecurityFor('http://travelez.example').warning).toContain('https');
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost', 'https://travelez.example']) {
      expect(cookieSecurityFor(local).warning, local).toBeUndefined();
    }
  });
});
