/**
 * The spec's spellings, in one place. Inside Travelez (database, services, pages, e-mails) a
 * package's group size, days and overview are `groupSize`, `totalDays` and `overview`; the JSON
 * API and its OpenAPI document keep the spec's `packageGroupPeoples`, `totaldays` and `overView`.
 * Every API route that answers or takes a package or a booking converts here: domain objects to
 * the DTOs (in the DTOs' field order), and request bodies, validated under the spec's names (so an
 * API client's field errors name the fields it sent), to the services' inputs.
 */
import { z } from 'zod';
import type { Booking, TourPackage } from '../../shared/domain.ts';
import { translateMessage } from '../../shared/i18n/coded-messages.ts';
import { bookingDto, type BookingDto } from '../../shared/schemas/booking-dto.ts';
import { tourPackageDto, type TourPackageDto } from '../../shared/schemas/dto.ts';
import { packageFields, withPackageRules, type PackageInput } from '../../shared/schemas/packages.ts';

/** Plain name → the spec's spelling. */
const specNames = {
  groupSize: 'packageGroupPeoples',
  totalDays: 'totaldays',
  overview: 'overView',
} as const;
type SpecNames = typeof specNames;

/** `T` with its plain keys spelled as the spec spells them. */
type Spelled<T> = { [K in keyof T as K extends keyof SpecNames ? SpecNames[K] : K]: T[K] };
type PlainOf<K> = { [P in keyof SpecNames]: SpecNames[P] extends K ? P : never }[keyof SpecNames];
/** `T` with the spec's spellings of its keys made plain. */
type Unspelled<T> = { [K in keyof T as K extends SpecNames[keyof SpecNames] ? PlainOf<K> : K]: T[K] };

const renamed = (value: object, names: ReadonlyMap<string, string>) => Object.fromEntries(Object.entries(value).map(([key, v]) => [names.get(key) ?? key, v]));
const toSpec = new Map<string, string>(Object.entries(specNames));
const toPlain = new Map<string, string>(Object.entries(specNames).map(([plain, spec]) => [spec, plain]));

/** The same object with its keys in the spec's spelling, in the same order. */
const spell = <T extends object>(value: T) => renamed(value, toSpec) as Spelled<T>;
/** The same object with the spec's spellings of its keys made plain. */
const unspell = <T extends object>(value: T) => renamed(value, toPlain) as Unspelled<T>;

/** `value` (spec spellings) with exactly the fields of `schema`, in its order: the JSON is the same as before. */
function inOrderOf<S extends z.ZodObject>(schema: S, value: z.infer<S>): z.infer<S> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, value[key as keyof typeof value]])) as z.infer<S>;
}

export function toTourPackageDto(p: TourPackage): TourPackageDto {
  return inOrderOf(tourPackageDto, spell(p));
}

export function toBookingDto(b: Booking): BookingDto {
  // A note the services wrote by key is answered in English (an admin's typed note as it is).
  const history = b.history.map((h) => ({ ...h, note: translateMessage('en', h.note) }));
  return inOrderOf(bookingDto, spell({ ...b, history }));
}

/** The body of POST and PUT /api/tourPackages: the package form's fields under the spec's names. */
export const packageApiInput = withPackageRules(z.object(spell(packageFields)));
type PackageApiInput = z.infer<typeof packageApiInput>;

/** A validated API body → what the package service takes. */
export function packageInputFromApi(body: PackageApiInput): PackageInput {
  return unspell(body);
}
