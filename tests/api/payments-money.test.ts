/**
 * Money that is exact (issue 33), through the JSON API on PGlite and PostgreSQL against the
 * providers' peers: a lost IPN settled by SSLCommerz's transaction query (currency_type, no
 * currency); a refund made whose answer was lost (one refund at the provider, whatever races it;
 * Unconfirmed for the operator where the provider cannot say); an anonymous cancel return that
 * leaves the payment open for the real approval; a valid transaction for a payment we had closed
 * (counted, or refunded); an IPN retried after its handling crashed; repeated payment starts
 * (the hold extended once, the 6th start refused); a held payment released after a cancellation
 * (the policy's charge kept after the customer's, nothing after the operator's departure
 * cancellation) or refunded in full; a closed payment reported with another amount, a notification
 * for a payment we do not have and a payment the provider calls failed, listed for the operator;
 * a hold that outlives a payment the provider may have taken; an admin's retry racing the clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addDays, cancellationCharge, dhakaDate } from '../../shared/policy.ts';
import { bookingReference, type BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
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
/** 120 days ahead: the advance is 30%, cancelling costs 10%. */
let far: string;
/** 45 days ahead: cancelling costs 50%. */
let midway: string;

interface AdminList {
  payments: { _id: string; status: string; amount: number }[];
  refunds: {
    _id: string;
    paymentId: string;
    status: string;
    amount: number;
    statusReason: string | null;
    refundRef: string;
    providerRefundId: string | null;
  }[];
  mismatches: {
    _id: string;
    paymentId: string;
    bookingId: string;
    merchantRef: string;
    kind: string;
    ours: string;
    theirs: string;
    detail: string;
    resolvedAt: string | null;
  }[];
}

beforeAll(async () => {
  peers = await startPaymentPeers('money');
  ({ ssl, bkash } = peers);
  h = await startApiHarness({
    listen: true,
    env: {
      ...peers.env,
      // A short hold: a payment start extends it (once).
      PAYMENT_HOLD_MINUTES: '2',
    },
  });
  peers.webhookTo(h.baseUrl);
  const viewers = { alice: customerViewer(301), admin: adminViewer() };
  for (const [key, v] of Object.entries(viewers)) {
    h.viewer(key, v);
    await h.runtime.database.db.insert(users).values({ id: v.userId, name: v.name, email: v.email, emailVerified: true }).onConflictDoNothing();
  }
  await h.runtime.services.admins.ensure(viewers.admin.email);
  const packages = (await (await h.request('/api/allTourPackages')).json()) as Pkg[];
  pkg = packages.find((p) => p.status !== 'Sold out' && p.packageGroupPeoples >= 4)!;
  expect(pkg).toBeTruthy();
  far = addDays(dhakaDate(), 120);
  midway = addDays(dhakaDate(), 45);
  for (const date of [far, midway]) await openDeparture(h, pkg._id, date, 500);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await peers?.close();
});
beforeEach(() => {
  Object.assign(ssl.faults, { loseIpn: false, riskLevel1: false, loseRefundAnswer: false, refundFails: false, tamperAmount: null, validationDown: false });
  Object.assign(bkash.faults, { loseRefundAnswer: false, refundFails: false });
});

