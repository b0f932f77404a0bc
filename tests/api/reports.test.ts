/**
 * The operator's reports on PGlite and PostgreSQL, each total checked against the bookings and
 * departures it comes from (recomputed here in plain TypeScript), plus filters, CSV and access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, departures } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

let h: ApiHarness;
type Row = Record<string, number | string>;

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  h.viewer('customer', customerViewer(701));
});
afterAll(async () => h?.close());

const report = async (name: string, query = '') => (await (await h.request(`/api/reports/${name}${query}`, { as: 'admin' })).json()) as Row[];
/** A booking's month in Bangladesh (UTC+6). */
const monthOf = (d: Date) => new Date(d.getTime() + 6 * 3_600_000).toISOString().slice(0, 7);
const worth = (b: typeof bookings.$inferSelect) => (b.status === 'Cancelled' ? (b.cancellationCharge ?? 0) : b.totalPrice);

describe('reports', () => {
  it('bookings and revenue per month add up to the bookings themselves', async () => {
    const all = await h.runtime.database.db.select().from(bookings);
    const rows = await report('monthly');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.reduce((n, r) => n + Number(r.bookings), 0)).toBe(all.length);
    expect(rows.reduce((n, r) => n + Number(r.revenue), 0)).toBe(all.reduce((n, b) => n + worth(b), 0));
    for (const r of rows) {
      const inMonth = all.filter((b) => monthOf(b.createdAt) === r.month);
      expect(Number(r.bookings), String(r.month)).toBe(inMonth.length);
      expect(Number(r.travellers)).toBe(inMonth.filter((b) => b.status !== 'Cancelled').reduce((n, b) => n + b.travellers, 0));
    }
  });

  it('filters by package and date range', async () => {
    const all = await h.runtime.database.db.select().from(bookings);
    const packageId = all.find((b) => b.name === 'Saint Martin Island')!.packageId!;
    const rows = await report('monthly', `?packageId=${packageId}`);
    expect(rows.reduce((n, r) => n + Number(r.bookings), 0)).toBe(all.filter((b) => b.packageId === packageId).length);
    const from = addDays(dhakaDate(), -60);
    const recent = await report('monthly', `?from=${from}`);
    const expected = all.filter((b) => new Date(b.createdAt.getTime() + 6 * 3_600_000).toISOString().slice(0, 10) >= from).length;
    expect(recent.reduce((n, r) => n + Number(r.bookings), 0)).toBe(expected);
    expect((await h.request(`/api/reports/monthly?from=2027-01-10&to=2027-01-01`, { as: 'admin' })).status).toBe(400);
    expect((await h.request('/api/reports/everything', { as: 'admin' })).status).toBe(404);
  });

  it('occupancy is seats sold of seats offered per departure', async () => {
    const rows = await report('occupancy');
    const all = await h.runtime.database.db.select().from(departures);
    expect(rows.length).toBe(all.filter((d) => d.status !== 'cancelled').length);
    const full = rows.find((r) => Number(r.percent) === 100 && r.name === 'Saint Martin Island');
    expect(full).toBeTruthy();
    for (const r of rows.slice(0, 50)) {
      const d = all.find((x) => x.id === r.departureId)!;
      expect(Number(r.sold)).toBe(d.seatsTaken);
      expect(Number(r.percent)).toBe(Math.round((d.seatsTaken / d.seats) * 100));
    }
  });

  it('cancellations count the charges kept and refunds owed', async () => {
    // Cancel one demo booking through the API, as the office would.
    const target = (await h.runtime.database.db.select().from(bookings)).find((b) => b.status === 'Pending')!;
    const res = await h.request(`/api/bookTour/${target.id}/status`, { method: 'PATCH', as: 'admin', json: { status: 'Cancelled' } });
    expect(res.status).toBe(200);
    const cancelled = (await h.runtime.database.db.select().from(bookings)).filter((b) => b.status === 'Cancelled');
    const rows = await report('cancellations');
    expect(rows.reduce((n, r) => n + Number(r.cancelled), 0)).toBe(cancelled.length);
    expect(rows.reduce((n, r) => n + Number(r.charges), 0)).toBe(cancelled.reduce((n, b) => n + (b.cancellationCharge ?? 0), 0));
    expect(rows.reduce((n, r) => n + Number(r.refunds), 0)).toBe(cancelled.reduce((n, b) => n + (b.refundAmount ?? 0), 0));
  });

  it('top packages are ordered by revenue; the coming week lists departures with their travellers', async () => {
    const top = await report('top-packages');
    expect(top.length).toBeGreaterThan(3);
    for (let i = 1; i < top.length; i++) expect(Number(top[i - 1]!.revenue)).toBeGreaterThanOrEqual(Number(top[i]!.revenue));
    const week = await report('upcoming-week');
    const today = dhakaDate();
    expect(week.every((r) => String(r.date) >= today && String(r.date) <= addDays(today, 7))).toBe(true);
    const all = await h.runtime.database.db.select().from(bookings);
    for (const r of week) {
      const held = all.filter((b) => b.departureId === r.departureId && ['Pending', 'Confirmed'].includes(b.status));
      expect(Number(r.travellers)).toBe(held.reduce((n, b) => n + b.travellers, 0));
    }
  });

  it('every report downloads as CSV, for admins only', async () => {
    for (const name of ['monthly', 'occupancy', 'cancellations', 'top-packages', 'upcoming-week']) {
      const res = await h.request(`/api/reports/${name}?format=csv`, { as: 'admin' });
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="travelez-${name}.csv"`);
      const lines = (await res.text()).trim().split('\r\n');
      expect(lines.length).toBe((await report(name)).length + 1);
    }
    expect((await h.request('/api/reports/monthly', { as: 'customer' })).status).toBe(403);
    expect((await h.request('/api/reports/monthly')).status).toBe(401);
  });
});
