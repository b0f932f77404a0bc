import { z } from 'zod';
import { plainText } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

/** Blog comments ('Leave a Reply'): the signed-in user's name and the comment, stored as plain text. */
export const commentInput = z.object({
  name: z
    .string({ error: issueMessage('starFieldRequired') })
    .trim()
    .min(1, issueMessage('starFieldRequired'))
    .max(120, issueMessage('tooManyCharacters', 'Name', 120))
    .pipe(plainText('Name')),
  comment: z
    .string({ error: issueMessage('starFieldRequired') })
    .trim()
    .min(1, issueMessage('starFieldRequired'))
    .max(2000, issueMessage('tooManyCharacters', 'Comment', 2000))
    .pipe(plainText('Comment', 'multiline')),
});
export type CommentInput = z.infer<typeof commentInput>;
