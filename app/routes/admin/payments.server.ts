/**
 * The payments screen's filter (from the URL) and actions: reconcile a payment with its provider,
 * release a held one (or refund it in full, its booking cancelled), send a failed refund again (an unconfirmed one only with the operator's
 * confirmation that the merchant panel shows no such refund), mark an unconfirmed refund refunded,
 * mark a notification naming no payment of ours as looked up.
 * Shared by /managePayments and its CSV.
 */
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { paymentFilterInput } from '../../../shared/schemas/payments.ts';
import { formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { unknownAction, type AdminContext } from './admin.server.ts';
import { paymentsText } from './payments.text.ts';
import { statusName } from './status.text.ts';

export function paymentFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = paymentFilterInput.safeParse({
    status: params.get('status') || undefined,
    provider: params.get('provider') || undefined,
    q: params.get('q') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

/** Messages in the page's language. */
export async function paymentAction({ services, actor }: AdminContext, form: FormData, lang: Lang) {
  const t = paymentsText[lang];
  const status = (s: string) => statusName(lang, s);
  const { intent, id } = formText(form, ['intent', 'id']);
  try {
    if (intent === 'reconcile') {
      const { payment, provider } = await services.payments.reconcile(actor, id);
      return succeed({ intent, message: t.reconciled(provider ? status(provider.status) : t.nothing, payment.merchantRef, status(payment.status)) });
    }
    if (intent === 'release') {
      const payment = await services.payments.release(actor, id);
      return succeed({ intent, message: t.released(payment.merchantRef, status(payment.status)) });
    }
    if (intent === 'refund-held') {
      const payment = await services.payments.refundHeld(actor, id);
      return succeed({ intent, message: t.refundedInFull(payment.merchantRef, formatMoney(lang, payment.amount)) });
    }
    if (intent === 'retry-refund') {
      const refund = await services.payments.retryRefund(actor, id, { confirmed: form.get('confirmed') === 'on' });
      return succeed({ intent, message: t.refundSent(refund.refundRef, status(refund.status), refund.statusReason ?? '') });
    }
    if (intent === 'mark-refunded') {
      const refund = await services.payments.markRefunded(actor, id);
      return succeed({ intent, message: t.markedRefunded(refund.refundRef) });
    }
    if (intent === 'resolve-finding') {
      const { merchantRef } = await services.payments.resolveUnknownNotification(actor, id);
      return succeed({ intent, message: t.markedLookedUp(merchantRef) });
    }
  } catch (error) {
    return refusalReply(error, {}, intent);
  }
  return unknownAction(form);
}
