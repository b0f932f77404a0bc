/**
 * A local bKash tokenized checkout for tests: token grant and refresh (with expiry), create, the
 * hosted wallet page (wallet number, PIN, Confirm or Cancel) that sends the browser back to
 * callbackURL, execute (once per payment), payment status, search transaction, refund and refund
 * status; and webhooks as Amazon SNS messages signed with a key whose self-signed certificate it
 * serves at /sns-cert.pem. With fault switches.
 *
 * It answers as bKash's tokenized checkout documents: the headers (authorization: the id_token,
 * x-app-key), every mandatory field of create (mode 0011, payerReference, callbackURL, amount,
 * currency BDT, intent sale, merchantInvoiceNumber), and bKash's error codes (`bkashErrors`). A
 * refund is made every time it is asked for (nothing documents that bKash refuses a second one up
 * to the amount paid); `counters.refundsMade` counts them, and refund status lists them all.
 */
import { createSign, randomUUID } from 'node:crypto';
import { snsStringToSign } from '../../server/payments/bkash-webhook.server.ts';
import { escapeHtml, listen, page, randomId, sendHtml, sendJson } from './peer-http.ts';
import { selfSignedCertificate } from './self-signed-cert.ts';

export interface BkashPeerOptions {
  appKey?: string;
  appSecret?: string;
  username?: string;
  password?: string;
  /** id_token lifetime in seconds (bKash: 3600). */
  tokenSeconds?: number;
  /** Where SNS notifications go (settable later: peer.webhookUrl = ...). */
  webhookUrl?: string | null;
  /** Send a notification by itself when a payment completes (default true; needs webhookUrl). */
  autoWebhook?: boolean;
  /** '1' (SHA1withRSA, SNS's default) or '2' (SHA256withRSA). */
  signatureVersion?: '1' | '2';
}

export interface BkashPeerFaults {
  /** execute completes the payment, then answers after `slowMs` ('slow') or drops the connection ('drop'). */
  executeTimeoutAfterSuccess: false | 'slow' | 'drop';
  /** How long 'slow' waits, in ms. */
  slowMs: number;
  /** The next call with a current token is answered as an expired token is (HTTP 401 "The incoming token has expired"), and every current token dies. An unknown token gets 401 statusCode 2079 "Invalid App Token". */
  expireTokenNow: boolean;
  /** execute, status and search say this amount (e.g. "1.00") instead of the payment's. */
  tamperAmount: string | null;
  /** The refund API refuses. */
  refundFails: boolean;
  /** Webhooks carry a signature that does not match. */
  forgeSignature: boolean;
  /** Webhooks name this SigningCertURL instead of the peer's own. */
  certUrl: string | null;
  /** execute answers 2023 Insufficient Balance (the payment fails). */
  insufficientBalance: boolean;
  /**
   * The refund API makes the refund, then drops the connection ('drop'), answers after `slowMs`
   * ('slow'), or answers "Successful" without the refund's fields ('garble': an answer that cannot be read).
   */
  loseRefundAnswer: false | 'drop' | 'slow' | 'garble';
}

export type BkashPeerStatus = 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Failed';

export interface BkashPeerPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  status: BkashPeerStatus;
  trxID: string | null;
  customerMsisdn: string | null;
  executeCalls: number;
  createTime: string;
  executeTime: string | null;
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string; completedTime: string }[];
}

const ok = { statusCode: '0000', statusMessage: 'Successful' };

