/**
 * The read cache (server/services/read-cache.server.ts) on PGlite and PostgreSQL: shared reads are
 * answered from memory (no query), and every write through a service is seen by the very next
 * read, because the change feed drops what it changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;

beforeAll(async () => {
  h = await startApiHarness({ env: { READ_CACHE: 'true', SERVER_TIMING: 'true' } });
  h.viewer('admin', adminViewer());
  const erin = customerViewer(601);
  h.viewer('erin', erin);
  await h.runtime.database.db.insert(users).values({ id: erin.userId, name: erin.name, email: erin.email, emailVerified: true });
  pkg = ((await (await h.request('/api/allTourPackages')).json()) as Pkg[])[0]!;
});
afterAll(async () => h?.close());

/**
 * The queries an answer took (Server-Timing) and its JSON. Read as a signed-in customer: the
 * response cache (anonymous visitors only, on in production mode) leaves the answer to the read cache.
 */
async function get<T>(pathname: string): Promise<{ queries: number; body: T }> {
  const res = await h.request(pathname, { as: 'erin' });
  expect(res.status).toBe(200);
  const queries = Number(/db;desc="(\d+) queries"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { queries, body: (await res.json()) as T };
}

describe('read cache', () => {
  it('answers a repeated catalogue read without a query, and an admin edit is seen by the next read', async () => {
    const first = await get<Pkg>(`/api/singleTourPackage/${pkg._id}`);
    expect(first.queries).toBeGreaterThan(0);
    const again = await get<Pkg>(`/api/singleTourPackage/${pkg._id}`);
    expect(again.queries).toBe(0);
    expect(again.body).toEqual(first.body);

    const { _id, slug, reviewCount, ...editable } = first.body as Pkg & { slug: string; reviewCount: number };
    void slug;
    void reviewCount;
    const price = first.body.packagePresentPrice + 111;
    // The adult category's price is the present price: a client changing one changes both.
    const priceCategories = editable.priceCategories?.map((c) => (c.code === 'adult' ? { ...c, price } : c));
    const put = await h.request(`/api/tourPackages/${_id}`, { method: 'PUT', as: 'admin', json: { ...editable, packagePresentPrice: price, priceCategories } });
    expect(put.status, await put.clone().text()).toBe(200);
    const after = await get<Pkg>(`/api/singleTourPackage/${pkg._id}`);
    expect(after.body.packagePresentPrice).toBe(price);
    expect((await get<Pkg[]>('/api/allTourPackages')).body.find((p) => p._id === pkg._id)?.packagePresentPrice).toBe(price);
  });

  it('a booking is seen at once in the seats left of its departure', async () => {
    const made = (await (
      await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: pkg._id, date: addDays(dhakaDate(), 470), seats: 6 } })
    ).json()) as Departure;
    const seatsLeft = async () => (await get<Departure[]>(`/api/departures?packageId=${pkg._id}`)).body.find((d) => d._id === made._id)?.seatsLeft;
    expect(await seatsLeft()).toBe(6);
    expect((await get<Departure[]>(`/api/departures?packageId=${pkg._id}`)).queries).toBe(0);
    const booked = await h.request('/api/bookTour', {
      method: 'POST',
      as: 'erin',
      json: {
        packageId: pkg._id,
        departureId: made._id,
        fullName: 'Erin Das',
        email: 'erin@example.com',
        phone: '+880 1711 000601',
        address: 'House 6',
        city: 'Khulna',
        travellers: 2,
        cardName: 'ERIN DAS',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/2035',
      },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await seatsLeft()).toBe(4);
    // Its confirmation went out with it, to the account's verified address.
    await h.mailDelivered();
    expect(h.sentMail.filter((m) => m.to === customerViewer(601).email && /booking/i.test(m.subject)).length).toBe(1);
  });

  it('answers are shared but cannot be changed by the code that reads them', async () => {
    const list = await h.runtime.services.packages.list();
    expect(() => (list as unknown[]).push(list[0])).toThrow(TypeError);
    expect((await h.runtime.services.packages.list()).length).toBe(list.length);
  });
});
