/** The public site's API additions: blog comments ('Leave a Reply') and 'Find your tour'. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments } from '../../db/schema.ts';
import { customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let api: ApiHarness;
let blogId: string;
let commentsBefore: number;
const customer = customerViewer(7);

let packages: Pkg[];

beforeAll(async () => {
  api = await startApiHarness();
  api.viewer('customer', customer);
  api.viewer('unverified', { ...customerViewer(8), emailVerified: false });
  // Comments belong to a real account.
  await api.runtime.database.db.execute(
    sql`insert into users (id, name, email, email_verified) values (${customer.userId}, ${customer.name}, ${customer.email}, true)`,
  );
  const blogs = (await (await api.request('/api/addBlogs')).json()) as { _id: string; comments: unknown[] }[];
  blogId = blogs[0]!._id;
  commentsBefore = blogs[0]!.comments.length;
  packages = (await (await api.request('/api/allTourPackages')).json()) as Pkg[];
});
afterAll(() => api?.close());

const comment = (body: unknown, as?: string, id = blogId) => api.request(`/api/singleBlog/${id}/comments`, { method: 'POST', json: body, as });

describe('POST /api/singleBlog/{id}/comments', () => {
  it('needs a signed-in user with a verified e-mail', async () => {
    expect((await comment({ name: 'A', comment: 'Hi' })).status).toBe(401);
    expect((await comment({ name: 'A', comment: 'Hi' }, 'unverified')).status).toBe(403);
  });

  it("refuses blank, missing or too long fields with the form's message", async () => {
    for (const body of [{}, { name: 'A' }, { name: ' ', comment: 'x' }, { name: 'A', comment: '   ' }, { name: 'A', comment: 5 }]) {
      const res = await comment(body, 'customer');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('*This field is required');
    }
    expect((await comment({ name: 'A', comment: 'x'.repeat(2001) }, 'customer')).status).toBe(400);
    expect((await comment({ name: 'A', comment: 'Hi' }, 'customer', 'zzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
  });

  it('saves the comment as plain text under the account name, answers the new count, and the blog shows it', async () => {
    const text = '<script>alert(1)</script> Lovely tea!';
    const res = await comment({ name: '  Rumana  ', comment: text }, 'customer');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { comment: { commentorName: string; commentMessage: string }; count: number };
    expect(body.comment).toMatchObject({ commentorName: customer.name, commentMessage: text });
    expect(body.count).toBe(commentsBefore + 1);
    const blog = (await (await api.request(`/api/singleBlog/${blogId}`)).json()) as { comments: { commentMessage: string }[] };
    expect(blog.comments.at(-1)!.commentMessage).toBe(text);
  });
});

describe("nobody but the operator comments under the operator's name", () => {
  it("a name that claims the operator, or an admin's name, is refused with a field message and nothing is stored", async () => {
    const db = api.runtime.database.db;
    await db.execute(sql`insert into users (id, name, email, email_verified) values ('adminuser00000000001', 'Nusrat Jahan', 'nusrat@travelez.test', true)`);
    // Listed as an older version stored it (not lowercased), then announced as the admins service does.
    await db.execute(sql`insert into admins (id, email) values ('adminrow000000000001', 'Nusrat@travelez.test')`);
    api.runtime.services.changes.publish('accounts');
    const count = async () => (await db.select({ id: blogComments.id }).from(blogComments)).length;
    const before = await count();
    // Look-alikes too: Cyrillic, Greek, digits for letters, the name in Bangla script.
    for (const name of [
      'Travelez Admin',
      'travelez  admin',
      'ＳＵＰＰＯＲＴ',
      'Moderator',
      'nusrat jahan',
      'Trаvelez Аdmin',
      'Τravelez Αdmin',
      'Trave1ez Adm1n',
      'ট্রাভেলেজ',
    ]) {
      const res = await comment({ name, comment: 'Official: all tours are free today.' }, 'customer');
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { error: string; issues?: { path: string; message: string }[] };
      expect(body.error, name).toMatch(/kept for the Travelez team/);
    }
    // Nor under an account whose own name claims it.
    api.viewer('impostor', { ...customerViewer(9), name: 'Travelez Support' });
    await db.execute(
      sql`insert into users (id, name, email, email_verified) values (${customerViewer(9).userId}, 'Travelez Support', ${customerViewer(9).email}, true)`,
    );
    expect((await comment({ name: 'Just Me', comment: 'Official: all tours are free today.' }, 'impostor')).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/searchTourPackages', () => {
  it('with no criteria answers every package in catalogue order', async () => {
    const all = (await (await api.request('/api/searchTourPackages')).json()) as Pkg[];
    expect(all.map((p) => p._id)).toEqual(packages.map((p) => p._id));
  });

  it('matches the place or region, case-insensitively, every word', async () => {
    const target = packages[0]!;
    const res = (await (await api.request(`/api/searchTourPackages?where=${encodeURIComponent(target.name.toUpperCase())}`)).json()) as Pkg[];
    expect(res.map((p) => p._id)).toContain(target._id);
    const region = (await (await api.request(`/api/searchTourPackages?where=${encodeURIComponent(target.region)}`)).json()) as Pkg[];
    expect(region.length).toBeGreaterThan(0);
    expect(region.map((p) => p._id)).toContain(target._id);
    expect(await (await api.request('/api/searchTourPackages?where=qqqq%25')).json()).toEqual([]);
  });

  it('keeps only groups that take the guests, and packages with a departure between the dates (tests/api/search-departures.test.ts)', async () => {
    const guests = 10;
    const res = (await (await api.request(`/api/searchTourPackages?guests=${guests}`)).json()) as Pkg[];
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((p) => p.packageGroupPeoples >= guests)).toBe(true);
    // No departure is planned that far ahead.
    expect(await (await api.request('/api/searchTourPackages?checkIn=2099-03-01&checkOut=2099-03-03')).json()).toEqual([]);
  });

  it('explains bad criteria with 400', async () => {
    for (const [q, message] of [
      ['guests=0', 'Guest number must be at least 1'],
      ['guests=many', 'Guest number must be a whole number'],
      ['checkIn=2099-02-30', 'Check-in date must be a real date'],
      ['checkIn=2099-03-05&checkOut=2099-03-01', 'Check-out date must be after the check-in date'],
    ] as const) {
      const res = await api.request(`/api/searchTourPackages?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error, q).toBe(message);
    }
  });
});
