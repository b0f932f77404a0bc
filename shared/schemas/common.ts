/**
 * Building blocks for the zod schemas that both the forms and the JSON API validate with.
 * Plain `zod` only: these run in the browser too.
 *
 * Each builder only makes a schema (no side effect), and says so to the bundler
 * (`#__NO_SIDE_EFFECTS__`): a module-level schema that a page's browser code never uses is then
 * dropped from it, and zod with it (about 24 KB gzip on the tour page, whose reviews module
 * builds the `?reviews=` schema that only its server loader reads).
 */
import { z } from 'zod';
import { issueMessage } from '../i18n/coded-messages.ts';
import type { FieldLabel } from '../i18n/coded-messages.text.ts';
import { controlCharactersMessage, hasControlCharacters, type TextKind } from '../text.ts';

/** No control characters: none in a single line; tab and line breaks only in longer text. */
export const plainText = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel, kind: TextKind = 'line') =>
  z.string().refine((v) => !hasControlCharacters(v, kind), controlCharactersMessage(label, kind));

/**
 * A form's textarea sends its line breaks as CR LF (the HTML standard's form encoding): kept as LF,
 * as the API and the seed write them, so a form saved unchanged changes nothing.
 */
const lineFeeds = (value: string) => value.replace(/\r\n?/g, '\n');

/** Required text: trimmed, not blank, bounded, single-line unless `multiline`. */
export const requiredText = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel, max = 200, kind: TextKind = 'line') =>
  z
    .string({ error: issueMessage('required', label) })
    .overwrite(lineFeeds)
    .trim()
    .min(1, issueMessage('required', label))
    .max(max, issueMessage('tooManyCharacters', label, max))
    .pipe(plainText(label, kind));

export const optionalText = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel, max = 2000, kind: TextKind = 'line') =>
  z
    .string({ error: issueMessage('notText', label) })
    .overwrite(lineFeeds)
    .trim()
    .max(max, issueMessage('tooManyCharacters', label, max))
    .pipe(plainText(label, kind));

export const emailAddress = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel = 'E-mail') =>
  z
    .string({ error: issueMessage('required', label) })
    .trim()
    .min(1, issueMessage('required', label))
    .max(254, issueMessage('tooLong', label))
    .pipe(z.email(issueMessage('notEmail', label)))
    .transform((v) => v.toLowerCase());

/** A whole number, given as a number or as digits in a string (HTML forms send strings). */
export const wholeNumber = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, issueMessage('notWholeNumber', label))], {
      error: issueMessage('notWholeNumber', label),
    })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int(issueMessage('notWholeNumber', label))
        .min(min, issueMessage('atLeast', label, min))
        .max(max, issueMessage('atMost', label, max)),
    );

/** 'YYYY-MM-DD' that is a real calendar date. */
export const isoDate = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel) =>
  z
    .string({ error: issueMessage('required', label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, issueMessage('notDate', label))
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      issueMessage('notRealDate', label),
    );

/** An image address the site serves itself (uploads) or an https URL; never javascript: or data:. */
export const photoUrl = /*#__NO_SIDE_EFFECTS__*/ (label: FieldLabel) =>
  z
    .string({ error: issueMessage('notText', label) })
    .trim()
    .max(500, issueMessage('tooLong', label))
    // The API answers its images as absolute URLs (BASE_URL/uploads/…): taken back as the path.
    .transform((v) => v.replace(/^https?:\/\/[^/\s"'<>]+(\/uploads\/[\w.-]+)$/, '$1'))
    .refine((v) => v === '' || /^\/uploads\/[\w.-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
      message: issueMessage('notUploadedImage', label),
    });
