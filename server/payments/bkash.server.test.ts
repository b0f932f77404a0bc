/** The bKash adapter against the local bKash peer, over real HTTP. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBkashPeer, type BkashPeer } from '../../tests/support/bkash-peer.ts';
import { bkashOrigins, createBkash } from './bkash.server.ts';
import { ProviderError, type PaymentProvider, type PaymentRef, type StartInput } from './provider.server.ts';

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
    // Without a stored paymentID, bKash's answer names another invoice: Unknown (the operator looks), not Paid.
    const state = await provider.confirm({ ...mine, providerSessionId: null }, params);
    expect(state.status).toBe('Unknown');
    expect(state.reason).toContain('merchantInvoiceNumber');
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
    expect(refused.reason).toContain('2071');
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

  it('an unreachable bKash is a retryable ProviderError', async () => {
    const gone = createBkash({ ...peer.settings, baseUrl: 'http://127.0.0.1:1' }, { timeoutMs: 500 });
    await expect(gone.start(input())).rejects.toMatchObject({ retryable: true, provider: 'bkash' });
  });
});