/** bKash's documented error codes this peer answers, with their messages. */
export const bkashErrors = {
  invalidAppKey: ['2001', 'Invalid App Key'],
  invalidPaymentId: ['2002', 'Invalid Payment ID'],
  processFailed: ['2003', 'Process failed'],
  invalidAmount: ['2006', 'Invalid amount'],
  invalidCurrency: ['2007', 'Invalid currency'],
  invalidIntent: ['2008', 'Invalid intent'],
  insufficientBalance: ['2023', 'Insufficient Balance'],
  refundExceeds: ['2026', 'The reversal amount cannot be greater than the original transaction amount'],
  invalidInvoice: ['2031', 'Invalid merchant invoice number'],
  transactionNotFound: ['2033', 'Transaction not found'],
  invalidPayerReference: ['2048', 'Invalid Payer Reference'],
  invalidCallbackUrl: ['2049', 'Invalid Merchant Callback URL'],
  invalidPaymentState: ['2056', 'Invalid Payment State'],
  paymentCompleted: ['2062', 'The payment has already been completed'],
  invalidMode: ['2063', 'Mode is not valid as per request data'],
  mandatoryMissing: ['2065', 'Mendatory field missing'],
  transactionCompleted: ['2068', 'Transaction has already been completed'],
  invalidAppToken: ['2079', 'Invalid App Token'],
  alreadyExecuted: ['2117', 'Payment execution already been called before'],
  maintenance: ['503', 'System is undergoing maintenance. Please try again later'],
} as const satisfies Record<string, readonly [string, string]>;

const refusal = ([statusCode, statusMessage]: readonly [string, string], detail?: string) => ({
  statusCode,
  statusMessage: detail ? `${statusMessage}: ${detail}` : statusMessage,
});

