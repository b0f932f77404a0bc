import { z } from 'zod';
import { plainText } from './common.ts';

/** Blog comments ('Leave a Reply'): the signed-in user's name and the comment, stored as plain text. */
export const commentInput = z.object({
  name: z
    .string({ error: '*This field is required' })
    .trim()
    .min(1, '*This field is required')
    .max(120, 'Name must be at most 120 characters')
    .pipe(plainText('Name')),
  comment: z
    .string({ error: '*This field is required' })
    .trim()
    .min(1, '*This field is required')
    .max(2000, 'Comment must be at most 2000 characters')
    .pipe(plainText('Comment', 'multiline')),
});
export type CommentInput = z.infer<typeof commentInput>;
