/**
 * Who travels: a package's price categories (adult, child, infant), a party priced by them, a
 * departure's price override and a promo code's discount (issue 36). Pure; the wizard shows these
 * and the server recomputes them from its own package, departure and code.
 *
 * Decisions:
 * - The adult category is required and its price is the package's present price; child (with an age
 *   range) and infant (with a highest age) are optional. A child's range starts above the infants'.
 * - A departure's own price replaces the adult price; every other category moves in proportion
 *   (child 6,000 of adult 10,000, departure at 12,000: child 7,200), rounded to whole Taka, halves up.
 * - A percent discount is rounded to whole Taka (halves up); no discount exceeds the subtotal.
 * - Seats are adults + children, plus infants when the package says infants take a seat.
 * - The payment policy (advance, balance, cancellation) applies to the total after the discount.
 */
import { messageText, msg, type MessageRef } from './i18n/coded-messages.ts';
import { amountDueAtBooking, percentOf } from './policy.ts';
import { advanceOf } from './pricing.ts';

export const categoryCodes = ['adult', 'child', 'infant'] as const;
export type CategoryCode = (typeof categoryCodes)[number];

export interface PriceCategory {
  code: CategoryCode;
  /** Whole Taka per traveller of this category. */
  price: number;
  /** Youngest age of the category (child). */
  minAge?: number | null;
  /** Oldest age of the category (child, infant). */
  maxAge?: number | null;
}

export type Party = Record<CategoryCode, number>;

export interface PriceLine {
  code: CategoryCode;
  count: number;
  unitPrice: number;
  amount: number;
}

export interface Promo {
  kind: 'percent' | 'amount';
  /** Percent (1-100) or whole Taka. */
  value: number;
}

/** The categories of a package that has none of its own: adults at the present price. */
export function adultOnly(price: number): PriceCategory[] {
  return [{ code: 'adult', price }];
}

/** The categories as stored, in the order adult, child, infant. */
export function sortCategories(categories: readonly PriceCategory[]): PriceCategory[] {
  return [...categories].sort((a, b) => categoryCodes.indexOf(a.code) - categoryCodes.indexOf(b.code));
}

const wholeAtLeast = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;

/** What is wrong with a package's categories, or null. */
export function categoriesError(categories: readonly PriceCategory[]): MessageRef | null {
  const seen = new Set<CategoryCode>();
  for (const c of categories) {
    if (seen.has(c.code)) return msg('categoryTwice', c.code);
    seen.add(c.code);
    if (!wholeAtLeast(c.price, 0)) return msg('categoryPriceNotWhole', c.code);
  }
  const adult = categories.find((c) => c.code === 'adult');
  if (!adult) return msg('adultCategoryRequired');
  const child = categories.find((c) => c.code === 'child');
  const infant = categories.find((c) => c.code === 'infant');
  if (child) {
    if (!wholeAtLeast(child.minAge, 0) || !wholeAtLeast(child.maxAge, 0) || child.maxAge! < child.minAge!) return msg('childAgesInvalid');
  }
  if (infant) {
    if (!wholeAtLeast(infant.maxAge, 0)) return msg('infantAgeInvalid');
    if (child && infant.maxAge! >= child.minAge!) return msg('infantAgeOverlapsChild');
  }
  return null;
}

export function partySize(party: Party): number {
  return party.adult + party.child + party.infant;
}

/** The seats a party takes: adults and children, and infants when the package seats them. */
export function seatsOf(party: Party, infantsTakeSeat: boolean): number {
  return party.adult + party.child + (infantsTakeSeat ? party.infant : 0);
}

/** The party of a booking that names only its travellers: all adults. */
export function adultsParty(travellers: number): Party {
  return { adult: travellers, child: 0, infant: 0 };
}

/**
 * What is wrong with a party for these categories and this group size, or null: whole counts, at
 * least one adult, no traveller of a category the package does not price, at most the group size
 * (every traveller counts there, infants too).
 */
