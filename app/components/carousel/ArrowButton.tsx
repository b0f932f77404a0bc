import { cn } from '../ui/cn.ts';

/** A carousel's round previous / next button. */
export function ArrowButton({ direction, onClick, label, className }: { direction: 'prev' | 'next'; onClick: () => void; label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'flex size-11 items-center justify-center rounded-full bg-white text-teal-900 shadow-[var(--shadow-card)] ring-1 ring-line hover:bg-teal-50',
        className,
      )}
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <path d={direction === 'prev' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
