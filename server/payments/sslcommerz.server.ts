/**
 * SSLCommerz hosted checkout (API v4): the session (gwprocess/v4/api.php), the IPN and the browser's
 * success POST signed with verify_sign/verify_key, the Order Validation API (validationserverAPI.php)
 * and the Transaction Query, Refund and Refund Query APIs (merchantTransIDvalidationAPI.php).
 * Nothing the customer's browser posts is proof: `verify` only says a post is authentic and which
 * payment it names; `confirm` asks the validation API with the val_id.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentSettings } from '../config.server.ts';
import { parseProviderAmount, sameAmount, toProviderAmount } from './money.server.ts';
import { badShape, callProvider, defaultTimeoutMs, type ProviderHttp } from './provider-http.server.ts';
import {
  ProviderError,
  type PaymentProvider,
  type PaymentRef,
  type PaymentState,
  type RefundState,
  type StartInput,
  type VerifiedNotification,
} from './provider.server.ts';

export type SslcommerzSettings = NonNullable<PaymentSettings['sslcommerz']>;

export interface SslcommerzOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const str = z.union([z.string(), z.number()]).transform(String);
const optStr = str.nullish();

const sessionAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

/** One transaction as the validation and query APIs give it (extra fields kept in `raw`). */
const transaction = z.object({
  status: z.string(),
  tran_id: optStr,
  val_id: optStr,
  amount: optStr,
  currency: optStr,
  currency_type: optStr,
  currency_amount: optStr,
  bank_tran_id: optStr,
  risk_level: optStr,
  risk_title: optStr,
  error: optStr,
});
type Transaction = z.infer<typeof transaction>;

const queryAnswer = z.object({
  APIConnect: z.string(),
  no_of_trans_found: optStr,
  element: z.array(z.unknown()).nullish(),
});

const refundAnswer = z.object({
  APIConnect: z.string(),
  status: optStr,
  refund_ref_id: optStr,
  errorReason: optStr,
});

const paidStatuses = new Set(['VALID', 'VALIDATED']);

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * SSLCommerz's signature: the fields named in verify_key plus store_passwd = md5(store password),
 * sorted by name, `key=value` joined with '&', md5 in hex. Shared with the test peer, which signs.
 */
export function sslcommerzSignature(fields: Record<string, string>, verifyKey: string, storePassword: string): string {
  const pairs = new Map<string, string>();
  for (const key of verifyKey.split(',')) if (key) pairs.set(key, fields[key] ?? '');
  pairs.set('store_passwd', md5(storePassword));
  const sorted = [...pairs.keys()].sort();
  return md5(sorted.map((key) => `${key}=${pairs.get(key)}`).join('&'));
}

