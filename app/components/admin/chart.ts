/**
 * The geometry of the reports' bar charts (BarChart.tsx), as pure functions: the top of the
 * scale, its ticks, where each bar goes, which bars get a label. Coordinates are in the SVG's
 * viewBox units; the chart scales with its box. The labels (amounts, months, days) are in the
 * page's language: English as before, Bangla with `Intl` (Bengali digits and month names).
 */
import type { Lang } from '../../../shared/i18n/lang.ts';

/** The drawing area inside the viewBox: its size and the margins kept for the axis and labels. */
export interface ChartBox {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max` (at least 1): a scale top that reads well. */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const top = step * power;
    if (top >= max - 1e-9) return top;
  }
  return 10 * power;
}

/**
 * The values where the scale gets a grid line and a label: 0 to `top` in `steps` equal parts, as
 * long as each part is a whole number (counts, Taka); fewer parts otherwise.
 */
export function axisTicks(top: number, steps = 4): number[] {
  for (let n = steps; n >= 1; n--) {
    const part = top / n;
    if (Number.isInteger(part) || n === 1) return Array.from({ length: n + 1 }, (_, i) => Math.round(part * i * 1000) / 1000);
  }
  return [0, top];
}

/** The y of `value` on a vertical scale from 0 (the bottom of the plot) to `top`. */
export function scaleY(value: number, top: number, box: ChartBox): number {
  const plot = box.height - box.top - box.bottom;
  const share = top > 0 ? Math.min(Math.max(value, 0), top) / top : 0;
  return box.top + plot - share * plot;
}

/**
 * Columns: one slot per value across the plot, each bar `fill` of its slot wide (centred), its
 * height in proportion to `top`. A value above 0 always shows at least a sliver.
 */
export function columnLayout(values: readonly number[], top: number, box: ChartBox, fill = 0.7): Rect[] {
  const plotWidth = box.width - box.left - box.right;
  const slot = values.length ? plotWidth / values.length : plotWidth;
  const width = slot * fill;
  const bottom = box.height - box.bottom;
  return values.map((v, i) => {
    let y = scaleY(v, top, box);
    if (v > 0 && bottom - y < 1) y = bottom - 1;
    return { x: box.left + i * slot + (slot - width) / 2, y, width, height: bottom - y };
  });
}

/** The x of the middle of column `i` (where its label goes). */
export function columnCentre(i: number, count: number, box: ChartBox): number {
  const slot = (box.width - box.left - box.right) / Math.max(count, 1);
  return box.left + i * slot + slot / 2;
}

/**
 * Rows (horizontal bars): row `i` starts `rowHeight` below the one before; its bar runs from the
 * left edge of the plot in proportion to `top`, under the row's label line.
 */
export function rowLayout(values: readonly number[], top: number, box: ChartBox, rowHeight: number, barHeight: number): Rect[] {
  const plotWidth = box.width - box.left - box.right;
  return values.map((v, i) => {
    const share = top > 0 ? Math.min(Math.max(v, 0), top) / top : 0;
    const width = v > 0 ? Math.max(share * plotWidth, 1) : 0;
    return { x: box.left, y: box.top + i * rowHeight + (rowHeight - barHeight - 4), width, height: barHeight };
  });
}

/** The height a row chart of `count` rows needs. */
export function rowChartHeight(count: number, box: Omit<ChartBox, 'height'>, rowHeight: number): number {
  return box.top + count * rowHeight + box.bottom;
}

/** Every how many columns a label fits: 1 for up to `maxLabels` columns, then 2, 3... */
export function labelStep(count: number, maxLabels: number): number {
  if (count <= maxLabels || maxLabels < 1) return 1;
  return Math.ceil(count / maxLabels);
}

const compactBn = new Intl.NumberFormat('bn-BD', { notation: 'compact', maximumFractionDigits: 1 });
const monthNamesBn = new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthsBn = new Intl.DateTimeFormat('bn-BD', { month: 'short', timeZone: 'UTC' });
const shortDaysBn = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The first day of 'YYYY-MM' or of the month of 'YYYY-MM-DD', as an instant at midnight UTC (or null). */
function monthStart(isoDate: string): Date | null {
  const [y, m] = isoDate.split('-').map(Number);
  if (!y || !m || m < 1 || m > 12) return null;
  return new Date(Date.UTC(y, m - 1, 1));
}

/** An axis amount, short: 950, 12k, 1.5M (the table beside the chart has the exact figures); '১২.৫ হা' in Bangla. */
export function shortAmount(n: number, lang: Lang = 'en'): string {
  if (lang === 'bn') return compactBn.format(Math.abs(n) >= 1_000 ? n : Math.round(n));
  const abs = Math.abs(n);
  const trim = (x: number) => String(Math.round(x * 10) / 10);
  if (abs >= 1_000_000) return `${trim(n / 1_000_000)}M`;
  if (abs >= 1_000) return `${trim(n / 1_000)}k`;
  return String(Math.round(n));
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'January 2027' (or 'জানুয়ারি ২০২৭') for '2027-01'. */
export function monthName(month: string, lang: Lang = 'en'): string {
  if (lang === 'bn') {
    const start = monthStart(month);
    return start ? monthNamesBn.format(start) : month;
  }
  const [y, m] = month.split('-').map(Number);
  const name = months[(m ?? 0) - 1];
  return name && y ? `${name} ${y}` : month;
}

/** 'Jan' (or 'জানু') for '2027-01' or '2027-01-14'. */
export function shortMonth(isoDate: string, lang: Lang = 'en'): string {
  if (lang === 'bn') {
    const start = monthStart(isoDate);
    return start ? shortMonthsBn.format(start) : '';
  }
  return (months[Number(isoDate.slice(5, 7)) - 1] ?? '').slice(0, 3);
}

/** '14 Jan' (or '১৪ জানু') for '2027-01-14'. */
export function shortDay(isoDate: string, lang: Lang = 'en'): string {
  if (lang === 'bn') {
    const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? isoDate : shortDaysBn.format(day);
  }
  return `${Number(isoDate.slice(8, 10))} ${shortMonth(isoDate)}`;
}

const yearsBn = new Intl.DateTimeFormat('bn-BD', { year: 'numeric', timeZone: 'UTC' });

/** '2027' (or '২০২৭') for '2027-01' or '2027-01-14'. */
export function yearOf(isoDate: string, lang: Lang = 'en'): string {
  if (lang === 'bn') {
    const start = monthStart(isoDate);
    return start ? yearsBn.format(start) : isoDate.slice(0, 4);
  }
  return isoDate.slice(0, 4);
}

/** A label cut to `max` characters with an ellipsis (a chart's row; the table has it in full). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(max - 1, 1)).trimEnd()}…`;
}

/** Every month from `first` to `last` ('YYYY-MM'), both included (at most `limit`). */
export function monthsBetween(first: string, last: string, limit = 240): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while ((y < ly || (y === ly && m <= lm)) && out.length < limit) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** Rows by month with the months between them that have none filled in (`empty`), in order. */
export function fillMonths<T extends { month: string }>(rows: readonly T[], empty: (month: string) => T): T[] {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
  const byMonth = new Map(sorted.map((r) => [r.month, r]));
  return monthsBetween(sorted[0]!.month, sorted.at(-1)!.month).map((month) => byMonth.get(month) ?? empty(month));
}
