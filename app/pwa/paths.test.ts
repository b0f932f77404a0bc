import { describe, expect, it } from 'vitest';
import { isSignOut, neverCached, privatePath, routeManifestPath } from './paths.ts';

describe('the service worker’s paths', () => {
  it('sees a sign-out in both languages, by form or data request, and through the API', () => {
    for (const path of ['/signout', '/bn/signout', '/signout.data', '/bn/signout.data', '/api/auth/sign-out']) {
      expect(isSignOut('POST', path), path).toBe(true);
    }
  });

  it('sees no sign-out in a GET or on another page', () => {
    expect(isSignOut('GET', '/bn/signout')).toBe(false);
    for (const path of ['/signin', '/bn/signin', '/signouts', '/bn/bn/signout', '/x/signout']) {
      expect(isSignOut('POST', path), path).toBe(false);
    }
  });

  it('keeps the private pages of both languages privately and never the account pages', () => {
    expect(privatePath.test('/bn/dashboard')).toBe(true);
    expect(privatePath.test('/detailsPackage/abcdefghij0123456789.data')).toBe(true);
    expect(neverCached.test('/bn/signout')).toBe(true);
    expect(neverCached.test('/bn/tour')).toBe(false);
  });

  it("keeps React Router's route discovery of both languages, and nothing that only looks like it", () => {
    for (const path of ['/__manifest', '/bn/__manifest']) expect(routeManifestPath.test(path), path).toBe(true);
    for (const path of ['/__manifest.data', '/x/__manifest', '/bn/bn/__manifest', '/api/__manifest']) expect(routeManifestPath.test(path), path).toBe(false);
  });
});