function withOutcome(url: string, outcome: 'success' | 'fail' | 'cancel'): string {
  const u = new URL(url);
  u.searchParams.set('outcome', outcome);
  return u.toString();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSslcommerz(settings: SslcommerzSettings, opts: SslcommerzOptions = {}): PaymentProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const http: ProviderHttp = { fetch: opts.fetch ?? fetch, timeoutMs: opts.timeoutMs ?? defaultTimeoutMs, provider: 'sslcommerz' };
  const credentials = { store_id: settings.storeId, store_passwd: settings.storePassword };

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ ...params, ...credentials, format: 'json' })}`;
    return (await callProvider(http, url, { method: 'GET', headers: { accept: 'application/json' } })).json;
  }

  /** A transaction's answer checked against what we asked for: only then is it Paid. */
  function stateOf(tx: Transaction, payment: PaymentRef, raw: unknown): PaymentState {
    const amount = parseProviderAmount(tx.amount);
    // The validation API answers `currency`; the transaction query only `currency_type` (what the session was opened in).
    const currency = tx.currency ?? tx.currency_type ?? null;
    const common = { amount, currency, providerPaymentId: tx.bank_tran_id ?? null, raw };
    if (paidStatuses.has(tx.status)) {
      const problems: string[] = [];
      if (tx.tran_id !== payment.merchantRef) problems.push(`tran_id ${tx.tran_id ?? '(none)'} is not ${payment.merchantRef}`);
      if (!sameAmount(tx.amount, payment.amount)) problems.push(`amount ${tx.amount ?? '(none)'} is not ${toProviderAmount(payment.amount)}`);
      if (currency !== 'BDT') problems.push(`currency ${currency ?? '(none)'} is not BDT`);
      // currency_type/currency_amount are what the session was opened with: ours were BDT and the amount.
      if (tx.currency_type != null && tx.currency_type !== 'BDT') problems.push(`currency_type ${tx.currency_type} is not BDT`);
      if (tx.currency_amount != null && !sameAmount(tx.currency_amount, payment.amount)) problems.push(`currency_amount ${tx.currency_amount} is not ours`);
      // Money was taken, but not as we asked: not a failure (the provider did not say no), the operator looks.
      if (problems.length > 0) return { ...common, status: 'Unknown', reason: `SSLCommerz answer does not match the payment: ${problems.join('; ')}` };
      // risk_level 1: SSLCommerz took the money but flags the transaction; a person decides.
      if (tx.risk_level === '1') return { ...common, status: 'Held', reason: `SSLCommerz risk level 1${tx.risk_title ? `: ${tx.risk_title}` : ''}` };
      return { ...common, status: 'Paid' };
    }
    if (tx.status === 'CANCELLED') return { ...common, status: 'Cancelled', reason: 'Cancelled at SSLCommerz' };
    if (tx.status === 'PENDING' || tx.status === 'UNATTEMPTED') return { ...common, status: 'Initiated', reason: `SSLCommerz status ${tx.status}` };
    if (tx.status === 'FAILED') return { ...common, status: 'Failed', reason: `SSLCommerz status ${tx.status}${tx.error ? `: ${tx.error}` : ''}` };
    // Any other status is not a documented "no": asked again later.
    return { ...common, status: 'Unknown', reason: `SSLCommerz status ${tx.status}${tx.error ? `: ${tx.error}` : ''}` };
  }

  async function query(payment: PaymentRef): Promise<PaymentState> {
    const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: payment.merchantRef });
    const answer = queryAnswer.safeParse(json);
    if (!answer.success) throw badShape('sslcommerz', 'transaction query', json);
    if (answer.data.APIConnect !== 'DONE') throw new ProviderError(`SSLCommerz transaction query: ${answer.data.APIConnect}`, 'sslcommerz', false, json);
    const elements = (answer.data.element ?? []).flatMap((e) => {
      const parsed = transaction.safeParse(e);
      return parsed.success && parsed.data.tran_id === payment.merchantRef ? [parsed.data] : [];
    });
    const paid = elements.find((e) => paidStatuses.has(e.status));
    if (paid) return stateOf(paid, payment, json);
    // Several attempts under one tran_id: a cancel or a failure says the customer left; none, nothing happened yet.
    const ended = elements.find((e) => e.status === 'CANCELLED') ?? elements.find((e) => e.status === 'FAILED') ?? elements[0];
    if (ended) return stateOf(ended, payment, json);
    return { status: 'Initiated', amount: null, currency: null, providerPaymentId: null, reason: 'No SSLCommerz transaction found', raw: json };
  }

  function refundState(json: unknown, what: string): RefundState {
    const answer = refundAnswer.safeParse(json);
    if (!answer.success) throw badShape('sslcommerz', what, json);
    const { APIConnect, status, refund_ref_id, errorReason } = answer.data;
    if (APIConnect !== 'DONE') throw new ProviderError(`SSLCommerz ${what}: ${APIConnect}`, 'sslcommerz', false, json);
    const providerRefundId = refund_ref_id ?? null;
    switch (status) {
      case 'refunded':
        return { status: 'Refunded', providerRefundId, raw: json };
      case 'success': // the refund request was taken; SSLCommerz carries it out later
      case 'processing':
        return { status: 'Pending', providerRefundId, raw: json };
      default:
        return { status: 'Failed', providerRefundId, reason: errorReason ?? `SSLCommerz refund status ${status ?? '(none)'}`, raw: json };
    }
  }

  return {
    name: 'sslcommerz',
    label: 'Card, bKash, Nagad, Rocket or internet banking (SSLCommerz)',
    origins: [new URL(base).origin],

    async start(input: StartInput) {
      const { booking, customer } = input;
      const form = new URLSearchParams({
        ...credentials,
        total_amount: toProviderAmount(input.amount),
        currency: 'BDT',
        tran_id: input.merchantRef,
        success_url: withOutcome(input.returnUrl, 'success'),
        fail_url: withOutcome(input.returnUrl, 'fail'),
        cancel_url: withOutcome(input.returnUrl, 'cancel'),
        ipn_url: input.notifyUrl,
        cus_name: customer.name,
        cus_email: customer.email,
        cus_add1: customer.address,
        cus_city: customer.city,
        cus_country: 'Bangladesh',
        cus_phone: customer.phone,
        shipping_method: 'NO',
        num_of_item: String(booking.travellers),
        product_name: `${booking.tourName} (${input.purpose === 'advance' ? 'advance' : 'balance'})`.slice(0, 255),
        product_category: 'Tour',
        product_profile: 'travel-vertical',
        hours_till_departure: `${Math.max(0, Math.floor(booking.hoursTillDeparture))} hrs`,
        flight_type: 'None',
        pnr: booking.id,
        journey_from_to: `Tour ${booking.travelDate}`,
        third_party_booking: 'No',
        value_a: booking.id,
        value_b: input.purpose,
      });
      const { json } = await callProvider(http, `${base}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
      const answer = sessionAnswer.safeParse(json);
      if (!answer.success) throw badShape('sslcommerz', 'session', json);
      const { status, GatewayPageURL, sessionkey, failedreason } = answer.data;
      if (status !== 'SUCCESS' || !GatewayPageURL || !URL.canParse(GatewayPageURL) || !/^https?:$/.test(new URL(GatewayPageURL).protocol)) {
        throw new ProviderError(`SSLCommerz refused the session: ${failedreason ?? status}`, 'sslcommerz', false, json);
      }
      return { redirectUrl: GatewayPageURL, providerSessionId: sessionkey ?? null, raw: json };
    },

    async verify(request) {
      const fields = Object.fromEntries(new URLSearchParams(request.body));
      const { verify_sign: sign, verify_key: verifyKey, tran_id: tranId, val_id: valId, status, store_id: storeId } = fields;
      if (!sign || !verifyKey || !tranId || !status) return null;
      if (storeId !== undefined && storeId !== settings.storeId) return null;
      // The fields we act on must be among the signed ones: anything outside verify_key is anyone's.
      const signed = new Set(verifyKey.split(','));
      for (const key of ['tran_id', 'status', ...(valId !== undefined ? ['val_id'] : []), ...(storeId !== undefined ? ['store_id'] : [])]) {
        if (!signed.has(key)) return null;
      }
      if (!sameText(sslcommerzSignature(fields, verifyKey, settings.storePassword), sign.toLowerCase())) return null;
      const notification: VerifiedNotification = {
        eventId: `ipn:${tranId}:${valId || status}`,
        merchantRef: tranId,
        providerSessionId: null,
        params: { status, tran_id: tranId, ...(valId ? { val_id: valId } : {}) },
        raw: fields,
      };
      return notification;
    },

    async confirm(payment, params) {
      const valId = params.val_id;
      // A fail/cancel return carries no val_id: the transaction query says what happened.
      if (!valId) return query(payment);
      const json = await getJson('/validator/api/validationserverAPI.php', { val_id: valId, v: '1' });
      const answer = transaction.safeParse(json);
      if (!answer.success) throw badShape('sslcommerz', 'validation', json);
      // A val_id SSLCommerz does not know, or one of another transaction, says nothing about this
      // payment (anyone can post a return): it is asked about by its own tran_id instead.
      if (answer.data.tran_id !== payment.merchantRef) return query(payment);
      return stateOf(answer.data, payment, json);
    },

    query,

    async refund(payment, input) {
      if (!payment.providerPaymentId) throw new ProviderError('SSLCommerz refund: the payment has no bank_tran_id', 'sslcommerz', false);
      const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: payment.providerPaymentId,
        refund_amount: toProviderAmount(input.amount),
        refund_remarks: input.reason.slice(0, 255) || 'Refund',
        refe_id: input.refundRef,
        // The newer refund API asks a unique refund_trans_id too: the same reference, so a retried request is one refund.
        refund_trans_id: input.refundRef,
      });
      return refundState(json, 'refund');
    },

    async refundStatus(_payment, refund) {
      if (!refund.providerRefundId) throw new ProviderError('SSLCommerz refund query: no refund_ref_id is known', 'sslcommerz', false);
      const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', { refund_ref_id: refund.providerRefundId });
      return refundState(json, 'refund query');
    },
  };
}