export async function startBkashPeer(opts: BkashPeerOptions = {}) {
  const creds = {
    appKey: opts.appKey ?? 'travelez-app-key',
    appSecret: opts.appSecret ?? 'travelez-app-secret',
    username: opts.username ?? 'travelez-user',
    password: opts.password ?? 'travelez-pass',
  };
  const tokenSeconds = opts.tokenSeconds ?? 3600;
  const signatureVersion = opts.signatureVersion ?? '1';
  const faults: BkashPeerFaults = {
    executeTimeoutAfterSuccess: false,
    slowMs: 3000,
    expireTokenNow: false,
    tamperAmount: null,
    refundFails: false,
    forgeSignature: false,
    certUrl: null,
    insufficientBalance: false,
    loseRefundAnswer: false,
  };
  const signing = selfSignedCertificate('sns.test.peer');
  const tokens = new Map<string, number>(); // id_token -> expires at
  const refreshTokens = new Set<string>();
  const payments = new Map<string, BkashPeerPayment>();
  const counters = { grants: 0, refreshes: 0, rejectedTokens: 0, refundsMade: 0 };
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const webhookDeliveries: { url: string; status: number | null; message: Record<string, string> }[] = [];
  const subscriptionConfirmations: string[] = [];
  const topicArn = 'arn:aws:sns:ap-southeast-1:000000000000:bkash-travelez-test';

  function issueToken() {
    const id = randomId('idt-', 24);
    const refresh = randomId('rft-', 24);
    tokens.set(id, Date.now() + tokenSeconds * 1000);
    refreshTokens.add(refresh);
    return { statusCode: '0000', statusMessage: 'Successful', id_token: id, token_type: 'Bearer', expires_in: tokenSeconds, refresh_token: refresh };
  }

  function transactionOf(p: BkashPeerPayment) {
    return {
      paymentID: p.paymentID,
      mode: '0011',
      paymentCreateTime: p.createTime,
      paymentExecuteTime: p.executeTime ?? '',
      trxID: p.trxID ?? '',
      transactionStatus: p.status === 'Authorized' ? 'Initiated' : p.status,
      amount: p.status === 'Completed' ? (faults.tamperAmount ?? p.amount) : p.amount,
      currency: p.currency,
      intent: p.intent,
      merchantInvoiceNumber: p.merchantInvoiceNumber,
      payerReference: p.payerReference,
      customerMsisdn: p.customerMsisdn ?? '',
      userVerificationStatus: p.status === 'Completed' ? 'Complete' : 'Incomplete',
      ...ok,
    };
  }

  function sign(message: Record<string, string>): Record<string, string> {
    const signer = createSign(signatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    signer.update(snsStringToSign(message), 'utf8');
    let signature = signer.sign(signing.privateKey, 'base64');
    if (faults.forgeSignature) signature = Buffer.from(signature, 'base64').reverse().toString('base64');
    return { ...message, SignatureVersion: signatureVersion, Signature: signature, SigningCertURL: faults.certUrl ?? `${baseUrl}/sns-cert.pem` };
  }

  async function deliver(message: Record<string, string>, url = peer.webhookUrl): Promise<number | null> {
    if (!url) throw new Error('bKash peer: no webhookUrl');
    let status: number | null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=UTF-8',
          'x-amz-sns-message-type': message.Type ?? '',
          'x-amz-sns-message-id': message.MessageId ?? '',
          'x-amz-sns-topic-arn': topicArn,
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = null;
    }
    webhookDeliveries.push({ url, status, message });
    return status;
  }

  function notification(p: BkashPeerPayment, overrides: Record<string, string> = {}): Record<string, string> {
    const inner = {
      dateTime: new Date().toISOString(),
      paymentID: p.paymentID,
      trxID: p.trxID ?? '',
      transactionStatus: p.status,
      amount: faults.tamperAmount ?? p.amount,
      currency: p.currency,
      merchantInvoiceNumber: p.merchantInvoiceNumber,
      transactionType: 'Payment',
      debitMSISDN: p.customerMsisdn ?? '',
      creditShortCode: '01700000000',
      ...overrides,
    };
    return sign({ Type: 'Notification', MessageId: randomUUID(), TopicArn: topicArn, Message: JSON.stringify(inner), Timestamp: new Date().toISOString() });
  }

  function authorize(p: BkashPeerPayment, outcome: 'success' | 'cancel' | 'failure', wallet = '01770618575'): string {
    if (p.status === 'Initiated') {
      p.status = outcome === 'success' ? 'Authorized' : outcome === 'cancel' ? 'Cancelled' : 'Failed';
      p.customerMsisdn = wallet;
    }
    const back = new URL(p.callbackURL);
    back.searchParams.set('paymentID', p.paymentID);
    back.searchParams.set('status', outcome);
    back.searchParams.set('signature', randomId('', 10));
    back.searchParams.set('apiVersion', '1.2.0-beta');
    return back.toString();
  }

  const { baseUrl, close } = await listen(async (req, res, url, body) => {
    let json: Record<string, unknown> = {};
    if (req.method === 'POST' && (req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return sendJson(res, 400, { statusCode: '2001', statusMessage: 'Invalid request body' });
      }
    }
    const text = (key: string): string => (typeof json[key] === 'string' ? (json[key] as string) : '');
    calls.push({ path: url.pathname, body: json });

    if (url.pathname === '/sns-cert.pem') {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      return void res.end(signing.certificatePem);
    }
    if (url.pathname === '/sns/confirm') {
      subscriptionConfirmations.push(url.searchParams.get('Token') ?? '');
      res.writeHead(200, { 'content-type': 'text/xml' });
      return void res.end(
        '<ConfirmSubscriptionResponse><ConfirmSubscriptionResult><SubscriptionArn>arn:test</SubscriptionArn></ConfirmSubscriptionResult></ConfirmSubscriptionResponse>',
      );
    }

    if (url.pathname === '/checkout/pay') {
      const params = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : Object.fromEntries(url.searchParams);
      const p = payments.get(params.paymentID ?? '');
      if (!p) return sendHtml(res, 404, page('Payment not found', '<h1>Payment not found</h1>'));
      if (req.method === 'GET') {
        return sendHtml(
          res,
          200,
          page(
            'bKash (test) payment',
            `<h1>bKash (test)</h1><p>Merchant invoice: ${escapeHtml(p.merchantInvoiceNumber)}</p><p>Amount: <strong>৳${escapeHtml(p.amount)}</strong></p>
<form method="post" action="/checkout/pay"><input type="hidden" name="paymentID" value="${escapeHtml(p.paymentID)}"><input type="hidden" name="action" value="confirm">
<label for="wallet">Your bKash account number</label><input id="wallet" name="wallet" inputmode="numeric" pattern="01[0-9]{9}" placeholder="01XXXXXXXXX" required>
<label for="pin">PIN</label><input id="pin" name="pin" type="password" inputmode="numeric" pattern="[0-9]{4,5}" required>
<button type="submit" class="primary">Confirm</button></form>
<form method="post" action="/checkout/pay"><input type="hidden" name="paymentID" value="${escapeHtml(p.paymentID)}"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>`,
          ),
        );
      }
      if (params.action === 'confirm' && !/^01\d{9}$/.test(params.wallet ?? ''))
        return sendHtml(res, 400, page('Invalid number', '<h1>Invalid bKash account number</h1>'));
      const location = authorize(p, params.action === 'confirm' ? 'success' : 'cancel', params.wallet);
      res.writeHead(302, { location });
      return void res.end();
    }

    if (req.method !== 'POST' || !url.pathname.startsWith('/tokenized/checkout/')) return sendJson(res, 404, { message: 'Not Found' });
    const path = url.pathname.slice('/tokenized/checkout'.length);

    if (path === '/token/grant' || path === '/token/refresh') {
      if (
        req.headers.username !== creds.username ||
        req.headers.password !== creds.password ||
        text('app_key') !== creds.appKey ||
        text('app_secret') !== creds.appSecret
      ) {
        return sendJson(res, 200, { statusCode: '2079', statusMessage: 'Invalid credentials' });
      }
      if (path === '/token/refresh') {
        if (!refreshTokens.delete(text('refresh_token'))) return sendJson(res, 200, { statusCode: '2079', statusMessage: 'Invalid refresh token' });
        counters.refreshes += 1;
      } else counters.grants += 1;
      return sendJson(res, 200, issueToken());
    }

    const auth = req.headers.authorization ?? '';
    if (req.headers['x-app-key'] !== creds.appKey) return sendJson(res, 200, refusal(bkashErrors.invalidAppKey));
    const expiresAt = tokens.get(auth);
    if (expiresAt === undefined) {
      counters.rejectedTokens += 1;
      return sendJson(res, 401, refusal(bkashErrors.invalidAppToken));
    }
    if (faults.expireTokenNow || expiresAt < Date.now()) {
      // An expired token is refused by the API gateway in front of bKash, in its own words.
      faults.expireTokenNow = false;
      tokens.clear();
      counters.rejectedTokens += 1;
      return sendJson(res, 401, { message: 'The incoming token has expired' });
    }

    if (path === '/create') {
      const amount = text('amount');
      const fields = ['mode', 'payerReference', 'callbackURL', 'amount', 'currency', 'intent', 'merchantInvoiceNumber'];
      const missing = fields.filter((k) => !text(k));
      if (missing.length > 0) return sendJson(res, 200, refusal(bkashErrors.mandatoryMissing, missing.join(', ')));
      if (text('mode') !== '0011') return sendJson(res, 200, refusal(bkashErrors.invalidMode));
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return sendJson(res, 200, refusal(bkashErrors.invalidAmount));
      if (text('currency') !== 'BDT') return sendJson(res, 200, refusal(bkashErrors.invalidCurrency));
      if (text('intent') !== 'sale') return sendJson(res, 200, refusal(bkashErrors.invalidIntent));
      if (!URL.canParse(text('callbackURL')) || !/^https?:$/.test(new URL(text('callbackURL')).protocol))
        return sendJson(res, 200, refusal(bkashErrors.invalidCallbackUrl));
      if (text('payerReference').length > 255) return sendJson(res, 200, refusal(bkashErrors.invalidPayerReference));
      if (text('merchantInvoiceNumber').length > 255) return sendJson(res, 200, refusal(bkashErrors.invalidInvoice));
      const paymentID = randomId('TR0011', 16);
      const p: BkashPeerPayment = {
        paymentID,
        amount,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: text('merchantInvoiceNumber'),
        payerReference: text('payerReference'),
        callbackURL: text('callbackURL'),
        status: 'Initiated',
        trxID: null,
        customerMsisdn: null,
        executeCalls: 0,
        createTime: new Date().toISOString(),
        executeTime: null,
        refunds: [],
      };
      payments.set(paymentID, p);
      const bkashURL = `${baseUrl}/checkout/pay?paymentID=${paymentID}`;
      return sendJson(res, 200, {
        paymentID,
        bkashURL,
        callbackURL: p.callbackURL,
        successCallbackURL: `${p.callbackURL}${p.callbackURL.includes('?') ? '&' : '?'}paymentID=${paymentID}&status=success`,
        failureCallbackURL: `${p.callbackURL}${p.callbackURL.includes('?') ? '&' : '?'}paymentID=${paymentID}&status=failure`,
        cancelledCallbackURL: `${p.callbackURL}${p.callbackURL.includes('?') ? '&' : '?'}paymentID=${paymentID}&status=cancel`,
        amount,
        intent: 'sale',
        currency: 'BDT',
        paymentCreateTime: p.createTime,
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        ...ok,
      });
    }

    if (path === '/execute') {
      const p = payments.get(text('paymentID'));
      if (!p) return sendJson(res, 200, refusal(bkashErrors.invalidPaymentId));
      p.executeCalls += 1;
      if (p.status === 'Completed') return sendJson(res, 200, refusal(bkashErrors.alreadyExecuted));
      if (p.status !== 'Authorized') return sendJson(res, 200, refusal(bkashErrors.invalidPaymentState));
      if (faults.insufficientBalance) {
        p.status = 'Failed';
        return sendJson(res, 200, refusal(bkashErrors.insufficientBalance));
      }
      p.status = 'Completed';
      p.trxID = randomId('', 10);
      p.executeTime = new Date().toISOString();
      if (peer.webhookUrl && (opts.autoWebhook ?? true)) void deliver(notification(p));
      if (faults.executeTimeoutAfterSuccess === 'drop') return void res.destroy();
      if (faults.executeTimeoutAfterSuccess === 'slow') await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
      return sendJson(res, 200, transactionOf(p));
    }

    if (path === '/payment/status') {
      const p = payments.get(text('paymentID'));
      if (!p) return sendJson(res, 200, refusal(bkashErrors.invalidPaymentId));
      return sendJson(res, 200, transactionOf(p));
    }

    if (path === '/general/searchTransaction') {
      const p = [...payments.values()].find((x) => x.trxID !== null && x.trxID === text('trxID'));
      if (!p) return sendJson(res, 200, refusal(bkashErrors.transactionNotFound));
      const { paymentID: _id, ...tx } = transactionOf(p);
      return sendJson(res, 200, { ...tx, transactionType: 'bKash Tokenized Checkout via API', initiationTime: p.createTime, completedTime: p.executeTime });
    }

    if (path === '/payment/refund') {
      const p = payments.get(text('paymentID'));
      if (!text('paymentID') || !text('trxID')) return sendJson(res, 200, refusal(bkashErrors.mandatoryMissing, 'paymentID, trxID'));
      if (!p) return sendJson(res, 200, refusal(bkashErrors.invalidPaymentId));
      if (p.trxID !== text('trxID')) return sendJson(res, 200, refusal(bkashErrors.transactionNotFound));
      if (p.status !== 'Completed') return sendJson(res, 200, refusal(bkashErrors.invalidPaymentState));
      const one = (r: BkashPeerPayment['refunds'][number]) => ({
        completedTime: r.completedTime,
        transactionStatus: 'Completed',
        originalTrxID: p.trxID,
        refundTrxID: r.refundTrxID,
        amount: r.amount,
        currency: 'BDT',
        charge: '0.00',
      });
      if (json.amount === undefined) {
        // Refund status: every refund of the payment, and the latest one's fields as the older answer gave them.
        const last = p.refunds.at(-1);
        return sendJson(res, 200, { ...(last ? one(last) : {}), originalTrxID: p.trxID, refundTransactions: p.refunds.map(one), ...ok });
      }
      const missing = ['amount', 'sku', 'reason'].filter((k) => !text(k));
      if (missing.length > 0) return sendJson(res, 200, refusal(bkashErrors.mandatoryMissing, missing.join(', ')));
      if (faults.refundFails) return sendJson(res, 200, refusal(bkashErrors.processFailed));
      const amount = text('amount');
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return sendJson(res, 200, refusal(bkashErrors.invalidAmount));
      const refunded = p.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      if (refunded + Number(amount) > Number(p.amount)) return sendJson(res, 200, refusal(bkashErrors.refundExceeds));
      // Nothing documents that bKash refuses the same refund asked for twice: it is made twice.
      const r = { refundTrxID: randomId('', 10), amount, sku: text('sku'), reason: text('reason'), completedTime: new Date().toISOString() };
      p.refunds.push(r);
      counters.refundsMade += 1;
      if (faults.loseRefundAnswer === 'drop') return void res.destroy();
      if (faults.loseRefundAnswer === 'slow') await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
      if (faults.loseRefundAnswer === 'garble') return sendJson(res, 200, { ...ok });
      return sendJson(res, 200, { ...one(r), ...ok });
    }

    return sendJson(res, 404, { message: 'Not Found' });
  });

  function byId(paymentID: string): BkashPeerPayment {
    const p = payments.get(paymentID);
    if (!p) throw new Error(`bKash peer: no payment ${paymentID}`);
    return p;
  }

  const peer = {
    baseUrl,
    /** Settings for createBkash / PaymentSettings.bkash: the webhook's certificate is on this peer's host. */
    settings: { baseUrl, ...creds, webhookCertHosts: [new URL(baseUrl).host] as string[] | undefined },
    faults,
    payments,
    counters,
    calls,
    webhookDeliveries,
    subscriptionConfirmations,
    webhookUrl: opts.webhookUrl ?? null,
    certificatePem: signing.certificatePem,
    close,
    /** The customer confirms (or cancels) on the hosted page: answers the callback URL the browser is sent to. */
    pay: (paymentID: string, outcome: 'success' | 'cancel' | 'failure' = 'success', wallet?: string) => authorize(byId(paymentID), outcome, wallet),
    /** The SNS notification bKash would send for this payment (signed; fields of its Message overridden). */
    webhookMessage: (paymentID: string, overrides?: Record<string, string>) => notification(byId(paymentID), overrides),
    /** POSTs the payment's SNS notification to webhookUrl; answers the HTTP status (null: no answer). */
    sendWebhook: (paymentID: string, overrides?: Record<string, string>) => deliver(notification(byId(paymentID), overrides)),
    /** The SNS SubscriptionConfirmation message (signed), its SubscribeURL on this peer. */
    subscriptionMessage: () => {
      const token = randomId('', 32);
      return sign({
        Type: 'SubscriptionConfirmation',
        MessageId: randomUUID(),
        Token: token,
        TopicArn: topicArn,
        Message: `You have chosen to subscribe to the topic ${topicArn}. To confirm the subscription, visit the SubscribeURL included in this message.`,
        SubscribeURL: `${baseUrl}/sns/confirm?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(topicArn)}&Token=${token}`,
        Timestamp: new Date().toISOString(),
      });
    },
  };
  return peer;
}

export type BkashPeer = Awaited<ReturnType<typeof startBkashPeer>>;
