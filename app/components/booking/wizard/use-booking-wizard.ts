/**
 * The booking wizard's state: the values of every step (step 1 kept in sessionStorage across
 * reloads, the card fields in memory only), the messages under the fields, the step shown, and
 * the booking sent to the page action. Step 4 shows only once the server saved the booking.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { Bookable } from '../../../../shared/schemas/booking-dto.ts';
import { bookingStep1Schema, bookingStep2Schema } from '../../../../shared/schemas/booking.ts';
import { failureOf, fieldErrorsOf, successOf } from '../../../lib/forms.ts';
import { valuesTypedBeforeHydration } from '../../forms/typed-before-hydration.ts';
import { customerKeys, paymentKeys, type BookingReply, type WizardValues } from './fields.ts';

/** The form steps: 1 (customer) and 2 (card). */
export type FormStep = 1 | 2;

export interface WizardAccount {
  name: string;
  email: string;
}

function storageKey(item: Bookable) {
  return `travelez:booking:${item.kind}:${item.id}`;
}

export function useBookingWizard({ item, account, today }: { item: Bookable; account: WizardAccount; today: string }) {
  const fetcher = useFetcher<BookingReply>();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(() => ({
    fullName: account.name === 'To Travelez' ? '' : account.name,
    email: account.email,
    phone: '',
    address: '',
    city: '',
    travelDate: item.fixedDate ?? '',
    travellers: '1',
    cardName: '',
    cardNumber: '',
    cvc: '',
    expireDate: '',
  }));
  const [errors, setErrors] = useState<WizardValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customerForm = useRef<HTMLFormElement>(null);
  const restored = useRef(false);
  // The values as last rendered, for the restore effect below (which runs only when the item changes).
  const renderedValues = useRef(values);
  renderedValues.current = values;

  const customerSchema = useMemo(() => bookingStep1Schema({ groupSize: item.groupSize, today }), [item.groupSize, today]);
  const paymentSchema = useMemo(() => bookingStep2Schema(), []);

  // Restore step 1 after a reload (never card fields), and make the idempotency key.
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey(item)) ?? 'null') as WizardValues | null;
      if (saved) {
        const kept = Object.fromEntries(Object.entries(saved).filter(([k, v]) => customerKeys.includes(k) && typeof v === 'string'));
        if (item.fixedDate) kept.travelDate = item.fixedDate;
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
  }, [item]);

  // Keep step 1 across reloads.
  useEffect(() => {
    if (!restored.current) return;
    const customer = Object.fromEntries(customerKeys.map((k) => [k, values[k] ?? '']));
    try {
      sessionStorage.setItem(storageKey(item), JSON.stringify(customer));
    } catch {
      // Storage full or disabled: the wizard still works, only a reload forgets.
    }
  }, [values, item]);

  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const saved = successOf(reply, 'bookingId') ?? null;
  const failure = failureOf(reply) ?? null;
  const busy = fetcher.state !== 'idle';
  const shownStep = saved ? 4 : step;

  useEffect(() => {
    if (saved) {
      try {
        sessionStorage.removeItem(storageKey(item));
      } catch {
        // ignore
      }
    }
  }, [saved, item]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [shownStep]);

  function check(formStep: FormStep, next: WizardValues) {
    const schema = formStep === 1 ? customerSchema : paymentSchema;
    const keys = formStep === 1 ? customerKeys : paymentKeys;
    const result = schema.safeParse(Object.fromEntries(keys.map((k) => [k, next[k] ?? ''])));
    return result.success ? {} : fieldErrorsOf(result.error);
  }

  /** A field changed: its value, and the messages of the fields touched so far. */
  function change(formStep: FormStep, name: string, value: string) {
    const next = { ...values, [name]: value };
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
      const keys = formStep === 1 ? customerKeys : paymentKeys;
      setTouched((t) => ({ ...t, ...Object.fromEntries(keys.map((k) => [k, true])) }));
      const first = keys.find((k) => all[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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
    void fetcher.submit(
      { ...values, intent: 'confirm', kind: item.kind, itemId: item.id, idempotencyKey },
      // Nothing on the page changes with a booking: no reload of any page data (a lost connection
      // must leave the wizard as it is).
      { method: 'post', defaultShouldRevalidate: false },
    );
  }

  return { step, shownStep, values, errors, saved, failure, busy, idempotencyKey, headingRef, customerForm, change, goNext, back, confirm };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
