/**
 * Property-based fuzzing of every write in the API. The routes come from /api/openapi.json at test
 * time, so a new POST, PUT, PATCH or DELETE is covered the day it is added. For each route a
 * plausible body is built from its JSON schema, then broken in one or more ways (a missing field,
 * a wrong type, a huge string, odd Unicode, HTML and script payloads, extra fields, a body that is
 * not an object, malformed JSON, a wrong content type) and sent as an admin, a customer or an
 * anonymous visitor. Invariants: never a 5xx; a rejected request (4xx) answers JSON with an error
 * message and leaves every table exactly as it was.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
interface Operation {
  method: string;
  path: string;
  schema: JsonSchema | undefined;
  contentType: string | undefined;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Runs per route: enough to hit every mutation kind, small enough for well under a minute. */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 40);
/** Tables whose rows legitimately change on a refused request (abuse counters). */
const volatileTables = new Set(['rate_limits']);

let harness: ApiHarness;
let doc: OpenApiDoc;
let operations: Operation[];
let tables: string[];
let knownIds: string[];

beforeAll(async () => {
  harness = await startApiHarness();
  harness.viewer('admin', adminViewer());
  harness.viewer('customer', customerViewer(1));
  // Both have accounts, as real signed-in viewers do.
  await harness.runtime.database.db
    .insert(users)
    .values([adminViewer(), customerViewer(1)].map((v) => ({ id: v.userId, name: v.name, email: v.email, emailVerified: true })))
    .onConflictDoNothing();
  await harness.runtime.services.admins.ensure(adminViewer().email);
  const res = await harness.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDoc;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => {
        const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        return { method: method.toUpperCase(), path, schema: media?.schema, contentType };
      }),
  );
  tables = (
    await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((t) => !volatileTables.has(t));
  knownIds = await collectIds();
});

afterAll(async () => {
  await harness?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await harness.runtime.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Every table's row count and a digest of its whole content, in one round trip. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    // An order-free digest of each table's rows: their count and the sum of each row's 64-bit hash
    // (no sorting, no whole-table string), so a snapshot stays cheap beside a request.
    (t) => `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as v from "${t}" x`,
  );
  const result = await rows<{ t: string; v: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(result.map((r) => [r.t, r.v]));
}

/** Ids of existing rows (packages, events, blogs, messages, ...) to aim path parameters at. */
async function collectIds(): Promise<string[]> {
  const withId = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id'`,
  );
  const ids: string[] = [];
  for (const { name } of withId) {
    const found = await rows<{ id: string }>(sql.raw(`select id::text as id from "${name}" limit 3`));
    ids.push(...found.map((r) => r.id));
  }
  return ids;
}

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  if (s.allOf?.length) {
    return s.allOf.map(resolve).reduce<JsonSchema>(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
  }
  return s;
}

