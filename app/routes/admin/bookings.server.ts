/**
 * The booking actions the list and the detail page share: change status, edit contact, archive;
 * and the detail page's move to another departure.
 */
import { redirect } from 'react-router';
import { z } from 'zod';
import { bookingStatusValues, type BookingStatusValue } from '../../../shared/booking-status.ts';
import type { Booking } from '../../../shared/domain.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { bookingContactInput } from '../../../shared/schemas/booking.ts';
import type { Departure } from '../../../shared/schemas/departures.ts';
import { fail, formText, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';
import { needsConfirmation, unknownAction, type AdminContext } from './admin.server.ts';
import { bookingsText } from './bookings.text.ts';
import { checkAdminForm } from './forms.server.ts';
import { statusName } from './status.text.ts';

const isStatus = (v: unknown): v is BookingStatusValue => bookingStatusValues.includes(v as BookingStatusValue);

/** Every answer carries its intent: the contact form shows only its own failure. Messages in the page's language. */
export async function bookingAction({ services, actor }: AdminContext, form: FormData, lang: Lang, afterArchive?: string) {
  const t = bookingsText[lang];
  const { intent, id } = formText(form, ['intent', 'id']);
  try {
    if (intent === 'status') {
      const status = form.get('status');
      const note = String(form.get('note') ?? '')
        .trim()
        .slice(0, 500);
      if (!isStatus(status)) return fail({ intent, fieldErrors: { status: t.chooseStatus }, formError: t.chooseNewStatus });
      const booking = await services.bookings.setStatus(actor, id, status, note);
      return succeed({ intent, message: t.statusChanged(booking.fullName, booking.name, statusName(lang, booking.status)) });
    }
    if (intent === 'contact') {
      const parsed = checkAdminForm(bookingContactInput, formText(form, ['fullName', 'email', 'phone', 'address', 'city']));
      if (!parsed.ok) return fail({ ...parsed.failure, intent });
      try {
        await services.bookings.updateContact(actor, id, parsed.data);
      } catch (error) {
        return refusalReply(error, parsed.values, intent);
      }
      return succeed({ intent, message: t.contactSaved });
    }
    if (intent === 'archive') {
      const booking = await services.bookings.get(id);
      const ask = needsConfirmation(form, 'archive', id, t.archiveConfirm(booking.fullName, booking.name));
      if (ask) return ask;
      await services.bookings.archive(actor, id);
      if (afterArchive) throw redirect(afterArchive);
      return succeed({ intent, message: t.archived(booking.fullName) });
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

/** The move form's fields, with their messages in the page's language. */
const moveInputs = {
  en: moveInputIn('en'),
  bn: moveInputIn('bn'),
};

function moveInputIn(lang: Lang) {
  const t = bookingsText[lang];
  return z.object({
    id: z.string().trim().min(1, t.whichBooking),
    departureId: z.string({ error: t.chooseDeparture }).trim().min(1, t.chooseDeparture).max(64, t.chooseListedDeparture),
  });
}

/** Moves the booking to the departure chosen; a 409 (the seats went meanwhile) keeps the choice and says why. */
export async function moveBookingAction({ services, actor }: AdminContext, form: FormData, lang: Lang) {
  const intent = 'move';
  const parsed = parseForm(moveInputs[lang], formText(form, ['id', 'departureId']), { intent });
  if (!parsed.ok) return fail(parsed.failure);
  try {
    await services.departures.moveBooking(actor, parsed.data.id, parsed.data.departureId);
  } catch (error) {
    return refusalReply(error, parsed.values, intent);
  }
  const moved = await services.bookings.get(parsed.data.id);
  return succeed({ intent, message: bookingsText[lang].moved(moved.fullName, formatDate(lang, moved.travelDate)) });
}
