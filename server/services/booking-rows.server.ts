/**
 * A booking row (and its history rows) as the services answer it: shared by the booking and the
 * departure services, which both change bookings.
 */
import type { bookingHistory, bookings } from '../../db/schema.ts';
import type { Booking } from '../../shared/domain.ts';

export type BookingRow = typeof bookings.$inferSelect;
type HistoryRow = typeof bookingHistory.$inferSelect;

export function toBooking(r: BookingRow, history: HistoryRow[] = []): Booking {
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
  };
}
