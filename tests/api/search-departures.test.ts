/**
 * 'Find your tour' searches departures (GET /api/searchTourPackages, on PGlite and PostgreSQL):
 * with dates or guests, a package needs an open departure starting between check-in and check-out
 * (inclusive) with at least `guests` seats left; `where` still matches as before. Also the search
 * service's one-query helpers behind the /tour page and the cards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import { adminViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let packages: Pkg[];
/** Every open future departure of every package (the public list), by date. */
let open: Departure[];
const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  open = ((await (await h.request('/api/departures')).json()) as Departure[]).filter((d) => d.packageId);
});
afterAll(async () => h?.close());

const search = async (query: string) => {
  const res = await h.request(`/api/searchTourPackages?${query}`);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as Pkg[]).map((p) => p._id);
};

/** What the search should answer, computed from the public departures list. */
function expected(q: { checkIn?: string; checkOut?: string; guests?: number; ids?: string[] }): string[] {
  const guests = q.guests ?? 1;
  return packages
    .filter((p) => (q.ids ? q.ids.includes(p._id) : true))
    .filter((p) => p.packageGroupPeoples >= guests)
    .filter((p) =>
      open.some((d) => d.packageId === p._id && d.seatsLeft >= guests && (!q.checkIn || d.date >= q.checkIn) && (!q.checkOut || d.date <= q.checkOut)),
    )
    .map((p) => p._id);
}

