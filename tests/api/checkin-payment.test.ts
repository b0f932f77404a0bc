/**
 * Check-in respects payment (issue 33), through the JSON API on PGlite and PostgreSQL: an online
 * booking (paid through a provider) whose advance is not paid is refused with 409 and the amount
 * due; paid, or Confirmed by the operator, it checks in; an admin's override checks it in anyway
 * and the audit log says so with what was due. The departure's manifest (JSON) says who checked
 * in, and when. No provider is asked anything here: the SSLCommerz address points nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { payments, users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
import type { Manifest } from '../../shared/schemas/departures.ts';
import type { CheckinDto, CheckinRefusalDto, TicketDto } from '../../shared/schemas/trip.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;
let departureId: string;
/** Far ahead: the advance is 30% of the price, a balance is left. */
const travelDate = addDays(dhakaDate(), 120);

beforeAll(async () => {
  h = await startApiHarness({
    env: { SSLCOMMERZ_STORE_ID: 'travelez_test', SSLCOMMERZ_STORE_PASSWORD: 'travelez_test@ssl', SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:9' },
  });
  const viewers = { alice: customerViewer(211), admin: adminViewer() };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(viewers.admin.email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 2)!;
  departureId = await openDeparture(h, pkg._id, travelDate, 200);
}, 60_000);
afterAll(async () => h?.close());

async function bookOnline(fullName: string): Promise<Booking & { paymentMethod?: string; advanceDue: number }> {
  const res = await h.request('/api/bookTour', {
    method: 'POST',
    as: 'alice',
    json: { packageId: pkg._id, fullName, email: 'alice@example.com', phone: '+880 1711 000111', address: 'House 1', city: 'Dhaka', travelDate, travellers: 2 },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booking & { advanceDue: number };
}

async function codeOf(id: string): Promise<string> {
  const res = await h.request(`/api/individualBookTour/${id}/ticket`, { as: 'alice' });
  expect(res.status).toBe(200);
  return ((await res.json()) as TicketDto).code;
}

async function checkIn(code: string, extra: { override?: boolean } = {}) {
  const res = await h.request('/api/checkins', { method: 'POST', as: 'admin', json: { code, ...extra } });
  return { status: res.status, json: (await res.json()) as CheckinDto & CheckinRefusalDto };
}

/** What a provider's settled payment leaves behind (the payments service writes it from the provider's answer). */
async function paid(bookingId: string, amount: number) {
  await h.runtime.database.db.insert(payments).values({
    id: newId(),
    bookingId,
    provider: 'sslcommerz',
    purpose: 'advance',
    amount,
    status: 'Paid',
    merchantRef: `TZT${newId()}`,
    paidAt: new Date(),
  });
}

describe('checking in an online booking', () => {
  it('refuses an unpaid one with 409 and the amount due, and changes nothing', async () => {
    const b = await bookOnline('Unpaid Traveller');
    expect(b.advanceDue).toBeGreaterThan(0);
    const code = await codeOf(b._id);
    const refused = await checkIn(code);
    expect(refused.status).toBe(409);
    expect(refused.json.amountDue).toBe(b.advanceDue);
    expect(refused.json.error).toContain('advance is not paid');
    // Part of it paid: the rest is due.
    await paid(b._id, 1000);
    const still = await checkIn(code);
    expect(still.status).toBe(409);
    expect(still.json.amountDue).toBe(b.advanceDue - 1000);
    const ticket = (await (await h.request(`/api/individualBookTour/${b._id}/ticket`, { as: 'alice' })).json()) as TicketDto;
    expect(ticket.checkedInAt).toBeNull();
    const audit = await h.runtime.services.audit.list(50);
    expect(audit.some((e) => e.entityId === b._id && e.action.startsWith('booking.checkin'))).toBe(false);
  });

  it('checks in one whose advance is paid (200, nothing due)', async () => {
    const b = await bookOnline('Paid Traveller');
    await paid(b._id, b.advanceDue);
    const ok = await checkIn(await codeOf(b._id));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ bookingId: b._id, amountDue: 0, checkedInBy: adminViewer().email });
  });

  it('checks in one the operator Confirmed, paid or not', async () => {
    const b = await bookOnline('Confirmed Traveller');
    const confirmed = await h.request(`/api/bookTour/${b._id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Confirmed' } });
    expect(confirmed.status).toBe(200);
    expect((await checkIn(await codeOf(b._id))).status).toBe(200);
  });

  it("checks an unpaid one in on an admin's override, recorded in the audit log with what was due", async () => {
    const b = await bookOnline('Override Traveller');
    const code = await codeOf(b._id);
    expect((await checkIn(code)).status).toBe(409);
    const ok = await checkIn(code, { override: true });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ bookingId: b._id, amountDue: b.advanceDue });
    const audit = await h.runtime.services.audit.list(50);
    const entry = audit.find((e) => e.entityId === b._id && e.action === 'booking.checkin.override');
    expect(entry?.actorEmail).toBe(adminViewer().email);
    expect(entry?.after).toMatchObject({ amountDue: b.advanceDue, checkedInAt: ok.json.checkedInAt });
    // Once in, again is "already checked in", override or not.
    const again = await checkIn(code, { override: true });
    expect(again.status).toBe(409);
    expect(again.json.error).toContain('Already checked in');
    expect(again.json.amountDue).toBeUndefined();
  });

  it("the departure's manifest (JSON) says who checked in and when", async () => {
    const b = await bookOnline('Manifest Traveller');
    const waiting = await bookOnline('Manifest Waiting');
    await paid(b._id, b.advanceDue);
    const ok = await checkIn(await codeOf(b._id));
    expect(ok.status).toBe(200);
    const res = await h.request(`/api/departures/${departureId}/manifest`, { as: 'admin' });
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.rows.find((r) => r.bookingId === b._id)).toMatchObject({ checkedInAt: ok.json.checkedInAt, checkedInBy: adminViewer().email });
    expect(manifest.rows.find((r) => r.bookingId === waiting._id)).toMatchObject({ checkedInAt: null, checkedInBy: null });
  });
});
