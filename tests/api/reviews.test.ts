/**
 * Verified reviews through the JSON API, on PGlite and PostgreSQL: only the traveller of a
 * completed, ended trip reviews it, once; averages and breakdowns; editing for 30 days; the admin
 * hides (audited) and replies; the package's rating comes from its reviews.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, users } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { Review, ReviewPage } from '../../shared/schemas/reviews.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
let packages: Pkg[];
const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;
const dave = customerViewer(601);
const erin = customerViewer(602);

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  for (const [key, v] of Object.entries({ dave, erin })) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true });
  }
  packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
});
afterAll(async () => h?.close());

/** Books a package for `as`, then (as the office would) sets its status and moves its trip into the past. */
async function trip(as: 'dave' | 'erin', slug: string, status: 'Completed' | 'Confirmed', endedDaysAgo: number) {
  const p = bySlug(slug);
  const departures = (await (await h.request(`/api/departures?packageId=${p._id}`)).json()) as { _id: string; date: string }[];
  const res = await h.request('/api/bookTour', {
    method: 'POST',
    as,
    json: {
      packageId: p._id,
      travelDate: departures[0]!.date,
      fullName: 'Dave Rahman',
      email: 'dave@example.com',
      phone: '+880 1711 000111',
      address: 'House 1',
      city: 'Dhaka',
      travellers: 1,
      cardName: 'DAVE',
      cardNumber: '4242 4242 4242 4242',
      cvc: '123',
      expireDate: '12/2035',
    },
  });
  expect(res.status).toBe(201);
  const { _id } = (await res.json()) as { _id: string };
  await h.runtime.database.db
    .update(bookings)
    .set({ status, travelDate: addDays(dhakaDate(), -endedDaysAgo - 2), totalDays: 2 })
    .where(eq(bookings.id, _id));
  return _id;
}

const review = (as: string, bookingId: string, rating: number | string, text = 'A lovely trip with a careful guide and good food.') =>
  h.request(`/api/bookTour/${bookingId}/review`, { method: 'POST', as, json: { rating, text } });

describe('who may review', () => {
  it('the traveller of a completed, ended trip reviews it once; others get 403, a second review 409', async () => {
    const done = await trip('dave', 'rangamati-kaptai-lake', 'Completed', 3);
    expect((await review('erin', done, 5)).status).toBe(403);
    expect((await h.request(`/api/bookTour/${done}/review`, { method: 'POST', json: { rating: 5, text: 'x'.repeat(20) } })).status).toBe(401);
    const first = await review('dave', done, 4);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ rating: 4, firstName: 'Dave', hidden: false });
    const again = await review('dave', done, 5);
    expect(again.status).toBe(409);
  });

  it('a trip that is not completed, or not over yet, cannot be reviewed yet (403 with the reason)', async () => {
    const confirmed = await trip('dave', 'kuakata-sunrise-sunset', 'Confirmed', 3);
    const res = await review('dave', confirmed, 5);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('Only a completed trip can be reviewed.');
    const running = await trip('dave', 'sonargaon-panam-city', 'Completed', -1);
    const early = await review('dave', running, 5);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { error: string }).error).toBe('You can review this tour once the trip has ended.');
  });

  it('is not signed with a name that claims the operator, look-alike letters included (400 with the code)', async () => {
    for (const fullName of ['Trаvelez Аdmin', 'Τravelez Αdmin', 'Trave1ez Adm1n', 'ট্রাভেলেজ']) {
      const done = await trip('erin', 'rangamati-kaptai-lake', 'Completed', 2);
      await h.runtime.database.db.update(bookings).set({ fullName }).where(eq(bookings.id, done));
      const res = await review('erin', done, 5);
      expect(res.status, fullName).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'operatorName' });
    }
  });

  it('refuses bad stars and empty or control-character text with clear messages', async () => {
    const done = await trip('erin', 'rangamati-kaptai-lake', 'Completed', 2);
    for (const [rating, text, message] of [
      [6, 'A fine trip with friendly people.', 'Choose 1 to 5 stars'],
      ['0', 'A fine trip with friendly people.', 'Choose 1 to 5 stars'],
      [4, 'short', 'Write at least 10 characters'],
    ] as const) {
      const res = await review('erin', done, rating, text);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
  });
});

