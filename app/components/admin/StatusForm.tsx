import { Form } from 'react-router';
import { nextStatuses, type BookingStatusValue } from '../../../shared/booking-status.ts';
import { useText } from '../../lib/i18n.ts';
import { Button, cn } from '../ui/index.ts';
import { adminPartsText } from './adminParts.text.ts';
import { withTheirs } from '../ui/Theirs.tsx';

const small =
  'rounded-lg border border-sand-300 bg-white px-3 py-1.5 text-sm text-ink focus:border-teal-600 focus:outline-none focus:ring-4 focus:ring-teal-100';

const tones: Record<BookingStatusValue, string> = {
  Pending: 'bg-marigold-100 text-ink',
  Confirmed: 'bg-teal-100 text-teal-900',
  Completed: 'bg-leaf-50 text-leaf-800',
  Cancelled: 'bg-coral-50 text-coral-700',
};

/** The catalog key of each status's name. */
const names = {
  Pending: 'statusPending',
  Confirmed: 'statusConfirmed',
  Completed: 'statusCompleted',
  Cancelled: 'statusCancelled',
} as const satisfies Record<BookingStatusValue, keyof (typeof adminPartsText)['en']>;

export function StatusBadge({ status }: { status: BookingStatusValue }) {
  const t = useText(adminPartsText);
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold', tones[status])}>{t[names[status]] ?? status}</span>;
}

/** Moves a booking to one of the statuses it may go to next; the customer is e-mailed. */
export function StatusForm({
  id,
  status,
  label,
  withNote,
  className,
}: {
  id: string;
  status: BookingStatusValue;
  label: string;
  withNote?: boolean;
  className?: string;
}) {
  const t = useText(adminPartsText);
  const next = nextStatuses(status);
  if (next.length === 0) return <StatusBadge status={status} />;
  return (
    <Form method="post" className={cn('flex flex-wrap items-center gap-2', className)}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <StatusBadge status={status} />
      <label className="sr-only" htmlFor={`status-${id}`}>
        {/* `label` names the booking by its traveller's name. */}
        {withTheirs(t.newStatusFor, label)}
      </label>
      <select id={`status-${id}`} name="status" className={small} defaultValue={next[0]}>
        {next.map((s) => (
          <option key={s} value={s}>
            {t[names[s]]}
          </option>
        ))}
      </select>
      {withNote ? (
        <>
          <label className="sr-only" htmlFor={`note-${id}`}>
            {t.noteToCustomer}
          </label>
          <input id={`note-${id}`} name="note" placeholder={t.noteToCustomerPlaceholder} maxLength={500} className={cn(small, 'w-full sm:w-72')} />
        </>
      ) : null}
      <Button type="submit" size="sm" aria-label={t.changeStatusOf(label)}>
        {t.status}
      </Button>
    </Form>
  );
}
