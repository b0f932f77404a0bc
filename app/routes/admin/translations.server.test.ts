import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/i18n/coded-messages.ts';
import type { FormParse } from '../../lib/forms.server.ts';
import {
  banglaValues,
  bilingualDays,
  bilingualDaysFromForm,
  parseBlogBangla,
  parseEventBangla,
  parsePackageBangla,
  withBangla,
} from './translations.server.ts';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe('the Bangla side of the admin forms', () => {
  it('reads the package fields and the itinerary rows (blank stays blank: untranslated)', () => {
    const form = formOf([
      ['bn.name', ' কক্সবাজার '],
      ['bn.packageName', ''],
      ['day', 'Day 1'],
      ['describe', 'Arrive'],
      ['dayBn', ''],
      ['describeBn', 'পৌঁছানো'],
      ['day', 'Day 2'],
      ['describe', 'Leave'],
      ['dayBn', ''],
      ['describeBn', ''],
    ]);
    expect(bilingualDaysFromForm(form)).toEqual([
      { day: 'Day 1', describe: 'Arrive', dayBn: '', describeBn: 'পৌঁছানো' },
      { day: 'Day 2', describe: 'Leave', dayBn: '', describeBn: '' },
    ]);
    const parsed = parsePackageBangla(form);
    expect(parsed.data).toMatchObject({
      name: 'কক্সবাজার',
      packageName: '',
      plan: [
        { day: '', describe: 'পৌঁছানো' },
        { day: '', describe: '' },
      ],
    });
    expect(parsed.values['bn.name']).toBe(' কক্সবাজার ');
  });

  it('refuses too long a Bangla field under its own name, and joins the English answer', () => {
    const bangla = parseEventBangla(formOf([['bn.name', 'ক'.repeat(121)]]));
    expect(bangla.data).toBeNull();
    expect(inEnglish(bangla.fieldErrors)).toEqual({ 'bn.name': 'Name must be at most 120 characters' });
    const english: FormParse<{ name: string }> = { ok: true, data: { name: 'x' }, values: { name: 'x' } };
    const joined = withBangla(english, bangla);
    expect(joined.ok).toBe(false);
    if (!joined.ok) {
      expect(inEnglish(joined.failure.fieldErrors)).toEqual({ 'bn.name': 'Name must be at most 120 characters' });
      expect(joined.failure.values).toMatchObject({ name: 'x', 'bn.name': 'ক'.repeat(121) });
    }
    const ok = withBangla(english, parseBlogBangla(formOf([['bn.title', 'মেঘনা']])));
    expect(ok.ok && ok.data).toEqual({ name: 'x', bn: { title: 'মেঘনা', subTitle: '', tag: '', message: '', blogDescription: '', authorMessage: '' } });
  });

  it('shows a stored translation as the form values', () => {
    expect(banglaValues({ name: 'কক্সবাজার', region: null }, ['name', 'region'])).toEqual({ 'bn.name': 'কক্সবাজার', 'bn.region': '' });
    expect(banglaValues(null, ['name'])).toEqual({ 'bn.name': '' });
    expect(
      bilingualDays(
        [
          { day: 'Day 1', describe: 'a' },
          { day: 'Day 2', describe: 'b' },
        ],
        [null, { day: '', describe: 'খ' }],
      ),
    ).toEqual([
      { day: 'Day 1', describe: 'a', dayBn: '', describeBn: '' },
      { day: 'Day 2', describe: 'b', dayBn: '', describeBn: 'খ' },
    ]);
  });
});
