/**
 * The Lighthouse step of the bench: mobile settings (Lighthouse's default), Debian's Chromium, on
 * pages of the running production site. It needs the npm package `lighthouse` (with its
 * `chrome-launcher`), which is not installed by default: without it the step reports so and the
 * rest of the bench is unaffected.
 */
export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Runs Lighthouse on each page; answers null when the package is missing. */
export async function runLighthouse(baseURL: string, pages: string[]): Promise<LighthouseRow[] | null> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
  let launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): Promise<void> | void }>;
  try {
    // Optional packages: resolved at run time only.
    const lighthouseModule = 'lighthouse';
    const launcherModule = 'chrome-launcher';
    lighthouse = ((await import(lighthouseModule)) as { default: typeof lighthouse }).default;
    launch = ((await import(launcherModule)) as { launch: typeof launch }).launch;
  } catch {
    return null;
  }
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${baseURL}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

export function formatLighthouse(rows: LighthouseRow[] | null): string[] {
  if (!rows) {
    return ['Lighthouse: skipped, the npm package "lighthouse" is not installed (npm install --save-dev lighthouse).'];
  }
  return [
    'Lighthouse (mobile): performance / accessibility / best practices / SEO, LCP, TBT, CLS',
    ...rows.map(
      (r) =>
        `  ${r.page.padEnd(40)} ${[r.performance, r.accessibility, r.bestPractices, r.seo].join(' / ').padEnd(18)} ` +
        `LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}`,
    ),
  ];
}
