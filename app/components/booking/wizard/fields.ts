/**
 * The booking wizard's steps and fields (app/routes/booking/book-now.tsx), and the shape of the
 * page action's answer.
 */
import type { PickupPoint } from '../../../../shared/pickup.ts';
import type { Availability } from '../../../../shared/seats.ts';
import type { ActionReply, ActionSuccess } from '../../../lib/forms.ts';
import { cardNumberMaxLength, cvcMaxDigits, editCardNumber, editCvc, editExpiry, expiryMaxLength, type Edited } from '../card-input.ts';

/** The steps, by their names' keys in wizardText (wizard.text.ts). */
export const stepNames = ['stepDetails', 'stepPayment', 'stepConfirm', 'stepDone'] as const;

/** Step 1: who travels (each label is wizardText's message of the field's name). */
export const customerFields = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
] as const;

/** A card field; its label and placeholder are wizardText's `<name>` and `<name>Placeholder`. */
export interface PaymentField {
  name: 'cardName' | 'cardNumber' | 'cvc' | 'expireDate';
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength: number;
  /** What the field holds after a keystroke or a paste, and where the caret goes (digits-only fields). */
  edit?: (raw: string, caret: number) => Edited;
}

/**
 * Step 2: the card. The number, CVC and expiry take digits only (the number shown in groups as it
 * is typed).
 */
export const paymentFields: readonly PaymentField[] = [
  { name: 'cardName', autoComplete: 'cc-name', maxLength: 120 },
  { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: cardNumberMaxLength, edit: editCardNumber },
  { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: cvcMaxDigits, edit: editCvc },
  { name: 'expireDate', autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: expiryMaxLength, edit: editExpiry },
];

/** What the wizard holds, by field name. */
export type WizardValues = Record<string, string>;

/** The fields of step 1 (kept across reloads) and of step 2 (in memory only). */
export const customerKeys: readonly string[] = [
  ...customerFields.map((f) => f.name),
  'departureId',
  'travelDate',
  'travellers',
  // Who travels (issue 36): of the travellers, children and infants (the rest are adults); a promo code; a pickup point.
  'child',
  'infant',
  'promoCode',
  'pickupPointId',
];
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
  pickupPoints: PickupPoint[];
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

/** The party the wizard's values say: of `travellers`, `child` children and `infant` infants; the rest adults. */
export function partyOf(values: WizardValues): { adult: number; child: number; infant: number } {
  const n = (v: string | undefined) => (/^\d+$/.test(v ?? '') ? Number(v) : 0);
  const child = n(values.child);
  const infant = n(values.infant);
  return { adult: Math.max(0, (n(values.travellers) || 1) - child - infant), child, infant };
}
