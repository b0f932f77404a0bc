/**
 * What a booking's traveller hears by SMS (issue 37), on PGlite and PostgreSQL, at the SSL
 * Wireless peer: the booking received, a departure moved or cancelled, the reminder the day before;
 * to the booking's phone, in the booking's language (Bangla as Unicode, English as GSM-7), each once;
 * nothing to a number that is not a mobile, nor to one that said STOP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import type { Viewer } from '../../shared/access.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingRequest } from '../../shared/schemas/booking.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let peer: SslWirelessPeer;
let pkg: Pkg;
const karim: Viewer = { ...customerViewer(41), name: 'Karim' };
const nadia: Viewer = { ...customerViewer(42), name: 'Nadia' };
const admin = { userId: null, email: 'tests@travelez.test' };

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  // Midday in Dhaka, whatever the hour the suite runs at (22:00-08:00 sends only codes).
  const midday = new Date(new Date().toISOString().slice(0, 10) + 'T06:00:00Z');
  h = await startApiHarness({ smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }), smsNow: () => midday });
  h.viewer('admin', adminViewer());
  for (const v of [karim, nadia]) {
    await h.runtime.database.db
      .insert(users)
      .values({ id: v.userId, name: v.name, email: v.email, emailVerified: true, language: v === karim ? 'bn' : 'en' })
      .onConflictDoNothing();
  }
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
});
afterAll(async () => {
  await h?.close();
  await peer?.close();
});

const request = (departureId: string, phone: string): BookingRequest => ({
  packageId: pkg._id,
  departureId,
  fullName: 'Karim Uddin',
  email: 'karim.contact@example.com',
  phone,
  address: 'House 3',
  city: 'Khulna',
  travellers: 1,
  cardName: 'KARIM UDDIN',
  cardNumber: '4242 4242 4242 4242',
  cvc: '123',
  expireDate: '12/35',
});
const delivered = async () => void (await h.runtime.smsQueue.drain());
const reference = (id: string) => `TZ-${id.slice(0, 8).toUpperCase()}`;

describe('SMS about a booking', () => {
  it('a booking made in Bangla: one Bangla SMS to its phone, with the reference; an English one in one GSM-7 part', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 40), 20);
    const bn = await h.runtime.services.bookings.create(karim, request(departureId, '01711-000401'), null, { language: 'bn' });
    const en = await h.runtime.services.bookings.create(nadia, request(departureId, '+880 1811 000402'), null, { language: 'en' });
    await delivered();
    const [toKarim] = peer.to('+8801711000401');
    expect(toKarim).toMatchObject({ smsType: 'BN' });
    expect(toKarim!.sms).toContain(`বুকিং ${reference(bn.booking._id)} পেয়েছি`);
    const [toNadia] = peer.to('+8801811000402');
    expect(toNadia).toMatchObject({ smsType: 'EN' });
    expect(toNadia!.sms).toMatch(new RegExp(`^Travelez: booking ${reference(en.booking._id)} received: `));
    expect(toNadia!.sms.length).toBeLessThanOrEqual(160);
  });

  it('a booking whose phone is not a mobile gets no SMS (and is booked all the same)', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 41), 20);
    const before = peer.messages.length;
    const { booking } = await h.runtime.services.bookings.create(karim, request(departureId, '02-9123456'), null, { language: 'bn' });
    await delivered();
    expect(booking.status).toBe('Pending');
    expect(peer.messages.length).toBe(before);
  });

  it('a number that said STOP hears nothing more about its bookings', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 42), 20);
    await h.runtime.smsQueue.optOut('+8801911000403', 'stop');
    await h.runtime.services.bookings.create(karim, request(departureId, '01911000403'), null, { language: 'bn' });
    await delivered();
    expect(peer.to('+8801911000403')).toEqual([]);
  });

  it('a booking moved to another departure, then that departure cancelled: one SMS each, in its language', async () => {
    const first = await openDeparture(h, pkg._id, addDays(dhakaDate(), 50), 20);
    const second = await openDeparture(h, pkg._id, addDays(dhakaDate(), 57), 20);
    const { booking } = await h.runtime.services.bookings.create(karim, request(first, '01511000404'), null, { language: 'bn' });
    await h.runtime.services.departures.moveBooking(admin, booking._id, second);
    await h.runtime.services.departures.cancel(admin, second, 'Storm warning');
    await delivered();
    const texts = peer.to('+8801511000404').map((m) => m.sms);
    // (The queue's clock stands still here: the three are due at once, in any order.)
    expect(texts).toHaveLength(3);
    expect(texts.filter((t) => t.includes(`বুকিং ${reference(booking._id)} পেয়েছি`))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`(বুকিং ${reference(booking._id)}) এর যাত্রা এখন `))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`(বুকিং ${reference(booking._id)}) বাতিল হয়েছে`))).toHaveLength(1);
    expect(peer.to('+8801511000404').every((m) => m.smsType === 'BN')).toBe(true);
  });

  it('the day before departure: one reminder SMS with the operator phone, however many rounds run', async () => {
    const tomorrow = addDays(dhakaDate(), 1);
    const departureId = await openDeparture(h, pkg._id, tomorrow, 20);
    const { booking } = await h.runtime.services.bookings.create(nadia, request(departureId, '01611000405'), null, { language: 'en' });
    const job = h.runtime.services.periodicJobs.find((j) => j.name === 'departure reminders')!;
    await Promise.all([job.run(new Date()), job.run(new Date())]);
    await job.run(new Date());
    await delivered();
    const texts = peer.to('+8801611000405').map((m) => m.sms);
    expect(texts).toHaveLength(2);
    const reminders = texts.filter((t) => t.startsWith(`Travelez ${reference(booking._id)}: your trip starts tomorrow `));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain('Questions: +8801712345678');
  });

  it("the dashboard's switch turns SMS off for every number of the account's bookings, and on again", async () => {
    const ana: Viewer = { ...customerViewer(43), name: 'Ana' };
    await h.runtime.database.db
      .insert(users)
      .values({ id: ana.userId, name: ana.name, email: ana.email, emailVerified: true, language: 'en' })
      .onConflictDoNothing();
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 60), 20);
    await h.runtime.services.bookings.create(ana, request(departureId, '01311000406'), null, { language: 'en' });
    await h.runtime.services.bookings.create(ana, request(departureId, '+8801311000407'), null, { language: 'en' });
    await h.runtime.services.bookings.create(ana, request(departureId, '02-9123456'), null, { language: 'en' });
    const prefs = h.runtime.services.smsPreferences;
    expect(await prefs.of(ana.userId)).toEqual({ phones: expect.arrayContaining(['+8801311000406', '+8801311000407']), off: false });
    expect((await prefs.set(ana.userId, true)).off).toBe(true);
    await h.runtime.services.bookings.create(ana, request(departureId, '01311000406'), null, { language: 'en' });
    await delivered();
    // One SMS each from before the switch; none after it.
    expect(peer.to('+8801311000406')).toHaveLength(1);
    expect((await prefs.set(ana.userId, false)).off).toBe(false);
    await h.runtime.services.bookings.create(ana, request(departureId, '01311000406'), null, { language: 'en' });
    await delivered();
    expect(peer.to('+8801311000406')).toHaveLength(2);
  });
});
