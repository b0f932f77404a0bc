/**
 * Who travels (issue 36), the operator's side through the JSON API, on PGlite and PostgreSQL: a
 * package's price categories set with PUT /api/tourPackages (and left as they are by a client that
 * does not send them), promo codes edited, stopped and restarted (PUT and PATCH /api/promoCodes/{id}),
 * POST /api/quote pricing a booking as POST /api/bookTour then does (nothing booked, no use taken),
 * and the reports' discounts per month, per package and per promo code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto, QuoteDto } from '../../shared/schemas/booking-dto.ts';
import type { PromoCodeDto } from '../../shared/schemas/promo-codes.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

type PkgWithCategories = Pkg & { priceCategories: { code: string; price: number; minAge?: number | null; maxAge?: number | null }[]; infantsTakeSeat: boolean };
type Refusal = { error: string; code: string; issues?: { path: string; code: string }[] };

let h: ApiHarness;
let pkg: PkgWithCategories;
let departureId: string;
const date = () => addDays(dhakaDate(), 90);

beforeAll(async () => {
  h = await startApiHarness();
  const viewers = { admin: adminViewer(), dina: customerViewer(401), emon: customerViewer(402) };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(adminViewer().email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as PkgWithCategories[];
  pkg = packages.filter((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 6).at(-1)!;
  departureId = await openDeparture(h, pkg._id, date(), 100);
});
afterAll(async () => h?.close());

async function call<T>(pathname: string, method: string, json?: unknown, as = 'admin'): Promise<{ status: number; json: T & Refusal }> {
  const res = await h.request(pathname, { method, as, ...(json === undefined ? {} : { json }) });
  return { status: res.status, json: (await res.json()) as T & Refusal };
}
const packageNow = async () => ((await (await h.request('/api/allTourPackages')).json()) as PkgWithCategories[]).find((p) => p._id === pkg._id)!;
const putPackage = (changes: Record<string, unknown>) => call<PkgWithCategories>(`/api/tourPackages/${pkg._id}`, 'PUT', { ...pkg, ...changes });

function booking(overrides: Record<string, unknown> = {}) {
  return {
    packageId: pkg._id,
    departureId,
    fullName: 'Dina Rahman',
    email: 'dina@example.com',
    phone: '+880 1711 000333',
    address: 'House 9, Road 2',
    city: 'Dhaka',
    travellers: 3,
    party: { adult: 2, child: 1 },
    cardName: 'DINA RAHMAN',
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: '12/2035',
    ...overrides,
  };
}
const quoteOf = (b: Record<string, unknown>) => ({
  packageId: b.packageId,
  departureId: b.departureId,
  travellers: b.travellers,
  party: b.party,
  promoCode: b.promoCode,
});

describe("a package's price categories", () => {
  it('are set with PUT /api/tourPackages, answered with the adult price first, and left as they are when not sent', async () => {
    const child = { code: 'child', price: Math.round(pkg.packagePresentPrice * 0.6), minAge: 3, maxAge: 11 };
    const infant = { code: 'infant', price: 200, maxAge: 2 };
    const saved = await putPackage({ priceCategories: [infant, child], infantsTakeSeat: true });
    expect(saved.status).toBe(200);
    const expected = [{ code: 'adult', price: pkg.packagePresentPrice }, child, infant];
    expect(saved.json).toMatchObject({ priceCategories: expected, infantsTakeSeat: true });
    expect(await packageNow()).toMatchObject({ priceCategories: expected, infantsTakeSeat: true });
    // A client that does not know them (no priceCategories, no infantsTakeSeat) leaves them.
    const { priceCategories: _c, infantsTakeSeat: _i, ...old } = pkg;
    expect((await call(`/api/tourPackages/${pkg._id}`, 'PUT', { ...old, rating: 4.1 })).status).toBe(200);
    expect(await packageNow()).toMatchObject({ priceCategories: expected, infantsTakeSeat: true });
    // The tour page's booking rule takes them: an infant now takes a seat.
    const r = await call<BookingDto>('/api/bookTour', 'POST', booking({ travellers: 2, party: { adult: 1, infant: 1 } }), 'emon');
    expect(r.status).toBe(201);
    expect(r.json.priceBreakdown).toEqual([
      { code: 'adult', count: 1, unitPrice: pkg.packagePresentPrice, amount: pkg.packagePresentPrice },
      { code: 'infant', count: 1, unitPrice: 200, amount: 200 },
    ]);
    await putPackage({ priceCategories: [child, infant], infantsTakeSeat: false });
  });

  it('are refused field by field: an adult price other than the present price, an infant age overlapping the children', async () => {
    const adult = await putPackage({ priceCategories: [{ code: 'adult', price: pkg.packagePresentPrice + 1 }] });
    expect(adult.status).toBe(400);
    expect(adult.json.issues).toContainEqual(expect.objectContaining({ path: 'priceCategories.0.price', code: 'adultPriceIsPresentPrice' }));
    const overlap = await putPackage({
      priceCategories: [
        { code: 'child', price: 3000, minAge: 2, maxAge: 11 },
        { code: 'infant', price: 0, maxAge: 2 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.json.issues).toContainEqual(expect.objectContaining({ path: 'priceCategories.1.maxAge', code: 'infantAgeOverlapsChild' }));
    expect((await packageNow()).priceCategories.map((c) => c.code)).toEqual(['adult', 'child', 'infant']);
  });
});

describe('promo codes, edited by admins', () => {
  let code: PromoCodeDto;
  it('are edited with PUT (every field, the uses kept), and a code taken by another is refused', async () => {
    code = (await call<PromoCodeDto>('/api/promoCodes', 'POST', { code: 'EDITME', kind: 'percent', value: 5 })).json;
    expect(code.active).toBe(true);
    await call('/api/promoCodes', 'POST', { code: 'TAKEN', kind: 'amount', value: 100 });
    const edited = await call<PromoCodeDto>(`/api/promoCodes/${code._id}`, 'PUT', { code: 'edit-me', kind: 'amount', value: 300, maxUses: 5 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ _id: code._id, code: 'EDIT-ME', kind: 'amount', value: 300, maxUses: 5, active: true, uses: 0 });
    const taken = await call(`/api/promoCodes/${code._id}`, 'PUT', { code: 'TAKEN', kind: 'amount', value: 300 });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('promoCodeTaken');
    const bad = await call(`/api/promoCodes/${code._id}`, 'PUT', { code: 'EDIT-ME', kind: 'percent', value: 300 });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toContainEqual(expect.objectContaining({ path: 'value', code: 'promoPercentRange' }));
    expect((await call(`/api/promoCodes/zzzzzzzzzzzzzzzzzzzz`, 'PUT', { code: 'NOPE1', kind: 'amount', value: 1 })).status).toBe(404);
    expect((await call(`/api/promoCodes/${code._id}`, 'PUT', { code: 'EDIT-ME', kind: 'amount', value: 1 }, 'dina')).status).toBe(403);
  });

  it('stopped with PATCH are refused by bookings (nothing booked); restarted, they work again', async () => {
    const stopped = await call<PromoCodeDto>(`/api/promoCodes/${code._id}`, 'PATCH', { active: false });
    expect(stopped.status).toBe(200);
    expect(stopped.json.active).toBe(false);
    const refused = await call<BookingDto>('/api/bookTour', 'POST', booking({ promoCode: 'edit-me' }), 'dina');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'promoInactive', error: 'The promo code EDIT-ME is no longer offered' });
    expect((await call(`/api/promoCodes/${code._id}`, 'PATCH', { active: false }, 'dina')).status).toBe(403);
    expect((await call<PromoCodeDto>(`/api/promoCodes/${code._id}`, 'PATCH', { active: true })).json.active).toBe(true);
    const booked = await call<BookingDto>('/api/bookTour', 'POST', booking({ promoCode: 'edit-me' }), 'dina');
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ promoCode: 'EDIT-ME', discount: 300 });
    const listed = (await call<PromoCodeDto[]>('/api/promoCodes', 'GET')).json;
    expect(listed.find((c) => c._id === code._id)).toMatchObject({ uses: 1, active: true });
  });
});

describe('POST /api/quote', () => {
  it('prices a party with a promo code as the booking then does, booking nothing and taking no use', async () => {
    await call('/api/promoCodes', 'POST', { code: 'QUOTE10', kind: 'percent', value: 10, maxUses: 1 });
    const asked = booking({ promoCode: 'quote10' });
    const quote = await call<QuoteDto>('/api/quote', 'POST', quoteOf(asked), 'emon');
    expect(quote.status).toBe(200);
    const child = Math.round(pkg.packagePresentPrice * 0.6);
    const subtotal = 2 * pkg.packagePresentPrice + child;
    const discount = Math.floor(subtotal / 10 + 0.5);
    expect(quote.json).toMatchObject({
      travelDate: date(),
      party: { adult: 2, child: 1, infant: 0 },
      travellers: 3,
      seats: 3,
      subtotal,
      discount,
      promoCode: 'QUOTE10',
      totalPrice: subtotal - discount,
    });
    // A second quote: the one use is still there.
    expect((await call<QuoteDto>('/api/quote', 'POST', quoteOf(asked), 'dina')).status).toBe(200);
    expect((await call<PromoCodeDto[]>('/api/promoCodes', 'GET')).json.find((c) => c.code === 'QUOTE10')?.uses).toBe(0);
    const booked = await call<BookingDto>('/api/bookTour', 'POST', asked, 'emon');
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({
      priceBreakdown: quote.json.priceBreakdown,
      discount: quote.json.discount,
      totalPrice: quote.json.totalPrice,
      advanceDue: quote.json.dueNow,
    });
    // Used up now: the quote says so (409), as the booking would.
    const after = await call<QuoteDto>('/api/quote', 'POST', quoteOf(asked), 'dina');
    expect(after.status).toBe(409);
    expect(after.json.code).toBe('promoUsedUp');
  });

  it('refuses what a booking refuses: no adult, an unknown code, a departure of another tour; only for signed-in customers', async () => {
    const noAdult = await call('/api/quote', 'POST', quoteOf(booking({ travellers: 1, party: { adult: 0, child: 1 } })), 'dina');
    expect(noAdult.status).toBe(400);
    const unknown = await call('/api/quote', 'POST', quoteOf(booking({ promoCode: 'NOSUCH' })), 'dina');
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('promoUnknown');
    const other = await call('/api/quote', 'POST', { ...quoteOf(booking()), departureId: 'zzzzzzzzzzzzzzzzzzzz' }, 'dina');
    expect(other.status).toBe(400);
    expect(other.json.code).toBe('chooseDepartureOfTour');
    expect((await h.request('/api/quote', { method: 'POST', json: quoteOf(booking()) })).status).toBe(401);
  });
});

describe('reports', () => {
  it('show the discounts per month, per package and per promo code, without cancelled bookings', async () => {
    const { db } = h.runtime.database;
    const { bookings } = await import('../../db/schema.ts');
    const all = (await db.select().from(bookings)).filter((b) => b.status !== 'Cancelled');
    const total = all.reduce((n, b) => n + b.discount, 0);
    expect(total).toBeGreaterThan(0);
    const monthly = (await call<{ discounts: number }[]>('/api/reports/monthly', 'GET')).json;
    expect(monthly.reduce((n, r) => n + r.discounts, 0)).toBe(total);
    const top = (await call<{ packageId: string; discounts: number }[]>('/api/reports/top-packages', 'GET')).json;
    expect(top.find((r) => r.packageId === pkg._id)?.discounts).toBe(all.filter((b) => b.packageId === pkg._id).reduce((n, b) => n + b.discount, 0));
    const byCode = (await call<{ code: string; bookings: number; discounts: number; revenue: number }[]>('/api/reports/promo-codes', 'GET')).json;
    const quoted = all.filter((b) => b.promoCode === 'QUOTE10');
    expect(byCode.find((r) => r.code === 'QUOTE10')).toEqual({
      code: 'QUOTE10',
      bookings: 1,
      travellers: 3,
      discounts: quoted[0]!.discount,
      revenue: quoted[0]!.totalPrice,
    });
    expect(byCode.reduce((n, r) => n + r.discounts, 0)).toBe(total);
    const csv = await h.request('/api/reports/promo-codes?format=csv', { as: 'admin' });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"Promo code","Bookings","Travellers","Discounts (Tk)","Revenue after discount (Tk)"');
    expect(lines.some((l) => /^"QUOTE10","?1"?,"?3"?,/.test(l))).toBe(true);

    // A cancelled booking's discount leaves the reports (its use went back to the code).
    const edit = all.find((b) => b.promoCode === 'EDIT-ME')!;
    expect((await h.request(`/api/individualBookTour/${edit.id}/cancel`, { method: 'POST', as: 'dina', json: {} })).status).toBe(200);
    const again = (await call<{ code: string }[]>('/api/reports/promo-codes', 'GET')).json;
    expect(again.find((r) => r.code === 'EDIT-ME')).toBeUndefined();
  });
});

describe("a package's travellers' details setting", () => {
  it("is set with PUT /api/tourPackages, dates each booking's deadline, is left as it is when not sent, and refuses a deadline past 60 days", async () => {
    const saved = await putPackage({ requiresTravellerDetails: true, travellerDetailsDays: 10 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ requiresTravellerDetails: true, travellerDetailsDays: 10 });
    // A client that does not know the setting leaves it as it is.
    const { requiresTravellerDetails, travellerDetailsDays, ...unaware } = (await packageNow()) as PkgWithCategories & {
      requiresTravellerDetails: boolean;
      travellerDetailsDays: number;
    };
    expect([requiresTravellerDetails, travellerDetailsDays]).toEqual([true, 10]);
    expect((await call(`/api/tourPackages/${pkg._id}`, 'PUT', unaware)).status).toBe(200);
    expect(await packageNow()).toMatchObject({ requiresTravellerDetails: true, travellerDetailsDays: 10 });

    const refused = await putPackage({ requiresTravellerDetails: true, travellerDetailsDays: 61 });
    expect(refused.status).toBe(400);
    expect(refused.json.issues?.map((i) => i.path)).toContain('travellerDetailsDays');

    const made = await call<BookingDto>('/api/bookTour', 'POST', booking({ travellers: 1, party: { adult: 1 } }), 'emon');
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const read = async () => (await call<BookingDto>(`/api/individualBookTour/${made.json._id}`, 'GET', undefined, 'emon')).json.travellerDetailsDue;
    expect([made.json.travellerDetailsDue, await read()]).toEqual([addDays(date(), -10), addDays(date(), -10)]);

    expect((await putPackage({ requiresTravellerDetails: false, travellerDetailsDays: 7 })).status).toBe(200);
    expect(await read()).toBeNull();
  });
});
