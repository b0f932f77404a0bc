/**
 * Who travels (issue 36) through the JSON API, on PGlite and PostgreSQL: a party of adults,
 * children and infants priced by the server (a departure's own price in proportion, infants on a
 * lap taking no seat), party refusals, pickup points, promo codes created by admins and used by
 * bookings, and a one-use code booked ten times at once: used once, the others 409, nothing booked
 * for them; a cancelled booking gives its use back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTravellers, departures, tourPackages, users } from '../../db/schema.ts';
import { publishingTransaction } from '../../server/services/changes.server.ts';
import type { Database } from '../../db/client.server.ts';
import { addDays, amountDueAtBooking, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto } from '../../shared/schemas/booking-dto.ts';
import type { PromoCodeDto } from '../../shared/schemas/promo-codes.ts';
import type { Manifest } from '../../shared/schemas/departures.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;
/** A package priced for adults only. */
let plain: Pkg;
let departureId: string;
const date = () => addDays(dhakaDate(), 100);
const CHILD = 5_000;
const INFANT = 500;
const racers = Array.from({ length: 10 }, (_, i) => `racer${i}`);

type Answer = BookingDto & { error?: string; code?: string; issues?: { path: string; code: string; message: string }[] };

async function write(topic: 'packages' | 'departures', run: (tx: Database) => Promise<unknown>) {
  const { db } = h.runtime.database;
  await publishingTransaction(db, h.runtime.services.changes, topic)(run);
}

