/**
 * The booking wizard's steps and fields (app/routes/booking/book-now.tsx), and the shape of the
 * page action's answer.
 */
import type { Availability } from '../../../../shared/seats.ts';
import type { ActionReply, ActionSuccess } from '../../../lib/forms.ts';
import { cardNumberMaxLength, cvcMaxDigits, editCardNumber, editCvc, editExpiry, expiryMaxLength, type Edited } from '../card-input.ts';

export const stepNames = ['Your details', 'Payment', 'Confirm', 'Done'] as const;

/** Step 1: who travels. */
export const customerFields = [
  { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
] as const;

export interface PaymentField {
  name: string;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder: string;
  maxLength: number;
  /** What the field holds after a keystroke or a paste, and where the caret goes (digits-only fields). */
  edit?: (raw: string, caret: number) => Edited;
}

/**
 * Step 2: the card. The number, CVC and expiry take digits only (the number shown in groups as it
 * is typed).
 */
export const paymentFields: readonly PaymentField[] = [
  { name: 'cardName', label: 'Card Name', autoComplete: 'cc-name', placeholder: 'Name on the card', maxLength: 120 },
  {
    name: 'cardNumber',
    label: 'Card Number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    maxLength: cardNumberMaxLength,
    edit: editCardNumber,
  },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: cvcMaxDigits, edit: editCvc },
  {
    name: 'expireDate',
    label: 'Expire Date',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    maxLength: expiryMaxLength,
    edit: editExpiry,
  },
];

/** What the wizard holds, by field name. */
export type WizardValues = Record<string, string>;

/** The fields of step 1 (kept across reloads) and of step 2 (in memory only). */
export const customerKeys: readonly string[] = [...customerFields.map((f) => f.name), 'departureId', 'travelDate', 'travellers'];
export const paymentKeys: readonly string[] = paymentFields.map((f) => f.name);

/**
 * An open departure of the package or event (services.departures.list): a date with its seats
 * left and its price per person. Step 1 offers them; a sold-out one is shown, not choosable.
 */
export interface WizardDeparture {
  _id: string;
  date: string;
  seatsLeft: number;
  price: number;
  availability: Availability;
  note: string;
}

/**
 * What step 1 offers: `sells` is false for a package without any departure (a free travel date,
 * as before departures), else `open` are the departures on sale (maybe none: 'No dates are open').
 */
export interface WizardDepartures {
  sells: boolean;
  open: WizardDeparture[];
  /** The departure the tour page linked to (?departure=<id>), if any. */
  requested: string | null;
}

/** What a saved booking answers: step 4 shows it. */
export interface BookingSaved {
  bookingId: string;
  reference: string;
  /** Saved, but the provider's page did not open (the booking page has the Pay button). */
  paymentProblem?: string;
}

/**
 * The booking action's answer: saved (with the booking; read it with `successOf(reply,
 * 'bookingId')`), or a failure (app/lib/forms.ts) whose `formError` says why. `ActionReply` is
 * what fail() answers. A failure sends nothing typed back: the wizard keeps it.
 */
export type BookingReply = ActionSuccess<BookingSaved> | ActionReply;
