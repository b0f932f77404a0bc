import { z } from 'zod';

/** Blog comments ('Leave a Reply'): the signed-in user's name and the comment, stored as plain text. */
export const commentInput = z.object({
  name: z.string({ error: '*This field is required' }).trim().min(1, '*This field is required').max(120, 'Name must be at most 120 characters'),
  comment: z
    .string({ error: '*This field is required' })
    .trim()
    .min(1, '*This field is required')
    .max(2000, 'Comment must be at most 2000 characters'),
});
export type CommentInput = z.infer<typeof commentInput>;
