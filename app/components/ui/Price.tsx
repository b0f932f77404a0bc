import { useFormat, useText } from '../../lib/i18n.ts';
import { cn } from './cn.ts';
import { uiText } from './ui.text.ts';

/**
 * A price in Taka, with the previous price struck through when it was higher. Screen readers hear
 * 'Now Tk 12,500, was Tk 15,000' ('এখন ১২,৫০০৳, আগে ছিল ১৫,০০০৳').
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
  /** 'person' → '/ person' ('/ জনপ্রতি'). */
  per?: 'person';
  size?: 'sm' | 'md' | 'lg';
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const t = useText(uiText);
  const f = useFormat();
  const showPrevious = previous != null && previous > present;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className="sr-only">{showPrevious ? t.now : t.price}</span>
      <span
        className={cn(
          'font-bold tabular-nums',
          tone === 'dark' ? 'text-teal-900' : 'text-white',
          size === 'sm' && 'text-base',
          size === 'md' && 'text-xl',
          size === 'lg' && 'text-3xl',
        )}
      >
        {f.money(present)}
      </span>
      {per ? <span className={cn('text-sm', tone === 'dark' ? 'text-ink-muted' : 'text-white/85')}>/ {t[per]}</span> : null}
      {showPrevious ? (
        <>
          <span className="sr-only">{t.was}</span>
          <s className={cn('text-sm tabular-nums', tone === 'dark' ? 'text-ink-muted' : 'text-white/85')}>{f.money(previous)}</s>
        </>
      ) : null}
    </p>
  );
}

/** The discount badge on cards and headers. */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const t = useText(uiText);
  const f = useFormat();
  if (!percent || percent <= 0) return null;
  return (
    <span className={cn('inline-flex items-center rounded-full bg-coral-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase', className)}>
      {t.percentOff(f.number(percent))}
    </span>
  );
}
