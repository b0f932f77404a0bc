/**
 * The access matrix, against the real server: every admin page (from app/routes/admin/routes.ts)
 * and every guarded API route (every operation of /api/openapi.json that documents a 401), tried
 * as an anonymous visitor, a signed-in user with an unverified e-mail, a verified customer and an
 * admin. Both lists are read at run time, so a new route is in the matrix by itself.
 *
 * Then: no customer can read another customer's bookings through any endpoint.
 */
import { randomBytes } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../app/routes/admin/routes.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, type TestUser } from '../support/accounts.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const mailDir = site.mailDir;
const issuer = site.oidcIssuer;

type Role = 'anonymous' | 'unverified' | 'customer' | 'admin';
const cookies: Record<Role, string> = { anonymous: '', unverified: '', customer: '', admin: '' };

/**
 * Guarded API operations a verified customer may use. Every other guarded operation is for admins
 * only: a new customer endpoint must be added here on purpose.
 */
/** Guarded by a shared secret, not a session (off without it): tests/api/sms-inbound.test.ts. */
const secretGuarded = new Set(['POST /sms/inbound']);

const customerOperations = new Set([
  'POST /bookTour',
  'POST /quote',
  'GET /individualBookTour',
  'GET /individualBookTour/{id}',
  'POST /individualBookTour/{id}/cancel',
  'PUT /individualBookTour/{id}/travellers',
  'GET /individualBookTour/{id}/ticket',
  'GET /individualBookTour/{id}/calendar.ics',
  'POST /individualBookTour/{id}/payments',
  'POST /singleBlog/{id}/comments',
  'POST /departures/{id}/waitlist',
  'DELETE /departures/{id}/waitlist',
  'POST /bookTour/{id}/review',
  'PATCH /reviews/{id}',
]);

/** An id of the right shape that names nothing. */
const missingId = 'zzzzzzzzzzzzzzzzzzzz';

interface Operation {
  method: string;
  path: string;
}
let guarded: Operation[] = [];
let pagePaths: string[] = [];

function flatten(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [...(e.path !== undefined ? [e.path] : []), ...flatten(e.children ?? [])]);
}

