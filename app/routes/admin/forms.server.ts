/**
 * The admin forms' data as the shared zod schemas want it. Every parser answers the FormParse of
 * app/lib: the valid input, or the failure (field messages, the image fields' refusals, and what
 * the admin typed, so a failed save loses nothing) ready for `fail()`.
 */
import type { ZodType, z } from 'zod';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { blogInput, type BlogInput } from '../../../shared/schemas/blogs.ts';
import { eventInput, type EventInput } from '../../../shared/schemas/events.ts';
import { packageInput, type PackageInput } from '../../../shared/schemas/packages.ts';
import { promoCodeInput, type PromoCodeInput } from '../../../shared/schemas/promo-codes.ts';
import type { Services } from '../../../server/services/index.server.ts';
import type { FieldErrors, FormValues } from '../../lib/forms.ts';
import { formText, parseForm, type FormParse } from '../../lib/forms.server.ts';
import { imageFields } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';

/**
 * Validates `input` with `schema`; the failure also carries the image fields' refusals. An admin
 * form marks its fields and says 'Please correct the fields marked below.' above them, so the
 * failure has no form message of its own.
 */
export function checkAdminForm<S extends ZodType>(
  schema: S,
  input: FormValues,
  values: FormValues = input,
  imageErrors: FieldErrors = {},
): FormParse<z.output<S>> {
  const parsed = parseForm(schema, input);
  if (parsed.ok && Object.keys(imageErrors).length === 0) return { ...parsed, values };
  const fieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors), ...imageErrors };
  return { ok: false, failure: { ok: false, fieldErrors, formError: null, values } };
}

const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v);

export const eventTextFields = [
  'name',
  'message',
  'shortDescription',
  'description',
  'presentPrice',
  'previousPrice',
  'days',
  'nights',
  'eventDate',
  'peoples',
  'startDate',
  'endDate',
] as const;

export async function parseEventForm(services: Services, form: FormData): Promise<FormParse<EventInput>> {
  const text = formText(form, eventTextFields);
  const images = await imageFields(services, form, ['displayPhoto']);
  const input = {
    ...text,
    startDate: blankToUndefined(text.startDate),
    endDate: blankToUndefined(text.endDate),
    displayPhoto: images.values.displayPhoto,
  };
  return checkAdminForm(eventInput, input, { ...text, ...images.values }, images.errors);
}

export const packageTextFields = [
  'name',
  'packageName',
  'region',
  'meetingPoint',
  'totalDays',
  'stayPlanDays',
  'stayPlanNight',
  'groupSize',
  'packagePresentPrice',
  'prePackagePrice',
  'discount',
  'rating',
  'status',
  'overview',
  'caption1',
  'caption2',
  'caption3',
  'caption4',
] as const;
export const packageImageFields = ['displayPhoto', 'slider1', 'slider2', 'slider3', 'slider4'] as const;

export interface DayValue {
  day: string;
  describe: string;
}

/** The itinerary rows of the form, in the order shown. */
export function daysFromForm(form: FormData): DayValue[] {
  const days = form.getAll('day').map(String);
  const describes = form.getAll('describe').map(String);
  return days.map((day, i) => ({ day, describe: describes[i] ?? '' }));
}

/**
 * The itinerary buttons without JavaScript (`dayOp`): add a day, remove one, move one up or down.
 * Returns the new list, or null when the form was a save. A new day is titled in `lang`.
 */
