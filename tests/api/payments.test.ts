/**
 * Online payments through the JSON API, on PGlite and PostgreSQL, against local peers that speak
 * SSLCommerz's and bKash's protocols (tests/support/*-peer.ts): the advance and the balance paid
 * through each, settled only from the provider's answer; a forged, tampered or held payment; an
 * IPN lost, duplicated, replayed ten times, or racing the customer's return; bKash's execute
 * timing out after succeeding and its expired token; refunds on cancellation (split newest first,
 * Refunded only when the provider says so, a failure retryable); the seat hold running out; the
 * balance reminders. The site listens on HTTP: the peers call it back as the providers do.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingReminders, smsQueue, users } from '../../db/schema.ts';
import { addDays, cancellationCharge, dhakaDate } from '../../shared/policy.ts';
import type { BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
import { adminViewer, customerViewer, openDeparture, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { BkashPeer } from '../support/bkash-peer.ts';
import { startPaymentPeers, type PaymentPeers } from '../support/payment-peers.ts';
import type { Pkg } from '../support/catalogue.ts';
import type { SslcommerzPeer } from '../support/sslcommerz-peer.ts';

let h: ApiHarness;
let peers: PaymentPeers;
let ssl: SslcommerzPeer;
let bkash: BkashPeer;
let pkg: Pkg;

const today = () => dhakaDate();
/** Departures far enough ahead that the advance is 30% and a balance is left. */
let far: string;
/** 45 days ahead: the advance is 60%. */
let midway: string;

beforeAll(async () => {
  peers = await startPaymentPeers('test');
  ({ ssl, bkash } = peers);
  h = await startApiHarness({ listen: true, env: peers.env });
  peers.webhookTo(h.baseUrl);
  const viewers = { alice: customerViewer(201), bob: customerViewer(202), admin: adminViewer() };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(viewers.admin.email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 4)!;
  expect(pkg).toBeTruthy();
  far = addDays(today(), 120);
  midway = addDays(today(), 45);
  for (const date of [far, midway]) await openDeparture(h, pkg._id, date, 500);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await peers?.close();
});
beforeEach(() => {
  Object.assign(ssl.faults, {
    loseIpn: false,
    duplicateIpn: 1,
    forgeSignature: false,
    tamperAmount: null,
    riskLevel1: false,
    validationDown: false,
    refundFails: false,
  });
  Object.assign(bkash.faults, {
    executeTimeoutAfterSuccess: false,
    expireTokenNow: false,
    tamperAmount: null,
    refundFails: false,
    forgeSignature: false,
    certUrl: null,
  });
});

/** The customer pays (or not) on SSLCommerz's hosted page: the IPN goes out, and the form the browser posts back is answered. */
async function sslPay(redirectUrl: string, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const sessionkey = new URL(redirectUrl).searchParams.get('SESSIONKEY')!;
  const back = await ssl[outcome](sessionkey);
  return { returnUrl: back.url, form: back.fields, tranId: ssl.payments.get(back.fields.tran_id!)?.tranId ?? back.fields.tran_id! };
}

/** The customer confirms (or cancels) on bKash's page: the callback URL the browser is sent to. */
async function bkashPay(redirectUrl: string, outcome: 'success' | 'cancel' | 'failure' = 'success') {
  return bkash.pay(new URL(redirectUrl).searchParams.get('paymentID')!, outcome);
}

