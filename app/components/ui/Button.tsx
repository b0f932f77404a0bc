import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  /** Deep teal: the usual action. */
  primary: 'bg-teal-700 text-white hover:bg-teal-800 active:bg-teal-900 shadow-sm',
  /** Coral: the one call to action of a screen (Book Now, Explore Tour). */
  accent: 'bg-coral-600 text-white hover:bg-coral-700 shadow-sm',
  /** Outlined teal. */
  secondary: 'border-2 border-teal-700 text-teal-800 bg-white hover:bg-teal-50',
  ghost: 'text-teal-800 hover:bg-teal-50',
  /** On dark or photo backgrounds. */
  light: 'bg-white text-teal-900 hover:bg-sand-100 shadow-sm',
  danger: 'bg-coral-700 text-white hover:bg-coral-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-6 text-[0.95rem]',
  lg: 'min-h-13 px-8 text-base',
};

/** The classes of a button, for elements that are not a <button> or a <Link>. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
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
