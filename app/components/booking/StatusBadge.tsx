import { useText } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';
import { bookingText, statusName } from './booking.text.ts';

const tones: Record<string, string> = {
  Pending: 'bg-marigold-100 text-ink',
  Confirmed: 'bg-teal-50 text-teal-900',
  Completed: 'bg-leaf-50 text-leaf-800',
  Cancelled: 'bg-coral-50 text-coral-700',
};

/** A booking's status as a small pill (text, not only colour), named in the page's language. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useText(bookingText);
  return (
    <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wide', tones[status] ?? 'bg-sand-100', className)}>
      {statusName(t, status)}
    </span>
  );
}