beforeAll(async () => {
  h = await startApiHarness();
  const viewers = {
    alice: customerViewer(301),
    bob: customerViewer(302),
    admin: adminViewer(),
    ...Object.fromEntries(racers.map((r, i) => [r, customerViewer(320 + i)])),
  };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(adminViewer().email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  const open = packages.filter((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 5);
  pkg = open[0]!;
  plain = open[1]!;
  await write('packages', async (tx) => {
    await tx
      .update(tourPackages)
      .set({
        priceCategories: [
          { code: 'child', price: CHILD, minAge: 3, maxAge: 11 },
          { code: 'infant', price: INFANT, maxAge: 2 },
        ],
        infantsTakeSeat: false,
      })
      .where(eq(tourPackages.id, pkg._id));
    await tx.update(tourPackages).set({ priceCategories: [] }).where(eq(tourPackages.id, plain._id));
  });
  departureId = await openDeparture(h, pkg._id, date(), 200);
  await openDeparture(h, plain._id, date(), 50);
  await write('departures', (tx) =>
    tx
      .update(departures)
      .set({
        pickupPoints: [
          { id: 'sayedabad', name: 'Sayedabad bus terminal', time: '21:30' },
          { id: 'kalyanpur', name: 'Kalyanpur', time: '20:15' },
        ],
      })
      .where(eq(departures.id, departureId)),
  );
});
afterAll(async () => h?.close());

function body(overrides: Record<string, unknown> = {}) {
  return {
    packageId: pkg._id,
    departureId,
    fullName: 'Rina Akter',
    email: 'rina@example.com',
    phone: '+880 1711 000222',
    address: 'House 3, Road 4',
    city: 'Dhaka',
    travellers: 2,
    cardName: 'RINA AKTER',
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: '12/2035',
    ...overrides,
  };
}

async function book(as: string, overrides: Record<string, unknown> = {}): Promise<{ status: number; json: Answer }> {
  const res = await h.request('/api/bookTour', { method: 'POST', as, json: body(overrides) });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function seatsTaken(id = departureId): Promise<number> {
  const [d] = await h.runtime.database.db.select({ seatsTaken: departures.seatsTaken }).from(departures).where(eq(departures.id, id));
  return d!.seatsTaken;
}

async function createCode(json: Record<string, unknown>, as = 'admin') {
  const res = await h.request('/api/promoCodes', { method: 'POST', as, json });
  return { status: res.status, json: (await res.json()) as PromoCodeDto & { code: string; issues?: { path: string; code: string }[] } };
}

describe('a party priced by the server', () => {
  it('prices adults, children and infants; infants on a lap take no seat; the policy applies to the total', async () => {
    const before = await seatsTaken();
    const r = await book('alice', { travellers: 4, party: { adult: 2, child: 1, infant: 1 }, totalPrice: 1 });
    expect(r.status).toBe(201);
    const adult = pkg.packagePresentPrice;
    const total = 2 * adult + CHILD + INFANT;
    expect(r.json).toMatchObject({
      travellers: 4,
      party: { adult: 2, child: 1, infant: 1 },
      priceBreakdown: [
        { code: 'adult', count: 2, unitPrice: adult, amount: 2 * adult },
        { code: 'child', count: 1, unitPrice: CHILD, amount: CHILD },
        { code: 'infant', count: 1, unitPrice: INFANT, amount: INFANT },
      ],
      discount: 0,
      promoCode: null,
      pickupPoint: null,
      totalPrice: total,
      advanceDue: amountDueAtBooking(total, date(), new Date()),
    });
    expect(await seatsTaken()).toBe(before + 3);
    // Cancelling gives back the seats it took (3, not 4).
    const cancelled = await h.request(`/api/individualBookTour/${r.json._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    expect(cancelled.status).toBe(200);
    expect(await seatsTaken()).toBe(before);
  });

  it('without a party, books `travellers` adults as before', async () => {
    const r = await book('alice', { travellers: 3 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      party: { adult: 3, child: 0, infant: 0 },
      priceBreakdown: [{ code: 'adult', count: 3, unitPrice: pkg.packagePresentPrice, amount: 3 * pkg.packagePresentPrice }],
      totalPrice: 3 * pkg.packagePresentPrice,
    });
  });

  it("moves every category in proportion to a departure's own price", async () => {
    const other = await openDeparture(h, pkg._id, addDays(dhakaDate(), 101), 20);
    const price = pkg.packagePresentPrice * 2;
    await h.runtime.services.departures.update({ userId: null, email: 'tests@travelez.test' }, other, { price });
    const r = await book('bob', { departureId: other, travellers: 2, party: { adult: 1, child: 1 } });
    expect(r.status).toBe(201);
    expect(r.json.priceBreakdown).toEqual([
      { code: 'adult', count: 1, unitPrice: price, amount: price },
      { code: 'child', count: 1, unitPrice: CHILD * 2, amount: CHILD * 2 },
    ]);
    expect(r.json.totalPrice).toBe(price + CHILD * 2);
    expect(r.json.packagePresentPrice).toBe(price);
  });

  it('refuses a party without an adult, a total that differs, a category the tour does not price, and more than the group size', async () => {
    const noAdult = await book('bob', { travellers: 2, party: { adult: 0, child: 2 } });
    expect(noAdult.status).toBe(400);
    expect(noAdult.json.issues).toContainEqual(expect.objectContaining({ path: 'party.adult', code: 'partyNeedsAdult' }));
    const mismatch = await book('bob', { travellers: 5, party: { adult: 2, child: 1 } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ code: 'partyTotalMismatch', error: "Travellers must be the party's total (3)" });
    const notPriced = await book('bob', { packageId: plain._id, departureId: undefined, travelDate: date(), travellers: 2, party: { adult: 1, infant: 1 } });
    expect(notPriced.status).toBe(400);
    expect(notPriced.json).toMatchObject({ code: 'categoryNotOffered', error: 'This tour has no infant price' });
    const big = pkg.packageGroupPeoples;
    const tooMany = await book('bob', { travellers: big + 1, party: { adult: big, child: 0, infant: 1 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.code).toBe('travellersOverGroup');
  });

  it('takes a pickup point of the departure, and refuses one it does not have', async () => {
    const r = await book('alice', { pickupPointId: 'kalyanpur' });
    expect(r.status).toBe(201);
    expect(r.json.pickupPoint).toEqual({ id: 'kalyanpur', name: 'Kalyanpur', time: '20:15' });
    const got = (await (await h.request(`/api/individualBookTour/${r.json._id}`, { as: 'alice' })).json()) as BookingDto;
    expect(got.pickupPoint?.name).toBe('Kalyanpur');
    const wrong = await book('alice', { pickupPointId: 'mohakhali' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'choosePickupPoint' });
  });
});

describe('promo codes', () => {
  it('are created by admins only, once per code, with sensible values', async () => {
    expect((await createCode({ code: 'family10', kind: 'percent', value: 10 }, 'alice')).status).toBe(403);
    const made = await createCode({ code: ' family10 ', kind: 'percent', value: 10, minTravellers: 2 });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ code: 'FAMILY10', kind: 'percent', value: 10, uses: 0, maxUses: null, packageIds: [] });
    const again = await createCode({ code: 'FAMILY10', kind: 'amount', value: 500 });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('promoCodeTaken');
    const percent = await createCode({ code: 'HALFPLUS', kind: 'percent', value: 150 });
    expect(percent.status).toBe(400);
    expect(percent.json.issues).toContainEqual(expect.objectContaining({ path: 'value', code: 'promoPercentRange' }));
    expect((await createCode({ code: 'X!', kind: 'amount', value: 5 })).json.code).toBe('promoCodeFormat');
  });

  it('take their discount off the subtotal, priced by the server', async () => {
    const r = await book('bob', { travellers: 3, party: { adult: 2, child: 1 }, promoCode: 'family10', pickupPointId: 'sayedabad' });
    expect(r.status).toBe(201);
    const subtotal = 2 * pkg.packagePresentPrice + CHILD;
    const discount = Math.floor(subtotal / 10 + 0.5);
    expect(r.json).toMatchObject({ promoCode: 'FAMILY10', discount, totalPrice: subtotal - discount });
    expect(r.json.advanceDue).toBe(amountDueAtBooking(subtotal - discount, date(), new Date()));
  });

  it('are refused when unknown or when they do not apply, and nothing is booked', async () => {
    const before = await seatsTaken();
    const unknown = await book('bob', { promoCode: 'NOSUCHCODE' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'promoUnknown', error: 'There is no promo code NOSUCHCODE' });
    const single = await book('bob', { travellers: 1, promoCode: 'FAMILY10' });
    expect(single.status).toBe(400);
    expect(single.json.code).toBe('promoMinTravellers');
    expect(await seatsTaken()).toBe(before);
  });

  it('with one use left are used once when ten bookings race for them; a cancellation gives the use back', async () => {
    expect((await createCode({ code: 'ONCE', kind: 'amount', value: 1_000, maxUses: 1 })).status).toBe(201);
    // Each on a departure of its own: only the code's lock stands between them.
    const own: string[] = [];
    for (const [i] of racers.entries()) own.push(await openDeparture(h, pkg._id, addDays(dhakaDate(), 110 + i), 5));
    const taken = async () => (await Promise.all(own.map((id) => seatsTaken(id)))).reduce((a, b) => a + b, 0);
    const before = await taken();
    const answers = await Promise.all(racers.map((r, i) => book(r, { departureId: own[i], travellers: 1, promoCode: 'once' })));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.status)).toEqual(Array(9).fill(409));
    for (const a of lost) {
      expect(a.json.code).toBe('promoUsedUp');
      expect(a.json.error).toBe('The promo code ONCE has been used up. Nothing was booked; please book without it or try another code.');
    }
    expect(won[0]!.json).toMatchObject({ promoCode: 'ONCE', discount: 1_000, totalPrice: pkg.packagePresentPrice - 1_000 });
    // Only the winner holds seats.
    expect(await taken()).toBe(before + 1);
    const listed = (await (await h.request('/api/promoCodes', { as: 'admin' })).json()) as PromoCodeDto[];
    expect(listed.find((c) => c.code === 'ONCE')?.uses).toBe(1);

    const winner = racers[answers.indexOf(won[0]!)]!;
    expect((await h.request(`/api/individualBookTour/${won[0]!.json._id}/cancel`, { method: 'POST', as: winner, json: {} })).status).toBe(200);
    const relisted = (await (await h.request('/api/promoCodes', { as: 'admin' })).json()) as PromoCodeDto[];
    expect(relisted.find((c) => c.code === 'ONCE')?.uses).toBe(0);
    const next = await book(
      racers.find((r) => r !== winner)!,
      { travellers: 1, promoCode: 'ONCE' },
    );
    expect(next.status).toBe(201);
  });
});

describe("every traveller's details", () => {
  const yearsBefore = (years: number) => `${Number(date().slice(0, 4)) - years}${date().slice(4)}`;
  const family = () => [
    { category: 'adult', fullName: 'Rina Akter', dateOfBirth: '1988-04-12', gender: 'female', document: { type: 'nid', number: '1990 1234 56789' } },
    { category: 'adult', fullName: 'Karim Hossain', dateOfBirth: '1985-11-02', gender: 'male', document: { type: 'passport', number: 'bx0123456' } },
    { category: 'child', fullName: 'Ayan Hossain', dateOfBirth: yearsBefore(7), gender: 'male', document: { type: 'birth', number: '20190123456786789' } },
  ];
  let bookingId = '';
  const put = async (json: unknown, as = 'alice', id = bookingId) => {
    const res = await h.request(`/api/individualBookTour/${id}/travellers`, { method: 'PUT', as, json });
    return { status: res.status, json: (await res.json()) as Answer };
  };

  beforeAll(async () => {
    const r = await book('alice', { travellers: 3, party: { adult: 2, child: 1 } });
    expect(r.status).toBe(201);
    bookingId = r.json._id;
  });

  it('are taken from the owner, one per traveller, and answered whole to the owner', async () => {
    const r = await put(family());
    expect(r.status).toBe(200);
    expect(r.json.travellerDetails).toEqual([
      expect.objectContaining({ category: 'adult', fullName: 'Rina Akter', document: { type: 'nid', number: '1990123456789', numberMasked: '••••6789' } }),
      expect.objectContaining({ category: 'adult', fullName: 'Karim Hossain', document: { type: 'passport', number: 'BX0123456', numberMasked: '••••3456' } }),
      expect.objectContaining({ category: 'child', gender: 'male', document: { type: 'birth', number: '20190123456786789', numberMasked: '••••6789' } }),
    ]);
  });

  it("show document numbers whole on the owner's and the admins' booking detail only; masked in every list", async () => {
    const asAdmin = (await (await h.request(`/api/individualBookTour/${bookingId}`, { as: 'admin' })).json()) as BookingDto;
    expect(asAdmin.travellerDetails[0]!.document.number).toBe('1990123456789');
    const own = (await (await h.request('/api/individualBookTour', { as: 'alice' })).json()) as BookingDto[];
    const listed = own.find((b) => b._id === bookingId)!;
    expect(listed.travellerDetails.map((t) => t.document)).toEqual([
      { type: 'nid', number: null, numberMasked: '••••6789' },
      { type: 'passport', number: null, numberMasked: '••••3456' },
      { type: 'birth', number: null, numberMasked: '••••6789' },
    ]);
    const all = (await (await h.request('/api/bookTour', { as: 'admin' })).json()) as BookingDto[];
    expect(JSON.stringify(all)).not.toContain('1990123456789');
    // The manifest lists every traveller by name, category and age, documents masked.
    const manifest = await (await h.request(`/api/departures/${departureId}/manifest`, { as: 'admin' })).text();
    expect(manifest).not.toContain('1990123456789');
    const row = (JSON.parse(manifest) as { rows: { bookingId: string; party: unknown; travellerDetails: unknown[] }[] }).rows.find(
      (x) => x.bookingId === bookingId,
    )!;
    expect(row.party).toEqual({ adult: 2, child: 1, infant: 0 });
    expect(row.travellerDetails).toEqual([
      { fullName: 'Rina Akter', category: 'adult', age: expect.any(Number), gender: 'female', document: { type: 'nid', numberMasked: '••••6789' } },
      { fullName: 'Karim Hossain', category: 'adult', age: expect.any(Number), gender: 'male', document: { type: 'passport', numberMasked: '••••3456' } },
      { fullName: 'Ayan Hossain', category: 'child', age: 7, gender: 'male', document: { type: 'birth', numberMasked: '••••6789' } },
    ]);
  });

  it("are refused for someone else's booking, a count or categories that differ from the party, an age outside the category, a wrong document number", async () => {
    expect((await put(family(), 'bob')).status).toBe(404);
    const short = await put(family().slice(0, 2));
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ code: 'travellersDoNotMatchParty', error: 'Give one entry per traveller: 2 adults, 1 child, 0 infants' });
    const [a, b, c] = family();
    const older = await put([a, b, { ...c, dateOfBirth: yearsBefore(13) }]);
    expect(older.status).toBe(400);
    expect(older.json.issues).toContainEqual(expect.objectContaining({ path: '2.dateOfBirth', code: 'ageNotInCategory' }));
    const nid = await put([{ ...a, document: { type: 'nid', number: '12345678901' } }, b, c]);
    expect(nid.status).toBe(400);
    expect(nid.json.issues).toContainEqual(expect.objectContaining({ path: '0.document.number', code: 'nidDigits' }));
    const passport = await put([a, { ...b, document: { type: 'passport', number: '123456789' } }, c]);
    expect(passport.json.issues).toContainEqual(expect.objectContaining({ path: '1.document.number', code: 'passportFormat' }));
    const missing = await put([a, { ...b, fullName: '' }, c]);
    expect(missing.status).toBe(400);
    // What was given before is kept.
    const kept = (await (await h.request(`/api/individualBookTour/${bookingId}`, { as: 'alice' })).json()) as BookingDto;
    expect(kept.travellerDetails.map((t) => t.fullName)).toEqual(['Rina Akter', 'Karim Hossain', 'Ayan Hossain']);
  });

  it('lose their document numbers (not the names) 30 days after the trip, by the periodic job', async () => {
    const job = h.runtime.services.periodicJobs.find((j) => j.name === 'document numbers')!;
    const tripEnds = addDays(date(), pkg.totaldays - 1);
    const numbers = async () =>
      ((await (await h.request(`/api/individualBookTour/${bookingId}`, { as: 'alice' })).json()) as BookingDto).travellerDetails.map((t) => [
        t.fullName,
        t.document,
      ]);
    const before = await numbers();
    expect(before[0]).toEqual(['Rina Akter', { type: 'nid', number: '1990123456789', numberMasked: '••••6789' }]);
    // 29 days after the trip's last day (Bangladesh, just before midnight): kept.
    await job.run(new Date(`${addDays(tripEnds, 29)}T17:59:00Z`));
    expect(await numbers()).toEqual(before);
    // Two instances on the 30th day: the numbers go, the rest stays (masked views need only the last four).
    await Promise.all([job.run(new Date(`${addDays(tripEnds, 30)}T06:00:00Z`)), job.run(new Date(`${addDays(tripEnds, 30)}T06:00:00Z`))]);
    expect(await numbers()).toEqual([
      ['Rina Akter', { type: 'nid', number: null, numberMasked: '••••6789' }],
      ['Karim Hossain', { type: 'passport', number: null, numberMasked: '••••3456' }],
      ['Ayan Hossain', { type: 'birth', number: null, numberMasked: '••••6789' }],
    ]);
    const rows = await h.runtime.database.db.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, bookingId));
    expect(rows.map((r) => [r.documentNumber, r.documentLast4])).toEqual([
      [null, '6789'],
      [null, '3456'],
      [null, '6789'],
    ]);
  });

  it('are not taken by a cancelled booking', async () => {
    const r = await book('alice', { travellers: 1 });
    await h.request(`/api/individualBookTour/${r.json._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    const refused = await put([family()[0]], 'alice', r.json._id);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('bookingTakesNoTravellers');
  });
});

describe("a tour that requires every traveller's details", () => {
  let strict: Pkg;
  let strictDeparture = '';
  const travel = () => addDays(dhakaDate(), 40);
  /** 10 days before departure. */
  const deadline = () => addDays(travel(), -10);
  /** Noon in Dhaka on a day. */
  const noonOn = (day: string) => new Date(`${day}T06:00:00Z`);
  const ids = { missing: '', given: '', noPickup: '' };
  const adultDetails = (fullName: string, number: string) => ({
    category: 'adult' as const,
    fullName,
    dateOfBirth: '1990-02-03',
    gender: 'female' as const,
    document: { type: 'nid' as const, number },
  });
  const detailsMail = (who: string) =>
    h.sentMail.filter((m) => [m.to].flat().includes(customerViewer(who === 'alice' ? 301 : 302).email) && m.subject.includes("give every traveller's details"));
  const job = () => h.runtime.services.periodicJobs.find((j) => j.name === 'departure reminders')!;

  beforeAll(async () => {
    const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
    strict = packages.filter((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 5 && p._id !== pkg._id && p._id !== plain._id)[0]!;
    await write('packages', (tx) =>
      tx.update(tourPackages).set({ requiresTravellerDetails: true, travellerDetailsDays: 10 }).where(eq(tourPackages.id, strict._id)),
    );
    strictDeparture = await openDeparture(h, strict._id, travel(), 50);
    await write('departures', (tx) =>
      tx
        .update(departures)
        .set({
          pickupPoints: [
            { id: 'sayedabad', name: 'Sayedabad bus terminal', nameBn: 'সায়েদাবাদ বাস টার্মিনাল', time: '21:30' },
            { id: 'kalyanpur', name: 'Kalyanpur', time: '20:15' },
          ],
        })
        .where(eq(departures.id, strictDeparture)),
    );
    const on = { packageId: strict._id, departureId: strictDeparture };
    const missing = await book('alice', { ...on, travellers: 2, pickupPointId: 'sayedabad' });
    const given = await book('bob', { ...on, travellers: 1, pickupPointId: 'kalyanpur', fullName: 'Bob Karim' });
    const noPickup = await book('alice', { ...on, travellers: 1, fullName: 'Rina Akter (2)' });
    for (const r of [missing, given, noPickup]) expect(r.status).toBe(201);
    Object.assign(ids, { missing: missing.json._id, given: given.json._id, noPickup: noPickup.json._id });
    const put = await h.request(`/api/individualBookTour/${ids.given}/travellers`, {
      method: 'PUT',
      as: 'bob',
      json: [adultDetails('Bob Karim', '1234567890123')],
    });
    expect(put.status).toBe(200);
  });

  it('say by when the details are due; a tour that does not require them says null', async () => {
    const got = (await (await h.request(`/api/individualBookTour/${ids.missing}`, { as: 'alice' })).json()) as BookingDto;
    expect(got.travellerDetailsDue).toBe(deadline());
    const other = await book('alice', { travellers: 1 });
    expect(other.json.travellerDetailsDue).toBeNull();
  });

  it('remind the owner by e-mail 7 and 2 days before the deadline while the details are missing, once each', async () => {
    await h.forgetMail();
    await job().run(noonOn(addDays(deadline(), -8)));
    await h.mailDelivered();
    expect(detailsMail('alice')).toHaveLength(0);
    // Two instances at once, then a round again: one e-mail per booking missing its details.
    await Promise.all([job().run(noonOn(addDays(deadline(), -7))), job().run(noonOn(addDays(deadline(), -7)))]);
    await job().run(noonOn(addDays(deadline(), -6)));
    await h.mailDelivered();
    const first = detailsMail('alice');
    expect(first).toHaveLength(2);
    expect(first[0]!.subject).toContain(`by ${deadline()}`);
    expect(first[0]!.text).toContain('7 days are left');
    expect(first.some((m) => m.text.includes(`/detailsPackage/${ids.missing}#travellers`))).toBe(true);
    expect(detailsMail('bob')).toHaveLength(0);
    await h.forgetMail();
    await job().run(noonOn(addDays(deadline(), -2)));
    await job().run(noonOn(addDays(deadline(), -1)));
    await h.mailDelivered();
    expect(detailsMail('alice')).toHaveLength(2);
    expect(detailsMail('alice')[0]!.text).toContain('2 days are left');
    expect(detailsMail('bob')).toHaveLength(0);
  });

  it('are grouped by pickup point in the manifest (JSON and CSV) with a count per point; bookings missing them are flagged', async () => {
    const res = await h.request(`/api/departures/${strictDeparture}/manifest`, { as: 'admin' });
    const text = await res.text();
    expect(text).not.toContain('1234567890123');
    const manifest = JSON.parse(text) as Manifest;
    expect(manifest.travellerDetailsDue).toBe(deadline());
    expect(manifest.pickupGroups.map((g) => [g.pickupPoint?.id ?? null, g.count, g.bookings])).toEqual([
      ['kalyanpur', 1, 1],
      ['sayedabad', 2, 1],
      [null, 1, 1],
    ]);
    expect(manifest.pickupGroups[0]!.travellers).toEqual([
      {
        bookingId: ids.given,
        fullName: 'Bob Karim',
        category: 'adult',
        age: expect.any(Number),
        gender: 'female',
        document: { type: 'nid', numberMasked: '••••0123' },
      },
    ]);
    const flagged = Object.fromEntries(manifest.rows.map((r) => [r.bookingId, r.detailsMissing]));
    expect(flagged).toEqual({ [ids.missing]: true, [ids.given]: false, [ids.noPickup]: true });

    const csv = await (await h.request(`/api/departures/${strictDeparture}/manifest?format=csv`, { as: 'admin' })).text();
    expect(csv).not.toContain('1234567890123');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Pickup point","Pickup time","Travellers at pickup","Name","Phone","E-mail","Travellers","Status","Booking","Details","Traveller","Category","Age","Gender","Document","Document number"',
    );
    expect(lines[1]).toMatch(/^"Kalyanpur","20:15","1","Bob Karim",.*"given","Bob Karim","adult","\d+","female","nid","••••0123"$/);
    expect(lines[2]).toMatch(/^"Sayedabad bus terminal","21:30","2","Rina Akter",.*"missing"$/);
    expect(lines[3]).toMatch(/^"","","1","Rina Akter \(2\)",.*"missing"$/);
  });

  it('are edited by the operator on the departure (rename, time, add; not removed while chosen) and shown on the ticket, the calendars and the departure reminder', async () => {
    const patch = (pickupPoints: unknown) => h.request(`/api/departures/${strictDeparture}`, { method: 'PATCH', as: 'admin', json: { pickupPoints } });
    const kalyanpur = { id: 'kalyanpur', name: 'Kalyanpur (Hanif counter)', time: '20:00' };
    const removed = await patch([kalyanpur]);
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: 'pickupPointInUse', error: expect.stringContaining('1 booking has chosen Sayedabad bus terminal') });
    const badTime = await patch([kalyanpur, { id: 'arambagh', name: 'Arambagh', time: '25:00' }]);
    expect(badTime.status).toBe(400);
    expect(((await badTime.json()) as Answer).issues).toContainEqual(expect.objectContaining({ path: 'pickupPoints.1.time', code: 'pickupTimeFormat' }));
    const sayedabad = { id: 'sayedabad', name: 'Sayedabad bus terminal', nameBn: 'সায়েদাবাদ বাস টার্মিনাল', time: '21:30' };
    const saved = await patch([sayedabad, kalyanpur, { id: 'arambagh', name: 'Arambagh', time: '21:00' }]);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { pickupPoints: unknown[] }).pickupPoints).toHaveLength(3);

    // The booking that chose Kalyanpur now says where and when it is picked up.
    const booking = (await (await h.request(`/api/individualBookTour/${ids.given}`, { as: 'bob' })).json()) as BookingDto;
    expect(booking.pickupPoint).toEqual(kalyanpur);
    const ticket = (await (await h.request(`/api/individualBookTour/${ids.given}/ticket`, { as: 'bob' })).json()) as { pickupPoint: unknown };
    expect(ticket.pickupPoint).toEqual(kalyanpur);
    const ics = await (await h.request(`/api/individualBookTour/${ids.given}/calendar.ics`, { as: 'bob' })).text();
    expect(ics.replace(/\r\n /g, '')).toContain('Pickup: Kalyanpur (Hanif counter) at 20:00');
    expect(ics).toContain('LOCATION:Kalyanpur (Hanif counter)');
    const guides = (await (await h.request(`/api/departures/${strictDeparture}/calendar.ics`, { as: 'admin' })).text()).replace(/\r\n /g, '');
    expect(guides).toContain('Pickup Kalyanpur (Hanif counter) at 20:00: 1 traveller');
    expect(guides).toContain('Pickup Sayedabad bus terminal at 21:30: 2 travellers');
    expect(guides.indexOf('Kalyanpur (Hanif counter) at 20:00')).toBeLessThan(guides.indexOf('Sayedabad bus terminal at 21:30'));

    await h.forgetMail();
    await job().run(noonOn(addDays(travel(), -3)));
    await h.mailDelivered();
    const reminder = h.sentMail.find((m) => [m.to].flat().includes(customerViewer(302).email) && m.subject.includes('starts on'));
    expect(reminder?.text).toContain('Pickup point: Kalyanpur (Hanif counter), 20:00');
  });

  it('can be changed until the deadline; after it only while still missing', async () => {
    const late = noonOn(addDays(deadline(), 1));
    const alice = customerViewer(301);
    const bob = customerViewer(302);
    await expect(h.runtime.services.bookings.setTravellers(bob, ids.given, [adultDetails('Bob Karim', '1234567890')], late)).rejects.toMatchObject({
      status: 409,
      ref: { key: 'travellerDetailsClosed', params: [deadline()] },
    });
    const saved = await h.runtime.services.bookings.setTravellers(alice, ids.noPickup, [adultDetails('Rina Akter', '1234567890')], late);
    expect(saved.travellerDetails.map((t) => t.fullName)).toEqual(['Rina Akter']);
    const onTheDay = noonOn(travel());
    await expect(
      h.runtime.services.bookings.setTravellers(alice, ids.missing, [adultDetails('A', '1234567890'), adultDetails('B', '1234567891')], onTheDay),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
