/**
 * The admin's catalogue writes through the JSON API: packages, blogs (with comment moderation),
 * events, messages and the audit trail they leave.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { blogComments } from '../../db/schema.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  h.viewer('customer', customerViewer());
});
afterAll(async () => {
  await h?.close();
});

const packageBody = () => ({
  name: 'Nijhum Dwip',
  packageName: 'Deer island escape',
  region: 'Noakhali',
  displayPhoto: '/uploads/abcdef0123456789abcdef01-960.webp',
  totaldays: 3,
  stayPlanDays: 3,
  stayPlanNight: 2,
  packageGroupPeoples: 12,
  packagePresentPrice: 9500,
  prePackagePrice: 11000,
  discount: 14,
  rating: 4.5,
  status: 'Available',
  overView: 'Mangroves, deer and quiet beaches.',
  slider1: '/uploads/abcdef0123456789abcdef02-960.webp',
  slider2: '',
  slider3: '',
  slider4: '',
  caption1: 'Morning on the channel',
  caption2: '',
  caption3: '',
  caption4: '',
  tourPlanDays: [
    { day: 'Day 1', describe: 'Dhaka to Hatiya by launch.' },
    { day: 'Day 2', describe: 'Forest walk at Chowdhury Khal.' },
    { day: 'Day 3', describe: 'Back to Dhaka.' },
  ],
});

const blogBody = () => ({
  title: 'Three days on the Meghna',
  subTitle: 'A river diary',
  tag: 'River',
  date: '2026-03-14',
  message: 'Slow boats and fast tea.',
  photo: '',
  authorName: 'Nusrat Jahan',
  authorMessage: 'Writes about rivers.',
  authorPhoto: '',
  blogDescription: '## Day one\n\nWe boarded at **Sadarghat**.',
});

async function auditFor(entityId: string) {
  const res = await h.request('/api/audit?limit=1000', { as: 'admin' });
  expect(res.status).toBe(200);
  const entries = (await res.json()) as { entityId: string; action: string; actorEmail: string; before: unknown; after: unknown }[];
  return entries.filter((e) => e.entityId === entityId);
}

describe('tour packages', () => {
  it('creates, edits (itinerary reordered) and removes a package, each change audited', async () => {
    const created = await h.request('/api/tourPackages', { method: 'POST', as: 'admin', json: packageBody() });
    expect(created.status).toBe(201);
    const pkg = (await created.json()) as { _id: string; tourPlanDays: { day: string }[]; rating: number };
    expect(pkg.rating).toBe(4.5);
    expect(pkg.tourPlanDays.map((d) => d.day)).toEqual(['Day 1', 'Day 2', 'Day 3']);

    const listed = (await (await h.request('/api/allTourPackages')).json()) as { _id: string }[];
    expect(listed.some((p) => p._id === pkg._id)).toBe(true);

    const edit = packageBody();
    edit.packagePresentPrice = 8800;
    edit.tourPlanDays = [edit.tourPlanDays[2]!, edit.tourPlanDays[0]!];
    const updated = await h.request(`/api/tourPackages/${pkg._id}`, { method: 'PUT', as: 'admin', json: edit });
    expect(updated.status).toBe(200);
    const single = (await (await h.request(`/api/singleTourPackage/${pkg._id}`)).json()) as {
      packagePresentPrice: number;
      tourPlanDays: { day: string }[];
    };
    expect(single.packagePresentPrice).toBe(8800);
    expect(single.tourPlanDays.map((d) => d.day)).toEqual(['Day 3', 'Day 1']);

    const removed = await h.request(`/api/tourPackages/${pkg._id}`, { method: 'DELETE', as: 'admin' });
    expect(removed.status).toBe(200);
    expect((await h.request(`/api/singleTourPackage/${pkg._id}`)).status).toBe(404);

    const audit = await auditFor(pkg._id);
    expect(audit.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = audit.find((e) => e.action === 'update')!;
    expect(update.actorEmail).toBe('admin@travelez.test');
    expect((update.before as { packagePresentPrice: number }).packagePresentPrice).toBe(9500);
    expect((update.after as { packagePresentPrice: number }).packagePresentPrice).toBe(8800);
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const before = ((await (await h.request('/api/allTourPackages')).json()) as unknown[]).length;
    const bad = { ...packageBody(), packageName: ' ', discount: 150, rating: 7, stayPlanNight: 9, displayPhoto: 'javascript:alert(1)', tourPlanDays: [] };
    const res = await h.request('/api/tourPackages', { method: 'POST', as: 'admin', json: bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    const byPath = Object.fromEntries(body.issues.map((i) => [i.path, i.message]));
    expect(byPath.packageName).toBe('Package name is required');
    expect(byPath.discount).toBe('Discount must be at most 100');
    expect(byPath.rating).toMatch(/Rating/);
    expect(byPath.displayPhoto).toMatch(/uploaded image/);
    expect(byPath.tourPlanDays).toBe('Add at least one itinerary day');
    const after = ((await (await h.request('/api/allTourPackages')).json()) as unknown[]).length;
    expect(after).toBe(before);
  });

  it('answers 401 to visitors and 403 to customers, and 404 for an unknown package', async () => {
    expect((await h.request('/api/tourPackages', { method: 'POST', json: packageBody() })).status).toBe(401);
    expect((await h.request('/api/tourPackages', { method: 'POST', as: 'customer', json: packageBody() })).status).toBe(403);
    const missing = await h.request(`/api/tourPackages/${newId()}`, { method: 'PUT', as: 'admin', json: packageBody() });
    expect(missing.status).toBe(404);
  });
});

describe('blogs', () => {
  it('creates, edits and removes a blog; the new blog lists first', async () => {
    const res = await h.request('/api/blogs', { method: 'POST', as: 'admin', json: blogBody() });
    expect(res.status).toBe(201);
    const blog = (await res.json()) as { _id: string };
    const list = (await (await h.request('/api/addBlogs')).json()) as { _id: string }[];
    expect(list[0]!._id).toBe(blog._id);

    const edited = await h.request(`/api/blogs/${blog._id}`, {
      method: 'PUT',
      as: 'admin',
      json: { ...blogBody(), title: 'Four days on the Meghna' },
    });
    expect(edited.status).toBe(200);
    expect(((await (await h.request(`/api/singleBlog/${blog._id}`)).json()) as { title: string }).title).toBe('Four days on the Meghna');
    expect((await h.request(`/api/blogs/${blog._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect((await h.request(`/api/singleBlog/${blog._id}`)).status).toBe(404);
    expect((await auditFor(blog._id)).map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('shows field errors for a blog without title, author or a real date', async () => {
    const res = await h.request('/api/blogs', {
      method: 'POST',
      as: 'admin',
      json: { ...blogBody(), title: '', authorName: '', date: '2026-02-30' },
    });
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string; message: string; code: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required', code: 'required' },
        { path: 'authorName', message: 'Author name is required', code: 'required' },
        { path: 'date', message: 'Date must be a real date', code: 'notRealDate' },
      ]),
    );
  });

  it('moderates comments: hide, show again, delete', async () => {
    const created = await h.request('/api/blogs', { method: 'POST', as: 'admin', json: blogBody() });
    expect(created.status).toBe(201);
    const blog = (await created.json()) as { _id: string };
    const db = h.runtime.database.db;
    const commentId = newId();
    await db.insert(blogComments).values({ id: commentId, blogId: blog._id, commentorName: 'Rafi', commentMessage: 'Spam spam' });
    const path = `/api/blogs/${blog._id}/comments/${commentId}`;

    const hidden = await h.request(path, { method: 'PATCH', as: 'admin', json: { hidden: true } });
    expect(hidden.status).toBe(200);
    let publicBlog = (await (await h.request(`/api/singleBlog/${blog._id}`)).json()) as { comments: unknown[] };
    expect(publicBlog.comments).toHaveLength(0);
    const moderation = (await (await h.request(`/api/blogs/${blog._id}/comments`, { as: 'admin' })).json()) as {
      _id: string;
      hidden: boolean;
    }[];
    expect(moderation).toEqual([expect.objectContaining({ _id: commentId, hidden: true })]);

    await h.request(path, { method: 'PATCH', as: 'admin', json: { hidden: false } });
    publicBlog = (await (await h.request(`/api/singleBlog/${blog._id}`)).json()) as { comments: unknown[] };
    expect(publicBlog.comments).toHaveLength(1);

    expect((await h.request(path, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect(await db.select().from(blogComments).where(eq(blogComments.id, commentId))).toHaveLength(0);
    expect((await h.request(path, { method: 'DELETE', as: 'admin' })).status).toBe(404);
    expect((await auditFor(commentId)).map((e) => e.action).sort()).toEqual(['delete', 'hide', 'show']);
    expect((await h.request(path, { method: 'PATCH', as: 'customer', json: { hidden: true } })).status).toBe(403);
  });
});

describe('events', () => {
  it('adds, edits and removes an event with an audit trail', async () => {
    const body = {
      name: 'Sajek Valley',
      message: 'Above the clouds',
      shortDescription: 'Three days in the hills',
      presentPrice: 7000,
      previousPrice: 8000,
      days: 3,
      nights: 2,
      eventDate: '20 May to 23 May',
      peoples: 20,
    };
    const res = await h.request('/api/upcommingevent', { method: 'POST', as: 'admin', json: body });
    expect(res.status).toBe(201);
    const event = (await res.json()) as { _id: string };
    const put = await h.request(`/api/upcommingevent/${event._id}`, { method: 'PUT', as: 'admin', json: { ...body, peoples: 25 } });
    expect(((await put.json()) as { peoples: number }).peoples).toBe(25);
    expect((await h.request(`/api/upcommingevent/${event._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect((await auditFor(event._id)).map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const missingText = await h.request('/api/upcommingevent', { method: 'POST', as: 'admin', json: { ...body, message: '' } });
    expect(missingText.status).toBe(400);
  });
});

describe('messages', () => {
  it('marks a message read and deletes it; kinds do not mix', async () => {
    const sent = await h.request('/api/contactUsMessage', {
      method: 'POST',
      json: { name: 'Mina', email: 'mina@example.com', subject: 'Group trip', message: 'Ten people in June?' },
    });
    const { _id } = (await sent.json()) as { _id: string };
    const read = await h.request(`/api/contactUsMessage/${_id}`, { method: 'PATCH', as: 'admin', json: { read: true } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { read: boolean }).read).toBe(true);
    expect((await h.request(`/api/touchInTouchMessage/${_id}`, { method: 'DELETE', as: 'admin' })).status).toBe(404);
    expect((await h.request(`/api/contactUsMessage/${_id}`, { method: 'DELETE', as: 'customer' })).status).toBe(403);
    expect((await h.request(`/api/contactUsMessage/${_id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect((await h.request(`/api/viewMessage/${_id}`, { as: 'admin' })).status).toBe(404);
    expect((await auditFor(_id)).map((e) => e.action).sort()).toEqual(['delete', 'mark-read']);
  });
});

describe('admins and the audit trail', () => {
  it('records adding and removing an admin, and only admins read the trail', async () => {
    const first = await h.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'first.admin@example.com' } });
    expect(first.status).toBe(201);
    const added = await h.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'New.Admin@Example.com' } });
    expect(added.status).toBe(201);
    const admin = (await added.json()) as { _id: string; email: string };
    expect(admin.email).toBe('new.admin@example.com');
    const again = await h.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'new.admin@example.com' } });
    expect(again.status).toBe(409);
    expect((await h.request(`/api/admins/${admin._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    // The one left is the last admin: it stays, and the answer says why.
    const last = (await (await h.request('/api/admins', { as: 'admin' })).json()) as { _id: string }[];
    expect(last).toHaveLength(1);
    const refused = await h.request(`/api/admins/${last[0]!._id}`, { method: 'DELETE', as: 'admin' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('The last admin cannot be removed');
    const entries = await auditFor(admin._id);
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expect((await h.request('/api/audit', { as: 'customer' })).status).toBe(403);
    expect((await h.request('/api/audit')).status).toBe(401);
  });

  it('lists every admin write in the OpenAPI document', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/tourPackages/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/blogs/{id}/comments/{commentId}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/uploads']?.post).toBeDefined();
    expect(doc.paths['/audit']?.get).toBeDefined();
    expect(doc.paths['/contactUsMessage/{id}']?.patch).toBeDefined();
  });
});
