import { IconChevronLeft, IconChevronRight } from '../icons.tsx';
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
      {direction === 'prev' ? <IconChevronLeft className="size-5" /> : <IconChevronRight className="size-5" />}
    </button>
  );
}
