/**
 * /managePayments: every online payment and refund with its state, our reference and the
 * provider's ids, filtered by state, provider or a reference; CSV of what is shown; per payment a
 * reconciliation (ask the provider), a held payment's release (or, its booking cancelled, its
 * refund in full); a failed refund's retry, and for an
 * unconfirmed one (its answer lost, the provider cannot say) "Mark as refunded" or "Send again"
 * with an explicit confirmation; and what the daily reconciliation found.
 */
import { Form, href, Link } from 'react-router';
import { paymentStatusSchema, providerNameSchema } from '../../../shared/schemas/payments.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, cellControls } from '../../components/admin/AdminTable.tsx';
import { Button, buttonClasses, cn, inputClasses } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { appFrom } from '../../context.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/payments';
import { admin } from './admin.server.ts';
import { paymentAction, paymentFilter } from './payments.server.ts';
import { paymentsText } from './payments.text.ts';
import { providerName, statusName } from './status.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: paymentsText[langFrom(matches)].metaTitle }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const filter = paymentFilter(request);
  const [{ payments, refunds, mismatches }, totals] = await Promise.all([services.payments.list(filter), services.payments.totals()]);
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return {
    payments,
    refunds,
    mismatches,
    totals,
    filter,
    configured: services.payments.available(),
    exportHref: `${href('/managePayments/export.csv')}${query.size ? `?${query}` : ''}`,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return paymentAction(admin(context, request), await request.formData(), appFrom(context).lang);
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
  Unknown: 'text-marigold-800',
  Unconfirmed: 'text-marigold-800',
};

/** "Send again" for a refund that may have been made: only with the operator's explicit confirmation. */
function ConfirmedSendAgain({ id, label, accessibleLabel, confirm }: { id: string; label: string; accessibleLabel: string; confirm: string }) {
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="retry-refund" />
      <input type="hidden" name="id" value={id} />
      <label className="flex items-start gap-2 text-xs">
        <input type="checkbox" name="confirmed" required className="mt-0.5" />
        {confirm}
      </label>
      <Button type="submit" variant="secondary" size="sm" aria-label={accessibleLabel}>
        {label}
      </Button>
    </Form>
  );
}

