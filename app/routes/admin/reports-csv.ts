/** /manageReports/{name}/export.csv: one report as CSV, with the page's filter (?packageId=&from=&to=). */
import { data } from 'react-router';
import { dhakaDate } from '../../../shared/policy.ts';
import { notFoundPage } from '../../lib/forms.server.ts';
import type { Route } from './+types/reports-csv';
import { admin, csvResponse } from './admin.server.ts';
import { isReportName, readReportFilter, reportCsvRows, reportRows } from './reports.server.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  if (!isReportName(params.name)) notFoundPage('There is no such report.');
  const checked = readReportFilter(request);
  if (!checked.ok) throw data(Object.values(checked.errors)[0] ?? 'Please check the filter.', { status: 400, statusText: 'Bad Request' });
  const rows = await reportRows(services, params.name, checked.filter);
  const { packageId, from, to } = checked.query;
  const range = [from || null, to || null].filter(Boolean).join('-to-');
  const name = ['travelez', params.name, packageId ? `package-${packageId}` : null, range || dhakaDate()].filter(Boolean).join('-');
  return csvResponse(`${name}.csv`, reportCsvRows(params.name, rows));
}
