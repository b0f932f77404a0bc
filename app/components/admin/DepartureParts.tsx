import type { Lang } from '../../../shared/i18n/lang.ts';
import type { Departure, DepartureStatus } from '../../../shared/schemas/departures.ts';
import type { Availability } from '../../../shared/seats.ts';
import { useText } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';
import { inputClasses } from '../ui/Field.tsx';
import { departurePartsText } from './DepartureParts.text.ts';

export { weekdayNames } from './DepartureParts.text.ts';

/** The forms of the departures screen that show their own failure (the others are notices above it). */
export const departureFormIntents: readonly string[] = ['add', 'series', 'change'];

/** What cancelling a departure does to its bookings, in words (the dialog and the no-JS step). */
export function cancelConsequence(lang: Lang, seatsTaken: number): string {
  const t = departurePartsText[lang];
  return seatsTaken > 0 ? t.cancelWithBookings(seatsTaken) : t.cancelEmpty;
}

const tones: Record<DepartureStatus, string> = {
  open: 'bg-leaf-50 text-leaf-800',
  closed: 'bg-marigold-100 text-ink',
  cancelled: 'bg-coral-50 text-coral-700',
};
const labels = { open: 'open', closed: 'closed', cancelled: 'cancelled' } as const satisfies Record<DepartureStatus, string>;
const availabilityLabels = { available: 'available', few: 'few', 'sold-out': 'soldOut' } as const satisfies Record<Availability, string>;

/** Open, Closed or Cancelled; an open one also says when it is nearly or fully sold. */
export function DepartureStatusBadge({ departure: d }: { departure: Pick<Departure, 'status' | 'availability'> }) {
  const t = useText(departurePartsText);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold', tones[d.status])}>{t[labels[d.status]]}</span>
      {d.status === 'open' && d.availability !== 'available' ? (
        <span className="text-xs font-semibold text-coral-700">{t[availabilityLabels[d.availability]]}</span>
      ) : null}
    </span>
  );
}

/**
 * The note sent to the customers with a cancellation: in the dialog (tied to the form by `form`)
 * or in the confirmation step without JavaScript.
 */
export function CancelNoteField({ id, form, defaultValue }: { id: string; form?: string; defaultValue?: string }) {
  const t = useText(departurePartsText);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t.noteLabel}
      </label>
      <textarea
        id={id}
        name="note"
        form={form}
        maxLength={300}
        defaultValue={defaultValue}
        rows={3}
        className={cn(inputClasses, 'min-h-20')}
        placeholder={t.notePlaceholder}
      />
    </div>
  );
}
