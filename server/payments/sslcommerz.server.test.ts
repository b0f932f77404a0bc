/** The SSLCommerz adapter against the local SSLCommerz peer, over real HTTP. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSslcommerzPeer, type SslcommerzPeer } from '../../tests/support/sslcommerz-peer.ts';
import { ProviderError, type PaymentProvider, type PaymentRef, type StartInput } from './provider.server.ts';
import { paymentProviders } from './providers.server.ts';
import { createSslcommerz } from './sslcommerz.server.ts';

let peer: SslcommerzPeer;
let provider: PaymentProvider;
/** The merchant's IPN endpoint: it keeps what SSLCommerz posts. */
let ipnServer: Server;
let ipnUrl: string;
const ipnBodies: string[] = [];
let seq = 0;

beforeAll(async () => {
  peer = await startSslcommerzPeer();
  provider = createSslcommerz(peer.settings, { timeoutMs: 2000 });
  ipnServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      ipnBodies.push(Buffer.concat(chunks).toString('utf8'));
      res.end('OK');
    });
  });
  await new Promise<void>((resolve) => ipnServer.listen(0, '127.0.0.1', resolve));
  ipnUrl = `http://127.0.0.1:${(ipnServer.address() as AddressInfo).port}/api/payments/sslcommerz/ipn`;
});

afterAll(async () => {
  await peer.close();
  await new Promise((resolve) => ipnServer.close(resolve));
});

beforeEach(() => {
  Object.assign(peer.faults, {
    loseIpn: false,
    duplicateIpn: 1,
    forgeSignature: false,
    tamperAmount: null,
    riskLevel1: false,
    validationDown: false,
    refundFails: false,
  });
  ipnBodies.length = 0;
});

function input(amount = 1500): StartInput {
  seq += 1;
  return {
    merchantRef: `TZ-${Date.now()}-${seq}`,
    amount,
    purpose: 'advance',
    booking: { id: `booking-${seq}`, tourName: "Cox's Bazar & Saint Martin", travelDate: '2027-01-15', travellers: 2, hoursTillDeparture: 480 },
    customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711111111', address: 'House 1, Road 2', city: 'Dhaka' },
    returnUrl: 'https://travelez.example/booking/abc/pay/return?provider=sslcommerz',
    notifyUrl: ipnUrl,
  };
}

async function started(amount = 1500): Promise<{ ref: PaymentRef; tranId: string }> {
  const i = input(amount);
  const result = await provider.start(i);
  return { tranId: i.merchantRef, ref: { merchantRef: i.merchantRef, amount, providerSessionId: result.providerSessionId, providerPaymentId: null } };
}

