/**
 * A blog as the admin form and POST/PUT /api/blogs send it (spec section 3 fields); the text
 * (blogDescription) is Markdown, sanitized when rendered. Shared by the form and the JSON API.
 */
import { z } from 'zod';
import { isoDate, optionalText, photoUrl, requiredText } from './common.ts';

export const blogInput = z.object({
  title: requiredText('Title', 200),
  subTitle: optionalText('Subtitle', 300),
  tag: optionalText('Tag', 60),
  date: isoDate('Date'),
  message: optionalText('Summary', 2000, 'multiline'),
  photo: photoUrl('Photo'),
  authorName: requiredText('Author name', 120),
  authorMessage: optionalText('Author message', 2000, 'multiline'),
  authorPhoto: photoUrl('Author photo'),
  blogDescription: requiredText('Blog text', 50_000, 'multiline'),
});
export type BlogInput = z.infer<typeof blogInput>;

/** Comment moderation: hide a comment from readers or show it again. */
export const commentVisibilityInput = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