export function applyDayOp(days: DayValue[], op: string | null, lang: Lang = 'en'): DayValue[] | null {
  if (!op) return null;
  const list = [...days];
  if (op === 'add') return [...list, { day: adminLayoutText[lang].dayTitle(list.length + 1), describe: '' }];
  const m = /^(remove|up|down)-(\d+)$/.exec(op);
  if (!m) return null;
  const i = Number(m[2]);
  if (i < 0 || i >= list.length) return list;
  if (m[1] === 'remove') list.splice(i, 1);
  else {
    const j = m[1] === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= list.length) return list;
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The price categories' fields of the package form (the adult price is the present price). */
/** The travellers' details setting as typed: the box, and the days before departure ('' when blank). */
export function packageDetailsFromForm(form: FormData) {
  return { requiresTravellerDetails: form.get('requiresTravellerDetails') === 'on', ...formText(form, ['travellerDetailsDays']) };
}

export const packageCategoryFields = ['childPrice', 'childMinAge', 'childMaxAge', 'infantPrice', 'infantMaxAge'] as const;
type CategoryText = Record<(typeof packageCategoryFields)[number], string>;

/** The form's field of each category's field: `childMinAge` for the child's `minAge`. */
const categoryFieldName = (code: string, field: string) => `${code}${field[0]!.toUpperCase()}${field.slice(1)}`;

/**
 * The categories the form gives: a child one when any of its fields is filled in (then its price
 * and both ages are asked for), an infant one likewise. Blank ages are left out for the schema to name.
 */
export function categoriesFromForm(text: CategoryText) {
  const filled = (...v: string[]) => v.some((x) => x.trim() !== '');
  return [
    ...(filled(text.childPrice, text.childMinAge, text.childMaxAge)
      ? [{ code: 'child', price: text.childPrice, minAge: blankToUndefined(text.childMinAge), maxAge: blankToUndefined(text.childMaxAge) }]
      : []),
    ...(filled(text.infantPrice, text.infantMaxAge) ? [{ code: 'infant', price: text.infantPrice, maxAge: blankToUndefined(text.infantMaxAge) }] : []),
  ];
}

/** The schema's `priceCategories.1.maxAge` as the form's `infantMaxAge` (the other fields as they are). */
export function categoryErrorsOnForm(fieldErrors: FieldErrors, categories: readonly { code: string }[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([key, message]) => {
      const m = /^priceCategories\.(\d+)\.(\w+)$/.exec(key);
      const code = m ? categories[Number(m[1])]?.code : undefined;
      return [code ? categoryFieldName(code, m![2] === 'code' ? 'price' : m![2]!) : key, message];
    }),
  );
}

export async function parsePackageForm(services: Services, form: FormData): Promise<FormParse<PackageInput>> {
  const text = formText(form, packageTextFields);
  const categoryText = formText(form, packageCategoryFields);
  const infantsTakeSeat = form.get('infantsTakeSeat') === 'on';
  const details = packageDetailsFromForm(form);
  const images = await imageFields(services, form, packageImageFields);
  const priceCategories = categoriesFromForm(categoryText);
  const base = { ...text, ...images.values, tourPlanDays: daysFromForm(form) };
  const parsed = checkAdminForm(
    packageInput,
    {
      ...base,
      priceCategories,
      infantsTakeSeat,
      requiresTravellerDetails: details.requiresTravellerDetails,
      travellerDetailsDays: blankToUndefined(details.travellerDetailsDays),
    },
    { ...base, ...categoryText, infantsTakeSeat, ...details },
    images.errors,
  );
  if (parsed.ok) return parsed;
  return { ok: false, failure: { ...parsed.failure, fieldErrors: categoryErrorsOnForm(parsed.failure.fieldErrors, priceCategories) } };
}

export const blogTextFields = ['title', 'subTitle', 'tag', 'date', 'message', 'authorName', 'authorMessage', 'blogDescription'] as const;
export const blogImageFields = ['photo', 'authorPhoto'] as const;

export async function parseBlogForm(services: Services, form: FormData): Promise<FormParse<BlogInput>> {
  const text = formText(form, blogTextFields);
  const images = await imageFields(services, form, blogImageFields);
  return checkAdminForm(blogInput, { ...text, ...images.values }, undefined, images.errors);
}

export const promoCodeTextFields = ['code', 'kind', 'value', 'validFrom', 'validTo', 'maxUses', 'perCustomer', 'minTravellers'] as const;

/** The promo code form (/managePromoCodes) checked by the schema of POST /api/promoCodes; blank limits are no limit. */
export function parsePromoCodeForm(form: FormData): FormParse<PromoCodeInput> {
  const text = formText(form, promoCodeTextFields);
  const packageIds = form.getAll('packageIds').map(String);
  const active = form.get('active') === 'on';
  const input = {
    code: text.code,
    kind: text.kind,
    value: text.value,
    validFrom: blankToUndefined(text.validFrom),
    validTo: blankToUndefined(text.validTo),
    maxUses: blankToUndefined(text.maxUses),
    perCustomer: blankToUndefined(text.perCustomer),
    minTravellers: blankToUndefined(text.minTravellers),
    packageIds,
    active,
  };
  return checkAdminForm(promoCodeInput, input, { ...text, packageIds, active });
}