/** A value that satisfies the schema as far as a generic reading of it can tell. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => resolve(a).type !== 'null') ?? alt[0], depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'email') return 'fuzz.tester@example.com';
      if (s.format === 'date') return '2027-03-15';
      if (s.format === 'date-time') return '2027-03-15T10:00:00.000Z';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/a.webp';
      const min = Math.max(s.minLength ?? 1, 1);
      const text = 'Fuzz sample text for a field'.padEnd(min, 'x');
      return s.maxLength ? text.slice(0, s.maxLength) : text;
    }
    default:
      return 'sample';
  }
}

const scriptPayloads = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  "'; drop table tour_packages; --",
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
];
const oddStrings = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\u202eevil', 'ｆｕｌｌｗｉｄｔｈ', '👩‍👩‍👧‍👦🇧🇩', 'Z̷̢͎a̵̛l̶g̷o', '\r\n\t', 'null', 'NaN', ...scriptPayloads),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const wrongTyped = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  oddStrings,
);
const hugeString = fc.constantFrom(5_000, 70_000, 200_000).map((n) => 'A'.repeat(n));

type Mutation =
  | { kind: 'missing'; pick: number }
  | { kind: 'wrongType'; pick: number; value: unknown }
  | { kind: 'huge'; pick: number; value: string }
  | { kind: 'odd'; pick: number; value: string }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('missing' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wrongType' as const), pick: fc.nat(), value: wrongTyped }),
  fc.record({ kind: fc.constant('huge' as const), pick: fc.nat(), value: hugeString }),
  fc.record({ kind: fc.constant('odd' as const), pick: fc.nat(), value: oddStrings }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', '_id', 'isAdmin', 'status', 'role', 'price'), fc.string({ maxLength: 12 })),
    value: wrongTyped,
  }),
);

type Body =
  | { kind: 'mutated'; mutations: Mutation[] }
  | { kind: 'notAnObject'; value: unknown }
  | { kind: 'malformed'; raw: string }
  | { kind: 'wrongContentType'; type: string }
  | { kind: 'none' };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('mutated' as const), mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('notAnObject' as const), value: fc.oneof(wrongTyped, fc.constant([])) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('malformed' as const),
      raw: fc.oneof(
        fc.constantFrom('{', '{"email":', "{'email':'a@b.c'}", '{"a":1,}', 'undefined', '\u0000', '[', '{"a":"\\ud800"}', ''),
        fc.string({ maxLength: 30 }).map((s) => `{${s}`),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrongContentType' as const),
      type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

const viewerKey = fc.constantFrom('admin', 'customer', undefined);
const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constant('known') },
  { weight: 2, arbitrary: fc.oneof(oddStrings, fc.constantFrom('0', '-1', 'aaaaaaaaaaaaaaaaaaaa', 'A'.repeat(300), '%00', '..%2f..')) },
);

function applyMutations(base: unknown, mutations: Mutation[]): unknown {
  if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const m of mutations) {
    const keys = Object.keys(out);
    const key = 'pick' in m && keys.length ? keys[m.pick % keys.length]! : undefined;
    if (m.kind === 'missing' && key) delete out[key];
    else if ((m.kind === 'wrongType' || m.kind === 'huge' || m.kind === 'odd') && key) out[key] = m.value;
    else if (m.kind === 'extra') Object.defineProperty(out, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    else if (!key) out[`field${m.kind}`] = 'value' in m ? m.value : null;
  }
  return out;
}

/** Replaces each `{param}` of the path. */
function fillPath(path: string, param: string, pick: number): string {
  return path.replace(/\{[^}]+\}/g, () => encodeSegment(param === 'known' && knownIds.length ? knownIds[pick % knownIds.length]! : param));
}

/** Percent-encodes a path segment; a lone surrogate becomes invalid UTF-8 on the wire (also bad input). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

describe('API fuzzing: bad input never breaks the server and a refusal changes nothing', () => {
  it('finds the writes to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /subcribers', 'POST /contactUsMessage', 'POST /touchInTouchMessage']),
    );
  });

  it('every POST, PUT, PATCH and DELETE of /api/openapi.json', async () => {
    const failures: string[] = [];
    let refused = 0;
    let lastRefusal: Record<string, string> | undefined;
    for (const op of operations) {
      const base = sample(op.schema);
      await fc.assert(
        fc.asyncProperty(viewerKey, pathParam, fc.nat(), body, async (as, param, pick, b) => {
          const url = `/api${fillPath(op.path, param, pick)}`;
          // A DELETE with a real id as an admin is a legitimate removal, not bad input.
          if (op.method === 'DELETE' && as === 'admin' && param === 'known') as = 'customer';
          const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': `fuzz-${pick}` };
          let payload: string | undefined;
          if (b.kind === 'mutated') payload = JSON.stringify(applyMutations(base, b.mutations));
          else if (b.kind === 'notAnObject') payload = JSON.stringify(b.value);
          else if (b.kind === 'malformed') payload = b.raw;
          else if (b.kind === 'wrongContentType') {
            payload = JSON.stringify(base);
            if (b.type) headers['content-type'] = b.type;
            else delete headers['content-type'];
          } else delete headers['content-type'];

          // The tables as the last refused request left them (unchanged by it), or as of now after
          // an accepted one: a snapshot is taken only where a write may have happened.
          const before = (lastRefusal ??= await snapshot());
          const res = await harness.request(url, { method: op.method, headers, body: payload, as });
          const text = await res.text();
          const where = `${op.method} ${url} as ${as ?? 'anonymous'} body ${JSON.stringify(b).slice(0, 300)} -> ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400) lastRefusal = undefined;
          if (res.status >= 400) {
            refused++;
            expect(res.headers.get('content-type') ?? '', where).toMatch(/application\/json/);
            const error = (JSON.parse(text) as { error?: unknown }).error;
            expect(typeof error === 'string' && error.length > 0, where).toBe(true);
            const after = await snapshot();
            lastRefusal = after;
            const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
            if (changed.length) failures.push(`${where}\n  changed tables: ${changed.join(', ')}`);
            expect(changed, where).toEqual([]);
          }
        }),
        { numRuns: runsPerRoute, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // The generators really produce bad input: most requests are refused.
    expect(refused).toBeGreaterThan(operations.length * runsPerRoute * 0.5);
  }, 240_000);

  it('the server still answers normally after the fuzzing', async () => {
    const res = await harness.request('/api/allTourPackages');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
