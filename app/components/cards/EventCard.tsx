import { Link, href } from 'react-router';
import type { UpcomingEvent } from '../../../shared/schemas/dto.ts';
import { Price } from '../ui/Price.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { IconCalendar, IconPeople } from '../icons.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import { cardsText } from './cards.text.ts';

export type EventSummary = Pick<
  UpcomingEvent,
  '_id' | 'name' | 'message' | 'shortDescription' | 'presentPrice' | 'previousPrice' | 'days' | 'nights' | 'eventDate' | 'peoples' | 'displayPhoto'
>;

export function eventSummary(e: UpcomingEvent): EventSummary {
  return {
    _id: e._id,
    name: e.name,
    message: e.message,
    shortDescription: e.shortDescription,
    presentPrice: e.presentPrice,
    previousPrice: e.previousPrice,
    days: e.days,
    nights: e.nights,
    eventDate: e.eventDate,
    peoples: e.peoples,
    displayPhoto: e.displayPhoto,
  };
}

/** An upcoming event: photo with its date, name, message, price. Opens /upComingEventDetails/{id}. */
export function EventCard({ event }: { event: EventSummary }) {
  const t = useText(cardsText);
  const f = useFormat();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-line">
      <div className="relative aspect-[4/3] overflow-hidden">
        <ResponsiveImage
          src={event.displayPhoto}
          alt={event.name}
          width={960}
          height={720}
          sizes="(min-width: 1024px) 360px, (min-width: 600px) 50vw, 100vw"
          className="size-full transition-transform duration-500 group-hover:scale-105"
          draggable={false}
        />
        <p className="absolute bottom-3 left-3 flex items-center gap-1.5 rounded-full bg-teal-950/90 px-3 py-1.5 text-sm font-semibold text-white">
          <IconCalendar className="size-4 text-marigold-400" />
          {event.eventDate}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold text-teal-950">
          <Link to={href('/upComingEventDetails/:id', { id: event._id })} className="after:absolute after:inset-0">
            {event.name}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-[0.95rem] text-ink-muted">{event.message}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
          <span>{f.daysNights(event.days, event.nights)}</span>
          <span className="flex items-center gap-1.5">
            <IconPeople className="size-4 text-teal-700" />
            {t.people(event.peoples)}
          </span>
        </p>
        <div className="mt-auto pt-4">
          <Price present={event.presentPrice} previous={event.previousPrice} per="person" />
        </div>
      </div>
    </article>
  );
}
