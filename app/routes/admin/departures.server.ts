/**
 * The actions of a package's departures screen: add one, add a weekly series, change seats,
 * price and note, close and reopen, cancel (its bookings become Cancelled, customers e-mailed)
 * and remove. HTML forms send text: the shared zod schemas (made for JSON) get numbers, arrays
 * and `undefined` for blanks from here. Every answer carries its intent, so each form of the page
 * shows only its own failure.
 */
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { pickupIdFor } from '../../../shared/pickup.ts';
import { departureInput, departurePatch, departureSeriesInput, type Departure } from '../../../shared/schemas/departures.ts';
import type { FormValues } from '../../lib/forms.ts';
import { fail, formText, loadOr404, notFoundPage, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';
import { cancelConsequence } from '../../components/admin/DepartureParts.tsx';
import { needsConfirmation, unknownAction, type AdminContext } from './admin.server.ts';
import { departuresText } from './departures.text.ts';
import { checkAdminForm } from './forms.server.ts';

const blank = (v: string) => (v.trim() === '' ? undefined : v);

export function parseAddForm(packageId: string, form: FormData) {
  const text = formText(form, ['date', 'seats', 'price', 'note']);
  const input = { packageId, date: blank(text.date), seats: text.seats, price: blank(text.price), note: blank(text.note) };
  return checkAdminForm(departureInput, input, text);
}

/** The weekdays ticked (checkboxes named `weekdays`, values 0 to 6). */
export function weekdaysOf(form: FormData): string[] {
  return form.getAll('weekdays').filter((v): v is string => typeof v === 'string');
}

export function parseSeriesForm(packageId: string, form: FormData) {
  const text = formText(form, ['from', 'to', 'seats', 'price']);
  const weekdays = weekdaysOf(form);
  const input = {
    packageId,
    from: blank(text.from),
    to: blank(text.to),
    seats: text.seats,
    price: blank(text.price),
    weekdays: weekdays.map((d) => (/^\d$/.test(d) ? Number(d) : -1)),
  };
  return checkAdminForm(departureSeriesInput, input, { ...text, weekdays });
}

/** The pickup rows' fields: `pickup.{row}.id` (blank for a new point), `.name`, `.nameBn`, `.time`, `.remove`. */
const pickupFields = ['id', 'name', 'nameBn', 'time'] as const;

/**
 * The pickup points of the change form: each row kept (not ticked 'remove', not left blank), a new
 * one given an id from its name; `rowOf` maps a point's index in the list to its row in the form.
 */
export function pickupPointsOf(form: FormData): {
  list: Record<(typeof pickupFields)[number], string | undefined>[];
  rowOf: number[];
  text: Record<string, string>;
} {
  const list: Record<(typeof pickupFields)[number], string | undefined>[] = [];
  const rowOf: number[] = [];
  const text: Record<string, string> = {};
  const rows: Record<(typeof pickupFields)[number], string>[] = [];
  for (let i = 0; form.has(`pickup.${i}.name`); i++) {
    const row = formText(
      form,
      pickupFields.map((f) => `pickup.${i}.${f}`),
    );
    Object.assign(text, row);
    rows.push(Object.fromEntries(pickupFields.map((f) => [f, row[`pickup.${i}.${f}`]!.trim()])) as Record<(typeof pickupFields)[number], string>);
    if (form.get(`pickup.${i}.remove`) === 'yes') text[`pickup.${i}.remove`] = 'yes';
  }
  const taken = new Set(rows.map((r) => r.id).filter(Boolean));
  rows.forEach((r, i) => {
    if (text[`pickup.${i}.remove`] === 'yes' || (!r.id && !r.name && !r.time && !r.nameBn)) return;
    const id = r.id || pickupIdFor(r.name, taken);
    taken.add(id);
    list.push({ id, name: r.name, nameBn: blank(r.nameBn), time: r.time || undefined });
    rowOf.push(i);
  });
  return { list, rowOf, text };
}

/** Seats, price (blank: the package's price), note and pickup points of one departure. */
export function parseChangeForm(form: FormData) {
  const text = formText(form, ['id', 'seats', 'price', 'note']);
  const pickups = form.has('pickup.0.name') ? pickupPointsOf(form) : null;
  const input = { seats: text.seats, price: text.price.trim() === '' ? null : text.price, note: text.note, ...(pickups ? { pickupPoints: pickups.list } : {}) };
  const parsed = checkAdminForm(departurePatch, input, { ...text, ...pickups?.text });
  if (parsed.ok || !pickups) return parsed;
  // A point's message goes under its row of the form ('pickupPoints.1.time' -> 'pickup.3.time').
  const fieldErrors = Object.fromEntries(
    Object.entries(parsed.failure.fieldErrors).map(([path, message]) => {
      const m = /^pickupPoints\.(\d+)\.(\w+)$/.exec(path);
      return [m ? `pickup.${pickups.rowOf[Number(m[1])]}.${m[2]}` : path, message];
    }),
  );
  return { ok: false as const, failure: { ...parsed.failure, fieldErrors } };
}

/** A departure of this package (another package's, or none: the 404 page). */
async function ownDeparture({ services }: AdminContext, packageId: string, id: string, lang: Lang): Promise<Departure> {
  const d = await loadOr404(services.departures.get(id));
  if (d.packageId !== packageId) notFoundPage(departuresText[lang].notFound);
  return d;
}

/** The screen's actions; their messages in the page's language. */
export async function departureAction(ctx: AdminContext, packageId: string, form: FormData, lang: Lang) {
  const { services, actor } = ctx;
  const t = departuresText[lang];
  const day = (isoDate: string) => formatDate(lang, isoDate);
  const { intent, id } = formText(form, ['intent', 'id']);
  /** A service's refusal for this form, keeping what was typed. */
  const refused = (error: unknown, values: FormValues = {}) => refusalReply(error, values, intent);

  if (intent === 'add') {
    const parsed = parseAddForm(packageId, form);
    if (!parsed.ok) return fail({ ...parsed.failure, intent });
    try {
      const d = await services.departures.create(actor, parsed.data);
      return succeed({ intent, message: t.added(day(d.date), d.seats) });
    } catch (error) {
      return refused(error, parsed.values);
    }
  }

  if (intent === 'series') {
    const parsed = parseSeriesForm(packageId, form);
    if (!parsed.ok) return fail({ ...parsed.failure, intent });
    try {
      const { created, skipped } = await services.departures.createSeries(actor, parsed.data);
      const made = created.length ? t.seriesAdded(created.length, day(created[0]!.date), day(created.at(-1)!.date)) : t.noneAdded;
      const kept = skipped.length ? t.seriesKept(skipped.length) : '';
      return succeed({ intent, message: `${made}${kept}` });
    } catch (error) {
      return refused(error, parsed.values);
    }
  }

  if (intent === 'change') {
    const d = await ownDeparture(ctx, packageId, id, lang);
    const parsed = parseChangeForm(form);
    if (!parsed.ok) return fail({ ...parsed.failure, intent });
    try {
      await services.departures.update(actor, d._id, parsed.data);
    } catch (error) {
      return refused(error, parsed.values);
    }
    return succeed({ intent, message: t.saved(day(d.date)) });
  }

  if (intent === 'status') {
    const d = await ownDeparture(ctx, packageId, id, lang);
    const status = form.get('status');
    if (status !== 'open' && status !== 'closed') return fail({ intent, formError: t.chooseOpenClosed });
    try {
      await services.departures.update(actor, d._id, { status });
    } catch (error) {
      return refused(error);
    }
    return succeed({ intent, message: status === 'closed' ? t.closed(day(d.date)) : t.reopened(day(d.date)) });
  }

  if (intent === 'cancel') {
    const d = await ownDeparture(ctx, packageId, id, lang);
    const { note } = formText(form, ['note']);
    const parsed = parseForm(departurePatch, { status: 'cancelled', note }, { intent });
    if (!parsed.ok) return fail({ ...parsed.failure, values: { note } });
    if (form.get('confirmed') !== 'yes') {
      const message = t.cancelConfirm(day(d.date), cancelConsequence(lang, d.seatsTaken));
      return fail({ intent, confirm: { intent, id: d._id, message }, values: { note } }, 200);
    }
    const active = (await services.departures.manifest(d._id)).rows.filter((r) => r.status === 'Pending' || r.status === 'Confirmed').length;
    try {
      await services.departures.cancel(actor, d._id, parsed.data.note ?? '');
    } catch (error) {
      return refused(error, { note });
    }
    const bookings = active ? t.bookingsCancelled(active) : '';
    return succeed({ intent, message: t.cancelled(day(d.date), bookings) });
  }

  if (intent === 'remove') {
    const d = await ownDeparture(ctx, packageId, id, lang);
    const ask = needsConfirmation(form, intent, d._id, t.removeConfirm(day(d.date)));
    if (ask) return ask;
    try {
      await services.departures.remove(actor, d._id);
    } catch (error) {
      return refused(error);
    }
    return succeed({ intent, message: t.removed(day(d.date)) });
  }

  return unknownAction(form);
}