describe('GET /api/searchTourPackages with dates and guests', () => {
  it('answers the packages with an open departure between the dates that has seats for the guests, in catalogue order', async () => {
    const checkIn = addDays(dhakaDate(), 10);
    const checkOut = addDays(dhakaDate(), 24);
    for (const guests of [1, 4, 12]) {
      const want = expected({ checkIn, checkOut, guests });
      expect(await search(`checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`), `guests=${guests}`).toEqual(want);
    }
    // Some packages leave in that fortnight and some do not: the filter really filters.
    const some = expected({ checkIn, checkOut });
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(packages.length);
  });

  it('counts both dates in (a departure on check-in or on check-out fits)', async () => {
    const d = open.find((x) => x.seatsLeft > 0)!;
    const onCheckIn = await search(`checkIn=${d.date}&checkOut=${addDays(d.date, 1)}`);
    const onCheckOut = await search(`checkIn=${addDays(d.date, -1)}&checkOut=${d.date}`);
    expect(onCheckIn).toContain(d.packageId);
    expect(onCheckOut).toContain(d.packageId);
    expect(onCheckIn).toEqual(expected({ checkIn: d.date, checkOut: addDays(d.date, 1) }));
  });

  it('leaves out a sold-out departure, and one with fewer seats left than the guests', async () => {
    const stMartin = bySlug('saint-martin-coral-island-escape');
    const [sold] = open.filter((d) => d.packageId === stMartin._id);
    expect(sold).toMatchObject({ seatsLeft: 0 });
    expect(await search(`checkIn=${sold!.date}&checkOut=${addDays(sold!.date, 1)}`)).not.toContain(stMartin._id);

    const sajek = bySlug('sajek-valley-above-the-clouds');
    const [few] = open.filter((d) => d.packageId === sajek._id);
    expect(few).toMatchObject({ seatsLeft: 2 });
    const window = `checkIn=${few!.date}&checkOut=${addDays(few!.date, 1)}`;
    expect(await search(`${window}&guests=2`)).toContain(sajek._id);
    expect(await search(`${window}&guests=3`)).not.toContain(sajek._id);
  });

  it('with only a check-in or only a check-out date, bounds one side', async () => {
    const late = addDays(dhakaDate(), 330);
    expect(await search(`checkIn=${late}`)).toEqual(expected({ checkIn: late }));
    const soon = addDays(dhakaDate(), 5);
    expect(await search(`checkOut=${soon}`)).toEqual(expected({ checkOut: soon }));
  });

  it('with guests alone needs any open departure with that many seats (and a group that takes them)', async () => {
    expect(await search('guests=10')).toEqual(expected({ guests: 10 }));
    expect(await search('guests=50')).toEqual([]);
  });

  it('combines with where: the place must match too', async () => {
    const sylhet = packages.filter((p) => /sylhet/i.test(`${p.name} ${p.packageName} ${p.region}`)).map((p) => p._id);
    expect(sylhet.length).toBeGreaterThan(0);
    const checkIn = addDays(dhakaDate(), 1);
    const checkOut = addDays(dhakaDate(), 60);
    const found = await search(`where=sylhet&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    expect(found).toEqual(expected({ checkIn, checkOut, guests: 2, ids: sylhet }));
  });

  it('sees only open departures: a closed date is not offered, reopening brings it back', async () => {
    const p = bySlug('old-dhaka-heritage-food');
    const date = addDays(dhakaDate(), 500); // beyond the demo year: this is the only departure that day
    const made = await h.request('/api/departures', { method: 'POST', as: 'admin', json: { packageId: p._id, date, seats: 4 } });
    expect(made.status).toBe(201);
    const d = (await made.json()) as Departure;
    const window = `checkIn=${date}&checkOut=${addDays(date, 1)}`;
    expect(await search(window)).toEqual([p._id]);
    expect(await search(`${window}&guests=4`)).toEqual([p._id]);
    expect(await search(`${window}&guests=5`)).toEqual([]);
    const patch = (status: string) => h.request(`/api/departures/${d._id}`, { method: 'PATCH', as: 'admin', json: { status } });
    expect((await patch('closed')).status).toBe(200);
    expect(await search(window)).toEqual([]);
    expect((await patch('open')).status).toBe(200);
    expect(await search(window)).toEqual([p._id]);
    expect((await patch('cancelled')).status).toBe(200);
    expect(await search(window)).toEqual([]);
  });

  it('keeps the answer shape: full package objects', async () => {
    const checkIn = addDays(dhakaDate(), 1);
    const res = (await (await h.request(`/api/searchTourPackages?checkIn=${checkIn}&checkOut=${addDays(checkIn, 30)}`)).json()) as Pkg[];
    expect(res.length).toBeGreaterThan(0);
    const full = packages.find((p) => p._id === res[0]!._id)!;
    expect(res[0]).toEqual(full);
  });
});

describe('the search service behind the /tour page and the cards', () => {
  it('findTourMatches gives each package the first departure that fits', async () => {
    const checkIn = addDays(dhakaDate(), 1);
    const checkOut = addDays(dhakaDate(), 90);
    const matches = await h.runtime.services.search.findTourMatches({ checkIn, checkOut, guests: 3 });
    expect(matches.map((m) => m.pkg._id)).toEqual(expected({ checkIn, checkOut, guests: 3 }));
    for (const m of matches) {
      const first = open.find((d) => d.packageId === m.pkg._id && d.seatsLeft >= 3 && d.date >= checkIn && d.date <= checkOut)!;
      expect(m.departure).toMatchObject({ departureId: first._id, date: first.date, seatsLeft: first.seatsLeft, availability: first.availability });
    }
    // Without dates or guests there is no departure to fit.
    const byPlace = await h.runtime.services.search.findTourMatches({ where: 'sylhet' });
    expect(byPlace.length).toBeGreaterThan(0);
    expect(byPlace.every((m) => m.departure === null)).toBe(true);
  });

  it('nextDepartures gives every package its next date with seats, in one query', async () => {
    const next = await h.runtime.services.search.nextDepartures();
    for (const p of packages) {
      const mine = open.filter((d) => d.packageId === p._id);
      const want = mine.find((d) => d.seatsLeft > 0) ?? mine[0];
      if (!want) expect(next.has(p._id), p.slug).toBe(false);
      else expect(next.get(p._id), p.slug).toMatchObject({ departureId: want._id, date: want.date, availability: want.availability });
    }
    // Saint Martin's first date is sold out: its next date is the one after.
    const stMartin = open.filter((d) => d.packageId === bySlug('saint-martin-coral-island-escape')._id);
    expect(next.get(bySlug('saint-martin-coral-island-escape')._id)?.date).toBe(stMartin[1]!.date);
    expect(next.get(bySlug('sajek-valley-above-the-clouds')._id)?.availability).toBe('few');
  });
});
