import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/*
 * The button classes are defined once in app.css (`.btn`, `.btn-<variant>`, `.btn-<size>`): a page
 * lists many buttons, and the stylesheet is one cached file. A utility passed in `className` still
 * wins over them (utilities come after components).
 */

/** The classes of a button, for elements that are not a <button> or a <Link>. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn('btn', `btn-${variant}`, `btn-${size}`, extra);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize; busy?: boolean };

export function Button({ variant = 'primary', size = 'md', busy, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}

export function Spinner({ className }: { className?: string }) {
  return (
    <svg className={cn('size-4 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
