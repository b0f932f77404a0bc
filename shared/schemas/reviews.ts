/** Reviews in the JSON API and the review form. */
import { z } from 'zod';
import { plainText } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

export const reviewInput = z.object({
  rating: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[1-5]$/, issueMessage('chooseStars')),
      ],
      { error: issueMessage('chooseStars') },
    )
    .transform(Number)
    .pipe(z.number().int(issueMessage('chooseStars')).min(1, issueMessage('chooseStars')).max(5, issueMessage('chooseStars'))),
  text: z
    .string({ error: issueMessage('reviewTextRequired') })
    .trim()
    .min(10, issueMessage('reviewTooShort'))
    .max(3000, issueMessage('reviewTooLong'))
    .pipe(plainText('The review', 'multiline')),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewHideInput = z
  .object({
    hidden: z.boolean({ error: issueMessage('hiddenNotBoolean') }),
    reason: z.string().trim().max(300, issueMessage('hideReasonTooLong')).pipe(plainText('The reason')).optional(),
  })
  .refine((v) => !v.hidden || (v.reason?.length ?? 0) > 0, { message: issueMessage('hideReasonRequired'), path: ['reason'] });

export const reviewReplyInput = z.object({
  reply: z.string().trim().max(2000, issueMessage('replyTooLong')).pipe(plainText('The reply', 'multiline')),
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
    travelledMonth: z.string().meta({ description: "The month travelled as YYYY-MM, e.g. '2027-01' (for a client writing it in its own language)" }),
    createdAt: z.string(),
    updatedAt: z.string(),
    reply: z.string().nullable(),
    hidden: z.boolean(),
    hiddenReason: z
      .string()
      .nullable()
      .meta({ description: issueMessage('adminsOnly') }),
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
