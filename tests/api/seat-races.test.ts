/**
 * Every operation that moves seats, raced against every other one (and against itself), on PGlite
 * and PostgreSQL, through the services the API and the pages call: a booking, the customer's
 * cancel, the admin's Cancel and Confirm, moves to two other departures, a departure's seat edit
 * and cancel, an event's booking and edit. After every round each departure's seats taken equal
 * the travellers of its Pending and Confirmed bookings, and no attempt failed with anything but a
 * refusal the API answers as a 4xx (never a 500).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { bookings, departures, upcomingEvents, users } from '../../db/schema.ts';
import { DomainError } from '../../server/services/errors.server.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import type { BookingRequest } from '../../shared/schemas/booking.ts';
import { adminViewer, customerViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';
import { testDbKind } from '../support/test-database.ts';

let h: ApiHarness;
let pkg: Pkg;
const customer = customerViewer(701);
const admin = { userId: null, email: 'admin@travelez.test' };
/**
 * PostgreSQL runs the two operations of a round on two connections at once: twenty rounds per pair.
 * PGlite has one connection, so its transactions take turns and a round's two operations interleave
 * only between statements: one batch of five rounds at once per pair there, as more rounds mostly
 * repeat the same orders (the true concurrency is PostgreSQL's twenty rounds).
 */
const roundsPerPair = testDbKind() === 'postgres' ? 20 : 5;
const roundsAtOnce = 5;

beforeAll(async () => {
  h = await startApiHarness();
  await h.runtime.database.db.insert(users).values({ id: customer.userId, name: customer.name, email: customer.email, emailVerified: true });
  await h.runtime.services.admins.ensure(adminViewer().email);
  pkg = ((await (await h.request('/api/allTourPackages')).json()) as Pkg[]).find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 3)!;
});
afterAll(async () => h?.close());

/** One round's rows: departures A, B, C of the package, the event E with its departure, a booking on A and one on E. */
interface Round {
  a: string;
  b: string;
  c: string;
  eventId: string;
  e: string;
  onA: string;
  onE: string;
  date: string;
}

let day = 400;
/**
 * Stored directly (no service), `n` rounds at once: each starts from known rows, two travellers on
 * A and two on E. Dates apart, so that no round's departure shares a date with another's.
 */
async function setUpRounds(n: number): Promise<Round[]> {
  const db = h.runtime.database.db;
  const rounds = Array.from({ length: n }, (): Round => {
    const date = addDays(dhakaDate(), day++);
    return { a: newId(), b: newId(), c: newId(), eventId: newId(), e: newId(), onA: newId(), onE: newId(), date };
  });
  await db.insert(upcomingEvents).values(
    rounds.map((r) => ({
      id: r.eventId,
      slug: `race-${r.eventId}`,
      name: 'Race event',
      message: 'Race',
      shortDescription: 'Race',
      presentPrice: 1000,
      previousPrice: 1000,
      days: 2,
      nights: 1,
      eventDate: r.date,
      startDate: r.date,
      peoples: 6,
    })),
  );
  await db.insert(departures).values(
    rounds.flatMap((r) => [
      { id: r.a, packageId: pkg._id, date: r.date, seats: 4, seatsTaken: 2 },
      { id: r.b, packageId: pkg._id, date: addDays(r.date, 3000), seats: 5 },
      { id: r.c, packageId: pkg._id, date: addDays(r.date, 6000), seats: 5 },
      { id: r.e, eventId: r.eventId, date: r.date, seats: 6, seatsTaken: 2 },
    ]),
  );
  const booking = (r: Round, id: string, departureId: string, owner: { packageId: string | null; eventId: string | null }) => ({
    id,
    userId: customer.userId,
    logInEmail: customer.email,
    fullName: 'Race Customer',
    email: customer.email,
    phone: '+880 1711 000701',
    address: 'House 1',
    city: 'Dhaka',
    cardName: 'RACE',
    cardBrand: 'Visa',
    cardLast4: '4242',
    cardExpiry: '12/35',
    ...owner,
    departureId,
    name: 'Race',
    displayPhoto: '',
    groupSize: 6,
    packagePresentPrice: 1000,
    totalDays: 2,
    travelDate: r.date,
    travellers: 2,
    totalPrice: 2000,
    advanceDue: 400,
  });
  await db
    .insert(bookings)
    .values(
      rounds.flatMap((r) => [booking(r, r.onA, r.a, { packageId: pkg._id, eventId: null }), booking(r, r.onE, r.e, { packageId: null, eventId: r.eventId })]),
    );
  return rounds;
}

