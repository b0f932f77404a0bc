/**
 * E-mails in the customer's language (issue 26), on PGlite and PostgreSQL: an account remembers the
 * language it signed up (or last signed in) in, and its verification, reset and "already have an
 * account" e-mails go out in it, linking the pages in it; a booking remembers the language it was
 * made in (the page's, else the account's through the API), and every e-mail about it (confirmation,
 * status, cancellation, review invitation, departure reminder) is written in it; a waitlist's
 * e-mail goes out in the waiting account's language. The admins' notices stay in English.
 */
import { policyTextsIn } from '../../shared/policy.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, tourPackageTranslations, users } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingRequest } from '../../shared/schemas/booking.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

const tokenIn = (text: string, prefix: string) => {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in ${text}`);
  return new URL(link).searchParams.get('token')!;
};

describe('account e-mails in the account language', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness({ seed: false, env: { BASE_URL: 'http://localhost' }, auth: (runtime) => runtime.accounts.gateway });
  });
  afterAll(async () => h?.close());

  const ops = () => h.runtime.accounts.gateway.accounts!;
  const page = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' });
  const languageOf = async (email: string) => (await h.runtime.database.db.select().from(users).where(eq(users.email, email)))[0]?.language;
  const mailTo = (email: string) => h.sentMail.filter((m) => m.to === email);

  it('a sign-up on a Bangla page: a Bangla verification e-mail linking the Bangla page', async () => {
    const email = 'rumana@example.com';
    const result = await ops().signUp(page('/bn/signup'), 'client-bn-1', { name: 'Rumana', email, password: 'secret1', lang: 'bn' });
    expect(result.ok).toBe(true);
    await h.mailDelivered();
    expect(await languageOf(email)).toBe('bn');
    const [mail] = mailTo(email);
    expect(mail!.subject).toBe('Travelez-এর জন্য আপনার ই-মেইল যাচাই করুন');
    expect(mail!.html).toContain('<html lang="bn">');
    expect(mail!.text).toContain('প্রিয় গ্রাহক,');
    expect(mail!.text).toContain('লিংকটি ২৪ ঘণ্টা কাজ করবে।');
    expect(mail!.text).toMatch(/অ্যাকাউন্ট চালু করুন: http:\/\/localhost\/bn\/verify-email\?token=\S+/);

    // The Bangla link's token verifies the account like any other.
    const token = tokenIn(mail!.text, 'http://localhost/bn/verify-email?token=');
    expect((await h.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);

    // Signing up again with the address: the owner hears in the account's language.
    await ops().signUp(page('/signup'), 'client-bn-2', { name: 'Other', email, password: 'secret2', lang: 'en' });
    await h.mailDelivered();
    const again = mailTo(email)[1]!;
    expect(again.subject).toBe('আপনার আগে থেকেই একটি Travelez অ্যাকাউন্ট আছে');
    expect(again.text).toContain('প্রিয় Rumana,');
    expect(again.text).toContain('http://localhost/bn/signin');
    expect(await languageOf(email)).toBe('bn');
  });

  it('an English sign-up stays English, word for word as before; the API without a language too', async () => {
    const email = 'arif@example.com';
    expect((await ops().signUp(page('/signup'), 'client-en-1', { name: 'Arif', email, password: 'secret1', lang: 'en' })).ok).toBe(true);
    const api = await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Bare', email: 'bare@example.com', password: 'secret1' } });
    expect(api.status).toBe(200);
    await h.mailDelivered();
    for (const address of [email, 'bare@example.com']) {
      expect(await languageOf(address)).toBe('en');
      const [mail] = mailTo(address);
      expect(mail!.subject).toBe('Verify your e-mail for Travelez');
      expect(mail!.html).toContain('<html lang="en">');
      expect(mail!.text).toContain('The link works for 24 hours. If you did not sign up, you can ignore this e-mail.');
      expect(mail!.text).toMatch(/Activate your account: http:\/\/localhost\/verify-email\?token=\S+/);
    }
  });

  it('the API takes a language, and otherwise the visitor’s language cookie; anything else is English', async () => {
    await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Api', email: 'api-bn@example.com', password: 'secret1', language: 'bn' } });
    await h.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { cookie: 'lang=bn' },
      json: { name: 'Cookie', email: 'cookie-bn@example.com', password: 'secret1' },
    });
    await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Odd', email: 'odd@example.com', password: 'secret1', language: 'fr' } });
    await h.mailDelivered();
    expect(await languageOf('api-bn@example.com')).toBe('bn');
    expect(await languageOf('cookie-bn@example.com')).toBe('bn');
    expect(await languageOf('odd@example.com')).toBe('en');
    expect(mailTo('cookie-bn@example.com')[0]!.html).toContain('<html lang="bn">');
    expect(mailTo('odd@example.com')[0]!.html).toContain('<html lang="en">');
  });

  it('signing in on a page makes it the account language: the reset e-mail follows, with its link', async () => {
    const email = 'arif@example.com';
    const token = tokenIn(mailTo(email)[0]!.text, 'http://localhost/verify-email?token=');
    expect((await h.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);

    // A failed sign-in changes nothing.
    expect((await ops().signIn(page('/bn/signin'), 'client-si-1', { email, password: 'wrong-pass', lang: 'bn' })).ok).toBe(false);
    expect(await languageOf(email)).toBe('en');

    expect((await ops().signIn(page('/bn/signin'), 'client-si-2', { email: 'ARIF@example.com', password: 'secret1', lang: 'bn' })).ok).toBe(true);
    expect(await languageOf(email)).toBe('bn');
    await h.forgetMail();
    expect((await ops().requestReset(page('/signin'), 'client-si-3', email)).ok).toBe(true);
    await h.mailDelivered();
    const [reset] = mailTo(email);
    expect(reset!.subject).toBe('আপনার Travelez পাসওয়ার্ড রিসেট করুন');
    expect(reset!.text).toContain('প্রিয় Arif,');
    expect(reset!.text).toMatch(/নতুন পাসওয়ার্ড বেছে নিন: http:\/\/localhost\/bn\/reset-password\?token=\S+/);
    const resetToken = tokenIn(reset!.text, 'http://localhost/bn/reset-password?token=');
    expect(await ops().resetTokenIsValid(resetToken)).toBe(true);

    // Back on an English page: English again.
    expect((await ops().signIn(page('/signin'), 'client-si-4', { email, password: 'secret1', lang: 'en' })).ok).toBe(true);
    expect(await languageOf(email)).toBe('en');
    await h.forgetMail();
    await ops().requestReset(page('/bn/signin'), 'client-si-6', email);
    await h.mailDelivered();
    expect(mailTo(email)[0]!.subject).toBe('Reset your Travelez password');
    expect(mailTo(email)[0]!.text).toMatch(/Choose a new password: http:\/\/localhost\/reset-password\?token=\S+/);
  });
});

describe('booking e-mails in the booking language', () => {
  let h: ApiHarness;
  let pkg: Pkg;
  const nadia = customerViewer(2601);
  const karim = customerViewer(2602);
  const waiting = customerViewer(2603);
  const admin = adminViewer();

  beforeAll(async () => {
    h = await startApiHarness();
    const db = h.runtime.database.db;
    for (const [key, v, language] of [
      ['nadia', nadia, 'en'],
      ['karim', karim, 'bn'],
      ['waiting', waiting, 'bn'],
      ['admin', admin, 'en'],
    ] as const) {
      h.viewer(key, v);
      await db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true, language }).onConflictDoNothing();
    }
    await h.runtime.services.admins.ensure(admin.email);
    const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
    pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
    // The package's Bangla names (its package name left untranslated: it stays English).
    await db
      .insert(tourPackageTranslations)
      .values({ packageId: pkg._id, lang: 'bn', name: 'পরীক্ষার ট্যুর', packageName: null, meetingPoint: 'কলাবাগান বাস কাউন্টার' })
      .onConflictDoUpdate({
        target: [tourPackageTranslations.packageId, tourPackageTranslations.lang],
        set: { name: 'পরীক্ষার ট্যুর', packageName: null, meetingPoint: 'কলাবাগান বাস কাউন্টার' },
      });
  });
  afterAll(async () => h?.close());

  const request = (departureId: string, travellers = 1): BookingRequest => ({
    packageId: pkg._id,
    departureId,
    fullName: 'Nadia Islam',
    email: 'nadia.contact@example.com',
    phone: '+880 1711 000333',
    address: 'House 3',
    city: 'Khulna',
    travellers,
    cardName: 'NADIA ISLAM',
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: '12/35',
  });
  const mailTo = (v: Viewer) => h.sentMail.filter((m) => [m.to].flat().includes(v.email));
  const languageOfBooking = async (id: string) => (await h.runtime.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.language;
  const accountLanguage = async (v: Viewer) => (await h.runtime.database.db.select().from(users).where(eq(users.id, v.userId)))[0]!.language;

  it('a booking made on a Bangla page is Bangla: its confirmation, and its account from then on; the admins hear in English', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 150), 20);
    await h.forgetMail();
    const { booking } = await h.runtime.services.bookings.create(nadia, request(departureId, 2), null, { language: 'bn' });
    await h.mailDelivered();
    expect(await languageOfBooking(booking._id)).toBe('bn');
    expect(await accountLanguage(nadia)).toBe('bn');
    const [mail] = mailTo(nadia);
    expect(mail!.subject).toMatch(/^আপনার Travelez বুকিং TZ-/);
    expect(mail!.html).toContain('<html lang="bn">');
    expect(mail!.text).toContain('প্রিয় Nadia Islam,');
    expect(mail!.text).toContain('ভ্রমণকারী: ২');
    expect(mail!.text).toContain(`${h.runtime.config.baseUrl}/bn/detailsPackage/${booking._id}`);
    expect(mail!.text).toContain('পেমেন্ট নীতি');
    // The tour by its Bangla name where it is translated; the booking keeps what was booked.
    expect(mail!.subject).toContain(': পরীক্ষার ট্যুর');
    expect(mail!.text).toContain(`ট্যুর: পরীক্ষার ট্যুর - ${pkg.packageName}`);
    expect(booking.name).toBe(pkg.name);
    expect(mail!.text).not.toMatch(/Tk \d/);
    const adminMail = mailTo(admin)[0]!;
    expect(adminMail.subject).toMatch(/^New booking TZ-/);
    expect(adminMail.html).toContain('<html lang="en">');

    // The status change, the cancellation: in the booking's language, whatever the account's is now.
    await h.runtime.database.db.update(users).set({ language: 'en' }).where(eq(users.id, nadia.userId));
    await h.forgetMail();
    await h.runtime.services.bookings.setStatus({ userId: admin.userId, email: admin.email }, booking._id, 'Confirmed');
    await h.runtime.services.bookings.cancelOwn(nadia, booking._id);
    await h.mailDelivered();
    // (Two e-mails queued one after the other: the queue may send them in either order.)
    const status = mailTo(nadia).find((m) => !m.subject.includes('বাতিল'));
    const cancelled = mailTo(nadia).find((m) => m.subject.includes('বাতিল'));
    expect(mailTo(nadia)).toHaveLength(2);
    expect(status!.subject).toMatch(/^আপনার Travelez বুকিং TZ-\w+: নিশ্চিত$/);
    expect(status!.text).toContain('"অপেক্ষমাণ" থেকে বদলে "নিশ্চিত" হয়েছে');
    expect(cancelled!.subject).toMatch(/^আপনার Travelez বুকিং বাতিল হয়েছে: TZ-/);
    expect(cancelled!.text).toContain(policyTextsIn('bn').refund);
    expect(mailTo(admin).map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking cancelled: TZ-/)]);
  });

  it('POST /api/bookTour books in the account language; English stays as it was', async () => {
    const travelDate = addDays(dhakaDate(), 2);
    await openDeparture(h, pkg._id, travelDate, 20);
    const body = { ...request(''), departureId: undefined, travelDate, expireDate: '12/2035' };
    await h.forgetMail();
    const bn = await h.request('/api/bookTour', { method: 'POST', as: 'karim', json: body });
    const en = await h.request('/api/bookTour', { method: 'POST', as: 'admin', json: body });
    expect([bn.status, en.status]).toEqual([201, 201]);
    const bnBooking = (await bn.json()) as { _id: string };
    const enBooking = (await en.json()) as { _id: string };
    expect(await languageOfBooking(bnBooking._id)).toBe('bn');
    expect(await languageOfBooking(enBooking._id)).toBe('en');
    await h.mailDelivered();
    expect(mailTo(karim)[0]!.subject).toMatch(/^আপনার Travelez বুকিং/);
    // The ticket block too.
    expect(mailTo(karim)[0]!.text).toContain('আপনার টিকিট কোড');
    const english = mailTo(admin).find((m) => m.to === admin.email && m.subject.startsWith('Your Travelez booking'))!;
    expect(english.text).toContain('Your Order Successfully Done.');
    expect(english.text).toContain('Travellers: 1');

    // The departure reminder (3 days ahead), each in its booking's language.
    await h.forgetMail();
    const job = h.runtime.services.periodicJobs.find((j) => j.name === 'departure reminders')!;
    await job.run(new Date());
    await h.mailDelivered();
    const bnReminder = mailTo(karim).find((m) => m.subject.includes(' ভ্রমণ শুরু'))!;
    expect(bnReminder.text).toContain('আর ৩ দিন পর');
    expect(bnReminder.html).toContain('aria-label="QR টিকিট"');
    expect(bnReminder.subject).toContain('পরীক্ষার ট্যুর');
    expect(bnReminder.text).toContain('মিলনস্থল: কলাবাগান বাস কাউন্টার');
    expect(mailTo(admin).some((m) => m.subject.startsWith('Your trip to '))).toBe(true);

    // The review invitation after the trip.
    await h.forgetMail();
    const operator = { userId: admin.userId, email: admin.email };
    await h.runtime.services.bookings.setStatus(operator, bnBooking._id, 'Confirmed');
    await h.forgetMail();
    await h.runtime.services.bookings.setStatus(operator, bnBooking._id, 'Completed');
    await h.mailDelivered();
    const [invite] = mailTo(karim);
    expect(invite!.subject).toMatch(/কেমন লাগল\? আপনার ভ্রমণের রিভিউ দিন$/);
    expect(invite!.text).toContain(`/bn/detailsPackage/${bnBooking._id}#review`);
  });

  it('seats free again: the waitlist e-mail in the waiting account language, its links on the Bangla pages', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(dhakaDate(), 200), 2);
    const { booking } = await h.runtime.services.bookings.create(nadia, request(departureId, 2), null, { language: 'en' });
    expect((await h.runtime.services.departures.joinWaitlist(waiting, departureId)).joined).toBe(true);
    await h.forgetMail();
    await h.runtime.services.bookings.cancelOwn(nadia, booking._id);
    await h.mailDelivered();
    const [seats] = mailTo(waiting);
    expect(seats!.subject).toMatch(/: আসন খালি হয়েছে$/);
    expect(seats!.subject).toContain(`পরীক্ষার ট্যুর: ${pkg.packageName}`);
    expect(seats!.text).toContain('এখন ২টি আসন খালি আছে।');
    expect(seats!.text).toMatch(/\/bn\/leaveWaitlist\?token=\S+/);
    expect(seats!.text).toMatch(/\/bn\/bookNow\?package=\S+/);
    // Nadia's own cancellation is English: the booking was.
    expect(mailTo(nadia)[0]!.subject).toMatch(/^Your Travelez booking is cancelled: TZ-/);
  });
});
