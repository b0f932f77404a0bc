import { addDays } from '../../../../shared/policy.ts';
import type { Bookable } from '../../../../shared/schemas/booking-dto.ts';
import { Button, Field, formatDate } from '../../ui/index.ts';
import { customerFields } from './fields.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** Step 1: the traveller's details, the travel date (an event's is fixed) and how many travel. */
export function CustomerStep({ wizard, item, today }: { wizard: BookingWizard; item: Bookable; today: string }) {
  const { values, errors, change, goNext, headingRef, customerForm } = wizard;
  return (
    <form ref={customerForm} method="post" noValidate onSubmit={(e) => goNext(1, e)} aria-labelledby="step-title">
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-6 font-display text-2xl font-bold text-teal-950">
        Your details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {customerFields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.name] ?? ''}
            onChange={(e) => change(1, f.name, e.target.value)}
            error={errors[f.name]}
            requiredMark
            className={f.name === 'address' ? 'sm:col-span-2' : undefined}
          />
        ))}
        {item.fixedDate ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-semibold">Travel Date</p>
            <p className="rounded-xl bg-sand-100 px-4 py-3">{formatDate(item.fixedDate)}</p>
            <p className="text-sm text-ink-muted">The event's start date.</p>
          </div>
        ) : (
          <Field
            name="travelDate"
            label="Travel Date"
            type="date"
            min={addDays(today, 1)}
            value={values.travelDate ?? ''}
            onChange={(e) => change(1, 'travelDate', e.target.value)}
            error={errors.travelDate}
            requiredMark
          />
        )}
        <Field
          name="travellers"
          label="Travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={item.groupSize}
          hint={`1 to ${item.groupSize} people`}
          value={values.travellers ?? ''}
          onChange={(e) => change(1, 'travellers', e.target.value)}
          error={errors.travellers}
          requiredMark
        />
      </div>
      <div className="mt-8 flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" variant="accent" size="lg">
          Next
        </Button>
      </div>
    </form>
  );
}
