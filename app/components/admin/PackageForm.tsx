import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { packageStatuses, packageTranslationFields } from '../../../shared/schemas/packages.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import { useText, useTranslateMessage } from '../../lib/i18n.ts';
import { Button, FieldError, inputClasses, Notice } from '../ui/index.ts';
import { BilingualField, NotTranslated, UntranslatedCount, untranslatedOf, useTranslatedErrors } from './Bilingual.tsx';
import { bilingualText } from './Bilingual.text.ts';
import { FormField, valueOf, type Errors, type Values } from './FormParts.tsx';
import { ImageField } from './ImageField.tsx';
import { packageFormText } from './PackageForm.text.ts';

/** An itinerary day as the form shows it: English, and its Bangla title and text ('' while not translated). */
export interface FormDay {
  day: string;
  describe: string;
  dayBn?: string;
  describeBn?: string;
}

interface DayRow extends FormDay {
  key: number;
}

const statusKey = {
  Available: 'statusAvailable',
  'Few seats left': 'statusFewSeatsLeft',
  'Sold out': 'statusSoldOut',
} as const satisfies Record<(typeof packageStatuses)[number], string>;

/** The Bangla site's label of an untitled day: 'দিন ১'. */
const dayLabelBn = (n: number) => `দিন ${formatNumber('bn', n)}`;

/** How many Bangla fields of a package's values are empty (the itinerary's day texts included). */
export function untranslatedPackageFields(values: Values): number {
  const days = (values.tourPlanDays as FormDay[] | undefined) ?? [];
  return untranslatedOf(values, packageTranslationFields) + days.filter((d) => !d.describeBn?.trim()).length;
}

/**
 * Every field of a tour package, the translatable ones in English and Bangla side by side (the
 * Bangla ones `bn.<name>`; each itinerary row also `dayBn` and `describeBn`). The itinerary's buttons (add, remove, move up/down) work at once
 * with JavaScript; without it they are submit buttons (`dayOp`) the action answers with the new
 * list. Its inputs are uncontrolled: reordering moves the keyed rows with what was typed in them,
 * and nothing typed before hydration is overwritten.
 */
