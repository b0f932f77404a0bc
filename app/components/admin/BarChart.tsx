/**
 * The reports' charts: plain SVG drawn on the server (no chart library, no JavaScript), read by
 * screen readers as one image with a title and a description (`role="img"`), the exact figures
 * being in the table beside each chart. The geometry is in chart.ts.
 */
import type { ReactNode } from 'react';
import { useFormat, useText } from '../../lib/i18n.ts';
import { chartText } from './chart.text.ts';
import { axisTicks, columnCentre, columnLayout, labelStep, niceCeiling, rowChartHeight, rowLayout, scaleY, type ChartBox } from './chart.ts';

const WIDTH = 360;

export interface ColumnBar {
  key: string;
  /** The full name of the bar (its tooltip). */
  label: string;
  /** The label under the bar, one line each (shown for every `labelStep`-th bar). */
  tick: string[];
  value: number;
  /** The value as the table shows it ('Tk 12,500'). */
  valueText: string;
}

export interface RowBar {
  key: string;
  label: string;
  value: number;
  valueText: string;
  /** A light track behind the bar: what the value is out of (seats). */
  track?: number;
}

interface ChartText {
  /** The prefix of the ids of the chart's title and description. */
  id: string;
  title: string;
  description: string;
}

function Frame({ id, title, description, height, children }: ChartText & { height: number; children: ReactNode }) {
  return (
    <figure className="min-w-0">
      {/* The visible caption; screen readers get the same from the image's title. */}
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-ink">
        {title}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className="block h-auto w-full max-w-lg print:max-w-full"
        data-chart={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
    </figure>
  );
}

/** Nothing to draw: said in words, no empty axes. */
function NoData({ title }: { title: string }) {
  const t = useText(chartText);
  return <p className="rounded-xl border border-dashed border-sand-300 px-4 py-8 text-center text-sm text-ink-muted">{t.noData(title)}</p>;
}

/** Vertical bars on a scale from 0 (months, departures). */
export function ColumnChart({
  bars,
  top: fixedTop,
  axis,
  maxLabels = 12,
  track = false,
  ...text
}: ChartText & {
  bars: ColumnBar[];
  top?: number;
  axis?: (n: number) => string;
  maxLabels?: number;
  /** A light column behind each bar up to the top (a share: every departure shows, even at 0%). */
  track?: boolean;
}) {
  const f = useFormat();
  if (bars.length === 0) return <NoData title={text.title} />;
  // The scale's figures: as they are in English, in Bengali digits in Bangla.
  const axisText = axis ?? (f.lang === 'en' ? String : f.number);
  const box: ChartBox = { width: WIDTH, height: 212, top: 12, right: 8, bottom: 38, left: 44 };
  const top = fixedTop ?? niceCeiling(Math.max(...bars.map((b) => b.value)));
  const rects = columnLayout(
    bars.map((b) => b.value),
    top,
    box,
  );
  const step = labelStep(bars.length, maxLabels);
  // Every `step`-th bar is labelled, unless its label repeats the one before (two departures on a day).
  const labelled = new Set<number>();
  let previous = '';
  bars.forEach((b, i) => {
    const text = b.tick.join(' ');
    if (i % step === 0 && text !== previous) labelled.add(i);
    if (i % step === 0) previous = text;
  });
  const tracks = track
    ? columnLayout(
        bars.map(() => top),
        top,
        box,
      )
    : [];
  return (
    <Frame {...text} height={box.height}>
      <g aria-hidden="true">
        {axisTicks(top).map((t) => {
          const y = scaleY(t, top, box);
          return (
            <g key={t}>
              <line x1={box.left} x2={WIDTH - box.right} y1={y} y2={y} className={t === 0 ? 'stroke-ink-muted' : 'stroke-sand-200'} strokeWidth={1} />
              <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize={11} className="fill-ink-muted">
                {axisText(t)}
              </text>
            </g>
          );
        })}
        {tracks.map((r, i) => (
          <rect key={`track-${bars[i]!.key}`} x={r.x} y={r.y} width={r.width} height={r.height} rx={Math.min(2, r.width / 4)} className="fill-sand-100" />
        ))}
        {rects.map((r, i) => (
          <rect key={bars[i]!.key} x={r.x} y={r.y} width={r.width} height={r.height} rx={Math.min(2, r.width / 4)} className="fill-teal-700">
            <title>{`${bars[i]!.label}: ${bars[i]!.valueText}`}</title>
          </rect>
        ))}
        {bars.map((b, i) =>
          labelled.has(i) ? (
            <text key={b.key} x={columnCentre(i, bars.length, box)} y={box.height - box.bottom + 15} textAnchor="middle" fontSize={12} className="fill-ink">
              {b.tick.map((line, n) => (
                <tspan key={n} x={columnCentre(i, bars.length, box)} dy={n === 0 ? 0 : 14}>
                  {line}
                </tspan>
              ))}
            </text>
          ) : null,
        )}
      </g>
    </Frame>
  );
}

/** Horizontal bars, one row each with its label above the bar and its value after it (packages, departures). */
export function RowChart({ rows, ...text }: ChartText & { rows: RowBar[] }) {
  if (rows.length === 0) return <NoData title={text.title} />;
  const rowHeight = 34;
  const frame = { width: WIDTH, top: 4, right: 78, bottom: 4, left: 4 };
  const box: ChartBox = { ...frame, height: rowChartHeight(rows.length, frame, rowHeight) };
  // No axis here: the longest bar (or track) spans the plot.
  const top = Math.max(1, ...rows.map((r) => Math.max(r.value, r.track ?? 0)));
  const bars = rowLayout(
    rows.map((r) => r.value),
    top,
    box,
    rowHeight,
    12,
  );
  const tracks = rowLayout(
    rows.map((r) => r.track ?? 0),
    top,
    box,
    rowHeight,
    12,
  );
  return (
    <Frame {...text} height={box.height}>
      <g aria-hidden="true">
        {rows.map((r, i) => {
          const bar = bars[i]!;
          const track = tracks[i]!;
          const end = Math.max(bar.x + bar.width, r.track !== undefined ? track.x + track.width : 0);
          return (
            <g key={r.key}>
              {/* A row names a package or a departure's tour as the admin wrote it (data-user-content: not the site's wording). */}
              <text x={box.left} y={bar.y - 5} fontSize={12} className="fill-ink" data-user-content>
                {r.label}
              </text>
              {r.track !== undefined ? <rect x={track.x} y={track.y} width={track.width} height={track.height} rx={3} className="fill-sand-200" /> : null}
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="fill-teal-700">
                <title>{`${r.label}: ${r.valueText}`}</title>
              </rect>
              <text x={end + 6} y={bar.y + 10} fontSize={11} className="fill-ink-muted">
                {r.valueText}
              </text>
            </g>
          );
        })}
      </g>
    </Frame>
  );
}
