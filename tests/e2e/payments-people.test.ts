/**
 * Money that is exact (issue 33) where a person acts, in headless Chromium against the SSLCommerz
 * and bKash peers (tests/support/*-peer.ts): the customer sees when the seat hold ends once a
 * payment has started, and the 6th start in an hour is refused on the booking page with the
 * catalog's message, nothing else changed; the operator on /managePayments deals with refunds the
 * provider could not confirm ("Mark as refunded", "Send again" only with its confirmation), sees
 * what a provider says differently, and releases a held payment after the customer cancelled (the
 * policy's charge kept, the rest refunded). The API files prove the same rules on both databases
 * (tests/api/payments-money.test.ts); this file proves that a person can see and do them.
 *
 * The site is the file's own: the worker's shared site has no payment provider configured, and a
 * short seat hold (2 minutes) shows the one extension a payment start gives.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsText } from '../../app/routes/admin/payments.text.ts';
import { statusName } from '../../app/routes/admin/status.text.ts';
import { bookingText } from '../../app/components/booking/booking.text.ts';
import { detailsText } from '../../app/routes/booking/details-package.text.ts';
import { codedText } from '../../shared/i18n/coded-messages.text.ts';
import { formatDate, formatMoney, formatTime } from '../../shared/i18n/format.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { cancellationCharge } from '../../shared/policy.ts';
import type { BookingDto as Booking } from '../../shared/schemas/booking-dto.ts';
import { adminSessionCookie, createVerifiedUser, sameSiteHeaders, sessionCookie, useSession } from '../support/accounts.ts';
import { createTour } from '../support/admin-api.ts';
import { launchBrowser, shotWhenAsked, viewports, waitForHydration } from '../support/browser.ts';
import { axeViolations, wcag21 } from '../support/page-checks.ts';
import { useSite } from '../support/site.ts';
import { startPaymentPeers } from '../support/payment-peers.ts';

const peers = await startPaymentPeers('people');
const { ssl, bkash } = peers;
// Shorter than the 15 minutes a payment start keeps the seats: the start's extension shows.
const site = await useSite({ env: (baseURL) => ({ ...peers.siteEnv(baseURL), PAYMENT_HOLD_MINUTES: '2' }) });
const baseURL = site.baseURL;

let browser: Browser;
let customer: string;
let admin: string;
/** 120 days ahead: the advance is 30% and cancelling costs 10%, so a cancellation keeps part and refunds part. */
let departure: { _id: string; date: string };
let packageId: string;

interface AdminList {
  payments: { _id: string; bookingId: string; merchantRef: string; status: string; amount: number }[];
  refunds: { _id: string; bookingId: string; refundRef: string; status: string; amount: number; statusReason: string | null }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Nusrat Jahan' });
  customer = await sessionCookie(baseURL, user.email, user.password);
  admin = await adminSessionCookie(baseURL);
  const tour = await createTour(baseURL, `Bandarban Money ${Date.now().toString(36)}`, [{ days: 120, seats: 40 }]);
  packageId = tour.pkg._id;
  departure = tour.departures[0]!;
});
afterAll(async () => {
  await browser?.close();
  await peers.close();
});

