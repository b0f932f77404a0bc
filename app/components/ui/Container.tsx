import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** The page width and side padding used everywhere. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</div>;
}
