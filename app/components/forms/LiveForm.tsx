import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { checkForm, type FormRules, type FormValues } from '../../../shared/schemas/public-forms.ts';
import { typedValues, type ActionReply, type FieldErrors } from '../../lib/forms.ts';
import { Button, type ButtonVariant } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { cn } from '../ui/cn.ts';
import { useText } from '../../lib/i18n.ts';
import { useFormMessage } from './form-message.ts';
import { liveFormText } from './forms.text.ts';
import { valuesTypedBeforeHydration } from './typed-before-hydration.ts';

export interface LiveField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'search';
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Grid class for the field (e.g. 'sm:col-span-2'). */
  className?: string;
  hideLabel?: boolean;
}

/**
 * A form that validates on every change with the spec's messages, posts to the page's action
 * (a fetcher with JavaScript, a normal POST without) and shows the server's reply as a notice.
 * On success the fields are cleared; on failure nothing typed is lost.
 */
export function LiveForm({
  intent,
  rules,
  fields,
  submitLabel,
  submitVariant = 'accent',
  initialValues = {},
  extraHidden,
  className,
  fieldsClassName,
  label,
  light = false,
  inline = false,
  keepOnSuccess = [],
}: {
  intent: string;
  rules: FormRules;
  fields: LiveField[];
  submitLabel: string;
  submitVariant?: ButtonVariant;
  initialValues?: FormValues;
  extraHidden?: Record<string, string>;
  className?: string;
  fieldsClassName?: string;
  /** The form's accessible name. */
  label: string;
  /** Labels and messages for a dark background. */
  light?: boolean;
  /** Field and button on one row (newsletter). */
  inline?: boolean;
  /** Fields kept after a successful submit (e.g. the commenter's name). */
  keepOnSuccess?: string[];
}) {
  const t = useText(liveFormText);
  const message = useFormMessage();
  // The page's actions answer ActionReply (app/lib/forms.ts), with the form's intent.
  const fetcher = useFetcher<ActionReply>();
  const actionData = useActionData<ActionReply>();
  // Without JavaScript the page re-renders with the action's reply: this form's if the intent is its own.
  const pageReply = actionData?.intent === intent ? actionData : undefined;
  const serverReply = fetcher.data ?? pageReply;
  const empty = Object.fromEntries(fields.map((f) => [f.name, initialValues[f.name] ?? '']));
  const [values, setValues] = useState<FormValues>(() => (pageReply && !pageReply.ok ? { ...empty, ...typedValues(pageReply) } : empty));
  const [errors, setErrors] = useState<FieldErrors>(() => (pageReply && !pageReply.ok ? pageReply.fieldErrors : {}));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const lastHandled = useRef<ActionReply | undefined>(undefined);

  // Apply the server's reply once: clear on success, show its messages on failure.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || fetcher.state !== 'idle' || lastHandled.current === reply) return;
    lastHandled.current = reply;
    if (reply.ok) {
      setValues((v) => Object.fromEntries(fields.map((f) => [f.name, keepOnSuccess.includes(f.name) ? (v[f.name] ?? '') : ''])));
      setErrors({});
      setTouched({});
    } else {
      setErrors(reply.fieldErrors);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  // What was typed before this form's code had arrived (a part of the page loaded later, or a slow
  // connection) counts as typed: it is kept and checked like any change.
  useEffect(() => {
    const early = valuesTypedBeforeHydration(
      formRef.current,
      fields.map((f) => f.name),
      values,
    );
    if (Object.keys(early).length === 0) return;
    const next = { ...values, ...early };
    const nextTouched = { ...touched, ...Object.fromEntries(Object.keys(early).map((k) => [k, true])) };
    setValues(next);
    setTouched(nextTouched);
    setErrors(Object.fromEntries(Object.entries(checkForm(rules, next)).filter(([k]) => nextTouched[k])));
    // Once, when the form first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function change(name: string, value: string) {
    const next = { ...values, [name]: value };
    const nextTouched = { ...touched, [name]: true };
    setValues(next);
    setTouched(nextTouched);
    const all = checkForm(rules, next);
    setErrors(Object.fromEntries(Object.entries(all).filter(([k]) => nextTouched[k])));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const all = checkForm(rules, values);
    if (Object.keys(all).length > 0) {
      event.preventDefault();
      setErrors(all);
      setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
      const first = fields.find((f) => all[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    }
  }

  // A success says its message; a failure its form-wide message (the field messages go under the fields, Field translates them).
  const noticeText = serverReply ? message(serverReply.ok ? serverReply.message : serverReply.formError) : null;
  const notice: ReactNode =
    serverReply && noticeText && !busy ? (
      <Notice tone={serverReply.ok ? 'success' : 'error'} className={inline ? 'mt-3' : undefined}>
        {noticeText}
      </Notice>
    ) : null;

  return (
    <fetcher.Form ref={formRef} method="post" noValidate aria-label={label} onSubmit={submit} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {extraHidden ? Object.entries(extraHidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />) : null}
      {!inline && notice ? <div className="mb-5">{notice}</div> : null}
      <div className={cn(inline ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'grid gap-5', fieldsClassName)}>
        {fields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={f.label}
            hideLabel={f.hideLabel}
            type={f.multiline ? undefined : (f.type ?? 'text')}
            multiline={f.multiline}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            value={values[f.name] ?? ''}
            onChange={(e) => change(f.name, e.target.value)}
            error={errors[f.name]}
            requiredMark={!!rules[f.name]}
            className={cn(inline && 'flex-1', f.className, light && '[&_label]:text-white [&_label+span]:text-marigold-100 [&>p]:text-marigold-100')}
          />
        ))}
        <div className={cn(inline ? 'sm:pt-0' : '', fields.some((f) => f.className?.includes('col-span')) && !inline && 'sm:col-span-2')}>
          <Button type="submit" variant={submitVariant} size="lg" busy={busy} className={inline ? 'w-full sm:w-auto' : 'w-full sm:w-auto'}>
            {busy ? t.sending : submitLabel}
          </Button>
        </div>
      </div>
      {inline ? notice : null}
    </fetcher.Form>
  );
}
