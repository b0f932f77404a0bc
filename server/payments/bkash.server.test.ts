/** The bKash adapter against the local bKash peer, over real HTTP. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bkashErrors, startBkashPeer, type BkashPeer } from '../../tests/support/bkash-peer.ts';
import { bkashOrigins, createBkash } from './bkash.server.ts';
import { ProviderError, isUnknownOutcome, type PaymentProvider, type PaymentRef, type StartInput } from './provider.server.ts';

let peer: BkashPeer;
let provider: PaymentProvider;
let hook: Server;
const hookBodies: string[] = [];
let seq = 0;

beforeAll(async () => {
  peer = await startBkashPeer({ autoWebhook: false });
  provider = createBkash(peer.settings, { timeoutMs: 5000 });
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hookBodies.push(Buffer.concat(chunks).toString('utf8'));
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  peer.webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/payments/bkash/webhook`;
});

afterAll(async () => {
  await peer.close();
  await new Promise((resolve) => hook.close(resolve));
});

beforeEach(() => {
  Object.assign(peer.faults, {
    executeTimeoutAfterSuccess: false,
    slowMs: 3000,
    expireTokenNow: false,
    tamperAmount: null,
    refundFails: false,
    forgeSignature: false,
    certUrl: null,
    insufficientBalance: false,
    loseRefundAnswer: false,
  });
  hookBodies.length = 0;
});

function input(amount = 1500): StartInput {
  seq += 1;
  return {
    merchantRef: `TZ-${Date.now()}-${seq}`,
    amount,
    purpose: 'balance',
    booking: { id: `booking-${seq}`, tourName: 'Sylhet tea gardens', travelDate: '2027-02-01', travellers: 1, hoursTillDeparture: 100 },
    customer: { name: 'Karim', email: 'karim@example.com', phone: '01822222222', address: 'Road 5', city: 'Sylhet' },
    returnUrl: 'https://travelez.example/booking/b1/pay/return?provider=bkash',
    notifyUrl: 'https://travelez.example/api/payments/bkash/webhook',
  };
}

async function started(p: PaymentProvider = provider, amount = 1500): Promise<PaymentRef> {
  const i = input(amount);
  const result = await p.start(i);
  return { merchantRef: i.merchantRef, amount, providerSessionId: result.providerSessionId, providerPaymentId: null };
}

/** The customer confirms on the hosted page: the params the callback URL carries. */
function paid(ref: PaymentRef, outcome: 'success' | 'cancel' | 'failure' = 'success'): Record<string, string> {
  return Object.fromEntries(new URL(peer.pay(ref.providerSessionId!, outcome)).searchParams);
}

