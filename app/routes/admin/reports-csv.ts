/**
 * /manageReports/{name}/export.csv: one report as CSV, with the page's filter (?packageId=&from=&to=).
 * The file stays English (a data file for spreadsheets); a refusal is in the page's language.
 */
import { data } from 'react-router';
import { translateMessage } from '../../../shared/i18n/coded-messages.ts';
import { dhakaDate } from '../../../shared/policy.ts';
import { appFrom } from '../../context.ts';
import { notFoundPage } from '../../lib/forms.server.ts';
import type { Route } from './+types/reports-csv';
import { adminDownload, csvResponse } from './admin.server.ts';
import { isReportName, readReportFilter, reportCsvRows, reportRows } from './reports.server.ts';
import { reportsText } from './reports.text.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = adminDownload(context, request);
  const { lang } = appFrom(context);
  const t = reportsText[lang];
  if (!isReportName(params.name)) notFoundPage(t.noSuchReport);
  const checked = readReportFilter(request);
  if (!checked.ok) {
    const error = Object.values(checked.errors)[0];
    throw data(error ? translateMessage(lang, error) : t.checkFilter, { status: 400, statusText: 'Bad Request' });
  }
  const rows = await reportRows(services, params.name, checked.filter);
  const { packageId, from, to } = checked.query;
  const range = [from || null, to || null].filter(Boolean).join('-to-');
  const name = ['travelez', params.name, packageId ? `package-${packageId}` : null, range || dhakaDate()].filter(Boolean).join('-');
  return csvResponse(`${name}.csv`, reportCsvRows(params.name, rows));
}