/** An unverified session: a Google account whose provider says the e-mail is not verified. */
async function unverifiedCookie(): Promise<string> {
  const browser = await launchBrowser();
  try {
    const { page, context } = await newPage(browser, baseURL);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${issuer}/**`);
    await page.locator('input[name="login"]').fill(`unverified${randomBytes(4).toString('hex')}`);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseURL}/**`);
    const cookie = (await context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
    const session = (await (await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } })).json()) as {
      user: { emailVerified: boolean };
    } | null;
    if (!session || session.user.emailVerified) throw new Error('Expected a signed-in, unverified session');
    return cookie;
  } finally {
    await browser.close();
  }
}

let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  const doc = (await (await fetch(`${baseURL}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  guarded = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => '401' in op.responses)
      .map(([method]) => ({ method: method.toUpperCase(), path }))
      .filter((op) => !secretGuarded.has(`${op.method} ${op.path}`)),
  );
  pagePaths = flatten(adminRoutes).map((p) => `/${p.replace(/:[A-Za-z]+/g, missingId)}`);

  customer = await createVerifiedUser(baseURL, mailDir, { name: 'Matrix Customer' });
  other = await createVerifiedUser(baseURL, mailDir, { name: 'Other Customer' });
  cookies.customer = await sessionCookie(baseURL, customer.email, customer.password);
  cookies.admin = await adminSessionCookie(baseURL);
  cookies.unverified = await unverifiedCookie();
}, 120_000);

async function callApi(op: Operation, role: Role) {
  const url = `${baseURL}/api${op.path.replace(/\{[^}]+\}/g, missingId)}`;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  const res = await fetch(url, {
    method: op.method,
    headers: sameSiteHeaders(baseURL, cookies[role] || undefined, hasBody ? { 'content-type': 'application/json' } : {}),
    body: hasBody ? '{}' : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

async function openPage(path: string, role: Role) {
  const res = await fetch(`${baseURL}${path}`, { headers: cookies[role] ? { cookie: cookies[role] } : {}, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
}

describe('access matrix', () => {
  it('reads the routes to try from the route table and the OpenAPI document', () => {
    expect(pagePaths).toContain('/manageAdmins');
    expect(pagePaths).toContain('/manageBooking');
    expect(pagePaths.length).toBeGreaterThanOrEqual(10);
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    for (const op of customerOperations) {
      const [method, path] = op.split(' ');
      expect(guarded, `${op} is listed as a customer operation but is not in the OpenAPI document`).toContainEqual({ method, path });
    }
  });

  it('admin pages: anonymous -> /signin (origin kept), signed-in non-admins -> 403 page, admin -> in', async () => {
    const problems: string[] = [];
    for (const path of pagePaths) {
      const anon = await openPage(path, 'anonymous');
      if (!(anon.status >= 300 && anon.status < 400 && anon.location.endsWith(`/signin?redirectTo=${encodeURIComponent(path)}`))) {
        problems.push(`anonymous ${path}: ${anon.status} ${anon.location}`);
      }
      for (const role of ['unverified', 'customer'] as const) {
        const r = await openPage(path, role);
        const toSignIn = r.status >= 300 && r.status < 400 && r.location.includes('/signin');
        if (!(r.status === 403 || (role === 'unverified' && toSignIn))) problems.push(`${role} ${path}: ${r.status} ${r.location}`);
        if (r.status === 403 && !/admins only/i.test(r.text)) problems.push(`${role} ${path}: 403 without the 'Admins only' page`);
      }
      const admin = await openPage(path, 'admin');
      if ([401, 403].includes(admin.status) || admin.location.includes('/signin') || admin.status >= 500) {
        problems.push(`admin ${path}: ${admin.status} ${admin.location}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('login-required pages (spec section 2): without a verified session -> /signin with the origin kept', async () => {
    const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as { _id: string }[];
    const blogs = (await (await fetch(`${baseURL}/api/addBlogs`)).json()) as { _id: string }[];
    const paths = [`/singleTour/${packages[0]!._id}`, `/singleBlog/${blogs[0]!._id}`, '/dashboard', '/bookNow', `/detailsPackage/${missingId}`];
    const problems: string[] = [];
    for (const path of paths) {
      for (const role of ['anonymous', 'unverified'] as const) {
        const r = await openPage(path, role);
        if (!(r.status >= 300 && r.status < 400 && r.location.endsWith(`/signin?redirectTo=${encodeURIComponent(path)}`))) {
          problems.push(`${role} ${path}: ${r.status} ${r.location}`);
        }
      }
      const asCustomer = await openPage(path, 'customer');
      if (asCustomer.location.includes('/signin') || [401, 403].includes(asCustomer.status) || asCustomer.status >= 500) {
        problems.push(`customer ${path}: ${asCustomer.status} ${asCustomer.location}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('guarded API: anonymous 401, unverified 403, customer 403 on admin routes only, admin never refused', async () => {
    const problems: string[] = [];
    for (const op of guarded) {
      const name = `${op.method} ${op.path}`;
      const forCustomers = customerOperations.has(name);
      const expect401 = await callApi(op, 'anonymous');
      if (expect401.status !== 401 || !expect401.type.includes('json') || !JSON.parse(expect401.text).error) {
        problems.push(`anonymous ${name}: ${expect401.status}`);
      }
      const unverified = await callApi(op, 'unverified');
      if (unverified.status !== 403 || !unverified.type.includes('json')) problems.push(`unverified ${name}: ${unverified.status}`);
      const asCustomer = await callApi(op, 'customer');
      if (forCustomers ? [401, 403].includes(asCustomer.status) : asCustomer.status !== 403) {
        problems.push(`customer ${name}: ${asCustomer.status}`);
      }
      const asAdmin = await callApi(op, 'admin');
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500) problems.push(`admin ${name}: ${asAdmin.status}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("another customer's bookings", () => {
  it('no endpoint shows one customer the booking of another', async () => {
    const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as { _id: string }[];
    // A departure of the package with a seat left.
    const departures = (await (await fetch(`${baseURL}/api/departures?packageId=${packages[0]!._id}`)).json()) as { _id: string; seatsLeft: number }[];
    const departureId = departures.find((d) => d.seatsLeft >= 1)!._id;
    const phone = `+8801${Math.floor(100000000 + Math.random() * 899999999)}`;
    const booked = await fetch(`${baseURL}/api/bookTour`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, cookies.customer, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        packageId: packages[0]!._id,
        fullName: 'Matrix Customer',
        email: customer.email,
        phone,
        address: 'House 1, Road 2',
        city: 'Dhaka',
        departureId,
        travellers: 1,
        cardName: 'Matrix Customer',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/30',
      }),
    });
    expect(booked.status, await booked.clone().text()).toBeLessThan(300);
    const booking = (await booked.json()) as { _id: string };
    expect(booking._id).toBeTruthy();

    // The owner sees it.
    const own = await fetch(`${baseURL}/api/individualBookTour/${booking._id}`, { headers: { cookie: cookies.customer } });
    expect(own.status).toBe(200);

    const otherCookie = await sessionCookie(baseURL, other.email, other.password);
    const secrets = [booking._id, customer.email, phone];
    const leaks: string[] = [];
    // Every GET of the API with each path parameter set to the booking's id and ?email= the owner's.
    const doc = (await (await fetch(`${baseURL}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!('get' in ops)) continue;
      const url = `${baseURL}/api${path.replace(/\{[^}]+\}/g, booking._id)}?email=${encodeURIComponent(customer.email)}`;
      const res = await fetch(url, { headers: { cookie: otherCookie } });
      const body = await res.text();
      for (const secret of secrets) if (body.includes(secret)) leaks.push(`GET ${path} (${res.status}) shows ${secret}`);
    }
    // The customer's own list, the booking card and the dashboard pages.
    for (const page of ['/dashboard', `/detailsPackage/${booking._id}`, `/bookDetails/${booking._id}`]) {
      const res = await fetch(`${baseURL}${page}`, { headers: { cookie: otherCookie }, redirect: 'manual' });
      const body = await res.text();
      for (const secret of secrets) if (body.includes(secret)) leaks.push(`page ${page} (${res.status}) shows ${secret}`);
    }
    expect(leaks).toEqual([]);

    // Named directly, the owner's e-mail and the booking's id are refused.
    const byEmail = await fetch(`${baseURL}/api/individualBookTour?email=${encodeURIComponent(customer.email)}`, {
      headers: { cookie: otherCookie },
    });
    expect(byEmail.status).toBe(403);
    const byId = await fetch(`${baseURL}/api/individualBookTour/${booking._id}`, { headers: { cookie: otherCookie } });
    expect([403, 404]).toContain(byId.status);
    const cancel = await fetch(`${baseURL}/api/individualBookTour/${booking._id}/cancel`, {
      method: 'POST',
      headers: sameSiteHeaders(baseURL, otherCookie, { 'content-type': 'application/json' }),
      body: '{}',
    });
    expect([403, 404]).toContain(cancel.status);
    const still = (await (await fetch(`${baseURL}/api/individualBookTour/${booking._id}`, { headers: { cookie: cookies.customer } })).json()) as {
      status: string;
    };
    expect(still.status).toBe('Pending');
  });
});
