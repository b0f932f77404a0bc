import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TourPackage } from '../../shared/domain.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { adultOnly, sortCategories, type PriceCategory } from '../../shared/party.ts';
import type { PackageFormInput, PackageInput, PackageTranslationInput, PriceCategoryInput } from '../../shared/schemas/packages.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookings, departures, reviews, tourPackages, tourPackageTranslations, tourPlanDays } from '../../db/schema.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, notFound } from './errors.server.ts';
import { seatHoldingStatuses } from './seats.server.ts';
import { uniqueSlug } from './slug.server.ts';
import { dayLabel, fieldByField, isTranslated, nfc, storedText, auditWithBangla, type TranslatedLang } from './translations.server.ts';

type PackageRow = typeof tourPackages.$inferSelect;
type TranslationRow = typeof tourPackageTranslations.$inferSelect;

/** A package's translation as stored: each field null until translated; the itinerary by position (a null day: not translated). */
export interface PackageTranslation {
  name: string | null;
  packageName: string | null;
  region: string | null;
  meetingPoint: string | null;
  overview: string | null;
  caption1: string | null;
  caption2: string | null;
  caption3: string | null;
  caption4: string | null;
  plan: ({ day: string; describe: string } | null)[];
}

/** The fields of a package a translation can replace (the itinerary apart). */
const translatedFields = ['name', 'packageName', 'region', 'meetingPoint', 'overview', 'caption1', 'caption2', 'caption3', 'caption4'] as const;

const toTranslation = (r: TranslationRow): PackageTranslation => ({
  name: r.name,
  packageName: r.packageName,
  region: r.region,
  meetingPoint: r.meetingPoint,
  overview: r.overview,
  caption1: r.caption1,
  caption2: r.caption2,
  caption3: r.caption3,
  caption4: r.caption4,
  plan: r.plan ?? [],
});

/**
 * A package in `lang`: each field translated where it is, English otherwise; the itinerary day by
 * day (a day's title defaults to the language's 'দিন ১', its text to the English one).
 */
export function translatePackage(pkg: TourPackage, lang: TranslatedLang, tr: PackageTranslation | undefined): TourPackage {
  const out = fieldByField(pkg, tr, translatedFields);
  return {
    ...out,
    tourPlanDays: pkg.tourPlanDays.map((d, i) => {
      const day = tr?.plan[i];
      return { day: day?.day || dayLabel(lang, i + 1), describe: day?.describe || d.describe };
    }),
  };
}

/** The translation's columns from the admin form's Bangla side: blank is null; a day with neither title nor text is null. */
function translationColumns(bn: PackageTranslationInput) {
  return {
    name: storedText(bn.name),
    packageName: storedText(bn.packageName),
    region: storedText(bn.region),
    meetingPoint: storedText(bn.meetingPoint),
    overview: storedText(bn.overview),
    caption1: storedText(bn.caption1),
    caption2: storedText(bn.caption2),
    caption3: storedText(bn.caption3),
    caption4: storedText(bn.caption4),
    plan: (bn.plan ?? []).map((d) => {
      const day = storedText(d.day) ?? '';
      const describe = storedText(d.describe) ?? '';
      return day || describe ? { day, describe } : null;
    }),
  };
}

/** Replaces a package's translation into `lang` (the admin form sends every field). */
export async function writePackageTranslation(tx: Database, packageId: string, lang: TranslatedLang, bn: PackageTranslationInput) {
  const columns = translationColumns(bn);
  await tx
    .insert(tourPackageTranslations)
    .values({ packageId, lang, ...columns })
    .onConflictDoUpdate({ target: [tourPackageTranslations.packageId, tourPackageTranslations.lang], set: { ...columns, updatedAt: new Date() } });
}

/** A package's rating: the travellers' average once it has reviews, else the rating typed in. */
interface ReviewTally {
  average: number;
  count: number;
}

function toTourPackage(row: PackageRow, days: { day: string; describe: string }[], tally?: ReviewTally): TourPackage {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    packageName: row.packageName,
    region: row.region,
    meetingPoint: row.meetingPoint,
    displayPhoto: row.displayPhoto,
    totalDays: row.totalDays,
    stayPlanDays: row.stayPlanDays,
    stayPlanNight: row.stayPlanNight,
    groupSize: row.groupSize,
    packagePresentPrice: row.packagePresentPrice,
    prePackagePrice: row.prePackagePrice,
    discount: row.discount,
    rating: tally?.count ? tally.average : Number(row.rating),
    reviewCount: tally?.count ?? 0,
    status: row.status,
    overview: row.overview,
    slider1: row.slider1,
    slider2: row.slider2,
    slider3: row.slider3,
    slider4: row.slider4,
    caption1: row.caption1,
    caption2: row.caption2,
    caption3: row.caption3,
    caption4: row.caption4,
    tourPlanDays: days,
    priceCategories: [...adultOnly(row.packagePresentPrice), ...sortCategories(row.priceCategories.filter((c) => c.code !== 'adult'))],
    infantsTakeSeat: row.infantsTakeSeat,
    requiresTravellerDetails: row.requiresTravellerDetails,
    travellerDetailsDays: row.travellerDetailsDays,
  };
}

