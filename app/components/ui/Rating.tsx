import { useId } from 'react';

/** Star rating out of 5, read as 'Rated 4.5 out of 5'. */
export function Rating({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const uid = useId().replace(/:/g, '');
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
      <span className="flex text-marigold-500" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <svg key={i} viewBox="0 0 20 20" className="size-4">
            <defs>
              <linearGradient id={`${uid}-half-${i}`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="#d8c6a3" />
              </linearGradient>
            </defs>
            <path
              d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z"
              fill={i <= rounded ? 'currentColor' : i - 0.5 === rounded ? `url(#${uid}-half-${i})` : '#d8c6a3'}
            />
          </svg>
        ))}
      </span>
      <span className="text-sm font-semibold text-ink" aria-hidden="true">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
