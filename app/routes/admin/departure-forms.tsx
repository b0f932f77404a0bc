/**
 * The forms of /managePackage/{id}/departures (departures.tsx): add one departure, add a weekly
 * series, and change one departure (seats, price, note, pickup points). A refused form shows what
 * was sent, its fields' messages and a notice above it, in the page's language.
 */
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Departure } from '../../../shared/schemas/departures.ts';
import { weekdayNames } from '../../components/admin/DepartureParts.tsx';
import { valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { Button, buttonClasses, Field, FieldError, Notice, RequiredMark } from '../../components/ui/index.ts';
import { failureOf, type ActionFailure, type ActionReply, type FieldErrors } from '../../lib/forms.ts';
import { useFormat, useLang, useText } from '../../lib/i18n.ts';
import { departuresText } from './departures.text.ts';

/** The failure of one form of the page (`intent`), if the last answer was one. */
export const failureFor = (reply: ActionReply | undefined, intent: string) => {
  const failure = failureOf(reply, intent);
  return failure?.intent === intent && !failure.confirm ? failure : undefined;
};

/** The message above a form: the service's refusal, or a pointer to the fields marked. */
function FormMessage({ failure }: { failure?: ActionFailure }) {
  const t = useText(departuresText);
  const f = useFormat();
  if (!failure) return null;
  if (failure.formError) return <Notice tone="error">{f.message(failure.formError)}</Notice>;
  if (Object.keys(failure.fieldErrors).length) return <Notice tone="error">{t.correctFields}</Notice>;
  return null;
}

/** A form's field messages in the page's language. */
function useFieldErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  const f = useFormat();
  return errors ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, f.message(v)])) : undefined;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-teal-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AddForm({ failure, resetKey, min, priceHint }: { failure?: ActionFailure; resetKey: string; min: string; priceHint: string }) {
  const t = useText(departuresText);
  const values: Values = failure?.values ?? {};
  const errors = useFieldErrors(failure?.fieldErrors);
  const busy = useBusy('add');
  return (
    <Panel id="add-departure" title={t.addOne}>
      <Form method="post" noValidate className="flex flex-col gap-4" key={`add-${resetKey}`}>
        <input type="hidden" name="intent" value="add" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" type="date" label={t.date} min={min} defaultValue={valueOf(values, 'date')} error={errors?.date} requiredMark />
          <Field name="seats" label={t.seats} inputMode="numeric" defaultValue={valueOf(values, 'seats')} error={errors?.seats} requiredMark />
          <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
          <Field name="note" label={t.note} hint={t.noteHintAdd} maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
        </div>
        <div>
          <Button type="submit" busy={busy}>
            {t.addDeparture}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function SeriesForm({ failure, resetKey, min, priceHint }: { failure?: ActionFailure; resetKey: string; min: string; priceHint: string }) {
  const t = useText(departuresText);
  const lang = useLang();
  const values: Values = failure?.values ?? {};
  const errors = useFieldErrors(failure?.fieldErrors);
  const ticked = new Set(Array.isArray(values.weekdays) ? values.weekdays.map(String) : []);
  const weekdaysError = errors?.weekdays ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith('weekdays.'))?.[1];
  const busy = useBusy('series');
  return (
    <Panel id="add-series" title={t.addSeries}>
      <Form method="post" noValidate className="flex flex-col gap-4" key={`series-${resetKey}`}>
        <input type="hidden" name="intent" value="series" />
        <FormMessage failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="from" type="date" label={t.from} min={min} defaultValue={valueOf(values, 'from')} error={errors?.from} requiredMark />
          <Field name="to" type="date" label={t.to} min={min} defaultValue={valueOf(values, 'to')} error={errors?.to} requiredMark />
        </div>
        <fieldset aria-describedby={weekdaysError ? 'series-weekdays-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t.weekdays} <RequiredMark />
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekdayNames[lang].map(({ short, full }, i) => (
              <label
                key={full}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-3 text-sm font-semibold has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-100"
              >
                <input type="checkbox" name="weekdays" value={i} defaultChecked={ticked.has(String(i))} className="size-4 accent-teal-700" />
                {short}
                <span className="sr-only">{full.slice(short.length)}</span>
              </label>
            ))}
          </div>
          <div className="mt-1.5">
            <FieldError id="series-weekdays-error" message={weekdaysError} />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="seats"
            label={t.seatsOnEach}
            inputMode="numeric"
            hint={t.seatsOnEachHint}
            defaultValue={valueOf(values, 'seats')}
            error={errors?.seats}
            requiredMark
          />
          <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
        </div>
        <p className="text-sm text-ink-muted">{t.seriesNote}</p>
        <div>
          <Button type="submit" busy={busy}>
            {t.addSeriesButton}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

/** New points the change form offers at once (more after saving). */
const NEW_PICKUP_ROWS = 2;

/**
 * The departure's pickup points in the change form: each one's name, Bangla name and time, with
 * 'Remove'; then empty rows to add new ones. A refused form shows the rows as they were sent.
 */
function PickupRows({ departure: d, values, errors }: { departure: Departure; values?: Values; errors?: FieldErrors }) {
  const t = useText(departuresText);
  const sent = values ? Array.from({ length: 100 }, (_, i) => i).filter((i) => `pickup.${i}.name` in values) : [];
  const rows = values
    ? sent.map((i) => ({
        id: valueOf(values, `pickup.${i}.id`),
        name: valueOf(values, `pickup.${i}.name`),
        nameBn: valueOf(values, `pickup.${i}.nameBn`),
        time: valueOf(values, `pickup.${i}.time`),
        remove: valueOf(values, `pickup.${i}.remove`) === 'yes',
      }))
    : [
        ...d.pickupPoints.map((p) => ({ id: p.id, name: p.name, nameBn: p.nameBn ?? '', time: p.time, remove: false })),
        ...Array.from({ length: NEW_PICKUP_ROWS }, () => ({ id: '', name: '', nameBn: '', time: '', remove: false })),
      ];
  return (
    <fieldset className="rounded-xl border border-sand-200 p-4" aria-describedby={errors?.pickupPoints ? 'pickup-points-error' : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">{t.pickupPoints}</legend>
      <p className="mb-3 text-sm text-ink-muted">{t.pickupHint}</p>
      <FieldError id="pickup-points-error" message={errors?.pickupPoints} />
      <ol className="flex flex-col gap-4">
        {rows.map((r, i) => (
          <li key={i} className="grid gap-3 border-t border-sand-200 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start">
            <input type="hidden" name={`pickup.${i}.id`} value={r.id} />
            <Field
              name={`pickup.${i}.name`}
              label={r.id ? t.pickupName(i + 1) : t.newPickupName}
              defaultValue={r.name}
              maxLength={100}
              error={errors?.[`pickup.${i}.name`]}
            />
            <Field
              name={`pickup.${i}.nameBn`}
              label={t.pickupNameBn}
              lang="bn"
              defaultValue={r.nameBn}
              maxLength={100}
              error={errors?.[`pickup.${i}.nameBn`]}
            />
            <Field name={`pickup.${i}.time`} type="time" label={t.pickupTime} defaultValue={r.time} error={errors?.[`pickup.${i}.time`]} />
            {r.id ? (
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:mt-7">
                <input type="checkbox" name={`pickup.${i}.remove`} value="yes" defaultChecked={r.remove} className="size-4 accent-coral-700" />
                {t.removePickup}
              </label>
            ) : (
              <span aria-hidden="true" className="hidden sm:block" />
            )}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

export function ChangeForm({
  departure: d,
  packagePrice,
  failure,
  close,
  resetKey,
  priceHint,
}: {
  departure: Departure;
  packagePrice: number;
  failure?: ActionFailure;
  close: string;
  resetKey: string;
  priceHint: string;
}) {
  const t = useText(departuresText);
  const f = useFormat();
  const mine = failure && valueOf(failure.values, 'id') === d._id ? failure : undefined;
  // A date without a price of its own shows the package's: left blank, it follows the package.
  const values: Values = mine?.values ?? { seats: d.seats, price: d.price === packagePrice ? '' : d.price, note: d.note };
  const errors = useFieldErrors(mine?.fieldErrors);
  const busy = useBusy('change');
  return (
    <div className="mb-10">
      <Panel id="change-departure" title={t.changeTitle(f.date(d.date))}>
        <Form method="post" noValidate className="flex flex-col gap-4" key={`change-${d._id}-${resetKey}`}>
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="id" value={d._id} />
          <FormMessage failure={mine} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              name="seats"
              label={t.seats}
              inputMode="numeric"
              hint={t.seatsHint(d.seatsTaken)}
              defaultValue={valueOf(values, 'seats')}
              error={errors?.seats}
              requiredMark
            />
            <Field name="price" label={t.pricePerPerson} inputMode="numeric" hint={priceHint} defaultValue={valueOf(values, 'price')} error={errors?.price} />
            <Field name="note" label={t.note} hint={t.noteHint} maxLength={300} defaultValue={valueOf(values, 'note')} error={errors?.note} />
          </div>
          <PickupRows departure={d} values={mine?.values} errors={errors} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {t.save}
            </Button>
            <Link to={close} className={buttonClasses('ghost', 'md')}>
              {t.done}
            </Link>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
