import { and, asc, eq, exists, gt, gte, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { departures, tourPackages, tourPackageTranslations } from '../../db/schema.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { dhakaDate } from '../../shared/policy.ts';
import { availability, type Availability } from '../../shared/seats.ts';
import type { TourPackage } from '../../shared/domain.ts';
import type { FindTourQuery } from '../../shared/schemas/search.ts';
import type { PackageService } from './packages.server.ts';
import { nfc } from './translations.server.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a 'Where' query: NFC (a Bangla word typed with other code points is the same word), lower case, at most 8. */
export function searchWords(where: string | undefined): string[] {
  return nfc(where ?? '')
    .toLowerCase()
    .split(/[\s,।]+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** `column` (NFC, as the query is) contains `pattern`, whatever the case. */
const contains = (column: AnyColumn, pattern: string) => sql`normalize(${column}, NFC) ilike ${pattern}`;

/** Which departures a search asks for: start day from `from` to `to` (inclusive), `seats` left at least. */
interface DepartureWindow {
  from?: string;
  to?: string;
  seats: number;
}

/**
 * The departures a search asks for, or null when it names no date and no guest count (then any
 * package matches, with or without open dates). A departure's date is its start day.
 */
export function departureWindow(query: Pick<FindTourQuery, 'checkIn' | 'checkOut' | 'guests'>): DepartureWindow | null {
  if (!query.checkIn && !query.checkOut && !query.guests) return null;
  return {
    ...(query.checkIn ? { from: query.checkIn } : {}),
    ...(query.checkOut ? { to: query.checkOut } : {}),
    seats: query.guests ?? 1,
  };
}

/** One departure as a card shows it: the first that fits (or the next one of the package). */
interface DepartureGlance {
  departureId: string;
  date: string;
  seatsLeft: number;
  availability: Availability;
}

/** A package found by 'Find your tour', with the first departure that fits the search (if it asked for one). */
interface TourMatch {
  pkg: TourPackage;
  departure: DepartureGlance | null;
}

function glance(row: { departureId: string | null; date: string | null; seats: number | null; seatsTaken: number | null }): DepartureGlance | null {
  if (!row.departureId || !row.date || row.seats === null || row.seatsTaken === null) return null;
  const count = { seats: row.seats, seatsTaken: row.seatsTaken };
  return { departureId: row.departureId, date: row.date, seatsLeft: Math.max(0, count.seats - count.seatsTaken), availability: availability(count) };
}

/**
 * 'Find your tour' over every package: each word of `where` must match the place, the package
 * name, the region or the search terms, in English or in a translation (Bangla: 'কক্সবাজার'
 * finds Cox's Bazar; both sides compared in Unicode NFC); the group must take `guests`; and, when the search names
 * dates or guests, the package needs an open departure starting between check-in and check-out
 * (inclusive) with at least `guests` seats left (one query: a join on departures). Results keep
 * catalogue order.
 */
export function createSearchService(db: Database, packages: PackageService) {
  /** Open departures after today (Bangladesh), of the package in the outer query. */
  const openDepartureOf = (today: string): SQL[] => [eq(departures.packageId, tourPackages.id), eq(departures.status, 'open'), gt(departures.date, today)];

  /** One row per package that has a departure meeting `joined`: its first in `order`. */
  const firstDeparturePerPackage = (joined: SQL, packagesWhere: SQL | undefined, ...order: SQL[]) =>
    db
      .selectDistinctOn([tourPackages.id], {
        id: tourPackages.id,
        departureId: departures.id,
        date: departures.date,
        seats: departures.seats,
        seatsTaken: departures.seatsTaken,
      })
      .from(tourPackages)
      .innerJoin(departures, joined)
      .where(packagesWhere)
      .orderBy(asc(tourPackages.id), ...order);

  async function matches(query: FindTourQuery): Promise<Map<string, DepartureGlance | null>> {
    const conditions: SQL[] = [];
    for (const word of searchWords(query.where)) {
      const pattern = `%${escapeLike(word)}%`;
      const t = tourPackageTranslations;
      conditions.push(
        or(
          contains(tourPackages.name, pattern),
          contains(tourPackages.packageName, pattern),
          contains(tourPackages.region, pattern),
          contains(tourPackages.searchTerms, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(t)
              .where(and(eq(t.packageId, tourPackages.id), or(contains(t.name, pattern), contains(t.packageName, pattern), contains(t.region, pattern)))),
          ),
        )!,
      );
    }
    if (query.guests) conditions.push(gte(tourPackages.groupSize, query.guests));
    const window = departureWindow(query);
    if (!window) {
      const rows = await db
        .select({ id: tourPackages.id })
        .from(tourPackages)
        .where(conditions.length ? and(...conditions) : undefined);
      return new Map(rows.map((r) => [r.id, null]));
    }
    const fits: SQL[] = [...openDepartureOf(dhakaDate()), sql`${departures.seats} - ${departures.seatsTaken} >= ${window.seats}`];
    if (window.from) fits.push(gte(departures.date, window.from));
    if (window.to) fits.push(lte(departures.date, window.to));
    // One row per package: its first departure that fits (the join keeps only packages that have one).
    const rows = await firstDeparturePerPackage(and(...fits)!, conditions.length ? and(...conditions) : undefined, asc(departures.date));
    return new Map(rows.map((r) => [r.id, glance(r)]));
  }

  return {
    /** The packages that match, in catalogue order, in `lang` (GET /api/searchTourPackages: English). */
    async findTours(query: FindTourQuery, lang: Lang = 'en'): Promise<TourPackage[]> {
      const found = await matches(query);
      return (await packages.list(lang)).filter((p) => found.has(p._id));
    },

    /** The same search, each package (in `lang`) with the first departure that fits (the /tour page's results). */
    async findTourMatches(query: FindTourQuery, lang: Lang = 'en'): Promise<TourMatch[]> {
      const found = await matches(query);
      return (await packages.list(lang)).filter((p) => found.has(p._id)).map((pkg) => ({ pkg, departure: found.get(pkg._id) ?? null }));
    },

    /**
     * Each package's next open departure that still has seats or, when every open one is sold out,
     * its next departure (sold out); packages without an open future departure are missing. One
     * query for every package (cards and lists).
     */
    async nextDepartures(): Promise<Map<string, DepartureGlance>> {
      const withSeatsFirst = sql`case when ${lt(departures.seatsTaken, departures.seats)} then 0 else 1 end`;
      const rows = await firstDeparturePerPackage(and(...openDepartureOf(dhakaDate()))!, undefined, withSeatsFirst, asc(departures.date));
      const out = new Map<string, DepartureGlance>();
      for (const r of rows) {
        const g = glance(r);
        if (g) out.set(r.id, g);
      }
      return out;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
