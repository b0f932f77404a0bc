/** Tour packages, events and blogs: spec section 7 shapes and the error classes of the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
  api.viewer('admin', adminViewer());
  api.viewer('customer', customerViewer());
});
afterAll(() => api?.close());

const packageFields = [
  '_id',
  'name',
  'packageName',
  'displayPhoto',
  'totaldays',
  'packageGroupPeoples',
  'packagePresentPrice',
  'prePackagePrice',
  'rating',
  'status',
  'slider1',
  'slider2',
  'slider3',
  'slider4',
  'caption1',
  'caption2',
  'caption3',
  'caption4',
  'overView',
  'stayPlanDays',
  'stayPlanNight',
  'discount',
  'tourPlanDays',
];
const eventFields = ['_id', 'name', 'message', 'shortDescription', 'presentPrice', 'previousPrice', 'days', 'nights', 'eventDate', 'peoples', 'displayPhoto'];
const blogFields = ['_id', 'title', 'subTitle', 'tag', 'photo', 'date', 'message', 'authorName', 'authorMessage', 'authorPhoto', 'blogDescription', 'comments'];

describe('tour packages', () => {
  it('lists 20 or more packages with the spec fields', async () => {
    const res = await api.request('/api/allTourPackages');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const p of list) {
      for (const f of packageFields) expect(p, `package field ${f}`).toHaveProperty(f);
      expect(p._id).toMatch(/^[0-9a-z]{20}$/);
      expect(p.packagePresentPrice as number).toBeLessThan(p.prePackagePrice as number);
      expect((p.tourPlanDays as unknown[]).length).toBe(p.totaldays);
    }
  });

  it('answers one package by id, the same as in the list', async () => {
    const list = (await (await api.request('/api/allTourPackages')).json()) as { _id: string }[];
    const res = await api.request(`/api/singleTourPackage/${list[3]!._id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(list[3]);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaa', 'not-an-id', '1%27%20or%201=1', 'x'.repeat(300)]) {
      const res = await api.request(`/api/singleTourPackage/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('upcoming events', () => {
  const newEvent = {
    name: 'Hakaluki Haor Birding Weekend',
    message: 'Winter birds on the biggest wetland',
    shortDescription: 'Two days on boats among migratory birds.',
    presentPrice: 7800,
    previousPrice: 9200,
    days: 2,
    nights: 1,
    eventDate: '14 Jan to 15 Jan',
    peoples: 16,
    startDate: '2027-01-14',
    endDate: '2027-01-15',
  };

  it('lists 6 or more events with the spec fields, and one by id', async () => {
    const list = (await (await api.request('/api/upcommingevent')).json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const e of list) for (const f of eventFields) expect(e, `event field ${f}`).toHaveProperty(f);
    const one = await api.request(`/api/upcommingevent/${list[0]!._id as string}`);
    expect(await one.json()).toEqual(list[0]);
    expect((await api.request('/api/upcommingevent/bbbbbbbbbbbbbbbbbbbb')).status).toBe(404);
  });

  it('refuses to add an event without an admin (401 anonymous, 403 customer)', async () => {
    expect((await api.request('/api/upcommingevent', { method: 'POST', json: newEvent })).status).toBe(401);
    expect((await api.request('/api/upcommingevent', { method: 'POST', json: newEvent, as: 'customer' })).status).toBe(403);
    expect((await api.request('/api/upcommingevent/bbbbbbbbbbbbbbbbbbbb', { method: 'DELETE' })).status).toBe(401);
  });

  it('lets an admin add an event (text numbers accepted), records it, and remove it', async () => {
    const before = (await (await api.request('/api/upcommingevent')).json()) as unknown[];
    const res = await api.request('/api/upcommingevent', {
      method: 'POST',
      as: 'admin',
      json: { ...newEvent, presentPrice: '7800', displayPhoto: '' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { _id: string; presentPrice: number; name: string };
    expect(created).toMatchObject({ name: newEvent.name, presentPrice: 7800, days: 2 });
    const after = (await (await api.request('/api/upcommingevent')).json()) as unknown[];
    expect(after.length).toBe(before.length + 1);
    const audit = await api.runtime.services.audit.list();
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'event', entityId: created._id, actorEmail: 'admin@travelez.test' });

    const del = await api.request(`/api/upcommingevent/${created._id}`, { method: 'DELETE', as: 'admin' });
    expect(del.status).toBe(200);
    expect((await api.request(`/api/upcommingevent/${created._id}`)).status).toBe(404);
    expect((await api.request(`/api/upcommingevent/${created._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(404);
  });

  it('rejects bad input with 400 and issues, changing nothing', async () => {
    const count = async () => ((await (await api.request('/api/upcommingevent')).json()) as unknown[]).length;
    const before = await count();
    const cases: [unknown, string][] = [
      [{ ...newEvent, name: '' }, 'name'],
      [{ ...newEvent, days: 0 }, 'days'],
      [{ ...newEvent, presentPrice: -5 }, 'presentPrice'],
      [{ ...newEvent, presentPrice: 'cheap' }, 'presentPrice'],
      [{ ...newEvent, startDate: '2027-02-30' }, 'startDate'],
      [{ ...newEvent, endDate: '2027-01-01' }, 'endDate'],
      [{ ...newEvent, displayPhoto: 'javascript:alert(1)' }, 'displayPhoto'],
      [{ message: 'only a message' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.request('/api/upcommingevent', { method: 'POST', as: 'admin', json: body });
      expect(res.status, field).toBe(400);
      const payload = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(payload.error).toEqual(expect.any(String));
      expect(payload.issues.map((i) => i.path)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('answers 415 for a body that is not JSON, 400 for malformed JSON and 413 for a huge body', async () => {
    const form = await api.request('/api/upcommingevent', {
      method: 'POST',
      as: 'admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: 'The request body must be JSON (Content-Type: application/json)', code: 'bodyNotJson' });
    const malformed = await api.request('/api/upcommingevent', {
      method: 'POST',
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x",',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON', code: 'bodyNotValidJson' });
    const huge = await api.request('/api/upcommingevent', {
      method: 'POST',
      as: 'admin',
      json: { ...newEvent, shortDescription: 'x'.repeat(200_000) },
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request is too large: the limit is 64 KB.', code: 'requestTooLarge', params: [65536] });
  });
});

describe('blogs', () => {
  it('lists 12 or more blogs with comments, and one by id', async () => {
    const list = (await (await api.request('/api/addBlogs')).json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const b of list) for (const f of blogFields) expect(b, `blog field ${f}`).toHaveProperty(f);
    const withComments = list.find((b) => (b.comments as unknown[]).length > 0)!;
    expect((withComments.comments as Record<string, unknown>[])[0]).toEqual({
      _id: expect.any(String),
      commentorName: expect.any(String),
      commentorPhoto: expect.any(String),
      commentMessage: expect.any(String),
      commentTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const one = await api.request(`/api/singleBlog/${withComments._id as string}`);
    expect(await one.json()).toEqual(withComments);
    expect((await api.request('/api/singleBlog/cccccccccccccccccccc')).status).toBe(404);
  });
});

describe('the API as a whole', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await api.request('/api/nothingHere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('describes every spec endpoint in one OpenAPI document', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['get', '/allTourPackages'],
      ['get', '/singleTourPackage/{id}'],
      ['get', '/upcommingevent'],
      ['get', '/upcommingevent/{id}'],
      ['post', '/upcommingevent'],
      ['delete', '/upcommingevent/{id}'],
      ['get', '/addBlogs'],
      ['get', '/singleBlog/{id}'],
      ['post', '/subcribers'],
      ['get', '/subcribers'],
      ['post', '/touchInTouchMessage'],
      ['get', '/touchInTouchMessage'],
      ['post', '/contactUsMessage'],
      ['get', '/contactUsMessage'],
      ['get', '/viewMessage/{id}'],
      ['get', '/touchViewMessage/{id}'],
      ['get', '/admins'],
      ['post', '/admins'],
      ['delete', '/admins/{id}'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    // Inputs are documented from the validating schemas.
    const post = doc.paths['/subcribers']!.post as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(post.requestBody.content['application/json']!.schema.properties).toHaveProperty('email');
  });
});
