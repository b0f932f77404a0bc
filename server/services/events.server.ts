import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UpcomingEvent } from '../../shared/schemas/dto.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { bookings, upcomingEvents, upcomingEventTranslations } from '../../db/schema.ts';
import type { EventFormInput, EventInput, EventTranslationInput } from '../../shared/schemas/events.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { syncEventDeparture } from './departures.server.ts';
import { conflict, notFound } from './errors.server.ts';
import { lockEventDepartures, seatHoldingStatuses } from './seats.server.ts';
import { uniqueSlug } from './slug.server.ts';
import { fieldByField, isTranslated, storedText, auditWithBangla, type TranslatedLang } from './translations.server.ts';

type EventRow = typeof upcomingEvents.$inferSelect;

/** An event's translation as stored: each field null until translated. */
export interface EventTranslation {
  name: string | null;
  message: string | null;
  shortDescription: string | null;
  description: string | null;
  eventDate: string | null;
}

const translatedFields = ['name', 'message', 'shortDescription', 'description', 'eventDate'] as const;

const translationColumns = (bn: EventTranslationInput): EventTranslation => ({
  name: storedText(bn.name),
  message: storedText(bn.message),
  shortDescription: storedText(bn.shortDescription),
  description: storedText(bn.description),
  eventDate: storedText(bn.eventDate),
});

/** Replaces an event's translation into `lang` (the admin form sends every field). */
export async function writeEventTranslation(tx: Database, eventId: string, lang: TranslatedLang, bn: EventTranslationInput) {
  const columns = translationColumns(bn);
  await tx
    .insert(upcomingEventTranslations)
    .values({ eventId, lang, ...columns })
    .onConflictDoUpdate({ target: [upcomingEventTranslations.eventId, upcomingEventTranslations.lang], set: { ...columns, updatedAt: new Date() } });
}

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
  async function translationsFor(ids: string[], lang: TranslatedLang) {
    if (ids.length === 0) return new Map<string, EventTranslation>();
    const rows = await db
      .select()
      .from(upcomingEventTranslations)
      .where(and(inArray(upcomingEventTranslations.eventId, ids), eq(upcomingEventTranslations.lang, lang)));
    return new Map(
      rows.map((r): [string, EventTranslation] => [
        r.eventId,
        { name: r.name, message: r.message, shortDescription: r.shortDescription, description: r.description, eventDate: r.eventDate },
      ]),
    );
  }

  /** The events of `rows` in `lang`: field by field, English where untranslated. */
  async function eventsOf(rows: EventRow[], lang: Lang): Promise<UpcomingEvent[]> {
    if (!isTranslated(lang)) return rows.map(toUpcomingEvent);
    const translations = await translationsFor(
      rows.map((r) => r.id),
      lang,
    );
    return rows.map((r) => fieldByField(toUpcomingEvent(r), translations.get(r.id), translatedFields));
  }

  return {
    /** Every event in list order, in `lang` (field by field, English where untranslated). */
    async list(lang: Lang = 'en'): Promise<UpcomingEvent[]> {
      const rows = await db.select().from(upcomingEvents).orderBy(asc(upcomingEvents.position), asc(upcomingEvents.createdAt));
      return eventsOf(rows, lang);
    },

    /** One event in `lang` (field by field, English where untranslated). */
    async get(id: string, lang: Lang = 'en'): Promise<UpcomingEvent> {
      if (!idPattern.test(id)) throw notFound('eventNotFound');
      const [row] = await db.select().from(upcomingEvents).where(eq(upcomingEvents.id, id));
      if (!row) throw notFound('eventNotFound');
      return (await eventsOf([row], lang))[0]!;
    },

    /** An event's translation into `lang` as stored (the admin form's other side); null fields are not translated yet. */
    async translation(id: string, lang: TranslatedLang = 'bn'): Promise<EventTranslation | null> {
      if (!idPattern.test(id)) throw notFound('eventNotFound');
      return (await translationsFor([id], lang)).get(id) ?? null;
    },

    /** Adds an event (with its Bangla side when the form sends one). */
    async create(actor: Actor, input: EventFormInput): Promise<UpcomingEvent> {
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
        if (input.bn) await writeEventTranslation(tx as Database, id, 'bn', input.bn);
        await audit.record(
          actor,
          {
            action: 'create',
            entity: 'event',
            entityId: id,
            ...auditWithBangla({ after: event }, input.bn && { stored: null, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
        return event;
      });
    },

    /**
     * Edits an event; its departure follows (seats never below those taken, its date only while
     * none are). Its Bangla side too when the form sends one (the JSON API does not: it stays).
     */
    async update(actor: Actor, id: string, input: EventFormInput): Promise<UpcomingEvent> {
      const before = await this.get(id);
      const storedBangla = input.bn ? await this.translation(id) : null;
      return transaction(async (tx) => {
        // Its departure first (the lock order of seats.server.ts), then the event's row.
        await lockEventDepartures(tx, id);
        const [row] = await tx
          .update(upcomingEvents)
          .set({ ...eventColumns(input, before), updatedAt: new Date() })
          .where(eq(upcomingEvents.id, id))
          .returning();
        if (!row) throw notFound('eventNotFound');
        await syncEventDeparture(tx, row);
        if (input.bn) await writeEventTranslation(tx as Database, id, 'bn', input.bn);
        const after = toUpcomingEvent(row);
        await audit.record(
          actor,
          {
            action: 'update',
            entity: 'event',
            entityId: id,
            ...auditWithBangla({ before, after }, input.bn && { stored: storedBangla, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
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
          throw conflict('eventHasBookings', n);
        }
        const deleted = await tx.delete(upcomingEvents).where(eq(upcomingEvents.id, id)).returning({ id: upcomingEvents.id });
        if (deleted.length === 0) throw notFound('eventNotFound');
        await audit.record(actor, { action: 'delete', entity: 'event', entityId: id, before }, tx as Database);
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
