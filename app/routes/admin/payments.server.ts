/**
 * The payments screen's filter (from the URL) and actions: reconcile a payment with its provider,
 * release a held one, send a failed refund again. Shared by /managePayments and its CSV.
 */
import { paymentFilterInput } from '../../../shared/schemas/payments.ts';
import { formText, refusalReply, succeed } from '../../lib/forms.server.ts';
import { unknownAction, type AdminContext } from './admin.server.ts';

export function paymentFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = paymentFilterInput.safeParse({
    status: params.get('status') || undefined,
    provider: params.get('provider') || undefined,
    q: params.get('q') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

export async function paymentAction({ services, actor }: AdminContext, form: FormData) {
  const { intent, id } = formText(form, ['intent', 'id']);
  try {
    if (intent === 'reconcile') {
      const { payment, provider } = await services.payments.reconcile(actor, id);
      return succeed({ intent, message: `The provider says ${provider?.status ?? 'nothing'}: the payment ${payment.merchantRef} is ${payment.status}.` });
    }
    if (intent === 'release') {
      const payment = await services.payments.release(actor, id);
      return succeed({ intent, message: `The payment ${payment.merchantRef} is released: ${payment.status}.` });
    }
    if (intent === 'retry-refund') {
      const refund = await services.payments.retryRefund(actor, id);
      return succeed({
        intent,
        message: `The refund ${refund.refundRef} was sent again: ${refund.status}${refund.statusReason ? ` (${refund.statusReason})` : ''}.`,
      });
    }
  } catch (error) {
    return refusalReply(error, {}, intent);
  }
  return unknownAction(form);
}
