/**
 * A booking as its e-mails name it in their language: the Bangla names of its package (or event)
 * from the catalogue's translations, where they are written (a name not translated yet stays
 * English). Read in the caller's transaction (on PGlite a read beside it would wait for it).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { tourPackageTranslations, upcomingEventTranslations } from '../../db/schema.ts';
import type { Booking } from '../../shared/domain.ts';
import type { Lang } from '../../shared/i18n/lang.ts';

/** The names of a package or an event in `lang` (nulls: not translated). */
export async function translatedNames(
  db: Database,
  lang: Lang,
  of: { packageId: string | null; eventId: string | null },
): Promise<{ name: string | null; packageName: string | null; meetingPoint: string | null }> {
  const none = { name: null, packageName: null, meetingPoint: null };
  if (lang === 'en') return none;
  if (of.eventId) {
    const [e] = await db
      .select({ name: upcomingEventTranslations.name })
      .from(upcomingEventTranslations)
      .where(and(eq(upcomingEventTranslations.eventId, of.eventId), eq(upcomingEventTranslations.lang, lang)));
    return { ...none, name: e?.name?.trim() || null };
  }
  if (!of.packageId) return none;
  const [p] = await db
    .select({ name: tourPackageTranslations.name, packageName: tourPackageTranslations.packageName, meetingPoint: tourPackageTranslations.meetingPoint })
    .from(tourPackageTranslations)
    .where(and(eq(tourPackageTranslations.packageId, of.packageId), eq(tourPackageTranslations.lang, lang)));
  return { name: p?.name?.trim() || null, packageName: p?.packageName?.trim() || null, meetingPoint: p?.meetingPoint?.trim() || null };
}

/** The booking with its tour's names in `lang` (for its e-mails only: the booking keeps what was booked). */
export async function bookingNamedIn(db: Database, lang: Lang, b: Booking): Promise<Booking> {
  if (lang === 'en') return b;
  const names = await translatedNames(db, lang, b);
  return {
    ...b,
    name: names.name ?? b.name,
    // A booking of an event records no package name: it stays empty.
    packageName: b.packageName && names.packageName ? names.packageName : b.packageName,
  };
}
