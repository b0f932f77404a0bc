/**
 * What keeps seats and bookings whole, through the JSON API on PGlite and PostgreSQL: an event's
 * departure goes only with its event; an event with live bookings cannot be deleted; the waitlist
 * takes 1 to the group size of travellers, only on a sold-out departure, and a limited number of
 * joins an hour; an Idempotency-Key replayed with the same booking answers it, whatever optional
 * fields describe it again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, departures, users } from '../../db/schema.ts';
import { waitlistJoinsPerHour } from '../../server/services/waitlist.server.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { packageBody } from '../support/admin-api.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;
const customers = [customerViewer(801), customerViewer(802), customerViewer(803)];

beforeAll(async () => {
  // The account limits on (the harness turns them off by default).
  h = await startApiHarness({ env: { RATE_LIMIT: 'true' } });
  h.viewer('admin', adminViewer());
  customers.forEach((v, i) => h.viewer(`customer${i}`, v));
  await h.runtime.database.db.insert(users).values(customers.map((v) => ({ id: v.userId, name: v.name, email: v.email, emailVerified: true })));
  await h.runtime.services.admins.ensure(adminViewer().email);
  pkg = ((await (await h.request('/api/allTourPackages')).json()) as Pkg[]).find(
    (p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3 && p.packageGroupPeoples < 100,
  )!;
});
afterAll(async () => h?.close());

const bookingBody = (extra: Record<string, unknown>) => ({
  fullName: 'Guard Customer',
  email: 'guard@example.com',
  phone: '+880 1711 000801',
  address: 'House 8',
  city: 'Sylhet',
  travellers: 2,
  cardName: 'GUARD',
  cardNumber: '4242 4242 4242 4242',
  cvc: '123',
  expireDate: '12/35',
  ...extra,
});

async function newEvent(): Promise<{ _id: string; departureId: string }> {
  const res = await h.request('/api/upcommingevent', {
    method: 'POST',
    as: 'admin',
    json: {
      name: 'Srimangal Tea Trail',
      message: 'Tea gardens',
      shortDescription: 'Two days among the tea gardens',
      presentPrice: 5000,
      previousPrice: 6000,
      days: 2,
      nights: 1,
      eventDate: 'Next month',
      startDate: addDays(dhakaDate(), 40),
      peoples: 12,
    },
  });
  expect(res.status).toBe(201);
  const event = (await res.json()) as { _id: string };
  const [departure] = await h.runtime.services.departures.list({ eventId: event._id, all: true });
  return { _id: event._id, departureId: departure!._id };
}

const departureRow = async (id: string) => (await h.runtime.database.db.select().from(departures).where(eq(departures.id, id)))[0];

describe("an event's seats", () => {
  it("refuses to delete an event's departure (409), with bookings or without: the event keeps its seats and what they hold", async () => {
    const empty = await newEvent();
    expect((await h.request(`/api/departures/${empty.departureId}`, { method: 'DELETE', as: 'admin' })).status).toBe(409);
    expect(await departureRow(empty.departureId)).toMatchObject({ seats: 12, seatsTaken: 0 });
    const event = await newEvent();
    const booked = await h.request('/api/bookTour', { method: 'POST', as: 'customer0', json: bookingBody({ eventId: event._id }) });
    expect(booked.status).toBe(201);
    const res = await h.request(`/api/departures/${event.departureId}`, { method: 'DELETE', as: 'admin' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/departure of an upcoming event.*goes only with the event/);
    expect(await departureRow(event.departureId)).toMatchObject({ seats: 12, seatsTaken: 2 });
  });

  it('refuses to delete an event with live bookings, saying how many and what to do; once its departure is cancelled it goes', async () => {
    const event = await newEvent();
    for (const as of ['customer0', 'customer1']) {
      expect((await h.request('/api/bookTour', { method: 'POST', as, json: bookingBody({ eventId: event._id }) })).status).toBe(201);
    }
    const res = await h.request(`/api/upcommingevent/${event._id}`, { method: 'DELETE', as: 'admin' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^This event has 2 active bookings \(Pending or Confirmed\), so it cannot be deleted\. Cancel its departure first/,
    );
    const live = await h.runtime.database.db.select().from(bookings).where(eq(bookings.eventId, event._id));
    expect(live.map((b) => [b.status, b.departureId])).toEqual([
      ['Pending', event.departureId],
      ['Pending', event.departureId],
    ]);
    expect((await h.request(`/api/departures/${event.departureId}`, { method: 'PATCH', as: 'admin', json: { status: 'cancelled' } })).status).toBe(200);
    expect((await h.request(`/api/upcommingevent/${event._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect(await departureRow(event.departureId)).toBeUndefined();
  });
});

describe("a package's seats", () => {
  it('refuses to delete a package whose departures hold live bookings; once they are cancelled it goes', async () => {
    const made = await h.request('/api/tourPackages', { method: 'POST', as: 'admin', json: packageBody('Guarded Shore') });
    expect(made.status).toBe(201);
    const temp = (await made.json()) as { _id: string };
    const departureId = await openDeparture(h, temp._id, addDays(dhakaDate(), 260), 10);
    const booked = await h.request('/api/bookTour', { method: 'POST', as: 'customer1', json: bookingBody({ packageId: temp._id, departureId }) });
    expect(booked.status).toBe(201);
    const res = await h.request(`/api/tourPackages/${temp._id}`, { method: 'DELETE', as: 'admin' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^This package has 1 active booking \(Pending or Confirmed\) on its departures, so it cannot be deleted\./,
    );
    const live = await h.runtime.database.db.select().from(bookings).where(eq(bookings.packageId, temp._id));
    expect(live.map((b) => [b.status, b.departureId])).toEqual([['Pending', departureId]]);
    expect(await departureRow(departureId)).toMatchObject({ seats: 10, seatsTaken: 2 });
    expect((await h.request(`/api/departures/${departureId}`, { method: 'PATCH', as: 'admin', json: { status: 'cancelled' } })).status).toBe(200);
    expect((await h.request(`/api/tourPackages/${temp._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect(await departureRow(departureId)).toBeUndefined();
  });
});

describe('the waitlist', () => {
  const join = (departureId: string, json: unknown, as = 'customer1') => h.request(`/api/departures/${departureId}/waitlist`, { method: 'POST', as, json });

  it('takes 1 to the group size of travellers, and only where fewer seats are left than asked', async () => {
    const soldOut = await openDeparture(h, pkg._id, addDays(dhakaDate(), 210), 10);
    await h.runtime.database.db.update(departures).set({ seats: 10, seatsTaken: 10 }).where(eq(departures.id, soldOut));
    // Announced as bookings would be: the caches drop the departure as they knew it.
    h.runtime.services.changes.publish('departures');
    const tooMany = await join(soldOut, { travellers: 100 });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      issues: [{ path: 'travellers', message: `Travellers must be at most ${pkg.packageGroupPeoples} (the group size)` }],
    });
    expect((await join(soldOut, { travellers: pkg.packageGroupPeoples + 1 })).status).toBe(400);
    expect((await join(soldOut, { travellers: 0 })).status).toBe(400);
    const withSeats = await openDeparture(h, pkg._id, addDays(dhakaDate(), 211), 50);
    expect((await join(withSeats, { travellers: pkg.packageGroupPeoples })).status).toBe(409);
    expect((await join(soldOut, { travellers: 2 })).status).toBe(201);
  });

  it(`takes ${waitlistJoinsPerHour} joins an hour from one account, then 429 with a clear message`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= waitlistJoinsPerHour; i++) {
      const id = await openDeparture(h, pkg._id, addDays(dhakaDate(), 220 + i), 5);
      await h.runtime.database.db.update(departures).set({ seats: 5, seatsTaken: 5 }).where(eq(departures.id, id));
      h.runtime.services.changes.publish('departures');
      ids.push(id);
    }
    for (const id of ids.slice(0, waitlistJoinsPerHour)) expect((await join(id, { travellers: 1 }, 'customer2')).status).toBe(201);
    const over = await join(ids.at(-1)!, { travellers: 1 }, 'customer2');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe(
      `You have joined ${waitlistJoinsPerHour} waitlists in the last hour. Please wait a while before joining another, or contact us.`,
    );
    // Another account is not counted with it.
    expect((await join(ids.at(-1)!, { travellers: 1 }, 'customer0')).status).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  const book = (key: string, json: unknown) => h.request('/api/bookTour', { method: 'POST', as: 'customer0', headers: { 'idempotency-key': key }, json });

  it('a booking of a departure sent again with its key answers the same booking, with or without the travel date', async () => {
    const date = addDays(dhakaDate(), 230);
    const departureId = await openDeparture(h, pkg._id, date, 20);
    const key = `departure-${Date.now()}`;
    const before = (await departureRow(departureId))!.seatsTaken;
    const first = await book(key, bookingBody({ packageId: pkg._id, departureId }));
    expect(first.status).toBe(201);
    const made = (await first.json()) as { _id: string };
    for (const again of [bookingBody({ packageId: pkg._id, departureId }), bookingBody({ packageId: pkg._id, departureId, travelDate: date })]) {
      const res = await book(key, again);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { _id: string })._id).toBe(made._id);
    }
    expect((await departureRow(departureId))!.seatsTaken).toBe(before + 2);
    // The same key for another booking is still refused.
    const other = await book(key, bookingBody({ packageId: pkg._id, departureId, travellers: 3 }));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: string }).error).toMatch(/already used for another booking/);
  });

  it('a booking made by its travel date answers the same when replayed naming the departure it took', async () => {
    const date = addDays(dhakaDate(), 231);
    const departureId = await openDeparture(h, pkg._id, date, 20);
    const key = `date-${Date.now()}`;
    const first = await book(key, bookingBody({ packageId: pkg._id, travelDate: date }));
    expect(first.status).toBe(201);
    const again = await book(key, bookingBody({ packageId: pkg._id, departureId }));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { _id: string })._id).toBe(((await first.json()) as { _id: string })._id);
  });
});
