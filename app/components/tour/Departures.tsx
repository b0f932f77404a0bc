import { href, useActionData, useFetcher } from 'react-router';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import { failureOf, successOf, typedValues, type ActionReply } from '../../lib/forms.ts';
import { IconCalendar } from '../icons.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { cn } from '../ui/cn.ts';
import { inputClasses } from '../ui/Field.tsx';
import { availabilityText, bookDepartureHref, seatsText, splitDepartures, weekdayName, type DepartureView } from './departures.ts';
import { departuresText } from './tour.text.ts';

/** What the tour page's action answers for the waitlist forms. */
export type WaitlistReply = ActionReply<{ departureId: string }>;

const badgeTones = {
  available: 'bg-leaf-50 text-leaf-800 ring-leaf-100',
  few: 'bg-marigold-100 text-ink ring-marigold-400/60',
  'sold-out': 'bg-coral-50 text-coral-700 ring-coral-100',
} as const;

export function AvailabilityBadge({ availability, className }: { availability: DepartureView['availability']; className?: string }) {
  const { lang } = useFormat();
  return (
    <span className={cn('availability-badge', badgeTones[availability], className)}>
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', availability === 'available' ? 'bg-leaf-700' : availability === 'few' ? 'bg-marigold-500' : 'bg-coral-600')}
      />
      {availabilityText(availability, lang)}
    </span>
  );
}

/**
 * The tour's next departures: date, seats left, price per person and availability from the real
 * seat counts. A date with seats opens the wizard with it chosen; a sold-out one offers its
 * waitlist (a POST to the page, without JavaScript too). No open date: says so and offers contact.
 */