async function api(pathname: string, cookie: string, init: { method?: string; json?: unknown } = {}) {
  return fetch(`${baseURL}${pathname}`, {
    method: init.method ?? 'GET',
    headers: sameSiteHeaders(baseURL, cookie, init.json === undefined ? {} : { 'content-type': 'application/json' }),
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** An online booking of 2 on the file's departure, Pending until its advance is paid. */
async function book(): Promise<Booking> {
  const res = await api('/api/bookTour', customer, {
    method: 'POST',
    json: {
      packageId,
      departureId: departure._id,
      fullName: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '+880 1711 000555',
      address: 'House 9, Road 2',
      city: 'Rangamati',
      travelDate: departure.date,
      travellers: 2,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booking;
}

const bookingOf = async (id: string) => (await (await api(`/api/individualBookTour/${id}`, customer)).json()) as Booking;
const adminList = async (bookingId: string) => (await (await api(`/api/payments?q=${bookingId}`, admin)).json()) as AdminList;

async function startPayment(bookingId: string, provider: 'sslcommerz' | 'bkash') {
  const res = await api(`/api/individualBookTour/${bookingId}/payments`, customer, { method: 'POST', json: { provider } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { _id: string; amount: number; redirectUrl: string };
}

/** The advance paid on SSLCommerz's page (its IPN settles it): the payment as started. */
async function paidWithSslcommerz(b: Booking, until: 'Paid' | 'Held' = 'Paid') {
  const started = await startPayment(b._id, 'sslcommerz');
  await ssl.pay(new URL(started.redirectUrl).searchParams.get('SESSIONKEY')!);
  await expect.poll(async () => (await bookingOf(b._id)).payments[0]?.status).toBe(until);
  return started;
}

async function cancel(bookingId: string): Promise<Booking> {
  const res = await api(`/api/individualBookTour/${bookingId}/cancel`, customer, { method: 'POST', json: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Booking;
}

async function signedInPage(cookie: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  await useSession(context, baseURL, cookie);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The sentence on the booking page that says until when the seats are held, as the catalog words it. */
const holdSentence = (lang: Lang, holdUntil: string) => `${bookingText[lang].heldUntilBefore}${formatTime(lang, holdUntil)}${bookingText[lang].heldUntilAfter}`;
const holdNotice = (page: Page, lang: Lang) => page.locator('p').filter({ hasText: bookingText[lang].heldUntilBefore.trim() });

describe('the customer paying', () => {
  it('sees when the hold ends once a payment has started; the 6th start in an hour is refused with a clear message and nothing else changes (375 px, English and Bangla)', async () => {
    const b = await book();
    const { context, page } = await signedInPage(customer, viewports.phone);
    try {
      await open(page, `/detailsPackage/${b._id}`);
      expect(await holdNotice(page, 'en').textContent()).toBe(holdSentence('en', b.holdUntil!));

      // The first start, on SSLCommerz's page; the customer changes their mind and comes back.
      const startedAt = Date.now();
      await page.getByRole('radio', { name: 'SSLCommerz' }).check();
      await page.getByRole('button', { name: bookingText.en.payAdvance(formatMoney('en', b.advanceDue)) }).click();
      await page.waitForURL((u) => u.href.startsWith(ssl.baseUrl));
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL((u) => u.href.startsWith(`${baseURL}/detailsPackage/${b._id}`));
      await page.getByText(bookingText.en.outcomeFailedTitle).waitFor();
      const held = (await bookingOf(b._id)).holdUntil!;
      // Extended once, to 15 minutes from the start (the booking's own hold was 2 minutes).
      expect(Date.parse(held) - startedAt).toBeGreaterThanOrEqual(15 * 60_000);
      expect(Date.parse(held) - startedAt).toBeLessThan(16 * 60_000);
      expect(await holdNotice(page, 'en').textContent()).toBe(holdSentence('en', held));
      await shotWhenAsked(page, 'people-hold-after-start-375');

      // Four more starts (the customer's other tabs): five in the hour.
      for (const provider of ['bkash', 'sslcommerz', 'bkash', 'sslcommerz'] as const) await startPayment(b._id, provider);

      // The 6th, from the Bangla page, with bKash chosen.
      await open(page, `/bn/detailsPackage/${b._id}`);
      expect(await holdNotice(page, 'bn').textContent()).toBe(holdSentence('bn', held));
      const bkashChoice = page.getByRole('radio', { name: 'bKash' });
      await bkashChoice.check();
      await page.getByRole('button', { name: bookingText.bn.payAdvance(formatMoney('bn', b.advanceDue)) }).click();
      const refusal = page.getByRole('alert').filter({ hasText: detailsText.bn.paymentNotStarted });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(codedText.bn.tooManyPaymentStarts);
      await shotWhenAsked(page, 'people-sixth-start-bn-375');
      // Still on the booking page, the choice as it was, the hold as it was, no 6th payment.
      expect(new URL(page.url()).pathname).toBe(`/bn/detailsPackage/${b._id}`);
      expect(await bkashChoice.isChecked()).toBe(true);
      expect(await holdNotice(page, 'bn').textContent()).toBe(holdSentence('bn', held));
      const after = await bookingOf(b._id);
      expect(after.payments).toHaveLength(5);
      expect(after.holdUntil).toBe(held);
      expect(after.status).toBe('Pending');
    } finally {
      await context.close();
    }
  });
});

describe('the operator on /managePayments', () => {
  const t = paymentsText.en;
  const refundRow = (page: Page, refundRef: string) => page.getByRole('table', { name: t.refunds }).getByRole('row').filter({ hasText: refundRef });

  it('sees a refund SSLCommerz could not confirm with what is known; marks one refunded; sends another again only once its confirmation is ticked (1280 px)', async () => {
    const [first, second] = [await book(), await book()];
    const paid = [await paidWithSslcommerz(first), await paidWithSslcommerz(second)];
    const bankTran = (merchantRef: string) => ssl.payments.get(merchantRef)!.bankTranId;
    const peerRefunds = (i: number) => [...ssl.refunds.values()].filter((r) => r.bankTranId === bankTran(`TZP${paid[i]!._id}`));
    // SSLCommerz makes each refund and answers without its refund_ref_id: nothing can ask about them.
    ssl.faults.refundWithoutRef = true;
    try {
      for (const b of [first, second]) await cancel(b._id);
      for (const b of [first, second]) await expect.poll(async () => (await adminList(b._id)).refunds[0]?.status).toBe('Unconfirmed');
    } finally {
      ssl.faults.refundWithoutRef = false;
    }
    const [marked, resent] = [(await adminList(first._id)).refunds[0]!, (await adminList(second._id)).refunds[0]!];
    expect([peerRefunds(0).length, peerRefunds(1).length]).toEqual([1, 1]);

    const { context, page } = await signedInPage(admin, viewports.desktop);
    try {
      await open(page, '/managePayments');
      for (const r of [marked, resent]) {
        const row = refundRow(page, r.refundRef);
        await row.waitFor();
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(formatMoney('en', r.amount));
        expect(text).toContain(statusName('en', 'Unconfirmed'));
        expect(text).toContain(r.statusReason!);
        expect(text).toMatch(/answer could not be read/);
        expect(text).toContain(t.unconfirmedHelp);
        expect(text).toContain(t.ours(r.refundRef));
      }
      expect(await axeViolations(page, '/managePayments, unconfirmed refunds', { tags: wcag21 })).toEqual([]);
      await shotWhenAsked(page, 'people-unconfirmed-1280');

      // Found in the merchant panel: marked as refunded, nothing sent.
      await page.getByRole('button', { name: t.markRefundedRefund(marked.refundRef) }).click();
      await page.getByText(t.markedRefunded(marked.refundRef)).waitFor();
      await expect.poll(async () => refundRow(page, marked.refundRef).textContent()).toContain(statusName('en', 'Refunded'));
      expect(peerRefunds(0)).toHaveLength(1);

      // Not in the merchant panel (SSLCommerz cancelled it there): "Send again" without its box ticked is refused.
      ssl.settleRefund(peerRefunds(1)[0]!.refundRefId, 'cancelled');
      const made = ssl.counters.refundsMade;
      const sendAgain = page.getByRole('button', { name: t.sendAgainRefund(resent.refundRef) });
      const confirmation = refundRow(page, resent.refundRef).getByRole('checkbox', { name: t.confirmNotMade });
      await sendAgain.click();
      expect(await confirmation.evaluate((box: HTMLInputElement) => box.validationMessage)).not.toBe('');
      // A browser that does not check the form: the site refuses it itself, and says why.
      await confirmation.evaluate((box: HTMLInputElement) => (box.form!.noValidate = true));
      await sendAgain.click();
      await page.getByText(codedText.en.refundMayBeMade).waitFor();
      expect(ssl.counters.refundsMade).toBe(made);
      expect(await refundRow(page, resent.refundRef).textContent()).toContain(statusName('en', 'Unconfirmed'));

      // Ticked: sent once.
      await confirmation.check();
      await sendAgain.click();
      await page.getByText(new RegExp(`^The refund ${resent.refundRef} was sent again: ${statusName('en', 'Processing')}`)).waitFor();
      expect(ssl.counters.refundsMade).toBe(made + 1);
      expect(peerRefunds(1).map((r) => r.status)).toEqual(['cancelled', 'processing']);
      await expect.poll(async () => refundRow(page, resent.refundRef).textContent()).toContain(statusName('en', 'Processing'));
    } finally {
      await context.close();
    }
  });

  it('sees what a provider says differently: another amount for a paid payment, listed as an open finding (1280 px)', async () => {
    const b = await book();
    const started = await startPayment(b._id, 'bkash');
    const paymentID = new URL(started.redirectUrl).searchParams.get('paymentID')!;
    // The customer approves on bKash's page; their browser comes back and the site executes the payment.
    const back = await fetch(bkash.pay(paymentID, 'success'), { headers: { cookie: customer }, redirect: 'manual' });
    await back.body?.cancel();
    await expect.poll(async () => (await bookingOf(b._id)).status).toBe('Confirmed');
    const merchantRef = (await adminList(b._id)).payments[0]!.merchantRef;

    const { context, page } = await signedInPage(admin, viewports.desktop);
    // bKash now says the payment was of 1 Tk.
    bkash.faults.tamperAmount = '1.00';
    try {
      await open(page, `/managePayments?q=${b._id}`);
      await page.getByRole('button', { name: t.askProviderAbout(merchantRef) }).click();
      const findings = page.getByRole('table', { name: t.mismatches });
      const finding = findings.getByRole('row').filter({ hasText: merchantRef });
      await finding.waitFor();
      const text = (await finding.textContent()) ?? '';
      expect(text).toContain(t.kindName('amount'));
      expect(text).toContain(t.oursVsTheirs(`Paid ${started.amount}`, '1 BDT'));
      expect(text).toContain(t.open);
      expect(await axeViolations(page, '/managePayments, a finding', { tags: wcag21 })).toEqual([]);
      await shotWhenAsked(page, 'people-finding-1280');
      // The site does not take the provider's word over the money it counted: the operator decides.
      expect((await bookingOf(b._id)).paidAmount).toBe(started.amount);
    } finally {
      bkash.faults.tamperAmount = null;
      await context.close();
    }
  });

  it('marks a notification naming no payment of the site as looked up: the finding is listed as resolved (375 px)', async () => {
    const b = await book();
    const started = await paidWithSslcommerz(b);
    const stray = `TZPstray${Date.now()}`;
    expect(await ssl.sendIpn(`TZP${started._id}`, { tran_id: stray })).toBe(200);

    const { context, page } = await signedInPage(admin, viewports.phone);
    try {
      await open(page, `/managePayments?q=${b._id}`);
      const finding = page.getByRole('table', { name: t.mismatches }).getByRole('row').filter({ hasText: stray });
      expect(await finding.textContent()).toContain(t.open);
      await shotWhenAsked(page, 'people-unknown-finding-375');
      await finding.getByRole('button', { name: t.lookedUpFinding(stray) }).click();
      await page.getByText(t.markedLookedUp(stray)).waitFor();
      await expect.poll(async () => (await finding.textContent()) ?? '').toContain(t.resolvedOn(formatDate('en', new Date())));
      expect(await finding.getByRole('button').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    } finally {
      await context.close();
    }
  });

  it("releases a payment SSLCommerz held for review after the customer cancelled: the policy's charge is kept, the rest refunded (1280 and 375 px)", async () => {
    const b = await book();
    ssl.faults.riskLevel1 = true;
    let started: { _id: string; amount: number };
    try {
      started = await paidWithSslcommerz(b, 'Held');
    } finally {
      ssl.faults.riskLevel1 = false;
    }
    const cancelled = await cancel(b._id);
    // Nothing was counted as paid at the cancellation: nothing kept, nothing refunded yet.
    expect(cancelled.cancellationCharge).toBe(0);
    const policy = cancellationCharge({ travelDate: b.travelDate, totalPrice: b.totalPrice, advanceDue: b.totalPrice }, new Date(cancelled.cancelledAt!));
    const kept = Math.min(policy.charge, started.amount);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(started.amount);
    const merchantRef = `TZP${started._id}`;

    const operator = await signedInPage(admin, viewports.desktop);
    try {
      await open(operator.page, `/managePayments?q=${b._id}`);
      await operator.page.getByRole('button', { name: t.releaseHeld(merchantRef) }).click();
      await operator.page.getByText(t.released(merchantRef, statusName('en', 'Paid'))).waitFor();
      await shotWhenAsked(operator.page, 'people-released-1280');
    } finally {
      await operator.context.close();
    }

    const d = detailsText.en;
    const { context, page } = await signedInPage(customer, viewports.phone);
    try {
      await open(page, `/detailsPackage/${b._id}`);
      const value = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      expect((await value(d.cancellationCharge).textContent())?.trim()).toBe(formatMoney('en', kept));
      expect((await value(d.refund).textContent())?.trim()).toBe(formatMoney('en', started.amount - kept));
      const payments = page.locator('section[aria-labelledby="payments-title"]');
      const refunds = payments.getByRole('heading', { name: bookingText.en.refunds }).locator('xpath=..').getByRole('listitem');
      expect(await refunds.count()).toBe(1);
      expect(await refunds.first().textContent()).toContain(formatMoney('en', started.amount - kept));
      expect(await payments.getByRole('listitem').filter({ hasText: bookingText.en.payPaid }).count()).toBe(1);
      await shotWhenAsked(page, 'people-released-booking-375');
    } finally {
      await context.close();
    }
  });
});