async function book(travelDate = far): Promise<Booking> {
  const res = await h.request('/api/bookTour', {
    method: 'POST',
    as: 'alice',
    json: {
      packageId: pkg._id,
      fullName: 'Alice Rahman',
      email: 'alice@example.com',
      phone: '+880 1711 000111',
      address: 'House 1',
      city: 'Dhaka',
      travelDate,
      travellers: 2,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booking;
}

const bookingOf = async (id: string) => (await (await h.request(`/api/individualBookTour/${id}`, { as: 'alice' })).json()) as Booking;
const adminList = async (q: string) => (await (await h.request(`/api/payments?q=${q}`, { as: 'admin' })).json()) as AdminList;
const sweep = (minutesLater: number) => h.runtime.services.payments.sweep(new Date(Date.now() + minutesLater * 60_000));

function startPaymentRequest(bookingId: string, provider: 'sslcommerz' | 'bkash') {
  return h.request(`/api/individualBookTour/${bookingId}/payments`, { method: 'POST', as: 'alice', json: { provider } });
}

async function startPayment(bookingId: string, provider: 'sslcommerz' | 'bkash') {
  const res = await startPaymentRequest(bookingId, provider);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { _id: string; amount: number; redirectUrl: string };
}

/** The customer's browser back on the return page: what that page hands the payments service. */
async function comeBack(returnUrl: string, form?: Record<string, string>) {
  const url = new URL(returnUrl);
  const [, , provider, , id] = url.pathname.split('/');
  return h.runtime.services.payments.returned(provider!, id!, { ...Object.fromEntries(url.searchParams), ...form });
}

const sessionOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('SESSIONKEY')!;
const paymentIdOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('paymentID')!;

async function paidWithBkash(b: Booking) {
  const started = await startPayment(b._id, 'bkash');
  await comeBack(await bkash.pay(paymentIdOf(started.redirectUrl), 'success'));
  return started;
}

async function cancel(bookingId: string) {
  const res = await h.request(`/api/individualBookTour/${bookingId}/cancel`, { method: 'POST', as: 'alice', json: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Booking;
}

/** A booking paid with bKash and cancelled, whose refund bKash refused (Failed); bKash answers again afterwards. */
async function refusedBkashRefund() {
  const b = await book();
  const paid = await paidWithBkash(b);
  const peerPayment = bkash.payments.get(paymentIdOf(paid.redirectUrl))!;
  bkash.faults.refundFails = true;
  const cancelled = await cancel(b._id);
  await expect.poll(async () => (await adminList(b._id)).refunds[0]?.status).toBe('Failed');
  bkash.faults.refundFails = false;
  const [refund] = (await adminList(b._id)).refunds;
  return { b, peerPayment, cancelled, refund: refund! };
}

describe('no money dropped', () => {
  it('a lost IPN and a closed browser: the transaction query (currency_type, no currency) settles it before the hold runs out', async () => {
    const b = await book();
    ssl.faults.loseIpn = true;
    const started = await startPayment(b._id, 'sslcommerz');
    await ssl.pay(sessionOf(started.redirectUrl));
    await sweep(16);
    const after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Paid');
    expect(after.status).toBe('Confirmed');
    expect(after.paidAmount).toBe(b.advanceDue);
  });

  it('an anonymous cancel or failure return leaves an open payment open (bKash says Initiated, SSLCommerz knows none); the real approval settles it', async () => {
    const s = await book();
    const ssStarted = await startPayment(s._id, 'sslcommerz');
    const returnUrl = `${h.baseUrl}/payments/sslcommerz/return/${ssStarted._id}`;
    await comeBack(`${returnUrl}?outcome=cancel`, { status: 'CANCELLED', tran_id: `TZP${ssStarted._id}` });
    await comeBack(`${returnUrl}?outcome=fail`, { status: 'FAILED', tran_id: `TZP${ssStarted._id}` });
    expect((await bookingOf(s._id)).payments[0]!.status).toBe('Initiated');
    await ssl.pay(sessionOf(ssStarted.redirectUrl));
    await expect.poll(async () => (await bookingOf(s._id)).status).toBe('Confirmed');

    const b = await book();
    const started = await startPayment(b._id, 'bkash');
    const paymentID = paymentIdOf(started.redirectUrl);
    // Anyone holding the payment's id can type its return URL.
    for (const status of ['cancel', 'failure']) await h.runtime.services.payments.returned('bkash', started._id, { paymentID, status });
    let after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Initiated');
    expect(after.status).toBe('Pending');
    await comeBack(await bkash.pay(paymentID, 'success'));
    after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Paid');
    expect(after.status).toBe('Confirmed');
  });

  it('a valid transaction for a payment given up is counted while the booking still owes it', async () => {
    const b = await book();
    await paidWithBkash(b);
    const balance = await startPayment(b._id, 'sslcommerz');
    await sweep(25 * 60);
    expect((await adminList(b._id)).payments.find((p) => p._id === balance._id)!.status).toBe('Cancelled');
    // The customer's page was still open: SSLCommerz takes the money and sends its IPN.
    await ssl.pay(sessionOf(balance.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).paidAmount).toBe(b.totalPrice);
    const list = await adminList(b._id);
    expect(list.payments.find((p) => p._id === balance._id)!.status).toBe('Paid');
    expect(list.mismatches.find((m) => m.paymentId === balance._id)).toMatchObject({ kind: 'status', ours: 'Cancelled', theirs: 'Paid' });
    expect((await bookingOf(b._id)).refunds).toEqual([]);
  });

  it('a valid transaction for a payment given up is refunded when the booking no longer owes it', async () => {
    const b = await book();
    await paidWithBkash(b);
    const forgotten = await startPayment(b._id, 'sslcommerz');
    await sweep(25 * 60);
    await paidWithBkash(b);
    expect((await bookingOf(b._id)).paidAmount).toBe(b.totalPrice);
    await h.forgetMail();
    await ssl.pay(sessionOf(forgotten.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).refunds.map((r) => r.amount)).toEqual([forgotten.amount]);
    const list = await adminList(b._id);
    const refund = list.refunds.find((r) => r.paymentId === forgotten._id)!;
    expect(refund.status).toBe('Processing');
    expect(list.mismatches.find((m) => m.paymentId === forgotten._id)!.detail).toMatch(/refunded/);
    // SSLCommerz carries the refund out; the sweeper asks, and the customer is told.
    ssl.settleRefund(refund.providerRefundId!);
    await sweep(11);
    expect((await adminList(b._id)).refunds.find((r) => r._id === refund._id)!.status).toBe('Refunded');
    await h.mailDelivered();
    const mail = h.sentMail.filter((m) => m.to === 'customer301@example.com' && m.subject.startsWith('Refund of'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(bookingReference(b._id));
    expect(mail[0]!.text).toMatch(/SSLCommerz/);
  });

  it('a payment given up, then reported with another amount: listed for the operator, neither counted nor dropped', async () => {
    const b = await book();
    const given = await startPayment(b._id, 'sslcommerz');
    await sweep(25 * 60);
    expect((await adminList(b._id)).payments.find((p) => p._id === given._id)!.status).toBe('Cancelled');
    ssl.faults.loseIpn = true;
    ssl.faults.tamperAmount = '1.00';
    await ssl.pay(sessionOf(given.redirectUrl));
    // SSLCommerz's IPN for it: answered (the provider need not retry), and the amount is listed.
    expect(await ssl.sendIpn(`TZP${given._id}`)).toBe(200);
    const list = await adminList(b._id);
    expect(list.payments.find((p) => p._id === given._id)!.status).toBe('Cancelled');
    expect(list.mismatches.find((m) => m.paymentId === given._id)).toMatchObject({
      kind: 'amount',
      ours: `Cancelled ${given.amount}`,
      theirs: '1 BDT',
      resolvedAt: null,
    });
    expect((await bookingOf(b._id)).paidAmount).toBe(0);
  });

  /** SSLCommerz notifies a transaction (`stray`) that is no payment of the site. */
  async function strayNotification(stray: string) {
    const b = await book();
    const started = await startPayment(b._id, 'sslcommerz');
    ssl.faults.loseIpn = true;
    await ssl.pay(sessionOf(started.redirectUrl));
    expect(await ssl.sendIpn(`TZP${started._id}`, { tran_id: stray })).toBe(200);
    return b;
  }

  it('a notification for a payment the site does not have is listed as an unknown transaction', async () => {
    const stray = `TZPstray${Date.now()}`;
    const b = await strayNotification(stray);
    const { mismatches } = await adminList(b._id);
    expect(mismatches.find((m) => m.merchantRef === stray)).toMatchObject({ kind: 'unknown-transaction', paymentId: '', bookingId: '', resolvedAt: null });
  });

  it('such a notification is marked as looked up by an admin: listed as resolved, in the audit trail, refused a second time and to others', async () => {
    const stray = `TZPlooked${Date.now()}`;
    const b = await strayNotification(stray);
    const finding = (await adminList(b._id)).mismatches.find((m) => m.merchantRef === stray)!;
    const resolve = (id: string, as: 'admin' | 'alice') => h.request(`/api/payments/findings/${id}/resolve`, { method: 'POST', as, json: {} });

    expect((await resolve(finding._id, 'alice')).status).toBe(403);
    expect((await resolve('nosuchfinding', 'admin')).status).toBe(404);
    // A finding about one of our payments closes when the provider and we agree, not by hand.
    const paymentFinding = (await adminList(b._id)).mismatches.find((m) => m.paymentId);
    if (paymentFinding) expect((await resolve(paymentFinding._id, 'admin')).status).toBe(404);
    expect((await adminList(b._id)).mismatches.find((m) => m.merchantRef === stray)!.resolvedAt).toBeNull();

    const done = await resolve(finding._id, 'admin');
    expect(done.status).toBe(200);
    const answer = (await done.json()) as { resolvedAt: string; merchantRef: string };
    expect(answer.merchantRef).toBe(stray);
    expect((await adminList(b._id)).mismatches.find((m) => m.merchantRef === stray)).toMatchObject({
      kind: 'unknown-transaction',
      resolvedAt: answer.resolvedAt,
    });

    const again = await resolve(finding._id, 'admin');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'findingAlreadyResolved', error: 'This finding is already marked as looked up' });
    const trail = (await (await h.request('/api/audit?limit=20', { as: 'admin' })).json()) as { action: string; entity: string; entityId: string }[];
    expect(trail.filter((e) => e.entityId === finding._id)).toMatchObject([{ action: 'resolve', entity: 'paymentFinding' }]);
  });

  it('a hold does not run out while the provider does not answer, nor while its answer says neither yes nor no', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'sslcommerz');
    ssl.faults.loseIpn = true;
    await ssl.pay(sessionOf(started.redirectUrl));
    ssl.faults.validationDown = true;
    await sweep(20);
    let after = await bookingOf(b._id);
    expect(after.status).toBe('Pending');
    expect(after.payments[0]!.status).toBe('Initiated');
    ssl.faults.validationDown = false;

    const other = await book();
    const tampered = await startPayment(other._id, 'sslcommerz');
    ssl.faults.tamperAmount = '1.00';
    await ssl.pay(sessionOf(tampered.redirectUrl));
    await sweep(20);
    after = await bookingOf(other._id);
    expect(after.status).toBe('Pending');
    expect((await adminList(other._id)).payments[0]!.status).toBe('Unknown');
    // The first one, answered at last: paid, and the booking confirmed.
    await sweep(40);
    expect((await bookingOf(b._id)).status).toBe('Confirmed');
  });

  it('an IPN whose handling crashed is handled when SSLCommerz sends it again', async () => {
    const db = h.runtime.database.db;
    // The handling's transaction fails once, as an instance dying half-way would leave it.
    await db.execute(sql.raw('create sequence if not exists paid_once_seq'));
    await db.execute(
      sql.raw(
        `create or replace function paid_fails_once() returns trigger language plpgsql as $$ begin if nextval('paid_once_seq') = 1 then raise exception 'simulated crash'; end if; return new; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger payments_paid_fails_once before update on payments for each row when (new.status = 'Paid') execute function paid_fails_once()`),
    );
    try {
      const b = await book();
      ssl.faults.loseIpn = true;
      const started = await startPayment(b._id, 'sslcommerz');
      await ssl.pay(sessionOf(started.redirectUrl));
      expect(await ssl.sendIpn(`TZP${started._id}`)).toBe(500);
      expect((await bookingOf(b._id)).status).toBe('Pending');
      expect(await ssl.sendIpn(`TZP${started._id}`)).toBe(200);
      const after = await bookingOf(b._id);
      expect(after.payments[0]!.status).toBe('Paid');
      expect(after.status).toBe('Confirmed');
      // Handled: a third delivery is a replay.
      expect(await ssl.sendIpn(`TZP${started._id}`)).toBe(200);
      expect((await bookingOf(b._id)).paidAmount).toBe(b.advanceDue);
    } finally {
      await db.execute(sql.raw('drop trigger if exists payments_paid_fails_once on payments'));
    }
  });
});

describe('the daily reconciliation', () => {
  it('asks about every payment of the last 30 days and lists another amount, and a transaction the provider does not know', async () => {
    const b = await book();
    const paid = await paidWithBkash(b);
    const other = await book();
    const forgotten = await paidWithBkash(other);
    bkash.faults.tamperAmount = '1.00';
    // The provider no longer knows the second one (as if it had been reversed on its side).
    bkash.payments.delete(paymentIdOf(forgotten.redirectUrl));
    try {
      await h.runtime.services.payments.reconcileAll(new Date());
    } finally {
      bkash.faults.tamperAmount = null;
    }
    const { mismatches } = await adminList(b._id);
    expect(mismatches.find((m) => m.paymentId === paid._id)).toMatchObject({ kind: 'amount', resolvedAt: null });
    expect(mismatches.find((m) => m.paymentId === forgotten._id)).toMatchObject({ kind: 'unknown-transaction', resolvedAt: null });
    // Paid stays Paid: the operator decides.
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
  });

  it('lists a payment paid here that the provider now calls failed', async () => {
    const b = await book();
    const paid = await paidWithBkash(b);
    bkash.payments.get(paymentIdOf(paid.redirectUrl))!.status = 'Failed';
    await h.runtime.services.payments.reconcileAll(new Date());
    const { mismatches } = await adminList(b._id);
    expect(mismatches.find((m) => m.paymentId === paid._id)).toMatchObject({ kind: 'status', ours: 'Paid', theirs: 'Failed', resolvedAt: null });
    expect((await bookingOf(b._id)).payments[0]!.status).toBe('Paid');
  });
});

describe('refunds that cannot be paid twice', () => {
  it('bKash made the refund and its answer was lost: asked first, never sent again, whoever races', async () => {
    const b = await book();
    const paid = await paidWithBkash(b);
    const peerPayment = bkash.payments.get(paymentIdOf(paid.redirectUrl))!;
    bkash.faults.loseRefundAnswer = 'drop';
    const cancelled = await cancel(b._id);
    await expect.poll(() => peerPayment.refunds.length).toBe(1);
    await expect.poll(async () => (await adminList(b._id)).refunds[0]?.statusReason ?? '').toMatch(/no answer/i);
    bkash.faults.loseRefundAnswer = false;
    const [refund] = (await adminList(b._id)).refunds;
    // Two instances' sweepers and an admin's retry, at once, once the claim went stale.
    const later = new Date(Date.now() + 3 * 60_000);
    const [, , retry] = await Promise.all([
      h.runtime.services.payments.sweep(later),
      h.runtime.services.payments.sweep(later),
      h.request(`/api/refunds/${refund!._id}/retry?confirmed=true`, { method: 'POST', as: 'admin', json: {} }),
    ]);
    expect(retry.status).toBe(409);
    await sweep(3);
    expect(peerPayment.refunds.map((r) => Number(r.amount))).toEqual([cancelled.refundAmount]);
    expect((await adminList(b._id)).refunds.map((r) => r.status)).toEqual(['Refunded']);
    expect((await bookingOf(b._id)).refunds.map((r) => r.status)).toEqual(['Refunded']);
  });

  it("an admin's retry of a refused refund racing the sweeper and reconciliation: one refund, recorded", async () => {
    const { b, peerPayment, cancelled, refund } = await refusedBkashRefund();
    const later = new Date(Date.now() + 3 * 60_000);
    const [, , retry] = await Promise.all([
      h.runtime.services.payments.sweep(later),
      h.runtime.services.payments.reconcileAll(later),
      h.request(`/api/refunds/${refund._id}/retry`, { method: 'POST', as: 'admin', json: {} }),
    ]);
    expect(retry.status, await retry.clone().text()).toBe(200);
    await h.runtime.services.payments.reconcileAll(later);
    expect(peerPayment.refunds.map((r) => Number(r.amount))).toEqual([cancelled.refundAmount]);
    expect((await adminList(b._id)).refunds.map((r) => r.status)).toEqual(['Refunded']);
  });

  it('reconciliation asks about a refused refund: one the provider carried out after all is recorded as refunded', async () => {
    const { b, peerPayment, cancelled, refund } = await refusedBkashRefund();
    // bKash's side carried it out later (its own retry, an operator in its panel).
    peerPayment.refunds.push({
      refundTrxID: 'RFLATE0001',
      amount: cancelled.refundAmount!.toFixed(2),
      sku: refund.refundRef,
      reason: 'Booking cancelled',
      completedTime: new Date().toISOString(),
    });
    await h.runtime.services.payments.reconcileAll(new Date());
    expect((await adminList(b._id)).refunds.map((r) => [r.status, r.providerRefundId])).toEqual([['Refunded', 'RFLATE0001']]);
    expect(peerPayment.refunds).toHaveLength(1);
  });

  it("an admin's confirmed retry of an Unconfirmed refund that was made, racing reconciliation: asked first, one refund", async () => {
    const b = await book();
    const paid = await paidWithBkash(b);
    const peerPayment = bkash.payments.get(paymentIdOf(paid.redirectUrl))!;
    bkash.faults.loseRefundAnswer = 'garble';
    const cancelled = await cancel(b._id);
    await expect.poll(async () => (await adminList(b._id)).refunds[0]?.status).toBe('Unconfirmed');
    bkash.faults.loseRefundAnswer = false;
    expect(peerPayment.refunds).toHaveLength(1);
    const [refund] = (await adminList(b._id)).refunds;
    // The operator (wrongly) confirms that the merchant panel shows none, while reconciliation runs.
    const [retry] = await Promise.all([
      h.request(`/api/refunds/${refund!._id}/retry?confirmed=true`, { method: 'POST', as: 'admin', json: {} }),
      h.runtime.services.payments.reconcileAll(new Date()),
    ]);
    expect([200, 409]).toContain(retry.status);
    expect(peerPayment.refunds.map((r) => Number(r.amount))).toEqual([cancelled.refundAmount]);
    expect((await adminList(b._id)).refunds.map((r) => r.status)).toEqual(['Refunded']);
  });

  it('SSLCommerz made the refund and its answer was lost: it cannot say, so the refund waits as Unconfirmed for the operator', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'sslcommerz');
    await ssl.pay(sessionOf(started.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    const bankTranId = ssl.payments.get(`TZP${started._id}`)!.bankTranId;
    const peerRefunds = () => [...ssl.refunds.values()].filter((r) => r.bankTranId === bankTranId);
    ssl.faults.loseRefundAnswer = 'drop';
    await cancel(b._id);
    await expect.poll(() => peerRefunds().length).toBe(1);
    ssl.faults.loseRefundAnswer = false;
    await expect.poll(async () => (await adminList(b._id)).refunds[0]?.statusReason ?? '').toMatch(/no answer/i);
    await sweep(3);
    let [refund] = (await adminList(b._id)).refunds;
    expect(refund!.status).toBe('Unconfirmed');
    expect(refund!.statusReason).toMatch(/cannot say/);
    await sweep(60);
    expect(peerRefunds()).toHaveLength(1);
    // Sending it again needs the operator's explicit confirmation.
    const blind = await h.request(`/api/refunds/${refund!._id}/retry`, { method: 'POST', as: 'admin', json: {} });
    expect(blind.status).toBe(409);
    expect(((await blind.json()) as { error: string }).error).toMatch(/merchant panel/);
    // The operator finds it in the merchant panel.
    const marked = await h.request(`/api/refunds/${refund!._id}/mark-refunded`, { method: 'POST', as: 'admin', json: {} });
    expect(marked.status).toBe(200);
    [refund] = (await adminList(b._id)).refunds;
    expect(refund!.status).toBe('Refunded');
    expect(peerRefunds()).toHaveLength(1);
  });
});

describe('holds with limits', () => {
  it('a payment start extends the hold once, to 15 minutes; the 6th start in an hour is refused', async () => {
    const b = await book();
    expect(Date.parse(b.holdUntil!) - Date.now()).toBeLessThan(3 * 60_000);
    const before = Date.now();
    await startPayment(b._id, 'bkash');
    const held = (await bookingOf(b._id)).holdUntil!;
    expect(Date.parse(held) - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(Date.parse(held) - before).toBeLessThan(16 * 60_000);
    for (let i = 2; i <= 5; i++) {
      await startPayment(b._id, i % 2 ? 'bkash' : 'sslcommerz');
      expect((await bookingOf(b._id)).holdUntil).toBe(held);
    }
    const sixth = await startPaymentRequest(b._id, 'bkash');
    expect(sixth.status).toBe(429);
    const refusal = (await sixth.json()) as { error: string; code: string };
    expect(refusal).toMatchObject({
      error: 'Too many payment attempts for this booking. Please wait an hour before trying again.',
      code: 'tooManyPaymentStarts',
    });
    expect((await bookingOf(b._id)).payments).toHaveLength(5);
    // API clients are told of the 429 too.
    const doc = (await (await h.request('/api/openapi.json')).json()) as { paths: Record<string, { post?: { responses: Record<string, unknown> } }> };
    expect(doc.paths['/individualBookTour/{id}/payments']?.post?.responses['429']).toBeDefined();
  });
});

describe('held payments and cancellations', () => {
  it("a held payment released after the booking's cancellation keeps the policy's charge and refunds the rest", async () => {
    const b = await book(midway);
    ssl.faults.riskLevel1 = true;
    const started = await startPayment(b._id, 'sslcommerz');
    await ssl.pay(sessionOf(started.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).payments[0]!.status).toBe('Held');
    const cancelled = await cancel(b._id);
    expect(cancelled.cancellationCharge).toBe(0);
    const quote = cancellationCharge({ travelDate: b.travelDate, totalPrice: b.totalPrice, advanceDue: b.totalPrice }, new Date());
    const kept = Math.min(quote.charge, started.amount);
    expect(kept).toBeGreaterThan(0);
    const released = await h.request(`/api/payments/${started._id}/release`, { method: 'POST', as: 'admin', json: {} });
    expect(released.status, await released.clone().text()).toBe(200);
    const after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Paid');
    expect(after.cancellationCharge).toBe(kept);
    expect(after.refunds.reduce((n, r) => n + r.amount, 0)).toBe(started.amount - kept);
    expect(after.refundAmount).toBe(started.amount - kept);
  });

  it('a held payment released after the operator cancelled the departure is refunded whole', async () => {
    const date = addDays(dhakaDate(), 52);
    const departureId = await openDeparture(h, pkg._id, date, 50);
    const b = await book(date);
    ssl.faults.riskLevel1 = true;
    const started = await startPayment(b._id, 'sslcommerz');
    await ssl.pay(sessionOf(started.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).payments[0]!.status).toBe('Held');
    // The policy would keep a charge at 52 days, had the customer cancelled.
    expect(cancellationCharge({ travelDate: date, totalPrice: b.totalPrice, advanceDue: b.totalPrice }, new Date()).charge).toBeGreaterThan(0);
    await h.runtime.services.departures.cancel({ userId: null, email: 'ops@travelez.test' }, departureId, 'Flooded road');
    expect((await bookingOf(b._id)).status).toBe('Cancelled');
    const released = await h.request(`/api/payments/${started._id}/release`, { method: 'POST', as: 'admin', json: {} });
    expect(released.status, await released.clone().text()).toBe(200);
    const after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Paid');
    expect(after.cancellationCharge).toBe(0);
    expect(after.refunds.reduce((n, r) => n + r.amount, 0)).toBe(started.amount);
    expect(after.refundAmount).toBe(started.amount);
  });

  it('a held payment on a cancelled booking is listed by reconciliation, and the operator refunds it in full', async () => {
    const b = await book(midway);
    ssl.faults.riskLevel1 = true;
    const started = await startPayment(b._id, 'sslcommerz');
    await ssl.pay(sessionOf(started.redirectUrl));
    await expect.poll(async () => (await bookingOf(b._id)).payments[0]!.status).toBe('Held');
    // Not on a live booking: release or cancel first.
    const early = await h.request(`/api/payments/${started._id}/refund-in-full`, { method: 'POST', as: 'admin', json: {} });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('heldRefundNeedsCancelledBooking');
    await cancel(b._id);
    await h.runtime.services.payments.reconcileAll(new Date());
    expect((await adminList(b._id)).mismatches.find((m) => m.paymentId === started._id)).toMatchObject({
      kind: 'status',
      ours: 'Cancelled',
      theirs: 'Held',
      resolvedAt: null,
    });
    const refunded = await h.request(`/api/payments/${started._id}/refund-in-full`, { method: 'POST', as: 'admin', json: {} });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const after = await bookingOf(b._id);
    expect(after.payments[0]!.status).toBe('Paid');
    expect(after.cancellationCharge).toBe(0);
    expect(after.refunds.map((r) => r.amount)).toEqual([started.amount]);
    expect(after.refundAmount).toBe(started.amount);
    expect((await adminList(b._id)).mismatches.find((m) => m.paymentId === started._id)!.resolvedAt).not.toBeNull();
    const peerRefunds = [...ssl.refunds.values()].filter((r) => r.bankTranId === ssl.payments.get(`TZP${started._id}`)!.bankTranId);
    expect(peerRefunds.map((r) => Number(r.amount))).toEqual([started.amount]);
  });
});
