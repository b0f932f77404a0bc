/**
 * Migration 0005 (plain names) renames columns and keeps what they hold, on PGlite and PostgreSQL:
 * a database migrated up to 0004 gets a package and a booking under the old column names
 * (`totaldays`, `package_group_peoples`, `over_view`), then the rest of the migrations run as at
 * start-up, and the same values read back under the new names. The CHECK constraints follow.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase, type DatabaseHandle } from '../../db/client.server.ts';
import { bookings, tourPackages } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const before = '0004_images';
let testDb: TestDatabase;
let handle: DatabaseHandle;
let earlier: string;

/** A copy of the migrations folder that ends with `last`. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'travelez-migrations-'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  expect(end).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) await cp(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

async function migrateWith(folder: string) {
  const config = { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: '__drizzle_migrations' };
  if (handle.kind === 'postgres') await (await import('drizzle-orm/node-postgres/migrator')).migrate(handle.db as never, config);
  else await (await import('drizzle-orm/pglite/migrator')).migrate(handle.db as never, config);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: testDb.databaseUrl, pgliteDir: 'memory://' });
  earlier = await migrationsUpTo(before);
  await migrateWith(earlier);
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
  if (earlier) await rm(earlier, { recursive: true, force: true });
});

/** The database's refusal of a write: the messages of the error and its causes. */
async function refusal(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  throw new Error('The write was not refused');
}

describe('migration 0005_plain_names', () => {
  it('keeps the packages and bookings written under the old column names', async () => {
    const db = handle.db;
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Alice', 'alice@example.com')`);
    await db.execute(sql`
      insert into tour_packages (id, slug, name, package_name, display_photo, totaldays, stay_plan_days, stay_plan_night,
        package_group_peoples, package_present_price, pre_package_price, over_view)
      values ('p1', 'sajek', 'Sajek Valley', 'Above the Clouds', '/p.webp', 3, 3, 2, 12, 9000, 10000, 'Clouds at dawn.')`);
    await db.execute(sql`
      insert into bookings (id, user_id, log_in_email, full_name, email, phone, address, city, card_name, card_brand,
        card_last4, card_expiry, package_id, name, display_photo, package_group_peoples, package_present_price, totaldays,
        travel_date, travellers, total_price, advance_due)
      values ('b1', 'u1', 'alice@example.com', 'Alice', 'alice@example.com', '+880 1711 000111', 'House 1', 'Dhaka', 'ALICE',
        'Visa', '4242', '12/35', 'p1', 'Sajek Valley', '/p.webp', 12, 9000, 3, '2030-01-10', 2, 18000, 5400)`);

    await migrate(handle);

    const [pkg] = await db.select().from(tourPackages).where(eq(tourPackages.id, 'p1'));
    expect(pkg).toMatchObject({ totalDays: 3, groupSize: 12, overview: 'Clouds at dawn.', packagePresentPrice: 9000 });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, 'b1'));
    expect(booking).toMatchObject({ groupSize: 12, totalDays: 3, travellers: 2, packageId: 'p1' });
  });

  it('keeps the CHECK constraints working on the renamed columns', async () => {
    const db = handle.db;
    await expect(refusal(db.update(tourPackages).set({ groupSize: 0 }).where(eq(tourPackages.id, 'p1')))).resolves.toContain('"tour_packages_people"');
    await expect(refusal(db.update(tourPackages).set({ totalDays: 0 }).where(eq(tourPackages.id, 'p1')))).resolves.toContain('"tour_packages_days"');
    // Fewer seats in the group than the booking's travellers.
    await expect(refusal(db.update(bookings).set({ groupSize: 1 }).where(eq(bookings.id, 'b1')))).resolves.toContain('"bookings_travellers"');
    await db.update(bookings).set({ groupSize: 2 }).where(eq(bookings.id, 'b1'));
  });
});
