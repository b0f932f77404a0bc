/**
 * A tour package as the admin form sends it and the package service takes it: spec section 3
 * fields under plain names (`totalDays`, `groupSize`, `overview`). POST/PUT /api/tourPackages take
 * the same fields under the spec's spellings: server/api/spec-names.server.ts builds that schema
 * from `packageFields` and renames the keys.
 */
import { z } from 'zod';
import { optionalText, photoUrl, requiredText, wholeNumber } from './common.ts';
import { codedMessage, issueMessage } from '../i18n/coded-messages.ts';
import { categoriesError, categoryCodes, type CategoryCode, type PriceCategory } from '../party.ts';

export const packageStatuses = ['Available', 'Few seats left', 'Sold out'] as const;

/** A rating from 0 to 5 with at most one decimal, given as a number or as text (forms). */
export const rating = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d(\.\d)?$/, issueMessage('ratingFormat')),
    ],
    {
      error: issueMessage('ratingNotNumber'),
    },
  )
  .transform((v) => Number(v))
  .pipe(
    z
      .number()
      .min(0, issueMessage('ratingTooLow'))
      .max(5, issueMessage('ratingTooHigh'))
      .refine((v) => Math.round(v * 10) === v * 10, issueMessage('ratingDecimals')),
  );

export const tourPlanDayInput = z.object({
  day: requiredText('Day title', 120),
  describe: requiredText('Day description', 4000, 'multiline'),
});

/**
 * A price category as the form and the API send it (issue 36): adult (its price is the present
 * price), child with its youngest and oldest age, infant with its oldest age. Whole Taka and years.
 */
export const priceCategoryInput = z.object({
  code: z.enum(categoryCodes, { error: issueMessage('categoryNotValid') }),
  price: wholeNumber('Price', 0, 10_000_000),
  minAge: wholeNumber('Youngest age', 0, 120).nullish(),
  maxAge: wholeNumber('Oldest age', 0, 120).nullish(),
});
export type PriceCategoryInput = z.infer<typeof priceCategoryInput>;

/** Every field of a package and its rule, in the order the forms and the API list them. */
export const packageFields = {
  name: requiredText('Place', 120),
  packageName: requiredText('Package name', 160),
  region: optionalText('Region', 120).optional(),
  meetingPoint: optionalText('Meeting point', 300).optional(),
  displayPhoto: photoUrl('Display photo').refine((v) => v !== '', issueMessage('displayPhotoRequired')),
  totalDays: wholeNumber('Total days', 1, 60),
  stayPlanDays: wholeNumber('Days', 1, 60),
  stayPlanNight: wholeNumber('Nights', 0, 60),
  groupSize: wholeNumber('Group size', 1, 1000),
  packagePresentPrice: wholeNumber('Present price', 0, 10_000_000),
  prePackagePrice: wholeNumber('Previous price', 0, 10_000_000),
  discount: wholeNumber('Discount', 0, 100),
  rating,
  status: z.enum(packageStatuses, { error: issueMessage('packageStatusNotValid') }),
  overview: requiredText('Overview', 10_000, 'multiline'),
  slider1: photoUrl('Slide 1'),
  slider2: photoUrl('Slide 2'),
  slider3: photoUrl('Slide 3'),
  slider4: photoUrl('Slide 4'),
  caption1: optionalText('Caption 1', 200),
  caption2: optionalText('Caption 2', 200),
  caption3: optionalText('Caption 3', 200),
  caption4: optionalText('Caption 4', 200),
  tourPlanDays: z
    .array(tourPlanDayInput, { error: issueMessage('itineraryNotList') })
    .min(1, issueMessage('itineraryEmpty'))
    .max(60, issueMessage('itineraryTooLong')),
  /** Absent: left as they are (an API client that does not know them). The adult entry may be left out. */
  priceCategories: z
    .array(priceCategoryInput)
    .max(3)
    .optional()
    .meta({ description: 'adult (its price is packagePresentPrice), child {price, minAge, maxAge}, infant {price, maxAge}; absent: left as they are' }),
  /** Infants take a seat of their own (absent: left as it is). */
  infantsTakeSeat: z.boolean().optional(),
  /** Every traveller's details are required (absent: left as it is); due `travellerDetailsDays` before departure. */
  requiresTravellerDetails: z.boolean().optional(),
  travellerDetailsDays: wholeNumber('Details due, days before departure', 0, 60).optional(),
};

