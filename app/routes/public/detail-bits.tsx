import type { ReactNode } from 'react';

/** A labelled fact on a detail page (days and nights, group size, date...), inside a <dl>. */
export function Fact({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className={`relative rounded-2xl bg-white p-4 ring-1 ring-line ${icon ? 'pl-[4.25rem]' : ''}`}>
      <dt className="text-sm text-ink-muted">
        {icon ? (
          <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl bg-teal-50 text-teal-700" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
