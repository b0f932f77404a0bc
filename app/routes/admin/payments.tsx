/**
 * /managePayments: every online payment and refund with its state, our reference and the
 * provider's ids, filtered by state, provider or a reference; CSV of what is shown; per payment a
 * reconciliation (ask the provider), a held payment's release, and a failed refund's retry.
 */
import { Form, href, Link } from 'react-router';
import { purposeLabel } from '../../../shared/payments.ts';
import { paymentStatusSchema, providerNameSchema } from '../../../shared/schemas/payments.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle } from '../../components/admin/AdminTable.tsx';
import { Button, buttonClasses, cn, formatDate, formatTk, inputClasses } from '../../components/ui/index.ts';
import type { Route } from './+types/payments';
import { admin } from './admin.server.ts';
import { paymentAction, paymentFilter } from './payments.server.ts';

export function meta() {
  return [{ title: 'Payments | Travelez admin' }];
}

const providerName = { sslcommerz: 'SSLCommerz', bkash: 'bKash' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const filter = paymentFilter(request);
  const [{ payments, refunds }, totals] = await Promise.all([services.payments.list(filter), services.payments.totals()]);
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return {
    payments,
    refunds,
    totals,
    filter,
    configured: services.payments.available(),
    exportHref: `${href('/managePayments/export.csv')}${query.size ? `?${query}` : ''}`,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return paymentAction(admin(context, request), await request.formData());
}

function ActionButton({ intent, id, label, accessibleLabel }: { intent: string; id: string; label: string; accessibleLabel: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm" aria-label={accessibleLabel}>
        {label}
      </Button>
    </Form>
  );
}

const tone: Record<string, string> = {
  Paid: 'text-leaf-800',
  Refunded: 'text-leaf-800',
  Failed: 'text-coral-700',
  Held: 'text-marigold-800',
};

export default function ManagePayments({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, refunds, totals, filter, configured } = loaderData;
  const filtered = Boolean(filter.status || filter.provider || filter.q);
  return (
    <>
      <AdminTitle
        title="Payments"
        lead={`Received ${formatTk(totals.received)} in ${totals.payments} ${totals.payments === 1 ? 'payment' : 'payments'} · refunded ${formatTk(totals.refunded)} · being refunded ${formatTk(totals.refundsPending)}`}
      >
        <a href={loaderData.exportHref} download className={buttonClasses('secondary', 'md')}>
          Export CSV
        </a>
      </AdminTitle>
      {configured.length === 0 ? (
        <p className="mb-6 rounded-xl bg-marigold-100 px-4 py-3 text-sm">
          No payment provider is configured: bookings take the card fields and are settled with the office. docs/payments.md says how to go live.
        </p>
      ) : null}
      <ActionNotices reply={actionData} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
          Booking id or reference
          <input type="search" name="q" defaultValue={filter.q} placeholder="Booking id, TZP…, provider's id" className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          State
          <select name="status" defaultValue={filter.status ?? ''} className={cn(inputClasses, 'w-40')}>
            <option value="">All</option>
            {paymentStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Provider
          <select name="provider" defaultValue={filter.provider ?? ''} className={cn(inputClasses, 'w-40')}>
            <option value="">All</option>
            {providerNameSchema.options.map((p) => (
              <option key={p} value={p}>
                {providerName[p]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary">
          Show
        </Button>
        {filtered ? (
          <Link to={href('/managePayments')} className={buttonClasses('ghost', 'md')}>
            Clear
          </Link>
        ) : null}
      </Form>
      <h2 className="mb-3 font-display text-xl font-bold text-teal-950">Payments</h2>
      <AdminTable
        caption="Payments"
        rows={payments}
        rowKey={(p) => p._id}
        empty={filtered ? 'No payment matches.' : 'No payments yet.'}
        columns={[
          {
            label: 'Booking',
            cell: (p) => (
              <span>
                <Link to={href('/bookDetails/:id', { id: p.bookingId })} className="block font-semibold">
                  {p.customer}
                </Link>
                <span className="text-ink-muted">{p.tour}</span>
              </span>
            ),
          },
          {
            label: 'Amount',
            cell: (p) => (
              <span>
                <span className="block font-semibold">{formatTk(p.amount)}</span>
                <span className="text-ink-muted">
                  {purposeLabel[p.purpose]} · {providerName[p.provider]}
                </span>
              </span>
            ),
          },
          {
            label: 'State',
            cell: (p) => (
              <span>
                <span className={cn('block font-semibold', tone[p.status])}>{p.status}</span>
                <span className="text-ink-muted">{p.paidAt ? `paid ${formatDate(p.paidAt)}` : `started ${formatDate(p.createdAt)}`}</span>
                {p.statusReason ? <span className="block text-xs text-ink-muted">{p.statusReason}</span> : null}
              </span>
            ),
          },
          {
            label: 'References',
            cell: (p) => (
              <span className="text-xs break-all">
                <span className="block">Ours: {p.merchantRef}</span>
                {p.providerSessionId ? <span className="block text-ink-muted">Session: {p.providerSessionId}</span> : null}
                {p.providerPaymentId ? <span className="block text-ink-muted">Transaction: {p.providerPaymentId}</span> : null}
              </span>
            ),
          },
          {
            label: 'Actions',
            cell: (p) => (
              <span className="flex flex-wrap gap-2">
                <ActionButton intent="reconcile" id={p._id} label="Ask provider" accessibleLabel={`Ask provider about ${p.merchantRef}`} />
                {p.status === 'Held' ? (
                  <ActionButton intent="release" id={p._id} label="Release" accessibleLabel={`Release held payment ${p.merchantRef}`} />
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <h2 className="mt-10 mb-3 font-display text-xl font-bold text-teal-950">Refunds</h2>
      <AdminTable
        caption="Refunds"
        rows={refunds}
        rowKey={(r) => r._id}
        empty={filtered ? 'No refund matches.' : 'No refunds yet.'}
        columns={[
          {
            label: 'Booking',
            cell: (r) => (
              <Link to={href('/bookDetails/:id', { id: r.bookingId })} className="font-semibold">
                {r.customer}
              </Link>
            ),
          },
          {
            label: 'Amount',
            cell: (r) => (
              <span>
                <span className="block font-semibold">{formatTk(r.amount)}</span>
                <span className="text-ink-muted">{providerName[r.provider]}</span>
              </span>
            ),
          },
          {
            label: 'State',
            cell: (r) => (
              <span>
                <span className={cn('block font-semibold', tone[r.status])}>{r.status}</span>
                <span className="text-ink-muted">{r.refundedAt ? `refunded ${formatDate(r.refundedAt)}` : `since ${formatDate(r.createdAt)}`}</span>
                {r.statusReason ? <span className="block text-xs text-ink-muted">{r.statusReason}</span> : null}
              </span>
            ),
          },
          {
            label: 'References',
            cell: (r) => (
              <span className="text-xs break-all">
                <span className="block">Ours: {r.refundRef}</span>
                {r.providerRefundId ? <span className="block text-ink-muted">Provider: {r.providerRefundId}</span> : null}
                <span className="block text-ink-muted">{r.reason}</span>
              </span>
            ),
          },
          {
            label: 'Actions',
            cell: (r) =>
              r.status === 'Failed' ? (
                <ActionButton intent="retry-refund" id={r._id} label="Send again" accessibleLabel={`Send again: refund ${r.refundRef}`} />
              ) : null,
          },
        ]}
      />
    </>
  );
}
