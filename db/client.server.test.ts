/**
 * The PGlite client Drizzle is given (`withDriverParsers`): the parsers Drizzle passes with every
 * query are PGlite's own, so leaving them out of each query changes no result; a query with other
 * parsers keeps them.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRawTypes, withDriverParsers } from './client.server.ts';

/** What Drizzle's PGlite driver sends with a query (its `queryConfig` and `rawQueryConfig`). */
function driverConfigs(client: PGlite) {
  type Parsers = Record<number, (value: string) => unknown>;
  type Config = { rowMode: 'array' | 'object'; parsers: Parsers };
  // Private in Drizzle's types: read as the driver reads them.
  const prepared = new PglitePreparedQuery(client, 'select 1', [], { logQuery() {} }, new NoopCache(), undefined, undefined, undefined, undefined, false) as unknown as { queryConfig: Config; rawQueryConfig: Config };
  return [prepared.queryConfig, prepared.rawQueryConfig];
}

describe('withDriverParsers', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });

  it('knows every parser Drizzle passes, and each keeps the text as sent', () => {
    for (const config of driverConfigs(client)) {
      const types = Object.keys(config.parsers ?? {}).map(Number);
      expect(types.sort()).toEqual([...driverRawTypes].sort());
      for (const parse of Object.values(config.parsers ?? {})) expect(parse("2026-01-02 03:04:05+00")).toBe('2026-01-02 03:04:05+00');
    }
  });

  it('answers a query without the driver parsers as PGlite answers it with them', async () => {
    const wrapped = withDriverParsers(client);
    const text = `select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day, interval '1 day' as span, array['2026-01-02 03:04:05'::timestamp] as ats, 1.5::numeric as n, '{"a":1}'::jsonb as j`;
    const direct = await client.query(text, [], { rowMode: 'array', parsers: driverConfigs(client)[0]!.parsers });
    const through = (await wrapped.query(text, [], { rowMode: 'array', parsers: { 1184: (v: string) => v } })) as typeof direct;
    expect(through.rows).toEqual(direct.rows);
    expect(typeof (through.rows[0] as unknown[])[0]).toBe('string');
    // In a transaction too.
    const inTx = await wrapped.transaction(async (tx) => (await tx.query(text, [], { rowMode: 'array', parsers: { 1082: (v: string) => v } })).rows);
    expect((inTx[0] as unknown[])[1]).toBe('2026-01-02');
  });

  it('keeps parsers of other types that a query passes', async () => {
    const wrapped = withDriverParsers(client);
    const result = await wrapped.query<{ n: unknown }>('select 7::int4 as n', [], { parsers: { 23: (v: string) => `int:${v}` } });
    expect(result.rows[0]!.n).toBe('int:7');
  });

  it('serves Drizzle as before: timestamps become dates, dates stay text', async () => {
    const { drizzle } = await import('drizzle-orm/pglite');
    const db = drizzle(withDriverParsers(client));
    const rows = await db.execute<{ at: string; day: string }>(sql`select now() as at, '2026-01-02'::date as day`);
    expect(rows.rows[0]!.day).toBe('2026-01-02');
    expect(typeof rows.rows[0]!.at).toBe('string');
  });
});
