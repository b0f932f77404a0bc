import { useId, type ComponentProps, type ReactNode } from 'react';
import type React from 'react';
import { useTranslateMessage } from '../../lib/i18n.ts';
import { cn } from './cn.ts';

export const inputClasses =
  'block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 ' +
  'shadow-[inset_0_1px_2px_rgb(28_35_38/0.05)] transition-colors focus:border-teal-600 focus:outline-none ' +
  'focus:ring-4 focus:ring-teal-100 aria-[invalid=true]:border-coral-600 aria-[invalid=true]:focus:ring-coral-100';

interface FieldOwnProps {
  label: ReactNode;
  /** The message under the field (validation); shown in coral and announced with the field. */
  error?: string | null;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Renders a <textarea> instead of an <input>. */
  multiline?: boolean;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** Marks the label with a required asterisk (the input gets aria-required). */
  requiredMark?: boolean;
  className?: string;
  inputClassName?: string;
}

/** The asterisk of a required field, group or upload: seen, not read (the field says it with aria-required or its label). */
export function RequiredMark({ className }: { className?: string }) {
  return (
    <span className={cn(className, 'text-coral-700')} aria-hidden="true">
      *
    </span>
  );
}

/**
 * Input and textarea attributes in one type (so callers can pass `type`, `rows`, `onChange`
 * without narrowing). `onChange` gets an event whose target has `value` either way.
 */
type FieldProps = Omit<ComponentProps<'input'>, 'className' | 'onChange' | 'ref'> &
  Pick<ComponentProps<'textarea'>, 'rows' | 'cols' | 'wrap'> &
  FieldOwnProps & {
    onChange?: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
  };

/**
 * A labelled input or textarea with its validation message. The message is tied to the input
 * with aria-describedby and the input gets aria-invalid, so screen readers read both.
 */
export function Field(props: FieldProps) {
  const { label, error, hint, multiline, hideLabel, requiredMark, className, inputClassName, id: givenId, ...rest } = props;
  const autoId = useId();
  const id = givenId ?? `f${autoId}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = cn(hint ? hintId : undefined, error ? errorId : undefined) || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': requiredMark || undefined,
    className: cn(inputClasses, multiline && 'min-h-32 resize-y', inputClassName),
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className={cn('flex items-baseline gap-1', hideLabel && 'sr-only')}>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is the label alone (aria-required says it). */}
        {requiredMark ? <RequiredMark className="text-sm font-semibold" /> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...(rest as unknown as ComponentProps<'textarea'>)} {...common} /> : <input {...(rest as ComponentProps<'input'>)} {...common} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's validation message (kept in the DOM so its space does not jump), in the page's
 * language: the schemas and the services give a message key (shared/i18n/coded-messages.ts).
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-coral-700">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{translate(message)}</span>
    </p>
  );
}
