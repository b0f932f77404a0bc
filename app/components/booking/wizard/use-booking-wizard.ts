/**
 * The booking wizard's state: the values of every step (step 1 kept in sessionStorage across
 * reloads, the card fields in memory only), the messages under the fields, the step shown, and
 * the booking sent to the page action. Step 4 shows only once the server saved the booking.
 *
 * A package (or event) that sells departures is booked on one of them (`departureId`; its date and
 * price are the booking's). When its seats went while the user was in the wizard, the action's
 * refusal names the departure: the wizard goes back to step 1 with the message, asks the page for
 * the departures again, and keeps everything typed (the card fields too).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { Bookable } from '../../../../shared/domain.ts';
import { codedMessage } from '../../../../shared/i18n/coded-messages.ts';
import { partyError } from '../../../../shared/party.ts';
import { bookingStep1Schema, bookingStep2Schema } from '../../../../shared/schemas/booking.ts';
import { paymentChoiceSchema, type PaymentOption } from '../../../../shared/schemas/payments.ts';
import { failureOf, fieldErrorsOf, successOf } from '../../../lib/forms.ts';
import { valuesTypedBeforeHydration } from '../../forms/typed-before-hydration.ts';
import { customerKeys, partyOf, paymentKeys, type BookingReply, type WizardDeparture, type WizardDepartures, type WizardValues } from './fields.ts';

/** The form steps: 1 (customer) and 2 (card). */
export type FormStep = 1 | 2;

export interface WizardAccount {
  name: string;
  email: string;
}

function storageKey(item: Bookable) {
  return `travelez:booking:${item.kind}:${item.id}`;
}

/** A departure that can still be chosen: on sale with at least one seat. */
const choosable = (open: readonly WizardDeparture[], id: string | null | undefined) => open.find((d) => d._id === id && d.seatsLeft > 0);

/** The departure chosen first: the one the tour page linked to, else the first with seats. */
function firstDeparture(departures: WizardDepartures): string {
  return (choosable(departures.open, departures.requested) ?? departures.open.find((d) => d.seatsLeft > 0))?._id ?? '';
}

