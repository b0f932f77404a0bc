import { describe, expect, it } from 'vitest';
import { toCsv } from './admin.server.ts';
import { applyDayOp, daysFromForm } from './forms.server.ts';

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
    expect(toCsv([['name', 'note'], ['Rumana "R" Akter', '=HYPERLINK("x")'], [3, null]])).toBe(
      '"name","note"\r\n"Rumana ""R"" Akter","\'=HYPERLINK(""x"")"\r\n"3",""\r\n',
    );
  });
});
