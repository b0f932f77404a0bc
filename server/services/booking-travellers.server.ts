/**
 * A booking's travellers (`services.bookings.setTravellers`): the owner gives every traveller's
 * details, checked against the booking's party and categories, while the tour's deadline for
 * them allows; part of the booking service (bookings.server.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookings, bookingTravellers } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { isCancellable } from '../../shared/booking-status.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { adultsParty } from '../../shared/party.ts';
import type { TravellersInput } from '../../shared/schemas/travellers.ts';
import { normalizeDocumentNumber, travellerDetailsOpen, travellersIssues } from '../../shared/travellers.ts';
import type { Booking } from '../../shared/domain.ts';
import { bookingReads, detailsDeadlines, lockedBooking } from './booking-rows.server.ts';
import type { publishingTransaction } from './changes.server.ts';
import { conflict, DomainError, notFound } from './errors.server.ts';
import { categoriesOfBooking } from './booking-party.server.ts';

interface BookingTravellersDeps {
  db: Database;
  /** The booking service's transaction (it announces 'departures'). */
  transaction: ReturnType<typeof publishingTransaction>;
}

export function createBookingTravellers({ db, transaction }: BookingTravellersDeps) {
  const { withHistory, row } = bookingReads(db);

  return {
    /**
     * The owner gives every traveller's details: one entry per traveller of the party, each age
     * fitting its category on the travel date, each document number of its kind's form. Replaces
     * what was given before. A booking that is no longer Pending or Confirmed takes none.
     */
    async setTravellers(viewer: Viewer, id: string, list: TravellersInput, now: Date = new Date()): Promise<Booking> {
      await transaction(async (tx) => {
        const { current } = await lockedBooking(tx, id);
        if (current.userId !== viewer.userId) throw notFound('bookingNotFound');
        if (!isCancellable(current.status)) throw conflict('bookingTakesNoTravellers', current.status);
        // Until the deadline of a tour that requires them (after it only while still missing), and never from the travel date on.
        const due = (await detailsDeadlines(tx, [current])).get(current.id) ?? null;
        const given = await tx.select({ position: bookingTravellers.position }).from(bookingTravellers).where(eq(bookingTravellers.bookingId, current.id));
        if (
          !travellerDetailsOpen({ status: current.status, travelDate: current.travelDate, travellerDetailsDue: due, travellerDetails: given }, dhakaDate(now))
        ) {
          throw conflict('travellerDetailsClosed', due && dhakaDate(now) < current.travelDate ? due : addDays(current.travelDate, -1));
        }
        const party = current.party ?? adultsParty(current.travellers);
        const categories = await categoriesOfBooking(tx, current);
        const issues = travellersIssues(list, party, categories, current.travelDate);
        if (issues.length) {
          throw new DomainError(
            400,
            issues[0]!.ref,
            issues.map((i) => ({ path: i.index === null ? '' : `${i.index}${i.field ? `.${i.field}` : ''}`, ref: i.ref })),
          );
        }
        await tx.delete(bookingTravellers).where(eq(bookingTravellers.bookingId, current.id));
        if (list.length) {
          await tx.insert(bookingTravellers).values(
            list.map((t, position) => {
              const number = normalizeDocumentNumber(t.document.number);
              return {
                bookingId: current.id,
                position,
                category: t.category,
                fullName: t.fullName,
                dateOfBirth: t.dateOfBirth,
                gender: t.gender,
                documentType: t.document.type,
                documentNumber: number,
                documentLast4: number.slice(-4),
                updatedAt: now,
              };
            }),
          );
        }
        await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, current.id));
      });
      return (await withHistory([await row(id)], { documents: true }))[0]!;
    },
  };
}
