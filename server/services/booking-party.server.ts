/**
 * What a booking is for and what it costs, as the booking service decides it (bookings.server.ts):
 * the party and whether the tour takes it, the day travelled, the pickup point, the promo code
 * (counted under its lock), the price on the departure, and the categories a booking's travellers
 * are checked against. The pricing itself is shared/party.ts (pure, tested on its own).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookings, promoCodes, tourPackages } from '../../db/schema.ts';
import { adultOnly, adultsParty, partyError, pricePartyBooking, type Party, type PriceCategory, type Promo } from '../../shared/party.ts';
import { promoRefusal } from '../../shared/promo.ts';
import type { Bookable } from '../../shared/domain.ts';
import type { PickupPoint } from '../../shared/pickup.ts';
import type { BookingRow } from './booking-rows.server.ts';
import { DomainError, invalid } from './errors.server.ts';
import type { DepartureRow } from './seats.server.ts';

/** A package's categories: adults at its present price, then its own child and infant prices. */
export function packageCategories(p: Pick<typeof tourPackages.$inferSelect, 'packagePresentPrice' | 'priceCategories'>): PriceCategory[] {
  return [...adultOnly(p.packagePresentPrice), ...p.priceCategories.filter((c) => c.code !== 'adult')];
}

/**
 * The promo code `code` for this booking, in its transaction: the code's row locked (FOR UPDATE),
 * then its uses counted (the bookings that carry it and are not cancelled), so concurrent bookings
 * with a code that has one use left queue here and the second sees the first's booking. 400 for
 * a code that does not exist or does not apply; 409 when it is used up (the transaction rolls
 * back: nothing is booked).
 */
export async function usePromo(tx: Database, code: string, userId: string, packageId: string | null, travellers: number, today: string, lock = true) {
  const found = tx.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [rule] = lock ? await found.for('update') : await found;
  if (!rule) throw invalid('promoUnknown', code).on('promoCode');
  const holding = and(eq(bookings.promoCodeId, rule.id), ne(bookings.status, 'Cancelled'));
  const [counts] = await tx
    .select({
      used: sql<number>`count(*)::int`,
      usedByCustomer: sql<number>`count(*) filter (where ${bookings.userId} = ${userId})::int`,
    })
    .from(bookings)
    .where(holding);
  const refusal = promoRefusal(rule, { today, packageId, travellers, used: Number(counts?.used ?? 0), usedByCustomer: Number(counts?.usedByCustomer ?? 0) });
  if (refusal) {
    const status = refusal.key === 'promoUsedUp' || refusal.key === 'promoUsedByYou' ? 409 : 400;
    throw new DomainError(status, refusal).on('promoCode');
  }
  return rule;
}

/** The party asked for (`travellers` adults without one), refused (400) when the tour does not take it. */
export function partyFor(input: { party?: Party | undefined; travellers: number }, item: Bookable): Party {
  const party: Party = input.party ?? adultsParty(input.travellers);
  const refused = partyError(party, item.priceCategories, item.groupSize);
  if (refused) throw new DomainError(400, refused).on(input.party ? 'party' : 'travellers');
  return party;
}

/** The day travelled: the departure's, else an event's start (after today: find), else the customer's date; after today. */
export function travelDateOf(departure: DepartureRow | null, item: Bookable, asked: string | undefined, today: string): string {
  const travelDate = departure?.date ?? item.fixedDate ?? asked;
  if (!travelDate) throw invalid('chooseDeparture').on('departureId');
  if (travelDate <= today) throw invalid('travelDateNotFuture').on('travelDate');
  return travelDate;
}

/** The party's price on this departure (its own adult price moves the other categories in proportion), with the code's discount. */
export function priceOn(item: Bookable, departure: DepartureRow | null, party: Party, promo: Promo | null, travelDate: string, now: Date) {
  const source = { categories: item.priceCategories, groupSize: item.groupSize, infantsTakeSeat: item.infantsTakeSeat, departurePrice: departure?.price };
  return pricePartyBooking(source, party, promo, travelDate, now);
}

/** The pickup point chosen among the departure's (as it is now, in the booking's transaction). */
export function pickup(departure: DepartureRow | null, id: string | undefined): PickupPoint | null {
  if (!id) return null;
  const point = departure?.pickupPoints.find((p) => p.id === id);
  if (!point) throw invalid('choosePickupPoint').on('pickupPointId');
  return point;
}

/**
 * The categories a booking's travellers are checked against: its package's as they are now
 * (adults at the price booked), or adults only for an event or a package removed since (then
 * with no ages: the categories it was priced in).
 */
export async function categoriesOfBooking(tx: Database, b: BookingRow): Promise<PriceCategory[]> {
  const [p] = b.packageId && !b.eventId ? await tx.select().from(tourPackages).where(eq(tourPackages.id, b.packageId)) : [];
  if (p) return packageCategories(p);
  const codes = b.priceBreakdown.length ? b.priceBreakdown.map((l) => l.code) : (['adult'] as const);
  return codes.map((code) => ({ code, price: 0 }));
}
