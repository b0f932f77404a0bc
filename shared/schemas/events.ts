import { z } from 'zod';
import { isoDate, optionalText, photoUrl, requiredText, wholeNumber } from './common.ts';

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
    message: 'End date must not be before the start date',
    path: ['endDate'],
  });
export type EventInput = z.infer<typeof eventInput>;