describe('the invitation', () => {
  it('completing a booking e-mails its traveller a link to review the trip', async () => {
    const id = await trip('erin', 'sylhet-grand-loop', 'Confirmed', 1);
    await h.forgetMail();
    const res = await h.request(`/api/bookTour/${id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Completed' } });
    expect(res.status).toBe(200);
    await h.mailDelivered();
    const invite = h.sentMail.find((m) => m.to === erin.email);
    expect(invite?.subject).toBe('How was Sylhet? Review your trip');
    expect(invite?.text).toContain(`/detailsPackage/${id}#review`);
    expect((await review('erin', id, 5)).status).toBe(201);
  });
});

describe('what the tour page shows', () => {
  it('the average, count and breakdown of the visible reviews, newest first, five a page', async () => {
    const p = bySlug('saint-martin-coral-island-escape');
    const page = (await (await h.request(`/api/tourPackages/${p._id}/reviews`)).json()) as ReviewPage;
    const rows = await h.runtime.database.db.select().from(reviews).where(eq(reviews.packageId, p._id));
    const visible = rows.filter((r) => !r.hidden).map((r) => r.rating);
    expect(page.count).toBe(visible.length);
    expect(page.average).toBe(Math.round((visible.reduce((a, b) => a + b, 0) / visible.length) * 10) / 10);
    expect(page.breakdown).toEqual([1, 2, 3, 4, 5].map((star) => visible.filter((r) => r === star).length));
    expect(page.reviews.map((r) => r.createdAt)).toEqual([...page.reviews.map((r) => r.createdAt)].sort().reverse());
    // No booking id (it starts with the customer's phone reference) nor moderation fields in public.
    expect(page.reviews.length).toBeGreaterThan(0);
    for (const r of page.reviews) expect(Object.keys(r).filter((k) => ['bookingId', 'hidden', 'hiddenReason', 'userId'].includes(k))).toEqual([]);
    const bookingIds = rows.map((r) => r.bookingId);
    expect(bookingIds.filter((id) => JSON.stringify(page).includes(id))).toEqual([]);
    const openapi = (await (await h.request('/api/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(openapi.components.schemas.PublicReview!.properties)).not.toContain('bookingId');
    // The package's rating is now the travellers' average.
    const fresh = (await (await h.request(`/api/singleTourPackage/${p._id}`)).json()) as Pkg;
    expect(fresh).toMatchObject({ rating: page.average, reviewCount: page.count });
  });

  it('an admin saving a reviewed package as it is changes neither its rating nor its review count, in the answer or the audit', async () => {
    const p = bySlug('saint-martin-coral-island-escape');
    const current = (await (await h.request(`/api/singleTourPackage/${p._id}`)).json()) as Pkg & Record<string, unknown>;
    expect(current.reviewCount).toBeGreaterThan(0);
    // The package as the API reads it, sent back unchanged.
    const saved = await h.request(`/api/tourPackages/${p._id}`, { method: 'PUT', as: 'admin', json: current });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ rating: current.rating, reviewCount: current.reviewCount });
    const audit = (await (await h.request('/api/audit?limit=1000', { as: 'admin' })).json()) as { entityId: string; action: string; before: Pkg; after: Pkg }[];
    const entry = audit.find((e) => e.entityId === p._id && e.action === 'update')!;
    expect([entry.after.rating, entry.after.reviewCount]).toEqual([entry.before.rating, entry.before.reviewCount]);
  });

  it('pages through the reviews, and hides the hidden demo review (the advert)', async () => {
    const p = bySlug('sajek-valley-above-the-clouds');
    const page = (await (await h.request(`/api/tourPackages/${p._id}/reviews?page=1`)).json()) as ReviewPage;
    expect(JSON.stringify(page)).not.toContain('01711-000000');
    expect(page.count).toBe(3);
    expect((await h.request(`/api/tourPackages/${p._id}/reviews?page=abc`)).status).toBe(400);
    expect((await h.request('/api/tourPackages/zzzzzzzzzzzzzzzzzzzz/reviews')).status).toBe(404);
  });
});

describe('changing and moderating', () => {
  it('its author changes a review for 30 days; nobody else can', async () => {
    const done = await trip('dave', 'old-dhaka-heritage-food', 'Completed', 1);
    const made = (await (await review('dave', done, 3)).json()) as Review;
    const changed = await h.request(`/api/reviews/${made._id}`, {
      method: 'PATCH',
      as: 'dave',
      json: { rating: 5, text: 'Better than I first said: the food was the best in Dhaka.' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ rating: 5 });
    expect(
      (await h.request(`/api/reviews/${made._id}`, { method: 'PATCH', as: 'erin', json: { rating: 1, text: 'Not mine but I try to change it.' } })).status,
    ).toBe(403);
    // Written 31 days ago, as the review service would announce a change to it (the cached review lists drop it).
    await h.runtime.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(reviews.id, made._id));
    h.runtime.services.changes.publish('packages');
    const late = await h.request(`/api/reviews/${made._id}`, {
      method: 'PATCH',
      as: 'dave',
      json: { rating: 4, text: 'Too late to change this now, I know.' },
    });
    expect(late.status).toBe(403);
  });

  it('an admin hides a review with a reason (audited, gone from the page) and replies publicly', async () => {
    const p = bySlug('kuakata-sunrise-sunset');
    const before = (await (await h.request(`/api/tourPackages/${p._id}/reviews`)).json()) as ReviewPage;
    const target = before.reviews[0]!;
    expect((await h.request(`/api/reviews/${target._id}/visibility`, { method: 'POST', as: 'admin', json: { hidden: true } })).status).toBe(400);
    expect((await h.request(`/api/reviews/${target._id}/visibility`, { method: 'POST', as: 'dave', json: { hidden: true, reason: 'x' } })).status).toBe(403);
    const hid = await h.request(`/api/reviews/${target._id}/visibility`, {
      method: 'POST',
      as: 'admin',
      json: { hidden: true, reason: 'Names another customer' },
    });
    expect(await hid.json()).toMatchObject({ hidden: true, hiddenReason: 'Names another customer' });
    const after = (await (await h.request(`/api/tourPackages/${p._id}/reviews`)).json()) as ReviewPage;
    expect(after.count).toBe(before.count - 1);
    const audit = await h.runtime.services.audit.list();
    expect(audit.some((a) => a.action === 'hide' && a.entity === 'review' && a.entityId === target._id)).toBe(true);
    const other = after.reviews[0]!;
    const replied = await h.request(`/api/reviews/${other._id}/reply`, { method: 'PUT', as: 'admin', json: { reply: 'Thank you for travelling with us!' } });
    expect(await replied.json()).toMatchObject({ reply: 'Thank you for travelling with us!' });
    const shown = (await (await h.request(`/api/tourPackages/${p._id}/reviews`)).json()) as ReviewPage;
    expect(shown.reviews.find((r) => r._id === other._id)?.reply).toBe('Thank you for travelling with us!');
  });
});
