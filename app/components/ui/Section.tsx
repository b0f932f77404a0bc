import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export { Container } from './Container.tsx';

/** A section heading: small coloured eyebrow, serif title, optional lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
  id,
  className,
  as: Tag = 'h2',
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  id?: string;
  className?: string;
  as?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-2xl', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-[0.16em] text-coral-700 uppercase">{eyebrow}</p> : null}
      <Tag id={id} className="mt-2 text-3xl font-bold text-teal-950 sm:text-4xl">
        {title}
      </Tag>
      {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}

/** Shown when a list has nothing in it: says so and offers the next step. */
export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border-2 border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <svg viewBox="0 0 64 64" className="size-14 text-teal-600" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <circle cx="28" cy="28" r="16" />
        <path d="m40 40 14 14" strokeLinecap="round" />
        <path d="M21 30c3-5 11-5 14 0" strokeLinecap="round" />
      </svg>
      <p className="mt-4 font-display text-xl font-bold text-teal-950">{title}</p>
      {children ? <div className="mt-2 max-w-md text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