describe('bKash adapter', () => {
  it('creates a payment with the documented body and sends the customer to bkashURL', async () => {
    const i = input();
    const result = await provider.start(i);
    const created = peer.payments.get(result.providerSessionId!)!;
    expect(created).toMatchObject({
      amount: '1500.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: i.merchantRef,
      payerReference: '01822222222',
      callbackURL: i.returnUrl,
    });
    expect(result.redirectUrl).toBe(`${peer.baseUrl}/checkout/pay?paymentID=${result.providerSessionId}`);
    const html = await (await fetch(result.redirectUrl)).text();
    expect(html).toContain('1500.00');
    expect(html).toMatch(/>Confirm</);
    expect(html).toMatch(/>Cancel</);
    expect(provider.label).toBe('bKash');
    expect(provider.origins).toEqual([peer.baseUrl]);
    expect(bkashOrigins('https://tokenized.pay.bka.sh/v1.2.0-beta')).toEqual(['https://tokenized.pay.bka.sh', 'https://payment.bkash.com']);
    expect(bkashOrigins('https://tokenized.sandbox.bka.sh/v1.2.0-beta')).toEqual(['https://tokenized.sandbox.bka.sh', 'https://sandbox.payment.bkash.com']);
  });

  it('the hosted page’s Confirm sends the browser to callbackURL with paymentID and status=success', async () => {
    const ref = await started();
    const response = await fetch(`${peer.baseUrl}/checkout/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentID: ref.providerSessionId!, action: 'confirm', wallet: '01712345678', pin: '12121' }).toString(),
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://travelez.example/booking/b1/pay/return');
    expect(location.searchParams.get('provider')).toBe('bkash');
    expect(location.searchParams.get('paymentID')).toBe(ref.providerSessionId);
    expect(location.searchParams.get('status')).toBe('success');
  });

  it('create -> pay -> confirm executes once -> Paid; a second confirm does not execute again', async () => {
    const ref = await started();
    const params = paid(ref);
    const state = await provider.confirm(ref, params);
    const payment = peer.payments.get(ref.providerSessionId!)!;
    expect(state).toMatchObject({ status: 'Paid', amount: 1500, currency: 'BDT', providerPaymentId: payment.trxID });
    expect(payment.executeCalls).toBe(1);
    const [again, concurrent] = await Promise.all([provider.confirm(ref, params), provider.confirm(ref, params)]);
    expect(again.status).toBe('Paid');
    expect(concurrent.status).toBe('Paid');
    expect(payment.executeCalls).toBe(1);
  });

  it('another process’s second execute gets “already completed” and still reads Paid from the status', async () => {
    const ref = await started();
    const params = paid(ref);
    expect((await provider.confirm(ref, params)).status).toBe('Paid');
    const other = createBkash(peer.settings, { timeoutMs: 1000 });
    expect((await other.confirm(ref, params)).status).toBe('Paid');
    expect(peer.payments.get(ref.providerSessionId!)!.executeCalls).toBe(2);
  });

  it('execute completing but answering too late (or dropping the connection): confirm is Paid through the status', async () => {
    // A client of its own with a short timeout; the peer answers execute well after it.
    const impatient = createBkash(peer.settings, { timeoutMs: 1000 });
    for (const mode of ['slow', 'drop'] as const) {
      const ref = await started(impatient);
      peer.faults.executeTimeoutAfterSuccess = mode;
      peer.faults.slowMs = 4000;
      const state = await impatient.confirm(ref, paid(ref));
      expect(state.status, mode).toBe('Paid');
      expect(peer.payments.get(ref.providerSessionId!)!.executeCalls).toBe(1);
      expect(peer.calls.at(-1)!.path).toBe('/tokenized/checkout/payment/status');
    }
  });

  it('an expired token: a new grant and the call succeeds', async () => {
    const ref = await started();
    const grants = peer.counters.grants;
    peer.faults.expireTokenNow = true;
    const state = await provider.confirm(ref, paid(ref));
    expect(state.status).toBe('Paid');
    expect(peer.counters.grants).toBe(grants + 1);
    expect(peer.counters.rejectedTokens).toBeGreaterThan(0);
  });

  it('a token near its expiry is refreshed with the refresh token', async () => {
    let clock = Date.now();
    const p = createBkash(peer.settings, { timeoutMs: 1000, now: () => clock });
    await started(p);
    const { grants, refreshes } = peer.counters;
    clock += 3600_000; // an hour later by the adapter's clock: its id_token is due
    await started(p);
    expect(peer.counters.refreshes).toBe(refreshes + 1);
    expect(peer.counters.grants).toBe(grants);
  });

  it('wrong credentials are a non-retryable ProviderError', async () => {
    const p = createBkash({ ...peer.settings, appSecret: 'wrong' });
    const error = await p.start(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(false);
  });

  it('a tampered amount is Unknown (for the operator), not Paid and not Failed', async () => {
    const ref = await started();
    peer.faults.tamperAmount = '1.00';
    const state = await provider.confirm(ref, paid(ref));
    expect(state.status).toBe('Unknown');
    expect(state.reason).toContain('amount 1.00');
  });

  it('a cancel or failure return is Cancelled or Failed, and never executes', async () => {
    const cancelled = await started();
    expect((await provider.confirm(cancelled, paid(cancelled, 'cancel'))).status).toBe('Cancelled');
    const failed = await started();
    expect((await provider.confirm(failed, paid(failed, 'failure'))).status).toBe('Failed');
    expect(peer.payments.get(cancelled.providerSessionId!)!.executeCalls).toBe(0);
    // A "success" return before the customer confirmed (typed, or forged): execute refuses, and
    // nothing changes; the customer's real return afterwards executes and is Paid.
    const early = await started();
    expect((await provider.confirm(early, { paymentID: early.providerSessionId!, status: 'success' })).status).toBe('Initiated');
    expect((await provider.confirm(early, paid(early))).status).toBe('Paid');
  });

  it('a return naming another payment’s paymentID changes nothing: this payment is asked about', async () => {
    const mine = await started();
    const other = await started();
    const params = paid(other);
    expect((await provider.confirm(mine, params)).status).toBe('Initiated');
    expect(peer.payments.get(other.providerSessionId!)!.executeCalls).toBe(0);
    // Without a stored paymentID, bKash's answer names another invoice: neither Paid nor Failed, unknown.
    const error = await provider.confirm({ ...mine, providerSessionId: null }, params).catch((e: unknown) => e);
    expect(isUnknownOutcome(error)).toBe(true);
    expect((error as ProviderError).message).toContain('merchantInvoiceNumber');
  });

  it('query: payment status by paymentID, search by trxID', async () => {
    const ref = await started();
    expect((await provider.query(ref)).status).toBe('Initiated');
    const state = await provider.confirm(ref, paid(ref));
    expect((await provider.query(ref)).status).toBe('Paid');
    const byTrx = await provider.query({ ...ref, providerSessionId: null, providerPaymentId: state.providerPaymentId });
    expect(byTrx).toMatchObject({ status: 'Paid', providerPaymentId: state.providerPaymentId });
  });

  it('refund completes at once; refundStatus reads it; a refusal is Failed', async () => {
    const ref = await started();
    const state = await provider.confirm(ref, paid(ref));
    const payment = { ...ref, providerPaymentId: state.providerPaymentId };
    const refund = await provider.refund(payment, { refundRef: 'RF-1', amount: 500, reason: 'Tour cancelled' });
    expect(refund.status).toBe('Refunded');
    const recorded = peer.payments.get(ref.providerSessionId!)!.refunds[0]!;
    expect(recorded).toMatchObject({ amount: '500.00', sku: 'RF-1', reason: 'Tour cancelled', refundTrxID: refund.providerRefundId });
    const status = await provider.refundStatus(payment, { refundRef: 'RF-1', providerRefundId: refund.providerRefundId, amount: 500 });
    expect(status).toMatchObject({ status: 'Refunded', providerRefundId: refund.providerRefundId });
    peer.faults.refundFails = true;
    const refused = await provider.refund(payment, { refundRef: 'RF-2', amount: 100, reason: 'x' });
    expect(refused.status).toBe('Failed');
    expect(refused.reason).toContain('2003');
  });

  it('webhook: a valid SNS signature is accepted; it names the payment, and confirm reads the status', async () => {
    const ref = await started();
    const state = await provider.confirm(ref, paid(ref));
    expect(await peer.sendWebhook(ref.providerSessionId!)).toBe(200);
    const notification = await provider.verify({ headers: {}, body: hookBodies[0]! });
    expect(notification).toMatchObject({
      merchantRef: ref.merchantRef,
      providerSessionId: ref.providerSessionId,
      params: { paymentID: ref.providerSessionId, status: 'success' },
    });
    expect(notification!.eventId).toBe((JSON.parse(hookBodies[0]!) as { MessageId: string }).MessageId);
    const calls = peer.payments.get(ref.providerSessionId!)!.executeCalls;
    expect(await provider.confirm(ref, notification!.params)).toMatchObject({ status: 'Paid', providerPaymentId: state.providerPaymentId });
    expect(peer.payments.get(ref.providerSessionId!)!.executeCalls).toBe(calls);
  });

  it('webhook: SignatureVersion 2 (SHA256) is accepted too', async () => {
    const peer2 = await startBkashPeer({ signatureVersion: '2' });
    try {
      const p = createBkash(peer2.settings);
      const i = input();
      const { providerSessionId } = await p.start(i);
      peer2.pay(providerSessionId!);
      const message = peer2.webhookMessage(providerSessionId!);
      expect(message.SignatureVersion).toBe('2');
      expect((await p.verify({ headers: {}, body: JSON.stringify(message) }))?.merchantRef).toBe(i.merchantRef);
    } finally {
      await peer2.close();
    }
  });

  it('webhook: a forged signature, a changed message or a certificate from another host is null', async () => {
    const ref = await started();
    await provider.confirm(ref, paid(ref));
    peer.faults.forgeSignature = true;
    expect(await provider.verify({ headers: {}, body: JSON.stringify(peer.webhookMessage(ref.providerSessionId!)) })).toBeNull();
    peer.faults.forgeSignature = false;
    const good = peer.webhookMessage(ref.providerSessionId!);
    expect(await provider.verify({ headers: {}, body: JSON.stringify(good) })).not.toBeNull();
    const changed = { ...good, Message: good.Message!.replace(ref.merchantRef, 'TZ-OTHER') };
    expect(await provider.verify({ headers: {}, body: JSON.stringify(changed) })).toBeNull();
    // The same certificate, served from a host not allowed (localhost is not 127.0.0.1:port).
    peer.faults.certUrl = `${peer.baseUrl.replace('127.0.0.1', 'localhost')}/sns-cert.pem`;
    expect(await provider.verify({ headers: {}, body: JSON.stringify(peer.webhookMessage(ref.providerSessionId!)) })).toBeNull();
    // Without webhookCertHosts only https://sns.<region>.amazonaws.com is allowed.
    const production = createBkash({ ...peer.settings, webhookCertHosts: undefined });
    peer.faults.certUrl = null;
    expect(await production.verify({ headers: {}, body: JSON.stringify(peer.webhookMessage(ref.providerSessionId!)) })).toBeNull();
    expect(await provider.verify({ headers: {}, body: 'not json' })).toBeNull();
  });

  it('webhook: a SubscriptionConfirmation is confirmed and names no payment', async () => {
    const before = peer.subscriptionConfirmations.length;
    const message = peer.subscriptionMessage();
    const notification = await provider.verify({ headers: {}, body: JSON.stringify(message) });
    expect(notification).toMatchObject({ eventId: message.MessageId, merchantRef: null, providerSessionId: null });
    expect(peer.subscriptionConfirmations).toHaveLength(before + 1);
  });

  it('an anonymous cancel return while bKash still says Initiated cancels nothing; the real approval afterwards is Paid', async () => {
    const ref = await started();
    const state = await provider.confirm(ref, { paymentID: ref.providerSessionId!, status: 'cancel' });
    expect(state.status).toBe('Initiated');
    expect(peer.payments.get(ref.providerSessionId!)!.executeCalls).toBe(0);
    expect((await provider.confirm(ref, paid(ref))).status).toBe('Paid');
  });

  it('execute refused for insufficient balance (2023) is Failed by bKash’s own status', async () => {
    const ref = await started();
    peer.faults.insufficientBalance = true;
    const state = await provider.confirm(ref, paid(ref));
    expect(state.status).toBe('Failed');
    expect(state.reason).toContain('2023');
  });

  it('the peer refuses what bKash documents: headers, each mandatory field of create, mode, amount, currency, intent, callbackURL', async () => {
    const grant = (await (
      await fetch(`${peer.baseUrl}/tokenized/checkout/token/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', username: peer.settings.username, password: peer.settings.password },
        body: JSON.stringify({ app_key: peer.settings.appKey, app_secret: peer.settings.appSecret }),
      })
    ).json()) as { id_token: string };
    const create = async (
      body: Record<string, string>,
      headers: Record<string, string> = { authorization: grant.id_token, 'x-app-key': peer.settings.appKey },
    ) => {
      const response = await fetch(`${peer.baseUrl}/tokenized/checkout/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, ...((await response.json()) as { statusCode?: string; paymentID?: string }) };
    };
    const good = {
      mode: '0011',
      payerReference: '01711111111',
      callbackURL: 'https://t.example/back',
      amount: '100.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: `INV-${Date.now()}`,
    };
    expect((await create(good)).statusCode).toBe('0000');
    for (const field of Object.keys(good)) expect((await create({ ...good, [field]: '' })).statusCode, field).toBe(bkashErrors.mandatoryMissing[0]);
    expect((await create({ ...good, mode: '0000' })).statusCode).toBe(bkashErrors.invalidMode[0]);
    expect((await create({ ...good, amount: '-5' })).statusCode).toBe(bkashErrors.invalidAmount[0]);
    expect((await create({ ...good, currency: 'USD' })).statusCode).toBe(bkashErrors.invalidCurrency[0]);
    expect((await create({ ...good, intent: 'authorization' })).statusCode).toBe(bkashErrors.invalidIntent[0]);
    expect((await create({ ...good, callbackURL: 'not a url' })).statusCode).toBe(bkashErrors.invalidCallbackUrl[0]);
    expect((await create(good, { authorization: grant.id_token })).statusCode).toBe(bkashErrors.invalidAppKey[0]);
    expect(await create(good, { 'x-app-key': peer.settings.appKey })).toMatchObject({ status: 401, statusCode: bkashErrors.invalidAppToken[0] });
  });

  it('a refund whose answer is lost was made once; refund status finds it by its amount; sent again it is paid twice', async () => {
    const ref = await started();
    const payment = { ...ref, providerPaymentId: (await provider.confirm(ref, paid(ref))).providerPaymentId };
    const before = peer.counters.refundsMade;
    // Nothing refunded yet: refund status lists none, so a refund sent now is the first.
    expect(await provider.refundStatus(payment, { refundRef: 'RL-0', providerRefundId: null, amount: 300, knownRefundIds: [] })).toMatchObject({
      status: 'NotFound',
      providerRefundId: null,
    });
    peer.faults.loseRefundAnswer = 'drop';
    const lost = await provider.refund(payment, { refundRef: 'RL-1', amount: 300, reason: 'x' }).catch((e: unknown) => e);
    expect(isUnknownOutcome(lost)).toBe(true);
    expect(peer.counters.refundsMade).toBe(before + 1);
    peer.faults.loseRefundAnswer = false;
    const made = peer.payments.get(ref.providerSessionId!)!.refunds[0]!;
    expect(await provider.refundStatus(payment, { refundRef: 'RL-1', providerRefundId: null, amount: 300, knownRefundIds: [] })).toMatchObject({
      status: 'Refunded',
      providerRefundId: made.refundTrxID,
    });
    // bKash does not refuse the same refund asked for again: it pays it again.
    await provider.refund(payment, { refundRef: 'RL-1', amount: 300, reason: 'x' });
    expect(peer.counters.refundsMade).toBe(before + 2);
    // Two refunds of one amount and nothing to tell them apart: unknown; naming the recorded one settles it.
    const ambiguous = await provider.refundStatus(payment, { refundRef: 'RL-1', providerRefundId: null, amount: 300 }).catch((e: unknown) => e);
    expect(isUnknownOutcome(ambiguous)).toBe(true);
    const second = peer.payments.get(ref.providerSessionId!)!.refunds[1]!;
    expect(await provider.refundStatus(payment, { refundRef: 'RL-1', providerRefundId: null, amount: 300, knownRefundIds: [made.refundTrxID] })).toMatchObject({
      status: 'Refunded',
      providerRefundId: second.refundTrxID,
    });
    // The answer dropped after the refund was made, slowly this time: unknown, made once more.
    peer.faults.loseRefundAnswer = 'slow';
    peer.faults.slowMs = 1500;
    const impatient = createBkash(peer.settings, { timeoutMs: 500 });
    const slow = await impatient.refund(payment, { refundRef: 'RL-2', amount: 100, reason: 'x' }).catch((e: unknown) => e);
    expect(isUnknownOutcome(slow)).toBe(true);
    expect(peer.counters.refundsMade).toBe(before + 3);
  });

  it('an answer missing a field or with an undocumented status is unknown, never Failed', async () => {
    const ref: PaymentRef = { merchantRef: 'TZP1', amount: 1500, providerSessionId: 'PAY1', providerPaymentId: 'TRX1' };
    const answering = (body: unknown) =>
      createBkash(peer.settings, {
        fetch: (url) =>
          Promise.resolve(
            new Response(JSON.stringify(String(url).endsWith('/token/grant') ? { id_token: 'T', refresh_token: 'R', expires_in: 3600 } : body), {
              status: 200,
            }),
          ),
      });
    const completed = {
      paymentID: 'PAY1',
      trxID: 'TRX1',
      transactionStatus: 'Completed',
      amount: '1500.00',
      currency: 'BDT',
      merchantInvoiceNumber: 'TZP1',
      statusCode: '0000',
    };
    expect((await answering(completed).query(ref)).status).toBe('Paid');
    for (const body of [
      { ...completed, currency: undefined },
      { ...completed, amount: undefined },
      { ...completed, trxID: undefined },
      { ...completed, transactionStatus: 'Something new' },
      { unexpected: true },
    ]) {
      const error = await answering(body)
        .query(ref)
        .catch((e: unknown) => e);
      expect(isUnknownOutcome(error), JSON.stringify(body)).toBe(true);
    }
    // bKash refusing the question (it does not know the payment) is a refusal, not a payment that failed.
    const notKnown = await answering({ statusCode: '2002', statusMessage: 'Invalid Payment ID' })
      .query(ref)
      .catch((e: unknown) => e);
    expect(notKnown).toBeInstanceOf(ProviderError);
    expect((notKnown as ProviderError).outcome).toBe('refused');
    expect((await answering({ ...completed, transactionStatus: 'Failed' }).query(ref)).status).toBe('Failed');
    expect((await answering({ ...completed, transactionStatus: 'Cancelled' }).query(ref)).status).toBe('Cancelled');
    // A refund answered by maintenance (503) is unknown; a refund status without its list is unknown.
    const maintenance = await answering({ statusCode: '503', statusMessage: 'System is undergoing maintenance' })
      .refund(ref, { refundRef: 'R', amount: 10, reason: 'x' })
      .catch((e: unknown) => e);
    expect(isUnknownOutcome(maintenance)).toBe(true);
    const noList = await answering({ statusCode: '0000', statusMessage: 'Successful' })
      .refundStatus(ref, { refundRef: 'R', providerRefundId: null, amount: 10, knownRefundIds: [] })
      .catch((e: unknown) => e);
    expect(isUnknownOutcome(noList)).toBe(true);
  });

  it('webhook: the certificate host is checked before any fetch; a certificate that cannot be fetched is refused in one log line', async () => {
    const ref = await started();
    await provider.confirm(ref, paid(ref));
    const fetched: string[] = [];
    const lines: string[] = [];
    const watched = createBkash(peer.settings, {
      fetch: (url, init) => {
        fetched.push(String(url));
        return fetch(url, init);
      },
      log: (line) => lines.push(line),
    });
    peer.faults.certUrl = 'https://evil.example/sns-cert.pem';
    expect(await watched.verify({ headers: {}, body: JSON.stringify(peer.webhookMessage(ref.providerSessionId!)) })).toBeNull();
    expect(fetched).toEqual([]);
    // An allowed host whose certificate cannot be fetched: null (a 400), not an exception.
    peer.faults.certUrl = `${peer.baseUrl}/no-such-cert.pem`;
    expect(await watched.verify({ headers: {}, body: JSON.stringify(peer.webhookMessage(ref.providerSessionId!)) })).toBeNull();
    expect(fetched).toEqual([`${peer.baseUrl}/no-such-cert.pem`]);
    expect(await watched.verify({ headers: {}, body: '{not json' })).toBeNull();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('evil.example');
    expect(lines[1]).toContain('could not be fetched');
    expect(lines.every((l) => !l.includes('\n') && !l.includes('    at '))).toBe(true);
  });

  it('an unreachable bKash is a retryable ProviderError', async () => {
    const gone = createBkash({ ...peer.settings, baseUrl: 'http://127.0.0.1:1' }, { timeoutMs: 500 });
    await expect(gone.start(input())).rejects.toMatchObject({ retryable: true, provider: 'bkash' });
  });
});
