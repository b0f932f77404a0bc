/**
 * The Bangla side of the admin's package, event and blog forms (decision 0013). Each Bangla field
 * is named `bn.<field>` beside its English one; a package's itinerary sends `dayBn` and
 * `describeBn` in every row, beside `day` and `describe`. A blank field is 'not translated yet'
 * (the service stores null). The English side is read as before (forms.server.ts); `withBangla`
 * adds the Bangla one to its answer: the data to save, what was typed, the field messages.
 */
import type { ZodType, z } from 'zod';
import { blogTranslationFields, blogTranslationInput, type BlogTranslationInput } from '../../../shared/schemas/blogs.ts';
import { eventTranslationFields, eventTranslationInput, type EventTranslationInput } from '../../../shared/schemas/events.ts';
import { packageTranslationFields, packageTranslationInput, type PackageTranslationInput } from '../../../shared/schemas/packages.ts';
import { fieldErrorsOf, type FieldErrors, type FormValues } from '../../lib/forms.ts';
import type { FormParse } from '../../lib/forms.server.ts';
import type { DayValue } from './forms.server.ts';

/** The form name of a Bangla field. */
export const bnName = (field: string) => `bn.${field}`;

/** An itinerary row of the form, both languages. */
export interface BilingualDay extends DayValue {
  dayBn: string;
  describeBn: string;
}

/** The itinerary rows of the package form, in the order shown, each with its Bangla title and text. */
export function bilingualDaysFromForm(form: FormData): BilingualDay[] {
  const all = (name: string) => form.getAll(name).map(String);
  const [days, describes, daysBn, describesBn] = [all('day'), all('describe'), all('dayBn'), all('describeBn')];
  return days.map((day, i) => ({ day, describe: describes[i] ?? '', dayBn: daysBn[i] ?? '', describeBn: describesBn[i] ?? '' }));
}

interface BanglaParse<T> {
  data: T | null;
  /** What was typed, under the form's names (`bn.name`, …). */
  values: FormValues;
  /** Field messages under the form's names (`bn.name`, `bn.plan.2.describe`). */
  fieldErrors: FieldErrors;
}

function parseBangla<S extends ZodType>(schema: S, form: FormData, fields: readonly string[], extra: Record<string, unknown> = {}): BanglaParse<z.output<S>> {
  const values: Record<string, string> = {};
  const input: Record<string, unknown> = { ...extra };
  for (const field of fields) {
    const v = form.get(bnName(field));
    values[bnName(field)] = typeof v === 'string' ? v : '';
    input[field] = values[bnName(field)];
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, values, fieldErrors: {} };
  const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(parsed.error)).map(([path, message]) => [bnName(path), message]));
  return { data: null, values, fieldErrors };
}

/** Adds the Bangla side to the English form's answer: saved together, or refused together with every message. */
export function withBangla<T, B>(english: FormParse<T>, bangla: BanglaParse<B>): FormParse<T & { bn: B }> {
  if (english.ok && bangla.data) return { ok: true, data: { ...english.data, bn: bangla.data }, values: { ...english.values, ...bangla.values } };
  const failure = english.ok ? { ok: false as const, fieldErrors: {}, formError: null, values: english.values } : english.failure;
  return {
    ok: false,
    failure: { ...failure, fieldErrors: { ...failure.fieldErrors, ...bangla.fieldErrors }, values: { ...failure.values, ...bangla.values } },
  };
}

export function parsePackageBangla(form: FormData): BanglaParse<PackageTranslationInput> {
  // The rows' Bangla sides: what was typed travels with the English rows (`tourPlanDays`).
  const plan = bilingualDaysFromForm(form).map((d) => ({ day: d.dayBn, describe: d.describeBn }));
  return parseBangla(packageTranslationInput, form, packageTranslationFields, { plan });
}

export const parseEventBangla = (form: FormData): BanglaParse<EventTranslationInput> => parseBangla(eventTranslationInput, form, eventTranslationFields);

export const parseBlogBangla = (form: FormData): BanglaParse<BlogTranslationInput> => parseBangla(blogTranslationInput, form, blogTranslationFields);

/** A stored translation as the form's values (`bn.name`: the text, '' when not translated yet). */
export function banglaValues(translation: object | null, fields: readonly string[]): Record<string, string> {
  const stored = (translation ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [bnName(f), typeof stored[f] === 'string' ? stored[f] : '']));
}

/** A package's itinerary as the form's rows: each English day with its Bangla title and text ('' when not translated yet). */
export function bilingualDays(
  days: readonly { day: string; describe: string }[],
  plan: readonly ({ day: string; describe: string } | null)[] | undefined,
): BilingualDay[] {
  return days.map((d, i) => ({ day: d.day, describe: d.describe, dayBn: plan?.[i]?.day ?? '', describeBn: plan?.[i]?.describe ?? '' }));
}
