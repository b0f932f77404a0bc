import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActionReply } from '../../lib/forms.ts';
import { needsConfirmation, removeFromList, toCsv } from './admin.server.ts';
import { applyDayOp, categoriesFromForm, categoryErrorsOnForm, checkAdminForm, daysFromForm, parsePromoCodeForm } from './forms.server.ts';

const days = [
  { day: 'Day 1', describe: 'a' },
  { day: 'Day 2', describe: 'b' },
  { day: 'Day 3', describe: 'c' },
];

describe('applyDayOp (the itinerary buttons without JavaScript)', () => {
  it('adds, removes and moves days', () => {
    expect(applyDayOp(days, 'add')).toEqual([...days, { day: 'Day 4', describe: '' }]);
    expect(applyDayOp(days, 'remove-1')!.map((d) => d.describe)).toEqual(['a', 'c']);
    expect(applyDayOp(days, 'up-2')!.map((d) => d.describe)).toEqual(['a', 'c', 'b']);
    expect(applyDayOp(days, 'down-0')!.map((d) => d.describe)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at its ends and for unknown rows; null for a save', () => {
    expect(applyDayOp(days, 'up-0')).toEqual(days);
    expect(applyDayOp(days, 'down-2')).toEqual(days);
    expect(applyDayOp(days, 'remove-9')).toEqual(days);
    expect(applyDayOp(days, null)).toBeNull();
    expect(applyDayOp(days, 'explode')).toBeNull();
  });
});

describe('daysFromForm', () => {
  it('pairs the day titles and descriptions in form order', () => {
    const form = new FormData();
    form.append('day', 'Day 1');
    form.append('describe', 'Arrive');
    form.append('day', 'Day 2');
    form.append('describe', 'Leave');
    expect(daysFromForm(form)).toEqual([
      { day: 'Day 1', describe: 'Arrive' },
      { day: 'Day 2', describe: 'Leave' },
    ]);
  });
});

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['name', 'note'],
        ['Rumana "R" Akter', '=HYPERLINK("x")'],
        [3, null],
      ]),
    ).toBe('"name","note"\r\n"Rumana ""R"" Akter","\'=HYPERLINK(""x"")"\r\n"3",""\r\n');
  });
});

describe('checkAdminForm', () => {
  const schema = z.object({ title: z.string().min(1, 'Title is required'), photo: z.string() });

  it('answers the field messages and the image refusals, keeps what was typed, and leaves the form message to the page', () => {
    const bad = checkAdminForm(schema, { title: '', photo: '' }, undefined, { photo: 'This file is text, not an image.' });
    expect(bad).toEqual({
      ok: false,
      failure: {
        ok: false,
        fieldErrors: { title: 'Title is required', photo: 'This file is text, not an image.' },
        formError: null,
        values: { title: '', photo: '' },
      },
    });
    const refusedImage = checkAdminForm(schema, { title: 'A', photo: '' }, { title: 'A', photo: '', shown: 'x' }, { photo: 'Too big' });
    expect(refusedImage.ok === false && refusedImage.failure).toMatchObject({ fieldErrors: { photo: 'Too big' }, values: { shown: 'x' } });
    expect(checkAdminForm(schema, { title: 'A', photo: '' })).toMatchObject({ ok: true, data: { title: 'A', photo: '' } });
  });
});

describe('removeFromList (the Remove of a list)', () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const removed: string[] = [];
  const step = {
    find: async (id: string) => (id === 'a' ? { name: 'Alpha' } : Promise.reject(new Error('gone'))),
    remove: async (id: string) => void removed.push(id),
    missing: 'That item does not exist any more.',
    confirm: (item: { name: string }) => `Remove ${item.name}?`,
    removed: (item: { name: string }) => `${item.name} was removed.`,
  };

  it('asks to confirm without JavaScript, then removes and says so; a missing row is a 404 failure', async () => {
    const ask = needsConfirmation(form({ id: 'a' }), 'remove', 'a', 'Remove Alpha?');
    expect(ask?.init?.status).toBe(200);
    expect(ask?.data).toMatchObject({ ok: false, intent: 'remove', confirm: { intent: 'remove', id: 'a', message: 'Remove Alpha?' } });
    const first = (await removeFromList(form({ intent: 'remove', id: 'a' }), step)) as { data: ActionReply };
    expect(first.data).toMatchObject({ ok: false, confirm: { message: 'Remove Alpha?' } });
    expect(removed).toEqual([]);
    expect(await removeFromList(form({ intent: 'remove', id: 'a', confirmed: 'yes' }), step)).toEqual({ ok: true, message: 'Alpha was removed.' });
    expect(removed).toEqual(['a']);
    const missing = (await removeFromList(form({ id: 'b', confirmed: 'yes' }), step)) as { data: ActionReply; init: ResponseInit };
    expect(missing.init.status).toBe(404);
    expect(missing.data).toMatchObject({ ok: false, intent: 'remove', formError: 'That item does not exist any more.' });
  });
});

describe("the package form's price categories", () => {
  const blank = { childPrice: '', childMinAge: '', childMaxAge: '', infantPrice: '', infantMaxAge: '' };
  it('gives a category when any of its fields is filled in, blank ages left for the schema to name', () => {
    expect(categoriesFromForm(blank)).toEqual([]);
    expect(categoriesFromForm({ ...blank, childMinAge: '3' })).toEqual([{ code: 'child', price: '', minAge: '3', maxAge: undefined }]);
    expect(categoriesFromForm({ ...blank, infantPrice: '0', infantMaxAge: '2' })).toEqual([{ code: 'infant', price: '0', maxAge: '2' }]);
  });
  it("puts the schema's messages on the form's fields", () => {
    const categories = [{ code: 'child' }, { code: 'infant' }];
    expect(categoryErrorsOnForm({ 'priceCategories.1.maxAge': 'm', 'priceCategories.0.price': 'p', name: 'n' }, categories)).toEqual({
      infantMaxAge: 'm',
      childPrice: 'p',
      name: 'n',
    });
  });
});

describe('the promo code form', () => {
  const form = (fields: Record<string, string | string[]>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
    return f;
  };
  it('takes blank limits as none, the ticked tours and the active box', () => {
    const parsed = parsePromoCodeForm(
      form({ code: ' eid25 ', kind: 'percent', value: '25', maxUses: '', validTo: '2027-04-01', packageIds: ['a1', 'b2'], active: 'on' }),
    );
    expect(parsed.ok && parsed.data).toMatchObject({ code: 'EID25', value: 25, validTo: '2027-04-01', packageIds: ['a1', 'b2'], active: true });
    expect(parsed.ok && parsed.data.maxUses).toBeUndefined();
  });
  it('keeps what was typed when refused', () => {
    const parsed = parsePromoCodeForm(form({ code: 'x', kind: 'percent', value: '150', maxUses: '20' }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.failure.fieldErrors).sort()).toEqual(['code', 'value']);
    expect(parsed.failure.values).toMatchObject({ code: 'x', value: '150', maxUses: '20', active: false });
  });
});
