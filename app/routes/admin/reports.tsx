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
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ColumnChart, RowChart } from '../../components/admin/BarChart.tsx';
import { clip, fillMonths, monthName, shortAmount, shortDay, shortMonth, yearOf } from '../../components/admin/chart.ts';
import { ScrollTable, type ScrollColumn } from '../../components/admin/ScrollTable.tsx';
import { Button, buttonClasses, cn, Field, FieldError, inputClasses, Notice } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { type formatsOf, useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/reports';
import { admin } from './admin.server.ts';
import { queryString, readReportFilter, reportRows, type ReportRows } from './reports.server.ts';
import { reportsText } from './reports.text.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

/** The most rows a report's table shows on the page (its CSV has them all). */
const TABLE_ROWS = 100;
/** Departures in the occupancy chart. */
const CHART_DEPARTURES = 30;
/** Months in the monthly charts. */
const CHART_MONTHS = 24;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: reportsText[langFrom(matches)].metaTitle }];
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
    'promo-codes': csv('promo-codes'),
    'upcoming-week': csv('upcoming-week'),
  } satisfies Record<ReportName, string>;
  if (!checked.ok) return { packages, query: checked.query, errors: checked.errors, reports: null, links, today: dhakaDate() };
  const f = checked.filter;
  const [monthly, occupancy, cancellations, top, promo, upcoming] = await Promise.all([
    reportRows(services, 'monthly', f),
    reportRows(services, 'occupancy', f),
    reportRows(services, 'cancellations', f),
    reportRows(services, 'top-packages', f),
    reportRows(services, 'promo-codes', f),
    reportRows(services, 'upcoming-week', f),
  ]);
  const reports: ReportRows = { monthly, occupancy, cancellations, 'top-packages': top, 'promo-codes': promo, 'upcoming-week': upcoming };
  return { packages, query: checked.query, errors: {} as Record<string, string>, reports, links, today: dhakaDate() };
}

type Formats = ReturnType<typeof formatsOf>;
type ReportsText = (typeof reportsText)['en'];

const amountFields = new Set(['revenue', 'charges', 'refunds', 'discounts']);

/** A report's cell as the page shows it: months and days in words, Taka as 'Tk 12,500' (in the page's language). */
function cellText(f: Formats, field: string, value: unknown): string {
  if (field === 'month') return monthName(String(value), f.lang);
  if (field === 'date') return f.date(String(value));
  if (amountFields.has(field)) return f.money(Number(value));
  if (field === 'percent') return f.lang === 'en' ? `${String(value)}%` : `${f.number(Number(value))}%`;
  if (typeof value === 'number') return f.number(value);
  return String(value ?? '');
}

/** The heading of a report's column on the page: the CSV's (shared/schemas/reports.ts), translated, without its unit. */
const headings: Record<string, keyof ReportsText> = {
  month: 'colMonth',
  bookings: 'colBookings',
  travellers: 'colTravellers',
  revenue: 'colRevenue',
  cancelled: 'colCancelled',
  received: 'colReceived',
  refunded: 'colRefunded',
  date: 'colDate',
  seats: 'colSeats',
  sold: 'colSold',
  percent: 'colPercent',
  charges: 'colCharges',
  refunds: 'colRefunds',
  discounts: 'colDiscounts',
  code: 'colPromoCode',
};

