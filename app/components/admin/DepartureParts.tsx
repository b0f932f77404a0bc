import type { Departure, DepartureStatus } from '../../../shared/schemas/departures.ts';
import { availabilityLabel } from '../../../shared/seats.ts';
import { cn } from '../ui/cn.ts';
import { inputClasses } from '../ui/Field.tsx';

/** The forms of the departures screen that show their own failure (the others are notices above it). */
export const departureFormIntents: readonly string[] = ['add', 'series', 'change'];

/** 0 = Sunday … 6 = Saturday, as shared/seats.ts seriesDates counts them. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** What cancelling a departure does to its bookings, in words (the dialog and the no-JS step). */
export function cancelConsequence(seatsTaken: number): string {
  return seatsTaken > 0
    ? `Its bookings (${plural(seatsTaken, 'seat')} taken) become Cancelled, free of charge, and each customer is e-mailed.`
    : 'No one is booked on it yet. It stays in the list as cancelled.';
}

const tones: Record<DepartureStatus, string> = {
  open: 'bg-leaf-50 text-leaf-800',
  closed: 'bg-marigold-100 text-ink',
  cancelled: 'bg-coral-50 text-coral-700',
};
const labels: Record<DepartureStatus, string> = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' };

/** Open, Closed or Cancelled; an open one also says when it is nearly or fully sold. */
export function DepartureStatusBadge({ departure: d }: { departure: Pick<Departure, 'status' | 'availability'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold', tones[d.status])}>{labels[d.status]}</span>
      {d.status === 'open' && d.availability !== 'available' ? (
        <span className="text-xs font-semibold text-coral-700">{availabilityLabel[d.availability]}</span>
      ) : null}
    </span>
  );
}

/**
 * The note sent to the customers with a cancellation: in the dialog (tied to the form by `form`)
 * or in the confirmation step without JavaScript.
 */
export function CancelNoteField({ id, form, defaultValue }: { id: string; form?: string; defaultValue?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Note to the customers (optional)
      </label>
      <textarea
        id={id}
        name="note"
        form={form}
        maxLength={300}
        defaultValue={defaultValue}
        rows={3}
        className={cn(inputClasses, 'min-h-20')}
        placeholder="e.g. The ferry does not run that week."
      />
    </div>
  );
}
