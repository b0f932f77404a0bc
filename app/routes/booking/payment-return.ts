/**
 * /payments/{provider}/return/{paymentId}: where a provider's page sends the customer back (bKash
 * with a GET and `paymentID`/`status`; SSLCommerz with a POST of its form). What the browser brings
 * is never proof of payment: the payments service asks the provider and settles by its answer,
 * then the customer lands on the booking's page, which shows the payment as it now is. No session
 * is needed here (a cross-site POST carries no SameSite cookie); the booking page asks for one.
 */
import { data, href, redirect } from 'react-router';
import { appFrom } from '../../context.ts';
import { domainRefusalOf } from '../../lib/forms.server.ts';
import { detailsText } from './details-package.text.ts';
import type { Route } from './+types/payment-return';

/** At most this many parameters, each this long: what a provider sends back is small. */
const maxFields = 60;
const maxLength = 2000;

function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || Object.keys(out).length >= maxFields) continue;
    out[key.slice(0, 100)] = value.slice(0, maxLength);
  }
  return out;
}

async function comeBack(request: Request, context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const { services, lang } = appFrom(context);
  const url = new URL(request.url);
  const sent = { ...fieldsOf(url.searchParams.entries()), ...(request.method === 'POST' ? fieldsOf((await request.formData()).entries()) : {}) };
  try {
    const payment = await services.payments.returned(params.provider, params.id, sent);
    return redirect(`${href('/detailsPackage/:id', { id: payment.bookingId })}?payment=${encodeURIComponent(payment.id)}`, 303);
  } catch (error) {
    const refusal = domainRefusalOf(error);
    if (refusal?.status === 404) throw data(detailsText[lang].paymentNotFound, { status: 404 });
    throw error;
  }
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => comeBack(request, context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => comeBack(request, context, params);
