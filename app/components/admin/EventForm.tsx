import { Form, useNavigation } from 'react-router';
import { eventTranslationFields } from '../../../shared/schemas/events.ts';
import type { UpcomingEvent } from '../../../shared/schemas/dto.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { Button, Notice } from '../ui/index.ts';
import { BilingualField, UntranslatedCount, untranslatedOf, useTranslatedErrors } from './Bilingual.tsx';
import { eventFormText } from './EventForm.text.ts';
import { FormField, type Errors, type Values } from './FormParts.tsx';
import { ImageField } from './ImageField.tsx';

export const eventValues = (e: UpcomingEvent): Values => ({ ...e, startDate: e.startDate ?? '', endDate: e.endDate ?? '' });

/**
 * The add and edit form of an upcoming event: every text field required, the image optional.
 * `bilingual`: the texts in English and Bangla side by side (`bn.<name>`), with how many Bangla
 * ones are still empty; the action then reads both (app/routes/admin/translations.server.ts).
 */
export function EventForm({
  values,
  errors: rawErrors,
  formError,
  submitLabel,
  resetKey,
  bilingual = false,
}: {
  values: Values;
  errors: Errors;
  formError?: string | null;
  submitLabel: string;
  resetKey?: string;
  bilingual?: boolean;
}) {
  const t = useText(eventFormText);
  const tb = eventFormText.bn;
  const translate = useTranslateMessage();
  const errors = useTranslatedErrors(rawErrors);
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const f = { values, errors };
  /** A text field: in both languages when the form is bilingual. */
  const text = (name: (typeof eventTranslationFields)[number], props: { multiline?: boolean; requiredMark?: boolean; hint?: string; placeholder?: string }) =>
    bilingual ? (
      <BilingualField {...f} name={name} label={t[name]} banglaLabel={tb[name]} {...props} />
    ) : (
      <FormField {...f} name={name} label={t[name]} {...props} />
    );
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-5" key={resetKey}>
      <input type="hidden" name="intent" value="save" />
      {formError ? (
        <Notice tone="error">{translate(formError)}</Notice>
      ) : errors && Object.keys(errors).length ? (
        <Notice tone="error">{t.correctFields}</Notice>
      ) : null}
      {bilingual ? <UntranslatedCount count={untranslatedOf(values, eventTranslationFields)} /> : null}
      {bilingual ? (
        <>
          {text('name', { requiredMark: true })}
          {text('eventDate', { requiredMark: true, placeholder: t.eventDatePlaceholder })}
        </>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', { requiredMark: true })}
          {text('eventDate', { requiredMark: true, placeholder: t.eventDatePlaceholder })}
        </div>
      )}
      {text('message', { requiredMark: true })}
      {text('shortDescription', { multiline: true, requiredMark: true })}
      {text('description', { multiline: true, hint: t.descriptionHint })}
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <FormField {...f} name="presentPrice" label={t.price} inputMode="numeric" requiredMark />
        <FormField {...f} name="previousPrice" label={t.previousPrice} inputMode="numeric" requiredMark />
        <FormField {...f} name="days" label={t.days} inputMode="numeric" requiredMark />
        <FormField {...f} name="nights" label={t.nights} inputMode="numeric" requiredMark />
        <FormField {...f} name="peoples" label={t.people} inputMode="numeric" requiredMark />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...f} name="startDate" label={t.startDate} type="date" hint={t.startDateHint} />
        <FormField {...f} name="endDate" label={t.endDate} type="date" hint={t.endDateHint} />
      </div>
      <ImageField name="displayPhoto" label={t.photo} defaultValue={String(values.displayPhoto ?? '')} error={errors?.displayPhoto} />
      <div>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