export function partyError(party: Party, categories: readonly PriceCategory[], groupSize: number): MessageRef | null {
  for (const code of categoryCodes) {
    if (!wholeAtLeast(party[code], 0)) return msg('partyCountNotWhole');
  }
  if (party.adult < 1) return msg('partyNeedsAdult');
  for (const code of categoryCodes) {
    if (party[code] > 0 && !categories.some((c) => c.code === code)) return msg('categoryNotOffered', code);
  }
  const total = partySize(party);
  if (total > groupSize) return msg('travellersOverGroup', groupSize);
  return null;
}

/** Whole Taka of `amount x numerator / denominator`, halves up. */
function proportion(amount: number, numerator: number, denominator: number): number {
  if (denominator === 0) return amount;
  return Math.floor((amount * numerator) / denominator + 0.5);
}

/**
 * The categories on a departure with its own price: the adult price becomes the departure's and
 * every other category moves in proportion (rounded to whole Taka). Without an override, as they are.
 */
export function categoriesOnDeparture(categories: readonly PriceCategory[], departurePrice: number | null | undefined): PriceCategory[] {
  const adult = categories.find((c) => c.code === 'adult');
  if (departurePrice == null || !adult || departurePrice === adult.price) return sortCategories(categories);
  return sortCategories(categories.map((c) => ({ ...c, price: c.code === 'adult' ? departurePrice : proportion(c.price, departurePrice, adult.price) })));
}

/** One line per category the party has travellers of (adult, child, infant order). */
export function priceParty(categories: readonly PriceCategory[], party: Party): PriceLine[] {
  return sortCategories(categories)
    .filter((c) => party[c.code] > 0)
    .map((c) => ({ code: c.code, count: party[c.code], unitPrice: c.price, amount: c.price * party[c.code] }));
}

/** A promo's discount on a subtotal: whole Taka, never more than the subtotal. */
export function discountOf(subtotal: number, promo: Promo | null | undefined): number {
  if (!promo) return 0;
  const off = promo.kind === 'percent' ? percentOf(subtotal, Math.min(100, promo.value)) : promo.value;
  return Math.max(0, Math.min(subtotal, off));
}

export interface PartyPriceSource {
  categories: readonly PriceCategory[];
  groupSize: number;
  infantsTakeSeat: boolean;
  /** The departure's own adult price, when it has one. */
  departurePrice?: number | null;
}

export interface PartyPrice {
  party: Party;
  /** Every traveller, infants too. */
  travellers: number;
  seats: number;
  priceBreakdown: PriceLine[];
  subtotal: number;
  discount: number;
  totalPrice: number;
  /** The 30% advance of the total. */
  advance: number;
  /** Due at booking (the policy module's rule, on the total). */
  dueNow: number;
}

/** The price of a party: throws RangeError (with the message key) for a party the package refuses. */
export function pricePartyBooking(source: PartyPriceSource, party: Party, promo: Promo | null, travelDate: string, bookedOn: string | Date): PartyPrice {
  const error = partyError(party, source.categories, source.groupSize);
  if (error) throw new RangeError(messageText('en', error));
  const priceBreakdown = priceParty(categoriesOnDeparture(source.categories, source.departurePrice), party);
  const subtotal = priceBreakdown.reduce((sum, line) => sum + line.amount, 0);
  const discount = discountOf(subtotal, promo);
  const totalPrice = subtotal - discount;
  return {
    party: { ...party },
    travellers: partySize(party),
    seats: seatsOf(party, source.infantsTakeSeat),
    priceBreakdown,
    subtotal,
    discount,
    totalPrice,
    advance: advanceOf(totalPrice),
    dueNow: amountDueAtBooking(totalPrice, travelDate, bookedOn),
  };
}

/** Whole years between a date of birth and a day (both 'YYYY-MM-DD'). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Whether an age fits a category (an adult is older than any child or infant the package prices). */
export function ageFits(categories: readonly PriceCategory[], code: CategoryCode, age: number): boolean {
  if (age < 0) return false;
  const c = categories.find((x) => x.code === code);
  if (!c) return false;
  if (code === 'adult') {
    const younger = categories.filter((x) => x.code !== 'adult').map((x) => x.maxAge ?? -1);
    return age > Math.max(-1, ...younger);
  }
  return (c.minAge == null || age >= c.minAge) && (c.maxAge == null || age <= c.maxAge);
}
