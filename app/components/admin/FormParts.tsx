import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslateMessage } from '../../lib/i18n.ts';
import { Field } from '../ui/Field.tsx';

export type Values = Record<string, unknown>;
export type Errors = Record<string, string> | undefined;

/** A text value of a form's values (what was typed, or the saved entity). */
export const valueOf = (values: Values, name: string) => {
  const v = values[name];
  return v === null || v === undefined ? '' : String(v);
};

/** A Field bound to a form's values and errors by name (an error shown in the page's language). */
export function FormField({
  name,
  values,
  errors,
  label,
  hint,
  multiline,
  requiredMark,
  className,
  placeholder,
  type,
  inputMode,
}: {
  name: string;
  values: Values;
  errors: Errors;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  requiredMark?: boolean;
  className?: string;
  placeholder?: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  const translate = useTranslateMessage();
  const error = errors?.[name];
  const common = { name, label, hint, requiredMark, className, placeholder, defaultValue: valueOf(values, name), error: error ? translate(error) : undefined };
  return multiline ? <Field {...common} multiline /> : <Field {...common} type={type} inputMode={inputMode} />;
}
