import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UpcomingEvent } from '../../shared/schemas/dto.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookings, upcomingEvents } from '../../db/schema.ts';
import type { EventInput } from '../../shared/schemas/events.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { syncEventDeparture } from './departures.server.ts';
import { conflict, notFound } from './errors.server.ts';
import { lockEventDepartures, seatHoldingStatuses } from './seats.server.ts';
import { uniqueSlug } from './slug.server.ts';

type EventRow = typeof upcomingEvents.$inferSelect;

function toUpcomingEvent(r: EventRow): UpcomingEvent {
  return {
    _id: r.id,
    slug: r.slug,
    name: r.name,
    message: r.message,
    shortDescription: r.shortDescription,
    description: r.description,
    presentPrice: r.presentPrice,
    previousPrice: r.previousPrice,
    days: r.days,
    nights: r.nights,
    eventDate: r.eventDate,
    startDate: r.startDate,
    endDate: r.endDate,
    peoples: r.peoples,
    displayPhoto: r.displayPhoto,
    packageId: r.packageId,
  };
}

/** The columns an event's form sets; `before`: the event whose description and photo a form without them keeps. */
function eventColumns(input: EventInput, before?: { description: string; displayPhoto: string }) {
  return {
    name: input.name,
    message: input.message,
    shortDescription: input.shortDescription,
    description: input.description ?? before?.description ?? '',
    presentPrice: input.presentPrice,
    previousPrice: input.previousPrice,
    days: input.days,
    nights: input.nights,
    eventDate: input.eventDate,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    peoples: input.peoples,
    displayPhoto: input.displayPhoto ?? before?.displayPhoto ?? '',
  };
}

export function createEventService(db: Database, audit: AuditService, changes: ChangeFeed) {
  // Every write here is public: it publishes 'events' once committed.
  const transaction = publishingTransaction(db, changes, 'events');
  return {
    async list(): Promise<UpcomingEvent[]> {
      const rows = await db.select().from(upcomingEvents).orderBy(asc(upcomingEvents.position), asc(upcomingEvents.createdAt));
      return rows.map(toUpcomingEvent);
    },

    async get(id: string): Promise<UpcomingEvent> {
      if (!idPattern.test(id)) throw notFound('Event not found');
      const [row] = await db.select().from(upcomingEvents).where(eq(upcomingEvents.id, id));
      if (!row) throw notFound('Event not found');
      return toUpcomingEvent(row);
    },

    async create(actor: Actor, input: EventInput): Promise<UpcomingEvent> {
      const id = newId();
      return transaction(async (tx) => {
        const [row] = await tx
          .insert(upcomingEvents)
          .values({
            id,
            slug: uniqueSlug(input.name, id, 'event'),
            ...eventColumns(input),
            position: Date.now() % 2_000_000_000,
          })
          .returning();
        const event = toUpcomingEvent(row!);
        // An event sells its seats (peoples) on its start date, like a package's departure.
        await syncEventDeparture(tx, row!);
        await audit.record(actor, { action: 'create', entity: 'event', entityId: id, after: event }, tx as Database);
        return event;
      });
    },

    /** Edits an event; its departure follows (seats never below those taken, its date only while none are). */
    async update(actor: Actor, id: string, input: EventInput): Promise<UpcomingEvent> {
      const before = await this.get(id);
      return transaction(async (tx) => {
        // Its departure first (the lock order of seats.server.ts), then the event's row.
        await lockEventDepartures(tx, id);
        const [row] = await tx
          .update(upcomingEvents)
          .set({ ...eventColumns(input, before), updatedAt: new Date() })
          .where(eq(upcomingEvents.id, id))
          .returning();
        if (!row) throw notFound('Event not found');
        await syncEventDeparture(tx, row);
        const after = toUpcomingEvent(row);
        await audit.record(actor, { action: 'update', entity: 'event', entityId: id, before, after }, tx as Database);
        return after;
      });
    },

    /**
     * Removes an event, and its departure with it. Refused (409) while it has Pending or Confirmed
     * bookings: they would be left without a departure and their customers untold.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await this.get(id);
      await transaction(async (tx) => {
        // Its departure first: a booking of it either committed before (and is counted) or waits and then finds no event.
        await lockEventDepartures(tx, id);
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(eq(bookings.eventId, id), inArray(bookings.status, [...seatHoldingStatuses])));
        const n = Number(live?.n ?? 0);
        if (n > 0) {
          throw conflict(
            `This event has ${n} active ${n === 1 ? 'booking' : 'bookings'} (Pending or Confirmed), so it cannot be deleted. ` +
              'Cancel its departure first (each customer is e-mailed and refunded in full), or cancel those bookings, then delete the event.',
          );
        }
        const deleted = await tx.delete(upcomingEvents).where(eq(upcomingEvents.id, id)).returning({ id: upcomingEvents.id });
        if (deleted.length === 0) throw notFound('Event not found');
        await audit.record(actor, { action: 'delete', entity: 'event', entityId: id, before }, tx as Database);
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
