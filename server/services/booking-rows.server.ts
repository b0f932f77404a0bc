/**
 * A booking row (and its history rows) as the services answer it, read, locked and cancelled:
 * shared by the booking service, its admin operations (booking-admin.server.ts) and the departure
 * service, which all change bookings.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { customerPaymentStatus, customerRefundStatus } from '../../shared/payment-status.ts';
import { bookingHistory, bookings, bookingTravellers, payments, refunds, tourPackages, users } from '../../db/schema.ts';
import type { Booking, BookingPayment, BookingRefund } from '../../shared/domain.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { adultsParty } from '../../shared/party.ts';
import type { BookingTravellerDto } from '../../shared/schemas/travellers.ts';
import { maskDocumentNumber, travellerDetailsDeadline } from '../../shared/travellers.ts';
import { cancellationCharge } from '../../shared/policy.ts';
import { conflict, notFound } from './errors.server.ts';
import { netPaid, planRefunds } from './payment-rows.server.ts';
import { holdsSeats, lockBookingAndDepartures, releaseSeats, type DepartureRow } from './seats.server.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The seats a booking holds: its party's (infants on a lap take none); all its travellers before parties existed. */
export const seatsHeld = (r: Pick<BookingRow, 'seats' | 'travellers'>): number => r.seats ?? r.travellers;
type HistoryRow = typeof bookingHistory.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
export type TravellerRow = typeof bookingTravellers.$inferSelect;

/** What a booking's owner sees of its money: the provider's ids and answers are the admin's (services.payments). */
interface MoneyRows {
  payments: PaymentRow[];
  refunds: RefundRow[];
}

/** Who changed a booking, for its history: the account id, or null when there is no such account row. */
export const accountIdOrNull = (userId: string | null) =>
  userId === null ? null : sql<string | null>`(select ${users.id} from ${users} where ${users.id} = ${userId})`;

/** A traveller as a booking answers it: the document number masked unless `documents` (the owner's and admins' detail). */
export function toTraveller(t: TravellerRow, documents = false): BookingTravellerDto {
  return {
    category: t.category,
    fullName: t.fullName,
    dateOfBirth: t.dateOfBirth,
    gender: t.gender,
    document: {
      type: t.documentType,
      numberMasked: t.documentLast4 ? maskDocumentNumber(t.documentLast4) : '',
      number: documents ? t.documentNumber : null,
    },
  };
}