/** The rule across fields: no more nights than days (its message goes to `stayPlanNight`). */
export function withNightsWithinDays<S extends z.ZodType<{ stayPlanDays: number; stayPlanNight: number }>>(schema: S): S {
  return schema.refine((p) => p.stayPlanNight <= p.stayPlanDays, {
    message: issueMessage('nightsOverDays'),
    path: ['stayPlanNight'],
  });
}

/** Where a package's categories are wrong: the path of the field to mark and the message. */
function categoryIssue(categories: readonly PriceCategoryInput[], presentPrice: number): { path: (string | number)[]; message: string } | null {
  const at = (code: CategoryCode) => categories.findIndex((c) => c.code === code);
  const adult = at('adult');
  if (adult >= 0 && categories[adult]!.price !== presentPrice) return { path: [adult, 'price'], message: issueMessage('adultPriceIsPresentPrice') };
  const all: PriceCategory[] = [{ code: 'adult', price: presentPrice }, ...categories.filter((c) => c.code !== 'adult')];
  const error = categoriesError(all);
  if (!error) return null;
  const message = codedMessage(error);
  switch (error.key) {
    case 'categoryTwice':
      return { path: [categories.findLastIndex((c) => c.code === error.params[0]), 'code'], message };
    case 'childAgesInvalid':
      return { path: [at('child'), categories[at('child')]!.minAge == null ? 'minAge' : 'maxAge'], message };
    case 'infantAgeInvalid':
    case 'infantAgeOverlapsChild':
      return { path: [at('infant'), 'maxAge'], message };
    default:
      return { path: [], message };
  }
}

/**
 * The rules across fields: no more nights than days (its message goes to `stayPlanNight`), and
 * price categories that fit together (child ages in order, infants younger than children).
 */
export function withPackageRules<
  S extends z.ZodType<{ stayPlanDays: number; stayPlanNight: number; packagePresentPrice: number; priceCategories?: PriceCategoryInput[] | undefined }>,
>(schema: S): S {
  return withNightsWithinDays(schema).superRefine((p, ctx) => {
    // Only categories whose own fields passed (zod runs this after a field's refusal too).
    const checked = p.priceCategories?.every((c) => [c.price, c.minAge ?? 0, c.maxAge ?? 0].every(Number.isInteger));
    const issue = checked ? categoryIssue(p.priceCategories!, p.packagePresentPrice) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['priceCategories', ...issue.path], message: issue.message });
  }) as unknown as S;
}

export const packageInput = withPackageRules(z.object(packageFields));
export type PackageInput = z.infer<typeof packageInput>;

/**
 * The Bangla side of a package (decision 0013), as the admin form sends it: every field optional,
 * a blank one is 'not translated yet' (stored as null, shown in English). The itinerary is by
 * position, day for day with the English one; a blank day title shows as 'দিন ১', 'দিন ২' …
 * The JSON API takes English only: its schemas leave this out.
 */
export const packageTranslationInput = z.object({
  name: optionalText('Place', 120).optional(),
  packageName: optionalText('Package name', 160).optional(),
  region: optionalText('Region', 120).optional(),
  meetingPoint: optionalText('Meeting point', 300).optional(),
  overview: optionalText('Overview', 10_000, 'multiline').optional(),
  caption1: optionalText('Caption 1', 200).optional(),
  caption2: optionalText('Caption 2', 200).optional(),
  caption3: optionalText('Caption 3', 200).optional(),
  caption4: optionalText('Caption 4', 200).optional(),
  plan: z
    .array(z.object({ day: optionalText('Day title', 120), describe: optionalText('Day description', 4000, 'multiline') }), {
      error: issueMessage('itineraryNotList'),
    })
    .max(60, issueMessage('itineraryTooLong'))
    .optional(),
});
export type PackageTranslationInput = z.infer<typeof packageTranslationInput>;

/** The Bangla fields of a package's form, in the order the form shows them (the itinerary apart). */
export const packageTranslationFields = [
  'packageName',
  'name',
  'region',
  'meetingPoint',
  'overview',
  'caption1',
  'caption2',
  'caption3',
  'caption4',
] as const satisfies readonly (keyof PackageTranslationInput)[];

/** A package with its Bangla side, as the admin form saves it (`bn` absent: the translation is left as it is). */
export type PackageFormInput = PackageInput & { bn?: PackageTranslationInput };