async function book(as = 'alice', travelDate = far, travellers = 2): Promise<Booking> {
  const res = await h.request('/api/bookTour', {
    method: 'POST',
    as,
    json: {
      packageId: pkg._id,
      fullName: 'Alice Rahman',
      email: 'alice@example.com',
      phone: '+880 1711 000111',
      address: 'House 1, Road 2',
      city: 'Dhaka',
      travelDate,
      travellers,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booking;
}

async function bookingOf(id: string, as = 'alice'): Promise<Booking> {
  return (await (await h.request(`/api/individualBookTour/${id}`, { as })).json()) as Booking;
}

async function startPayment(bookingId: string, provider: 'sslcommerz' | 'bkash', as = 'alice') {
  const res = await h.request(`/api/individualBookTour/${bookingId}/payments`, { method: 'POST', as, json: { provider } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { _id: string; provider: string; purpose: string; amount: number; status: string; redirectUrl: string };
}

/**
 * The customer's browser coming back to the site's return page (bKash: its query; SSLCommerz: the
 * form it posts): what that page hands the payments service (app/routes/booking/payment-return.ts,
 * whose redirect the e2e suite follows). Answers the payment as it then is.
 */
async function comeBack(returnUrl: string, form?: Record<string, string>) {
  const url = new URL(returnUrl);
  const [, , provider, , id] = url.pathname.split('/');
  expect(url.pathname).toBe(`/payments/${provider}/return/${id}`);
  return h.runtime.services.payments.returned(provider!, id!, { ...Object.fromEntries(url.searchParams), ...form });
}

describe('booking without card data', () => {
  it('books without card fields when a provider is configured, holding the seats; card fields are refused', async () => {
    const b = await book();
    expect(b.paymentMethod).toBe('online');
    expect(b.cardLast4).toBe('');
    expect(b.paidAmount).toBe(0);
    expect(Date.parse(b.holdUntil!)).toBeGreaterThan(Date.now() + 25 * 60_000);
    const withCard = await h.request('/api/bookTour', {
      method: 'POST',
      as: 'alice',
      json: {
        packageId: pkg._id,
        fullName: 'A',
        email: 'a@example.com',
        phone: '+880 1711 000111',
        address: 'x',
        city: 'Dhaka',
        travelDate: far,
        travellers: 1,
        cardName: 'A',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
        expireDate: '12/35',
      },
    });
    expect(withCard.status).toBe(400);
    expect(await withCard.json()).toMatchObject({
      error: "Card details are not taken here: you pay on the payment provider's own page after booking",
      code: 'cardNotTaken',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'cardNumber', code: 'cardNotTaken' })]),
    });
  });

  it('offers the configured providers', async () => {
    const res = await h.request('/api/payments/providers');
    expect(((await res.json()) as { name: string }[]).map((p) => p.name).sort()).toEqual(['bkash', 'sslcommerz']);
  });

  it("refuses to start a payment of another customer's booking, or through an unknown provider", async () => {
    const b = await book();
    expect((await h.request(`/api/individualBookTour/${b._id}/payments`, { method: 'POST', as: 'bob', json: { provider: 'bkash' } })).status).toBe(404);
    expect((await h.request(`/api/individualBookTour/${b._id}/payments`, { method: 'POST', as: 'alice', json: { provider: 'paypal' } })).status).toBe(400);
  });
});

describe('SSLCommerz', () => {
  it('pays the advance: the signed IPN settles it, the booking is Confirmed, the return shows it once', async () => {
    const b = await book();
    await h.forgetMail();
    const started = await startPayment(b._id, 'sslcommerz');
    expect(started).toMatchObject({ provider: 'sslcommerz', purpose: 'advance', amount: b.advanceDue, status: 'Initiated' });
    expect(started.redirectUrl.startsWith(ssl.baseUrl)).toBe(true);
    const { returnUrl, form } = await sslPay(started.redirectUrl);
    // The IPN came first (server to server): the booking is confirmed before the customer is back.
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    const back = await comeBack(returnUrl, form);
    expect(back).toMatchObject({ id: started._id, bookingId: b._id, status: 'Paid' });
    const after = await bookingOf(b._id);
    expect(after.paidAmount).toBe(b.advanceDue);
    expect(after.payments).toMatchObject([{ _id: started._id, provider: 'sslcommerz', purpose: 'advance', amount: b.advanceDue, status: 'Paid' }]);
    expect(after.holdUntil).toBeNull();
    await h.mailDelivered();
    expect(h.sentMail.filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);
  });

  it('a lost IPN: the return asks the provider and settles it', async () => {
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    const { returnUrl, form } = await sslPay(started.redirectUrl);
    expect((await bookingOf(b._id)).status).toBe('Pending');
    await comeBack(returnUrl, form);
    expect((await bookingOf(b._id)).status).toBe('Confirmed');
  });

  it('a lost IPN and a closed browser: the sweeper asks the provider after 15 minutes', async () => {
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    await sslPay(started.redirectUrl);
    await h.runtime.services.payments.sweep(new Date(Date.now() + 5 * 60_000));
    expect((await bookingOf(b._id)).status).toBe('Pending');
    await h.runtime.services.payments.sweep(new Date(Date.now() + 16 * 60_000));
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
    expect((await bookingOf(b._id)).status).toBe('Confirmed');
  });

  it('a forged IPN is refused and changes nothing', async () => {
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    const { tranId } = await sslPay(started.redirectUrl);
    ssl.faults.forgeSignature = true;
    const forged = new URLSearchParams(ssl.ipnFields(tranId)).toString();
    const res = await h.request('/api/payments/sslcommerz/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged,
    });
    expect(res.status).toBe(400);
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Initiated');
    // The same IPN signed by the store's password settles it.
    ssl.faults.forgeSignature = false;
    expect(await ssl.sendIpn(tranId)).toBe(200);
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
  });

  it("a return carrying another payment's val_id changes nothing; the real one then settles", async () => {
    const other = await book();
    const otherPayment = await startPayment(other._id, 'sslcommerz');
    const { form: otherForm } = await sslPay(otherPayment.redirectUrl);
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    const returnUrl = `${h.baseUrl}/payments/sslcommerz/return/${started._id}`;
    expect(await comeBack(returnUrl, { ...otherForm, tran_id: otherForm.tran_id! })).toMatchObject({ status: 'Initiated' });
    const { form } = await sslPay(started.redirectUrl);
    expect(await comeBack(returnUrl, form)).toMatchObject({ status: 'Paid' });
  });

  it('a payment failed or cancelled on the hosted page leaves the booking Pending; paying again works', async () => {
    const b = await book();
    for (const outcome of ['fail', 'cancel'] as const) {
      const started = await startPayment(b._id, 'sslcommerz');
      const { returnUrl, form } = await sslPay(started.redirectUrl, outcome);
      expect(new URL(returnUrl).searchParams.get('outcome')).toBe(outcome);
      expect((await comeBack(returnUrl, form)).status).toBe(outcome === 'fail' ? 'Failed' : 'Cancelled');
    }
    const again = await startPayment(b._id, 'sslcommerz');
    await sslPay(again.redirectUrl);
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    expect((await bookingOf(b._id)).paidAmount).toBe(b.advanceDue);
  });

  it('a tampered amount (less than asked) is not paid, and not Failed either: the operator sees it as unclear', async () => {
    const b = await book();
    ssl.faults.tamperAmount = '1.00';
    const started = await startPayment(b._id, 'sslcommerz');
    const { returnUrl, form } = await sslPay(started.redirectUrl);
    await comeBack(returnUrl, form);
    const after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Initiated');
    expect(after.status).toBe('Pending');
    expect(after.paidAmount).toBe(0);
    const list = (await (await h.request(`/api/payments?q=${b._id}`, { as: 'admin' })).json()) as {
      payments: { status: string }[];
      mismatches: { paymentId: string; kind: string; resolvedAt: string | null }[];
    };
    expect(list.payments[0]!.status).toBe('Unknown');
    expect(list.mismatches.find((m) => m.paymentId === started._id)).toMatchObject({ kind: 'unclear', resolvedAt: null });
  });

  it('risk_level 1 holds the payment for an admin, who releases it', async () => {
    const b = await book();
    ssl.faults.riskLevel1 = true;
    const started = await startPayment(b._id, 'sslcommerz');
    const { returnUrl, form } = await sslPay(started.redirectUrl);
    await comeBack(returnUrl, form);
    let after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Held');
    expect(after.status).toBe('Pending');
    expect((await h.request(`/api/individualBookTour/${b._id}/payments`, { method: 'POST', as: 'alice', json: { provider: 'sslcommerz' } })).status).toBe(409);
    const released = await h.request(`/api/payments/${started._id}/release`, { method: 'POST', as: 'admin', json: {} });
    expect(released.status).toBe(200);
    after = await bookingOf(b._id);
    expect(after.status).toBe('Confirmed');
    expect(after.paidAmount).toBe(b.advanceDue);
  });

  it('ten replays of one IPN at once, and the return racing them: one payment, one receipt', async () => {
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    const { returnUrl, form } = await sslPay(started.redirectUrl);
    await h.forgetMail();
    const ipn = new URLSearchParams(form).toString();
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () =>
          h.request('/api/payments/sslcommerz/ipn', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ipn }),
        ),
      ),
      comeBack(returnUrl, form),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const after = await bookingOf(b._id);
    expect(after.payments.filter((p) => p.status === 'Paid')).toHaveLength(1);
    expect(after.paidAmount).toBe(b.advanceDue);
    expect(after.history.filter((x) => x.toStatus === 'Confirmed')).toHaveLength(1);
    await h.mailDelivered();
    expect(h.sentMail.filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);
  });
});

