/** Newsletter, contact-us and get-in-touch messages, and the admins list. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ seed: false });
  api.viewer('admin', adminViewer());
  api.viewer('customer', customerViewer());
});
afterAll(() => api?.close());

const countRows = async (table: string) => {
  const result = await api.runtime.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('newsletter', () => {
  it('subscribes once; subscribing again (any case) succeeds without a second row', async () => {
    const first = await api.request('/api/subcribers', { method: 'POST', json: { email: 'Rumana@Example.com' } });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ message: expect.any(String), email: 'rumana@example.com' });
    const again = await api.request('/api/subcribers', { method: 'POST', json: { email: 'rumana@example.COM ' } });
    expect(again.status).toBe(200);
    expect(await countRows('subscribers')).toBe(1);
  });

  it('rejects a missing or malformed address with the field named', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: `${'a'.repeat(300)}@x.com` }]) {
      const res = await api.request('/api/subcribers', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const payload = (await res.json()) as { issues: { path: string }[] };
      expect(payload.issues[0]!.path).toBe('email');
    }
    expect(await countRows('subscribers')).toBe(1);
  });

  it('lists subscribers for admins only', async () => {
    expect((await api.request('/api/subcribers')).status).toBe(401);
    expect((await api.request('/api/subcribers', { as: 'customer' })).status).toBe(403);
    const res = await api.request('/api/subcribers', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ _id: expect.any(String), email: 'rumana@example.com', createdAt: expect.any(String) }]);
  });
});

describe('messages', () => {
  const message = { name: 'Tanvir Ahmed', email: 'tanvir@example.com', subject: 'Family trip', message: 'Can we bring a toddler to Sajek?' };

  it.each([
    ['contactUsMessage', 'viewMessage', 'touchViewMessage'],
    ['touchInTouchMessage', 'touchViewMessage', 'viewMessage'],
  ])('POST /api/%s stores a message that admins can list and view', async (path, viewPath, otherViewPath) => {
    const res = await api.request(`/api/${path}`, { method: 'POST', json: message });
    expect(res.status).toBe(201);
    const { _id } = (await res.json()) as { _id: string };
    expect((await api.request(`/api/${path}`)).status).toBe(401);
    expect((await api.request(`/api/${path}`, { as: 'customer' })).status).toBe(403);
    const list = (await (await api.request(`/api/${path}`, { as: 'admin' })).json()) as { _id: string }[];
    expect(list.map((m) => m._id)).toContain(_id);
    const one = await api.request(`/api/${viewPath}/${_id}`, { as: 'admin' });
    expect(await one.json()).toMatchObject({ ...message, _id, read: false });
    // The other kind's view does not show it.
    expect((await api.request(`/api/${otherViewPath}/${_id}`, { as: 'admin' })).status).toBe(404);
    expect((await api.request(`/api/${viewPath}/${_id}`, { as: 'customer' })).status).toBe(403);
  });

  it('requires all four fields and a valid e-mail, storing nothing otherwise', async () => {
    const before = await countRows('messages');
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const res = await api.request('/api/contactUsMessage', { method: 'POST', json: { ...message, [field]: '   ' } });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
    const bad = await api.request('/api/touchInTouchMessage', { method: 'POST', json: { ...message, email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(await countRows('messages')).toBe(before);
  });
});

describe('admins', () => {
  it('lists, adds and removes admins; a duplicate is refused; the last admin stays', async () => {
    expect((await api.request('/api/admins')).status).toBe(401);
    expect((await api.request('/api/admins', { as: 'customer' })).status).toBe(403);
    expect((await api.request('/api/admins', { method: 'POST', json: { email: 'x@y.z' }, as: 'customer' })).status).toBe(403);

    const added = await api.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'Nadia@Travelez.test' } });
    expect(added.status).toBe(201);
    const nadia = (await added.json()) as { _id: string; email: string };
    expect(nadia.email).toBe('nadia@travelez.test');
    const dup = await api.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'nadia@travelez.test' } });
    expect(dup.status).toBe(409);
    expect((await api.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'bad' } })).status).toBe(400);

    const second = (await (await api.request('/api/admins', { method: 'POST', as: 'admin', json: { email: 'omar@travelez.test' } })).json()) as { _id: string };
    expect((await api.request(`/api/admins/${nadia._id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    const last = await api.request(`/api/admins/${second._id}`, { method: 'DELETE', as: 'admin' });
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: 'The last admin cannot be removed', code: 'lastAdmin' });
    const list = (await (await api.request('/api/admins', { as: 'admin' })).json()) as { email: string }[];
    expect(list.map((a) => a.email)).toEqual(['omar@travelez.test']);
  });
});
