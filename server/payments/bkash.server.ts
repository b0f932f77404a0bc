/**
 * bKash tokenized checkout: the token (grant, refresh, grant again when bKash says it is no longer
 * valid), create, execute (once per paymentID; on a timeout the payment's status instead), payment
 * status, search transaction, refund and refund status; and the webhook, an Amazon SNS message whose
 * signature is checked against the certificate at SigningCertURL (bkash-webhook.server.ts).
 *
 * The customer's return to callbackURL (`paymentID`, `status`) is never proof: `confirm` executes
 * the payment and checks bKash's answer against ours.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { PaymentSettings } from '../config.server.ts';
import { logLine } from '../logger.server.ts';
import { parseProviderAmount, sameAmount, toProviderAmount } from './money.server.ts';
import { badShape, callProvider, defaultTimeoutMs, type ProviderHttp } from './provider-http.server.ts';
import { bkashWebhookVerifier } from './bkash-webhook.server.ts';
import { ProviderError, type PaymentProvider, type PaymentRef, type PaymentState, type RefundState } from './provider.server.ts';

export type BkashSettings = NonNullable<PaymentSettings['bkash']>;

export interface BkashOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The clock for the token's expiry (ms since the epoch). */
  now?: () => number;
  /** Where a refused webhook is told, one line, no stack (default: console.warn). */
  log?: (line: string) => void;
}

const str = z.union([z.string(), z.number()]).transform(String);
const optStr = str.nullish();

const tokenAnswer = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.coerce.number().positive().nullish(),
});

/** bKash answers an error as {statusCode, statusMessage} (v1.2) or {errorCode, errorMessage} (older). */
const status = z.object({ statusCode: optStr, statusMessage: optStr, errorCode: optStr, errorMessage: optStr, message: optStr });

const createAnswer = z.object({ paymentID: z.string().min(1), bkashURL: z.string().min(1) });

const transactionAnswer = z.object({
  paymentID: optStr,
  trxID: optStr,
  transactionStatus: z.string(),
  amount: optStr,
  currency: optStr,
  merchantInvoiceNumber: optStr,
});
type Transaction = z.infer<typeof transactionAnswer>;

const refundAnswer = z.object({ transactionStatus: z.string(), refundTrxID: optStr, amount: optStr });
/** Refund status lists the payment's refunds (`refundTransactions`); an older answer names only one. */
const refundList = z.object({ refundTransactions: z.array(z.unknown()) });

/** bKash's answers that mean the id_token is no longer good: grant a new one and ask again once. */
const invalidTokenCodes = new Set(['2079']);
/**
 * execute's answers that mean it had been carried out before (2062 the payment has already been
 * completed, 2068 the transaction has already been completed, 2117 execute already called): the
 * payment's status says how it ended.
 */
const alreadyExecutedCodes = new Set(['2062', '2068', '2117']);
/** Answers that say nothing about what bKash did (maintenance, an exception on its side). */
const unknownCodes = new Set(['503', '2020', '2024']);
/** Payment statuses in which the customer has not paid yet and still may. */
const openStatuses = new Set(['Initiated', 'Authorized', 'Pending', 'Pending Authorized']);
/** Payment statuses that say the payment did not and will not happen. */
const failedStatuses = new Set(['Failed', 'Expired', 'Declined']);

/**
 * Where create's bkashURL sends the browser. In tests that is the peer, on baseUrl's origin. bKash's
 * own API hosts (tokenized.pay.bka.sh, tokenized.sandbox.bka.sh) serve no pages: the checkout pages
 * are on payment.bkash.com (sandbox.payment.bkash.com for the sandbox), as bkashURL shows
 * ("https://payment.bkash.com/redirect/tokenized/?paymentID=..."). A page that POSTs a form answered
 * with a redirect to bkashURL needs that origin in its CSP form-action.
 */
export function bkashOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  const origins = [url.origin];
  if (url.hostname === 'bka.sh' || url.hostname.endsWith('.bka.sh')) {
    origins.push(url.hostname.includes('sandbox') ? 'https://sandbox.payment.bkash.com' : 'https://payment.bkash.com');
  }
  return origins;
}

