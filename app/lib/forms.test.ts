import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureOf, fieldErrorsOf, successOf, typedValues, type ActionReply, type ActionSuccess } from './forms.ts';
import { inEnglish, msg, translateMessage } from '../../shared/i18n/coded-messages.ts';
import { conflict, notFound } from '../../server/services/errors.server.ts';
import { domainRefusalOf, fail, formText, loadOr404, parseForm, refusalReply } from './forms.server.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  days: z.array(z.object({ day: z.string().min(1, 'Day title is required') })),
});

describe('page form helpers', () => {
  it('maps zod errors to the first message per field path', () => {
    const r = schema.safeParse({ name: ' ', days: [{ day: '' }] });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({ name: 'Name is required', 'days.0.day': 'Day title is required' });
  });

  it('reads text fields (files and missing ones become empty) and validates, keeping what was typed', () => {
    const form = new FormData();
    form.set('name', 'Nadia');
    form.set('photo', new Blob(['x']), 'a.png');
    expect(formText(form, ['name', 'photo', 'missing'])).toEqual({ name: 'Nadia', photo: '', missing: '' });
    const bad = parseForm(schema, { name: '', days: [] }, { intent: 'save' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.failure).toEqual({
        ok: false,
        intent: 'save',
        fieldErrors: { name: 'Name is required' },
        formError: 'Name is required',
        values: { name: '', days: [] },
      });
    const good = parseForm(schema, { name: ' Nadia ', days: [] });
    expect(good.ok && good.data.name).toBe('Nadia');
  });

  it('answers a failure with a status, and finds the failure of one form among several', async () => {
    const reply = fail({ intent: 'contact', formError: 'No', values: { a: 1 } }, 409);
    expect(reply.init?.status).toBe(409);
    const body = reply.data as ActionReply;
    expect(failureOf(body, 'contact')).toMatchObject({ formError: 'No', fieldErrors: {} });
    expect(failureOf(body, 'newsletter')).toBeUndefined();
    expect(failureOf({ ok: true })).toBeUndefined();
  });

  it("turns a service's refusal into the 404 page or a form failure; other errors go on up", async () => {
    expect(domainRefusalOf(conflict('packageSoldOut'))).toEqual({ status: 409, ref: msg('packageSoldOut'), issues: [] });
    expect(domainRefusalOf(new Error('boom'))).toBeNull();
    const missing = loadOr404(Promise.reject(notFound('blogNotFound')));
    await expect(missing).rejects.toMatchObject({ init: { status: 404 } });
    expect(translateMessage('bn', ((await missing.catch((e: unknown) => e)) as { data: string }).data)).toBe('ব্লগটি পাওয়া যায়নি');
    await expect(loadOr404(() => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const tooLate = refusalReply(conflict('dateNotOpen').on('travelDate'), { travelDate: 'x' });
    expect(tooLate.init?.status).toBe(409);
    expect(inEnglish(tooLate.data)).toMatchObject({
      ok: false,
      formError: 'This date is no longer open for booking',
      fieldErrors: { travelDate: 'This date is no longer open for booking' },
      values: { travelDate: 'x' },
    });
    expect(() => refusalReply(new Error('bug'))).toThrow('bug');
  });

  it('gives back the text typed into a form, from a failure or a success that carries it', () => {
    expect(typedValues({ ok: false, fieldErrors: {}, formError: null, values: { email: 'a@b.c', photo: {}, n: 1 } })).toEqual({ email: 'a@b.c' });
    const sent: ActionReply<{ values: { email: string } }> = { ok: true, message: 'Sent', values: { email: 'a@b.c' } };
    expect(typedValues(sent)).toEqual({ email: 'a@b.c' });
    expect(typedValues({ ok: true })).toEqual({});
    expect(typedValues(undefined)).toEqual({});
  });

  it('finds the success that carries what a page shows next, typed by it', () => {
    type Saved = ActionSuccess<{ bookingId: string }> | ActionReply;
    const saved: Saved = { ok: true, bookingId: 'b1' };
    expect(successOf(saved, 'bookingId')?.bookingId).toBe('b1');
    expect(successOf<Saved, 'bookingId'>({ ok: true, message: 'Done' }, 'bookingId')).toBeUndefined();
    expect(successOf<Saved, 'bookingId'>({ ok: false, fieldErrors: {}, formError: 'No', values: {} }, 'bookingId')).toBeUndefined();
    expect(successOf<Saved, 'bookingId'>(undefined, 'bookingId')).toBeUndefined();
  });
});
