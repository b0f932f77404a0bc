import { href, Link } from 'react-router';
import { addDays } from '../../../../shared/policy.ts';
import type { Bookable } from '../../../../shared/domain.ts';
import { categoriesOnDeparture } from '../../../../shared/party.ts';
import { pickupName } from '../../../../shared/pickup.ts';
import { useFormat, useLang, useText, useTranslateMessage } from '../../../lib/i18n.ts';
import { IconCalendar, IconChevronDown, IconPeople } from '../../icons.tsx';
import { Button, ButtonLink, cn, Field, FieldError, inputClasses, Notice, RequiredMark } from '../../ui/index.ts';
import { customerFields, partyOf, type WizardDeparture } from './fields.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { wizardText } from './wizard.text.ts';

/** How many dates show at first; the later ones are behind 'N later dates'. */
const FIRST_SHOWN = 8;

/**
 * The departures on sale, as a radio group (arrow keys move between dates): date, seats left,
 * price per person, 'Few seats left'. A sold-out date, or one with fewer seats than the travellers
 * asked for (unless it is the one chosen), is shown but cannot be chosen.
 */
function DeparturePicker({ wizard }: { wizard: BookingWizard }) {
  const { values, errors, change, departures } = wizard;
  const t = useText(wizardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const travellers = Number(values.travellers) || 1;
  const error = tr(errors.departureId);
  const chosenIndex = departures.open.findIndex((d) => d._id === values.departureId);
  const first = departures.open.slice(0, FIRST_SHOWN);
  const more = departures.open.slice(FIRST_SHOWN);
  const moreOpen = chosenIndex >= FIRST_SHOWN;
  const option = (d: WizardDeparture) => {
    const chosen = values.departureId === d._id;
    const soldOut = d.seatsLeft <= 0;
    const tooFew = !soldOut && d.seatsLeft < travellers && !chosen;
    const disabled = soldOut || tooFew;
    return (
      <li key={d._id}>
        <label
          className={cn(
            'flex min-h-11 items-start gap-3 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
            disabled ? 'cursor-not-allowed border-sand-200 bg-sand-100' : 'cursor-pointer border-sand-200 bg-white hover:border-teal-600',
            chosen && !disabled && 'border-teal-700 bg-teal-50',
            chosen && error && 'border-coral-600',
          )}
        >
          <input
            type="radio"
            name="departureId"
            value={d._id}
            checked={chosen}
            disabled={disabled}
            onChange={() => change(1, 'departureId', d._id)}
            className="mt-1 size-5 shrink-0 accent-teal-700"
          />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-teal-950">{f.date(d.date)}</span>
              {d.availability === 'few' && !soldOut ? (
                <span className="rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold text-ink">{t.fewSeatsLeft}</span>
              ) : null}
              {soldOut ? <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink">{t.soldOut}</span> : null}
            </span>
            <span className="text-sm text-ink">
              {soldOut ? t.noSeatsLeft : t.seatsLeft(d.seatsLeft)} · <strong>{f.money(d.price)}</strong>
              {t.perPerson}
            </span>
            {tooFew ? <span className="text-sm text-ink-muted">{t.notEnoughSeats(travellers)}</span> : null}
            {d.note ? <span className="text-sm text-ink-muted">{d.note}</span> : null}
          </span>
        </label>
      </li>
    );
  };
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? 'departureId-error' : 'departureId-hint'}>
      <legend className="flex items-baseline gap-1 text-sm font-semibold text-ink">
        {t.departureDate}
        <RequiredMark />
      </legend>
      <p id="departureId-hint" className="mt-1.5 text-sm text-ink-muted">
        {t.departureHint}
      </p>
      <FieldError id="departureId-error" message={error} />
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">{first.map(option)}</ul>
      {more.length > 0 ? (
        // The later dates folded away (a phone would scroll through months of them); open when one of them is chosen.
        <details open={moreOpen} className="group mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-teal-800">
            <IconChevronDown className="size-5 transition-transform group-open:rotate-180" />
            {moreOpen ? t.laterDates : t.moreDates(more.length)}
          </summary>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">{more.map(option)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

/**
 * Who travels (issue 36): of the travellers, how many are children and infants (the rest are
 * adults), with steppers, when the tour prices them; each with its ages and its price on the
 * chosen date (a departure's own price moves them in proportion).
 */
function PartySteppers({ wizard, item }: { wizard: BookingWizard; item: Bookable }) {
  const { values, errors, change, chosenDeparture } = wizard;
  const t = useText(wizardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const categories = categoriesOnDeparture(item.priceCategories, chosenDeparture?.price);
  const others = categories.filter((c) => c.code !== 'adult');
  if (others.length === 0) return null;
  const party = partyOf(values);
  const travellers = Number(values.travellers) || 1;
  return (
    <fieldset className="sm:col-span-2 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t.ofWhom}</legend>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t.adultsCount(party.adult)} · {t.eachPrice(f.money(categories[0]!.price))}
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {others.map((c) => {
          const name = c.code as 'child' | 'infant';
          const label = name === 'child' ? t.children : t.infants;
          const count = party[name];
          const ages = name === 'child' ? t.childAges(c.minAge ?? 0, c.maxAge ?? 0) : t.infantAges(c.maxAge ?? 0);
          const error = tr(errors[name]);
          const set = (n: number) => change(1, name, String(n));
          return (
            <li key={name} className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-3 rounded-xl bg-white p-3">
                <div className="min-w-0">
                  <p id={`${name}-label`} className="font-semibold text-teal-950">
                    {label}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {ages} · {t.eachPrice(f.money(c.price))}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-full border-2 border-teal-700 text-xl font-bold text-teal-800 disabled:border-sand-200 disabled:text-ink-muted"
                    aria-label={t.fewer(label)}
                    disabled={count <= 0}
                    onClick={() => set(count - 1)}
                  >
                    −
                  </button>
                  <output name={name} aria-labelledby={`${name}-label`} aria-live="polite" className="w-8 text-center text-lg font-semibold tabular-nums">
                    {f.number(count)}
                  </output>
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-full border-2 border-teal-700 text-xl font-bold text-teal-800 disabled:border-sand-200 disabled:text-ink-muted"
                    aria-label={t.more(label)}
                    // At least one adult stays among the travellers.
                    disabled={party.child + party.infant >= travellers - 1}
                    onClick={() => set(count + 1)}
                  >
                    +
                  </button>
                </div>
              </div>
              <FieldError id={`${name}-error`} message={error} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The pickup points of the chosen departure (when it has any), as a list to choose from. */
function PickupChoice({ wizard }: { wizard: BookingWizard }) {
  const { values, change, chosenDeparture } = wizard;
  const t = useText(wizardText);
  const lang = useLang();
  const points = chosenDeparture?.pickupPoints ?? [];
  if (points.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="pickupPointId" className="text-sm font-semibold text-ink">
        {t.pickupPoint}
      </label>
      <select
        id="pickupPointId"
        name="pickupPointId"
        value={values.pickupPointId ?? ''}
        onChange={(e) => change(1, 'pickupPointId', e.target.value)}
        aria-describedby="pickupPointId-hint"
        className={inputClasses}
      >
        <option value="">{t.choosePickup}</option>
        {points.map((p) => (
          <option key={p.id} value={p.id}>
            {t.pickupAt(pickupName(p, lang), p.time)}
          </option>
        ))}
      </select>
      <p id="pickupPointId-hint" className="text-sm text-ink-muted">
        {t.pickupHint}
      </p>
    </div>
  );
}

/** Step 1: the traveller's details, the departure (or travel date; an event's is fixed) and how many travel. */
export function CustomerStep({ wizard, item, today }: { wizard: BookingWizard; item: Bookable; today: string }) {
  const { values, errors, change, goNext, headingRef, customerForm, departures, chosenDeparture, maxTravellers, seatProblem } = wizard;
  const t = useText(wizardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const title = (
    <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-6 font-display text-2xl font-bold text-teal-950">
      {t.yourDetails}
    </h2>
  );
  if (departures.sells && departures.open.length === 0) {
    return (
      <div>
        {title}
        <Notice tone="info" title={t.noDatesTitle}>
          {item.kind === 'event' ? t.noDatesEvent : t.noDatesTour}
          <Link to={href('/contact')}>{t.contactUs}</Link>
          {t.noDatesAfter}
        </Notice>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={href('/contact')} variant="accent" size="lg">
            {t.contactUs}
          </ButtonLink>
          <ButtonLink to={href('/tour')} variant="secondary" size="lg">
            {t.browseOtherTours}
          </ButtonLink>
        </div>
      </div>
    );
  }
  const seatsHint = chosenDeparture && chosenDeparture.seatsLeft > 0 ? t.seatsHint(t.seatsLeft(chosenDeparture.seatsLeft), f.date(chosenDeparture.date)) : '';
  return (
    <form ref={customerForm} method="post" noValidate onSubmit={(e) => goNext(1, e)} aria-labelledby="step-title">
      {title}
      {seatProblem ? (
        <Notice tone="error" title={t.notSaved} className="mb-6">
          {tr(seatProblem)} {t.seatProblemAfter}
        </Notice>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {customerFields.map((c) => (
          <Field
            key={c.name}
            name={c.name}
            label={t[c.name]}
            type={c.type}
            autoComplete={c.autoComplete}
            value={values[c.name] ?? ''}
            onChange={(e) => change(1, c.name, e.target.value)}
            error={tr(errors[c.name])}
            requiredMark
            className={c.name === 'address' ? 'sm:col-span-2' : undefined}
          />
        ))}
        {item.fixedDate ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-semibold">{t.travelDate}</p>
            <p className="flex items-center gap-2 rounded-xl bg-sand-100 px-4 py-3">
              <IconCalendar />
              {f.date(item.fixedDate)}
            </p>
            <p className="text-sm text-ink-muted">
              {t.eventStart}
              {departures.sells && chosenDeparture ? (
                <>
                  {' '}
                  <IconPeople className="inline size-4" /> {chosenDeparture.seatsLeft > 0 ? t.seatsLeft(chosenDeparture.seatsLeft) : t.soldOut}
                  {t.sentenceEnd}
                </>
              ) : null}
            </p>
            <FieldError id="departureId-error" message={tr(errors.departureId)} />
          </div>
        ) : departures.sells ? (
          <DeparturePicker wizard={wizard} />
        ) : (
          <Field
            name="travelDate"
            label={t.travelDate}
            type="date"
            min={addDays(today, 1)}
            value={values.travelDate ?? ''}
            onChange={(e) => change(1, 'travelDate', e.target.value)}
            error={tr(errors.travelDate)}
            requiredMark
          />
        )}
        <Field
          name="travellers"
          label={t.travellers}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxTravellers}
          hint={`${t.travellersHint(1, maxTravellers)}${seatsHint}`}
          value={values.travellers ?? ''}
          onChange={(e) => change(1, 'travellers', e.target.value)}
          error={tr(errors.travellers)}
          requiredMark
        />
        <PartySteppers wizard={wizard} item={item} />
        <PickupChoice wizard={wizard} />
        <Field
          name="promoCode"
          label={t.promoCode}
          autoComplete="off"
          maxLength={30}
          hint={t.promoHint}
          value={values.promoCode ?? ''}
          onChange={(e) => change(1, 'promoCode', e.target.value.toUpperCase())}
          error={tr(errors.promoCode)}
          inputClassName="uppercase"
        />
      </div>
      <div className="mt-8 flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" variant="accent" size="lg">
          {t.next}
        </Button>
      </div>
    </form>
  );
}