/** The categories as stored: the child and infant ones (the adult price is the present price), each with its own fields only. */
function storedCategories(categories: readonly PriceCategoryInput[]): PriceCategory[] {
  return sortCategories(
    categories
      .filter((c) => c.code !== 'adult')
      .map((c) =>
        c.code === 'child'
          ? { code: c.code, price: c.price, minAge: c.minAge ?? null, maxAge: c.maxAge ?? null }
          : { code: c.code, price: c.price, maxAge: c.maxAge ?? null },
      ),
  );
}

/** The columns an admin sets (everything of spec section 3 but the id, slug and list order). */
function columnsOf(input: PackageFormInput) {
  return {
    name: input.name,
    packageName: input.packageName,
    region: input.region ?? '',
    meetingPoint: input.meetingPoint ?? '',
    displayPhoto: input.displayPhoto,
    totalDays: input.totalDays,
    stayPlanDays: input.stayPlanDays,
    stayPlanNight: input.stayPlanNight,
    groupSize: input.groupSize,
    packagePresentPrice: input.packagePresentPrice,
    prePackagePrice: input.prePackagePrice,
    discount: input.discount,
    rating: input.rating,
    status: input.status,
    overview: input.overview,
    slider1: input.slider1,
    slider2: input.slider2,
    slider3: input.slider3,
    slider4: input.slider4,
    caption1: input.caption1,
    caption2: input.caption2,
    caption3: input.caption3,
    caption4: input.caption4,
    searchTerms: searchTermsOf(input),
    // Left as they are when not sent (an API client that does not know them).
    ...(input.priceCategories ? { priceCategories: storedCategories(input.priceCategories) } : {}),
    ...(input.infantsTakeSeat === undefined ? {} : { infantsTakeSeat: input.infantsTakeSeat }),
    ...(input.requiresTravellerDetails === undefined ? {} : { requiresTravellerDetails: input.requiresTravellerDetails }),
    ...(input.travellerDetailsDays === undefined ? {} : { travellerDetailsDays: input.travellerDetailsDays }),
  };
}

/** 'Find your tour' words: the place, package name and region, in English and (from the form) Bangla; lower case, NFC. */
function searchTermsOf(input: PackageFormInput) {
  const words = [input.name, input.packageName, input.region ?? '', input.bn?.name ?? '', input.bn?.packageName ?? '', input.bn?.region ?? ''];
  return nfc(words.filter((w) => w.trim() !== '').join(' ')).toLowerCase();
}

async function writeDays(tx: Database, packageId: string, days: PackageInput['tourPlanDays']) {
  await tx.delete(tourPlanDays).where(eq(tourPlanDays.packageId, packageId));
  if (days.length === 0) return;
  await tx.insert(tourPlanDays).values(days.map((d, position) => ({ packageId, position, day: d.day, describe: d.describe })));
}

