/** The operator's reports: their names, filters and CSV columns (the admin page and the API). */
import { z } from 'zod';
import { isoDate } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';

export const reportNames = ['monthly', 'occupancy', 'cancellations', 'top-packages', 'promo-codes', 'upcoming-week'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportFilterFields = z.object({
  packageId: z
    .string()
    .regex(/^[0-9a-z]{20}$/, issueMessage('choosePackage'))
    .optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
});

export const reportFilter = reportFilterFields.refine((f) => !f.from || !f.to || f.to >= f.from, { message: issueMessage('toBeforeFrom'), path: ['to'] });
export type ReportFilterInput = z.infer<typeof reportFilter>;

/** The columns of each report's CSV and table: [field, heading]. */
export const reportColumns: Record<ReportName, readonly [string, string][]> = {
  monthly: [
    ['month', 'Month'],
    ['bookings', 'Bookings'],
    ['travellers', 'Travellers'],
    ['revenue', 'Revenue (Tk)'],
    ['cancelled', 'Cancelled'],
    ['received', 'Received online (Tk)'],
    ['refunded', 'Refunded online (Tk)'],
    ['discounts', 'Discounts (Tk)'],
  ],
  occupancy: [
    ['date', 'Date'],
    ['name', 'Tour'],
    ['seats', 'Seats'],
    ['sold', 'Sold'],
    ['percent', 'Occupancy (%)'],
  ],
  cancellations: [
    ['month', 'Month'],
    ['cancelled', 'Cancelled'],
    ['charges', 'Charges kept (Tk)'],
    ['refunds', 'Refunds (Tk)'],
  ],
  'top-packages': [
    ['name', 'Package'],
    ['bookings', 'Bookings'],
    ['travellers', 'Travellers'],
    ['revenue', 'Revenue (Tk)'],
    ['discounts', 'Discounts (Tk)'],
  ],
  'promo-codes': [
    ['code', 'Promo code'],
    ['bookings', 'Bookings'],
    ['travellers', 'Travellers'],
    ['discounts', 'Discounts (Tk)'],
    ['revenue', 'Revenue after discount (Tk)'],
  ],
  'upcoming-week': [
    ['date', 'Date'],
    ['name', 'Tour'],
    ['bookings', 'Bookings'],
    ['travellers', 'Travellers'],
    ['seats', 'Seats'],
  ],
};
