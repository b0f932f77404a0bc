import { cn } from './cn.ts';
import { formatTk } from './format.ts';

/**
 * A price in Tk, with the previous price struck through when it was higher. Screen readers hear
 * 'Now Tk 12,500, was Tk 15,000'.
 */
export function Price({
  present,
  previous,
  per,
  size = 'md',
  tone = 'dark',
  className,
}: {
  present: number;
  previous?: number | null;
  /** e.g. 'person' → '/ person'. */
  per?: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const showPrevious = previous != null && previous > present;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className="sr-only">{showPrevious ? 'Now ' : 'Price '}</span>
      <span
        className={cn(
          'font-bold tabular-nums',
          tone === 'dark' ? 'text-teal-900' : 'text-white',
          size === 'sm' && 'text-base',
          size === 'md' && 'text-xl',
          size === 'lg' && 'text-3xl',
        )}
      >
        {formatTk(present)}
      </span>
      {per ? <span className={cn('text-sm', tone === 'dark' ? 'text-ink-muted' : 'text-white/85')}>/ {per}</span> : null}
      {showPrevious ? (
        <>
          <span className="sr-only">, was </span>
          <s className={cn('text-sm tabular-nums', tone === 'dark' ? 'text-ink-muted' : 'text-white/85')}>{formatTk(previous)}</s>
        </>
      ) : null}
    </p>
  );
}

/** The discount badge on cards and headers. */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (!percent || percent <= 0) return null;
  return (
    <span className={cn('inline-flex items-center rounded-full bg-coral-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase', className)}>
      {percent}% off
    </span>
  );
}
