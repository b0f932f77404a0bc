/**
 * Every traveller's details (issue 36): the body of PUT /api/individualBookTour/{id}/travellers
 * (one entry per traveller of the booking's party) and how a booking answers them. The count,
 * the categories, the ages on the travel date and the document numbers are checked by
 * `travellersIssues` (shared/travellers.ts) in the service, which knows the party and the date.
 */
import { z } from 'zod';
import { codedMessage, issueMessage } from '../i18n/coded-messages.ts';
import { categoryCodes } from '../party.ts';
import { documentError, documentTypes, genders } from '../travellers.ts';
import { isoDate } from './common.ts';

export const travellerEntry = z.object({
  category: z.enum(categoryCodes),
  fullName: z
    .string({ error: issueMessage('required', 'Name') })
    .trim()
    .min(1, issueMessage('required', 'Name'))
    .max(100, issueMessage('tooManyCharacters', 'Name', 100)),
  dateOfBirth: isoDate('Date of birth'),
  gender: z.enum(genders, { error: issueMessage('required', 'Gender') }),
  document: z
    .object({
      type: z.enum(documentTypes, { error: issueMessage('required', 'Document') }),
      number: z
        .string({ error: issueMessage('required', 'Document number') })
        .trim()
        .min(1, issueMessage('required', 'Document number'))
        .max(30, issueMessage('tooManyCharacters', 'Document number', 30)),
    })
    // The number's form by its kind (NID, passport, birth registration), under the number.
    .superRefine((d, ctx) => {
      const wrong = d.number ? documentError(d.type, d.number) : null;
      if (wrong) ctx.addIssue({ code: 'custom', path: ['number'], message: codedMessage(wrong) });
    }),
});
export const travellersInput = z.array(travellerEntry).max(100).meta({ description: "One entry per traveller of the booking's party" });
export type TravellersInput = z.infer<typeof travellersInput>;

export const bookingTravellerDto = z
  .object({
    category: z.enum(categoryCodes),
    fullName: z.string(),
    dateOfBirth: z.string(),
    gender: z.enum(genders),
    document: z.object({
      type: z.enum(documentTypes),
      numberMasked: z.string().meta({ description: '••••6789' }),
      number: z.string().nullable().meta({ description: "Whole only on the owner's and the admins' booking detail; else null" }),
    }),
  })
  .meta({ id: 'BookingTraveller' });
export type BookingTravellerDto = z.infer<typeof bookingTravellerDto>;

/** A traveller's fields in the booking page's form, named by the schema's paths ('0.fullName', '0.document.number'). */
export const travellerFormFields = ['category', 'fullName', 'dateOfBirth', 'gender', 'document.type', 'document.number'] as const;

/**
 * The form's flat fields as the list `travellersInput` checks: one entry per index that has a
 * category. An empty field is left out, so its message says it is required.
 */
export function travellersFromForm(values: Readonly<Record<string, string>>): unknown[] {
  const list: unknown[] = [];
  for (let i = 0; values[`${i}.category`] !== undefined; i++) {
    const v = (name: (typeof travellerFormFields)[number]) => values[`${i}.${name}`] || undefined;
    list.push({
      category: v('category'),
      fullName: v('fullName'),
      dateOfBirth: v('dateOfBirth'),
      gender: v('gender'),
      document: { type: v('document.type'), number: v('document.number') },
    });
  }
  return list;
}
