/**
 * The travellers' details on a booking's page (#travellers, issue 36): one block per traveller of
 * the party (category, full name, date of birth, gender, identity document), checked in the browser
 * and again by the server with the shared schema (shared/schemas/travellers.ts) and the service's
 * rules (ages on the travel date, the party). Asked for while missing; changed with 'Change the
 * details' (`?travellers=edit#travellers`) until the deadline. A plain form (intent 'travellers'):
 * it works before the page's script has loaded, and a refused one comes back with what was typed.
 * What was given is listed with the document numbers masked.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import type { Booking } from '../../../shared/domain.ts';
import { ageOn, categoryCodes, type CategoryCode } from '../../../shared/party.ts';
import { travellersFromForm, travellersInput } from '../../../shared/schemas/travellers.ts';
import { documentTypes, genders, travellerDetailsMissing } from '../../../shared/travellers.ts';
import { failureOf, fieldErrorsOf, successOf, typedValues, type ActionReply, type FieldErrors } from '../../lib/forms.ts';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import { Button, ButtonLink, Field, FieldError, Notice, cn, inputClasses } from '../ui/index.ts';
import { travellerDetailsText } from './traveller-details.text.ts';

/** The query parameter that opens the form of details already given. */
export const travellersEditParam = 'travellers';

interface Slot {
  category: CategoryCode;
  given: Booking['travellerDetails'][number] | null;
}

/** One block per traveller: the details given, in their order, else the party's adults, children, infants. */
function slotsOf(b: Booking): Slot[] {
  if (b.travellerDetails.length) return b.travellerDetails.map((t) => ({ category: t.category, given: t }));
  return categoryCodes.flatMap((code) => Array.from({ length: b.party[code] }, () => ({ category: code, given: null })));
}

