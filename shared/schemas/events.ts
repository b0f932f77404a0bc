import { z } from 'zod';
import { isoDate, optionalText, photoUrl, requiredText, wholeNumber } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

/** An upcoming event as the admin form and POST /api/upcommingevent send it. */
export const eventInput = z
  .object({
    name: requiredText('Name', 120),
    message: requiredText('Message', 300, 'multiline'),
    shortDescription: requiredText('Short description', 1000, 'multiline'),
    description: optionalText('Description', 10000, 'multiline').optional(),
    presentPrice: wholeNumber('Present price', 0, 10_000_000),
    previousPrice: wholeNumber('Previous price', 0, 10_000_000),
    days: wholeNumber('Days', 1, 60),
    nights: wholeNumber('Nights', 0, 60),
    eventDate: requiredText('Event date', 100),
    peoples: wholeNumber('People', 1, 1000),
    displayPhoto: photoUrl('Photo').optional(),
    startDate: isoDate('Start date').optional(),
    endDate: isoDate('End date').optional(),
  })
  .refine((e) => !e.startDate || !e.endDate || e.endDate >= e.startDate, {
    message: issueMessage('endBeforeStart'),
    path: ['endDate'],
  });
export type EventInput = z.infer<typeof eventInput>;

/**
 * The Bangla side of an event (decision 0013), as the admin form sends it: every field optional, a
 * blank one is 'not translated yet' (stored as null, shown in English). The JSON API takes English
 * only: POST/PUT /api/upcommingevent validate with `eventInput`, which leaves this out.
 */
export const eventTranslationInput = z.object({
  name: optionalText('Name', 120).optional(),
  message: optionalText('Message', 300, 'multiline').optional(),
  shortDescription: optionalText('Short description', 1000, 'multiline').optional(),
  description: optionalText('Description', 10000, 'multiline').optional(),
  eventDate: optionalText('Event date', 100).optional(),
});
export type EventTranslationInput = z.infer<typeof eventTranslationInput>;

export const eventTranslationFields = [
  'name',
  'eventDate',
  'message',
  'shortDescription',
  'description',
] as const satisfies readonly (keyof EventTranslationInput)[];

/** An event with its Bangla side, as the admin form saves it (`bn` absent: the translation is left as it is). */
export type EventFormInput = EventInput & { bn?: EventTranslationInput };