export function createBkash(settings: BkashSettings, opts: BkashOptions = {}): PaymentProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const http: ProviderHttp = { fetch: opts.fetch ?? fetch, timeoutMs: opts.timeoutMs ?? defaultTimeoutMs, provider: 'bkash' };
  const now = opts.now ?? Date.now;

  let token: { id: string; refresh: string | null; expiresAt: number } | null = null;
  let granting: Promise<string> | null = null;
  /** paymentIDs this process has executed or is executing: execute is called once per paymentID. */
  const executions = new LRUCache<string, Promise<PaymentState>>({ max: 5000 });

  async function tokenCall(path: string, body: Record<string, string>): Promise<string> {
    const { json } = await callProvider(http, `${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', username: settings.username, password: settings.password },
      body: JSON.stringify({ app_key: settings.appKey, app_secret: settings.appSecret, ...body }),
    });
    const answer = tokenAnswer.safeParse(json);
    if (!answer.success) {
      const s = status.safeParse(json);
      const why = s.success ? (s.data.statusMessage ?? s.data.errorMessage ?? s.data.message) : null;
      throw new ProviderError(`bKash token ${path.endsWith('refresh') ? 'refresh' : 'grant'} refused${why ? `: ${why}` : ''}`, 'bkash', false, json);
    }
    // bKash's id_token lives an hour; renewed a minute early so a call never carries a dying one.
    const lifetime = (answer.data.expires_in ?? 3600) * 1000;
    token = { id: answer.data.id_token, refresh: answer.data.refresh_token ?? null, expiresAt: now() + Math.max(0, lifetime - 60_000) };
    return token.id;
  }

  function idToken(forceGrant = false): Promise<string> {
    if (!forceGrant && token && now() < token.expiresAt) return Promise.resolve(token.id);
    granting ??= (async () => {
      try {
        if (!forceGrant && token?.refresh) {
          try {
            return await tokenCall('/tokenized/checkout/token/refresh', { refresh_token: token.refresh });
          } catch (error) {
            if (error instanceof ProviderError && error.retryable) throw error;
            // A refused refresh (the refresh token expired too): a new grant.
          }
        }
        token = null;
        return await tokenCall('/tokenized/checkout/token/grant', {});
      } finally {
        granting = null;
      }
    })();
    return granting;
  }

  function tokenRejected(answerStatus: number, json: unknown): boolean {
    if (answerStatus === 401 || answerStatus === 403) return true;
    const s = status.safeParse(json);
    if (!s.success) return false;
    const code = s.data.statusCode ?? s.data.errorCode;
    const message = s.data.statusMessage ?? s.data.errorMessage ?? s.data.message ?? '';
    return (code != null && invalidTokenCodes.has(code)) || /invalid app token|token (has )?expired|incoming token has expired/i.test(message);
  }

  /** A call with the id_token; an answer that the token is not valid: a new grant, the call once more. */
  async function call(path: string, body: Record<string, string>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const id = await idToken(attempt > 0);
      const answer = await callProvider(http, `${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: id, 'x-app-key': settings.appKey },
        body: JSON.stringify(body),
      });
      if (!tokenRejected(answer.status, answer.json)) return answer.json;
      if (token?.id === id) token = null;
      if (attempt > 0) throw new ProviderError('bKash refused a freshly granted token', 'bkash', false, answer.json);
    }
  }

  function codeOf(json: unknown): { code: string | null; message: string } {
    const s = status.safeParse(json);
    if (!s.success) return { code: null, message: '' };
    return { code: s.data.statusCode ?? s.data.errorCode ?? null, message: s.data.statusMessage ?? s.data.errorMessage ?? s.data.message ?? '' };
  }

  /**
   * A bKash transaction checked against what we asked for. Paid only with our amount, BDT, our
   * invoice and a trxID; Failed or Cancelled only when bKash says so. Another amount or currency is
   * Unknown (the operator looks); a missing field, another invoice or a status bKash does not
   * document is an unclear answer (a badShape error), never a failure.
   */
  function stateOf(tx: Transaction, payment: PaymentRef, raw: unknown, invoiceRequired = true): PaymentState {
    const common = { amount: parseProviderAmount(tx.amount), currency: tx.currency ?? null, providerPaymentId: tx.trxID || null, raw };
    // execute and payment/status name the invoice; search transaction (by the trxID we keep) may not.
    if ((invoiceRequired || tx.merchantInvoiceNumber != null) && tx.merchantInvoiceNumber !== payment.merchantRef) {
      throw badShape('bkash', 'transaction', raw, `merchantInvoiceNumber ${tx.merchantInvoiceNumber ?? '(none)'} is not ${payment.merchantRef}`);
    }
    if (tx.transactionStatus === 'Completed') {
      const missing = [...(common.amount === null ? ['amount'] : []), ...(!tx.currency ? ['currency'] : []), ...(!tx.trxID ? ['trxID'] : [])];
      if (missing.length > 0) throw badShape('bkash', 'transaction', raw, `Completed without ${missing.join(', ')}`);
      const problems: string[] = [];
      if (!sameAmount(tx.amount, payment.amount)) problems.push(`amount ${tx.amount} is not ${toProviderAmount(payment.amount)}`);
      if (tx.currency !== 'BDT') problems.push(`currency ${tx.currency} is not BDT`);
      // Completed, but not as we asked: not a "no" from bKash (money may have moved): the operator looks.
      if (problems.length > 0) return { ...common, status: 'Unknown', reason: `bKash answer does not match the payment: ${problems.join('; ')}` };
      return { ...common, status: 'Paid' };
    }
    if (openStatuses.has(tx.transactionStatus)) return { ...common, status: 'Initiated', reason: `bKash status ${tx.transactionStatus}` };
    if (tx.transactionStatus === 'Cancelled') return { ...common, status: 'Cancelled', reason: 'Cancelled at bKash' };
    if (failedStatuses.has(tx.transactionStatus)) return { ...common, status: 'Failed', reason: `bKash status ${tx.transactionStatus}` };
    throw badShape('bkash', 'transaction', raw, `transactionStatus ${tx.transactionStatus}`);
  }

  async function paymentStatus(payment: PaymentRef, paymentID: string): Promise<PaymentState> {
    const json = await call('/tokenized/checkout/payment/status', { paymentID });
    const tx = transactionAnswer.safeParse(json);
    if (tx.success) {
      // payment/status names the payment: one that is not ours is not this payment.
      if (tx.data.paymentID != null && tx.data.paymentID !== paymentID) throw badShape('bkash', 'payment status', json);
      return stateOf(tx.data, payment, json);
    }
    // A refusal of the status query (2002 Invalid Payment ID...): bKash does not know the payment.
    // A refusal, not a failure: an open payment is asked again later, a counted one is shown to the
    // operator (a transaction the provider does not know).
    const { code, message } = codeOf(json);
    if (code) throw new ProviderError(`bKash payment status: ${code} ${message}`, 'bkash', false, json);
    throw badShape('bkash', 'payment status', json);
  }

  async function execute(payment: PaymentRef, paymentID: string): Promise<PaymentState> {
    let json: unknown;
    try {
      json = await call('/tokenized/checkout/execute', { paymentID });
    } catch (error) {
      // No answer (a timeout, a dropped connection, a 5xx): execute may have completed the payment.
      if (error instanceof ProviderError && error.retryable) return paymentStatus(payment, paymentID);
      throw error;
    }
    const tx = transactionAnswer.safeParse(json);
    const { code, message } = codeOf(json);
    if (tx.success && (code === null || code === '0000')) return stateOf(tx.data, payment, json);
    if (code !== null && alreadyExecutedCodes.has(code)) return paymentStatus(payment, paymentID);
    // A refusal (2023 insufficient balance, 2056 invalid payment state...): bKash's own status of the
    // payment is the answer (Completed after all, still open for the customer, or failed).
    const after = await paymentStatus(payment, paymentID);
    return {
      ...after,
      reason: `${after.reason ?? `bKash status ${after.status}`}; execute: ${code ?? '?'} ${message}`.trim(),
      raw: { execute: json, status: after.raw },
    };
  }

  function refused(reason: string): void {
    (opts.log ?? ((line: string) => console.warn(logLine(line))))(`[payments] bkash webhook refused: ${reason}`);
  }

  const verifyWebhook = bkashWebhookVerifier({ http, now, certHosts: settings.webhookCertHosts });

  return {
    name: 'bkash',
    label: 'bKash',
    origins: bkashOrigins(base),

    async start(input) {
      const json = await call('/tokenized/checkout/create', {
        mode: '0011',
        payerReference: input.customer.phone || input.merchantRef,
        callbackURL: input.returnUrl,
        amount: toProviderAmount(input.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: input.merchantRef,
      });
      const { code, message } = codeOf(json);
      const answer = createAnswer.safeParse(json);
      if (code !== '0000' || !answer.success || !URL.canParse(answer.data.bkashURL)) {
        throw new ProviderError(`bKash refused the payment: ${code ?? '?'} ${message}`.trim(), 'bkash', false, json);
      }
      return { redirectUrl: answer.data.bkashURL, providerSessionId: answer.data.paymentID, raw: json };
    },

    async verify(request) {
      // Whatever goes wrong (bad JSON, a certificate host not allowed, a certificate that cannot be
      // fetched, a bad signature): not authentic, one line in the log, no stack.
      try {
        return await verifyWebhook(request.body);
      } catch (error) {
        refused(error instanceof Error ? error.message : String(error));
        return null;
      }
    },

    async confirm(payment, params) {
      const paymentID = payment.providerSessionId ?? params.paymentID;
      if (!paymentID) return { status: 'Initiated', amount: null, currency: null, providerPaymentId: null, reason: 'No bKash paymentID', raw: params };
      // A return naming another paymentID proves nothing either way (anyone can type a URL): bKash
      // is asked about this payment, and nothing else the URL says is used.
      if (params.paymentID && params.paymentID !== paymentID) return paymentStatus(payment, paymentID);
      // A cancel or failure return is the browser's word: bKash's status of the payment is the answer
      // (still Initiated: the customer may yet approve it, and nothing is cancelled).
      if (params.status === 'cancel' || params.status === 'failure') return paymentStatus(payment, paymentID);
      if (params.status !== 'success' || params.source === 'webhook') return paymentStatus(payment, paymentID);
      const running = executions.get(paymentID);
      if (running) {
        // Executed (or executing) by this process: its answer, or bKash's status once it is known.
        return running.then(
          (state) => (state.status === 'Paid' ? state : paymentStatus(payment, paymentID)),
          () => paymentStatus(payment, paymentID),
        );
      }
      await idToken();
      const execution = execute(payment, paymentID);
      executions.set(paymentID, execution);
      // A refusal of our token never reached execute: a later confirm may execute. Any other
      // failure (no answer, then no status either) leaves it marked: the next confirm asks the status.
      execution.then(
        // Not authorized yet when executed: a later return (the real one) executes again.
        (state) => {
          if (state.status === 'Initiated' && executions.get(paymentID) === execution) executions.delete(paymentID);
        },
        (error: unknown) => {
          if (error instanceof ProviderError && !error.retryable && executions.get(paymentID) === execution) executions.delete(paymentID);
        },
      );
      return execution;
    },

    async query(payment) {
      if (payment.providerSessionId) return paymentStatus(payment, payment.providerSessionId);
      if (!payment.providerPaymentId)
        return { status: 'Initiated', amount: null, currency: null, providerPaymentId: null, reason: 'No bKash payment was created', raw: null };
      const json = await call('/tokenized/checkout/general/searchTransaction', { trxID: payment.providerPaymentId });
      const tx = transactionAnswer.safeParse(json);
      if (!tx.success) {
        const { code, message } = codeOf(json);
        if (code) throw new ProviderError(`bKash search transaction: ${code} ${message}`, 'bkash', false, json);
        throw badShape('bkash', 'search transaction', json);
      }
      if (tx.data.trxID !== payment.providerPaymentId) throw badShape('bkash', 'search transaction', json);
      return stateOf(tx.data, payment, json, false);
    },

    async refund(payment, input) {
      if (!payment.providerSessionId || !payment.providerPaymentId)
        throw new ProviderError('bKash refund: the payment has no paymentID or trxID', 'bkash', false);
      const json = await call('/tokenized/checkout/payment/refund', {
        paymentID: payment.providerSessionId,
        amount: toProviderAmount(input.amount),
        trxID: payment.providerPaymentId,
        sku: input.refundRef.slice(0, 255),
        reason: (input.reason || 'Refund').slice(0, 255),
      });
      return refundAnswered(json, input.amount);
    },

    async refundStatus(payment, refund) {
      if (!payment.providerSessionId || !payment.providerPaymentId)
        throw new ProviderError('bKash refund status: the payment has no paymentID or trxID', 'bkash', false);
      const json = await call('/tokenized/checkout/payment/refund', { paymentID: payment.providerSessionId, trxID: payment.providerPaymentId });
      // 2069 "No refund found": a refund we never heard back about was never made (sending it is safe).
      if (codeOf(json).code === '2069' && !refund.providerRefundId)
        return { status: 'NotFound', providerRefundId: null, reason: codeOf(json).message, raw: json };
      return refundOf(json, refund);
    },
  };

  /**
   * The refund status answer read for one refund. bKash lists the payment's refunds: ours is found
   * by its refundTrxID, or (its answer lost) as the one refund of its amount not already recorded.
   * A complete list without it says it was not made (Failed: it may be sent again); anything
   * ambiguous is unknown.
   */
  function refundOf(json: unknown, refund: { providerRefundId: string | null; amount: number; knownRefundIds?: string[] }): RefundState {
    const { code, message } = codeOf(json);
    if (code !== null && code !== '0000') throw badShape('bkash', 'refund status', json, `${code} ${message}`);
    const listed = refundList.safeParse(json);
    const single = refundAnswer.safeParse(json);
    const complete = listed.success;
    const entries = (complete ? listed.data.refundTransactions : single.success ? [json] : []).map((e) => refundAnswer.safeParse(e));
    if (!complete && !single.success) throw badShape('bkash', 'refund status', json);
    if (entries.some((e) => !e.success)) throw badShape('bkash', 'refund status', json, 'a refund without its status');
    const refunds = entries.flatMap((e) => (e.success ? [e.data] : []));
    const known = new Set(refund.knownRefundIds ?? []);
    const mine = refund.providerRefundId
      ? refunds.filter((r) => r.refundTrxID === refund.providerRefundId)
      : refunds.filter((r) => !(r.refundTrxID && known.has(r.refundTrxID)) && sameAmount(r.amount, refund.amount));
    if (mine.length === 0) {
      if (complete && !refund.providerRefundId) {
        return {
          status: 'NotFound',
          providerRefundId: null,
          reason: `bKash lists no refund of ${toProviderAmount(refund.amount)} for this payment: it was not made`,
          raw: json,
        };
      }
      throw badShape('bkash', 'refund status', json, `refund ${refund.providerRefundId ?? `of ${toProviderAmount(refund.amount)}`} not listed`);
    }
    // Two refunds of this amount and no id to tell them apart (the other ones were not named): unknown.
    if (mine.length > 1 || (!refund.providerRefundId && refund.knownRefundIds === undefined && refunds.length > 1)) {
      throw badShape('bkash', 'refund status', json, `more than one refund could be ${toProviderAmount(refund.amount)}`);
    }
    return refundState(mine[0]!, json, refund.amount);
  }

  /** One refund as bKash answers it: Completed (of our amount) is Refunded; Failed when bKash says so. */
  function refundState(tx: z.infer<typeof refundAnswer>, raw: unknown, amount: number): RefundState {
    const refundId = tx.refundTrxID || null;
    if (tx.transactionStatus === 'Completed') {
      // Money went back, but not the amount asked: a person looks (never sent again, never counted as done).
      if (!sameAmount(tx.amount, amount)) throw badShape('bkash', 'refund', raw, `refunded ${tx.amount ?? '(no amount)'}, not ${toProviderAmount(amount)}`);
      if (!refundId) throw badShape('bkash', 'refund', raw, 'Completed without refundTrxID');
      return { status: 'Refunded', providerRefundId: refundId, raw };
    }
    if (tx.transactionStatus === 'Initiated' || tx.transactionStatus === 'Pending') return { status: 'Pending', providerRefundId: refundId, raw };
    if (failedStatuses.has(tx.transactionStatus) || tx.transactionStatus === 'Cancelled')
      return { status: 'Failed', providerRefundId: refundId, reason: `bKash refund status ${tx.transactionStatus}`, raw };
    throw badShape('bkash', 'refund', raw, `transactionStatus ${tx.transactionStatus}`);
  }

  /** The refund call's answer: the refund, or bKash's refusal (nothing refunded), or unknown. */
  function refundAnswered(json: unknown, amount: number): RefundState {
    const { code, message } = codeOf(json);
    if (code !== null && code !== '0000') {
      if (unknownCodes.has(code)) throw badShape('bkash', 'refund', json, `${code} ${message}`);
      return { status: 'Failed', providerRefundId: null, reason: `bKash refund: ${code} ${message}`.trim(), raw: json };
    }
    const tx = refundAnswer.safeParse(json);
    if (!tx.success) throw badShape('bkash', 'refund', json);
    return refundState(tx.data, json, amount);
  }
}
