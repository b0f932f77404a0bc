/**
 * /manageReports: the operator's reports, filtered by package and dates (a GET form: it works
 * without JavaScript and the address can be shared). Each report has a chart drawn on the server
 * as SVG (an image with a title and a description for screen readers), its figures in a table
 * beside it, and a CSV download with the same filter.
 */
import type { ReactNode } from 'react';
import { Form, href, Link } from 'react-router';
import { dhakaDate } from '../../../shared/policy.ts';
import { reportColumns, type ReportName } from '../../../shared/schemas/reports.ts';
import { formatDay } from '../../../shared/seats.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ColumnChart, RowChart } from '../../components/admin/BarChart.tsx';
import { clip, fillMonths, monthName, shortAmount, shortDay, shortMonth } from '../../components/admin/chart.ts';
import { ScrollTable, type ScrollColumn } from '../../components/admin/ScrollTable.tsx';
import { Button, buttonClasses, cn, Field, FieldError, formatTk, inputClasses, Notice } from '../../components/ui/index.ts';
import type { Route } from './+types/reports';
import { admin } from './admin.server.ts';
import { queryString, readReportFilter, reportRows, type ReportRows } from './reports.server.ts';

/** The most rows a report's table shows on the page (its CSV has them all). */
const TABLE_ROWS = 100;
/** Departures in the occupancy chart. */
const CHART_DEPARTURES = 30;
/** Months in the monthly charts. */
const CHART_MONTHS = 24;

