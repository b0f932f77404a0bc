/**
 * Who travels (issue 36), the operator's side in the browser at 375 px: an admin creates a promo
 * code on /managePromoCodes (a refused form keeps what was typed and marks the fields), stops it,
 * and gives a package a child and an infant price in the package form (an infant age overlapping
 * the children's is marked on its field). The API then answers what the pages saved; a family's
 * confirmation step shows the server's price with the code's discount, and the reports its
 * discount. Screenshots
 * at 375 and 1280 px go to $SHOTS_DIR when it is set.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoCodeDto } from '../../shared/schemas/promo-codes.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { createVerifiedUser, signIn, signInAsAdmin } from '../support/accounts.ts';
import { adminJson, createTour } from '../support/admin-api.ts';
import { launchBrowser, newPage, viewports, waitForHydration } from '../support/browser.ts';
import type { Pkg } from '../support/catalogue.ts';
import { useSite } from '../support/site.ts';

const site = await useSite();
const baseURL = site.baseURL;
const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let packageId: string;
let departureId: string;
const code = `KIDS${process.pid}`.slice(0, 12);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, baseURL, viewports.phone));
  const tour = await createTour(baseURL, `Family Kuakata ${process.pid}`, [{ days: 60, seats: 10 }]);
  packageId = tour.pkg._id;
  departureId = tour.departures[0]!._id;
  await signInAsAdmin(page, '/managePromoCodes');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Full-page screenshots of the page at 375 and 1280 px, when SHOTS_DIR is set. */
async function shots(name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(viewports.phone);
}