function headingOf(t: ReportsText, name: ReportName, field: string, csvHeading: string): string {
  const key = field === 'name' ? (name === 'top-packages' ? 'colPackage' : 'colTour') : headings[field];
  const text = key ? t[key] : undefined;
  return typeof text === 'string' ? text : csvHeading.replace(/ \((Tk|%)\)$/, '');
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
  const t = useText(reportsText);
  const f = useFormat();
  const columns: ScrollColumn<ReportRows[N][number]>[] = reportColumns[name].map(([field, heading]) => ({
    label: headingOf(t, name, field, heading),
    numeric: !['month', 'date', 'name', 'code'].includes(field),
    className: field === 'month' || field === 'date' ? 'whitespace-nowrap' : undefined,
    cell: (row) => {
      const text = cellText(f, field, (row as unknown as Record<string, unknown>)[field]);
      // A tour's or package's name, and a promo code, as the admin wrote them.
      return field === 'name' || field === 'code' ? <Theirs>{text}</Theirs> : text;
    },
  }));
  const shown = rows.slice(0, TABLE_ROWS) as ReportRows[N];
  return (
    <div className="min-w-0">
      <ScrollTable label={t.figures(label)} columns={columns} rows={shown} rowKey={rowKey} empty={t.noRows} className="max-h-[32rem] overflow-y-auto" />
      {rows.length > TABLE_ROWS || note ? (
        <p className="mt-2 text-sm text-ink-muted">
          {rows.length > TABLE_ROWS ? t.firstRows(TABLE_ROWS, rows.length) : ''}
          {note}
        </p>
      ) : null}
    </div>
  );
}

