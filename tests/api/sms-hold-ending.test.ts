/**
 * The SMS 10 minutes before an unpaid online booking's seat hold ends (issue 37), on PGlite and
 * PostgreSQL, at the SSL Wireless peer: once per booking however many rounds (and instances) run,
 * in the booking's language with its reference, not before the 10 minutes, not in the quiet hours,
 * and never after the hold (the SMS expires with it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema.ts';
import { createSslWireless } from '../../server/sms/sslwireless.server.ts';
import type { Viewer } from '../../shared/access.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';
import { startSslcommerzPeer, type SslcommerzPeer } from '../support/sslcommerz-peer.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

let h: ApiHarness;
let peer: SslWirelessPeer;
let ssl: SslcommerzPeer;
let pkg: Pkg;
let departureId: string;
const rina: Viewer = { ...customerViewer(61), name: 'Rina' };
const store = { id: 'travelez_test', password: 'travelez_test@ssl' };
// Midday in Dhaka today (06:00 UTC), whatever the hour the suite runs at.
const midday = new Date(new Date().toISOString().slice(0, 10) + 'T06:00:00Z');
const minutes = (n: number) => new Date(midday.getTime() + n * 60_000);

beforeAll(async () => {
  peer = await startSslWirelessPeer();
  ssl = await startSslcommerzPeer({ storeId: store.id, storePassword: store.password });
  h = await startApiHarness({
    smsGateway: createSslWireless(peer.settings, { timeoutMs: 1000 }),
    smsNow: () => midday,
    env: { SSLCOMMERZ_STORE_ID: store.id, SSLCOMMERZ_STORE_PASSWORD: store.password, SSLCOMMERZ_BASE_URL: ssl.baseUrl },
  });
  await h.runtime.database.db
    .insert(users)
    .values({ id: rina.userId, name: rina.name, email: rina.email, emailVerified: true, language: 'bn' })
    .onConflictDoNothing();
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
  departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 60), 50);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await peer?.close();
  await ssl?.close();
});

const reference = (id: string) => `TZ-${id.slice(0, 8).toUpperCase()}`;
const job = () => h.runtime.services.periodicJobs.find((j) => j.name === 'hold ending reminders')!;

/** An online booking (no card: the seats are held) whose hold ends 30 minutes after midday. */
async function heldBooking(phone: string, language: 'bn' | 'en') {
  const { booking } = await h.runtime.services.bookings.create(
    rina,
    { packageId: pkg._id, departureId, fullName: 'Rina Akter', email: 'rina@example.com', phone, address: 'House 9', city: 'Rajshahi', travellers: 1 },
    null,
    { language },
  );
  expect(booking.paymentMethod).toBe('online');
  await h.runtime.database.db
    .update(bookings)
    .set({ holdUntil: minutes(30) })
    .where(eq(bookings.id, booking._id));
  return booking;
}

describe('the SMS before a seat hold ends', () => {
  it('goes once, 10 minutes before, in Bangla with the reference, however many rounds run at once', async () => {
    const booking = await heldBooking('01711000501', 'bn');
    await job().run(minutes(15));
    await h.runtime.smsQueue.drain();
    const bookingSms = peer.to('+8801711000501');
    expect(bookingSms).toHaveLength(1); // the booking received, nothing yet about the hold
    // Three rounds at once (as three instances would), then later ones: one SMS, from whichever claimed it.
    await Promise.all([job().run(minutes(20)), job().run(minutes(20)), job().run(minutes(20))]);
    await job().run(minutes(21));
    await job().run(minutes(25));
    await h.runtime.smsQueue.drain();
    const held = peer.to('+8801711000501').filter((m) => m.sms.includes('মিনিট রাখা আছে'));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ smsType: 'BN' });
    expect(held[0]!.sms).toBe(`Travelez: বুকিং ${reference(booking._id)} এর আসন আর ১০ মিনিট রাখা আছে। রাখতে অগ্রিম দিন।`);
    const [queued] = (await h.runtime.smsQueue.list({ status: 'sent' })).filter((s) => s.kind === 'holdEnding' && s.to === '+8801711000501');
    expect(queued?.expiresAt).toBe(minutes(30).toISOString());
  });

  it('in English in one part; none in the quiet hours, nor once the hold has ended or been paid', async () => {
    const english = await heldBooking('01811000502', 'en');
    const late = await heldBooking('01911000503', 'bn');
    await h.runtime.database.db
      .update(bookings)
      .set({ holdUntil: minutes(11 * 60 + 30) })
      .where(eq(bookings.id, late._id));
    const paid = await heldBooking('01611000504', 'bn');
    await h.runtime.database.db.update(bookings).set({ holdUntil: null }).where(eq(bookings.id, paid._id));
    // 23:25 in Dhaka, quiet: the hold ending at 23:30 is not texted (it would wait for the morning).
    await job().run(minutes(11 * 60 + 25));
    await h.runtime.smsQueue.drain();
    expect(peer.to('+8801911000503').filter((m) => m.sms.includes('মিনিট রাখা আছে'))).toEqual([]);
    await job().run(minutes(22));
    await h.runtime.smsQueue.drain();
    const [held] = peer.to('+8801811000502').filter((m) => m.sms.includes('held'));
    expect(held).toMatchObject({
      smsType: 'EN',
      sms: `Travelez: your seats for booking ${reference(english._id)} are held 8 more minutes. Pay the advance to keep them.`,
    });
    expect(held!.sms.length).toBeLessThanOrEqual(160);
    // 12:40 in Dhaka: the holds ended at 12:30; nothing more.
    await job().run(minutes(40));
    await h.runtime.smsQueue.drain();
    expect(peer.to('+8801811000502').filter((m) => m.sms.includes('held'))).toHaveLength(1);
    expect(peer.to('+8801611000504').filter((m) => m.sms.includes('মিনিট রাখা আছে'))).toEqual([]);
  });
});
