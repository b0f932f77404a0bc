/**
 * Bookings under contention: 50 customers booking at the same moment all get exactly one saved
 * booking each; 50 customers racing for the last 4 seats of a departure: exactly 4 get them, the
 * others a 409 that says how many are left, and the seats are never oversold; the same
 * Idempotency-Key sent 10 times at once makes one booking, and every one of the 10 answers names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { departures } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { formatDay } from '../../shared/seats.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let harness: ApiHarness;
let packageId: string;

beforeAll(async () => {
  harness = await startApiHarness();
  harness.viewer('admin', adminViewer());
  const customers = Array.from({ length: 51 }, (_, i) => customerViewer(i + 1));
  customers.forEach((v, i) => harness.viewer(`customer${i + 1}`, v));
  // The customers have accounts (bookings belong to a user).
  await harness.runtime.database.db
    .insert(users)
    .values(customers.map((v) => ({ id: v.userId, name: v.name, email: v.email, emailVerified: true })))
    .onConflictDoNothing();
  await harness.runtime.services.admins.ensure(adminViewer().email);
  const packages = (await (await harness.request('/api/allTourPackages')).json()) as { _id: string; packageGroupPeoples: number }[];
  packageId = packages[0]!._id;
  await openDeparture(harness, packageId, addDays(dhakaDate(), 60), 200);
});

afterAll(async () => {
  await harness?.close();
});

/** A valid booking body for customer n, two months ahead. */
function bookingBody(n: number) {
  const travelDate = addDays(dhakaDate(), 60);
  const expiry = new Date(Date.now() + 2 * 365 * 86_400_000);
  return {
    packageId,
    fullName: `Customer ${n}`,
    email: `customer${n}@example.com`,
    phone: `+880 1711 ${String(100000 + n)}`,
    address: `House ${n}, Road 7`,
    city: 'Dhaka',
    travelDate,
    travellers: 1,
    cardName: `Customer ${n}`,
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear()).slice(2)}`,
  };
}

interface BookingAnswer {
  _id: string;
  email: string;
}

async function allBookings(): Promise<BookingAnswer[]> {
  const res = await harness.request('/api/bookTour', { as: 'admin' });
  expect(res.status).toBe(200);
  return (await res.json()) as BookingAnswer[];
}

describe('bookings under concurrency', () => {
  it('50 customers booking at once: all 50 saved, none lost, none duplicated', async () => {
    const before = await allBookings();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => harness.request('/api/bookTour', { method: 'POST', as: `customer${i + 1}`, json: bookingBody(i + 1) })),
    );
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: (await r.json()) as BookingAnswer })));
    expect(bodies.map((b) => b.status)).toEqual(Array(50).fill(201));
    const ids = bodies.map((b) => b.body._id);
    expect(new Set(ids).size).toBe(50);

    const after = await allBookings();
    const added = after.filter((b) => !before.some((x) => x._id === b._id));
    expect(added.map((b) => b._id).sort()).toEqual([...ids].sort());
    expect(added.map((b) => b.email).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `customer${i + 1}@example.com`).sort());
  });

  it('50 customers racing for the last 4 seats: exactly 4 get them, the others 409 with what is left', async () => {
    const date = addDays(dhakaDate(), 75);
    const departureId = await openDeparture(harness, packageId, date, 10);
    // Six of the ten seats are sold already.
    await harness.runtime.database.db.update(departures).set({ seatsTaken: 6 }).where(eq(departures.id, departureId));
    // Announced as a booking would be: the caches drop the departure as they knew it.
    harness.runtime.services.changes.publish('departures');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        harness.request('/api/bookTour', { method: 'POST', as: `customer${i + 1}`, json: { ...bookingBody(i + 1), travelDate: undefined, departureId } }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: (await r.json()) as { error?: string } })));
    expect(bodies.filter((b) => b.status === 201)).toHaveLength(4);
    expect(bodies.filter((b) => b.status === 409)).toHaveLength(46);
    expect(new Set(bodies.filter((b) => b.status === 409).map((b) => b.body.error))).toEqual(
      new Set([`The departure on ${formatDay(date)} is sold out. Please choose another date.`]),
    );
    const [row] = await harness.runtime.database.db.select().from(departures).where(eq(departures.id, departureId));
    expect(row!.seatsTaken).toBe(10);
    // One more traveller than is left: the message names what is left.
    await harness.runtime.services.departures.update({ userId: null, email: 'tests@travelez.test' }, departureId, { seats: 12 });
    const tooMany = await harness.request('/api/bookTour', {
      method: 'POST',
      as: 'customer51',
      json: { ...bookingBody(51), travelDate: undefined, departureId, travellers: 3 },
    });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: string }).error).toBe(`Only 2 seats left on ${formatDay(date)}.`);
  });

  it('the same Idempotency-Key sent 10 times at once makes one booking', async () => {
    const before = await allBookings();
    const key = `retry-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.request('/api/bookTour', {
          method: 'POST',
          as: 'customer51',
          headers: { 'idempotency-key': key },
          json: bookingBody(51),
        }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: (await r.json()) as BookingAnswer })));
    // One answer created it; the other nine name the same booking.
    expect(bodies.filter((b) => b.status === 201)).toHaveLength(1);
    expect(bodies.filter((b) => b.status === 200)).toHaveLength(9);
    expect(new Set(bodies.map((b) => b.body._id)).size).toBe(1);

    const after = await allBookings();
    const added = after.filter((b) => !before.some((x) => x._id === b._id));
    expect(added).toHaveLength(1);
    expect(added[0]!._id).toBe(bodies[0]!.body._id);
  });
});