export function useBookingWizard({
  item,
  departures,
  account,
  today,
  providers,
}: {
  item: Bookable;
  departures: WizardDepartures;
  account: WizardAccount;
  today: string;
  /** The payment providers offered; none: step 2 takes the card (the specification's fields). */
  providers: readonly PaymentOption[];
}) {
  const online = providers.length > 0;
  const fetcher = useFetcher<BookingReply>();
  const revalidator = useRevalidator();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(() => ({
    fullName: account.name === 'To Travelez' ? '' : account.name,
    email: account.email,
    phone: '',
    address: '',
    city: '',
    departureId: departures.sells ? firstDeparture(departures) : '',
    travelDate: item.fixedDate ?? '',
    travellers: '1',
    child: '0',
    infant: '0',
    promoCode: '',
    pickupPointId: '',
    cardName: '',
    cardNumber: '',
    cvc: '',
    expireDate: '',
    // One provider: chosen already; several: the customer picks.
    provider: providers.length === 1 ? providers[0]!.name : '',
  }));
  const [errors, setErrors] = useState<WizardValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [idempotencyKey, setIdempotencyKey] = useState('');
  /** Why the last booking was refused for its departure (seats gone): shown on step 1. */
  const [seatProblem, setSeatProblem] = useState<string | null>(null);
  const handledReply = useRef<BookingReply | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customerForm = useRef<HTMLFormElement>(null);
  const restored = useRef(false);
  // The values as last rendered, for the restore effect below (which runs only when the item changes).
  const renderedValues = useRef(values);
  renderedValues.current = values;
  // What the page had when the wizard opened (the restore below runs once per package or event,
  // not again when the departures are asked for again).
  const firstRender = useRef({ fixedDate: item.fixedDate, offered: departures });

  const customerSchema = useMemo(
    () =>
      departures.sells
        ? bookingStep1Schema({ groupSize: item.groupSize, today, departures: departures.open })
        : bookingStep1Schema({ groupSize: item.groupSize, today }),
    [item.groupSize, today, departures.sells, departures.open],
  );
  const chosenDeparture = departures.sells ? departures.open.find((d) => d._id === values.departureId) : undefined;
  /** Most travellers now: the group size, or fewer when the chosen departure has fewer seats left. */
  const maxTravellers = chosenDeparture && chosenDeparture.seatsLeft > 0 ? Math.min(item.groupSize, chosenDeparture.seatsLeft) : item.groupSize;
  const key = storageKey(item);
  const paymentSchema = useMemo(() => (online ? paymentChoiceSchema : bookingStep2Schema()), [online]);
  const stepTwoKeys = online ? ['provider'] : paymentKeys;

  // Restore step 1 after a reload (never card fields), and make the idempotency key. Runs once per
  // package or event (not when the page data is asked for again).
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as WizardValues | null;
      if (saved) {
        const kept = Object.fromEntries(Object.entries(saved).filter(([k, v]) => customerKeys.includes(k) && typeof v === 'string'));
        const { fixedDate, offered } = firstRender.current;
        if (fixedDate) kept.travelDate = fixedDate;
        // A saved departure only while it still has seats; the one the tour page linked to wins.
        if (!offered.sells || !choosable(offered.open, kept.departureId) || choosable(offered.open, offered.requested)) {
          kept.departureId = renderedValues.current.departureId ?? '';
        }
        setValues((v) => ({ ...v, ...kept }));
      }
    } catch {
      // A broken entry: start afresh.
    }
    // What the visitor typed before the page's code took over wins over the saved draft.
    const early = valuesTypedBeforeHydration(customerForm.current, customerKeys, renderedValues.current);
    if (Object.keys(early).length > 0) {
      setValues((v) => ({ ...v, ...early }));
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(early).map((k) => [k, true])) }));
    }
    restored.current = true;
    setIdempotencyKey(typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
  }, [key]);

  // Keep step 1 across reloads.
  useEffect(() => {
    if (!restored.current) return;
    const customer = Object.fromEntries(customerKeys.map((k) => [k, values[k] ?? '']));
    try {
      sessionStorage.setItem(key, JSON.stringify(customer));
    } catch {
      // Storage full or disabled: the wizard still works, only a reload forgets.
    }
  }, [values, key]);

  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const saved = successOf(reply, 'bookingId') ?? null;
  const lastFailure = failureOf(reply) ?? null;
  /** A refusal of the departure (its seats went): step 1 shows it, not step 3. */
  const departureRefused = Boolean(departures.sells && lastFailure?.fieldErrors.departureId);
  const failure = departureRefused ? null : lastFailure;
  const busy = fetcher.state !== 'idle';
  const shownStep = saved ? 4 : step;

  useEffect(() => {
    if (saved) {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // ignore
      }
    }
  }, [saved, key]);

  // The departure was refused (sold out or too few seats meanwhile): back to step 1 with the
  // reason, everything typed kept, and the departures asked for again.
  useEffect(() => {
    if (!reply || handledReply.current === reply) return;
    handledReply.current = reply;
    const refused = departureRefused ? lastFailure : null;
    if (!refused) return;
    setSeatProblem(refused.formError ?? refused.fieldErrors.departureId ?? null);
    setErrors({ departureId: refused.fieldErrors.departureId ?? '' });
    setTouched((t) => ({ ...t, departureId: true }));
    setStep(1);
    void revalidator.revalidate();
  }, [reply, departureRefused, lastFailure, revalidator]);

  // Focus follows a change of step (a screen reader then reads the new step's title, a keyboard
  // goes on from it); a wizard just opened leaves focus where the page starts, with no focus ring
  // around its first heading. Compared with the step last focused, not with "first effect", so
  // that React's development double run of effects changes nothing.
  const focusedStep = useRef(shownStep);
  useEffect(() => {
    if (focusedStep.current === shownStep) return;
    focusedStep.current = shownStep;
    headingRef.current?.focus();
  }, [shownStep]);

  function check(formStep: FormStep, next: WizardValues) {
    const schema = formStep === 1 ? customerSchema : paymentSchema;
    const keys = formStep === 1 ? customerKeys : stepTwoKeys;
    const result = schema.safeParse(Object.fromEntries(keys.map((k) => [k, next[k] ?? ''])));
    const found: WizardValues = result.success ? {} : fieldErrorsOf(result.error);
    // Who travels: at least one adult among the travellers, only the categories the tour prices.
    const party = partyOf(next);
    if (formStep === 1 && !found.travellers && party.child + party.infant > 0) {
      const refused = partyError(party, item.priceCategories, item.groupSize);
      if (refused) found[party.infant > 0 && refused.key === 'categoryNotOffered' ? 'infant' : 'child'] = codedMessage(refused);
    }
    return found;
  }

  /** A field changed: its value, and the messages of the fields touched so far. */
  function change(formStep: FormStep, name: string, value: string) {
    // Another departure has other pickup points: choose again.
    const next = { ...values, [name]: value, ...(name === 'departureId' && value !== values.departureId ? { pickupPointId: '' } : {}) };
    const nextTouched = { ...touched, [name]: true };
    setValues(next);
    setTouched(nextTouched);
    const all = check(formStep, next);
    setErrors(Object.fromEntries(Object.entries(all).filter(([k]) => nextTouched[k])));
  }

  /** Next: on to the following step, or every message of this one and the first wrong field focused. */
  function goNext(formStep: FormStep, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const all = check(formStep, values);
    if (Object.keys(all).length > 0) {
      setErrors(all);
      const keys = formStep === 1 ? customerKeys : stepTwoKeys;
      setTouched((t) => ({ ...t, ...Object.fromEntries(keys.map((k) => [k, true])) }));
      const first = keys.find((k) => all[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]:not(:disabled)`)?.focus();
      return;
    }
    setErrors({});
    setStep(formStep + 1);
  }

  function back(to: FormStep) {
    setErrors({});
    setStep(to);
  }

  /** Sends the booking (step 3's Confirm). */
  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSeatProblem(null);
    // Online, no card field goes to the server at all.
    const sent = online ? Object.fromEntries(Object.entries(values).filter(([k]) => !paymentKeys.includes(k))) : values;
    void fetcher.submit(
      { ...sent, departureId: departures.sells ? (values.departureId ?? '') : '', intent: 'confirm', kind: item.kind, itemId: item.id, idempotencyKey },
      // Nothing on the page changes with a booking: no reload of any page data (a lost connection
      // must leave the wizard as it is).
      { method: 'post', defaultShouldRevalidate: false },
    );
  }

  return {
    step,
    shownStep,
    values,
    errors,
    saved,
    failure,
    seatProblem,
    busy,
    idempotencyKey,
    headingRef,
    customerForm,
    departures,
    chosenDeparture,
    maxTravellers,
    providers,
    change,
    goNext,
    back,
    confirm,
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
