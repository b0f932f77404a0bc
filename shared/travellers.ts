/**
 * Every traveller's details (issue 36): one entry per traveller of a booking's party, checked
 * against the party and the categories' ages on the departure date; identity documents checked by
 * form and masked wherever they are not the owner's or an admin's booking detail.
 */
import { isCancellable, type BookingStatusValue } from './booking-status.ts';
import { msg, type MessageRef } from './i18n/coded-messages.ts';
import { ageFits, ageOn, categoryCodes, type CategoryCode, type Party, type PriceCategory } from './party.ts';
import { addDays } from './policy.ts';

export const documentTypes = ['nid', 'passport', 'birth'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const genders = ['female', 'male', 'other'] as const;
export type Gender = (typeof genders)[number];

export interface TravellerDetails {
  category: CategoryCode;
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  document: { type: DocumentType; number: string };
}

/** A Bangladesh NID has 10, 13 or 17 digits; a passport 1-2 letters and 7-8 digits; a birth registration 17 digits. */
const documentPatterns: Record<DocumentType, RegExp> = {
  nid: /^(\d{10}|\d{13}|\d{17})$/,
  passport: /^[A-Z]{1,2}\d{7,8}$/,
  birth: /^\d{17}$/,
};

/** A document number as stored: spaces and dashes dropped, letters upper case. */
export function normalizeDocumentNumber(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

export function documentError(type: DocumentType, number: string): MessageRef | null {
  if (documentPatterns[type].test(normalizeDocumentNumber(number))) return null;
  return msg(type === 'nid' ? 'nidDigits' : type === 'passport' ? 'passportFormat' : 'birthRegistrationDigits');
}

/** '••••6789': the last four characters only. */
export function maskDocumentNumber(number: string): string {
  return number ? `••••${number.slice(-4)}` : '';
}

export interface TravellerIssue {
  /** The entry's index, or null for the list as a whole. */
  index: number | null;
  field: string | null;
  ref: MessageRef;
}

/** What is wrong with a booking's travellers' details: the count and categories of the party, each age on the travel date, each document. */
export function travellersIssues(list: readonly TravellerDetails[], party: Party, categories: readonly PriceCategory[], travelDate: string): TravellerIssue[] {
  const issues: TravellerIssue[] = [];
  const counted: Party = { adult: 0, child: 0, infant: 0 };
  for (const t of list) counted[t.category] += 1;
  if (categoryCodes.some((c) => counted[c] !== party[c])) {
    issues.push({ index: null, field: null, ref: msg('travellersDoNotMatchParty', party.adult, party.child, party.infant) });
  }
  list.forEach((t, index) => {
    const age = ageOn(t.dateOfBirth, travelDate);
    if (t.dateOfBirth > travelDate || !ageFits(categories, t.category, age)) {
      issues.push({ index, field: 'dateOfBirth', ref: msg('ageNotInCategory', t.category, Math.max(0, age)) });
    }
    const doc = documentError(t.document.type, t.document.number);
    if (doc) issues.push({ index, field: 'document.number', ref: doc });
  });
  return issues;
}

/** The last day (YYYY-MM-DD) to give every traveller's details: `days` before departure. */
export function travellerDetailsDeadline(travelDate: string, days: number): string {
  return addDays(travelDate, -Math.max(0, days));
}

export interface TravellerDetailsState {
  status: BookingStatusValue;
  travelDate: string;
  /** The deadline when the tour requires the details (travellerDetailsDeadline), else null. */
  travellerDetailsDue: string | null;
  travellerDetails: readonly unknown[];
}

/** Whether a booking still lacks its travellers' details (they are given all at once, one per traveller). */
export const travellerDetailsMissing = (b: Pick<TravellerDetailsState, 'travellerDetails'>): boolean => b.travellerDetails.length === 0;

/**
 * Whether the owner may give or change the travellers' details on `today` (Bangladesh date): a
 * Pending or Confirmed booking before its travel date; past the deadline of a tour that requires
 * them, only while they are still missing (late is better than never; given ones stay as they are).
 */
export function travellerDetailsOpen(b: TravellerDetailsState, today: string): boolean {
  if (!isCancellable(b.status) || today >= b.travelDate) return false;
  if (b.travellerDetailsDue && today > b.travellerDetailsDue) return travellerDetailsMissing(b);
  return true;
}
