/**
 * A blog as the admin form and POST/PUT /api/blogs send it (spec section 3 fields); the text
 * (blogDescription) is Markdown, sanitized when rendered. Shared by the form and the JSON API.
 */
import { z } from 'zod';
import { isoDate, optionalText, photoUrl, requiredText } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

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

/**
 * The Bangla side of a blog (decision 0013), as the admin form sends it: every field optional, a
 * blank one is 'not translated yet' (stored as null, shown in English). The JSON API takes English
 * only: POST/PUT /api/blogs validate with `blogInput`, which leaves this out.
 */
export const blogTranslationInput = z.object({
  title: optionalText('Title', 200).optional(),
  subTitle: optionalText('Subtitle', 300).optional(),
  tag: optionalText('Tag', 60).optional(),
  message: optionalText('Summary', 2000, 'multiline').optional(),
  authorMessage: optionalText('Author message', 2000, 'multiline').optional(),
  blogDescription: optionalText('Blog text', 50_000, 'multiline').optional(),
});
export type BlogTranslationInput = z.infer<typeof blogTranslationInput>;

export const blogTranslationFields = [
  'title',
  'subTitle',
  'tag',
  'message',
  'blogDescription',
  'authorMessage',
] as const satisfies readonly (keyof BlogTranslationInput)[];

/** A blog with its Bangla side, as the admin form saves it (`bn` absent: the translation is left as it is). */
export type BlogFormInput = BlogInput & { bn?: BlogTranslationInput };

/** Comment moderation: hide a comment from readers or show it again. */
export const commentVisibilityInput = z.object({
  hidden: z.boolean({ error: issueMessage('hiddenNotBoolean') }),
});