describe('SSLCommerz adapter', () => {
  it('opens a session with the documented fields and sends the customer to the gateway page', async () => {
    const i = input();
    const result = await provider.start(i);
    expect(result.redirectUrl.startsWith(`${peer.baseUrl}/gwprocess/v4/gw.php`)).toBe(true);
    expect(result.providerSessionId).toMatch(/^[A-Z0-9]{32}$/);
    const sent = peer.payments.get(i.merchantRef)!.init;
    expect(sent).toMatchObject({
      store_id: peer.storeId,
      total_amount: '1500.00',
      currency: 'BDT',
      tran_id: i.merchantRef,
      ipn_url: ipnUrl,
      shipping_method: 'NO',
      num_of_item: '2',
      product_profile: 'travel-vertical',
      hours_till_departure: '480 hrs',
      third_party_booking: 'No',
      cus_phone: '01711111111',
    });
    expect(new URL(sent.success_url!).searchParams.get('outcome')).toBe('success');
    expect(new URL(sent.fail_url!).searchParams.get('outcome')).toBe('fail');
    expect(new URL(sent.cancel_url!).searchParams.get('provider')).toBe('sslcommerz');
    expect(provider.origins).toEqual([peer.baseUrl]);
    expect(provider.label).toBe('Card, bKash, Nagad, Rocket or internet banking (SSLCommerz)');
    const gateway = await fetch(result.redirectUrl);
    const html = await gateway.text();
    expect(html).toContain('1500.00');
    expect(html).toMatch(/>Pay</);
    expect(html).toContain('width=device-width');
  });

  it('a refused session is a ProviderError with SSLCommerz’s reason', async () => {
    const wrong = createSslcommerz({ ...peer.settings, storePassword: 'wrong' });
    const error = await wrong.start(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as ProviderError).message).toContain('Store Credential Error');
  });

  it('start -> pay -> the IPN verifies -> confirm is Paid', async () => {
    const { ref, tranId } = await started();
    const back = await peer.pay(tranId);
    expect(ipnBodies).toHaveLength(1);
    const notification = await provider.verify({ headers: {}, body: ipnBodies[0]! });
    expect(notification).not.toBeNull();
    expect(notification!.merchantRef).toBe(tranId);
    expect(notification!.params.val_id).toBe(peer.payments.get(tranId)!.valId);
    // The browser's success POST carries the same signed fields: the same event.
    const fromBrowser = await provider.verify({ headers: {}, body: back.body });
    expect(fromBrowser?.eventId).toBe(notification!.eventId);
    expect(new URL(back.url).searchParams.get('outcome')).toBe('success');
    const state = await provider.confirm(ref, notification!.params);
    expect(state).toMatchObject({ status: 'Paid', amount: 1500, currency: 'BDT', providerPaymentId: peer.payments.get(tranId)!.bankTranId });
    // A second validation (VALIDATED) is Paid too.
    expect((await provider.confirm(ref, notification!.params)).status).toBe('Paid');
  });

  it('the hosted page’s Pay button sends the IPN and an auto-submitting form to success_url', async () => {
    const { tranId } = await started();
    const gateway = peer.payments.get(tranId)!;
    const response = await fetch(`${peer.baseUrl}/gwprocess/v4/gw.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SESSIONKEY: gateway.sessionkey, action: 'pay' }).toString(),
    });
    const html = await response.text();
    expect(html).toContain(`action="${gateway.init.success_url!.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('.submit()');
    expect(ipnBodies).toHaveLength(1);
  });

  it('a forged signature, a wrong store or unsigned fields are not authentic', async () => {
    const { tranId } = await started();
    peer.faults.forgeSignature = true;
    await peer.pay(tranId);
    expect(await provider.verify({ headers: {}, body: ipnBodies[0]! })).toBeNull();
    peer.faults.forgeSignature = false;
    const good = peer.ipnFields(tranId);
    expect(await provider.verify({ headers: {}, body: new URLSearchParams(good).toString() })).not.toBeNull();
    // A field changed after signing.
    expect(await provider.verify({ headers: {}, body: new URLSearchParams({ ...good, amount: '1.00' }).toString() })).toBeNull();
    // Another store's IPN.
    expect(await provider.verify({ headers: {}, body: new URLSearchParams({ ...peer.ipnFields(tranId, { store_id: 'other-store' }) }).toString() })).toBeNull();
    // tran_id left out of verify_key: not signed, so not trusted.
    const unsigned = {
      ...good,
      verify_key: good
        .verify_key!.split(',')
        .filter((k) => k !== 'tran_id')
        .join(','),
    };
    expect(await provider.verify({ headers: {}, body: new URLSearchParams(unsigned).toString() })).toBeNull();
    expect(await provider.verify({ headers: {}, body: 'not=a&valid=ipn' })).toBeNull();
  });

  it('duplicate IPNs name one event; a lost IPN leaves the browser’s POST and the query', async () => {
    const { ref, tranId } = await started();
    peer.faults.duplicateIpn = 3;
    await peer.pay(tranId);
    expect(ipnBodies).toHaveLength(3);
    const events = await Promise.all(ipnBodies.map((body) => provider.verify({ headers: {}, body })));
    expect(new Set(events.map((e) => e?.eventId)).size).toBe(1);

    const second = await started();
    peer.faults.loseIpn = true;
    ipnBodies.length = 0;
    await peer.pay(second.tranId);
    expect(ipnBodies).toHaveLength(0);
    expect((await provider.query(second.ref)).status).toBe('Paid');
    expect((await provider.confirm(ref, {})).status).toBe('Paid');
  });

  it('a tampered amount is Unknown (for the operator), not Paid and not Failed', async () => {
    const { ref, tranId } = await started();
    peer.faults.tamperAmount = '15.00';
    await peer.pay(tranId);
    const notification = await provider.verify({ headers: {}, body: ipnBodies[0]! });
    const state = await provider.confirm(ref, notification!.params);
    expect(state.status).toBe('Unknown');
    expect(state.reason).toContain('amount 15.00');
    expect((await provider.query(ref)).status).toBe('Unknown');
  });

  it('a val_id of another payment, or an unknown one, pays nothing and fails nothing: this payment is asked about', async () => {
    const a = await started();
    const b = await started();
    await peer.pay(a.tranId);
    const other = peer.payments.get(a.tranId)!.valId!;
    expect((await provider.confirm(b.ref, { val_id: other })).status).toBe('Initiated');
    expect((await provider.confirm(b.ref, { val_id: 'NOSUCHVALID' })).status).toBe('Initiated');
    // Once b is paid, its own answer counts whatever val_id came with the return.
    await peer.pay(b.tranId);
    expect((await provider.confirm(b.ref, { val_id: other })).status).toBe('Paid');
  });

  it('risk level 1 is Held', async () => {
    const { ref, tranId } = await started();
    peer.faults.riskLevel1 = true;
    await peer.pay(tranId);
    const state = await provider.confirm(ref, { val_id: peer.payments.get(tranId)!.valId! });
    expect(state.status).toBe('Held');
    expect(state.reason).toContain('risk');
  });

  it('validation down (5xx) is a retryable ProviderError', async () => {
    const { ref, tranId } = await started();
    await peer.pay(tranId);
    peer.faults.validationDown = true;
    const error = await provider.confirm(ref, { val_id: peer.payments.get(tranId)!.valId! }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(true);
    await expect(provider.query(ref)).rejects.toMatchObject({ retryable: true, provider: 'sslcommerz' });
  });

  it('an unreachable gateway is a retryable ProviderError', async () => {
    const gone = createSslcommerz({ ...peer.settings, baseUrl: 'http://127.0.0.1:1' }, { timeoutMs: 500 });
    await expect(gone.start(input())).rejects.toMatchObject({ retryable: true });
  });

  it('a customer’s fail or cancel return is confirmed by the query: Failed, Cancelled', async () => {
    const failed = await started();
    const back = await peer.fail(failed.tranId);
    expect(new URL(back.url).searchParams.get('outcome')).toBe('fail');
    const notification = await provider.verify({ headers: {}, body: back.body });
    expect(notification?.params.status).toBe('FAILED');
    expect((await provider.confirm(failed.ref, notification!.params)).status).toBe('Failed');

    const cancelled = await started();
    await peer.cancel(cancelled.tranId);
    expect((await provider.confirm(cancelled.ref, {})).status).toBe('Cancelled');

    const untouched = await started();
    expect((await provider.query(untouched.ref)).status).toBe('Initiated');
  });

  it('refund is Pending until SSLCommerz carries it out; refundStatus follows it', async () => {
    const { ref, tranId } = await started();
    await peer.pay(tranId);
    const paid = await provider.query(ref);
    expect(paid.status).toBe('Paid');
    const payment = { ...ref, providerPaymentId: paid.providerPaymentId };
    const refund = await provider.refund(payment, { refundRef: `RF-${tranId}`, amount: 500, reason: 'Cancelled by the customer' });
    expect(refund.status).toBe('Pending');
    expect(refund.providerRefundId).toBeTruthy();
    const r = peer.refunds.get(refund.providerRefundId!)!;
    expect(r).toMatchObject({ amount: '500.00', refeId: `RF-${tranId}`, refundTransId: `RF-${tranId}` });
    // The same refund asked again (a retry after a lost answer) is the same refund.
    expect((await provider.refund(payment, { refundRef: `RF-${tranId}`, amount: 500, reason: 'Cancelled by the customer' })).providerRefundId).toBe(
      refund.providerRefundId,
    );
    const asked = { refundRef: `RF-${tranId}`, providerRefundId: refund.providerRefundId, amount: 500 };
    expect((await provider.refundStatus(payment, asked)).status).toBe('Pending');
    peer.settleRefund(refund.providerRefundId!);
    expect((await provider.refundStatus(payment, asked)).status).toBe('Refunded');
    peer.settleRefund(refund.providerRefundId!, 'cancelled');
    expect((await provider.refundStatus(payment, asked)).status).toBe('Failed');

    const tooMuch = await provider.refund(payment, { refundRef: `RF2-${tranId}`, amount: 1600, reason: 'x' });
    expect(tooMuch).toMatchObject({ status: 'Failed' });
    peer.faults.refundFails = true;
    const refused = await provider.refund(payment, { refundRef: `RF3-${tranId}`, amount: 10, reason: 'x' });
    expect(refused.status).toBe('Failed');
    expect(refused.reason).toContain('refused');
  });

  it('providers are made only from present settings', () => {
    const only = paymentProviders({ sslcommerz: peer.settings, bkash: undefined, holdMinutes: 30, sweepSeconds: 60 });
    expect([...only.keys()]).toEqual(['sslcommerz']);
    expect(paymentProviders({ sslcommerz: undefined, bkash: undefined, holdMinutes: 30, sweepSeconds: 60 }).size).toBe(0);
  });
});
