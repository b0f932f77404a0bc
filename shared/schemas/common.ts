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
import { controlCharactersMessage, hasControlCharacters, type TextKind } from '../text.ts';

/** No control characters: none in a single line; tab and line breaks only in longer text. */
export const plainText = /*#__NO_SIDE_EFFECTS__*/ (label: string, kind: TextKind = 'line') =>
  z.string().refine((v) => !hasControlCharacters(v, kind), controlCharactersMessage(label, kind));

/** Required text: trimmed, not blank, bounded, single-line unless `multiline`. */
export const requiredText = /*#__NO_SIDE_EFFECTS__*/ (label: string, max = 200, kind: TextKind = 'line') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label, kind));

export const optionalText = /*#__NO_SIDE_EFFECTS__*/ (label: string, max = 2000, kind: TextKind = 'line') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label, kind));

export const emailAddress = /*#__NO_SIDE_EFFECTS__*/ (label = 'E-mail') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .pipe(z.email(`${label} must be a valid e-mail address`))
    .transform((v) => v.toLowerCase());

/** A whole number, given as a number or as digits in a string (HTML forms send strings). */
export const wholeNumber = /*#__NO_SIDE_EFFECTS__*/ (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${label} must be a whole number`)], {
      error: `${label} must be a whole number`,
    })
    .transform((v) => Number(v))
    .pipe(z.number().int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`));

/** 'YYYY-MM-DD' that is a real calendar date. */
export const isoDate = /*#__NO_SIDE_EFFECTS__*/ (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`);

/** An image address the site serves itself (uploads) or an https URL; never javascript: or data:. */
export const photoUrl = /*#__NO_SIDE_EFFECTS__*/ (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long`)
    // The API answers its images as absolute URLs (BASE_URL/uploads/…): taken back as the path.
    .transform((v) => v.replace(/^https?:\/\/[^/\s"'<>]+(\/uploads\/[\w.-]+)$/, '$1'))
    .refine((v) => v === '' || /^\/uploads\/[\w.-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
      message: `${label} must be an uploaded image`,
    });
