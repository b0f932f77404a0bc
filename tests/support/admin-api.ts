/** The JSON API as an admin, for e2e setup: a call that must succeed, and a package to add. */
import { expect } from 'vitest';
import { adminSessionCookie, sameSiteHeaders } from './accounts.ts';

/** An admin API call that must succeed (its answer's `_id` is what tests need). */
export async function adminJson(baseURL: string, pathname: string, method: string, body?: unknown) {
  const cookie = await adminSessionCookie(baseURL);
  const res = await fetch(`${baseURL}${pathname}`, {
    method,
    headers: sameSiteHeaders(baseURL, cookie, body === undefined ? {} : { 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json() as Promise<{ _id: string }>;
}

/** A valid package for POST /api/tourPackages, with what a test wants changed. */
export const packageBody = (packageName: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Kuakata',
  packageName,
  displayPhoto: '/uploads/abcdef0123456789abcdef01-960.webp',
  totaldays: 3,
  stayPlanDays: 3,
  stayPlanNight: 2,
  packageGroupPeoples: 10,
  packagePresentPrice: 6000,
  prePackagePrice: 7000,
  discount: 10,
  rating: 4.2,
  status: 'Available',
  overView: 'Sunrise and sunset over the sea.',
  slider1: '', slider2: '', slider3: '', slider4: '',
  caption1: '', caption2: '', caption3: '', caption4: '',
  tourPlanDays: [{ day: 'Day 1', describe: 'Arrive.' }],
  ...overrides,
});