export function meta() {
  return [{ title: 'Reports | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const checked = readReportFilter(request);
  const packages = (await services.packages.list()).map((p) => ({ id: p._id, label: `${p.packageName} (${p.name})` }));
  const qs = queryString(checked.query);
  const csv = (name: ReportName) => `${href('/manageReports/:name/export.csv', { name })}${qs}`;
  const links = {
    monthly: csv('monthly'),
    occupancy: csv('occupancy'),
    cancellations: csv('cancellations'),
    'top-packages': csv('top-packages'),
    'upcoming-week': csv('upcoming-week'),
  } satisfies Record<ReportName, string>;
  if (!checked.ok) return { packages, query: checked.query, errors: checked.errors, reports: null, links, today: dhakaDate() };
  const f = checked.filter;
  const [monthly, occupancy, cancellations, top, upcoming] = await Promise.all([
    reportRows(services, 'monthly', f),
    reportRows(services, 'occupancy', f),
    reportRows(services, 'cancellations', f),
    reportRows(services, 'top-packages', f),
    reportRows(services, 'upcoming-week', f),
  ]);
  const reports: ReportRows = { monthly, occupancy, cancellations, 'top-packages': top, 'upcoming-week': upcoming };
  return { packages, query: checked.query, errors: {} as Record<string, string>, reports, links, today: dhakaDate() };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const amountFields = new Set(['revenue', 'charges', 'refunds']);

/** A report's cell as the page shows it: months and days in words, Taka as 'Tk 12,500'. */
function cellText(field: string, value: unknown): string {
  if (field === 'month') return monthName(String(value));
  if (field === 'date') return formatDay(String(value));
  if (amountFields.has(field)) return formatTk(Number(value));
  if (field === 'percent') return `${String(value)}%`;
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value ?? '');
}

/** The table of a report, with the columns of its CSV (shared/schemas/reports.ts). */
function ReportTable<N extends ReportName>({
  name,
  label,
  rows,
  rowKey,
  note,
}: {
  name: N;
  label: string;
  rows: ReportRows[N];
  rowKey: (row: ReportRows[N][number]) => string;
  note?: string;
}) {
  const columns: ScrollColumn<ReportRows[N][number]>[] = reportColumns[name].map(([field, heading]) => ({
    label: heading.replace(/ \((Tk|%)\)$/, ''),
    numeric: !['month', 'date', 'name'].includes(field),
    className: field === 'month' || field === 'date' ? 'whitespace-nowrap' : undefined,
    cell: (row) => cellText(field, (row as unknown as Record<string, unknown>)[field]),
  }));
  const shown = rows.slice(0, TABLE_ROWS) as ReportRows[N];
  return (
    <div className="min-w-0">
      <ScrollTable
        label={`Figures: ${label}`}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        empty="No rows for this filter."
        className="max-h-[32rem] overflow-y-auto"
      />
      {rows.length > TABLE_ROWS || note ? (
        <p className="mt-2 text-sm text-ink-muted">
          {rows.length > TABLE_ROWS ? `The first ${TABLE_ROWS} of ${rows.length.toLocaleString('en-US')} rows; the CSV has them all. ` : ''}
          {note}
        </p>
      ) : null}
    </div>
  );
}

function ReportSection({ id, title, lead, csv, children }: { id: ReportName; title: string; lead: ReactNode; csv: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-report={id}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-teal-950">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{lead}</p>
        </div>
        <a href={csv} download className={buttonClasses('secondary', 'sm')} aria-label={`Download CSV: ${title}`}>
          Download CSV
        </a>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** A month's column label: its short name, and the year under the first column and each January. */
const monthTick = (month: string, i: number) => (i === 0 || month.endsWith('-01') ? [shortMonth(month), month.slice(0, 4)] : [shortMonth(month)]);

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { packages, query, errors, reports, links, today } = loaderData;
  const chosen = packages.find((p) => p.id === query.packageId);
  const scope = [chosen ? chosen.label : 'All packages', query.from ? `from ${formatDay(query.from)}` : null, query.to ? `to ${formatDay(query.to)}` : null]
    .filter(Boolean)
    .join(' ');
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <AdminTitle title="Reports" lead="Bookings count by the day they were made, departures by their date. Amounts in Taka, days in Bangladesh time." />
      <Form
        method="get"
        aria-label="Report filter"
        className="mb-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end"
      >
        {hasErrors ? (
          <Notice tone="error" className="sm:col-span-2 lg:col-span-4">
            Please correct the filter: {Object.values(errors)[0]}
          </Notice>
        ) : null}
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="report-package" className="text-sm font-semibold text-ink">
            Package
          </label>
          <select
            id="report-package"
            name="packageId"
            defaultValue={query.packageId}
            className={cn(inputClasses, 'w-full')}
            aria-invalid={errors.packageId ? true : undefined}
            aria-describedby={errors.packageId ? 'report-package-error' : undefined}
          >
            <option value="">All packages</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <FieldError id="report-package-error" message={errors.packageId} />
        </div>
        <Field name="from" type="date" label="From" defaultValue={query.from} error={errors.from} />
        <Field name="to" type="date" label="To" defaultValue={query.to} error={errors.to} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">Show</Button>
          {query.packageId || query.from || query.to ? (
            <Link to={href('/manageReports')} className={buttonClasses('ghost', 'md')}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {reports ? <ReportSections reports={reports} links={links} scope={scope} today={today} /> : null}
    </>
  );
}

function ReportSections({ reports, links, scope, today }: { reports: ReportRows; links: Record<ReportName, string>; scope: string; today: string }) {
  const monthly = reports.monthly;
  // The chart shows the months without bookings too, as zero.
  const months = fillMonths(monthly, (month) => ({ month, bookings: 0, travellers: 0, revenue: 0, cancelled: 0 })).slice(-CHART_MONTHS);
  const monthsSpan = months.length ? `${monthName(months[0]!.month)} to ${monthName(months.at(-1)!.month)}` : '';
  const sum = <T,>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const busiest = months.reduce<(typeof months)[number] | null>((best, m) => (!best || m.bookings > best.bookings ? m : best), null);
  const richest = months.reduce<(typeof months)[number] | null>((best, m) => (!best || m.revenue > best.revenue ? m : best), null);

  const occupancy = reports.occupancy;
  const coming = occupancy.filter((d) => d.date >= today);
  // The chart and the table start at today (or at the start of a range in the past); the CSV has every row.
  const fromToday = coming.length ? coming : occupancy;
  const charted = fromToday.slice(0, CHART_DEPARTURES);
  const chartedWhat = coming.length ? `the next ${charted.length} departures` : `the first ${charted.length} departures of the range`;
  const average = charted.length ? Math.round(sum(charted, (d) => d.percent) / charted.length) : 0;

  const cancellations = reports.cancellations;
  const cancelMonths = fillMonths(cancellations, (month) => ({ month, cancelled: 0, charges: 0, refunds: 0 })).slice(-CHART_MONTHS);
  const top = reports['top-packages'];
  const week = reports['upcoming-week'];

  return (
    <div className="flex flex-col gap-8">
      <ReportSection
        id="monthly"
        title="Bookings and revenue per month"
        csv={links.monthly}
        lead={`${scope}: ${plural(
          sum(monthly, (m) => m.bookings),
          'booking',
        )}, ${plural(
          sum(monthly, (m) => m.travellers),
          'traveller',
        )}, ${formatTk(sum(monthly, (m) => m.revenue))} revenue. Revenue counts standing bookings in full and the charges kept on cancelled ones.`}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <ColumnChart
            id="chart-bookings"
            title="Bookings per month"
            description={
              months.length
                ? `Bars for ${monthsSpan}. Most bookings: ${busiest!.bookings} in ${monthName(busiest!.month)}. The table beside the chart has every figure.`
                : 'No bookings.'
            }
            bars={months.map((m, i) => ({
              key: m.month,
              label: monthName(m.month),
              tick: monthTick(m.month, i),
              value: m.bookings,
              valueText: plural(m.bookings, 'booking'),
            }))}
          />
          <ColumnChart
            id="chart-revenue"
            title="Revenue per month (Tk)"
            description={
              months.length
                ? `Bars for ${monthsSpan}. Highest: ${formatTk(richest!.revenue)} in ${monthName(richest!.month)}. The table beside the chart has every figure.`
                : 'No revenue.'
            }
            axis={shortAmount}
            bars={months.map((m, i) => ({
              key: m.month,
              label: monthName(m.month),
              tick: monthTick(m.month, i),
              value: m.revenue,
              valueText: formatTk(m.revenue),
            }))}
          />
        </div>
        <ReportTable name="monthly" label="Bookings and revenue per month" rows={monthly} rowKey={(r) => r.month} />
      </ReportSection>

      <ReportSection
        id="occupancy"
        title="Occupancy per departure"
        csv={links.occupancy}
        lead={`${scope}: ${plural(occupancy.length, 'departure')} (cancelled ones left out), ${plural(
          sum(occupancy, (d) => d.sold),
          'seat',
        )} sold of ${sum(occupancy, (d) => d.seats).toLocaleString('en-US')}. The chart shows ${chartedWhat}.`}
      >
        <ColumnChart
          id="chart-occupancy"
          title={`Seats sold on ${chartedWhat} (%)`}
          description={
            charted.length
              ? `Bars from ${formatDay(charted[0]!.date)} to ${formatDay(charted.at(-1)!.date)}, from 0 to 100 percent; on average ${average}% sold. The table beside the chart has every departure.`
              : 'No departures.'
          }
          top={100}
          track
          axis={(n) => `${n}%`}
          maxLabels={5}
          bars={charted.map((d) => ({
            key: d.departureId,
            label: `${formatDay(d.date)}, ${d.name}`,
            tick: [shortDay(d.date)],
            value: d.percent,
            valueText: `${d.sold} of ${d.seats} seats (${d.percent}%)`,
          }))}
        />
        <ReportTable
          name="occupancy"
          label="Occupancy per departure"
          rows={fromToday}
          rowKey={(r) => r.departureId}
          note={
            coming.length && coming.length < occupancy.length
              ? `From today: ${plural(occupancy.length - coming.length, 'earlier departure')} of the filter are in the CSV.`
              : undefined
          }
        />
      </ReportSection>

      <ReportSection
        id="cancellations"
        title="Cancellations per month"
        csv={links.cancellations}
        lead={`${scope}, by the month they were cancelled: ${plural(
          sum(cancellations, (c) => c.cancelled),
          'cancellation',
        )}, ${formatTk(sum(cancellations, (c) => c.charges))} in charges kept, ${formatTk(sum(cancellations, (c) => c.refunds))} refunded.`}
      >
        <ColumnChart
          id="chart-cancellations"
          title="Cancellations per month"
          description={
            cancelMonths.length
              ? `Bars for ${monthName(cancelMonths[0]!.month)} to ${monthName(cancelMonths.at(-1)!.month)}. The table beside the chart has every figure.`
              : 'No cancellations.'
          }
          bars={cancelMonths.map((c, i) => ({
            key: c.month,
            label: monthName(c.month),
            tick: monthTick(c.month, i),
            value: c.cancelled,
            valueText: plural(c.cancelled, 'cancellation'),
          }))}
        />
        <ReportTable name="cancellations" label="Cancellations per month" rows={cancellations} rowKey={(r) => r.month} />
      </ReportSection>

      <ReportSection id="top-packages" title="Top packages" csv={links['top-packages']} lead={`${scope}: the packages that brought the most revenue.`}>
        <RowChart
          id="chart-top-packages"
          title="Revenue per package (Tk)"
          description={
            top.length
              ? `${top.length} packages, highest first: ${top[0]!.name} with ${formatTk(top[0]!.revenue)}. The table beside the chart has every figure.`
              : 'No packages.'
          }
          rows={top.map((p, i) => ({ key: p.packageId, label: `${i + 1}. ${clip(p.name, 40)}`, value: p.revenue, valueText: `Tk ${shortAmount(p.revenue)}` }))}
        />
        <ReportTable name="top-packages" label="Top packages" rows={top} rowKey={(r) => r.packageId} />
      </ReportSection>

      <ReportSection
        id="upcoming-week"
        title="The coming week"
        csv={links['upcoming-week']}
        lead={`Every tour's open departures of the next seven days (the filter does not apply): ${plural(
          sum(week, (d) => d.travellers),
          'traveller',
        )} on ${plural(week.length, 'departure')}.`}
      >
        <RowChart
          id="chart-upcoming-week"
          title="Travellers booked of the seats, per departure this week"
          description={
            week.length
              ? `${week.length} departures from ${formatDay(week[0]!.date)} to ${formatDay(week.at(-1)!.date)}; each bar is the travellers booked, the lighter bar behind it the seats. The table beside the chart has every figure.`
              : 'No departures this week.'
          }
          rows={week.map((d) => ({
            key: d.departureId,
            label: `${shortDay(d.date)} · ${clip(d.name, 34)}`,
            value: d.travellers,
            valueText: `${d.travellers} of ${d.seats}`,
            track: d.seats,
          }))}
        />
        <ReportTable name="upcoming-week" label="The coming week" rows={week} rowKey={(r) => r.departureId} />
      </ReportSection>
    </div>
  );
}