function Select({
  name,
  label,
  value,
  error,
  options,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const t = useText(travellerDetailsText);
  const id = `tr-${name.replaceAll('.', '-')}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
      >
        <option value="">{t.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function TravellerForm({ booking: b, reply, editing }: { booking: Booking; reply: ActionReply | undefined; editing: boolean }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const t = useText(travellerDetailsText);
  const tr = useTranslateMessage();
  const failure = failureOf(reply, 'travellers');
  const typed = typedValues(failure);
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const errors = checked ?? failure?.fieldErrors ?? {};
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'travellers';
  useEffect(() => {
    // The first field with a message takes the focus (after the browser's check or the server's answer).
    if (checked || failure) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked, failure]);
  function check(event: React.FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries([...new FormData(event.currentTarget)].filter((e): e is [string, string] => typeof e[1] === 'string'));
    const parsed = travellersInput.safeParse(travellersFromForm(values));
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(fieldErrorsOf(parsed.error));
  }
  const listError = errors[''] ?? errors._form;
  return (
    <Form
      ref={form}
      method="post"
      action={`${pathname}#travellers`}
      preventScrollReset
      noValidate
      onSubmit={check}
      className="flex flex-col gap-5"
      // After a refusal the form is drawn again with what was sent.
      key={failure ? JSON.stringify(failure.values) : 'form'}
    >
      <input type="hidden" name="intent" value="travellers" />
      {failure?.formError || checked ? (
        <Notice tone="error" title={t.notSaved}>
          {checked ? t.checkForm : tr(failure?.formError ?? '')}
        </Notice>
      ) : null}
      {listError ? <FieldError id="travellers-error" message={listError} /> : null}
      {slotsOf(b).map((slot, i) => {
        const value = (field: string, given: string | undefined) => typed[`${i}.${field}`] ?? given ?? '';
        const err = (field: string) => (errors[`${i}.${field}`] ? tr(errors[`${i}.${field}`]) : undefined);
        return (
          <fieldset key={i} className="rounded-2xl border border-sand-200 p-4 sm:p-5" data-testid="traveller-block">
            <legend className="px-1 font-display text-lg font-bold text-teal-950">{t.traveller(i + 1, slot.category)}</legend>
            <input type="hidden" name={`${i}.category`} value={slot.category} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t.fullName}
                name={`${i}.fullName`}
                id={`tr-${i}-fullName`}
                autoComplete="off"
                defaultValue={value('fullName', slot.given?.fullName)}
                error={err('fullName')}
                requiredMark
                className="sm:col-span-2"
              />
              <Field
                label={t.dateOfBirth}
                type="date"
                name={`${i}.dateOfBirth`}
                id={`tr-${i}-dateOfBirth`}
                max={b.travelDate}
                defaultValue={value('dateOfBirth', slot.given?.dateOfBirth)}
                error={err('dateOfBirth')}
                requiredMark
              />
              <Select
                name={`${i}.gender`}
                label={t.gender}
                value={value('gender', slot.given?.gender)}
                error={err('gender')}
                options={genders.map((g) => ({ value: g, label: t.genderName(g) }))}
              />
              <Select
                name={`${i}.document.type`}
                label={t.document}
                value={value('document.type', slot.given?.document.type)}
                error={err('document.type')}
                options={documentTypes.map((d) => ({ value: d, label: t.documentName(d) }))}
              />
              <Field
                label={t.documentNumber}
                name={`${i}.document.number`}
                id={`tr-${i}-document-number`}
                autoComplete="off"
                inputMode="text"
                hint={i === 0 ? t.documentHint : undefined}
                defaultValue={value('document.number', slot.given?.document.number ?? undefined)}
                error={err('document.number')}
                requiredMark
              />
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
        {editing ? (
          <ButtonLink to={`${pathname}#travellers`} variant="secondary" preventScrollReset>
            {t.cancelEdit}
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}

/** The travellers given, documents masked (the page is kept on the device for the trip). */
function TravellerList({ booking: b }: { booking: Booking }) {
  const t = useText(travellerDetailsText);
  return (
    <ul aria-label={t.listLabel} className="divide-y divide-sand-200">
      {b.travellerDetails.map((p, i) => (
        <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <span className="min-w-0 font-semibold break-words" data-user-content>
            {p.fullName}
          </span>
          <span className="text-sm text-ink-muted">
            {t.traveller(i + 1, p.category)} · {t.years(ageOn(p.dateOfBirth, b.travelDate))} · {t.genderName(p.gender)} · {t.documentShort(p.document.type)}{' '}
            <span className="tabular-nums">{p.document.numberMasked}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The section: the form while the details are missing (or being changed), else the list with
 * 'Change the details' while they may be changed.
 */
export function TravellerDetails({ booking: b, open, editing, reply }: { booking: Booking; open: boolean; editing: boolean; reply: ActionReply | undefined }) {
  const t = useText(travellerDetailsText);
  const f = useFormat();
  const { pathname } = useLocation();
  const missing = travellerDetailsMissing(b);
  const refused = !!failureOf(reply, 'travellers');
  const saved = successOf(reply, 'travellersSaved');
  const showForm = open && (missing || editing || refused);
  return (
    <section
      id="travellers"
      aria-labelledby="travellers-title"
      className={cn('mt-8 scroll-mt-24 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6', missing && open && 'ring-2 ring-coral-200')}
    >
      <h3 id="travellers-title" className="mb-2 font-display text-xl font-bold text-teal-950">
        {t.title}
      </h3>
      {saved && !showForm ? (
        <Notice tone="success" className="mb-4">
          {t.saved}
        </Notice>
      ) : null}
      {missing ? <p className="mb-2 text-ink-muted">{t.intro}</p> : null}
      {missing && b.travellerDetailsDue ? <p className="mb-4 font-semibold text-coral-800">{t.dueBy(f.date(b.travellerDetailsDue))}</p> : null}
      {missing && !open ? <p>{t.missing}</p> : null}
      {showForm ? <TravellerForm booking={b} reply={reply} editing={!missing} /> : null}
      {!showForm && !missing ? (
        <>
          <TravellerList booking={b} />
          {open ? (
            <ButtonLink to={`${pathname}?${travellersEditParam}=edit#travellers`} variant="secondary" size="sm" className="mt-4" preventScrollReset>
              {t.edit}
            </ButtonLink>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">{t.closedGiven}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
