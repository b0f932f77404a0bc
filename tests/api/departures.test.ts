/**
 * Departures through the JSON API, on PGlite and PostgreSQL: the public list, the operator's
 * writes and their 409s, series, the manifest, the waitlist, and the demo departures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let packages: Pkg[];
const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  const carol = customerViewer(501);
  h.viewer('carol', carol);
  await h.runtime.database.db.insert(users).values({ id: carol.userId, name: carol.name, email: carol.email, emailVerified: true });
  packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
});
afterAll(async () => h?.close());

const list = async (query: string, as?: string) => (await (await h.request(`/api/departures?${query}`, as ? { as } : {})).json()) as Departure[];

describe('demo departures', () => {
  it('every demo package runs in its season for the coming year: Saint Martin only November to January, Sajek every week', async () => {
    const stMartin = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    expect(stMartin.length).toBeGreaterThan(0);
    expect(stMartin.every((d) => [11, 12, 1].includes(Number(d.date.slice(5, 7))))).toBe(true);
    const sajek = await list(`packageId=${bySlug('sajek-valley-above-the-clouds')._id}`);
    expect(sajek.length).toBeGreaterThanOrEqual(50);
    expect(sajek.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 4)).toBe(true);
    for (const p of packages) expect((await list(`packageId=${p._id}`)).length, p.slug).toBeGreaterThan(0);
  });

  it('shows the whole range at once: one sold out, some with few seats left, real counts', async () => {
    const [first] = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    expect(first).toMatchObject({ seatsLeft: 0, availability: 'sold-out', seats: 16, seatsTaken: 16 });
    const [sajek] = await list(`packageId=${bySlug('sajek-valley-above-the-clouds')._id}`);
    expect(sajek).toMatchObject({ seatsLeft: 2, availability: 'few' });
    const seatsOfBookings = await h.runtime.database.db.execute(
      `select d.seats_taken, coalesce(sum(b.travellers) filter (where b.status in ('Pending','Confirmed','Completed')), 0)::int as held
       from departures d left join bookings b on b.departure_id = d.id group by d.id having d.seats_taken > 0` as never,
    );
    const rows = (seatsOfBookings as unknown as { rows: { seats_taken: number; held: number }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(Number(r.seats_taken)).toBe(Number(r.held));
  });

  it('an event sells its seats (peoples) on its start date', async () => {
    const events = (await (await h.request('/api/upcommingevent')).json()) as { _id: string; startDate: string; peoples: number; presentPrice: number }[];
    const e = events.find((x) => x.startDate > dhakaDate())!;
    const [d] = await list(`eventId=${e._id}`);
    expect(d).toMatchObject({ date: e.startDate, seats: e.peoples, price: e.presentPrice, eventId: e._id, packageId: null });
  });
});

describe('the operator runs departures', () => {
  it('adds one (409 on a date that has one, 400 for a past date), with the package price unless its own', async () => {
    const p = bySlug('old-dhaka-heritage-food');
    const date = addDays(dhakaDate(), 400);
    const made = await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date, seats: 12, note: 'Eid special' } });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ date, seats: 12, seatsLeft: 12, price: p.packagePresentPrice, status: 'open', note: 'Eid special' });
    const again = await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date, seats: 10 } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/^There is already a departure on /);
    const past = await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date: dhakaDate(), seats: 10 } });
    expect(past.status).toBe(400);
    const priced = await h.request('/api/departures', {
      method: 'POST',
      as: 'admin',
      json: { packageId: p._id, date: addDays(date, 1), seats: 8, price: 9999 },
    });
    expect(((await priced.json()) as Departure).price).toBe(9999);
    expect((await h.request('/api/departures', { method: 'POST', as: 'carol', json: { packageId: p._id, date: addDays(date, 2), seats: 8 } })).status).toBe(
      403,
    );
  });

  it('adds a weekly series between two dates, skipping dates that have one', async () => {
    const p = bySlug('sonargaon-panam-city');
    const from = addDays(dhakaDate(), 420);
    const to = addDays(from, 27);
    const res = await h.request('/api/departures/series', { method: 'POST', as: 'admin', json: { packageId: p._id, from, to, weekdays: [2, 4], seats: 10 } });
    expect(res.status).toBe(201);
    const { created, skipped } = (await res.json()) as { created: Departure[]; skipped: string[] };
    expect(created).toHaveLength(8);
    expect(skipped).toEqual([]);
    expect(created.every((d) => [2, 4].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()))).toBe(true);
    const second = (await (
      await h.request('/api/departures/series', {
        method: 'POST',
        as: 'admin',
        json: { packageId: p._id, from, to: addDays(to, 7), weekdays: [2, 4], seats: 10 },
      })
    ).json()) as {
      created: Departure[];
      skipped: string[];
    };
    expect(second.skipped).toHaveLength(8);
    expect(second.created).toHaveLength(2);
    const bad = await h.request('/api/departures/series', {
      method: 'POST',
      as: 'admin',
      json: { packageId: p._id, from: to, to: from, weekdays: [], seats: 0 },
    });
    expect(bad.status).toBe(400);
  });

  it('changes seats but never below those taken, closes and reopens; the public list shows open ones only', async () => {
    const [sold] = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    const below = await h.request(`/api/departures/${sold!._id}`, { method: 'PATCH', as: 'admin', json: { seats: 10 } });
    expect(below.status).toBe(409);
    expect(((await below.json()) as { error: string }).error).toBe('16 seats are already booked: seats cannot be fewer than that.');
    const more = await h.request(`/api/departures/${sold!._id}`, { method: 'PATCH', as: 'admin', json: { seats: 18 } });
    expect(((await more.json()) as Departure).seatsLeft).toBe(2);
    const closed = await h.request(`/api/departures/${sold!._id}`, { method: 'PATCH', as: 'admin', json: { status: 'closed' } });
    expect(((await closed.json()) as Departure).status).toBe('closed');
    expect((await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`)).some((d) => d._id === sold!._id)).toBe(false);
    expect((await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`, 'admin')).some((d) => d._id === sold!._id)).toBe(true);
    await h.request(`/api/departures/${sold!._id}`, { method: 'PATCH', as: 'admin', json: { status: 'open', seats: 16 } });
  });

  it('gives a manifest of the travellers, as JSON and CSV', async () => {
    const [sold] = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    const manifest = (await (await h.request(`/api/departures/${sold!._id}/manifest`, { as: 'admin' })).json()) as {
      travellers: number;
      rows: { fullName: string; phone: string }[];
    };
    expect(manifest.travellers).toBe(16);
    expect(manifest.rows.length).toBeGreaterThan(0);
    const csv = await h.request(`/api/departures/${sold!._id}/manifest?format=csv`, { as: 'admin' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text).toContain('"Name","Phone","E-mail","Travellers","Status"');
    expect(text).toContain(manifest.rows[0]!.fullName);
    expect((await h.request(`/api/departures/${sold!._id}/manifest`, { as: 'carol' })).status).toBe(403);
  });

  it('a sold-out departure takes a waitlist; one with seats says to book them', async () => {
    const [sold, open] = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    const join = await h.request(`/api/departures/${sold!._id}/waitlist`, { method: 'POST', as: 'carol', json: {} });
    expect(join.status).toBe(201);
    expect(((await join.json()) as { message: string }).message).toMatch(/on the waitlist/);
    const twice = await h.request(`/api/departures/${sold!._id}/waitlist`, { method: 'POST', as: 'carol', json: {} });
    expect(((await twice.json()) as { message: string }).message).toBe('You are already on the waitlist.');
    expect((await h.request(`/api/departures/${open!._id}/waitlist`, { method: 'POST', as: 'carol', json: {} })).status).toBe(409);
    expect((await h.request(`/api/departures/${sold!._id}/waitlist`, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('cancels a departure: its bookings become Cancelled free of charge, each customer e-mailed, the seats free', async () => {
    const [sold] = await list(`packageId=${bySlug('saint-martin-coral-island-escape')._id}`);
    await h.forgetMail();
    const res = await h.request(`/api/departures/${sold!._id}`, {
      method: 'PATCH',
      as: 'admin',
      json: { status: 'cancelled', note: 'Ships suspended by the coast guard' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', seatsTaken: 0 });
    const manifest = (await (await h.request(`/api/departures/${sold!._id}/manifest`, { as: 'admin' })).json()) as {
      rows: { bookingId: string; status: string }[];
    };
    expect(manifest.rows.every((r) => r.status === 'Cancelled')).toBe(true);
    const booking = (await (await h.request(`/api/individualBookTour/${manifest.rows[0]!.bookingId}`, { as: 'admin' })).json()) as {
      cancellationCharge: number;
      history: { toStatus: string; note: string }[];
    };
    expect(booking.cancellationCharge).toBe(0);
    expect(booking.history.at(-1)).toMatchObject({ toStatus: 'Cancelled', note: 'Departure cancelled by the operator: Ships suspended by the coast guard' });
    await h.mailDelivered();
    expect(h.sentMail.filter((m) => /the departure does not run/.test(m.subject)).length).toBe(manifest.rows.length);
    expect((await h.request(`/api/departures/${sold!._id}`, { method: 'PATCH', as: 'admin', json: { seats: 20 } })).status).toBe(409);
  });

  it('a booking takes its seats; cancelling gives them back and e-mails the waitlist; a date without a departure is refused', async () => {
    const p = bySlug('srimangal-tea-capital-trail');
    const made = (await (
      await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date: addDays(dhakaDate(), 450), seats: 2 } })
    ).json()) as Departure;
    const body = {
      packageId: p._id,
      departureId: made._id,
      fullName: 'Carol Khan',
      email: 'carol@example.com',
      phone: '+880 1711 000222',
      address: 'House 2',
      city: 'Sylhet',
      travellers: 2,
      cardName: 'CAROL',
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/2035',
    };
    const booked = await h.request('/api/bookTour', { method: 'POST', as: 'carol', json: body });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { _id: string; travelDate: string; packagePresentPrice: number };
    expect(booking.travelDate).toBe(made.date);
    expect((await h.runtime.services.departures.get(made._id)).seatsLeft).toBe(0);
    // Someone waits; the customer cancels; the seats are back and the waitlist hears of it.
    const dave = customerViewer(502);
    h.viewer('dave', dave);
    await h.runtime.database.db.insert(users).values({ id: dave.userId, name: dave.name, email: dave.email, emailVerified: true });
    expect((await h.request(`/api/departures/${made._id}/waitlist`, { method: 'POST', as: 'dave', json: { travellers: 1 } })).status).toBe(201);
    await h.forgetMail();
    expect((await h.request(`/api/individualBookTour/${booking._id}/cancel`, { method: 'POST', as: 'carol', json: {} })).status).toBe(200);
    expect((await h.runtime.services.departures.get(made._id)).seatsLeft).toBe(2);
    await h.mailDelivered();
    const notice = h.sentMail.find((m) => m.to === dave.email);
    expect(notice?.subject).toMatch(/^Seats are free on /);
    expect(notice?.text).toMatch(/\/leaveWaitlist\?token=[\w-]+/);
    // A date on which the package has no departure.
    const { departureId: _d, ...noDeparture } = body;
    const refused = await h.request('/api/bookTour', { method: 'POST', as: 'carol', json: { ...noDeparture, travelDate: addDays(dhakaDate(), 451) } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('Choose a departure date');
    // Its exact date is taken as the departure (older clients).
    const byDate = await h.request('/api/bookTour', { method: 'POST', as: 'carol', json: { ...noDeparture, travelDate: made.date, travellers: 1 } });
    expect(byDate.status).toBe(201);
    expect((await h.runtime.services.departures.get(made._id)).seatsLeft).toBe(1);
  });

  it('seats freed three ways at once (two cancels and more seats): each person waiting hears once', async () => {
    const p = bySlug('srimangal-tea-capital-trail');
    const made = (await (
      await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date: addDays(dhakaDate(), 460), seats: 2 } })
    ).json()) as Departure;
    const book = async () => {
      const res = await h.request('/api/bookTour', {
        method: 'POST',
        as: 'carol',
        json: {
          packageId: p._id,
          departureId: made._id,
          fullName: 'Carol Khan',
          email: 'carol@example.com',
          phone: '+880 1711 000222',
          address: 'House 2',
          city: 'Sylhet',
          travellers: 1,
          cardName: 'CAROL',
          cardNumber: '4242 4242 4242 4242',
          cvc: '123',
          expireDate: '12/2035',
        },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { _id: string })._id;
    };
    const [first, second] = [await book(), await book()];
    const erin = customerViewer(503);
    h.viewer('erin', erin);
    await h.runtime.database.db.insert(users).values({ id: erin.userId, name: erin.name, email: erin.email, emailVerified: true });
    expect((await h.request(`/api/departures/${made._id}/waitlist`, { method: 'POST', as: 'erin', json: { travellers: 1 } })).status).toBe(201);
    await h.forgetMail();
    const answers = await Promise.all([
      h.request(`/api/individualBookTour/${first}/cancel`, { method: 'POST', as: 'carol', json: {} }),
      h.request(`/api/individualBookTour/${second}/cancel`, { method: 'POST', as: 'carol', json: {} }),
      h.request(`/api/departures/${made._id}`, { method: 'PATCH', as: 'admin', json: { seats: 4 } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await h.runtime.services.departures.get(made._id)).seatsLeft).toBe(4);
    await h.mailDelivered();
    expect(h.sentMail.filter((m) => m.to === erin.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Seats are free on /)]);
  });

  it('removes a departure without bookings; one that holds bookings answers 409', async () => {
    const [sajek] = await list(`packageId=${bySlug('sajek-valley-above-the-clouds')._id}`);
    expect((await h.request(`/api/departures/${sajek!._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(409);
    const p = bySlug('old-dhaka-heritage-food');
    const made = (await (
      await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date: addDays(dhakaDate(), 500), seats: 5 } })
    ).json()) as Departure;
    expect((await h.request(`/api/departures/${made._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect((await h.request(`/api/departures/${made._id}/manifest`, { as: 'admin' })).status).toBe(404);
  });
});
