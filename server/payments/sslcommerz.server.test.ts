/** The SSLCommerz adapter against the local SSLCommerz peer, over real HTTP. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionRefusal, sslcommerzProfiles, startSslcommerzPeer, type SslcommerzPeer } from '../../tests/support/sslcommerz-peer.ts';
import { ProviderError, isUnknownOutcome, type PaymentProvider, type PaymentRef, type StartInput } from './provider.server.ts';
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
    loseRefundAnswer: false,
    slowMs: 3000,
  });
  ipnBodies.length = 0;
});

function input(amount = 1500): StartInput {
  seq += 1;
  return {
    merchantRef: `TZ-${Date.now()}-${seq}`,
    amount,
    purpose: 'advance',
    booking: {
      id: `booking-${seq}`,
      tourName: "Cox's Bazar & Saint Martin",
      travelDate: '2027-01-15',
      travellers: 2,
      hoursTillDeparture: 480,
      totalDays: 3,
      place: 'Saint Martin Island',
    },
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
      num_of_item: '1',
      product_profile: 'travel-vertical',
      hotel_name: "Cox's Bazar & Saint Martin",
      length_of_stay: '3 days',
      check_in_time: '2027-01-15',
      hotel_city: 'Saint Martin Island',
      product_category: 'Tour package',
      product_name: "Cox's Bazar & Saint Martin, 2027-01-15, 2 travellers (advance)",
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_add1: 'House 1, Road 2',
      cus_city: 'Dhaka',
      cus_postcode: '0000',
      cus_country: 'Bangladesh',
      cus_phone: '01711111111',
    });
    // No airline fields under a travel profile.
    expect(sent.pnr).toBeUndefined();
    expect(sent.flight_type).toBeUndefined();
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
    const refundsBefore = peer.counters.refundsMade;
    const refund = await provider.refund(payment, { refundRef: `RF-${tranId}`, amount: 500, reason: 'Cancelled by the customer' });
    expect(refund.status).toBe('Pending');
    expect(refund.providerRefundId).toBeTruthy();
    const r = peer.refunds.get(refund.providerRefundId!)!;
    expect(r).toMatchObject({ amount: '500.00', refeId: `RF-${tranId}`, refundTransId: `RF-${tranId}` });
    expect(peer.counters.refundsMade).toBe(refundsBefore + 1);
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

  it('the session this site sent before (airline fields under travel-vertical) is refused; the one it sends now opens', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${peer.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).then((r) => r.json() as Promise<{ status: string; failedreason: string }>);
    const urls = {
      success_url: 'https://t.example/r?outcome=success',
      fail_url: 'https://t.example/r?outcome=fail',
      cancel_url: 'https://t.example/r?outcome=cancel',
    };
    // What the adapter sent before: travel-vertical with the airline-tickets profile's fields.
    const old = {
      store_id: peer.storeId,
      store_passwd: peer.storePassword,
      total_amount: '1500.00',
      currency: 'BDT',
      tran_id: `OLD-${Date.now()}`,
      ...urls,
      ipn_url: ipnUrl,
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_add1: 'House 1, Road 2',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01711111111',
      shipping_method: 'NO',
      num_of_item: '2',
      product_name: 'Saint Martin (advance)',
      product_category: 'Tour',
      product_profile: 'travel-vertical',
      hours_till_departure: '480 hrs',
      flight_type: 'None',
      pnr: 'booking-1',
      journey_from_to: 'Tour 2027-01-15',
      third_party_booking: 'No',
    };
    const refused = await post(old);
    expect(refused.status).toBe('FAILED');
    for (const field of ['hotel_name', 'length_of_stay', 'check_in_time', 'hotel_city', 'cus_postcode']) expect(refused.failedreason).toContain(field);
    const i = input();
    await provider.start(i);
    const sent = peer.calls.filter((c) => c.path === '/gwprocess/v4/api.php').at(-1)!.params;
    expect(sessionRefusal(sent)).toBeNull();
    expect(peer.payments.get(i.merchantRef)?.status).toBe('PENDING');
  });

  it('the peer refuses every documented profile without its fields, the amount range, the currency, tran_id and the URLs', () => {
    const base: Record<string, string> = {
      store_id: 's',
      store_passwd: 'p',
      total_amount: '10.00',
      currency: 'BDT',
      tran_id: 'T1',
      product_category: 'Tour package',
      success_url: 'https://t.example/s',
      fail_url: 'https://t.example/f',
      cancel_url: 'https://t.example/c',
      cus_name: 'A',
      cus_email: 'a@example.com',
      cus_add1: 'Road 1',
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      cus_phone: '01711111111',
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: 'A tour',
      product_profile: 'general',
    };
    const filled: Record<string, string> = {
      hours_till_departure: '12 hrs',
      flight_type: 'Oneway',
      pnr: 'PNR1',
      journey_from_to: 'DAC-CGP',
      third_party_booking: 'No',
      hotel_name: 'Sheraton',
      length_of_stay: '2 days',
      check_in_time: '24 hrs',
      hotel_city: 'Dhaka',
      product_type: 'Prepaid',
      topup_number: '8801700000000',
      country_topup: 'Bangladesh',
    };
    expect(sessionRefusal(base)).toBeNull();
    expect(Object.keys(sslcommerzProfiles).sort()).toEqual([
      'airline-tickets',
      'general',
      'non-physical-goods',
      'physical-goods',
      'telecom-vertical',
      'travel-vertical',
    ]);
    for (const [profile, fields] of Object.entries(sslcommerzProfiles)) {
      const complete = { ...base, product_profile: profile, ...Object.fromEntries(fields.map((f) => [f, filled[f]!])) };
      expect(sessionRefusal(complete), profile).toBeNull();
      for (const field of fields) expect(sessionRefusal({ ...complete, [field]: '' }), `${profile} ${field}`).toContain(field);
    }
    for (const field of Object.keys(base)) expect(sessionRefusal({ ...base, [field]: '' }), field).toContain(field);
    expect(sessionRefusal({ ...base, product_profile: 'tour' })).toContain('product_profile');
    // Something shipped: the shipping fields are mandatory.
    const shipped = sessionRefusal({ ...base, shipping_method: 'YES' });
    for (const field of ['ship_name', 'ship_add1', 'ship_city', 'ship_postcode', 'ship_country']) expect(shipped).toContain(field);
    expect(sessionRefusal({ ...base, total_amount: '9.99' })).toContain('10.00');
    expect(sessionRefusal({ ...base, total_amount: '500000.01' })).toContain('500000.00');
    expect(sessionRefusal({ ...base, total_amount: '500000.00' })).toBeNull();
    expect(sessionRefusal({ ...base, currency: 'Tk' })).toContain('currency');
    expect(sessionRefusal({ ...base, tran_id: 'T'.repeat(31) })).toContain('tran_id');
    expect(sessionRefusal({ ...base, fail_url: 'javascript:alert(1)' })).toContain('fail_url');
    expect(sessionRefusal({ ...base, cus_name: 'N'.repeat(51) })).toContain('cus_name');
    expect(sessionRefusal({ ...base, product_profile: 'airline-tickets', ...filled, flight_type: 'None' })).toContain('flight_type');
  });

  it('a lost IPN settles by the transaction query, whose answer names currency_type and no currency: Paid in BDT', async () => {
    const { ref, tranId } = await started();
    peer.faults.loseIpn = true;
    await peer.pay(tranId);
    const element = (await (
      await fetch(
        `${peer.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?${new URLSearchParams({ tran_id: tranId, store_id: peer.storeId, store_passwd: peer.storePassword })}`,
      )
    ).json()) as { element: Record<string, string>[] };
    expect(element.element[0]!.currency).toBeUndefined();
    expect(element.element[0]!.currency_type).toBe('BDT');
    expect(await provider.query(ref)).toMatchObject({ status: 'Paid', amount: 1500, currency: 'BDT' });
  });

  it('an answer missing a field, or with a status the guide does not list, is unknown, never Failed', async () => {
    const ref: PaymentRef = { merchantRef: 'TZP1', amount: 1500, providerSessionId: null, providerPaymentId: null };
    const answering = (body: unknown) => createSslcommerz(peer.settings, { fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })) });
    const valid = {
      status: 'VALID',
      tran_id: 'TZP1',
      amount: '1500.00',
      currency_type: 'BDT',
      currency_amount: '1500.00',
      bank_tran_id: 'BT1',
      risk_level: '0',
    };
    expect((await answering({ APIConnect: 'DONE', no_of_trans_found: 1, element: [valid] }).query(ref)).status).toBe('Paid');
    const cases: unknown[] = [
      { APIConnect: 'DONE', no_of_trans_found: 1, element: [{ ...valid, amount: undefined }] },
      { APIConnect: 'DONE', no_of_trans_found: 1, element: [{ ...valid, currency_type: undefined }] },
      { APIConnect: 'DONE', no_of_trans_found: 1, element: [{ ...valid, bank_tran_id: undefined }] },
      { APIConnect: 'DONE', no_of_trans_found: 1, element: [{ ...valid, status: 'SOMETHING_NEW' }] },
      { APIConnect: 'DONE', no_of_trans_found: 1, element: [{ tran_id: 'TZP1' }] },
      { APIConnect: 'INACTIVE' },
      { unexpected: true },
    ];
    for (const body of cases) {
      const error = await answering(body)
        .query(ref)
        .catch((e: unknown) => e);
      expect(isUnknownOutcome(error), JSON.stringify(body)).toBe(true);
    }
    // The validation API's answer, same rules: a VALID without its amount is unknown.
    const error = await answering({ ...valid, amount: undefined, APIConnect: 'DONE' })
      .confirm(ref, { val_id: 'V1' })
      .catch((e: unknown) => e);
    expect(isUnknownOutcome(error)).toBe(true);
    // Only SSLCommerz's own word fails a payment.
    for (const [status, expected] of [
      ['FAILED', 'Failed'],
      ['CANCELLED', 'Cancelled'],
      ['EXPIRED', 'Cancelled'],
      ['UNATTEMPTED', 'Initiated'],
    ] as const) {
      const state = await answering({ APIConnect: 'DONE', no_of_trans_found: 1, element: [{ status, tran_id: 'TZP1' }] }).query(ref);
      expect(state.status, status).toBe(expected);
    }
  });

  it('a refund whose answer is lost was made once at SSLCommerz; sent again it is paid twice; without refund_ref_id it cannot be asked about', async () => {
    const { ref, tranId } = await started();
    await peer.pay(tranId);
    const payment = { ...ref, providerPaymentId: (await provider.query(ref)).providerPaymentId };
    const before = peer.counters.refundsMade;
    peer.faults.loseRefundAnswer = 'drop';
    const lost = await provider.refund(payment, { refundRef: `RL-${tranId}`, amount: 200, reason: 'x' }).catch((e: unknown) => e);
    expect(isUnknownOutcome(lost)).toBe(true);
    expect(peer.counters.refundsMade).toBe(before + 1);
    peer.faults.loseRefundAnswer = 'slow';
    peer.faults.slowMs = 2500;
    const slow = await provider.refund(payment, { refundRef: `RS-${tranId}`, amount: 200, reason: 'x' }).catch((e: unknown) => e);
    expect(isUnknownOutcome(slow)).toBe(true);
    expect(peer.counters.refundsMade).toBe(before + 2);
    expect((await provider.refundStatus(payment, { refundRef: `RL-${tranId}`, providerRefundId: null, amount: 200 })).status).toBe('Unknown');
    // SSLCommerz does not refuse the same refund asked for again: it pays it again.
    peer.faults.loseRefundAnswer = false;
    await provider.refund(payment, { refundRef: `RL-${tranId}`, amount: 200, reason: 'x' });
    expect(peer.counters.refundsMade).toBe(before + 3);
    expect([...peer.refunds.values()].filter((r) => r.refundTransId === `RL-${tranId}`)).toHaveLength(2);
    // A refund_ref_id SSLCommerz does not know is not a refund that failed.
    const notKnown = await provider.refundStatus(payment, { refundRef: 'x', providerRefundId: 'RFNOSUCH', amount: 200 }).catch((e: unknown) => e);
    expect(isUnknownOutcome(notKnown)).toBe(true);
  });

  it('providers are made only from present settings', () => {
    const only = paymentProviders({ sslcommerz: peer.settings, bkash: undefined, holdMinutes: 30, sweepSeconds: 60 });
    expect([...only.keys()]).toEqual(['sslcommerz']);
    expect(paymentProviders({ sslcommerz: undefined, bkash: undefined, holdMinutes: 30, sweepSeconds: 60 }).size).toBe(0);
  });
});
