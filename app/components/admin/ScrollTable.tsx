import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

export interface ScrollColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned, in tabular digits. */
  numeric?: boolean;
  className?: string;
}

/**
 * A plain data table (reports, a manifest) that keeps its columns on a phone: it scrolls sideways
 * inside its own box (focusable, so the keyboard scrolls it too), never the page. The first column
 * heads its row. Prints as a plain table.
 */
export function ScrollTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  footer,
  className,
}: {
  label: string;
  columns: ScrollColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  if (rows.length === 0) return <p className="rounded-xl border border-sand-200 bg-white p-6 text-center text-sm text-ink-muted">{empty}</p>;
  const align = (c: ScrollColumn<T>) => (c.numeric ? 'whitespace-nowrap text-right tabular-nums' : 'text-left');
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative max-w-full overflow-x-auto rounded-xl border border-sand-200 bg-white focus:outline-none focus-visible:ring-4 focus-visible:ring-teal-100 print:overflow-visible print:border-0',
        className,
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-sand-100 text-ink-muted print:bg-transparent">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cn('whitespace-nowrap px-3 py-2 font-semibold', align(c), c.className)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-sand-200 print:break-inside-avoid">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.label} scope="row" className={cn('px-3 py-2 font-semibold', align(c), c.className)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.label} className={cn('px-3 py-2', align(c), c.className)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot className="border-t-2 border-sand-300 font-semibold">{footer}</tfoot> : null}
      </table>
    </div>
  );
}
