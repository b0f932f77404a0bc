/**
 * The trip's calendars (issue 27): a booking's event for its owner (`/detailsPackage/{id}`'s "Add
 * to calendar") and a departure's feed for the guides (admins): all-day events from the departure
 * date for the trip's days, with the meeting point and the operator's phone. The UIDs are stable
 * (the booking's or departure's id), so importing the file again updates the event.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern } from '../../db/ids.ts';
import { bookings, departures, tourPackages, upcomingEvents } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { company } from '../../shared/company.ts';
import { icsCalendar } from '../../shared/ical.ts';
import type { PickupPoint } from '../../shared/pickup.ts';
import { bookingReference } from '../../shared/schemas/booking-dto.ts';
import { notFound } from './errors.server.ts';

const domain = 'travelez';

export function createCalendarService({ db, baseUrl }: { db: Database; baseUrl: string }) {
  /** Where the trip's travellers meet: the package's meeting point, or a promise to be told. */
  const meetingLine = (meetingPoint: string | null | undefined) => `Meeting point: ${meetingPoint?.trim() || 'we will call you with it before departure'}`;
  /** Where and when the coach picks travellers up. */
  const pickupLine = (p: PickupPoint) => `${p.name} at ${p.time}`;

  return {
    /** The owner's booking as one event; 404 for anyone else's. */
    async forBooking(viewer: Viewer, bookingId: string, now: Date = new Date()): Promise<{ filename: string; body: string }> {
      if (!idPattern.test(bookingId)) throw notFound('bookingNotFound');
      const [r] = await db
        .select({ b: bookings, meetingPoint: tourPackages.meetingPoint })
        .from(bookings)
        .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      if (!r || r.b.userId !== viewer.userId) throw notFound('bookingNotFound');
      const b = r.b;
      const reference = bookingReference(b.id);
      const body = icsCalendar(`Travelez: ${b.name}`, [
        {
          uid: `booking-${b.id}@${domain}`,
          start: b.travelDate,
          days: b.totalDays,
          summary: `Travelez: ${b.name}${b.status === 'Cancelled' ? ' (cancelled)' : ''}`,
          description: [
            `${b.packageName ? `${b.name} - ${b.packageName}` : b.name}, ${b.totalDays} ${b.totalDays === 1 ? 'day' : 'days'}`,
            `Booking ${reference} for ${b.travellers} ${b.travellers === 1 ? 'traveller' : 'travellers'} (${b.status})`,
            ...(b.pickupPoint ? [`Pickup: ${pickupLine(b.pickupPoint)}`] : []),
            meetingLine(r.meetingPoint),
            `Operator: ${company.name}, ${company.phone}`,
            `Your ticket: ${baseUrl}/detailsPackage/${b.id}`,
          ].join('\n'),
          // The pickup point chosen, else the tour's meeting point.
          location: b.pickupPoint?.name ?? (r.meetingPoint?.trim() || undefined),
          url: `${baseUrl}/detailsPackage/${b.id}`,
          stamp: now,
        },
      ]);
      return { filename: `travelez-${reference.toLowerCase()}.ics`, body };
    },

    /** One departure for the guides: the trip and who travels (not cancelled); 404 for an unknown departure. */
    async forDeparture(departureId: string, now: Date = new Date()): Promise<{ filename: string; body: string }> {
      if (!idPattern.test(departureId)) throw notFound('departureNotFound');
      const [d] = await db
        .select({
          d: departures,
          packageName: tourPackages.name,
          packageDays: tourPackages.totalDays,
          meetingPoint: tourPackages.meetingPoint,
          eventName: upcomingEvents.name,
          eventDays: upcomingEvents.days,
        })
        .from(departures)
        .leftJoin(tourPackages, eq(tourPackages.id, departures.packageId))
        .leftJoin(upcomingEvents, eq(upcomingEvents.id, departures.eventId))
        .where(eq(departures.id, departureId))
        .limit(1);
      if (!d) throw notFound('departureNotFound');
      const travelling = await db
        .select({
          fullName: bookings.fullName,
          phone: bookings.phone,
          travellers: bookings.travellers,
          checkedInAt: bookings.checkedInAt,
          pickupPoint: bookings.pickupPoint,
        })
        .from(bookings)
        .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, ['Pending', 'Confirmed', 'Completed']), isNull(bookings.archivedAt)));
      const name = d.packageName ?? d.eventName ?? 'Trip';
      const total = travelling.reduce((n, t) => n + t.travellers, 0);
      // A booking's point among the departure's (one no longer listed: with those without one).
      const listed = new Set(d.d.pickupPoints.map((p) => p.id));
      const pointOf = (t: (typeof travelling)[number]) => (t.pickupPoint && listed.has(t.pickupPoint.id) ? t.pickupPoint.id : null);
      const body = icsCalendar(`Travelez departure: ${name}`, [
        {
          uid: `departure-${d.d.id}@${domain}`,
          start: d.d.date,
          days: d.packageDays ?? d.eventDays ?? 1,
          summary: `${name}: ${total} ${total === 1 ? 'traveller' : 'travellers'}${d.d.status === 'cancelled' ? ' (cancelled)' : ''}`,
          description: [
            meetingLine(d.meetingPoint),
            `Operator: ${company.name}, ${company.phone}`,
            ...(d.d.note ? [`Note: ${d.d.note}`] : []),
            // By pickup point (by time), with a count per point; those without one last.
            ...[...d.d.pickupPoints, null]
              .sort((a, b) => (a && b ? a.time.localeCompare(b.time) : a ? -1 : 1))
              .flatMap((p) => {
                const here = travelling.filter((t) => pointOf(t) === (p?.id ?? null));
                if (here.length === 0) return [];
                const n = here.reduce((sum, t) => sum + t.travellers, 0);
                const heading = p
                  ? `Pickup ${pickupLine(p)}: ${n} ${n === 1 ? 'traveller' : 'travellers'}`
                  : d.d.pickupPoints.length
                    ? `No pickup point: ${n}`
                    : '';
                return [
                  '',
                  ...(heading ? [heading] : []),
                  ...here.map((t) => `${t.fullName} (${t.travellers}) ${t.phone}${t.checkedInAt ? ' - checked in' : ''}`),
                ];
              }),
          ].join('\n'),
          location: d.meetingPoint?.trim() || undefined,
          stamp: now,
        },
      ]);
      return { filename: `travelez-departure-${d.d.date}.ics`, body };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