async function codes(): Promise<PromoCodeDto[]> {
  const res = await fetch(`${baseURL}/api/promoCodes`, { headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(res.status).toBe(200);
  return (await res.json()) as PromoCodeDto[];
}

describe('the operator on a phone', () => {
  it('creates a promo code on /managePromoCodes: a refused form marks its fields and keeps what was typed', async () => {
    await page.goto('/managePromoCodes');
    await waitForHydration(page);
    // The admin nav links the page (in the phone menu here).
    expect(await page.getByTestId('admin-nav').locator('a[href="/managePromoCodes"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Code', { exact: true }).fill('x!');
    await page.getByLabel('Discount (percent or Tk)').fill('150');
    await page.getByLabel('Most uses in all').fill('20');
    await page.getByRole('button', { name: 'Create code' }).click();
    await page.getByText('A promo code has 3 to 30 letters, digits, dashes or underscores').waitFor();
    await page.getByText('A percent discount is from 1 to 100').waitFor();
    expect(await page.getByLabel('Most uses in all').inputValue()).toBe('20');
    await shots('promo-codes-refused');

    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Discount (percent or Tk)').fill('10');
    await page.getByLabel('Fewest travellers').fill('3');
    await page.getByRole('checkbox', { name: `Family Kuakata ${process.pid} (Kuakata)` }).check();
    await page.getByRole('button', { name: 'Create code' }).click();
    await page.getByText(`The promo code ${code} was created.`).waitFor();
    expect((await codes()).find((c) => c.code === code)).toMatchObject({
      kind: 'percent',
      value: 10,
      maxUses: 20,
      minTravellers: 3,
      packageIds: [packageId],
      active: true,
      uses: 0,
    });
    await page.getByRole('table').getByText(code, { exact: true }).waitFor();
    await shots('promo-codes');

    await page.getByRole('link', { name: `Edit ${code}` }).click();
    await page.getByRole('heading', { name: `Edit ${code}` }).waitFor();
    expect(await page.getByLabel('Fewest travellers').inputValue()).toBe('3');
    await page.getByLabel('Discount (percent or Tk)').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`The promo code ${code} was saved.`).waitFor();
    expect((await codes()).find((c) => c.code === code)).toMatchObject({ value: 12, maxUses: 20, packageIds: [packageId] });

    await page.getByRole('button', { name: `Deactivate ${code}` }).click();
    await page.getByText(`${code} is no longer offered`).waitFor();
    expect((await codes()).find((c) => c.code === code)?.active).toBe(false);

    // At 1280 px the thirteen links of the admin nav, the language switch and SignOut fit one row, in both languages.
    for (const pathname of ['/managePromoCodes', '/bn/managePromoCodes']) {
      await page.goto(pathname);
      await page.setViewportSize(viewports.desktop);
      const nav = page.getByTestId('admin-nav').locator('nav');
      await expect.poll(() => nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
      const last = await page.getByTestId('admin-nav').locator('nav > div:visible').last().boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(viewports.desktop.width);
      // And each link's words stand apart from the next one's (at least 8 px between them, twice a
      // word space), so that "Manage Packages" and "Promos" do not read as one run of words.
      const gaps = await nav.locator(':scope > ul a').evaluateAll((links) =>
        links.slice(1).map((link, i) => {
          const text = (a: Element) => {
            const range = document.createRange();
            range.selectNodeContents(a);
            return range.getBoundingClientRect();
          };
          return Math.round(text(link).left - text(links[i]!).right);
        }),
      );
      expect(gaps).toHaveLength(12);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
      // Nor does the page scroll sideways (the list of codes fits).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize(viewports.phone);
    }
    await page.goto('/bn/managePromoCodes');
    await page.getByRole('heading', { name: 'প্রোমো কোড', level: 1 }).waitFor();
    await page.getByRole('button', { name: `${code} চালু করুন` }).waitFor();
    await shots('promo-codes-bn');
  });

  it('gives a package a child and an infant price in the package form; an overlapping infant age is marked on its field', async () => {
    await page.goto(`/managePackage/${packageId}/edit`);
    await waitForHydration(page);
    await page.getByLabel('Child price (Tk)').fill('4500');
    await page.getByLabel('Child from age').fill('3');
    await page.getByLabel('Child up to age').fill('11');
    await page.getByLabel('Infant price (Tk)').fill('0');
    await page.getByLabel('Infant up to age').fill('4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText("Infants' oldest age must be below the children's youngest age").waitFor();
    expect(await page.getByLabel('Child price (Tk)').inputValue()).toBe('4500');
    await shots('package-prices-refused');

    await page.getByLabel('Infant up to age').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/managePackage?saved=1');
    const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as (Pkg & { priceCategories: unknown[] })[];
    expect(packages.find((p) => p._id === packageId)?.priceCategories).toEqual([
      { code: 'adult', price: 6000 },
      { code: 'child', price: 4500, minAge: 3, maxAge: 11 },
      { code: 'infant', price: 0, maxAge: 2 },
    ]);
    await page.goto(`/managePackage/${packageId}/edit`);
    expect(await page.getByLabel('Child price (Tk)').inputValue()).toBe('4500');
    await page.getByRole('group', { name: 'Child and infant prices' }).scrollIntoViewIfNeeded();
    await shots('package-prices');
  });

  it("shows a family the server's price on the wizard's confirmation: child price, the code's discount, the total", async () => {
    await adminJson(baseURL, '/api/promoCodes', 'POST', { code: `${code}B`, kind: 'percent', value: 10, packageIds: [packageId] });
    const user = await createVerifiedUser(baseURL, site.mailDir, { name: 'Rina Akter' });
    const customer = await newPage(browser, baseURL, viewports.phone);
    const p = customer.page;
    try {
      await signIn(p, user.email, user.password, `/bookNow?package=${packageId}&departure=${departureId}`);
      await waitForHydration(p);
      await p.getByLabel('Phone').fill('+880 1711 000222');
      await p.getByLabel('Address').fill('House 3, Road 4, Mirpur');
      await p.getByLabel('City').fill('Dhaka');
      await p.getByLabel('Travellers', { exact: true }).fill('3');
      await p.getByRole('button', { name: 'More children' }).click();
      await p.getByText('2 adults').waitFor();
      await p.getByLabel('Promo code').fill(`${code}b`.toLowerCase());
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Card Name').fill('RINA AKTER');
      await p.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await p.getByLabel('CVC').fill('123');
      await p.getByLabel('Expire Date').fill('12/35');
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
      const subtotal = 2 * 6000 + 4500;
      const discount = subtotal / 10;
      const summary = p.locator('dl');
      await summary.getByText(`− ${formatMoney('en', discount)}`).waitFor();
      expect(await summary.getByText(/^Child × 1/).count()).toBe(1);
      const total = summary.locator('div', { has: p.getByText('Total', { exact: true }) });
      expect(await total.locator('dd').textContent()).toBe(formatMoney('en', subtotal - discount));
      if (shotsDir) await p.screenshot({ path: path.join(shotsDir, 'confirm-quote-phone.png'), fullPage: true });
      await p.getByRole('button', { name: 'Confirm And Submit' }).click();
      await p.getByRole('heading', { name: 'Your Order Successfully Done.' }).waitFor();
    } finally {
      await customer.context.close();
    }
    // The operator's reports show the code's discount.
    await page.goto(`/manageReports?packageId=${packageId}`);
    const report = page.locator('[data-report="promo-codes"]');
    await report.getByRole('heading', { name: 'Promo codes' }).waitFor();
    await report.getByRole('table').getByText(`${code}B`, { exact: true }).waitFor();
    expect(
      await report
        .getByRole('table')
        .getByText(formatMoney('en', (2 * 6000 + 4500) / 10), { exact: true })
        .count(),
    ).toBe(1);
    await report.scrollIntoViewIfNeeded();
    await shots('reports-promo-codes');
  });
});
