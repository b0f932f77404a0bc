/** /managePayments/export.csv: the payments the screen shows (same filter), then its refunds, as CSV. English in every language (a data file for spreadsheets). */
import { translateMessage } from '../../../shared/i18n/coded-messages.ts';
import type { Route } from './+types/payments-csv';
import { adminDownload, csvResponse } from './admin.server.ts';
import { paymentFilter } from './payments.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminDownload(context, request);
  const { payments, refunds } = await services.payments.list(paymentFilter(request));
  const header = [
    'kind',
    'id',
    'booking_id',
    'customer',
    'provider',
    'purpose',
    'amount_tk',
    'status',
    'our_reference',
    'provider_session',
    'provider_transaction',
    'reason',
    'created_at',
    'paid_or_refunded_at',
  ];
  const rows = [
    ...payments.map((p) => [
      'payment',
      p._id,
      p.bookingId,
      p.customer,
      p.provider,
      p.purpose,
      p.amount,
      p.status,
      p.merchantRef,
      p.providerSessionId ?? '',
      p.providerPaymentId ?? '',
      p.statusReason ?? '',
      p.createdAt,
      p.paidAt ?? '',
    ]),
    ...refunds.map((r) => [
      'refund',
      r._id,
      r.bookingId,
      r.customer,
      r.provider,
      '',
      r.amount,
      r.status,
      r.refundRef,
      '',
      r.providerRefundId ?? '',
      r.statusReason ?? translateMessage('en', r.reason),
      r.createdAt,
      r.refundedAt ?? '',
    ]),
  ];
  return csvResponse(`travelez-payments-${new Date().toISOString().slice(0, 10)}.csv`, [header, ...rows]);
}
