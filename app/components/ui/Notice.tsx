import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

const tones: Record<NoticeTone, string> = {
  success: 'border-leaf-500 bg-leaf-50 text-leaf-800',
  error: 'border-coral-600 bg-coral-50 text-coral-700',
  info: 'border-teal-500 bg-teal-50 text-teal-900',
  warning: 'border-marigold-500 bg-marigold-100 text-ink',
};

const icons: Record<NoticeTone, ReactNode> = {
  success: <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.6L5.4 10.2l1.3-1.3 2.1 2.1 4.5-4.5 1.3 1.3-5.8 5.8Z" />,
  error: <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />,
  info: <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.9 12H9.1V8.8h1.8V14Zm0-6.8H9.1V5.4h1.8v1.8Z" />,
  warning: <path d="M10 2 1.5 17h17L10 2Zm.9 12.5H9.1v-1.8h1.8v1.8Zm0-3.3H9.1V7.5h1.8v3.7Z" />,
};

/**
 * A message for the user (a server's reply, a result). Success and info are announced politely
 * (role=status); errors at once (role=alert).
 */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  id,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border-l-4 px-4 py-3 text-[0.95rem]', tones[tone], className)}
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" fill="currentColor" aria-hidden="true">
        {icons[tone]}
      </svg>
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