export function PackageForm({
  values,
  errors: rawErrors,
  formError,
  submitLabel,
}: {
  values: Values;
  errors: Errors;
  formError?: string | null;
  submitLabel: string;
}) {
  const t = useText(packageFormText);
  const tb = packageFormText.bn;
  const translate = useTranslateMessage();
  const errors = useTranslatedErrors(rawErrors);
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && !navigation.formData?.get('dayOp');
  const initialDays = (values.tourPlanDays as FormDay[] | undefined) ?? [];
  // Keys (and the ids built from them) are the same on the server and in the browser.
  const [days, setDays] = useState<DayRow[]>(() => initialDays.map((d, i) => ({ key: i, ...d })));
  const nextKey = useRef(initialDays.length);
  const formId = useId();
  const f = { values, errors };
  const both = { values, errors };
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
      {formError ? <Notice tone="error">{translate(formError)}</Notice> : hasErrors ? <Notice tone="error">{t.correctFields}</Notice> : null}
      <UntranslatedCount count={untranslatedPackageFields(values)} />
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.thePackage}</legend>
        <div className="clear-both grid gap-5">
          <BilingualField {...both} name="packageName" label={t.packageName} banglaLabel={tb.packageName} requiredMark />
          <BilingualField {...both} name="name" label={t.place} banglaLabel={tb.place} hint={t.placeHint} requiredMark />
          <BilingualField {...both} name="region" label={t.region} banglaLabel={tb.region} hint={t.regionHint} />
          <BilingualField {...both} name="meetingPoint" label={t.meetingPoint} banglaLabel={tb.meetingPoint} hint={t.meetingPointHint} />
          <div className="flex flex-col gap-1.5 md:w-1/2 md:pr-1.5">
            <label htmlFor="pkg-status" className="text-sm font-semibold">
              {t.status}
            </label>
            <select
              id="pkg-status"
              name="status"
              defaultValue={valueOf(values, 'status')}
              className={inputClasses}
              aria-invalid={errors?.status ? true : undefined}
            >
              {packageStatuses.map((s) => (
                <option key={s} value={s}>
                  {t[statusKey[s]]}
                </option>
              ))}
            </select>
            <FieldError id="pkg-status-error" message={errors?.status} />
          </div>
          <BilingualField {...both} name="overview" label={t.overview} banglaLabel={tb.overview} multiline requiredMark />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.pricesDaysGroup}</legend>
        <div className="clear-both grid grid-cols-2 gap-5 lg:grid-cols-4">
          <FormField {...f} name="packagePresentPrice" label={t.presentPrice} inputMode="numeric" requiredMark />
          <FormField {...f} name="prePackagePrice" label={t.previousPrice} inputMode="numeric" requiredMark />
          <FormField {...f} name="discount" label={t.discount} inputMode="numeric" requiredMark />
          <FormField {...f} name="rating" label={t.rating} inputMode="decimal" requiredMark />
          <FormField {...f} name="totalDays" label={t.totalDays} inputMode="numeric" requiredMark />
          <FormField {...f} name="stayPlanDays" label={t.days} inputMode="numeric" requiredMark />
          <FormField {...f} name="stayPlanNight" label={t.nights} inputMode="numeric" requiredMark />
          <FormField {...f} name="groupSize" label={t.groupSize} inputMode="numeric" requiredMark />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-1 w-full text-lg font-semibold">{t.travellerPrices}</legend>
        <p className="clear-both mb-4 text-sm text-ink-muted">{t.travellerPricesHint}</p>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
          <FormField {...f} name="childPrice" label={t.childPrice} inputMode="numeric" />
          <FormField {...f} name="childMinAge" label={t.childMinAge} inputMode="numeric" />
          <FormField {...f} name="childMaxAge" label={t.childMaxAge} inputMode="numeric" />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3">
          <FormField {...f} name="infantPrice" label={t.infantPrice} inputMode="numeric" />
          <FormField {...f} name="infantMaxAge" label={t.infantMaxAge} inputMode="numeric" />
        </div>
        <label className="mt-5 flex items-start gap-3 text-sm">
          <input type="checkbox" name="infantsTakeSeat" defaultChecked={values.infantsTakeSeat === true} className="mt-0.5 size-4 accent-teal-700" />
          <span>
            <span className="font-semibold">{t.infantsTakeSeat}</span>
            <span className="block text-ink-muted">{t.infantsTakeSeatHint}</span>
          </span>
        </label>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.travellerDetails}</legend>
        <label className="clear-both flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="requiresTravellerDetails"
            defaultChecked={values.requiresTravellerDetails === true}
            className="mt-0.5 size-4 accent-teal-700"
          />
          <span>
            <span className="font-semibold">{t.requiresTravellerDetails}</span>
            <span className="block text-ink-muted">{t.requiresTravellerDetailsHint}</span>
          </span>
        </label>
        <div className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3">
          <FormField {...f} name="travellerDetailsDays" label={t.travellerDetailsDays} inputMode="numeric" />
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.itinerary}</legend>
        <div className="clear-both flex flex-col gap-4">
          <FieldError id="days-error" message={errors?.tourPlanDays} />
          <ol className="flex flex-col gap-4">
            {days.map((d, i) => (
              <li key={d.key} className="rounded-xl border border-sand-200 p-4" data-testid="itinerary-day">
                <div className="grid gap-4 md:grid-cols-2">
                  <div className="grid content-start gap-3 sm:grid-cols-[10rem_1fr]">
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`${formId}-day-${d.key}`} className="text-sm font-semibold">
                        {t.dayTitle(i + 1)}
                      </label>
                      <input
                        id={`${formId}-day-${d.key}`}
                        name="day"
                        defaultValue={d.day}
                        className={inputClasses}
                        aria-invalid={errors?.[`tourPlanDays.${i}.day`] ? true : undefined}
                        aria-describedby={errors?.[`tourPlanDays.${i}.day`] ? `${formId}-day-${d.key}-error` : undefined}
                      />
                      <FieldError id={`${formId}-day-${d.key}-error`} message={errors?.[`tourPlanDays.${i}.day`]} />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`${formId}-describe-${d.key}`} className="text-sm font-semibold">
                        {t.dayText(i + 1)}
                      </label>
                      <textarea
                        id={`${formId}-describe-${d.key}`}
                        name="describe"
                        defaultValue={d.describe}
                        className={`${inputClasses} min-h-20`}
                        aria-invalid={errors?.[`tourPlanDays.${i}.describe`] ? true : undefined}
                        aria-describedby={errors?.[`tourPlanDays.${i}.describe`] ? `${formId}-describe-${d.key}-error` : undefined}
                      />
                      <FieldError id={`${formId}-describe-${d.key}-error`} message={errors?.[`tourPlanDays.${i}.describe`]} />
                    </div>
                  </div>
                  <div lang="bn" className="grid content-start gap-3 sm:grid-cols-[10rem_1fr]">
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`${formId}-dayBn-${d.key}`} className="text-sm font-semibold">
                        {`${tb.dayTitle(i + 1)} (${bilingualText.bn.bangla})`}
                      </label>
                      <input
                        id={`${formId}-dayBn-${d.key}`}
                        name="dayBn"
                        defaultValue={d.dayBn ?? ''}
                        placeholder={dayLabelBn(i + 1)}
                        className={inputClasses}
                        aria-invalid={errors?.[`bn.plan.${i}.day`] ? true : undefined}
                        aria-describedby={errors?.[`bn.plan.${i}.day`] ? `${formId}-dayBn-${d.key}-error` : undefined}
                      />
                      <FieldError id={`${formId}-dayBn-${d.key}-error`} message={errors?.[`bn.plan.${i}.day`]} />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`${formId}-describeBn-${d.key}`} className="text-sm font-semibold">
                        {`${tb.dayText(i + 1)} (${bilingualText.bn.bangla})`}
                      </label>
                      {d.describeBn?.trim() ? null : (
                        <p id={`${formId}-describeBn-${d.key}-hint`}>
                          <NotTranslated />
                        </p>
                      )}
                      <textarea
                        id={`${formId}-describeBn-${d.key}`}
                        name="describeBn"
                        defaultValue={d.describeBn ?? ''}
                        className={`${inputClasses} min-h-20`}
                        aria-describedby={
                          [
                            d.describeBn?.trim() ? null : `${formId}-describeBn-${d.key}-hint`,
                            errors?.[`bn.plan.${i}.describe`] ? `${formId}-describeBn-${d.key}-error` : null,
                          ]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        aria-invalid={errors?.[`bn.plan.${i}.describe`] ? true : undefined}
                      />
                      <FieldError id={`${formId}-describeBn-${d.key}-error`} message={errors?.[`bn.plan.${i}.describe`]} />
                    </div>
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
                    aria-label={t.moveUp(i + 1)}
                  >
                    {t.up}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    type="submit"
                    name="dayOp"
                    value={`down-${i}`}
                    disabled={i === days.length - 1}
                    onClick={(e) => op(e, (l) => move(l, i, i + 1))}
                    aria-label={t.moveDown(i + 1)}
                  >
                    {t.down}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    type="submit"
                    name="dayOp"
                    value={`remove-${i}`}
                    onClick={(e) => op(e, (l) => l.filter((x) => x.key !== d.key))}
                    aria-label={t.removeDayLabel(i + 1)}
                  >
                    {t.removeDay}
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
              {t.addDay}
            </Button>
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.photos}</legend>
        <div className="clear-both grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">{image('displayPhoto', t.displayPhoto, true)}</div>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="flex flex-col gap-3 rounded-xl border border-sand-200 p-4">
              {image(`slider${n}`, t.slide(n))}
              <BilingualField {...both} name={`caption${n}`} label={t.caption(n)} banglaLabel={tb.caption(n)} stacked />
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
