/**
 * The admin forms' data as the shared zod schemas want it. Every parser returns either the valid
 * input or the field errors together with what the admin typed (so a failed save loses nothing).
 */
import { blogInput, type BlogInput } from '../../../shared/schemas/blogs.ts';
import { eventInput, type EventInput } from '../../../shared/schemas/events.ts';
import { packageInput, type PackageInput } from '../../../shared/schemas/packages.ts';
import type { Services } from '../../../server/services/index.server.ts';
import { fieldErrors, imageFields, textFields } from './admin.server.ts';

type Parsed<T> =
  | { ok: true; input: T; values: Record<string, unknown> }
  | { ok: false; errors: Record<string, string>; values: Record<string, unknown> };

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

export async function parseEventForm(services: Services, form: FormData): Promise<Parsed<EventInput>> {
  const text = textFields(form, eventTextFields);
  const images = await imageFields(services, form, ['displayPhoto']);
  const values = { ...text, ...images.values };
  const parsed = eventInput.safeParse({
    ...text,
    description: text.description,
    startDate: blankToUndefined(text.startDate!),
    endDate: blankToUndefined(text.endDate!),
    displayPhoto: images.values.displayPhoto,
  });
  if (!parsed.success || Object.keys(images.errors).length > 0) {
    return { ok: false, errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...images.errors }, values };
  }
  return { ok: true, input: parsed.data, values };
}

export const packageTextFields = [
  'name',
  'packageName',
  'region',
  'totaldays',
  'stayPlanDays',
  'stayPlanNight',
  'packageGroupPeoples',
  'packagePresentPrice',
  'prePackagePrice',
  'discount',
  'rating',
  'status',
  'overView',
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
 * Returns the new list, or null when the form was a save.
 */
export function applyDayOp(days: DayValue[], op: string | null): DayValue[] | null {
  if (!op) return null;
  const list = [...days];
  if (op === 'add') return [...list, { day: `Day ${list.length + 1}`, describe: '' }];
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

export async function parsePackageForm(services: Services, form: FormData): Promise<Parsed<PackageInput>> {
  const text = textFields(form, packageTextFields);
  const images = await imageFields(services, form, packageImageFields);
  const tourPlanDays = daysFromForm(form);
  const values = { ...text, ...images.values, tourPlanDays };
  const parsed = packageInput.safeParse({ ...text, ...images.values, tourPlanDays });
  if (!parsed.success || Object.keys(images.errors).length > 0) {
    return { ok: false, errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...images.errors }, values };
  }
  return { ok: true, input: parsed.data, values };
}

export const blogTextFields = ['title', 'subTitle', 'tag', 'date', 'message', 'authorName', 'authorMessage', 'blogDescription'] as const;
export const blogImageFields = ['photo', 'authorPhoto'] as const;

export async function parseBlogForm(services: Services, form: FormData): Promise<Parsed<BlogInput>> {
  const text = textFields(form, blogTextFields);
  const images = await imageFields(services, form, blogImageFields);
  const values = { ...text, ...images.values };
  const parsed = blogInput.safeParse(values);
  if (!parsed.success || Object.keys(images.errors).length > 0) {
    return { ok: false, errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...images.errors }, values };
  }
  return { ok: true, input: parsed.data, values };
}
