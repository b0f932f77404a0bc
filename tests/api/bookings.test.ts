/**
 * Bookings through the JSON API, on PGlite and PostgreSQL: server-side prices, card data never
 * returned, idempotency, other users' bookings refused, card/expiry/CVC messages, group size,
 * event dates, cancellation by the policy module, and the admin operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, cancellationCharge, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
interface Ev {
  _id: string;
  presentPrice: number;
  peoples: number;
  startDate: string | null;
}
let pkg: Pkg;
let event: Ev;

const CARD = '4242 4242 4242 4242';
const CVC = '987';
const today = () => dhakaDate();

beforeAll(async () => {
  h = await startApiHarness();
  const viewers = { alice: customerViewer(101), bob: customerViewer(102), admin: adminViewer() };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(viewers.admin.email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
  const events = (await (await h.request('/api/upcommingevent')).json()) as Ev[];
  event = events.find((e) => e.startDate && e.startDate > addDays(today(), 1))!;
  expect(pkg).toBeTruthy();
  expect(event).toBeTruthy();
  // The dates these tests book: departures of the package with room for every test's travellers.
  for (const days of [45, 120]) await openDeparture(h, pkg._id, addDays(today(), days), 200);
});
afterAll(async () => h?.close());

function body(overrides: Record<string, unknown> = {}) {
  return {
    packageId: pkg._id,
    fullName: 'Alice Rahman',
    email: 'alice@example.com',
    phone: '+880 1711 000111',
    address: 'House 1, Road 2',
    city: 'Dhaka',
    travelDate: addDays(today(), 120),
    travellers: 2,
    cardName: 'ALICE RAHMAN',
    cardNumber: CARD,
    cvc: CVC,
    expireDate: '12/2035',
    ...overrides,
  };
}

async function book(as: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await h.request('/api/bookTour', { method: 'POST', as, json: body(overrides), headers });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Booking & { error?: string; issues?: { path: string; message: string }[] } };
}

describe('POST /api/bookTour', () => {
  it('books with the server prices, ignoring prices sent by the client', async () => {
    await h.forgetMail();
    const r = await book('alice', { packagePresentPrice: 1, totalPrice: 2, advanceDue: 0, name: 'Cheap place', status: 'Confirmed' });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      status: 'Pending',
      name: pkg.name,
      packagePresentPrice: pkg.packagePresentPrice,
      packageGroupPeoples: pkg.packageGroupPeoples,
      totaldays: pkg.totaldays,
      travellers: 2,
      totalPrice: pkg.packagePresentPrice * 2,
      advanceDue: Math.floor((pkg.packagePresentPrice * 2 * 30) / 100 + 0.5),
      logInEmail: customerViewer(101).email,
      cardBrand: 'Visa',
      cardLast4: '4242',
      expireDate: '12/35',
    });
    expect(r.json.history.map((x) => x.toStatus)).toEqual(['Pending']);
    // The customer's confirmation (to the account's verified address, never the typed one) and the admins' notice.
    await h.mailDelivered();
    const customerMail = h.sentMail.find((m) => [m.to].flat().includes(customerViewer(101).email));
    expect(h.sentMail.some((m) => [m.to].flat().includes('alice@example.com'))).toBe(false);
    expect(customerMail?.text).toContain('Advance due now');
    expect(customerMail?.text).toContain('Cancellation charges');
    expect(h.sentMail.some((m) => [m.to].flat().includes(adminViewer().email))).toBe(true);
  });

  it('never returns, stores in an answer or mails the card number or the CVC', async () => {
    await h.forgetMail();
    const r = await book('alice', { cardNumber: '4000056655665556', cvc: '4321' });
    expect(r.status).toBe(201);
    const lists = await Promise.all([
      h.request('/api/individualBookTour', { as: 'alice' }).then((x) => x.text()),
      h.request(`/api/individualBookTour/${r.json._id}`, { as: 'alice' }).then((x) => x.text()),
      h.request('/api/bookTour', { as: 'admin' }).then((x) => x.text()),
    ]);
    await h.mailDelivered();
    for (const text of [r.text, ...lists, JSON.stringify(h.sentMail)]) {
      expect(text).not.toContain('4000056655665556');
      expect(text).not.toContain('4321');
      expect(text).not.toMatch(/"cvc"|"cardNumber"/);
    }
    expect(r.json.cardLast4).toBe('5556');
  });

  it('rejects a bad card number, expiry and CVC with clear messages, saving nothing', async () => {
    const before = (await (await h.request('/api/individualBookTour', { as: 'bob' })).json()) as Booking[];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Card number is not valid (check the digits)'],
      [{ cardNumber: '' }, 'cardNumber', '* Card Number field is required'],
      [{ expireDate: '01/20' }, 'expireDate', 'Card has expired'],
      [{ expireDate: '2030-01' }, 'expireDate', 'Expire date must be MM/YY or MM/YYYY'],
      [{ cvc: '12' }, 'cvc', 'CVC must be 3 or 4 digits'],
      [{ cvc: '12345' }, 'cvc', 'CVC must be 3 or 4 digits'],
      [{ fullName: '' }, 'fullName', '* Full Name field is required'],
      [{ travelDate: addDays(today(), 0) }, 'travelDate', 'Travel date must be after today'],
    ];
    for (const [overrides, path, message] of cases) {
      const r = await book('bob', overrides);
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(r.json.issues).toContainEqual(expect.objectContaining({ path, message }));
      expect(r.text).not.toContain('4242424242424241');
    }
    const after = (await (await h.request('/api/individualBookTour', { as: 'bob' })).json()) as Booking[];
    expect(after).toHaveLength(before.length);
  });

  it('refuses more travellers than the group size', async () => {
    const r = await book('bob', { travellers: pkg.packageGroupPeoples + 1 });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(`Travellers must be at most ${pkg.packageGroupPeoples} (the group size)`);
    expect((await book('bob', { travellers: 0 })).status).toBe(400);
  });

  it('fixes an event booking to the event start date and prices it from the event', async () => {
    const r = await book('bob', { packageId: undefined, eventId: event._id, travelDate: addDays(today(), 300), travellers: 1 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ travelDate: event.startDate, eventId: event._id, packagePresentPrice: event.presentPrice, totalPrice: event.presentPrice });
  });

  it('needs a package or an event that exists, and a signed-in customer', async () => {
    expect((await book('bob', { packageId: undefined })).status).toBe(400);
    expect((await book('bob', { packageId: 'zzzzzzzzzzzzzzzzzzzz' })).status).toBe(404);
    const anon = await h.request('/api/bookTour', { method: 'POST', json: body() });
    expect(anon.status).toBe(401);
  });
});

describe('idempotency', () => {
  it('the same key twice answers the same booking', async () => {
    const first = await book('alice', {}, { 'Idempotency-Key': 'double-click-1' });
    const second = await book('alice', {}, { 'Idempotency-Key': 'double-click-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json._id).toBe(first.json._id);
    // The same key from another user is another booking.
    const other = await book('bob', {}, { 'Idempotency-Key': 'double-click-1' });
    expect(other.status).toBe(201);
    expect(other.json._id).not.toBe(first.json._id);
  });

  it('refuses a key reused for a different booking', async () => {
    const first = await book('alice', { travellers: 1 }, { 'Idempotency-Key': 'reuse-1' });
    expect(first.status).toBe(201);
    const other = await book('alice', { travellers: 2 }, { 'Idempotency-Key': 'reuse-1' });
    expect(other.status).toBe(409);
    expect(other.json.error).toBe('This Idempotency-Key was already used for another booking. Use a new key for a new booking.');
    const bad = await book('alice', {}, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(bad.status).toBe(400);
  });

  it('10 concurrent requests with one key make one booking', async () => {
    const before = ((await (await h.request('/api/individualBookTour', { as: 'alice' })).json()) as Booking[]).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => book('alice', {}, { 'Idempotency-Key': 'race-key-10' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(new Set(answers.map((a) => a.json._id)).size).toBe(1);
    const after = ((await (await h.request('/api/individualBookTour', { as: 'alice' })).json()) as Booking[]).length;
    expect(after).toBe(before + 1);
  });
});

describe("another user's bookings", () => {
  it('are refused on every endpoint', async () => {
    const own = await book('alice');
    const id = own.json._id;
    expect((await h.request(`/api/individualBookTour/${id}`, { as: 'bob' })).status).toBe(404);
    expect((await h.request(`/api/individualBookTour/${id}/cancel`, { method: 'POST', as: 'bob', json: {} })).status).toBe(404);
    expect((await h.request(`/api/individualBookTour?email=${encodeURIComponent(customerViewer(101).email)}`, { as: 'bob' })).status).toBe(403);
    const bobs = (await (await h.request('/api/individualBookTour', { as: 'bob' })).json()) as Booking[];
    expect(bobs.some((b) => b._id === id)).toBe(false);
    expect((await h.request('/api/bookTour', { as: 'bob' })).status).toBe(403);
    expect((await h.request(`/api/bookTour/${id}/status`, { method: 'PATCH', as: 'bob', json: { status: 'Confirmed' } })).status).toBe(403);
    expect((await h.request(`/api/bookTour/${id}`, { method: 'PATCH', as: 'bob', json: body() })).status).toBe(403);
    expect((await h.request(`/api/bookTour/${id}`, { method: 'DELETE', as: 'bob' })).status).toBe(403);
    // Still untouched, and visible to its owner and to an admin.
    const seen = await h.request(`/api/individualBookTour/${id}`, { as: 'alice' });
    expect(((await seen.json()) as Booking).status).toBe('Pending');
    expect((await h.request(`/api/individualBookTour/${id}`, { as: 'admin' })).status).toBe(200);
    expect((await h.request(`/api/individualBookTour?email=${encodeURIComponent(customerViewer(101).email)}`, { as: 'admin' })).status).toBe(200);
  });
});

describe('cancellation', () => {
  it('charges what the policy says and records charge, refund and history', async () => {
    const travelDate = addDays(today(), 45); // 59-30 days: 50%
    const made = await book('alice', { travelDate, travellers: 1 });
    expect(made.json.advanceDue).toBe(Math.floor(pkg.packagePresentPrice * 0.6 + 0.5));
    await h.forgetMail();
    const res = await h.request(`/api/individualBookTour/${made.json._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    expect(res.status).toBe(200);
    const b = (await res.json()) as Booking;
    const quote = cancellationCharge({ travelDate, totalPrice: made.json.totalPrice, advanceDue: made.json.advanceDue }, new Date());
    expect(quote.percent).toBe(50);
    expect(b).toMatchObject({ status: 'Cancelled', cancellationCharge: quote.charge, refundAmount: quote.refund });
    expect(b.history.map((x) => x.toStatus)).toEqual(['Pending', 'Cancelled']);
    await h.mailDelivered();
    expect(h.sentMail.some((m) => [m.to].flat().includes(customerViewer(101).email) && m.text.includes('Refund'))).toBe(true);
    // Twice: refused.
    const again = await h.request(`/api/individualBookTour/${made.json._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    expect(again.status).toBe(409);
  });
});

describe('admin operations', () => {
  it('work for an admin with no account row (history keeps no author, nothing fails)', async () => {
    h.viewer('ghost', { ...adminViewer(), userId: 'ghost000000000000000', email: 'ghost@travelez.test' });
    const made = await book('bob');
    const res = await h.request(`/api/bookTour/${made.json._id}/status`, {
      method: 'PATCH',
      as: 'ghost',
      json: { status: 'Cancelled', note: 'Customer phoned' },
    });
    expect(res.status).toBe(200);
    const b = (await res.json()) as Booking;
    expect(b.status).toBe('Cancelled');
    expect(b.history.at(-1)).toMatchObject({ fromStatus: 'Pending', toStatus: 'Cancelled', note: 'Customer phoned' });
    expect(b.cancellationCharge).toBe(cancellationCharge({ travelDate: b.travelDate, totalPrice: b.totalPrice, advanceDue: b.advanceDue }, new Date()).charge);
  });

  it('changes status by the rules, e-mails the customer, records history; edits contact details; archives', async () => {
    const made = await book('bob', { fullName: 'Bob Searchable' });
    const id = made.json._id;
    const toCompleted = await h.request(`/api/bookTour/${id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Completed' } });
    expect(toCompleted.status).toBe(409);
    expect(((await toCompleted.json()) as { error: string }).error).toBe('A Pending booking can become Confirmed or Cancelled, not Completed');
    await h.forgetMail();
    const confirmed = await h.request(`/api/bookTour/${id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Confirmed' } });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Booking).history.map((x) => x.toStatus)).toEqual(['Pending', 'Confirmed']);
    await h.mailDelivered();
    expect(h.sentMail.find((m) => m.to === customerViewer(102).email)?.subject).toMatch(/is Confirmed$/);

    const filtered = (await (await h.request('/api/bookTour?status=Confirmed&q=searchable', { as: 'admin' })).json()) as Booking[];
    expect(filtered.map((b) => b._id)).toEqual([id]);

    const edited = await h.request(`/api/bookTour/${id}`, {
      method: 'PATCH',
      as: 'admin',
      json: { fullName: 'Bob Karim', email: 'bob@example.com', phone: '+880 1811 222333', address: 'Road 9', city: 'Sylhet' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Booking).city).toBe('Sylhet');
    const badEdit = await h.request(`/api/bookTour/${id}`, { method: 'PATCH', as: 'admin', json: { fullName: '' } });
    expect(badEdit.status).toBe(400);

    expect((await h.request(`/api/bookTour/${id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    const all = (await (await h.request('/api/bookTour', { as: 'admin' })).json()) as Booking[];
    expect(all.some((b) => b._id === id)).toBe(false);
    // Archived, not deleted: the customer still sees it.
    expect((await h.request(`/api/individualBookTour/${id}`, { as: 'bob' })).status).toBe(200);
    const audit = await h.runtime.services.audit.list();
    expect(
      audit
        .filter((a) => a.entityId === id)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['archive', 'status', 'update']);
  });
});
