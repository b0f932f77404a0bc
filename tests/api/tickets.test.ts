/**
 * On the trip (issue 27) through the JSON API, on PGlite and PostgreSQL: a booking's signed ticket
 * for its owner only, staff check-in exactly once (also with two at the same moment), forged and
 * cancelled codes refused, the audit trail, and the booking's calendar event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
import type { CheckinDto, TicketDto } from '../../shared/schemas/trip.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;
let departureId: string;
const travelDate = addDays(dhakaDate(), 60);

beforeAll(async () => {
  h = await startApiHarness();
  const viewers = { alice: customerViewer(201), bob: customerViewer(202), admin: adminViewer() };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(viewers.admin.email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
  departureId = await openDeparture(h, pkg._id, travelDate, 200);
});
afterAll(async () => h?.close());

async function book(as = 'alice'): Promise<Booking> {
  const res = await h.request('/api/bookTour', {
    method: 'POST',
    as,
    json: {
      packageId: pkg._id,
      fullName: 'Alice Rahman',
      email: 'alice@example.com',
      phone: '+880 1711 000111',
      address: 'House 1, Road 2',
      city: 'Dhaka',
      travelDate,
      travellers: 2,
      cardName: 'ALICE RAHMAN',
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/2035',
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Booking;
}

async function ticketOf(id: string, as = 'alice') {
  const res = await h.request(`/api/individualBookTour/${id}/ticket`, { as });
  return { status: res.status, json: (await res.json()) as TicketDto & { error?: string } };
}

const checkIn = async (code: unknown, as: string | null = 'admin') => {
  const res = await h.request('/api/checkins', { method: 'POST', json: { code }, ...(as === null ? {} : { as }) });
  return { status: res.status, json: (await res.json()) as CheckinDto & { error?: string } };
};

describe('GET /api/individualBookTour/{id}/ticket', () => {
  it('answers the owner a signed code that is not the booking id, and 404 to anyone else', async () => {
    const b = await book();
    const t = await ticketOf(b._id);
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ bookingId: b._id, status: 'Pending', travelDate, travellers: 2, name: b.name, checkedInAt: null });
    expect(t.json.code).toMatch(/^TZ1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(t.json.code).not.toContain(b._id);
    // Stable: the same booking always has the same code.
    expect((await ticketOf(b._id)).json.code).toBe(t.json.code);
    // The confirmation e-mail carries the same ticket: its code, and the QR drawn as a table (no image to block).
    await h.mailDelivered();
    const mail = h.sentMail.find((m) => [m.to].flat().includes(customerViewer(201).email) && m.subject.includes('booking'));
    expect(mail?.text).toContain(t.json.code);
    expect(mail?.html).toContain('aria-label="QR ticket"');
    expect(mail?.html).toContain(t.json.code);
    expect((await ticketOf(b._id, 'bob')).status).toBe(404);
    expect((await h.request(`/api/individualBookTour/${b._id}/ticket`)).status).toBe(401);
    expect((await ticketOf('zzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
  });

  it('answers 409 for a cancelled booking', async () => {
    const b = await book();
    expect((await h.request(`/api/individualBookTour/${b._id}/cancel`, { method: 'POST', as: 'alice', json: {} })).status).toBe(200);
    const t = await ticketOf(b._id);
    expect(t.status).toBe(409);
    expect(t.json.error).toContain('Cancelled');
  });
});

describe('POST /api/checkins', () => {
  it('checks a ticket in once, then says when and by whom; the ticket and the audit trail show it', async () => {
    const b = await book();
    const { code } = (await ticketOf(b._id)).json;
    const first = await checkIn(code);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ bookingId: b._id, fullName: 'Alice Rahman', travellers: 2, travelDate, checkedInBy: adminViewer().email });
    const again = await checkIn(code);
    expect(again.status).toBe(409);
    const at = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(first.json.checkedInAt));
    expect(again.json.error).toContain(`Already checked in on ${at} (Bangladesh time)`);
    expect(again.json.error).toContain(adminViewer().email);
    expect((await ticketOf(b._id)).json.checkedInAt).toBe(first.json.checkedInAt);
    const audit = await h.runtime.services.audit.list(20);
    expect(audit.some((e) => e.action === 'booking.checkin' && e.entityId === b._id && e.actorEmail === adminViewer().email)).toBe(true);
  });

  it('lets exactly one of several check-ins at the same moment through', async () => {
    const b = await book();
    const { code } = (await ticketOf(b._id)).json;
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkIn(code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses anonymous callers (401) and customers (403), even with a genuine code', async () => {
    const b = await book();
    const { code } = (await ticketOf(b._id)).json;
    expect((await checkIn(code, null)).status).toBe(401);
    expect((await checkIn(code, 'alice')).status).toBe(403);
    // Still not checked in.
    expect((await ticketOf(b._id)).json.checkedInAt).toBeNull();
  });

  it('answers 400 for malformed and forged codes, 404 for a cancelled booking', async () => {
    const b = await book();
    const { code } = (await ticketOf(b._id)).json;
    const [prefix, part, sig] = code.split('.') as [string, string, string];
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    // The same signature bytes spelled differently (the last character's unused bits): not the ticket's code either.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${sig.slice(0, -1)}${alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1]}`;
    for (const bad of [
      '',
      'hello',
      b._id,
      `${prefix}.${part}.${flipped}`,
      `${prefix}.${part}.${respelled}`,
      `${prefix}.${Buffer.from('zzzzzzzzzzzzzzzzzzzz').toString('base64url')}.${sig}`,
    ]) {
      expect((await checkIn(bad)).status, bad).toBe(400);
    }
    expect((await checkIn(42)).status).toBe(400);
    expect((await h.request(`/api/individualBookTour/${b._id}/cancel`, { method: 'POST', as: 'alice', json: {} })).status).toBe(200);
    expect((await checkIn(code)).status).toBe(404);
  });
});

describe('calendars', () => {
  it("answers the owner's booking as an all-day event for the trip's days, 404 to anyone else", async () => {
    const b = await book();
    const res = await h.request(`/api/individualBookTour/${b._id}/calendar.ics`, { as: 'alice' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${travelDate.replaceAll('-', '')}\r\n`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${addDays(travelDate, pkg.totaldays).replaceAll('-', '')}\r\n`);
    expect(unfolded).toContain(`UID:booking-${b._id}@travelez\r\n`);
    expect(unfolded).toContain('Meeting point: ');
    expect(unfolded).toContain('+880 1712-345678');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect((await h.request(`/api/individualBookTour/${b._id}/calendar.ics`, { as: 'bob' })).status).toBe(404);
    expect((await h.request(`/api/individualBookTour/${b._id}/calendar.ics`)).status).toBe(401);
  });

  it("gives admins a departure's event with who travels", async () => {
    await book();
    const id = departureId;
    const res = await h.request(`/api/departures/${id}/calendar.ics`, { as: 'admin' });
    expect(res.status).toBe(200);
    expect((await res.text()).replace(/\r\n /g, '')).toContain('Alice Rahman (2)');
    expect((await h.request(`/api/departures/${id}/calendar.ics`, { as: 'alice' })).status).toBe(403);
  });
});

describe('the reminder 3 days before departure', () => {
  it('is sent once per booking, with the meeting point, the ticket and the phone, even with two rounds at once', async () => {
    const soon = addDays(dhakaDate(), 2);
    await openDeparture(h, pkg._id, soon, 50);
    const res = await h.request('/api/bookTour', {
      method: 'POST',
      as: 'bob',
      json: {
        packageId: pkg._id,
        fullName: 'Bob Karim',
        email: 'bob@example.com',
        phone: '+880 1711 000222',
        address: 'House 3',
        city: 'Dhaka',
        travelDate: soon,
        travellers: 1,
        cardName: 'BOB KARIM',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/2035',
      },
    });
    expect(res.status).toBe(201);
    const booking = (await res.json()) as Booking;
    await h.forgetMail();
    const job = h.runtime.services.periodicJobs.find((j) => j.name === 'departure reminders')!;
    await Promise.all([job.run(new Date()), job.run(new Date())]);
    await job.run(new Date());
    await h.mailDelivered();
    const reminders = h.sentMail.filter((m) => [m.to].flat().includes(customerViewer(202).email) && m.subject.includes('starts on'));
    expect(reminders).toHaveLength(1);
    const { code } = (await ticketOf(booking._id, 'bob')).json;
    expect(reminders[0]!.text).toContain(code);
    expect(reminders[0]!.text).toContain('Meeting point: ');
    expect(reminders[0]!.text).toContain('+880 1712-345678');
  });
});
