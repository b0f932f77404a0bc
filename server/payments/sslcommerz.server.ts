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

/**
 * One transaction as the Order Validation API and the Transaction Query API give it (extra fields
 * kept in `raw`). The two answers differ: the validation answer documents `currency_type` and
 * `currency_amount` (what the session was opened with), the query's elements add `currency` (what
 * is settled to the merchant) and some answers carry only `currency_type`. Everything but `status`
 * is optional here: what a decision needs is checked where it is made, and a missing field is an
 * unknown outcome, never a failure.
 */
const transaction = z.object({
  status: z.string(),
  APIConnect: optStr,
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
/** Statuses that say the customer has not paid yet and still may. */
const openStatuses = new Set(['PENDING', 'UNATTEMPTED']);

/** A value cut to the length SSLCommerz's guide gives the field (longer ones are refused). */
function fit(value: string, max: number): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** The booking form asks for no postcode; SSLCommerz makes cus_postcode mandatory: "0000" says "not known". */
export const unknownPostcode = '0000';

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

  /**
   * A transaction's answer checked against what we asked for. Paid (or Held) only when it names our
   * tran_id, our amount and BDT; Failed or Cancelled only when SSLCommerz says so (FAILED,
   * CANCELLED, EXPIRED). Another amount or currency is Unknown (the operator looks); anything it
   * does not say (a missing field, a status the guide does not list) is an unclear answer (a
   * badShape error), never a failure.
   */
  function stateOf(tx: Transaction, payment: PaymentRef, raw: unknown): PaymentState {
    if (tx.tran_id !== payment.merchantRef) throw badShape('sslcommerz', 'transaction', raw, `tran_id ${tx.tran_id ?? '(none)'} is not ${payment.merchantRef}`);
    // currency_type is the session's currency (ours: BDT); `currency` is the settlement currency of the query's elements.
    const currency = tx.currency_type ?? tx.currency ?? null;
    const amount = parseProviderAmount(tx.amount);
    const common = { amount, currency, providerPaymentId: tx.bank_tran_id ?? null, raw };
    if (paidStatuses.has(tx.status)) {
      const missing = [
        ...(tx.amount == null ? ['amount'] : amount === null ? [`amount ${tx.amount}`] : []),
        ...(currency === null ? ['currency_type'] : []),
        ...(!tx.bank_tran_id ? ['bank_tran_id'] : []),
      ];
      if (missing.length > 0) throw badShape('sslcommerz', 'transaction', raw, `${tx.status} without ${missing.join(', ')}`);
      const problems: string[] = [];
      if (amount !== payment.amount) problems.push(`amount ${tx.amount} is not ${toProviderAmount(payment.amount)}`);
      if (currency !== 'BDT') problems.push(`currency ${currency} is not BDT`);
      if (tx.currency_amount != null && !sameAmount(tx.currency_amount, payment.amount)) problems.push(`currency_amount ${tx.currency_amount} is not ours`);
      // Money was taken, but not as we asked: not a failure (SSLCommerz did not say no), the operator looks.
      if (problems.length > 0) return { ...common, status: 'Unknown', reason: `SSLCommerz answer does not match the payment: ${problems.join('; ')}` };
      // risk_level 1: SSLCommerz took the money but flags the transaction; a person decides.
      if (tx.risk_level === '1') return { ...common, status: 'Held', reason: `SSLCommerz risk level 1${tx.risk_title ? `: ${tx.risk_title}` : ''}` };
      return { ...common, status: 'Paid' };
    }
    if (openStatuses.has(tx.status)) return { ...common, status: 'Initiated', reason: `SSLCommerz status ${tx.status}` };
    if (tx.status === 'CANCELLED') return { ...common, status: 'Cancelled', reason: 'Cancelled at SSLCommerz' };
    if (tx.status === 'EXPIRED') return { ...common, status: 'Cancelled', reason: 'The SSLCommerz session expired unpaid' };
    if (tx.status === 'FAILED') return { ...common, status: 'Failed', reason: `SSLCommerz status FAILED${tx.error ? `: ${tx.error}` : ''}` };
    throw badShape('sslcommerz', 'transaction', raw, `status ${tx.status}`);
  }

  async function query(payment: PaymentRef): Promise<PaymentState> {
    const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: payment.merchantRef });
    const answer = queryAnswer.safeParse(json);
    if (!answer.success) throw badShape('sslcommerz', 'transaction query', json);
    // INVALID_REQUEST, FAILED, INACTIVE: the API did not answer about the payment.
    if (answer.data.APIConnect !== 'DONE') throw badShape('sslcommerz', 'transaction query', json, `APIConnect ${answer.data.APIConnect}`);
    const parsed = (answer.data.element ?? []).map((e) => transaction.safeParse(e));
    const elements = parsed.flatMap((e) => (e.success && e.data.tran_id === payment.merchantRef ? [e.data] : []));
    // Several attempts under one tran_id: one paid is the answer.
    const paid = elements.find((e) => paidStatuses.has(e.status));
    if (paid) return stateOf(paid, payment, json);
    if (parsed.some((e) => !e.success)) throw badShape('sslcommerz', 'transaction query', json, 'an element without a status');
    const states = elements.map((e) => stateOf(e, payment, json));
    // The customer may still pay on an open attempt; else the last word: cancelled, then failed.
    const found = states.find((e) => e.status === 'Initiated') ?? states.find((e) => e.status === 'Cancelled') ?? states.find((e) => e.status === 'Failed');
    if (found) return found;
    return { status: 'Initiated', amount: null, currency: null, providerPaymentId: null, reason: 'No SSLCommerz transaction found', raw: json };
  }

  /** The Refund API's answer: taken (Pending), refused (Failed, nothing was refunded), or unknown. */
  function refundStarted(json: unknown): RefundState {
    const answer = refundAnswer.safeParse(json);
    if (!answer.success) throw badShape('sslcommerz', 'refund', json);
    const { APIConnect, status, refund_ref_id, errorReason } = answer.data;
    // The API refused the request (INVALID_REQUEST, FAILED, INACTIVE): no refund was initiated.
    if (APIConnect !== 'DONE')
      return { status: 'Failed', providerRefundId: null, reason: `SSLCommerz refund API: ${APIConnect}${errorReason ? `: ${errorReason}` : ''}`, raw: json };
    if (status === 'failed')
      return { status: 'Failed', providerRefundId: refund_ref_id ?? null, reason: errorReason || 'SSLCommerz refused the refund', raw: json };
    if (!refund_ref_id) throw badShape('sslcommerz', 'refund', json, `status ${status ?? '(none)'} without refund_ref_id`);
    // success: the request was taken; SSLCommerz carries it out later (the refund query says when).
    if (status === 'success' || status === 'processing') return { status: 'Pending', providerRefundId: refund_ref_id, raw: json };
    if (status === 'refunded') return { status: 'Refunded', providerRefundId: refund_ref_id, raw: json };
    throw badShape('sslcommerz', 'refund', json, `status ${status ?? '(none)'}`);
  }

  /** The Refund Query API's answer: refunded, processing, cancelled; anything else is unknown. */
  function refundQueried(json: unknown, refundRefId: string): RefundState {
    const answer = refundAnswer.safeParse(json);
    if (!answer.success) throw badShape('sslcommerz', 'refund query', json);
    const { APIConnect, status, refund_ref_id, errorReason } = answer.data;
    if (APIConnect !== 'DONE') throw badShape('sslcommerz', 'refund query', json, `APIConnect ${APIConnect}`);
    if (refund_ref_id != null && refund_ref_id !== refundRefId) throw badShape('sslcommerz', 'refund query', json, `refund_ref_id ${refund_ref_id}`);
    switch (status) {
      case 'refunded':
        return { status: 'Refunded', providerRefundId: refundRefId, raw: json };
      case 'processing':
        return { status: 'Pending', providerRefundId: refundRefId, raw: json };
      case 'cancelled':
        return { status: 'Failed', providerRefundId: refundRefId, reason: errorReason || 'SSLCommerz cancelled the refund', raw: json };
      default:
        throw badShape('sslcommerz', 'refund query', json, `status ${status ?? '(none)'}`);
    }
  }

  return {
    name: 'sslcommerz',
    label: 'Card, bKash, Nagad, Rocket or internet banking (SSLCommerz)',
    origins: [new URL(base).origin],

    async start(input: StartInput) {
      const { booking, customer } = input;
      // Field by field as SSLCommerz's integration guide (API v4) lists them; lengths are its own.
      // docs/payments.md says where each value comes from.
      const form = new URLSearchParams({
        ...credentials,
        total_amount: toProviderAmount(input.amount),
        currency: 'BDT',
        tran_id: input.merchantRef,
        success_url: withOutcome(input.returnUrl, 'success'),
        fail_url: withOutcome(input.returnUrl, 'fail'),
        cancel_url: withOutcome(input.returnUrl, 'cancel'),
        ipn_url: input.notifyUrl,
        cus_name: fit(customer.name, 50),
        cus_email: fit(customer.email, 50),
        cus_add1: fit(customer.address, 50),
        cus_city: fit(customer.city, 50),
        cus_postcode: fit(customer.postcode || unknownPostcode, 30),
        cus_country: fit(customer.country || 'Bangladesh', 50),
        cus_phone: fit(customer.phone, 20),
        // A tour: nothing is shipped. One booking is one item.
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: fit(
          `${booking.tourName}, ${booking.travelDate}, ${booking.travellers} traveller${booking.travellers === 1 ? '' : 's'} (${input.purpose})`,
          255,
        ),
        product_category: 'Tour package',
        // travel-vertical: the stay the tour is (its name, its days, the departure date, the place).
        product_profile: 'travel-vertical',
        hotel_name: fit(booking.tourName, 255),
        length_of_stay: booking.totalDays ? `${booking.totalDays} day${booking.totalDays === 1 ? '' : 's'}` : '',
        check_in_time: booking.travelDate,
        hotel_city: fit(booking.place || booking.tourName, 50),
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
      if (answer.data.APIConnect != null && answer.data.APIConnect !== 'DONE')
        throw badShape('sslcommerz', 'validation', json, `APIConnect ${answer.data.APIConnect}`);
      // A val_id SSLCommerz does not know (INVALID_TRANSACTION), or one of another transaction, says
      // nothing about this payment (anyone can post a return): it is asked about by its own tran_id.
      if (answer.data.status === 'INVALID_TRANSACTION' || answer.data.tran_id !== payment.merchantRef) return query(payment);
      return stateOf(answer.data, payment, json);
    },

    query,

    async refund(payment, input) {
      if (!payment.providerPaymentId) throw new ProviderError('SSLCommerz refund: the payment has no bank_tran_id', 'sslcommerz', false);
      const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: payment.providerPaymentId,
        // Mandatory since 24/02/2025: a unique id of this refund. SSLCommerz does not document that a
        // second request with it is refused: a refund whose answer was lost is asked about, never sent blind.
        refund_trans_id: input.refundRef,
        refund_amount: toProviderAmount(input.amount),
        refund_remarks: fit(input.reason, 255) || 'Refund',
        refe_id: input.refundRef,
      });
      return refundStarted(json);
    },

    async refundStatus(_payment, refund) {
      // The Refund Query API asks by refund_ref_id, which only the Refund API's answer carries: a
      // refund whose answer was lost cannot be asked about (nothing else lists a payment's refunds).
      if (!refund.providerRefundId) {
        return { status: 'Unknown', providerRefundId: null, reason: 'no refund_ref_id came back, so SSLCommerz cannot be asked about this refund', raw: null };
      }
      const json = await getJson('/validator/api/merchantTransIDvalidationAPI.php', { refund_ref_id: refund.providerRefundId });
      return refundQueried(json, refund.providerRefundId);
    },
  };
}