function ReportSection({ id, title, lead, csv, children }: { id: ReportName; title: string; lead: ReactNode; csv: string; children: ReactNode }) {
  const t = useText(reportsText);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-report={id}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-teal-950">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{lead}</p>
        </div>
        <a href={csv} download className={buttonClasses('secondary', 'sm')} aria-label={t.downloadCsvOf(title)}>
          {t.downloadCsv}
        </a>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** A month's column label: its short name, and the year under the first column and each January. */
const monthTick = (f: Formats, month: string, i: number) =>
  i === 0 || month.endsWith('-01') ? [shortMonth(month, f.lang), yearOf(month, f.lang)] : [shortMonth(month, f.lang)];

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { packages, query, errors: englishErrors, reports, links, today } = loaderData;
  const t = useText(reportsText);
  const f = useFormat();
  // The filter's messages (the shared schema's, in English) in the page's language.
  const errors: Record<string, string> = Object.fromEntries(Object.entries(englishErrors).map(([k, v]) => [k, f.message(v)]));
  const chosen = packages.find((p) => p.id === query.packageId);
  const scope = [chosen ? chosen.label : t.allPackages, query.from ? t.fromDate(f.date(query.from)) : null, query.to ? t.toDate(f.date(query.to)) : null]
    .filter(Boolean)
    .join(' ');
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <AdminTitle title={t.title} lead={t.lead} />
      <Form
        method="get"
        aria-label={t.filter}
        className="mb-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end"
      >
        {hasErrors ? (
          <Notice tone="error" className="sm:col-span-2 lg:col-span-4">
            {t.correctFilter(Object.values(errors)[0] ?? '')}
          </Notice>
        ) : null}
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="report-package" className="text-sm font-semibold text-ink">
            {t.package}
          </label>
          <select
            id="report-package"
            name="packageId"
            defaultValue={query.packageId}
            className={cn(inputClasses, 'w-full')}
            aria-invalid={errors.packageId ? true : undefined}
            aria-describedby={errors.packageId ? 'report-package-error' : undefined}
          >
            <option value="">{t.allPackages}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id} data-user-content>
                {p.label}
              </option>
            ))}
          </select>
          <FieldError id="report-package-error" message={errors.packageId} />
        </div>
        <Field name="from" type="date" label={t.from} defaultValue={query.from} error={errors.from} />
        <Field name="to" type="date" label={t.to} defaultValue={query.to} error={errors.to} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{t.show}</Button>
          {query.packageId || query.from || query.to ? (
            <Link to={href('/manageReports')} className={buttonClasses('ghost', 'md')}>
              {t.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {reports ? <ReportSections reports={reports} links={links} scope={scope} today={today} /> : null}
    </>
  );
}

function ReportSections({ reports, links, scope, today }: { reports: ReportRows; links: Record<ReportName, string>; scope: string; today: string }) {
  const t = useText(reportsText);
  const f = useFormat();
  const month = (m: string) => monthName(m, f.lang);
  const monthly = reports.monthly;
  // The chart shows the months without bookings too, as zero.
  const months = fillMonths(monthly, (month) => ({ month, bookings: 0, travellers: 0, revenue: 0, cancelled: 0 })).slice(-CHART_MONTHS);
  const monthsSpan = months.length ? t.monthsSpan(month(months[0]!.month), month(months.at(-1)!.month)) : '';
  const sum = <T,>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const busiest = months.reduce<(typeof months)[number] | null>((best, m) => (!best || m.bookings > best.bookings ? m : best), null);
  const richest = months.reduce<(typeof months)[number] | null>((best, m) => (!best || m.revenue > best.revenue ? m : best), null);

  const occupancy = reports.occupancy;
  const coming = occupancy.filter((d) => d.date >= today);
  // The chart and the table start at today (or at the start of a range in the past); the CSV has every row.
  const fromToday = coming.length ? coming : occupancy;
  const charted = fromToday.slice(0, CHART_DEPARTURES);
  const chartedWhat = coming.length ? t.nextDepartures(charted.length) : t.firstDepartures(charted.length);
  const average = charted.length ? Math.round(sum(charted, (d) => d.percent) / charted.length) : 0;

  const cancellations = reports.cancellations;
  const cancelMonths = fillMonths(cancellations, (month) => ({ month, cancelled: 0, charges: 0, refunds: 0 })).slice(-CHART_MONTHS);
  const top = reports['top-packages'];
  const promo = reports['promo-codes'];
  const week = reports['upcoming-week'];

  return (
    <div className="flex flex-col gap-8">
      <ReportSection
        id="monthly"
        title={t.monthlyTitle}
        csv={links.monthly}
        lead={t.monthlyLead(
          scope,
          sum(monthly, (m) => m.bookings),
          sum(monthly, (m) => m.travellers),
          f.money(sum(monthly, (m) => m.revenue)),
        )}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <ColumnChart
            id="chart-bookings"
            title={t.bookingsChart}
            description={months.length ? t.bookingsChartDescription(monthsSpan, busiest!.bookings, month(busiest!.month)) : t.noBookings}
            bars={months.map((m, i) => ({
              key: m.month,
              label: month(m.month),
              tick: monthTick(f, m.month, i),
              value: m.bookings,
              valueText: t.bookings(m.bookings),
            }))}
          />
          <ColumnChart
            id="chart-revenue"
            title={t.revenueChart}
            description={months.length ? t.revenueChartDescription(monthsSpan, f.money(richest!.revenue), month(richest!.month)) : t.noRevenue}
            axis={(n) => shortAmount(n, f.lang)}
            bars={months.map((m, i) => ({
              key: m.month,
              label: month(m.month),
              tick: monthTick(f, m.month, i),
              value: m.revenue,
              valueText: f.money(m.revenue),
            }))}
          />
        </div>
        <ReportTable name="monthly" label={t.monthlyTitle} rows={monthly} rowKey={(r) => r.month} />
      </ReportSection>

      <ReportSection
        id="occupancy"
        title={t.occupancyTitle}
        csv={links.occupancy}
        lead={t.occupancyLead(
          scope,
          occupancy.length,
          sum(occupancy, (d) => d.sold),
          sum(occupancy, (d) => d.seats),
          chartedWhat,
        )}
      >
        <ColumnChart
          id="chart-occupancy"
          title={t.occupancyChart(chartedWhat)}
          description={charted.length ? t.occupancyChartDescription(f.date(charted[0]!.date), f.date(charted.at(-1)!.date), average) : t.noDepartures}
          top={100}
          track
          axis={t.percent}
          maxLabels={5}
          bars={charted.map((d) => ({
            key: d.departureId,
            label: `${f.date(d.date)}, ${d.name}`,
            tick: [shortDay(d.date, f.lang)],
            value: d.percent,
            valueText: t.soldOf(d.sold, d.seats, d.percent),
          }))}
        />
        <ReportTable
          name="occupancy"
          label={t.occupancyTitle}
          rows={fromToday}
          rowKey={(r) => r.departureId}
          note={coming.length && coming.length < occupancy.length ? t.earlierInCsv(occupancy.length - coming.length) : undefined}
        />
      </ReportSection>

      <ReportSection
        id="cancellations"
        title={t.cancellationsTitle}
        csv={links.cancellations}
        lead={t.cancellationsLead(
          scope,
          sum(cancellations, (c) => c.cancelled),
          f.money(sum(cancellations, (c) => c.charges)),
          f.money(sum(cancellations, (c) => c.refunds)),
        )}
      >
        <ColumnChart
          id="chart-cancellations"
          title={t.cancellationsTitle}
          description={
            cancelMonths.length
              ? t.cancellationsChartDescription(t.monthsSpan(month(cancelMonths[0]!.month), month(cancelMonths.at(-1)!.month)))
              : t.noCancellations
          }
          bars={cancelMonths.map((c, i) => ({
            key: c.month,
            label: month(c.month),
            tick: monthTick(f, c.month, i),
            value: c.cancelled,
            valueText: t.cancellations(c.cancelled),
          }))}
        />
        <ReportTable name="cancellations" label={t.cancellationsTitle} rows={cancellations} rowKey={(r) => r.month} />
      </ReportSection>

      <ReportSection id="top-packages" title={t.topTitle} csv={links['top-packages']} lead={t.topLead(scope)}>
        <RowChart
          id="chart-top-packages"
          title={t.topChart}
          description={top.length ? t.topChartDescription(top.length, top[0]!.name, f.money(top[0]!.revenue)) : t.noPackages}
          rows={top.map((p, i) => ({
            key: p.packageId,
            label: t.rank(i + 1, clip(p.name, 40)),
            value: p.revenue,
            valueText: t.shortTaka(shortAmount(p.revenue, f.lang)),
          }))}
        />
        <ReportTable name="top-packages" label={t.topTitle} rows={top} rowKey={(r) => r.packageId} />
      </ReportSection>

      <ReportSection
        id="promo-codes"
        title={t.promoTitle}
        csv={links['promo-codes']}
        lead={t.promoLead(
          scope,
          sum(promo, (p) => p.bookings),
          f.money(sum(promo, (p) => p.discounts)),
        )}
      >
        <RowChart
          id="chart-promo-codes"
          title={t.promoChart}
          description={promo.length ? t.promoChartDescription(promo.length, promo[0]!.code, f.money(promo[0]!.discounts)) : t.noPromo}
          rows={promo.map((p) => ({
            key: p.code,
            label: p.code,
            value: p.discounts,
            valueText: t.shortTaka(shortAmount(p.discounts, f.lang)),
          }))}
        />
        <ReportTable name="promo-codes" label={t.promoTitle} rows={promo} rowKey={(r) => r.code} />
      </ReportSection>

      <ReportSection
        id="upcoming-week"
        title={t.weekTitle}
        csv={links['upcoming-week']}
        lead={t.weekLead(
          sum(week, (d) => d.travellers),
          week.length,
        )}
      >
        <RowChart
          id="chart-upcoming-week"
          title={t.weekChart}
          description={week.length ? t.weekChartDescription(week.length, f.date(week[0]!.date), f.date(week.at(-1)!.date)) : t.noWeek}
          rows={week.map((d) => ({
            key: d.departureId,
            label: `${shortDay(d.date, f.lang)} · ${clip(d.name, 34)}`,
            value: d.travellers,
            valueText: t.travellersOf(d.travellers, d.seats),
            track: d.seats,
          }))}
        />
        <ReportTable name="upcoming-week" label={t.weekTitle} rows={week} rowKey={(r) => r.departureId} />
      </ReportSection>
    </div>
  );
}