describe('bKash', () => {
  it('pays the advance: the return executes it once; the payment is Paid and the booking Confirmed', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'bkash');
    expect(started.redirectUrl.startsWith(bkash.baseUrl)).toBe(true);
    const returnUrl = await bkashPay(started.redirectUrl);
    expect(new URL(returnUrl).searchParams.get('status')).toBe('success');
    await comeBack(returnUrl);
    // The customer's browser comes back twice (a reload): execute is not called again.
    await comeBack(returnUrl);
    const after = await bookingOf(b._id);
    expect(after.status).toBe('Confirmed');
    expect(after.payments).toMatchObject([{ provider: 'bkash', status: 'Paid', amount: b.advanceDue }]);
    expect(bkash.payments.get(new URL(returnUrl).searchParams.get('paymentID')!)!.executeCalls).toBe(1);
  });

  it('execute times out after succeeding: the payment status says Completed, and it is Paid', async () => {
    const b = await book();
    bkash.faults.executeTimeoutAfterSuccess = 'drop';
    const started = await startPayment(b._id, 'bkash');
    const returnUrl = await bkashPay(started.redirectUrl);
    await comeBack(returnUrl);
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
  }, 60_000);

  it('an expired token is granted again and the call succeeds', async () => {
    const b = await book();
    bkash.faults.expireTokenNow = true;
    const started = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(started.redirectUrl));
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
  });

  it('a cancelled payment on the bKash page leaves the booking Pending, and a new payment can start', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(started.redirectUrl, 'cancel'));
    const after = await bookingOf(b._id);
    expect(['Cancelled', 'Failed']).toContain(after.payments[0]!.status);
    expect(after.status).toBe('Pending');
    const again = await startPayment(b._id, 'bkash');
    expect(again.amount).toBe(b.advanceDue);
  });

  it('a forged webhook is refused; an authentic one for a settled payment changes nothing', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'bkash');
    const returnUrl = await bkashPay(started.redirectUrl);
    const paymentID = new URL(returnUrl).searchParams.get('paymentID')!;
    bkash.webhookUrl = null;
    await comeBack(returnUrl);
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
    bkash.webhookUrl = `${h.baseUrl}/api/payments/bkash/webhook`;
    bkash.faults.forgeSignature = true;
    const forged = JSON.stringify(bkash.webhookMessage(paymentID));
    const refused = await h.request('/api/payments/bkash/webhook', { method: 'POST', headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: forged });
    expect(refused.status).toBe(400);
    bkash.faults.forgeSignature = false;
    const message = bkash.webhookMessage(paymentID);
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/api/payments/bkash/webhook', {
        method: 'POST',
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
        body: JSON.stringify(message),
      });
      expect(res.status).toBe(200);
    }
    const after = await bookingOf(b._id);
    expect(after.payments).toHaveLength(1);
    expect(after.paidAmount).toBe(b.advanceDue);
  });
});

