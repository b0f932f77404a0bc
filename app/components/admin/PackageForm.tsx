import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { packageStatuses } from '../../../shared/schemas/packages.ts';
import { Button, FieldError, inputClasses, Notice } from '../ui/index.ts';
import { FormField, valueOf, type Errors, type Values } from './FormParts.tsx';
import { ImageField } from './ImageField.tsx';

interface DayRow {
  key: number;
  day: string;
  describe: string;
}

/**
 * Every field of a tour package. The itinerary's buttons (add, remove, move up/down) work at once
 * with JavaScript; without it they are submit buttons (`dayOp`) the action answers with the new
 * list. Its inputs are uncontrolled: reordering moves the keyed rows with what was typed in them,
 * and nothing typed before hydration is overwritten.
 */
export function PackageForm({ values, errors, formError, submitLabel }: { values: Values; errors: Errors; formError?: string | null; submitLabel: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && !navigation.formData?.get('dayOp');
  const initialDays = (values.tourPlanDays as { day: string; describe: string }[] | undefined) ?? [];
  // Keys (and the ids built from them) are the same on the server and in the browser.
  const [days, setDays] = useState<DayRow[]>(() => initialDays.map((d, i) => ({ key: i, ...d })));
  const nextKey = useRef(initialDays.length);
  const formId = useId();
  const f = { values, errors };
  const image = (name: string, label: string, required = false) => (
    <ImageField name={name} label={label} defaultValue={valueOf(values, name)} error={errors?.[name]} required={required} />
  );
  const op = (e: React.MouseEvent, change: (list: DayRow[]) => DayRow[]) => {
    e.preventDefault();
    setDays((list) => change([...list]));
  };
  const move = (list: DayRow[], i: number, j: number) => {
    if (j < 0 || j >= list.length) return list;
    [list[i], list[j]] = [list[j]!, list[i]!];
    return list;
  };
  const hasErrors = errors && Object.keys(errors).length > 0;

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-8">
      {formError ? <Notice tone="error">{formError}</Notice> : hasErrors ? <Notice tone="error">Please correct the fields marked below.</Notice> : null}
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">The package</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <FormField {...f} name="packageName" label="Package name" requiredMark />
          <FormField {...f} name="name" label="Place" hint="e.g. Saint Martin Island" requiredMark />
          <FormField {...f} name="region" label="Region" hint="District or division, for search." />
          <FormField {...f} name="meetingPoint" label="Meeting point" hint="Where the guide meets travellers on departure day: on their ticket and reminder." />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="pkg-status" className="text-sm font-semibold">
              Status
            </label>
            <select
              id="pkg-status"
              name="status"
              defaultValue={valueOf(values, 'status')}
              className={inputClasses}
              aria-invalid={errors?.status ? true : undefined}
            >
              {packageStatuses.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <FieldError id="pkg-status-error" message={errors?.status} />
          </div>
          <FormField {...f} name="overview" label="Overview" multiline requiredMark className="sm:col-span-2" />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">Prices, days and group</legend>
        <div className="clear-both grid grid-cols-2 gap-5 lg:grid-cols-4">
          <FormField {...f} name="packagePresentPrice" label="Present price (Tk per person)" inputMode="numeric" requiredMark />
          <FormField {...f} name="prePackagePrice" label="Previous price (Tk)" inputMode="numeric" requiredMark />
          <FormField {...f} name="discount" label="Discount (%)" inputMode="numeric" requiredMark />
          <FormField {...f} name="rating" label="Rating (0 to 5)" inputMode="decimal" requiredMark />
          <FormField {...f} name="totalDays" label="Total days" inputMode="numeric" requiredMark />
          <FormField {...f} name="stayPlanDays" label="Days" inputMode="numeric" requiredMark />
          <FormField {...f} name="stayPlanNight" label="Nights" inputMode="numeric" requiredMark />
          <FormField {...f} name="groupSize" label="Group size (people)" inputMode="numeric" requiredMark />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">Day-by-day itinerary</legend>
        <div className="clear-both flex flex-col gap-4">
          <FieldError id="days-error" message={errors?.tourPlanDays} />
          <ol className="flex flex-col gap-4">
            {days.map((d, i) => (
              <li key={d.key} className="rounded-xl border border-sand-200 p-4" data-testid="itinerary-day">
                <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={`${formId}-day-${d.key}`} className="text-sm font-semibold">
                      Day title {i + 1}
                    </label>
                    <input
                      id={`${formId}-day-${d.key}`}
                      name="day"
                      defaultValue={d.day}
                      className={inputClasses}
                      aria-invalid={errors?.[`tourPlanDays.${i}.day`] ? true : undefined}
                    />
                    <FieldError id={`${formId}-day-${d.key}-error`} message={errors?.[`tourPlanDays.${i}.day`]} />
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={`${formId}-describe-${d.key}`} className="text-sm font-semibold">
                      What happens on day {i + 1}
                    </label>
                    <textarea
                      id={`${formId}-describe-${d.key}`}
                      name="describe"
                      defaultValue={d.describe}
                      className={`${inputClasses} min-h-20`}
                      aria-invalid={errors?.[`tourPlanDays.${i}.describe`] ? true : undefined}
                    />
                    <FieldError id={`${formId}-describe-${d.key}-error`} message={errors?.[`tourPlanDays.${i}.describe`]} />
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    type="submit"
                    name="dayOp"
                    value={`up-${i}`}
                    disabled={i === 0}
                    onClick={(e) => op(e, (l) => move(l, i, i - 1))}
                    aria-label={`Move day ${i + 1} up`}
                  >
                    ↑ Up
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    type="submit"
                    name="dayOp"
                    value={`down-${i}`}
                    disabled={i === days.length - 1}
                    onClick={(e) => op(e, (l) => move(l, i, i + 1))}
                    aria-label={`Move day ${i + 1} down`}
                  >
                    ↓ Down
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    type="submit"
                    name="dayOp"
                    value={`remove-${i}`}
                    onClick={(e) => op(e, (l) => l.filter((x) => x.key !== d.key))}
                    aria-label={`Remove day ${i + 1}`}
                  >
                    Remove day
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <Button
              size="sm"
              variant="secondary"
              type="submit"
              name="dayOp"
              value="add"
              onClick={(e) => op(e, (l) => [...l, { key: nextKey.current++, day: `Day ${l.length + 1}`, describe: '' }])}
            >
              + Add a day
            </Button>
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">Photos</legend>
        <div className="clear-both grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">{image('displayPhoto', 'Display photo', true)}</div>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="flex flex-col gap-3 rounded-xl border border-sand-200 p-4">
              {image(`slider${n}`, `Slide ${n}`)}
              <FormField {...f} name={`caption${n}`} label={`Caption ${n}`} />
            </div>
          ))}
        </div>
      </fieldset>

      <div className="sticky bottom-0 -mx-4 flex gap-3 bg-sand-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl">
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
