/** The JSON API for e2e setup: an admin call that must succeed, a package to add, a tour with departures of a test's own, a booking. */
import { expect } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
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
  slider1: '',
  slider2: '',
  slider3: '',
  slider4: '',
  caption1: '',
  caption2: '',
  caption3: '',
  caption4: '',
  tourPlanDays: [{ day: 'Day 1', describe: 'Arrive.' }],
  ...overrides,
});

/**
 * A tour of a test's own (nobody else's bookings touch it), with departures `days` from today
 * with `seats` each: `{ pkg, departures }` in the order given.
 */
export async function createTour(
  baseURL: string,
  packageName: string,
  departures: readonly { days: number; seats: number }[],
  overrides: Record<string, unknown> = {},
) {
  const pkg = await adminJson(baseURL, '/api/tourPackages', 'POST', packageBody(packageName, overrides));
  const created: { _id: string; date: string }[] = [];
  for (const d of departures) {
    const date = addDays(dhakaDate(), d.days);
    created.push({ ...(await adminJson(baseURL, '/api/departures', 'POST', { packageId: pkg._id, date, seats: d.seats })), date });
  }
  return { pkg, departures: created };
}

/** Books `travellers` seats of a departure through the JSON API as the account of `cookie`: the booking's id. */
export async function bookSeats(
  baseURL: string,
  cookie: string,
  b: { packageId: string; departureId: string; travellers: number; email: string; fullName?: string },
) {
  const res = await fetch(`${baseURL}/api/bookTour`, {
    method: 'POST',
    headers: sameSiteHeaders(baseURL, cookie, { 'content-type': 'application/json' }),
    body: JSON.stringify({
      packageId: b.packageId,
      departureId: b.departureId,
      fullName: b.fullName ?? 'Test Traveller',
      email: b.email,
      phone: '+880 1711 000999',
      address: 'House 1, Road 1, Gulshan',
      city: 'Dhaka',
      travellers: b.travellers,
      cardName: (b.fullName ?? 'Test Traveller').toUpperCase(),
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/35',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}
