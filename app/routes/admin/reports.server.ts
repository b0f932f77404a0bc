/**
 * The operator's reports for the page and its CSV downloads: the filter read from the query
 * (?packageId=&from=&to=, blanks meaning "all"), checked with the shared schema, and each report's
 * rows from the report service; the CSV has the columns of shared/schemas/reports.ts.
 */
import type { CsvCell } from '../../../shared/csv.ts';
import { reportColumns, reportFilter, reportNames, type ReportFilterInput, type ReportName } from '../../../shared/schemas/reports.ts';
import type { Services } from '../../../server/services/index.server.ts';
import type { CancellationRow, MonthRow, OccupancyRow, PromoCodeRow, TopPackageRow, UpcomingRow } from '../../../server/services/reports.server.ts';
import { fieldErrorsOf, type FieldErrors } from '../../lib/forms.ts';

export type ReportQuery = { packageId: string; from: string; to: string };

export type FilterCheck = { ok: true; filter: ReportFilterInput; query: ReportQuery } | { ok: false; errors: FieldErrors; query: ReportQuery };

/** The filter of the page's query string; what was typed comes back either way, to fill the form. */
export function readReportFilter(request: Request): FilterCheck {
  const params = new URL(request.url).searchParams;
  const query: ReportQuery = {
    packageId: (params.get('packageId') ?? '').trim(),
    from: (params.get('from') ?? '').trim(),
    to: (params.get('to') ?? '').trim(),
  };
  const parsed = reportFilter.safeParse({
    packageId: query.packageId || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  });
  return parsed.success ? { ok: true, filter: parsed.data, query } : { ok: false, errors: fieldErrorsOf(parsed.error), query };
}

/** The query string of a filter (only what is set), with its leading '?', or ''. */
export function queryString(query: ReportQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
  return params.size ? `?${params}` : '';
}

export const isReportName = (name: string): name is ReportName => (reportNames as readonly string[]).includes(name);

export interface ReportRows {
  monthly: MonthRow[];
  occupancy: OccupancyRow[];
  cancellations: CancellationRow[];
  'top-packages': TopPackageRow[];
  'promo-codes': PromoCodeRow[];
  'upcoming-week': UpcomingRow[];
}

/** One report's rows for a filter (the coming week's departures take no filter). */
export async function reportRows<N extends ReportName>(services: Services, name: N, filter: ReportFilterInput): Promise<ReportRows[N]> {
  const r = services.reports;
  const rows: { [K in ReportName]: () => Promise<ReportRows[K]> } = {
    monthly: () => r.monthly(filter),
    occupancy: () => r.occupancy(filter),
    cancellations: () => r.cancellations(filter),
    'top-packages': () => r.topPackages(filter),
    'promo-codes': () => r.promoCodes(filter),
    'upcoming-week': () => r.upcomingWeek(),
  };
  return rows[name]();
}

/** The CSV of one report: its headings, then its rows, column by column. */
export function reportCsvRows(name: ReportName, rows: readonly object[]): CsvCell[][] {
  const columns = reportColumns[name];
  return [columns.map(([, heading]) => heading), ...rows.map((row) => columns.map(([field]) => (row as Record<string, CsvCell>)[field]))];
}
