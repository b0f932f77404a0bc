import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';
import { adminPartsText } from './adminParts.text.ts';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A cell's row of controls (buttons, a small form): at the right edge of a phone's stacked row,
 * where the values' lines end, and at the start of a wide table's cell.
 */
export const cellControlsAlign = 'justify-end md:justify-start';
export const cellControls = `flex flex-wrap gap-2 ${cellControlsAlign}`;

/**
 * A table on wide screens; on a phone each row becomes a stacked card whose cells carry their
 * column's label.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: ReactNode;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <p className="rounded-xl bg-white p-6 text-center text-ink-muted shadow-sm">{empty}</p>;
  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm md:rounded-xl md:bg-white md:shadow-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className="border-b border-sand-200 px-4 py-3 font-semibold text-ink-muted">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="max-md:mb-3 max-md:block max-md:rounded-xl max-md:bg-white max-md:p-3 max-md:shadow-sm md:hover:bg-sand-50">
            {columns.map((c) => (
              <td
                key={c.label}
                data-label={c.label}
                className={cn(
                  'align-middle md:border-b md:border-sand-100 md:px-4 md:py-3',
                  'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:py-1.5 max-md:text-right',
                  'max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-ink-muted max-md:before:content-[attr(data-label)]',
                  c.className,
                )}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A screen's title with its actions beside it. */
export function AdminTitle({ title, children, lead }: { title: ReactNode; children?: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-bold text-teal-950">{title}</h1>
        {lead ? <p className="mt-1 text-ink-muted">{lead}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A thumbnail for table rows. */
export function Thumb({ src, alt }: { src: string; alt: string }) {
  const t = useText(adminPartsText);
  if (!src) return <span role="img" className="inline-block h-12 w-16 rounded-lg bg-sand-200" aria-label={t.noImage} />;
  const small = src.replace(/-\d+\.webp$/, '-480.webp');
  return <img src={small} alt={alt} width={64} height={48} loading="lazy" className="h-12 w-16 rounded-lg bg-sand-200 object-cover" />;
}
