/**
 * /payments/{provider}/return/{paymentId}: where a provider's page sends the customer back (bKash
 * with a GET and `paymentID`/`status`; SSLCommerz with a POST of its form). What the browser brings
 * is never proof, in either direction: the payments service asks the provider and settles by its
 * answer only (a "cancel" typed by anyone leaves an open payment open).
 *
 * Only the booking's signed-in owner goes on to the booking's page; anyone else lands on the same
 * neutral page ("payment received, being checked, sign in": payment-received.tsx) and learns no
 * booking id. A cross-site POST may carry no SameSite cookie, so the POST is answered with a
 * redirect to this address by GET, which does. A resource route: a provider's cross-origin POST is
 * what it is for.
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

/** Hands what came back to the payments service (it asks the provider); a payment it does not know is a 404. */
async function askProvider(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params'], sent: Record<string, string>) {
  const { services, lang } = appFrom(context);
  try {
    await services.payments.returned(params.provider, params.id, sent);
  } catch (error) {
    const refusal = domainRefusalOf(error);
    if (refusal?.status === 404) throw data(detailsText[lang].paymentNotFound, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, viewer } = appFrom(context);
  const sent = fieldsOf(new URL(request.url).searchParams.entries());
  // A GET with the provider's parameters (bKash) is a return to check; without (after the POST below) it was checked.
  if (Object.keys(sent).length > 0) await askProvider(context, params, sent);
  const owner = await services.payments.isOwnersPayment(viewer, params.id);
  if (owner) return redirect(`${href('/detailsPackage/:id', { id: owner.bookingId })}?payment=${encodeURIComponent(params.id)}`, 303);
  return redirect(href('/payments/:provider/received/:id', { provider: params.provider, id: params.id }), 303);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await askProvider(context, params, fieldsOf((await request.formData()).entries()));
  // By GET now: the customer's session cookie comes with it, and the address carries no form.
  return redirect(href('/payments/:provider/return/:id', { provider: params.provider, id: params.id }), 303);
}
