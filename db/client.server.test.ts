/**
 * Drizzle on PGlite as both ship: timestamps come back as dates, dates stay text, numerics as
 * text, in and out of a transaction (what the services rely on).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('Drizzle on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });

  it('reads timestamps, dates, intervals and numerics as the services expect', async () => {
    const db = drizzle(client);
    const query = sql`select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day, 1.5::numeric as n, '{"a":1}'::jsonb as j`;
    const rows = (await db.execute<{ at: unknown; day: unknown; n: unknown; j: unknown }>(query)).rows;
    expect(rows[0]).toMatchObject({ day: '2026-01-02', n: '1.5', j: { a: 1 } });
    expect(typeof rows[0]!.at).toBe('string');
    const inTx = await db.transaction(async (tx) => (await tx.execute<{ day: unknown }>(query)).rows);
    expect(inTx[0]!.day).toBe('2026-01-02');
  });
});
