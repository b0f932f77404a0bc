import { Form, useNavigation } from 'react-router';
import type { UpcomingEvent } from '../../../shared/schemas/dto.ts';
import { Button, Notice } from '../ui/index.ts';
import { FormField, type Errors, type Values } from './FormParts.tsx';
import { ImageField } from './ImageField.tsx';

export const eventValues = (e: UpcomingEvent): Values => ({ ...e, startDate: e.startDate ?? '', endDate: e.endDate ?? '' });

/** The add and edit form of an upcoming event: every text field required, the image optional. */
export function EventForm({
  values,
  errors,
  formError,
  submitLabel,
  resetKey,
}: {
  values: Values;
  errors: Errors;
  formError?: string | null;
  submitLabel: string;
  resetKey?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const f = { values, errors };
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-5" key={resetKey}>
      <input type="hidden" name="intent" value="save" />
      {formError ? (
        <Notice tone="error">{formError}</Notice>
      ) : errors && Object.keys(errors).length ? (
        <Notice tone="error">Please correct the fields marked below.</Notice>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...f} name="name" label="Name (place)" requiredMark />
        <FormField {...f} name="eventDate" label="Event date" placeholder="20 May to 23 May" requiredMark />
      </div>
      <FormField {...f} name="message" label="Message" requiredMark />
      <FormField {...f} name="shortDescription" label="Short description" multiline requiredMark />
      <FormField {...f} name="description" label="Description" multiline hint="Optional: the longer text of the event page." />
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <FormField {...f} name="presentPrice" label="Price (Tk)" inputMode="numeric" requiredMark />
        <FormField {...f} name="previousPrice" label="Previous price (Tk)" inputMode="numeric" requiredMark />
        <FormField {...f} name="days" label="Days" inputMode="numeric" requiredMark />
        <FormField {...f} name="nights" label="Nights" inputMode="numeric" requiredMark />
        <FormField {...f} name="peoples" label="People" inputMode="numeric" requiredMark />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...f} name="startDate" label="Start date" type="date" hint="Optional; bookings of the event travel on it." />
        <FormField {...f} name="endDate" label="End date" type="date" hint="Optional." />
      </div>
      <ImageField name="displayPhoto" label="Photo" defaultValue={String(values.displayPhoto ?? '')} error={errors?.displayPhoto} />
      <div>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
