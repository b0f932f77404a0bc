/**
 * Phone first (issue 37) in a 375 px phone's Chromium, in Bangla: sign up at /bn/signup with a
 * mobile number and the code the SMS brings (read at the local SSL Wireless peer), book a tour, and
 * the booking's SMS arrives at the peer in Bangla (Unicode) with the booking's reference; the
 * dashboard shows the verified number. Screenshots of the phone sign-up and the dashboard's phone
 * section at 375 and 1280 px go to $SHOTS_DIR when it is set.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountText } from '../../app/components/account/account.text.ts';
import { wizardText } from '../../app/components/booking/wizard/wizard.text.ts';
import { dashboardText } from '../../app/routes/booking/dashboard.text.ts';
import { singleTourText } from '../../app/routes/public/single-tour.text.ts';
import { tourText } from '../../app/routes/public/tour.text.ts';
import { bookCoxsBazarInBangla, launchBrowser, shotWhenAsked, viewports, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/site.ts';
import { startSslWirelessPeer, type SslWirelessPeer } from '../support/sslwireless-peer.ts';

const peer: SslWirelessPeer = await startSslWirelessPeer();
const site = await useSite({
  env: () => ({
    SMS_BASE_URL: peer.settings.baseUrl,
    SMS_API_TOKEN: peer.settings.apiToken,
    SMS_SID: peer.settings.sid,
    // Whatever the hour the suite runs at: no quiet hours (22:00-08:00 Dhaka would hold the booking SMS).
    SMS_QUIET_HOURS: 'off',
  }),
});
const baseURL = site.baseURL;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await peer.close();
});

const shot = shotWhenAsked;

/** The texts the peer has for a number, once there are `count` of them. */
async function textsTo(e164: string, count: number) {
  await expect.poll(() => peer.to(e164).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return peer.to(e164);
}

describe('phone first, in Bangla', () => {
  it('signs up with a mobile number and its code, books, and the booking SMS comes in Bangla (375 px)', async () => {
    const context = await browser.newContext({ baseURL, viewport: viewports.phone, locale: 'bn-BD', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const a = accountText.bn;
    const w = wizardText.bn;
    const e164 = '+8801711668001';
    try {
      // Sign up with the number: a code by SMS, in Bangla.
      await page.goto('/bn/signup');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: a.phoneLabel, exact: true }).fill('০১৭১১-৬৬৮০০১');
      await page.getByRole('button', { name: a.sendCode }).click();
      await page.getByRole('textbox', { name: a.codeLabel, exact: true }).waitFor();
      const [codeSms] = await textsTo(e164, 1);
      expect(codeSms).toMatchObject({ smsType: 'BN' });
      const code = /\b(\d{6})\b/.exec(codeSms!.sms)![1]!;
      await shot(page, 'phone-signup-375');
      await page.setViewportSize(viewports.desktop);
      await shot(page, 'phone-signup-1280');
      await page.setViewportSize(viewports.phone);
      await page.getByRole('textbox', { name: a.codeLabel, exact: true }).fill(code);
      await page.getByRole('button', { name: a.useCode }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/bn/signup'));

      // Book a tour in Bangla (card details: the site has no payment provider here).
      await bookCoxsBazarInBangla(page, { ...tourText.bn, bookNow: singleTourText.bn.bookNow });
      await page.getByLabel(w.fullName).fill('ফারহানা আক্তার');
      await page.getByLabel(w.email).fill('farhana.phone@example.com');
      await page.getByLabel(w.phone).fill('01711-668001');
      await page.getByLabel(w.address).fill('বাড়ি ৭, সড়ক ৩, খুলনা');
      await page.getByLabel(w.city).fill('খুলনা');
      await page.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
      await page.getByLabel(w.travellers, { exact: true }).fill('1');
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('heading', { name: w.paymentDetails }).waitFor();
      await page.getByLabel(w.cardName).fill('FARHANA AKTER');
      await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
      await page.getByLabel(w.cvc).fill('123');
      await page.getByLabel(w.expireDate).fill('12/35');
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('heading', { name: w.confirmTitle }).waitFor();
      await page.getByRole('button', { name: w.confirmSubmit }).click();
      await page.getByRole('heading', { name: w.doneTitle }).waitFor();
      await page.getByRole('link', { name: w.seeBooking }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/bn/detailsPackage/'));
      const bookingId = new URL(page.url()).pathname.split('/').at(-1)!;
      const reference = `TZ-${bookingId.slice(0, 8).toUpperCase()}`;

      // The booking's SMS at the peer: Bangla, Unicode, with the reference, once.
      const texts = await textsTo(e164, 2);
      const booked = texts.filter((m) => m.sms.includes(`বুকিং ${reference} পেয়েছি`));
      expect(booked).toHaveLength(1);
      expect(booked[0]).toMatchObject({ smsType: 'BN' });

      // The dashboard: the account's phone, verified.
      await page.goto('/bn/dashboard');
      await waitForHydration(page);
      const section = page.getByRole('region', { name: dashboardText.bn.phoneTitle });
      await section.getByText(dashboardText.bn.phoneVerifiedLead(e164)).waitFor();
      // Its own number again: a clear message, and no code spent on it.
      const before = peer.to(e164).length;
      await section.getByRole('textbox', { name: a.phoneLabel, exact: true }).fill('01711668001');
      await section.getByRole('button', { name: a.sendCode }).click();
      await section.getByText(dashboardText.bn.phoneAlreadyYours).waitFor();
      expect(peer.to(e164)).toHaveLength(before);
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'dashboard-phone-375');
      await page.setViewportSize(viewports.desktop);
      await shot(page, 'dashboard-phone-1280');
    } catch (error) {
      await shot(page, 'phone-sms-failed');
      throw error;
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