export default function ManagePayments({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, refunds, mismatches, totals, filter, configured } = loaderData;
  const t = useText(paymentsText);
  const f = useFormat();
  const filtered = Boolean(filter.status || filter.provider || filter.q);
  return (
    <>
      <AdminTitle title={t.title} lead={t.lead(f.money(totals.received), totals.payments, f.money(totals.refunded), f.money(totals.refundsPending))}>
        <a href={loaderData.exportHref} download className={buttonClasses('secondary', 'md')}>
          {t.exportCsv}
        </a>
      </AdminTitle>
      {configured.length === 0 ? <p className="mb-6 rounded-xl bg-marigold-100 px-4 py-3 text-sm">{t.notConfigured}</p> : null}
      <ActionNotices reply={actionData} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
          {t.search}
          <input type="search" name="q" defaultValue={filter.q} placeholder={t.searchPlaceholder} className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t.state}
          <select name="status" defaultValue={filter.status ?? ''} className={cn(inputClasses, 'w-40')}>
            <option value="">{t.all}</option>
            {paymentStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {statusName(f.lang, s)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t.provider}
          <select name="provider" defaultValue={filter.provider ?? ''} className={cn(inputClasses, 'w-40')}>
            <option value="">{t.all}</option>
            {providerNameSchema.options.map((p) => (
              <option key={p} value={p}>
                {providerName[p]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary">
          {t.show}
        </Button>
        {filtered ? (
          <Link to={href('/managePayments')} className={buttonClasses('ghost', 'md')}>
            {t.clear}
          </Link>
        ) : null}
      </Form>
      <h2 className="mb-3 font-display text-xl font-bold text-teal-950">{t.payments}</h2>
      <AdminTable
        caption={t.payments}
        rows={payments}
        rowKey={(p) => p._id}
        empty={filtered ? t.noPaymentMatch : t.noPayments}
        columns={[
          {
            label: t.booking,
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
            label: t.amount,
            cell: (p) => (
              <span>
                <span className="block font-semibold">{f.money(p.amount)}</span>
                <span className="text-ink-muted">
                  {statusName(f.lang, p.purpose)} · {providerName[p.provider]}
                </span>
              </span>
            ),
          },
          {
            label: t.state,
            cell: (p) => (
              <span>
                <span className={cn('block font-semibold', tone[p.status])}>{statusName(f.lang, p.status)}</span>
                <span className="text-ink-muted">{p.paidAt ? t.paidOn(f.date(p.paidAt)) : t.startedOn(f.date(p.createdAt))}</span>
                {p.statusReason ? <span className="block text-xs text-ink-muted">{f.message(p.statusReason)}</span> : null}
              </span>
            ),
          },
          {
            label: t.references,
            cell: (p) => (
              <span className="text-xs break-all">
                <span className="block">{t.ours(p.merchantRef)}</span>
                {p.providerSessionId ? <span className="block text-ink-muted">{t.session(p.providerSessionId)}</span> : null}
                {p.providerPaymentId ? <span className="block text-ink-muted">{t.transaction(p.providerPaymentId)}</span> : null}
              </span>
            ),
          },
          {
            label: t.actions,
            cell: (p) => (
              <span className={cellControls}>
                <ActionButton intent="reconcile" id={p._id} label={t.askProvider} accessibleLabel={t.askProviderAbout(p.merchantRef)} />
                {p.status === 'Held' ? <ActionButton intent="release" id={p._id} label={t.release} accessibleLabel={t.releaseHeld(p.merchantRef)} /> : null}
                {p.status === 'Held' && p.bookingStatus === 'Cancelled' ? (
                  <ActionButton intent="refund-held" id={p._id} label={t.refundInFull} accessibleLabel={t.refundHeldInFull(p.merchantRef)} />
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <h2 className="mt-10 mb-3 font-display text-xl font-bold text-teal-950">{t.refunds}</h2>
      <AdminTable
        caption={t.refunds}
        rows={refunds}
        rowKey={(r) => r._id}
        empty={filtered ? t.noRefundMatch : t.noRefunds}
        columns={[
          {
            label: t.booking,
            cell: (r) => (
              <Link to={href('/bookDetails/:id', { id: r.bookingId })} className="font-semibold">
                {r.customer}
              </Link>
            ),
          },
          {
            label: t.amount,
            cell: (r) => (
              <span>
                <span className="block font-semibold">{f.money(r.amount)}</span>
                <span className="text-ink-muted">{providerName[r.provider]}</span>
              </span>
            ),
          },
          {
            label: t.state,
            cell: (r) => (
              <span>
                <span className={cn('block font-semibold', tone[r.status])}>{statusName(f.lang, r.status)}</span>
                <span className="text-ink-muted">{r.refundedAt ? t.refundedOn(f.date(r.refundedAt)) : t.since(f.date(r.createdAt))}</span>
                {r.statusReason ? <span className="block text-xs text-ink-muted">{f.message(r.statusReason)}</span> : null}
                {r.status === 'Unconfirmed' ? <span className="mt-1 block text-xs">{t.unconfirmedHelp}</span> : null}
                {r.attempts > 1 ? <span className="block text-xs text-ink-muted">{t.attempts(r.attempts)}</span> : null}
              </span>
            ),
          },
          {
            label: t.references,
            cell: (r) => (
              <span className="text-xs break-all">
                <span className="block">{t.ours(r.refundRef)}</span>
                {r.providerRefundId ? <span className="block text-ink-muted">{t.providerRef(r.providerRefundId)}</span> : null}
                <span className="block text-ink-muted">{f.message(r.reason)}</span>
              </span>
            ),
          },
          {
            label: t.actions,
            cell: (r) =>
              r.status === 'Failed' ? (
                <ActionButton intent="retry-refund" id={r._id} label={t.sendAgain} accessibleLabel={t.sendAgainRefund(r.refundRef)} />
              ) : r.status === 'Unconfirmed' ? (
                <span className="flex flex-col gap-3">
                  <ActionButton intent="mark-refunded" id={r._id} label={t.markRefunded} accessibleLabel={t.markRefundedRefund(r.refundRef)} />
                  <ConfirmedSendAgain id={r._id} label={t.sendAgain} accessibleLabel={t.sendAgainRefund(r.refundRef)} confirm={t.confirmNotMade} />
                </span>
              ) : null,
          },
        ]}
      />
      <h2 className="mt-10 mb-1 font-display text-xl font-bold text-teal-950">{t.mismatches}</h2>
      <p className="mb-3 text-sm text-ink-muted">{t.mismatchesLead}</p>
      <AdminTable
        caption={t.mismatches}
        rows={mismatches}
        rowKey={(m) => m._id}
        empty={t.noMismatches}
        columns={[
          {
            label: t.kind,
            cell: (m) => (
              <span>
                <span className={cn('block font-semibold', m.resolvedAt ? 'text-ink-muted' : 'text-marigold-800')}>{t.kindName(m.kind)}</span>
                <span className="text-ink-muted">{providerName[m.provider]}</span>
              </span>
            ),
          },
          {
            label: t.booking,
            cell: (m) => (
              <span className="text-xs break-all">
                {m.bookingId ? (
                  <Link to={href('/bookDetails/:id', { id: m.bookingId })} className="block font-semibold">
                    {m.merchantRef}
                  </Link>
                ) : (
                  // A notification naming no payment of ours: no booking to open.
                  <span className="block font-semibold">{m.merchantRef}</span>
                )}
              </span>
            ),
          },
          {
            label: t.oursTheirs,
            cell: (m) => <span className="font-semibold">{t.oursVsTheirs(statusName(f.lang, m.ours), statusName(f.lang, m.theirs))}</span>,
          },
          { label: t.detail, cell: (m) => <span className="text-xs break-all">{m.detail}</span> },
          {
            label: t.found,
            cell: (m) => (
              <span className="text-xs">
                <span className="block">{t.foundOn(f.date(m.foundAt))}</span>
                <span className="text-ink-muted">{m.resolvedAt ? t.resolvedOn(f.date(m.resolvedAt)) : t.open}</span>
              </span>
            ),
          },
          {
            label: t.actions,
            // A notification naming no payment of ours: nothing but the operator can close it.
            cell: (m) =>
              m.kind === 'unknown-transaction' && !m.paymentId && !m.resolvedAt ? (
                <ActionButton intent="resolve-finding" id={m._id} label={t.lookedUp} accessibleLabel={t.lookedUpFinding(m.merchantRef)} />
              ) : null,
          },
        ]}
      />
    </>
  );
}