export function Departures({
  packageId,
  departures,
  waiting,
  groupSize,
}: {
  packageId: string;
  departures: DepartureView[];
  /** The departures the signed-in visitor already waits for. */
  waiting: readonly string[];
  groupSize: number;
}) {
  const t = useText(departuresText);
  const tm = useTranslateMessage();
  const { first, more } = splitDepartures(departures);
  const row = (d: DepartureView) => <DepartureRow key={d._id} packageId={packageId} d={d} waiting={waiting.includes(d._id)} groupSize={groupSize} />;
  // A refusal of the page's waitlist form (sent without JavaScript) for a date no row offers a
  // waitlist for: seats came free meanwhile, or the date is no longer this tour's. Shown here, as
  // no row's form would show it.
  const pageFailure = failureOf(useActionData<WaitlistReply>());
  const refusedDate = pageFailure ? typedValues(pageFailure).departureId : undefined;
  const orphanRefusal =
    pageFailure?.formError && !departures.some((d) => d._id === refusedDate && d.availability === 'sold-out') ? pageFailure.formError : undefined;
  return (
    <section id="departures" aria-labelledby="departures-title" className="mt-12 scroll-mt-24">
      <h2 id="departures-title" className="text-2xl font-bold text-teal-950">
        {t.title}
      </h2>
      {orphanRefusal ? (
        <Notice tone="warning" className="mt-4">
          {tm(orphanRefusal)}
        </Notice>
      ) : null}
      {departures.length === 0 ? (
        <div className="mt-5 rounded-[var(--radius-card)] border-2 border-dashed border-sand-300 bg-white/70 p-6" data-testid="no-departures">
          <p className="flex items-center gap-2 font-display text-xl font-bold text-teal-950">
            <IconCalendar className="size-5 text-teal-700" />
            {t.noDates}
          </p>
          <p className="mt-2 text-ink-muted">{t.noDatesHelp}</p>
          <ButtonLink to={href('/contact')} variant="primary" className="mt-4">
            {t.askAboutDates}
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t.pricesPerPerson}</p>
          <ul className="mt-5 space-y-3" data-testid="departures">
            {first.map(row)}
          </ul>
          {more.length > 0 ? (
            <details className="group mt-3">
              <summary className="flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded-full px-4 font-semibold text-teal-800 ring-1 ring-teal-700/30 hover:bg-teal-50 [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">{t.showMore(more.length)}</span>
                <span className="hidden group-open:inline">{t.showFewer}</span>
              </summary>
              <ul className="mt-3 space-y-3" data-testid="more-departures">
                {more.map(row)}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

function DepartureRow({ packageId, d, waiting, groupSize }: { packageId: string; d: DepartureView; waiting: boolean; groupSize: number }) {
  const t = useText(departuresText);
  const f = useFormat();
  const day = f.date(d.date);
  return (
    <li className="departure-row" data-testid="departure" data-availability={d.availability}>
      <div className="min-w-0">
        <p className="departure-when">
          <time dateTime={d.date}>{day}</time>
          <AvailabilityBadge availability={d.availability} />
        </p>
        <p className="departure-meta">
          {weekdayName(d.date, f.lang)} · <span data-testid="seats-left">{seatsText(d, f.lang)}</span>
        </p>
        {d.note ? <p className="mt-1 text-sm text-ink">{d.note}</p> : null}
      </div>
      <div className="departure-offer">
        <p>
          <strong>{f.money(d.price)}</strong> <span>{t.perPerson}</span>
        </p>
        {d.availability === 'sold-out' ? null : (
          <ButtonLink to={bookDepartureHref(packageId, d._id)} variant="accent" size="sm" className="min-h-11">
            {t.book}
            <span className="sr-only"> {day}</span>
          </ButtonLink>
        )}
      </div>
      {d.availability === 'sold-out' ? <WaitlistForm d={d} waiting={waiting} groupSize={groupSize} /> : null}
    </li>
  );
}

/** Join (or leave) the waitlist of a sold-out departure: posts to the tour page's action. */
function WaitlistForm({ d, waiting, groupSize }: { d: DepartureView; waiting: boolean; groupSize: number }) {
  const fetcher = useFetcher<WaitlistReply>({ key: `waitlist-${d._id}` });
  const pageReply = useActionData<WaitlistReply>();
  // Without JavaScript the whole page answers: its reply is this row's when it names this departure.
  const mine = (r: WaitlistReply | undefined) =>
    r && (successOf(r, 'departureId')?.departureId === d._id || typedValues(r).departureId === d._id) ? r : undefined;
  const reply = mine(fetcher.data) ?? (fetcher.state === 'idle' && !fetcher.data ? mine(pageReply) : undefined);
  const failure = failureOf(reply);
  const travellersError = failure?.fieldErrors.travellers;
  const t = useText(departuresText);
  const f = useFormat();
  const tm = useTranslateMessage();
  const day = f.date(d.date);
  const busy = fetcher.state !== 'idle';
  const errorId = `waitlist-${d._id}-error`;
  return (
    <div className="border-t border-line pt-3 sm:col-span-2">
      {reply?.ok ? (
        <Notice tone="success" className="mb-3">
          {tm(reply.message)}
        </Notice>
      ) : failure?.formError && !travellersError ? (
        <Notice tone="warning" className="mb-3">
          {tm(failure.formError)}
        </Notice>
      ) : null}
      {waiting ? (
        <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-3" aria-label={t.waitlistFor(day)}>
          <p className="text-sm font-semibold text-leaf-800">{reply?.ok ? '' : t.onWaitlist}</p>
          <input type="hidden" name="intent" value="leave-waitlist" />
          <input type="hidden" name="departureId" value={d._id} />
          <Button type="submit" variant="ghost" size="sm" busy={busy} className="min-h-11">
            {t.leaveWaitlist}
            <span className="sr-only">{t.forDay(day)}</span>
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" noValidate className="flex flex-wrap items-end gap-3" aria-label={t.waitlistFor(day)}>
          <p className="basis-full text-sm text-ink-muted">{t.joinHelp}</p>
          <input type="hidden" name="intent" value="waitlist" />
          <input type="hidden" name="departureId" value={d._id} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`waitlist-${d._id}-travellers`} className="text-sm font-semibold text-ink">
              {t.travellers}
              <span className="sr-only">{t.forDay(day)}</span>
            </label>
            <input
              id={`waitlist-${d._id}-travellers`}
              name="travellers"
              type="number"
              inputMode="numeric"
              min={1}
              max={groupSize}
              defaultValue={typedValues(failure).travellers ?? '1'}
              aria-invalid={travellersError ? true : undefined}
              aria-describedby={travellersError ? errorId : undefined}
              className={cn(inputClasses, 'w-24 py-2!')}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" busy={busy} className="min-h-11">
            {t.joinWaitlist}
            <span className="sr-only">{t.forDay(day)}</span>
          </Button>
          {travellersError ? (
            <p id={errorId} className="basis-full text-sm font-semibold text-coral-700">
              {tm(travellersError)}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </div>
  );
}
