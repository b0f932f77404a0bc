/** Reviews in the JSON API and the review form. */
import { z } from 'zod';
import { plainText } from './common.ts';

export const reviewInput = z.object({
  rating: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[1-5]$/, 'Choose 1 to 5 stars'),
      ],
      { error: 'Choose 1 to 5 stars' },
    )
    .transform(Number)
    .pipe(z.number().int('Choose 1 to 5 stars').min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars')),
  text: z
    .string({ error: 'Tell other travellers about the trip' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(3000, 'A review is at most 3000 characters')
    .pipe(plainText('The review', 'multiline')),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewHideInput = z
  .object({
    hidden: z.boolean({ error: 'hidden must be true or false' }),
    reason: z.string().trim().max(300, 'The reason is at most 300 characters').pipe(plainText('The reason')).optional(),
  })
  .refine((v) => !v.hidden || (v.reason?.length ?? 0) > 0, { message: 'Say why the review is hidden', path: ['reason'] });

export const reviewReplyInput = z.object({
  reply: z.string().trim().max(2000, 'A reply is at most 2000 characters').pipe(plainText('The reply', 'multiline')),
});

export const reviewDto = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    packageId: z.string().nullable(),
    rating: z.number().int(),
    text: z.string(),
    firstName: z.string(),
    travelled: z.string().meta({ description: "The month travelled, e.g. 'January 2027'" }),
    createdAt: z.string(),
    updatedAt: z.string(),
    reply: z.string().nullable(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable().meta({ description: 'Admins only' }),
    editableUntil: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewDto>;

/**
 * A review as anyone may see it (the tour page, the public API): no booking id (it starts with the
 * customer's phone reference) nor any other reference to the customer, nor moderation fields.
 */
export const publicReviewDto = reviewDto.omit({ bookingId: true, hidden: true, hiddenReason: true }).meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof publicReviewDto>;

export const reviewPageDto = z
  .object({
    average: z.number(),
    count: z.number().int(),
    breakdown: z.array(z.number().int()).length(5).meta({ description: 'Reviews with 1, 2, 3, 4 and 5 stars' }),
    page: z.number().int(),
    pages: z.number().int(),
    reviews: z.array(publicReviewDto),
  })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPageDto>;
