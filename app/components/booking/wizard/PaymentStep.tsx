import type { ClipboardEvent } from 'react';
import type { Edited } from '../card-input.ts';
import { useText, useTranslateMessage } from '../../../lib/i18n.ts';
import { Button, Field } from '../../ui/index.ts';
import { paymentFields, type PaymentField } from './fields.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { wizardText } from './wizard.text.ts';

/**
 * Puts an edit's answer into the field at once, caret included (React then finds the value it
 * renders already there and leaves the caret alone); answers the new value.
 */
function editField(input: HTMLInputElement, raw: string, caret: number, edit: (raw: string, caret: number) => Edited): string {
  const next = edit(raw, caret);
  if (input.value !== next.value) input.value = next.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
  return next.value;
}

/**
 * A paste into a digits-only field, taken here rather than by the browser: maxLength would cut a
 * long paste ('4242 - 4242 - ...') before its letters and dashes are dropped.
 */
function pasteInto(f: PaymentField & { edit: NonNullable<PaymentField['edit']> }, change: BookingWizard['change']) {
  return (e: ClipboardEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const text = e.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    e.preventDefault();
    const raw = input.value.slice(0, start) + text + input.value.slice(end);
    change(2, f.name, editField(input, raw, start + text.length, f.edit));
  };
}

/** Step 2: the card. Only its name, brand, last 4 digits and expiry are ever kept. */
export function PaymentStep({ wizard }: { wizard: BookingWizard }) {
  const { values, errors, change, goNext, back, headingRef } = wizard;
  const t = useText(wizardText);
  const tr = useTranslateMessage();
  return (
    <form method="post" noValidate onSubmit={(e) => goNext(2, e)} aria-labelledby="step-title" autoComplete="on">
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-2 font-display text-2xl font-bold text-teal-950">
        {t.paymentDetails}
      </h2>
      <p className="mb-6 text-sm text-ink-muted">{t.cardKept}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {paymentFields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={t[f.name]}
            type="text"
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            placeholder={t[`${f.name}Placeholder`]}
            maxLength={f.maxLength}
            autoCorrect="off"
            spellCheck={false}
            value={values[f.name] ?? ''}
            onChange={(e) => {
              const input = e.target;
              change(2, f.name, f.edit ? editField(input, input.value, input.selectionStart ?? input.value.length, f.edit) : input.value);
            }}
            onPaste={f.edit ? pasteInto({ ...f, edit: f.edit }, change) : undefined}
            error={tr(errors[f.name])}
            requiredMark
            className={f.name === 'cardName' || f.name === 'cardNumber' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={() => back(1)}>
          {t.back}
        </Button>
        <Button type="submit" variant="accent" size="lg">
          {t.next}
        </Button>
      </div>
    </form>
  );
}
