import { z } from 'zod';
import { isoDate, plainText, wholeNumber } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

/**
 * 'Find your tour' (the /tour page's side form and GET /api/searchTourPackages): every field
 * optional. Dates and guests look for an open departure starting between check-in and check-out
 * (inclusive) with that many seats left (server/services/search.server.ts).
 */
export const findTourQuery = z
  .object({
    where: z
      .string()
      .trim()
      .max(100, issueMessage('tooManyCharacters', 'Where', 100))
      .pipe(plainText('Where'))
      .optional(),
    checkIn: isoDate('Check-in date').optional(),
    checkOut: isoDate('Check-out date').optional(),
    guests: wholeNumber('Guest number', 1, 50).optional(),
  })
  .refine((q) => !q.checkIn || !q.checkOut || q.checkOut > q.checkIn, {
    message: issueMessage('checkOutBeforeCheckIn'),
    path: ['checkOut'],
  });
export type FindTourQuery = z.infer<typeof findTourQuery>;