const request = (to: { packageId?: string; eventId?: string; departureId?: string }): BookingRequest => ({
  ...to,
  fullName: 'Race Customer',
  email: customer.email,
  phone: '+880 1711 000701',
  address: 'House 1',
  city: 'Dhaka',
  travellers: 1,
  cardName: 'RACE',
  cardNumber: '4242 4242 4242 4242',
  cvc: '123',
  expireDate: '12/35',
});

type Op = (r: Round) => Promise<unknown>;
const s = () => h.runtime.services;
const ops: Record<string, Op> = {
  book: (r) => s().bookings.create(customer, request({ packageId: pkg._id, departureId: r.a })),
  'book event': (r) => s().bookings.create(customer, request({ eventId: r.eventId })),
  'customer cancel': (r) => s().bookings.cancelOwn(customer, r.onA),
  'admin cancel': (r) => s().bookings.setStatus(admin, r.onA, 'Cancelled'),
  'admin confirm': (r) => s().bookings.setStatus(admin, r.onA, 'Confirmed'),
  'move A→B': (r) => s().departures.moveBooking(admin, r.onA, r.b),
  'move A→C': (r) => s().departures.moveBooking(admin, r.onA, r.c),
  'seat edit': (r) => s().departures.update(admin, r.a, { seats: 3 }),
  'departure cancel': (r) => s().departures.cancel(admin, r.a),
  'event edit': async (r) => {
    const e = await s().events.get(r.eventId);
    return s().events.update(admin, r.eventId, { ...e, startDate: e.startDate ?? undefined, endDate: e.endDate ?? undefined, peoples: 5 });
  },
};

/** What an attempt came to: its HTTP status (a refusal's, 200 when done, 500 for anything else). */
const attempt = (op: Op, r: Round): Promise<number> =>
  op(r).then(
    () => 200,
    (error: unknown) => {
      if (error instanceof DomainError) return error.status;
      console.error(error);
      return 500;
    },
  );

/** Each departure of these rounds: its seats taken against the travellers of its Pending and Confirmed bookings. */
async function seatCounts(rounds: Round[]) {
  const ids = rounds.flatMap((r) => [r.a, r.b, r.c, r.e]);
  const result = await h.runtime.database.db.execute(sql`
    select d.id, d.seats_taken as taken,
      (select coalesce(sum(b.travellers), 0)::int from bookings b where b.departure_id = d.id and b.status in ('Pending', 'Confirmed')) as held
    from departures d where d.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  // Both drivers answer { rows }.
  return (result as unknown as { rows: { id: string; taken: number; held: number }[] }).rows.map((d) => ({ ...d, held: Number(d.held) }));
}

const names = Object.keys(ops);
const pairs = names.flatMap((x, i) => names.slice(i).map((y) => [x, y] as const));

describe('seat changes racing each other', () => {
  it(
    `every pair of the ${names.length} seat operations, ${roundsPerPair} rounds each: seats taken stay the seats held, never a 500`,
    { timeout: 240_000 },
    async () => {
      const started = Date.now();
      const wrong: string[] = [];
      const statuses = new Map<number, number>();
      for (const [x, y] of pairs) {
        // A few rounds at a time, each on its own rows: the two operations of a round race each
        // other (Promise.all), and the rounds beside them add to the load, as on a busy site.
        for (let done = 0; done < roundsPerPair; done += roundsAtOnce) {
          const rounds = await setUpRounds(roundsAtOnce);
          const answers = (await Promise.all(rounds.map((r) => Promise.all([attempt(ops[x]!, r), attempt(ops[y]!, r)])))).flat();
          for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (answers.includes(500)) wrong.push(`${x} + ${y}: a 500`);
          for (const d of await seatCounts(rounds)) if (d.taken !== d.held) wrong.push(`${x} + ${y}: ${d.taken} seats taken, ${d.held} held`);
        }
        await h.forgetMail();
      }
      console.info(
        `[seat races] ${pairs.length} pairs x ${roundsPerPair} rounds in ${Math.round((Date.now() - started) / 1000)} s; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(wrong).toEqual([]);
      // The rounds raced for real: some attempts were refused because the other one won.
      expect(statuses.get(409)).toBeGreaterThan(0);
      expect(statuses.get(200)).toBeGreaterThan(0);
    },
  );
});