describe('the balance, refunds and time', () => {
  it('pays the advance by SSLCommerz and the balance by bKash; then nothing is due', async () => {
    const b = await book();
    const advance = await startPayment(b._id, 'sslcommerz');
    await sslPay(advance.redirectUrl);
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    const balance = await startPayment(b._id, 'bkash');
    expect(balance).toMatchObject({ purpose: 'balance', amount: b.totalPrice - b.advanceDue });
    await comeBack(await bkashPay(balance.redirectUrl));
    const after = await bookingOf(b._id);
    expect(after.paidAmount).toBe(b.totalPrice);
    const more = await h.request(`/api/individualBookTour/${b._id}/payments`, { method: 'POST', as: 'alice', json: { provider: 'bkash' } });
    expect(more.status).toBe(409);
    expect(((await more.json()) as { error: string }).error).toBe('This booking is paid in full.');
  });

  it('cancelling refunds what was paid less the charge, newest payment first, through each provider', async () => {
    const b = await book();
    const advance = await startPayment(b._id, 'sslcommerz');
    await sslPay(advance.redirectUrl);
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    const balance = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(balance.redirectUrl));
    const quote = cancellationCharge({ travelDate: b.travelDate, totalPrice: b.totalPrice, advanceDue: b.totalPrice }, new Date());
    const res = await h.request(`/api/individualBookTour/${b._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as Booking;
    expect(cancelled.refundAmount).toBe(quote.refund);
    expect(cancelled.cancellationCharge).toBe(quote.charge);
    const after = await bookingOf(b._id);
    expect(after.refunds.reduce((n, r) => n + r.amount, 0)).toBe(quote.refund);
    // The balance (bKash, newest) first: bKash refunds at once; SSLCommerz's is processed later.
    const balanceRefund = Math.min(quote.refund, balance.amount);
    expect(after.refunds.map((r) => r.amount).sort((x, y) => y - x)[0]).toBe(balanceRefund);
    expect(after.refunds.find((r) => r.amount === balanceRefund)!.status).toBe('Refunded');
    const sslRefund = after.refunds.find((r) => r.amount !== balanceRefund);
    if (quote.refund > balanceRefund) {
      expect(sslRefund!.status).toBe('Pending');
      // Asked before SSLCommerz carried it out: still Pending. Then SSLCommerz refunds it.
      await h.runtime.services.payments.sweep(new Date(Date.now() + 11 * 60_000));
      expect((await bookingOf(b._id)).refunds.find((r) => r._id === sslRefund!._id)!.status).toBe('Pending');
      for (const r of ssl.refunds.values()) if (r.status === 'processing') ssl.settleRefund(r.refundRefId);
      await h.runtime.services.payments.sweep(new Date(Date.now() + 22 * 60_000));
      expect((await bookingOf(b._id)).refunds.find((r) => r._id === sslRefund!._id)!.status).toBe('Refunded');
    }
  });

  it('the monthly report counts the money received and refunded through the providers, and the payments list agrees', async () => {
    // One paid and refunded booking of its own (bKash refunds at once); the report sums every one.
    const b = await book();
    const paid = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(paid.redirectUrl));
    await h.request(`/api/individualBookTour/${b._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    const month = dhakaDate().slice(0, 7);
    const report = (await (await h.request('/api/reports/monthly', { as: 'admin' })).json()) as { month: string; received: number; refunded: number }[];
    const row = report.find((r) => r.month === month)!;
    const { payments, refunds } = (await (await h.request('/api/payments', { as: 'admin' })).json()) as {
      payments: { status: string; amount: number }[];
      refunds: { status: string; amount: number }[];
    };
    const sum = (rows: { status: string; amount: number }[], status: string) => rows.filter((r) => r.status === status).reduce((n, r) => n + r.amount, 0);
    expect(row.received).toBeGreaterThan(0);
    expect(row.received).toBe(sum(payments, 'Paid'));
    expect(row.refunded).toBeGreaterThan(0);
    expect(row.refunded).toBe(sum(refunds, 'Refunded'));
  });

  it('a refund the provider refuses stays visible as Failed, and an admin sends it again', async () => {
    const b = await book();
    const paid = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(paid.redirectUrl));
    bkash.faults.refundFails = true;
    await h.request(`/api/individualBookTour/${b._id}/cancel`, { method: 'POST', as: 'alice', json: {} });
    const failed = (await bookingOf(b._id)).refunds[0]!;
    expect(failed.status).toBe('Failed');
    const list = (await (await h.request(`/api/payments?q=${b._id}`, { as: 'admin' })).json()) as {
      refunds: { _id: string; status: string; statusReason: string | null }[];
    };
    expect(list.refunds[0]).toMatchObject({ _id: failed._id, status: 'Failed' });
    expect(list.refunds[0]!.statusReason).toBeTruthy();
    bkash.faults.refundFails = false;
    const retried = await h.request(`/api/refunds/${failed._id}/retry`, { method: 'POST', as: 'admin', json: {} });
    expect(retried.status).toBe(200);
    expect((await bookingOf(b._id)).refunds[0]!.status).toBe('Refunded');
  });

  it('an unpaid booking is cancelled when its hold runs out, and its seats are free again', async () => {
    const departureId = await openDeparture(h, pkg._id, addDays(today(), 150), 3);
    const res = await h.request('/api/bookTour', {
      method: 'POST',
      as: 'bob',
      json: {
        packageId: pkg._id,
        departureId,
        fullName: 'Bob',
        email: 'bob@example.com',
        phone: '+880 1711 000222',
        address: 'x',
        city: 'Dhaka',
        travellers: 3,
      },
    });
    const b = (await res.json()) as Booking;
    const seatsLeft = async () =>
      ((await (await h.request(`/api/departures?packageId=${pkg._id}`)).json()) as { _id: string; seatsLeft: number }[]).find((d) => d._id === departureId)!
        .seatsLeft;
    expect(await seatsLeft()).toBe(0);
    await h.forgetMail();
    await h.runtime.services.payments.sweep(new Date(Date.now() + 29 * 60_000));
    expect((await bookingOf(b._id, 'bob')).status).toBe('Pending');
    await h.runtime.services.payments.sweep(new Date(Date.now() + 31 * 60_000));
    const after = await bookingOf(b._id, 'bob');
    expect(after.status).toBe('Cancelled');
    expect(after.refunds).toEqual([]);
    expect(await seatsLeft()).toBe(3);
    await h.mailDelivered();
    expect(h.sentMail.some((m) => m.to === 'customer202@example.com' && m.subject.includes('not paid in time'))).toBe(true);
  });

  it('reminds of the balance 7 and 2 days before it is due, once each', async () => {
    const b = await book('alice', midway, 1);
    const advance = await startPayment(b._id, 'bkash');
    await comeBack(await bkashPay(advance.redirectUrl));
    expect((await bookingOf(b._id)).status).toBe('Confirmed');
    await h.forgetMail();
    const dayOf = (iso: string) => new Date(`${iso}T12:00:00+06:00`);
    const dueDate = addDays(midway, -7);
    const sweep = (at: string) => h.runtime.services.payments.sweep(dayOf(at));
    await sweep(addDays(dueDate, -8));
    await sweep(addDays(dueDate, -7));
    await sweep(addDays(dueDate, -6));
    await sweep(addDays(dueDate, -2));
    await sweep(addDays(dueDate, -1));
    await h.mailDelivered();
    const reminders = h.sentMail.filter((m) => m.subject.startsWith('Reminder:') && m.subject.includes(b.name));
    expect(reminders).toHaveLength(2);
    const kinds = await h.runtime.database.db.select().from(bookingReminders);
    expect(
      kinds
        .filter((k) => k.bookingId === b._id)
        .map((k) => k.kind)
        .sort(),
    ).toEqual(['balance-2', 'balance-7']);
    // And by SMS (issue 37), to the booking's phone, once each: the advance received, the two reminders.
    const reference = `TZ-${b._id.slice(0, 8).toUpperCase()}`;
    const texts = (await h.runtime.database.db.select().from(smsQueue).where(eq(smsQueue.phone, '+8801711000111')))
      .filter((r) => r.text.includes(reference))
      .map((r) => r.kind)
      .sort();
    expect(texts).toEqual(['balanceDue', 'balanceDue', 'bookingReceived', 'paymentReceived']);
  });
});