export function createPackageService(db: Database, audit: AuditService, changes: ChangeFeed) {
  // Every write here is public: it publishes 'packages' once committed.
  const transaction = publishingTransaction(db, changes, 'packages');
  async function daysFor(ids: string[]) {
    const byPackage = new Map<string, { day: string; describe: string }[]>();
    if (ids.length === 0) return byPackage;
    const rows = await db
      .select()
      .from(tourPlanDays)
      .where(inArray(tourPlanDays.packageId, ids))
      .orderBy(asc(tourPlanDays.packageId), asc(tourPlanDays.position));
    for (const r of rows) {
      const list = byPackage.get(r.packageId) ?? [];
      list.push({ day: r.day, describe: r.describe });
      byPackage.set(r.packageId, list);
    }
    return byPackage;
  }

  /** Visible reviews' average (one decimal) and count per package. */
  async function talliesFor(ids: string[]): Promise<Map<string, ReviewTally>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ packageId: reviews.packageId, average: sql<string>`round(avg(${reviews.rating}), 1)`, n: count() })
      .from(reviews)
      .where(and(inArray(reviews.packageId, ids), eq(reviews.hidden, false)))
      .groupBy(reviews.packageId);
    return new Map(rows.map((r) => [r.packageId!, { average: Number(r.average), count: Number(r.n) }]));
  }

  /** The translations into `lang` of the packages `ids`. */
  async function translationsFor(ids: string[], lang: TranslatedLang) {
    if (ids.length === 0) return new Map<string, PackageTranslation>();
    const rows = await db
      .select()
      .from(tourPackageTranslations)
      .where(and(inArray(tourPackageTranslations.packageId, ids), eq(tourPackageTranslations.lang, lang)));
    return new Map(rows.map((r) => [r.packageId, toTranslation(r)]));
  }

  /** The packages of `rows` in `lang` (English: as they are). */
  async function packagesOf(rows: PackageRow[], lang: Lang): Promise<TourPackage[]> {
    const ids = rows.map((r) => r.id);
    const [days, tallies, translations] = await Promise.all([
      daysFor(ids),
      talliesFor(ids),
      isTranslated(lang) ? translationsFor(ids, lang) : Promise.resolve(undefined),
    ]);
    return rows.map((r) => {
      const pkg = toTourPackage(r, days.get(r.id) ?? [], tallies.get(r.id));
      return isTranslated(lang) ? translatePackage(pkg, lang, translations?.get(r.id)) : pkg;
    });
  }

  return {
    /** Every package in catalogue order (the order the spec's slices are taken from), in `lang` (field by field, English where untranslated). */
    async list(lang: Lang = 'en'): Promise<TourPackage[]> {
      const rows = await db.select().from(tourPackages).orderBy(asc(tourPackages.position), asc(tourPackages.createdAt));
      return packagesOf(rows, lang);
    },

    /** One package in `lang` (field by field, English where untranslated). */
    async get(id: string, lang: Lang = 'en'): Promise<TourPackage> {
      if (!idPattern.test(id)) throw notFound('packageNotFound');
      const [row] = await db.select().from(tourPackages).where(eq(tourPackages.id, id));
      if (!row) throw notFound('packageNotFound');
      return (await packagesOf([row], lang))[0]!;
    },

    /** A package's translation into `lang` as stored (the admin form's other side); null fields are not translated yet. */
    async translation(id: string, lang: TranslatedLang = 'bn'): Promise<PackageTranslation | null> {
      if (!idPattern.test(id)) throw notFound('packageNotFound');
      return (await translationsFor([id], lang)).get(id) ?? null;
    },

    /** Adds a package at the end of the catalogue (with its Bangla side when the form sends one). */
    async create(actor: Actor, input: PackageFormInput): Promise<TourPackage> {
      const id = newId();
      return transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${tourPackages.position}), -1)::int + 1` }).from(tourPackages);
        const [row] = await tx
          .insert(tourPackages)
          .values({ id, slug: uniqueSlug(input.packageName, id, 'package'), position: next, ...columnsOf(input) })
          .returning();
        await writeDays(tx as Database, id, input.tourPlanDays);
        if (input.bn) await writePackageTranslation(tx as Database, id, 'bn', input.bn);
        const created = toTourPackage(row!, input.tourPlanDays);
        await audit.record(
          actor,
          {
            action: 'create',
            entity: 'package',
            entityId: id,
            ...auditWithBangla({ after: created }, input.bn && { stored: null, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
        return created;
      });
    },

    /**
     * Replaces every field of a package, its itinerary included (in the order given), and its
     * Bangla side when the form sends one (the JSON API does not: the translation stays).
     */
    async update(actor: Actor, id: string, input: PackageFormInput): Promise<TourPackage> {
      const before = await this.get(id);
      const storedBangla = input.bn ? await this.translation(id) : null;
      return transaction(async (tx) => {
        const [row] = await tx
          .update(tourPackages)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(eq(tourPackages.id, id))
          .returning();
        if (!row) throw notFound('packageNotFound');
        await writeDays(tx as Database, id, input.tourPlanDays);
        if (input.bn) await writePackageTranslation(tx as Database, id, 'bn', input.bn);
        // Its reviews are not the form's: the rating and count stay what they were (not the typed-in rating and 0).
        const tally = before.reviewCount ? { average: before.rating, count: before.reviewCount } : undefined;
        const after = toTourPackage(row, input.tourPlanDays, tally);
        await audit.record(
          actor,
          {
            action: 'update',
            entity: 'package',
            entityId: id,
            ...auditWithBangla({ before, after }, input.bn && { stored: storedBangla, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
        return after;
      });
    },

    /** Removes a package; bookings keep their own copy of what was booked. */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await this.get(id);
      await transaction(async (tx) => {
        // Its departures go with it (cascade): locked first, so a booking of one either committed
        // before (and is counted here) or waits and then finds no departure. A booking that holds
        // seats is never left without its departure.
        const own = await tx.select({ id: departures.id }).from(departures).where(eq(departures.packageId, id)).orderBy(asc(departures.id)).for('update');
        const [live] = own.length
          ? await tx
              .select({ n: count() })
              .from(bookings)
              .where(
                and(
                  inArray(
                    bookings.departureId,
                    own.map((d) => d.id),
                  ),
                  inArray(bookings.status, [...seatHoldingStatuses]),
                ),
              )
          : [];
        const n = Number(live?.n ?? 0);
        if (n > 0) {
          throw conflict('packageHasBookings', n);
        }
        const deleted = await tx.delete(tourPackages).where(eq(tourPackages.id, id)).returning({ id: tourPackages.id });
        if (deleted.length === 0) throw notFound('packageNotFound');
        await audit.record(actor, { action: 'delete', entity: 'package', entityId: id, before }, tx as Database);
      });
    },
  };
}
export type PackageService = ReturnType<typeof createPackageService>;
