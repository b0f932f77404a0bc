import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  clip,
  columnCentre,
  columnLayout,
  fillMonths,
  labelStep,
  monthsBetween,
  monthName,
  niceCeiling,
  rowChartHeight,
  rowLayout,
  scaleY,
  shortAmount,
  shortDay,
  shortMonth,
  yearOf,
  type ChartBox,
} from './chart.ts';

const box: ChartBox = { width: 240, height: 120, top: 10, right: 10, bottom: 10, left: 30 };

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(14)).toBe(20);
    expect(niceCeiling(21)).toBe(25);
    expect(niceCeiling(100)).toBe(100);
    expect(niceCeiling(101)).toBe(200);
    expect(niceCeiling(86_500)).toBe(100_000);
    expect(niceCeiling(1_240_000)).toBe(2_000_000);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('splits the scale into whole parts', () => {
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(5)).toEqual([0, 5]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(25)).toEqual([0, 25]);
  });
});

describe('columns', () => {
  it('puts each value in its slot, in proportion to the top, standing on the bottom of the plot', () => {
    const bars = columnLayout([10, 5, 0, 20], 20, box, 0.5);
    // Plot: x 30..230 (200 wide, 50 a slot), y 10..110 (100 high).
    expect(bars.map((b) => b.x)).toEqual([42.5, 92.5, 142.5, 192.5]);
    expect(bars.every((b) => b.width === 25)).toBe(true);
    expect(bars.map((b) => b.height)).toEqual([50, 25, 0, 100]);
    expect(bars.map((b) => b.y + b.height)).toEqual([110, 110, 110, 110]);
    expect(columnCentre(1, 4, box)).toBe(105);
  });

  it('never draws past the top and shows a tiny value as a sliver', () => {
    const [over, tiny] = columnLayout([50, 0.001], 20, box);
    expect(over!.y).toBe(10);
    expect(tiny!.height).toBe(1);
    expect(scaleY(-5, 20, box)).toBe(110);
    expect(scaleY(5, 0, box)).toBe(110);
  });
});

describe('rows', () => {
  it('stacks the rows and sizes the bars across the plot', () => {
    const bars = rowLayout([100, 50, 0], 100, box, 30, 12);
    expect(bars.map((b) => b.width)).toEqual([200, 100, 0]);
    expect(bars.map((b) => b.y)).toEqual([24, 54, 84]);
    expect(bars.every((b) => b.x === 30 && b.height === 12)).toBe(true);
    expect(rowChartHeight(3, box, 30)).toBe(110);
  });
});

describe('labels', () => {
  it('labels every column while they fit, then every second, third...', () => {
    expect(labelStep(6, 12)).toBe(1);
    expect(labelStep(12, 12)).toBe(1);
    expect(labelStep(13, 12)).toBe(2);
    expect(labelStep(30, 6)).toBe(5);
  });

  it('formats amounts, months and days short', () => {
    expect(shortAmount(950)).toBe('950');
    expect(shortAmount(12_500)).toBe('12.5k');
    expect(shortAmount(1_500_000)).toBe('1.5M');
    expect(monthName('2027-01')).toBe('January 2027');
    expect(monthName('nonsense')).toBe('nonsense');
    expect(shortDay('2027-01-04')).toBe('4 Jan');
    expect(clip('Saint Martin Coral Island Escape', 13)).toBe('Saint Martin…');
    expect(clip('Sajek', 12)).toBe('Sajek');
  });

  it('writes them in Bangla with Bengali digits and month names', () => {
    expect(shortAmount(950, 'bn')).toBe('৯৫০');
    expect(shortAmount(12_500, 'bn')).toMatch(/^১২\.৫\s?হা/);
    expect(monthName('2027-01', 'bn')).toBe('জানুয়ারি ২০২৭');
    expect(monthName('nonsense', 'bn')).toBe('nonsense');
    expect(shortMonth('2027-01', 'bn')).toBe('জানু');
    expect(shortDay('2027-01-04', 'bn')).toBe('৪ জানু');
    expect(yearOf('2027-01', 'bn')).toBe('২০২৭');
    expect(yearOf('2027-01')).toBe('2027');
  });
});

describe('months', () => {
  it('lists the months between two, across a new year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
  });

  it('fills the months without rows, so a chart shows them as zero', () => {
    const rows = [
      { month: '2026-03', n: 2 },
      { month: '2025-12', n: 1 },
    ];
    expect(fillMonths(rows, (month) => ({ month, n: 0 }))).toEqual([
      { month: '2025-12', n: 1 },
      { month: '2026-01', n: 0 },
      { month: '2026-02', n: 0 },
      { month: '2026-03', n: 2 },
    ]);
    expect(fillMonths([], (month) => ({ month }))).toEqual([]);
  });
});
