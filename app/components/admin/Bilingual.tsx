/**
 * The admin forms' two languages side by side (stacked on a phone): each translatable field in
 * English and, beside it, in Bangla (`bn.<name>`), the Bangla one marked 'Not translated yet' while
 * empty; and, at the top of the form, how many Bangla fields are still empty. The Bangla fields are
 * labelled in Bangla on both sites (decision 0013).
 */
import type { ReactNode } from 'react';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';
import { bilingualText } from './Bilingual.text.ts';
import { FormField, valueOf, type Errors, type Values } from './FormParts.tsx';

/** The form name of a field's Bangla side. */
export const bnName = (name: string) => `bn.${name}`;

/** The mark under an empty Bangla field. */
export function NotTranslated() {
  const t = useText(bilingualText);
  return (
    <span className="inline-flex rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold text-ink" data-testid="not-translated">
      {t.notTranslated}
    </span>
  );
}

/** A field in English and in Bangla. `label` is in the page's language, `banglaLabel` in Bangla. */
export function BilingualField({
  name,
  values,
  errors,
  label,
  banglaLabel,
  hint,
  multiline,
  requiredMark,
  placeholder,
  className,
  fieldClassName,
  stacked,
}: {
  name: string;
  values: Values;
  errors: Errors;
  label: string;
  banglaLabel: string;
  hint?: ReactNode;
  multiline?: boolean;
  requiredMark?: boolean;
  placeholder?: string;
  className?: string;
  /** Classes of each side (e.g. a taller textarea). */
  fieldClassName?: string;
  /** Bangla under English at every width (a narrow box). */
  stacked?: boolean;
}) {
  const empty = valueOf(values, bnName(name)).trim() === '';
  return (
    <div className={cn('grid gap-3', !stacked && 'md:grid-cols-2', className)} data-testid="bilingual-field">
      <FormField
        name={name}
        values={values}
        errors={errors}
        label={label}
        hint={hint}
        multiline={multiline}
        requiredMark={requiredMark}
        placeholder={placeholder}
        className={fieldClassName}
      />
      <div lang="bn" className={fieldClassName}>
        <FormField
          name={bnName(name)}
          values={values}
          errors={errors}
          label={`${banglaLabel} (${bilingualText.bn.bangla})`}
          hint={empty ? <NotTranslated /> : undefined}
          multiline={multiline}
        />
      </div>
    </div>
  );
}

/** How many Bangla fields are empty, at the top of a form. */
export function UntranslatedCount({ count }: { count: number }) {
  const t = useText(bilingualText);
  return (
    <p
      className={cn(
        'rounded-xl border-l-4 px-4 py-3 text-sm',
        count > 0 ? 'border-marigold-500 bg-marigold-100 text-ink' : 'border-leaf-500 bg-leaf-50 text-leaf-800',
      )}
    >
      <span className="font-semibold" data-testid="untranslated-count">
        {count > 0 ? t.untranslated(count) : t.allTranslated}
      </span>{' '}
      {count > 0 ? t.untranslatedHint : null}
    </p>
  );
}

/** A form's field messages (English, from the shared schemas and the services) in the page's language. */
export function useTranslatedErrors(errors: Errors): Errors {
  const translate = useTranslateMessage();
  return errors ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translate(v)])) : errors;
}

/** The empty ones of `names` (their Bangla sides) in `values`. */
export const untranslatedOf = (values: Values, names: readonly string[]) => names.filter((n) => valueOf(values, bnName(n)).trim() === '').length;
