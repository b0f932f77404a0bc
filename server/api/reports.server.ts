/** GET /api/reports/{name} (admin): each report as JSON, or as CSV with ?format=csv. */
import { createRoute, z } from '@hono/zod-openapi';
import { toCsv } from '../../shared/csv.ts';
import { reportColumns, reportFilter, reportFilterFields, reportNames, type ReportName } from '../../shared/schemas/reports.ts';
import { DomainError, issueRefOf } from '../services/errors.server.ts';
import { requireAdmin } from '../http/guards.server.ts';
import type { Services } from '../services/index.server.ts';
import { createRouter, errorResponses } from './http.server.ts';

/** The rows of one report for a filter (the admin page runs the same). */
export async function reportRows(services: Services, name: ReportName, filter: z.infer<typeof reportFilter>): Promise<Record<string, unknown>[]> {
  const r = services.reports;
  switch (name) {
    case 'monthly':
      return r.monthly(filter) as never;
    case 'occupancy':
      return r.occupancy(filter) as never;
    case 'cancellations':
      return r.cancellations(filter) as never;
    case 'top-packages':
      return r.topPackages(filter) as never;
    case 'promo-codes':
      return r.promoCodes(filter) as never;
    case 'upcoming-week':
      return r.upcomingWeek() as never;
  }
}

function reportCsv(name: ReportName, rows: Record<string, unknown>[]): string {
  const columns = reportColumns[name];
  return `\uFEFF${toCsv([columns.map(([, heading]) => heading), ...rows.map((row) => columns.map(([field]) => row[field] as string | number))])}`;
}

export const reportsApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/reports/{name}',
    tags: ['Reports'],
    summary: 'A report for the operator (admin): monthly, occupancy, cancellations, top-packages, promo-codes, upcoming-week; ?format=csv',
    middleware: [requireAdmin] as const,
    request: {
      params: z.object({ name: z.enum(reportNames) }),
      query: reportFilterFields.extend({ format: z.enum(['json', 'csv']).optional() }),
    },
    responses: {
      200: {
        description: 'The rows',
        content: { 'application/json': { schema: z.array(z.record(z.string(), z.unknown())) }, 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const { name } = c.req.valid('param');
    const { format, ...fields } = c.req.valid('query');
    const checked = reportFilter.safeParse(fields);
    if (!checked.success) throw new DomainError(400, issueRefOf(checked.error.issues[0]!.message)).on('to');
    const filter = checked.data;
    const rows = await reportRows(c.get('services'), name, filter);
    if (format !== 'csv') return c.json(rows, 200);
    return c.body(reportCsv(name, rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="travelez-${name}.csv"`,
    }) as never;
  },
);
