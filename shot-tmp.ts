import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/', '/tour', '/bn']) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:38111${path}`, { waitUntil: 'networkidle', timeout: 120000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60000 });
    await page.evaluate(() => document.fonts.ready);
    const name = `/tmp/pm/shot${path.replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: width === 375 ? false : false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, 'overflow', overflow, 'errors', errors);
    await page.close();
  }
}
await browser.close();
