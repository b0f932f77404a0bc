/**
 * The abuse paths of the security audit, in-process on PGlite and
 * PostgreSQL: body size, control characters, account names, booking e-mails and their limit,
 * verification e-mails, private answers, travellers and card numbers, and the response cache
 * against junk POSTs. Each test failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bookingsPerHour } from '../../server/services/bookings.server.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

const bookingBody = (packageId: string, overrides: Record<string, unknown> = {}) => ({
  packageId,
  fullName: 'Alice Rahman',
  email: 'someone-else@example.com',
  phone: '+880 1711 000111',
  address: 'House 1, Road 2',
  city: 'Dhaka',
  travelDate: addDays(dhakaDate(), 120),
  travellers: 2,
  cardName: 'ALICE RAHMAN',
  cardNumber: '4242 4242 4242 4242',
  cvc: '987',
  expireDate: '12/2035',
  ...overrides,
});

async function addUsers(h: ApiHarness, viewers: Record<string, ReturnType<typeof customerViewer>>) {
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
}

/** A package with a departure on the date bookingBody() books, with room for every test. */
async function bookablePackage(h: ApiHarness): Promise<Pkg> {
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  const pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
  await openDeparture(h, pkg._id, addDays(dhakaDate(), 120), 200);
  return pkg;
}

