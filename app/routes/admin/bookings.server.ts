/**
 * The booking actions the list and the detail page share: change status, edit contact, archive;
 * and the detail page's move to another departure.
 */
import { redirect } from 'react-router';
import { z } from 'zod';
import { bookingStatusValues, type BookingStatusValue } from '../../../shared/booking-status.ts';
import type { Booking } from '../../../shared/domain.ts';
import { bookingContactInput } from '../../../shared/schemas/booking.ts';
import type { Departure } from '../../../shared/schemas/departures.ts';
import { formatDay } from '../../../shared/seats.ts';
import { fail, formText, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';
import { needsConfirmation, unknownAction, type AdminContext } from './admin.server.ts';
import { checkAdminForm } from './forms.server.ts';

const isStatus = (v: unknown): v is BookingStatusValue => bookingStatusValues.includes(v as BookingStatusValue);

/** Every answer carries its intent: the contact form shows only its own failure. */
export async function bookingAction({ services, actor }: AdminContext, form: FormData, afterArchive?: string) {
  const { intent, id } = formText(form, ['intent', 'id']);
  try {
    if (intent === 'status') {
      const status = form.get('status');
      const note = String(form.get('note') ?? '')
        .trim()
        .slice(0, 500);
      if (!isStatus(status)) return fail({ intent, fieldErrors: { status: 'Choose Confirmed, Completed or Cancelled' }, formError: 'Choose a new status' });
      const booking = await services.bookings.setStatus(actor, id, status, note);
      return succeed({ intent, message: `${booking.fullName}'s booking (${booking.name}) is now ${booking.status}. The customer has been e-mailed.` });
    }
    if (intent === 'contact') {
      const parsed = checkAdminForm(bookingContactInput, formText(form, ['fullName', 'email', 'phone', 'address', 'city']));
      if (!parsed.ok) return fail({ ...parsed.failure, intent });
      try {
        await services.bookings.updateContact(actor, id, parsed.data);
      } catch (error) {
        return refusalReply(error, parsed.values, intent);
      }
      return succeed({ intent, message: 'The contact details were saved.' });
    }
    if (intent === 'archive') {
      const booking = await services.bookings.get(id);
      const ask = needsConfirmation(
        form,
        'archive',
        id,
        `Remove ${booking.fullName}'s booking (${booking.name}) from the list? It is archived, not destroyed.`,
      );
      if (ask) return ask;
      await services.bookings.archive(actor, id);
      if (afterArchive) throw redirect(afterArchive);
      return succeed({ intent, message: `${booking.fullName}'s booking was removed from the list (archived).` });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusalReply(error, {}, intent);
  }
  return unknownAction(form);
}

/** The list's filter from the query: ?status=...&q=... */
export function bookingFilter(request: Request) {
  const url = new URL(request.url);
  const s = url.searchParams.get('status') ?? '';
  const status = bookingStatusValues.includes(s as BookingStatusValue) ? (s as BookingStatusValue) : undefined;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return { status, q };
}

/**
 * Where a booking may move: the other open, future departures of its package with seats for all
 * its travellers. Null when it cannot move at all (an event's booking, or one no longer Pending or
 * Confirmed). The booking's own departure is the one on its travel date.
 */
export async function moveTargets({ services }: AdminContext, booking: Booking): Promise<Departure[] | null> {
  if (!booking.packageId || (booking.status !== 'Pending' && booking.status !== 'Confirmed')) return null;
  const open = await services.departures.list({ packageId: booking.packageId });
  return open.filter((d) => d.date !== booking.travelDate && d.seatsLeft >= booking.travellers);
}

const moveInput = z.object({
  id: z.string().trim().min(1, 'Which booking?'),
  departureId: z.string({ error: 'Choose a departure' }).trim().min(1, 'Choose a departure').max(64, 'Choose a departure from the list'),
});

/** Moves the booking to the departure chosen; a 409 (the seats went meanwhile) keeps the choice and says why. */
export async function moveBookingAction({ services, actor }: AdminContext, form: FormData) {
  const intent = 'move';
  const parsed = parseForm(moveInput, formText(form, ['id', 'departureId']), { intent });
  if (!parsed.ok) return fail(parsed.failure);
  try {
    await services.departures.moveBooking(actor, parsed.data.id, parsed.data.departureId);
  } catch (error) {
    return refusalReply(error, parsed.values, intent);
  }
  const moved = await services.bookings.get(parsed.data.id);
  return succeed({ intent, message: `${moved.fullName}'s booking now travels on ${formatDay(moved.travelDate)}.` });
}