export function toBooking(
  r: BookingRow,
  history: HistoryRow[] = [],
  money: MoneyRows = { payments: [], refunds: [] },
  travellers: TravellerRow[] = [],
  documents = false,
  /** The last day to give the travellers' details when the tour requires them (travellerDetailsDeadline). */
  travellerDetailsDue: string | null = null,
): Booking {
  const paid = money.payments.filter((p) => p.status === 'Paid');
  return {
    _id: r.id,
    status: r.status,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    address: r.address,
    city: r.city,
    cardName: r.cardName,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    expireDate: r.cardExpiry,
    logInEmail: r.logInEmail,
    displayPhoto: r.displayPhoto,
    name: r.name,
    packageName: r.packageName,
    packageId: r.packageId,
    eventId: r.eventId,
    groupSize: r.groupSize,
    packagePresentPrice: r.packagePresentPrice,
    totalDays: r.totalDays,
    travelDate: r.travelDate,
    travellers: r.travellers,
    party: r.party ?? adultsParty(r.travellers),
    priceBreakdown: r.priceBreakdown.length
      ? r.priceBreakdown
      : [{ code: 'adult', count: r.travellers, unitPrice: r.packagePresentPrice, amount: r.packagePresentPrice * r.travellers }],
    discount: r.discount,
    promoCode: r.promoCode,
    pickupPoint: r.pickupPoint,
    travellerDetails: [...travellers].sort((a, b) => a.position - b.position).map((t) => toTraveller(t, documents)),
    travellerDetailsDue,
    totalPrice: r.totalPrice,
    advanceDue: r.advanceDue,
    cancellationCharge: r.cancellationCharge,
    refundAmount: r.refundAmount,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      changedAt: h.changedAt.toISOString(),
    })),
    paymentMethod: r.paymentMethod,
    paidAmount: paid.reduce((sum, p) => sum + p.amount, 0),
    holdUntil: r.holdUntil?.toISOString() ?? null,
    payments: money.payments.map((p): BookingPayment => ({
      _id: p.id,
      provider: p.provider,
      purpose: p.purpose,
      amount: p.amount,
      status: customerPaymentStatus(p.status),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    refunds: money.refunds.map((f): BookingRefund => ({
      _id: f.id,
      amount: f.amount,
      status: customerRefundStatus(f.status),
      createdAt: f.createdAt.toISOString(),
      refundedAt: f.refundedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The last day to give the travellers' details of each booking of a package that requires them
 * (`requires_traveller_details`, `traveller_details_days` before departure), by booking id.
 */
export async function detailsDeadlines(db: Database, rows: Pick<BookingRow, 'id' | 'packageId' | 'eventId' | 'travelDate'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.filter((r) => r.packageId && !r.eventId).map((r) => r.packageId!))];
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rules = await db
    .select({ id: tourPackages.id, days: tourPackages.travellerDetailsDays })
    .from(tourPackages)
    .where(and(inArray(tourPackages.id, ids), eq(tourPackages.requiresTravellerDetails, true)));
  const days = new Map(rules.map((p) => [p.id, p.days]));
  for (const r of rows) {
    const d = r.packageId && !r.eventId ? days.get(r.packageId) : undefined;
    if (d !== undefined) out.set(r.id, travellerDetailsDeadline(r.travelDate, d));
  }
  return out;
}

/** Bookings read with their history: shared by the customer's and the admin's operations. */
export function bookingReads(db: Database) {
  /** `documents`: document numbers whole (the owner's or an admin's booking detail only). */
  async function withHistory(rows: BookingRow[], { documents = false }: { documents?: boolean } = {}): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // Only online bookings have payments: a list of card bookings asks for none.
    const online = rows.filter((r) => r.paymentMethod === 'online').map((r) => r.id);
    const [paymentRows, refundRows] = online.length
      ? await Promise.all([
          db.select().from(payments).where(inArray(payments.bookingId, online)).orderBy(asc(payments.createdAt), asc(payments.id)),
          db.select().from(refunds).where(inArray(refunds.bookingId, online)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
        ])
      : [[], []];
    const history = await db
      .select()
      .from(bookingHistory)
      .where(inArray(bookingHistory.bookingId, ids))
      .orderBy(asc(bookingHistory.changedAt), asc(bookingHistory.id));
    const travellerRows = await db.select().from(bookingTravellers).where(inArray(bookingTravellers.bookingId, ids));
    const due = await detailsDeadlines(db, rows);
    return rows.map((r) =>
      toBooking(
        r,
        history.filter((h) => h.bookingId === r.id),
        { payments: paymentRows.filter((p) => p.bookingId === r.id), refunds: refundRows.filter((f) => f.bookingId === r.id) },
        travellerRows.filter((t) => t.bookingId === r.id),
        documents,
        due.get(r.id) ?? null,
      ),
    );
  }

  async function row(id: string, tx: Database = db): Promise<BookingRow> {
    if (!idPattern.test(id)) throw notFound('bookingNotFound');
    const [r] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if (!r) throw notFound('bookingNotFound');
    return r;
  }

  async function one(id: string): Promise<Booking> {
    const [b] = await withHistory([await row(id)]);
    return b!;
  }

  return { withHistory, row, one };
}

/**
 * The booking `id` locked for a change, with the departure it holds seats on locked before it
 * (the lock order of seats.server.ts); `also`: more departures to lock with it (a move's target).
 */
export async function lockedBooking(tx: Database, id: string, also: string[] = []): Promise<{ current: BookingRow; departures: Map<string, DepartureRow> }> {
  const found = idPattern.test(id) ? await lockBookingAndDepartures(tx, id, also) : null;
  if (!found) throw notFound('bookingNotFound');
  return { current: found.booking, departures: found.departures };
}

/**
 * Cancels the booking `current` (locked, as it is now) by the policy's charge, gives its seats
 * back to its departure (locked with it) and writes its history, in the caller's transaction.
 */
export async function applyCancellation(current: BookingRow, by: { userId: string | null }, now: Date, note: string, tx: Database): Promise<BookingRow> {
  // An online booking gives back what the providers took (less the charge); a card booking's
  // "paid" is its advance, settled with the office (the policy module's rule).
  const online = current.paymentMethod === 'online';
  const paid = online ? await netPaid(tx, current.id) : current.advanceDue;
  const quote = cancellationCharge({ travelDate: current.travelDate, totalPrice: current.totalPrice, advanceDue: paid }, now);
  if (!quote.allowed) throw conflict('bookingDeparted');
  // Online, the charge kept is at most what was paid: nothing more is ever asked for.
  const charge = online ? Math.min(quote.charge, paid) : quote.charge;
  const [updated] = await tx
    .update(bookings)
    .set({ status: 'Cancelled', cancellationCharge: charge, refundAmount: quote.refund, holdUntil: null, cancelledAt: now, updatedAt: now })
    // Only from the status read under the lock (the lock makes it hold; the condition says so).
    .where(and(eq(bookings.id, current.id), eq(bookings.status, current.status)))
    .returning();
  if (!updated) throw conflict('bookingChanged');
  if (current.departureId && holdsSeats(current.status)) await releaseSeats(tx, current.departureId, seatsHeld(current));
  await tx
    .insert(bookingHistory)
    .values({ id: newId(), bookingId: current.id, fromStatus: current.status, toStatus: 'Cancelled', note, changedBy: accountIdOrNull(by.userId) });
  if (online) await planRefunds(tx, current.id, quote.refund, note);
  return updated;
}

/** The language a booking was made in: its e-mails go out in it ('en' when there is no such booking). */
export async function bookingLanguage(db: Database, id: string): Promise<Lang> {
  const [r] = await db.select({ language: bookings.language }).from(bookings).where(eq(bookings.id, id));
  return r?.language ?? 'en';
}