describe('bad input everywhere (catalogue harness, limits off)', () => {
  let h: ApiHarness;
  let pkg: Pkg;
  beforeAll(async () => {
    h = await startApiHarness();
    await addUsers(h, { alice: customerViewer(201) });
    h.viewer('admin', adminViewer());
    pkg = await bookablePackage(h);
  });
  afterAll(async () => h?.close());

  it('a body over 64 KB answers 413 with a clear message before anything reads it, for JSON and forms alike', async () => {
    const big = 'x'.repeat(200 * 1024);
    const json = await h.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: big, email: 'a@example.com', subject: 's', message: 'm' },
    });
    expect(json.status).toBe(413);
    expect(((await json.json()) as { error: string }).error).toBe('The request is too large: the limit is 64 KB.');
    expect(json.headers.get('connection')).toBe('close');
    const form = await h.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=${big}`,
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toBe('The request is too large: the limit is 64 KB.');
    // Multipart from anyone but an admin gets the same limit.
    const boundary = 'b0undary';
    const multipart = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${'x'.repeat(100 * 1024)}\r\n--${boundary}--\r\n`,
    );
    const upload = await h.request('/api/uploads', {
      method: 'POST',
      body: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(multipart.byteLength) },
    });
    expect(upload.status).toBe(413);
    expect(await h.runtime.services.messages.list('contactUs')).toHaveLength(0);
  });

  it('a control character in a query parameter answers 400 with a clear message (pages and API)', async () => {
    for (const path of ['/api/searchTourPackages?where=%00', '/tour.data?where=%00', '/tour?where=a%0Ab', '/api/allTourPackages?x=%1b']) {
      const res = await h.request(path);
      expect(res.status, path).toBe(400);
      const text = await res.text();
      expect(text, path).toMatch(/contains a control character that is not allowed/);
      expect(text).not.toMatch(/select|at .*\.ts|node_modules/i);
    }
  });

  it('a NUL byte or escape in a text field answers 400 naming the field, and stores nothing', async () => {
    const contact = await h.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'Hello\u0000world' },
    });
    expect(contact.status).toBe(400);
    expect(((await contact.json()) as { error: string }).error).toBe(
      'The field "message" contains a control character that is not allowed. Please remove it and try again.',
    );
    const form = await h.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Eve%1B%5B31m&email=eve%40example.com&subject=Hi&message=Hello',
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toMatch(/^The field "name" contains a control character/);
    const booking = await h.request('/api/bookTour', { method: 'POST', as: 'alice', json: bookingBody(pkg._id, { fullName: 'Alice\u0000' }) });
    expect(booking.status).toBe(400);
    expect(await h.runtime.services.messages.list('contactUs')).toHaveLength(0);
    expect(await h.runtime.services.bookings.listForUser(customerViewer(201).userId)).toHaveLength(0);
  });

  it('a line break in a single-line field is refused by its schema; a message may hold line breaks', async () => {
    const name = await h.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: 'Eve\n[auth] created the admin account eve@example.com', email: 'eve@example.com', subject: 'Hi', message: 'x' },
    });
    expect(name.status).toBe(400);
    expect(((await name.json()) as { error: string }).error).toBe('Name must be a single line without control characters');
    const ok = await h.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'Line one\r\nLine two' },
    });
    expect(ok.status).toBe(201);
  });

  it('travellers must be digits: "0x10", "1e1" and " " are not numbers of people', async () => {
    for (const travellers of ['0x10', '1e1', '2.0', '-1']) {
      const res = await h.request('/api/bookTour', { method: 'POST', as: 'alice', json: bookingBody(pkg._id, { travellers }) });
      expect(res.status, travellers).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues.find((i) => i.path === 'travellers')?.message, travellers).toMatch(/Travellers must be/);
    }
  });

  it('a card number that passes Luhn but no issuer uses is refused', async () => {
    for (const cardNumber of ['000000000000', '0000 0000 0000 0000', '9999 9999 9999 9995']) {
      const res = await h.request('/api/bookTour', { method: 'POST', as: 'alice', json: bookingBody(pkg._id, { cardNumber }) });
      expect(res.status, cardNumber).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Card number is not valid/);
    }
  });

  it('booking e-mails go to the account e-mail only: the contact e-mail is shown, never mailed', async () => {
    await h.forgetMail();
    const res = await h.request('/api/bookTour', { method: 'POST', as: 'alice', json: bookingBody(pkg._id) });
    expect(res.status).toBe(201);
    const booking = (await res.json()) as { _id: string; email: string };
    expect(booking.email).toBe('someone-else@example.com');
    await h.mailDelivered();
    const recipients = h.sentMail.flatMap((m) => [m.to].flat());
    expect(recipients).toContain(customerViewer(201).email);
    expect(recipients).not.toContain('someone-else@example.com');
    await h.forgetMail();
    expect((await h.request(`/api/bookTour/${booking._id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Confirmed' } })).status).toBe(200);
    await h.mailDelivered();
    expect(h.sentMail.map((m) => m.to)).toEqual([customerViewer(201).email]);
    await h.forgetMail();
    expect((await h.request(`/api/individualBookTour/${booking._id}/cancel`, { method: 'POST', as: 'alice', json: {} })).status).toBe(200);
    await h.mailDelivered();
    const cancelRecipients = h.sentMail.flatMap((m) => [m.to].flat());
    expect(cancelRecipients).toContain(customerViewer(201).email);
    expect(cancelRecipients).not.toContain('someone-else@example.com');
  });

  it("a signed-in person's answers are private and not stored: Cache-Control: private, no-store", async () => {
    for (const path of ['/api/individualBookTour', '/api/allTourPackages']) {
      const res = await h.request(path, { as: 'alice' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const post = await h.request('/api/subcribers', { method: 'POST', json: { email: 'nostore@example.com' } });
    expect(post.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the booking limit per account (limits on)', () => {
  let h: ApiHarness;
  let pkg: Pkg;
  beforeAll(async () => {
    h = await startApiHarness({ env: { RATE_LIMIT: 'true' } });
    await addUsers(h, { spammer: customerViewer(301), other: customerViewer(302) });
    pkg = await bookablePackage(h);
  });
  afterAll(async () => h?.close());

  it(`${bookingsPerHour} new bookings an hour, then 429 with a clear message; replays and other accounts are not counted`, async () => {
    const made: string[] = [];
    for (let i = 0; i < bookingsPerHour; i++) {
      const res = await h.request('/api/bookTour', {
        method: 'POST',
        as: 'spammer',
        json: bookingBody(pkg._id, { travellers: 1 }),
        headers: { 'Idempotency-Key': `k${i}` },
      });
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { _id: string })._id);
    }
    // Replaying a key answers the booking it made and costs nothing.
    const replay = await h.request('/api/bookTour', {
      method: 'POST',
      as: 'spammer',
      json: bookingBody(pkg._id, { travellers: 1 }),
      headers: { 'Idempotency-Key': 'k0' },
    });
    expect(replay.status).toBe(200);
    await h.forgetMail();
    const over = await h.request('/api/bookTour', { method: 'POST', as: 'spammer', json: bookingBody(pkg._id, { travellers: 1 }) });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe(
      `You have made ${bookingsPerHour} bookings in the last hour. Please wait a while before booking again, or contact us.`,
    );
    await h.mailDelivered();
    expect(h.sentMail).toHaveLength(0);
    expect(await h.runtime.services.bookings.listForUser(customerViewer(301).userId)).toHaveLength(bookingsPerHour);
    expect((await h.request('/api/bookTour', { method: 'POST', as: 'other', json: bookingBody(pkg._id, { travellers: 1 }) })).status).toBe(201);
  });
});

describe('account names and e-mails to unverified addresses (real accounts)', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness({ seed: false, env: { BASE_URL: 'http://localhost' }, auth: (runtime) => runtime.accounts.gateway });
  });
  afterAll(async () => h?.close());

  it('a name with a control character, a line break or over 100 characters is refused, and no mail goes out', async () => {
    for (const [name, message] of [
      // A NUL never gets past the first check of every request; a line break reaches the name rule.
      ['Eve\u0000', 'The field "name" contains a control character that is not allowed. Please remove it and try again.'],
      ['Eve\nAdmin', 'Name must be a single line without control characters'],
      ['x'.repeat(101), 'Name must be at most 100 characters.'],
    ] as const) {
      const res = await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email: 'victim@example.com', password: 'secret1' } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      const body = (await res.json()) as { message?: string; error?: string };
      expect(body.message ?? body.error).toBe(message);
    }
    await h.mailDelivered();
    expect(h.sentMail).toHaveLength(0);
    // update-user holds names to the same rules (checked before the session, so no account needed).
    const update = await h.request('/api/auth/update-user', { method: 'POST', json: { name: 'x'.repeat(101) } });
    expect(update.status).toBe(400);
  });

  it('a 1 MB name is refused with 413 before better-auth reads it', async () => {
    const res = await h.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'x'.repeat(1024 * 1024), email: 'big@example.com', password: 'secret1' },
    });
    expect(res.status).toBe(413);
    await h.mailDelivered();
    expect(h.sentMail).toHaveLength(0);
  });

  it('the verification and reset e-mails to an unverified address carry no text the requester chose', async () => {
    const name = 'URGENT claim your refund at https://evil.example';
    const email = 'victim2@example.com';
    expect((await h.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password: 'secret1' } })).status).toBe(200);
    expect((await h.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' } })).status).toBe(200);
    await h.mailDelivered();
    const mails = h.sentMail.filter((m) => m.to === email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.text).not.toContain('URGENT');
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.subject).not.toContain('URGENT');
    }
  });
});

describe('the response cache and junk POSTs', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness({ responseCache: true });
    await addUsers(h, { carol: customerViewer(401) });
    h.viewer('admin', adminViewer());
  });
  afterAll(async () => h?.close());

  it('refused anonymous POSTs leave cached pages cached; a committed comment empties the cache', async () => {
    const blogs = (await (await h.request('/api/addBlogs')).json()) as { _id: string }[];
    const path = `/api/singleBlog/${blogs[0]!._id}`;
    await h.request(path);
    expect((await h.request(path)).headers.get('x-cache')).toBe('HIT');
    for (let i = 0; i < 5; i++) {
      const junk = await h.request('/api/contactUsMessage', { method: 'POST', json: { name: '' } });
      expect(junk.status).toBe(400);
    }
    expect((await h.request('/api/allTourPackages', { method: 'POST', json: {} })).status).toBeGreaterThanOrEqual(400);
    expect((await h.request(path)).headers.get('x-cache')).toBe('HIT');

    const comment = await h.request(`${path}/comments`, { method: 'POST', as: 'carol', json: { name: 'Carol', comment: 'Lovely trip' } });
    expect(comment.status).toBe(201);
    const after = await h.request(path);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(JSON.stringify(await after.json())).toContain('Lovely trip');
  });
});
