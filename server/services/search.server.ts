import { and, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { tourPackages } from '../../db/schema.ts';
import type { TourPackage } from '../../shared/schemas/dto.ts';
import type { FindTourQuery } from '../../shared/schemas/search.ts';
import type { PackageService } from './packages.server.ts';

const DAY_MS = 86_400_000;

/** Nights between two 'YYYY-MM-DD' dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * 'Find your tour' over every package: each word of `where` must match the place, the package
 * name, the region or the search terms; the group must take `guests`; with both dates, the tour's
 * nights must fit between check-in and check-out. Results keep catalogue order.
 */
export function createSearchService(db: Database, packages: PackageService) {
  return {
    async findTours(query: FindTourQuery): Promise<TourPackage[]> {
      const conditions: SQL[] = [];
      const words = (query.where ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean).slice(0, 8);
      for (const word of words) {
        const pattern = `%${escapeLike(word)}%`;
        conditions.push(
          or(
            ilike(tourPackages.name, pattern),
            ilike(tourPackages.packageName, pattern),
            ilike(tourPackages.region, pattern),
            ilike(tourPackages.searchTerms, pattern),
          )!,
        );
      }
      if (query.guests) conditions.push(gte(tourPackages.packageGroupPeoples, query.guests));
      if (query.checkIn && query.checkOut) {
        conditions.push(lte(tourPackages.stayPlanNight, nightsBetween(query.checkIn, query.checkOut)));
      }
      const rows = await db
        .select({ id: tourPackages.id })
        .from(tourPackages)
        .where(conditions.length ? and(...conditions) : undefined);
      const ids = new Set(rows.map((r) => r.id));
      return (await packages.list()).filter((p) => ids.has(p._id));
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
