/**
 * A booking is stored in one transaction (seats, booking, history, its e-mails in the durable
 * queue), on PGlite and PostgreSQL: what the service answers is what the database keeps; the
 * e-mails exist exactly when the booking does and go out once; a departure with no seat left
 * stores nothing, e-mails included; a departure changed since the service (or the read cache) last
 * read it (price, date, status) is booked as it is now, never as it was.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, departures, mailQueue, users } from '../../db/schema.ts';
import { createLogger } from '../../server/logger.server.ts';
import type { Mailer, MailMessage } from '../../server/mail/mailer.server.ts';
import { createMailQueue, type MailQueue } from '../../server/mail/queue.server.ts';
import { createAuditService } from '../../server/services/audit.server.ts';
import { createBookingService } from '../../server/services/bookings.server.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingRequest } from '../../shared/schemas/booking.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let pkg: Pkg;
let queue: MailQueue;
let service: ReturnType<typeof createBookingService>;
const sent: MailMessage[] = [];
const viewer = customerViewer(301);

beforeAll(async () => {
  h = await startApiHarness();
  // This file drives a queue of its own; the harness's worker (production mode) must not take its messages.
  await h.runtime.mailQueue?.stop();
  const db = h.runtime.database.db;
  await db.insert(users).values({ id: viewer.userId, name: viewer.name, email: viewer.email, emailVerified: true }).onConflictDoNothing();
  pkg = ((await (await h.request('/api/allTourPackages')).json()) as Pkg[]).find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
  const transport: Mailer = { send: async (m) => void sent.push(m) };
  const logger = createLogger('silent');
  queue = createMailQueue({ db, transport, logger });
  // The service as the site builds it, with the durable queue instead of the harness's mailer.
  service = createBookingService({
    db,
    audit: createAuditService(db),
    mailer: queue,
    baseUrl: 'http://travelez.test',
    adminEmails: async () => [adminViewer().email],
    underBookingLimit: async () => true,
    onlinePayments: false,
    holdMinutes: 30,
    changes: h.runtime.services.changes,
    seatsFreed: async () => {},
  });
});
afterAll(async () => h?.close());

const request = (departureId: string, travellers = 1): BookingRequest => ({
  packageId: pkg._id,
  departureId,
  fullName: 'Nadia Islam',
  email: 'nadia@example.com',
  phone: '+880 1711 000333',
  address: 'House 3',
  city: 'Khulna',
  travellers,
  cardName: 'NADIA ISLAM',
  cardNumber: '4242 4242 4242 4242',
  cvc: '123',
  expireDate: '12/35',
});

const mailRows = async () => (await h.runtime.database.db.select({ id: mailQueue.id }).from(mailQueue).where(eq(mailQueue.status, 'pending'))).length;

describe('a booking and its e-mails, stored together', () => {
  it('answers what the database keeps, with its two e-mails queued and sent once', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 150), 10);
    await h.runtime.database.db.delete(mailQueue);
    sent.length = 0;
    const { booking, created } = await service.create(viewer, request(departureId, 2));
    expect(created).toBe(true);
    expect(await service.getForViewer(viewer, booking._id)).toEqual(booking);
    const [departure] = await h.runtime.database.db.select().from(departures).where(eq(departures.id, departureId));
    expect(departure!.seatsTaken).toBe(2);
    expect(await mailRows()).toBe(2);
    expect(await queue.drain()).toBe(2);
    expect(await queue.drain()).toBe(0);
    // Stored at the same instant: either may go first.
    const to = (m: MailMessage) => [m.to].flat().join();
    expect(sent.map(to).sort()).toEqual([adminViewer().email, viewer.email].sort());
    expect(sent.find((m) => to(m) === viewer.email)!.text).toContain(booking.travelDate);
  });

  it('stores nothing when no seat is left, and says what is left', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 151), 3);
    await service.create(viewer, request(departureId, 2));
    await h.runtime.database.db.delete(mailQueue);
    const before = (await h.runtime.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
    await expect(service.create(viewer, request(departureId, 2))).rejects.toMatchObject({ status: 409 });
    expect((await h.runtime.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n).toBe(before);
    expect(await mailRows()).toBe(0);
    const [departure] = await h.runtime.database.db.select().from(departures).where(eq(departures.id, departureId));
    expect(departure!.seatsTaken).toBe(2);
    // The last seat is still there to book.
    expect((await service.create(viewer, request(departureId, 1))).created).toBe(true);
  });

  it('books a departure as it is now when its price or date changed since the last booking of it', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 152), 20);
    const db = h.runtime.database.db;
    const first = (await service.create(viewer, request(departureId))).booking;
    // Changed behind the service's back (no change feed): its copy is out of date.
    await db
      .update(departures)
      .set({ price: first.packagePresentPrice + 1000 })
      .where(eq(departures.id, departureId));
    const second = (await service.create(viewer, request(departureId))).booking;
    expect(second.packagePresentPrice).toBe(first.packagePresentPrice + 1000);
    expect(second.totalPrice).toBe(first.totalPrice + 1000);
    const moved = addDays(dhakaDate(), 153);
    await db.update(departures).set({ date: moved }).where(eq(departures.id, departureId));
    const third = (await service.create(viewer, request(departureId))).booking;
    expect(third.travelDate).toBe(moved);
    expect(await service.getForViewer(viewer, third._id)).toEqual(third);
    const [departure] = await db.select().from(departures).where(eq(departures.id, departureId));
    expect(departure!.seatsTaken).toBe(3);
  });

  it('a closed departure is refused even when the service last saw it open', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 154), 20);
    await service.create(viewer, request(departureId));
    await h.runtime.database.db.update(departures).set({ status: 'closed' }).where(eq(departures.id, departureId));
    await expect(service.create(viewer, request(departureId))).rejects.toMatchObject({ status: 409 });
  });
});
